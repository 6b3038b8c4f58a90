/**
 * Finding a text wherever visitors read it, and changing it everywhere at once: a town's name, a price, a spelling.
 * Only the site's words are searched: an address, a link, a file, a language code or a choice from a list is left out,
 * as a change there is no change of wording (and would break what it names). Matching ignores case; a replacement
 * takes the case of what it replaces where that has one (see replaceIn).
 */
import { setAt, type Path } from "./paths.ts";
import { isRecord } from "../../../../src/site/json-path.ts";
import { linkAddresses } from "../../../../src/site/inline.ts";

/**
 * Fields whose value is not wording: an address, a link, a file, an id, a code, a date or a choice from a list (the
 * schema gives each a pattern, a format or a list of values). The theme, all colours and fonts, is left out whole.
 * A language's texts kept the same as the site's own (`sameTexts`) are searched: replaced with the texts they
 * repeat, they stay the same texts.
 */
const NOT_WORDS = new Set([
  ...["$schema", "path", "href", "src", "url", "pageUrl", "scriptUrl", "sameAs", "blogPath", "from", "to"],
  ...["translationOf", "language", "id", "type", "action", "style", "tone", "imagePosition", "layout"],
  ...["published", "modified", "displayDate", "e164", "email", "country", "priceRange", "provider", "formId"],
  "themeColor",
]);
const NOT_WORDS_AT_ROOT = new Set(["theme"]);

export interface Found {
  path: Path;
  text: string;
  /** Where each match starts in the text. */
  at: number[];
}

/** Every place of the site's wording that holds `needle` (ignoring case), in the file's order; none for an empty one. */
export function findText(site: unknown, needle: string): Found[] {
  const found: Found[] = [];
  if (!needle.trim()) return found;
  const pattern = new RegExp(needle.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"), "giu");
  // One path, grown and shrunk as the walk goes; copied only for a place found (a 1,000-page site has 400,000 values).
  const path: Path = [];
  const walk = (value: unknown) => {
    if (typeof value === "string") {
      pattern.lastIndex = 0;
      if (!pattern.test(value)) return;
      pattern.lastIndex = 0;
      const at = matchesIn(value, pattern, needle.length);
      if (at.length) found.push({ path: path.slice(), text: value, at });
    } else if (Array.isArray(value)) {
      for (let index = 0; index < value.length; index++) {
        path.push(index);
        walk(value[index]);
        path.pop();
      }
    } else if (isRecord(value)) {
      for (const key in value) {
        if (NOT_WORDS.has(key) || (path.length === 0 && NOT_WORDS_AT_ROOT.has(key))) continue;
        path.push(key);
        walk(value[key]);
        path.pop();
      }
    }
  };
  walk(site);
  return found;
}

/** Where `pattern` matches in `text`, but in a link's address inside it ("[our team](/about)"), which is not wording. */
function matchesIn(text: string, pattern: RegExp, length: number): number[] {
  const links = linkAddresses(text).map(({ start, end }) => [start - 2, end + 1]);
  const inLink = (start: number) => links.some(([from, to]) => start < to! && start + length > from!);
  return [...text.matchAll(pattern)].map((match) => match.index!).filter((start) => !inLink(start));
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
  for (const found of places) out = setAt(out, found.path, replaceIn(found, needle.length, replacement));
  return out as T;
}
