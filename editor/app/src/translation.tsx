/**
 * A page's translation, as far as it is done. "Add the Spanish version" starts a translation as a copy of the
 * page, every text still in the original's language, and nothing else tells the owner which texts are left: the
 * copy is valid, so the check has nothing to say. The editor finds each text that is still word for word one of the
 * original's, shows it at its field, counts them, and leads from one to the next.
 *
 * Only texts of two words or more count: an address, a picture's file, a date, a colour or a one-word label ("Blog")
 * may well be the same in both languages. A name that is the same in both (an association's) is counted too; the
 * note says the owner may keep it.
 */
import { createContext, useContext, useRef } from "react";
import { useNavigate } from "react-router-dom";
import type { JumpState } from "./App.tsx";
import { languageName } from "./problem-words.ts";
import { pathKey, type Path } from "./schema.ts";

/** The keys whose values are not texts a visitor reads, whatever they hold. */
const NOT_TEXT = new Set(["path", "translationOf", "language", "href", "src", "type", "id"]);

/** Two words or more, at least two of them with a letter; not a link or a file's address. */
export function isProse(text: string): boolean {
  if (/:\/\/|^\/|^images\//.test(text)) return false;
  let words = 0;
  for (const word of text.split(/\s+/)) if (/\p{L}/u.test(word) && ++words >= 2) return true;
  return false;
}

/** Each text of `value` a visitor reads, with its path under `at`, in the order the file writes them. */
export function textsOf(value: unknown, at: Path = [], found: { path: Path; text: string }[] = []) {
  if (typeof value === "string") {
    if (isProse(value)) found.push({ path: at, text: value });
  } else if (Array.isArray(value)) {
    value.forEach((item, i) => textsOf(item, [...at, i], found));
  } else if (value !== null && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) if (!NOT_TEXT.has(key)) textsOf(item, [...at, key], found);
  }
  return found;
}

type Entry = Record<string, unknown>;
interface SiteLike {
  site?: { language?: unknown };
  pages?: unknown;
  posts?: unknown;
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
}

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
  const address = entry.translationOf.replace(/(.)\/+$/, "$1");
  const found = (addresses ?? byAddress(site)).get(address);
  const original = found === entry ? undefined : found;
  if (!original) return undefined;
  const fallback = typeof site.site?.language === "string" ? site.site.language : "";
  const tag = (e: Entry) => (typeof e.language === "string" ? e.language : fallback);
  const theirs = new Set(textsOf(original).map((t) => t.text));
  const texts = textsOf(entry, [collection, index]);
  const same = texts.filter((t) => theirs.has(t.text)).map((t) => t.path);
  return {
    original: { path: address, language: tag(original) },
    language: tag(entry),
    same,
    all: texts.map((t) => t.path),
  };
}

/** The translation of the page open, for its fields to say which texts are left. */
export const TranslationContext = createContext<{ translation: Translation; same: Set<string> } | undefined>(undefined);

/** Under a field whose text is still the original's: a note, not a problem (the site builds either way). */
export function SameAsOriginal({ path }: { path: Path }) {
  const context = useContext(TranslationContext);
  if (!context?.same.has(pathKey(path))) return null;
  const { original, language } = context.translation;
  return (
    <p className="field-note" id={`same-${pathKey(path)}`}>
      Same as on the {languageName(original.language)} page. Translate it, or keep it if it is the same in{" "}
      {languageName(language)}.
    </p>
  );
}

/** How much of the page is left to translate, and a way from one such text to the next. */
export function TranslationStatus({ translation }: { translation: Translation }) {
  const navigate = useNavigate();
  const last = useRef<string | undefined>(undefined);
  const { original, language, same, all } = translation;
  const from = languageName(original.language);
  const next = () => {
    const order = all.map(pathKey);
    const at = last.current === undefined ? -1 : order.indexOf(last.current);
    const target = same.find((path) => order.indexOf(pathKey(path)) > at) ?? same[0];
    if (!target) return;
    last.current = pathKey(target);
    const [collection, index] = target;
    const state: JumpState = { jump: target, at: Date.now() };
    navigate(`/${String(collection)}/${String(index)}`, { state, replace: true });
  };
  return (
    <section className="translation-status" aria-labelledby="translation-status-title">
      <h2 id="translation-status-title">
        {languageName(language)} version of {original.path}
      </h2>
      <p role="status">
        {same.length === 0
          ? `No text reads as on the ${from} page any more.`
          : `${same.length} ${same.length === 1 ? "text reads" : "texts read"} word for word as on the ${from} page.`}
      </p>
      {same.length ? (
        <button type="button" onClick={next}>
          Go to the next one
        </button>
      ) : null}
    </section>
  );
}
