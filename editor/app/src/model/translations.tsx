/**
 * A page's translation, as far as it is done. "Add the Spanish version" starts a translation as a copy of the
 * page, every text still in the original's language, and nothing else tells the owner which texts are left: the
 * copy is valid, so the check has nothing to say. The editor finds each text that is still word for word one of the
 * original's, shows it at its field, counts them, and leads from one to the next.
 *
 * Only texts of two words or more count: an address, a picture's file, a date, a colour or a one-word label ("Blog")
 * may well be the same in both languages. A name that is the same in both (an association's) is counted too, until
 * the owner says it is the same in that language (its `sameTexts`, keepSame): then nowhere in that language.
 *
 * The other languages' header, footer, labels and facts (the Languages screen) have the same places as the site's
 * own language's, so there each field shows what the site's language says in its place, and the same counting and
 * stepping. A language added starts as a copy of the site's own (newLanguage).
 */
import { createContext, useContext, useRef } from "react";
import { useNavigate } from "react-router-dom";
import type { JumpState } from "../App.tsx";
import type { Behind } from "./behind.ts";
import { jumpTo } from "../components/jump.ts";
import { walkSite } from "../../../../src/site/walk.ts";
import { languageName } from "./problem-words.ts";
import { labelFor, pathKey, type Path } from "./schema.ts";
import { getAt, setAt, useStore } from "../store/StoreProvider.tsx";

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
export function textsOf(value: unknown, at: Path = []): { path: Path; text: string }[] {
  const found: { path: Path; text: string }[] = [];
  walkSite(
    value,
    {
      onString(text, path) {
        const key = path[path.length - 1];
        if (!(typeof key === "string" && NOT_TEXT.has(key)) && isProse(text)) found.push({ path: [...path], text });
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
export const wordsOf = (text: string): string => (text.includes("](") ? text.replace(/\]\([^)\s]*\)/g, "]()") : text);

/**
 * The texts the owner said are the same in language `index` (its `sameTexts`: a name, an association's): not left
 * to translate, wherever they are.
 */
function keptIn(site: SiteLike, index: number): ReadonlySet<string> {
  const kept = index < 0 ? undefined : getAt(site, ["languages", index, "sameTexts"]);
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

/** The notes of the screen open (a translated page, the other languages' texts), by a field's path. */
export const TranslationContext = createContext<((path: Path) => FieldNote | undefined) | undefined>(undefined);

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

function groupedBy<T>(list: readonly T[], keyOf: (item: T) => string): Map<string, T[]> {
  const map = new Map<string, T[]>();
  for (const item of list) map.set(keyOf(item), [...(map.get(keyOf(item)) ?? []), item]);
  return map;
}

/** Not a link, a file, a colour or only placeholders ("© {year} {businessName}"): words a visitor reads. */
const isWords = (text: string): boolean =>
  /\p{L}/u.test(text.replace(/\{[^}]*\}/g, "")) && !/:\/\/|^\/|^images\/|^#[0-9a-f]{6}$/i.test(text);

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
    const reference = getAt(site, rest);
    if (typeof reference !== "string" || !isWords(reference)) return undefined;
    const language = getAt(site, ["languages", index, "language"]);
    const own = getAt(site, path);
    const to = typeof language === "string" ? language : "";
    const same = typeof own === "string" && wordsOf(own) === wordsOf(reference) && !keptBy(index).has(wordsOf(own));
    const changed = behindAt.get(pathKey(path));
    return { same, reference, from, to, ...(changed ? { behind: changed } : {}) };
  };
}

/**
 * Under a field of a translation: its text still the original's (a note, not a problem: the site builds either way),
 * or what the original language says there.
 */
