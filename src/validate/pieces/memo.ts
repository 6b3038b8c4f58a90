/**
 * What the last check of a file found page by page, kept between runs, so that after an edit `npm run validate`
 * and the build check only the pages whose text changed.
 *
 * Read in pieces (pieces.ts), a page is a run of bytes in the file, and what its check finds depends on those bytes
 * alone: it parses as JSON within the limits of hostile.ts, the schema accepts it, three of the four part rules
 * (heroes, placeholders, alt text) find nothing in it, and it holds one entry and some links and image names. The
 * memo keeps that outcome by the bytes' SHA-256, for every page the last check found nothing in. A page
 * whose bytes are in the memo is then not checked against the limits or the schema and not walked (nor parsed, but
 * for the build, which renders it): its entry and links go to the site rules and its image names to the image rule,
 * which look at the whole site and at the images folder every time, as they must (another page's edit, or a deleted
 * image, changes what they find).
 *
 * The memo is keyed by the code too (the compiled command's bundle: a change to the schema or to a rule rebuilds
 * it), and it holds only the pages of the last check, so it never grows past one file's pages. It is a cache:
 * unreadable, from other code or of another shape, it is ignored, and the check reads every page. It is trusted as
 * the compiled bundle beside it is, which node runs: both live in node_modules/.cache.
 */
