/** What a field says of its text in another language: still the original's words, or behind a change to them. */
import { HEX_COLOUR } from "../../../../schema/patterns.ts";
import { valueAt } from "../../../../src/site/json-path.ts";
import { walkSite } from "../../../../src/site/walk.ts";
import type { Behind } from "./behind.ts";
import { pathKey, type Path } from "./paths.ts";
import { keptIn, NOT_TEXT, ownLanguage, wordsOf, type SiteLike, type Translation } from "./translations.ts";

/** What a field of a translation says of its text: still the original's, or the original's words for it. */
export interface FieldNote {
  /** Word for word the original's text. */
  same: boolean;
  /** The text the original language has at this place, shown as a reference to translate from. */
  reference?: string;
  /** The original's language tag, and the translation's. */
  from: string;
  to: string;
  /** The original is a page (or post), not the site's own language's texts. */
  onPage?: boolean;
  /** Its original's text here changed, and it did not (behind.ts). */
  behind?: Behind;
  /** On an original: the translations whose text here still reads as before a change made here. */
  ahead?: Behind[];
}

/**
 * A page's notes: as a translation, its texts still the original's and those behind a change to it; as an original,
 * its texts changed whose translations still read as before (`ahead`). Undefined when there are none.
 */
export function pageNotes(
  translation: Translation | undefined,
  behind: readonly Behind[],
  ahead: readonly Behind[],
): ((path: Path) => FieldNote | undefined) | undefined {
  if (!translation && !behind.length && !ahead.length) return undefined;
  const same = new Set(translation?.same.map(pathKey));
  const behindAt = new Map(behind.map((text) => [pathKey(text.path), text]));
  const aheadAt = groupedBy(ahead, (text) => pathKey(text.originalPath));
  const [from, to] = translation ? [translation.original.language, translation.language] : ["", ""];
  return (path) => {
    const key = pathKey(path);
    const note = { same: same.has(key), behind: behindAt.get(key), ahead: aheadAt.get(key) };
    return note.same || note.behind || note.ahead ? { ...note, from, to, onPage: true } : undefined;
  };
}

/** The notes of a part of the site's own language (header, footer…): its texts the other languages are behind in. */
export function partNotes(ahead: readonly Behind[]): ((path: Path) => FieldNote | undefined) | undefined {
  if (!ahead.length) return undefined;
  const aheadAt = groupedBy(ahead, (text) => pathKey(text.originalPath));
  return (path) => {
    const found = aheadAt.get(pathKey(path));
    return found ? { same: false, from: "", to: "", ahead: found } : undefined;
  };
}

export function groupedBy<T>(list: readonly T[], keyOf: (item: T) => string): Map<string, T[]> {
  const map = new Map<string, T[]>();
  for (const item of list) map.set(keyOf(item), [...(map.get(keyOf(item)) ?? []), item]);
  return map;
}

/** Not a link, a file, a colour or only placeholders ("© {year} {businessName}"): words a visitor reads. */
const isWords = (text: string): boolean =>
  /\p{L}/u.test(text.replace(/\{[^}]*\}/g, "")) && !/:\/\/|^\/|^images\//.test(text) && !HEX_COLOUR.test(text);

/**
 * The Languages screen's notes. Each other language's header, footer, labels and facts have the places the site's own
 * language has at the top of the file (`languages[1].footer.callLabel` translates `footer.callLabel`): under each
 * field, what the site's language says there, to translate from, or that it is still the same words.
 */
export function languageNotes(
  site: SiteLike & Record<string, unknown>,
  behind: readonly Behind[] = [],
): (path: Path) => FieldNote | undefined {
  const from = ownLanguage(site);
  const behindAt = new Map(behind.map((text) => [pathKey(text.path), text]));
  const kept = new Map<number, ReadonlySet<string>>();
  const keptBy = (index: number) => kept.get(index) ?? kept.set(index, keptIn(site, index)).get(index)!;
  return (path) => {
    const [top, index, ...rest] = path;
    if (top !== "languages" || typeof index !== "number" || rest.length < 2) return undefined;
    if (rest.some((key) => typeof key === "string" && NOT_TEXT.has(key))) return undefined;
    const reference = valueAt(site, rest);
    if (typeof reference !== "string" || !isWords(reference)) return undefined;
    const language = valueAt(site, ["languages", index, "language"]);
    const own = valueAt(site, path);
    const to = typeof language === "string" ? language : "";
    const same = typeof own === "string" && wordsOf(own) === wordsOf(reference) && !keptBy(index).has(wordsOf(own));
    const changed = behindAt.get(pathKey(path));
    return { same, reference, from, to, ...(changed ? { behind: changed } : {}) };
  };
}

/** Each text of the other language `index` the site's own language has a place for, and those still its words. */
export function languageLeft(site: SiteLike & Record<string, unknown>, index: number): { same: Path[]; all: Path[] } {
  const notes = languageNotes(site);
  const all: Path[] = [];
  const same: Path[] = [];
  walkSite(
    valueAt(site, ["languages", index]),
    {
      onString(_, path) {
        const note = notes(path);
        if (note) all.push([...path]);
        if (note?.same) same.push([...path]);
      },
    },
    ["languages", index],
  );
  return { same, all };
}
