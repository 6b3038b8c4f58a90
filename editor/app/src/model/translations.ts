/**
 * A page's translation, as far as it is done. "Add the Spanish version" starts a translation as a copy of the
 * page, every text still in the original's language, and nothing else tells the owner which texts are left: the
 * copy is valid, so the check has nothing to say. The editor finds each text that is still word for word one of the
 * original's, shows it at its field, counts them, and leads from one to the next.
 *
 * Only texts of two words or more count: an address, a picture's file, a date, a colour or a one-word label ("Blog")
 * may well be the same in both languages. A section's own interface words (its fields named `…Label`: a gallery's
 * "Close") count even as one word: a copy to translate starts with its language's where the site has them
 * (withLanguageWords), and any left are the original's. A name that is the same in both (an association's) is counted too, until
 * the owner says it is the same in that language (its `sameTexts`, keepSame): then nowhere in that language.
 *
 * The other languages' header, footer, labels and facts (the Languages screen) have the same places as the site's
 * own language's, so there each field shows what the site's language says in its place, and the same counting and
 * stepping. A language added starts as a copy of the site's own (newLanguage).
 */
import { valueAt } from "../../../../src/site/json-path.ts";
import { replaceAddresses } from "../../../../src/site/inline.ts";
import { walkSite } from "../../../../src/site/walk.ts";
import { setAt, type Path } from "./paths.ts";

/** The keys whose values are not texts a visitor reads, whatever they hold. */
export const NOT_TEXT = new Set(["path", "translationOf", "language", "href", "src", "type", "id"]);