import { hash } from "node:crypto";
import { mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import { fileURLToPath } from "node:url";
import type { SiteEntry } from "../rules/facts.ts";

/** Where the memo lives and the code it was made by. */
export interface MemoPlace {
  file: string;
  /** Changes whenever the checking code does. */
  code: string;
}

/**
 * What one page's check found that later checks need to come to the same answer. Not where in the page a link or
 * an image is: only a problem needs that, and the page it is in is then read again to say where (scoped-report.ts),
 * and no rule's answer depends on more of a link's place than its page (tests/validate-memo.test.ts holds the rules
 * to that). Kept small, the memo of 10,000 pages loads in a few tens of milliseconds.
 */
export interface PageFacts {
  entry: Omit<SiteEntry, "where" | "kind">;
  /** The addresses of its links, each once: written inside a text as [words](address), then in `href` fields. */
  inText: string[];
  hrefs: string[];
  /** The images it names, once each. */
  sources: string[];
}

/**
 * The memo of a compiled command (scripts/compiled.mjs), beside its bundle and keyed by it: the bundle and its chunks
 * hold all the checking code, and are written again together, the bundle with a new time, whenever any file they hold
 * changes (the schema, a rule).
 */
export function memoPlace(bundle: URL): MemoPlace {
  const file = fileURLToPath(bundle);
  const { mtimeMs, size } = statSync(file);
  return { file: memoOf(file), code: `${file} ${mtimeMs} ${size} ${process.version}` };
}

/** The memo of a bundle: one each, so that the build's and the command's, made by different bundles, do not take turns. */
export const memoOf = (bundle: string): string => `${bundle}.pages.json`;

/**
 * The file: the pages' keys, each distinct text once, and each page's facts as numbers (a text by its place in
 * `texts`, -1 for none): path, title, description, language, translationOf, flags (1: it has a list of blocks, 2: a
 * service), then the links in texts, the `href` links and the images, each list as its length and its texts. Numbers
 * and distinct texts parse several times quicker than an object a page.
 */
interface MemoFile {
  code: string;
  keys: string[];
  texts: string[];
  facts: number[];
}

const HAS_BLOCKS = 1;
const SERVICE = 2;
/** A button of the page opens the form (its place is the page's, as a link's is). */
const OPENS_FORM = 4;

export class Memo {
  /** This check's pages, by key: what the next check will find in the memo. */
  private readonly now = new Map<string, PageFacts>();
  /** Pages recalled, and pages remembered anew. */
  hits = 0;
  added = 0;

  private constructor(
    /** Where it is kept; none for a recorder. */
    private readonly place: MemoPlace | undefined,
    /** The last check's pages: a key's facts start at this place in saved.facts. */
    private readonly before: ReadonlyMap<string, number>,
    private readonly saved: Pick<MemoFile, "texts" | "facts">,
  ) {}

  /** The memo at `place`, or an empty one when there is none, or none usable. */
  static open(place: MemoPlace): Memo {
    const before = new Map<string, number>();
    try {
      // Written in ASCII (save), read as one byte a character: a quarter of the time of decoding UTF-8.
      const saved = JSON.parse(readFileSync(place.file, "latin1")) as MemoFile;
      if (saved.code === place.code && [saved.keys, saved.texts, saved.facts].every(Array.isArray)) {
        let at = 0;
        for (const key of saved.keys) {
          before.set(key, at);
          at += 6;
          for (let list = 0; list < 3; list++) at += 1 + saved.facts[at]!;
        }
        if (at === saved.facts.length) return new Memo(place, before, saved);
      }
    } catch {
      // none yet, or unreadable: every page is checked
    }
    return new Memo(place, new Map(), { texts: [], facts: [] });
  }

  /**
   * A memo that holds nothing and is kept nowhere, to note what a worker thread's pages are found to hold: the thread
   * that keeps the memo remembers them (`remembered`, then `remember`).
   */
  static recorder(): Memo {
    return new Memo(undefined, new Map(), { texts: [], facts: [] });
  }

  /** The pages remembered or recalled by this check, by key: what a recorder hands the memo's own thread. */
  remembered(): [string, PageFacts][] {
    return [...this.now];
  }

  /** Whether it holds no page. */
  get empty(): boolean {
    return this.before.size === 0;
  }

  /** The key of a page's bytes. */
  static key(bytes: Uint8Array): string {
    return hash("sha256", bytes, "base64");
  }

  /** What the last check found in the page with this key, if it had these very bytes. */
  recall(key: string): PageFacts | undefined {
    const start = this.before.get(key);
    if (start === undefined) return undefined;
    let at = start;
    const { texts, facts } = this.saved;
    const text = (index: number) => (index < 0 ? undefined : texts[index]);
    const list = () => {
      const items: string[] = [];
      for (let end = at + 1 + facts[at]!, index = at + 1; index < end; index++) items.push(texts[facts[index]!]!);
      at += 1 + items.length;
      return items;
    };
    const flags = facts[at + 5]!;
    const entry: PageFacts["entry"] = {
      path: text(facts[at]!),
      title: text(facts[at + 1]!),
      description: text(facts[at + 2]!),
      language: text(facts[at + 3]!),
      translationOf: text(facts[at + 4]!),
      hasBlocks: (flags & HAS_BLOCKS) !== 0,
      service: (flags & SERVICE) !== 0,
      formButtons: (flags & OPENS_FORM) !== 0 ? [[]] : [],
    };
    at += 6;
    const page: PageFacts = { entry, inText: list(), hrefs: list(), sources: list() };
    this.hits++;
    this.now.set(key, page);
    return page;
  }

  /** What this check found in a page the memo did not hold. */
  remember(key: string, facts: PageFacts): void {
    this.now.set(key, facts);
    this.added++;
  }

  /** A page this check found something in after all (a rule that looks at several pages at once): not kept. */
  forget(key: string): void {
    this.now.delete(key);
  }

  /**
   * Keeps this check's pages for the next one: every page remembered passed, and the pages a rule then found something
   * in were forgotten. Written to a new file, then renamed over the old, so a reader never sees half a memo.
   * Skipped while the pages checked anew are few against those recalled: rewriting the memo of 10,000 pages takes
   * longer (120-200 ms, measured in process) than checking the pages of a few dozen edits again at each check until
   * then (a few ms). It is rewritten whole from this check's pages, never added to, so it holds one file's pages at
   * most. A failure to write only costs the next check its speed.
   */
  save(): void {
    if (!this.place || this.added <= this.hits / 64) return;
    const { place } = this;
    const file: MemoFile = { code: place.code, keys: [...this.now.keys()], texts: [], facts: [] };
    const places = new Map<string, number>();
    const text = (value: string | undefined) => {
      if (value === undefined) return -1;
      let index = places.get(value);
      if (index === undefined) places.set(value, (index = file.texts.push(value) - 1));
      return index;
    };
    const { facts } = file;
    for (const { entry, inText, hrefs, sources } of this.now.values()) {
      facts.push(text(entry.path), text(entry.title), text(entry.description));
      facts.push(text(entry.language), text(entry.translationOf));
      facts.push(
        (entry.hasBlocks ? HAS_BLOCKS : 0) |
          (entry.service ? SERVICE : 0) |
          (entry.formButtons.length ? OPENS_FORM : 0),
      );
      for (const items of [inText, hrefs, sources]) {
        facts.push(items.length);
        for (const item of items) facts.push(text(item));
      }
    }
    try {
      mkdirSync(dirname(place.file), { recursive: true });
      const temporary = `${place.file}.${process.pid}.tmp`;
      const ascii = JSON.stringify(file).replace(
        /[^\0-\x7f]/g,
        (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, "0")}`,
      );
      writeFileSync(temporary, ascii);
      renameSync(temporary, place.file);
    } catch {
      // a read-only folder, a full disk: the next check reads every page
    }
  }
}
