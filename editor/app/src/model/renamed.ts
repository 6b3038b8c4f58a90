/** A name or a number changed in one place and still written out in others (the business's name, phone). */
import { valueAt } from "../../../../src/site/json-path.ts";
import { findText, replaceIn, type Found } from "./find.ts";
import { pathKey, setAt, type Path } from "./paths.ts";

/** The facts a site may write out in its texts too. */
export const REPEATED: readonly Path[] = [
  ["business", "name"],
  ["site", "name"],
  ["business", "address", "street"],
  ["business", "address", "city"],
  ["business", "phone", "display"],
];

export const REPEATED_KEYS = new Set(REPEATED.map(pathKey));

/** The field at `path` holds a fact a site may write out in its texts too (RenamedNote has something to say). */
export const writtenOutToo = (path: Path): boolean => REPEATED_KEYS.has(pathKey(path));

export const wordy = /[\p{L}\p{N}]/u;

export interface StillWritten {
  /** The fact as it read when the site was opened, and as it reads now. */
  was: string;
  now: string;
  /** The texts that still write `was` out, each match a whole word and not part of `now` written there already. */
  places: Found[];
  /**
   * The maps whose address still asks for `was` (`q=Marquette,+MI`): an address, not words, so not changed with them;
   * each is pointed out, to change by hand.
   */
  maps: Path[];
}

/**
 * Where the fact at `path` is still written as it read in `opened`, now that it reads otherwise in `site`: none for
 * a field that is not such a fact, unchanged or emptied. A match is a whole word ("Oak" is not found in "Oakland")
 * and not inside the new words (changed from "Oak" to "Oak & Ash", a text that says "Oak & Ash" is not one to
 * change); the field itself is not one of the places.
 */
export function stillWritten(site: unknown, opened: unknown, path: Path): StillWritten | undefined {
  if (!writtenOutToo(path)) return undefined;
  const [was, now] = [valueAt(opened, path), valueAt(site, path)];
  if (typeof was !== "string" || typeof now !== "string" || !was.trim() || !now.trim() || was === now) return undefined;
  const own = pathKey(path);
  const places = findText(site, was).flatMap((found) => {
    if (pathKey(found.path) === own) return [];
    const at = found.at.filter(
      (start) => wholeWord(found.text, start, was.length) && !inside(found.text, start, was, now),
    );
    return at.length ? [{ ...found, at }] : [];
  });
  const maps = mapsAsking(site, was);
  return places.length || maps.length ? { was, now, places, maps } : undefined;
}

/** The `map.src` of each section of a page or post whose address, read as words, still holds `was` whole. */
export function mapsAsking(site: unknown, was: string): Path[] {
  const maps: Path[] = [];
  for (const list of ["pages", "posts"] as const) {
    const entries = valueAt(site, [list]);
    if (!Array.isArray(entries)) continue;
    entries.forEach((entry, index) => {
      const blocks = valueAt(entry, ["blocks"]);
      if (!Array.isArray(blocks)) return;
      blocks.forEach((block, at) => {
        const src = valueAt(block, ["map", "src"]);
        if (typeof src !== "string") return;
        let words = src.replace(/\+/g, " ");
        try {
          words = decodeURIComponent(words);
        } catch {
          // not percent-encoded as it should be: read as written
        }
        const lower = words.toLocaleLowerCase();
        const needle = was.toLocaleLowerCase();
        for (let start = lower.indexOf(needle); start >= 0; start = lower.indexOf(needle, start + 1)) {
          if (wholeWord(words, start, was.length)) {
            maps.push([list, index, "blocks", at, "map", "src"]);
            return;
          }
        }
      });
    });
  }
  return maps;
}

export function wholeWord(text: string, start: number, length: number): boolean {
  // Only where the fact itself starts or ends with a letter or digit does a neighbouring one make it part of a word.
  const before = wordy.test(text.charAt(start)) && wordy.test(text.charAt(start - 1));
  const after = wordy.test(text.charAt(start + length - 1)) && wordy.test(text.charAt(start + length));
  return !before && !after;
}

/** The match at `start` lies inside the new words written there already. */
export function inside(text: string, start: number, was: string, now: string): boolean {
  const lower = text.toLocaleLowerCase();
  const [w, n] = [was.toLocaleLowerCase(), now.toLocaleLowerCase()];
  for (let offset = n.indexOf(w); offset >= 0; offset = n.indexOf(w, offset + 1)) {
    if (lower.startsWith(n, start - offset)) return true;
  }
  return false;
}

/** Where the business's position is kept (latitude, then longitude). */
export const POSITION: Path = ["business", "geo", "latitude"];

export const PLACE_KEYS = new Set([
  pathKey(["business", "address", "street"]),
  pathKey(["business", "address", "city"]),
]);

/**
 * The street or town at `path` changed since the site was opened, and the position did not: the map of search
 * results still shows the old place. Nothing can tell degrees from a name offline; PositionFromMap reads a map's link.
 */
export function movedFrom(site: unknown, opened: unknown, path: Path): boolean {
  if (!PLACE_KEYS.has(pathKey(path))) return false;
  const [was, now] = [valueAt(opened, path), valueAt(site, path)];
  if (typeof was !== "string" || typeof now !== "string" || !now.trim() || was.trim() === now.trim()) return false;
  const position = (of: unknown) => JSON.stringify(valueAt(of, ["business", "geo"]) ?? null);
  return position(site) === position(opened);
}

/** `site` with the new words written in each of the places, in the case of what they replace. */
export function writeEverywhere<T>(site: T, found: StillWritten): T {
  let out: unknown = site;
  for (const place of found.places) out = setAt(out, place.path, replaceIn(place, found.was.length, found.now));
  return out as T;
}