export function TranslationNote({ path }: { path: Path }) {
  const note = useContext(TranslationContext)?.(path);
  const { site, update, settle } = useStore();
  const navigate = useNavigate();
  if (!note) return null;
  // A language just added has no code yet.
  const [from, to] = [languageName(note.from), note.to ? languageName(note.to) : "this language"];
  // The keyboard goes back to the field when a note goes with the button pressed.
  const backToField = (event: { currentTarget: HTMLElement }) => {
    const field = event.currentTarget.closest(".field")?.querySelector<HTMLElement>("input, textarea");
    requestAnimationFrame(() => field?.focus());
  };
  const index = languageIndex(site, note.to);
  const text = getAt(site, path);
  const { behind, ahead } = note;
  return (
    <div className="field-notes" id={`same-${pathKey(path)}`}>
      {note.same ? (
        <p className="field-note">
          Same as {note.onPage ? `on the ${from} page` : `in ${from}`}. Translate it, or keep it if it is the same in{" "}
          {to}.
          {index >= 0 && typeof text === "string" ? (
            <button
              type="button"
              className="link-button keep-same"
              onClick={(event) => {
                update((current) => keepSame(current, index, text));
                backToField(event);
              }}
            >
              It is the same in {to}
            </button>
          ) : null}
        </p>
      ) : note.reference !== undefined && !behind ? (
        <p className="field-help field-reference">
          In {from}: <q lang={note.from}>{note.reference}</q>
        </p>
      ) : null}
      {behind ? (
        <p className="field-note behind">
          The {from} text here changed: it read <q lang={note.from}>{behind.was}</q> and now reads{" "}
          <q lang={note.from}>{behind.now}</q>. Change this one to match, or say{" "}
          <button
            type="button"
            className="link-button"
            onClick={(event) => {
              settle(behind.openedPath);
              backToField(event);
            }}
          >
            it needs no change in {to}
          </button>
          .
        </p>
      ) : null}
      {ahead?.map((version) => (
        <p className="field-note ahead" key={pathKey(version.path)}>
          The {languageName(version.language)} version still reads here as before your change:{" "}
          <q lang={version.language}>{version.text}</q>.{" "}
          <button type="button" className="link-button" onClick={() => jumpTo(navigate, version.path)}>
            Change it there
          </button>
        </p>
      ))}
    </div>
  );
}

/**
 * `text` added to the texts the same in language `index` (its `sameTexts`): from now on it is not left to translate,
 * on any page of that language or its header and footer. Listed once.
 */
export function keepSame<T>(site: T, index: number, text: string): T {
  const kept = getAt(site, ["languages", index, "sameTexts"]);
  const list = Array.isArray(kept) ? kept : [];
  return list.includes(text) ? site : (setAt(site, ["languages", index, "sameTexts"], [...list, text]) as T);
}

/** A section of the original as the box names it: its type in words, and its heading where it has one. */
const sectionNamed = ({ type, block }: { type: string; block: Record<string, unknown> }): string =>
  `${labelFor(type)}${typeof block.heading === "string" ? ` “${block.heading}”` : ""}`;