/** Two words or more, at least two of them with a letter; not a link or a file's address. */
export function isProse(text: string): boolean {
  if (/:\/\/|^\/|^images\//.test(text)) return false;
  let words = 0;
  for (const word of text.split(/\s+/)) if (/\p{L}/u.test(word) && ++words >= 2) return true;
  return false;
}

/**
 * A section's own interface words (a field whose name ends in `Label`: a gallery's "Close", a contact block's
 * "Phone"): words a visitor reads even when they are one, so left to translate like any text.
 */
export const INTERFACE_WORDS = /Label$/;
const isInterfaceWords = (key: unknown, text: string): boolean =>
  typeof key === "string" && INTERFACE_WORDS.test(key) && /\p{L}/u.test(text);

/** Each text of `value` a visitor reads, with its path under `at`, in the order the file writes them. */
export function textsOf(value: unknown, at: Path = []): { path: Path; text: string }[] {
  const found: { path: Path; text: string }[] = [];
  walkSite(
    value,
    {
      onString(text, path) {
        const key = path[path.length - 1];
        if (typeof key === "string" && NOT_TEXT.has(key)) return;
        if (isProse(text) || isInterfaceWords(key, text)) found.push({ path: [...path], text });
      },
    },
    [...at],
  );
  return found;
}

/** Each picture of `value` (a file in images/ at a `src`), with its path under `at`, in the order the file writes them. */
export function picturesOf(value: unknown, at: Path = []): { path: Path; text: string }[] {
  const found: { path: Path; text: string }[] = [];
  walkSite(
    value,
    {
      onString(text, path) {
        if (path[path.length - 1] === "src" && text.startsWith("images/")) found.push({ path: [...path], text });
      },
    },
    [...at],
  );
  return found;
}

export type Entry = Record<string, unknown>;
export interface SiteLike {
  site?: { language?: unknown };
  pages?: unknown;
  posts?: unknown;
  languages?: unknown;
}

export interface Translation {
  /** The page or post it translates, and that one's language tag. */
  original: { path: string; language: string };
  /** The translation's own language tag. */
  language: string;
  /** Each text still the same as one of the original's, by its path from the file's top, in the page's order. */
  same: Path[];
  /** Every text's path, the same or not, in the page's order: where "the next one" is counted from. */
  all: Path[];
  /** The original's sections this one has nothing in place of (see compareSections). */
  missing: Missing[];
  /** Lists of its sections with fewer items than the original's (see compareSections). */
  shorter: Shorter[];
}

/** A section of the original with none in its place in the translation. */
export interface Missing {
  /** Its place in the original, its type and itself. */
  from: number;
  type: string;
  block: Record<string, unknown>;
  /** Where a copy of it goes in the translation: before the section now there. */
  at: number;
}

/** A list in a section of the original (its questions, cards, pictures) longer than the same list in the translation's. */
export interface Shorter {
  /** The section's place in the original and in the translation, and its type. */
  from: number;
  at: number;
  type: string;
  block: Record<string, unknown>;
  /** The list's field, and how many items each has. */
  key: string;
  theirs: number;
  ours: number;
}

/**
 * The original's sections compared with the translation's: their types matched in order (their longest common run),
 * so a question section added to the English page after the Spanish one was made shows as missing at its place, and a
 * section the translation moved or has of its own is not reported twice. Of each matched pair, a list the original
 * has more items in (a question added to its questions) is shorter here.
 */
export function compareSections(
  original: readonly unknown[],
  own: readonly unknown[],
): { missing: Missing[]; shorter: Shorter[]; pairs: Map<number, number> } {
  const typeOf = (block: unknown) => (block as { type?: unknown } | null)?.type;
  const [n, m] = [original.length, own.length];
  const common = Array.from({ length: n + 1 }, () => new Array<number>(m + 1).fill(0));
  for (let i = n - 1; i >= 0; i--)
    for (let j = m - 1; j >= 0; j--)
      common[i]![j] =
        typeOf(original[i]) === typeOf(own[j])
          ? common[i + 1]![j + 1]! + 1
          : Math.max(common[i + 1]![j]!, common[i]![j + 1]!);
  const missing: Missing[] = [];
  const shorter: Shorter[] = [];
  // Each section of `own` matched with one of the original: its place there, by its place here.
  const pairs = new Map<number, number>();
  for (let i = 0, j = 0; i < n;) {
    const block = original[i] as Record<string, unknown>;
    if (j < m && typeOf(block) === typeOf(own[j])) {
      const mine = own[j] as Record<string, unknown>;
      for (const [key, theirs] of Object.entries(block ?? {})) {
        const ours = mine?.[key];
        if (Array.isArray(theirs) && Array.isArray(ours) && theirs.length > ours.length) {
          shorter.push({
            from: i,
            at: j,
            type: String(typeOf(block)),
            block,
            key,
            theirs: theirs.length,
            ours: ours.length,
          });
        }
      }
      pairs.set(j, i);
      [i, j] = [i + 1, j + 1];
    } else if (j < m && common[i]![j + 1]! >= common[i + 1]![j]!) j++;
    else {
      missing.push({ from: i, type: String(typeOf(block)), block, at: j });
      i++;
    }
  }
  return { missing, shorter, pairs };
}

/** The site's own language's tag (`site.language`). */
export const ownLanguage = (site: SiteLike): string =>
  typeof site.site?.language === "string" ? site.site.language : "";

/** The place of another language of the site in `languages`, by its tag; -1 for the site's own or an unknown one. */
export function languageIndex(site: SiteLike, tag: string): number {
  const list = Array.isArray(site.languages) ? (site.languages as { language?: unknown }[]) : [];
  return tag ? list.findIndex((entry) => entry.language === tag) : -1;
}

/**
 * A text's words without its links' targets: "[Book now](/contact)" and "[Book now](/es/contacto)" read the same. A
 * page or section copied to translate has its links led to the translation's pages (`relink`), and its words are
 * still the original's, left to translate.
 */
export const wordsOf = (text: string): string => replaceAddresses(text, () => "");

/**
 * The texts the owner said are the same in language `index` (its `sameTexts`: a name, an association's): not left
 * to translate, wherever they are.
 */
export function keptIn(site: SiteLike, index: number): ReadonlySet<string> {
  const kept = index < 0 ? undefined : valueAt(site, ["languages", index, "sameTexts"]);
  return new Set(
    Array.isArray(kept) ? kept.filter((text): text is string => typeof text === "string").map(wordsOf) : [],
  );
}

/** A page's or post's sections; none where it has no list. */
export const blocksOf = (record: Entry): unknown[] =>
  Array.isArray(record.blocks) ? (record.blocks as unknown[]) : [];

/** The address a translation names as its original's, written as the original's own (no "/" at the end). */
export const originalAddress = (translationOf: string): string => translationOf.replace(/(.)\/+$/, "$1");

const entriesOf = (site: SiteLike): Entry[] =>
  (["pages", "posts"] as const).flatMap((c) => (Array.isArray(site[c]) ? (site[c] as Entry[]) : []));

/** Every page and post by its address (the first at each), for looking up many originals at once. */
export const byAddress = (site: SiteLike): Map<unknown, Entry> => {
  const map = new Map<unknown, Entry>();
  for (const entry of entriesOf(site)) if (!map.has(entry.path)) map.set(entry.path, entry);
  return map;
};

/** What is left to translate in `site[collection][index]`; undefined when it translates nothing the site has. */
export function translationOf(
  site: SiteLike,
  collection: "pages" | "posts",
  index: number,
  addresses?: Map<unknown, Entry>,
): Translation | undefined {
  const list = site[collection];
  const entry = Array.isArray(list) ? (list[index] as Entry | undefined) : undefined;
  if (!entry || typeof entry.translationOf !== "string") return undefined;
  const address = originalAddress(entry.translationOf);
  const found = (addresses ?? byAddress(site)).get(address);
  const original = found === entry ? undefined : found;
  if (!original) return undefined;
  const tag = (e: Entry) => (typeof e.language === "string" ? e.language : ownLanguage(site));
  const theirs = new Set(textsOf(original).map((t) => wordsOf(t.text)));
  const kept = keptIn(site, languageIndex(site, tag(entry)));
  const texts = textsOf(entry, [collection, index]);
  const same = texts.filter((t) => theirs.has(wordsOf(t.text)) && !kept.has(wordsOf(t.text))).map((t) => t.path);
  const { missing, shorter } = compareSections(blocksOf(original), blocksOf(entry));
  return {
    original: { path: address, language: tag(original) },
    language: tag(entry),
    same,
    all: texts.map((t) => t.path),
    missing,
    shorter,
  };
}

/**
 * `text` added to the texts the same in language `index` (its `sameTexts`): from now on it is not left to translate,
 * on any page of that language or its header and footer. Listed once.
 */
export function keepSame<T>(site: T, index: number, text: string): T {
  const kept = valueAt(site, ["languages", index, "sameTexts"]);
  const list = Array.isArray(kept) ? kept : [];
  return list.includes(text) ? site : (setAt(site, ["languages", index, "sameTexts"], [...list, text]) as T);
}

/**
 * A new language, as a copy of the site's own language's header, footer, labels, facts and not-found page: every
 * menu item and link in place, each text a note "Same as in English" until it is translated. Empty, it was some
 * twenty-five errors and a menu to build again item by item. Its code is left for the owner to write, and its
 * language's name (the switcher's words for it), which the site's own language's cannot stand for.
 */
export function newLanguage(
  site: Record<string, unknown>,
  itemSchema: { properties?: Record<string, { properties?: object }> },
) {
  const entry: Record<string, unknown> = { language: "" };
  for (const [key, part] of Object.entries(itemSchema.properties ?? {})) {
    const own = site[key];
    if (!part.properties || own === null || typeof own !== "object" || Array.isArray(own)) continue;
    const copy: Record<string, unknown> = {};
    for (const field of Object.keys(part.properties))
      if (field !== "languageName" && (own as Record<string, unknown>)[field] !== undefined)
        copy[field] = structuredClone((own as Record<string, unknown>)[field]);
    entry[key] = copy;
  }
  return entry;
}

/**
 * What the sections of `type` on the pages and posts in `language` (the site's own where undefined) say in `key`: the
 * first one's text.
 */
export function sharedWords(site: unknown, language: unknown, type: string, key: string): string | undefined {
  const own = valueAt(site, ["site", "language"]);
  const wanted = language ?? own;
  for (const collection of ["pages", "posts"] as const) {
    const list = valueAt(site, [collection]);
    if (!Array.isArray(list)) continue;
    for (const entry of list as { language?: unknown; blocks?: unknown }[]) {
      if ((entry?.language ?? own) !== wanted || !Array.isArray(entry.blocks)) continue;
      for (const block of entry.blocks as Record<string, unknown>[]) {
        const words = block?.type === type ? block[key] : undefined;
        if (typeof words === "string" && /\S/.test(words)) return words;
      }
    }
  }
  return undefined;
}

/**
 * `block` (a section copied to translate) with its interface words (INTERFACE_WORDS) as the sections of its type
 * already say them in `language`, where the site has one: a Spanish copy of a gallery closes with "Cerrar", as the
 * Spanish galleries do, not "Close". Where none does, the original's words are left, to translate.
 */
export function blockInLanguage<T>(block: T, site: unknown, language: string | undefined): T {
  if (!block || typeof block !== "object" || typeof (block as Entry).type !== "string") return block;
  const own = block as Entry;
  const words: Entry = {};
  for (const [key, value] of Object.entries(own)) {
    if (!INTERFACE_WORDS.test(key) || typeof value !== "string") continue;
    const theirs = sharedWords(site, language, own.type as string, key);
    if (theirs !== undefined && theirs !== value) words[key] = theirs;
  }
  return Object.keys(words).length ? ({ ...own, ...words } as T) : block;
}

/** `record` (a copy of a page to translate) with each section's interface words in `language` (blockInLanguage). */
export function withLanguageWords<T extends Entry>(record: T, site: unknown, language: string | undefined): T {
  if (!Array.isArray(record.blocks)) return record;
  return { ...record, blocks: (record.blocks as unknown[]).map((block) => blockInLanguage(block, site, language)) };
}
