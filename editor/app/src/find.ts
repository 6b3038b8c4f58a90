/**
 * Finding a text wherever visitors read it, and changing it everywhere at once: a town's name, a price, a spelling.
 * Only the site's words are searched: an address, a link, a file, a language code or a choice from a list is left out,
 * as a change there is no change of wording (and would break what it names). Matching ignores case; a replacement
 * takes the case of what it replaces where that has one (see replaceIn).
 */
import type { Path } from "./schema.ts";

/**
 * Fields whose value is not wording: an address, a link, a file, an id, a code, a date or a choice from a list (the
 * schema gives each a pattern, a format or a list of values). The theme, all colours and fonts, is left out whole.
 */
const NOT_WORDS = new Set([
  ...["$schema", "path", "href", "src", "url", "pageUrl", "scriptUrl", "sameAs", "blogPath", "from", "to"],
  ...["translationOf", "language", "id", "type", "action", "style", "tone", "imagePosition", "layout"],
  ...["published", "modified", "displayDate", "e164", "email", "country", "priceRange", "provider", "formId"],
  ...["themeColor", "sameTexts"],
]);
const NOT_WORDS_AT_ROOT = new Set(["theme"]);

export interface Found {
  path: Path;
  text: string;
  /** Where each match starts in the text. */
  at: number[];
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** Every place of the site's wording that holds `needle` (ignoring case), in the file's order; none for an empty one. */
export function findText(site: unknown, needle: string): Found[] {
  const wanted = needle.toLocaleLowerCase();
  const found: Found[] = [];
  if (!wanted.trim()) return found;
  const walk = (value: unknown, path: Path) => {
    if (typeof value === "string") {
      const at = matchesIn(value, wanted);
      if (at.length) found.push({ path, text: value, at });
    } else if (Array.isArray(value)) {
      value.forEach((item, index) => walk(item, [...path, index]));
    } else if (isRecord(value)) {
      for (const [key, child] of Object.entries(value))
        if (!NOT_WORDS.has(key) && !(path.length === 0 && NOT_WORDS_AT_ROOT.has(key))) walk(child, [...path, key]);
    }
  };
  walk(site, []);
  return found;
}

/** Where `wanted` (lower case) starts in `text`, ignoring case; matches do not overlap. */
function matchesIn(text: string, wanted: string): number[] {
  const lower = text.toLocaleLowerCase();
  // A letter whose lower case has another length (İ) would shift the places: such a text is matched as written.
  const haystack = lower.length === text.length ? lower : text;
  // A link's address inside a text ("[our team](/about)") is not wording either.
  const links = [...text.matchAll(/\]\(([^)\s]*)\)/g)].map((link) => [link.index!, link.index! + link[0].length]);
  const inLink = (start: number) => links.some(([from, to]) => start < to! && start + wanted.length > from!);
  const at: number[] = [];
  for (let from = haystack.indexOf(wanted); from !== -1; from = haystack.indexOf(wanted, from + wanted.length))
    if (!inLink(from)) at.push(from);
  return at;
}

/**
 * The text with each match replaced by `replacement`, in the match's case where it has one: a match in capitals is
 * replaced in capitals, one that starts with a capital (a heading's "Stump Grinding", a sentence's first word) by
 * the replacement with a capital; else as typed.
 */
export function replaceIn(found: Found, length: number, replacement: string): string {
  let out = "";
  let last = 0;
  for (const start of found.at) {
    out += found.text.slice(last, start) + inCaseOf(found.text.slice(start, start + length), replacement);
    last = start + length;
  }
  return out + found.text.slice(last);
}

function inCaseOf(match: string, replacement: string): string {
  const letters = match.replace(/[^\p{L}]/gu, "");
  const upper = (text: string) => text === text.toLocaleUpperCase() && text !== text.toLocaleLowerCase();
  if (letters.length > 1 && upper(letters)) return replacement.toLocaleUpperCase();
  if (letters && upper(letters[0]!)) return replacement.charAt(0).toLocaleUpperCase() + replacement.slice(1);
  return replacement;
}

/** The site with every match of `needle` in its wording replaced: the same objects wherever nothing changed. */
export function replaceText<T>(site: T, needle: string, replacement: string): T {
  const places = findText(site, needle);
  let out: unknown = site;
  const length = needle.toLocaleLowerCase().length;
  for (const found of places) out = setIn(out, found.path, replaceIn(found, length, replacement));
  return out as T;
}

function setIn(root: unknown, path: Path, value: unknown): unknown {
  if (!path.length) return value;
  const [key, ...rest] = path;
  if (Array.isArray(root)) {
    const copy = root.slice();
    copy[key as number] = setIn(root[key as number], rest, value);
    return copy;
  }
  const record = root as Record<string, unknown>;
  return { ...record, [key!]: setIn(record[key as string], rest, value) };
}