/** How much of the page is left to translate, and a way from one such text to the next. */
export function TranslationStatus({
  translation,
  behind,
  onCopy,
}: {
  translation: Translation;
  /** Its texts behind a change to the original (behind.ts). */
  behind: readonly Behind[];
  /** Puts a copy of the original's section in its place here, to translate. */
  onCopy: (missing: Missing) => void;
}) {
  const { original, language, same, all, missing, shorter } = translation;
  const from = languageName(original.language);
  // The page's own screen: every path starts with its collection and index.
  const page = all[0]?.slice(0, 2);
  const screen = page ? `/${String(page[0])}/${String(page[1])}` : "/";
  const next = useNextOf(same, all, screen);
  const nextBehind = useNextOf(
    behind.map((text) => text.path),
    all,
    screen,
  );
  const navigate = useNavigate();
  // A shorter list: its last item here (or the list itself when it has none), where the owner adds what it lacks.
  const goTo = (list: Shorter) => {
    if (!page) return;
    const at: Path = [...page, "blocks", list.at, list.key, ...(list.ours ? [list.ours - 1] : [])];
    const state: JumpState = { jump: at, at: Date.now() };
    navigate(screen, { state, replace: true });
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
      {behind.length ? (
        <p className="behind-status">
          {behind.length === 1 ? "1 text" : `${behind.length} texts`} of the {from} page changed, and{" "}
          {behind.length === 1 ? "its translation here still reads" : "their translations here still read"} as before.{" "}
          <button type="button" onClick={nextBehind}>
            Go to the next changed one
          </button>
        </p>
      ) : null}
      {missing.length ? (
        <ul className="missing-sections">
          {missing.map((section) => (
            <li key={section.from}>
              The {from} page's section {section.from + 1}, {sectionNamed(section)}, has none in its place here.{" "}
              <button
                type="button"
                onClick={() => onCopy(section)}
                aria-label={`Copy it here: section ${section.from + 1} (${labelFor(section.type)})`}
              >
                Copy it here
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {shorter.length ? (
        <ul className="missing-sections">
          {shorter.map((list) => {
            const noun = list.key === "items" ? "items" : labelFor(list.key).toLowerCase();
            return (
              <li key={`${list.from}.${list.key}`}>
                The {from} page's section {list.from + 1}, {sectionNamed(list)}, has {list.theirs} {noun}; this one has{" "}
                {list.ours}.{" "}
                <button
                  type="button"
                  onClick={() => goTo(list)}
                  aria-label={`Go to them: section ${list.at + 1} (${labelFor(list.type)})`}
                >
                  Go to them
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
    </section>
  );
}

/**
 * On an original's screen: the translations whose texts still read as before a change made here (behind.ts), each
 * with a way to the first such text.
 */
export function AheadStatus({ ahead }: { ahead: readonly Behind[] }) {
  const navigate = useNavigate();
  if (!ahead.length) return null;
  // One line for each translation, by its screen, in the order found.
  const byVersion = groupedBy(ahead, (text) => pathKey(text.path.slice(0, 2)));
  return (
    <section className="translation-status" aria-labelledby="ahead-status-title">
      <h2 id="ahead-status-title">Changed here, not yet in the translations</h2>
      <ul>
        {[...byVersion].map(([key, texts]) => {
          const name = languageName(texts[0]!.language);
          return (
            <li key={key}>
              {name} version: {texts.length === 1 ? "1 text reads" : `${texts.length} texts read`} as before your
              changes.{" "}
              <button
                type="button"
                onClick={() => jumpTo(navigate, texts[0]!.path)}
                aria-label={`Go to the ${name} version`}
              >
                Go there
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** "Go to the next one": the first of `same` after the last one gone to, in the order of `all`, on the screen `at`. */
function useNextOf(same: Path[], all: Path[], at: string): () => void {
  const navigate = useNavigate();
  const last = useRef<string | undefined>(undefined);
  return () => {
    const order = all.map(pathKey);
    const from = last.current === undefined ? -1 : order.indexOf(last.current);
    const target = same.find((path) => order.indexOf(pathKey(path)) > from) ?? same[0];
    if (!target) return;
    last.current = pathKey(target);
    const state: JumpState = { jump: target, at: Date.now() };
    navigate(at, { state, replace: true });
  };
}

/** Each text of the other language `index` the site's own language has a place for, and those still its words. */
export function languageLeft(site: SiteLike & Record<string, unknown>, index: number): { same: Path[]; all: Path[] } {
  const notes = languageNotes(site);
  const all: Path[] = [];
  const same: Path[] = [];
  walkSite(
    getAt(site, ["languages", index]),
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

/** On the Languages screen: for each other language, how many of its texts are still the site's own language's. */
export function LanguagesStatus({
  site,
  behind,
}: {
  site: SiteLike & Record<string, unknown>;
  /** The other languages' texts behind a change to the site's own language's (behind.ts). */
  behind: readonly Behind[];
}) {
  const list = Array.isArray(site.languages) ? (site.languages as { language?: unknown }[]) : [];
  const own = ownLanguage(site);
  if (!list.length) return null;
  return (
    <section className="translation-status" aria-labelledby="languages-status-title">
      <h2 id="languages-status-title">Left to translate</h2>
      <ul>
        {list.map((entry, index) => (
          <LanguageLeft
            key={index}
            site={site}
            index={index}
            own={own}
            tag={entry.language}
            behind={behind.filter((text) => text.path[1] === index)}
          />
        ))}
      </ul>
    </section>
  );
}

function LanguageLeft({
  site,
  index,
  own,
  tag,
  behind,
}: {
  site: SiteLike & Record<string, unknown>;
  index: number;
  own: string;
  tag: unknown;
  behind: readonly Behind[];
}) {
  const { same, all } = languageLeft(site, index);
  const next = useNextOf(same, all, "/settings/languages");
  const nextBehind = useNextOf(
    behind.map((text) => text.path),
    all,
    "/settings/languages",
  );
  const name = typeof tag === "string" && tag ? languageName(tag) : `Language ${index + 1}`;
  return (
    <li>
      <span role="status">
        {name}:{" "}
        {same.length === 0
          ? `no text reads as in ${languageName(own)}.`
          : `${same.length} ${same.length === 1 ? "text reads" : "texts read"} as in ${languageName(own)}.`}
      </span>{" "}
      {same.length ? (
        <button type="button" onClick={next} aria-label={`Go to the next one (${name})`}>
          Go to the next one
        </button>
      ) : null}
      {behind.length ? (
        <>
          {" "}
          <span>
            {behind.length === 1 ? "1 text" : `${behind.length} texts`} changed in {languageName(own)} still{" "}
            {behind.length === 1 ? "reads" : "read"} as before.
          </span>{" "}
          <button type="button" onClick={nextBehind} aria-label={`Go to the next changed one (${name})`}>
            Go to the next changed one
          </button>
        </>
      ) : null}
    </li>
  );
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
