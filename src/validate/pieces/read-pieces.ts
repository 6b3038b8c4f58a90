/**
 * Reading a large site.json in pieces (validate-pieces.ts says why and how): the file read forward through one
 * small buffer, cut at the commas between pages, each piece parsed and checked alone, and the worker's side of
 * the two threads. This module loads no zod and no site rule, so the worker, whose entry is pieces-worker.ts,
 * starts in a fraction of the command's time.
 */
import { Buffer, isUtf8 } from "node:buffer";
import { closeSync, fstatSync, openSync, readSync } from "node:fs";
import { workerData, type MessagePort } from "node:worker_threads";
import { page as pageFits } from "../../../schema/site-check.js";
import { fileVersion } from "../read/file-version.ts";
import { dataShape, noFieldTwice, notUtf8Text, stoppedAt } from "../read/input-limits.ts";
import { Memo, type PageFacts } from "./memo.ts";
import { utf8Text } from "../read/utf8.ts";
import type { JsonPath } from "../report/problem.ts";
import {
  entriesOf,
  entryFact,
  findIn,
  isObject,
  nothingFound,
  type EntryFact,
  type Found,
  type LinkFact,
  type Loose,
  type SiteEntry,
} from "../rules/facts.ts";
import { checkPart } from "../rules/part.ts";

/** What the beginning of the file says of its layout. */
export interface Layout {
  /** A new line, the indentation of the pages, then `{`: the start of a page. */
  pageStart: string;
  /** Where the first page starts. */
  firstPage: number;
  /**
   * A new line, the indentation of the line `"pages"` is on, then `]`: where the list of pages ends, when that line
   * starts with the name (a piece that holds it is the last page and what follows the list).
   */
  listEnd?: string;
}

/** What the command hands the worker once it knows where the worker's pages start. */
export interface Task {
  layout: Layout;
  /** Where the worker's first page starts. */
  from: number;
  pieceBytes: number;
  root: string | undefined;
  /** The command keeps a memo (memo.ts): the worker notes what each of its pages holds, for it to remember. */
  remember: boolean;
}

/** What the worker answers: the facts the site rules need when its part had nothing to report, else nothing. */
export interface Answer {
  /** JSON of a Report: one string crosses between threads far quicker than many small objects. */
  report?: string;
}

export interface Report {
  /** Its pages, numbered from 0 (the command numbers them on after its own). */
  entries: SiteEntry[];
  /** The links of its pages and of the root's fields after them. */
  links: LinkFact[];
  /** The root's fields after the pages. */
  rest: Loose;
  /** The file the worker read, to tell that both threads read the same one. */
  file: string;
  /** With the task's `remember`, the memo's facts of each page it read alone, by key. */
  remembered?: [string, PageFacts][];
}

export interface Shared {
  role: "site-renderer:pieces";
  file: string;
  /** [worker started, worker answered, someone gave up]. */
  signal: SharedArrayBuffer;
  port: MessagePort;
}

export const STARTED = 0;
export const ANSWERED = 1;
export const GAVE_UP = 2;

const isShared = (value: unknown): value is Shared =>
  typeof value === "object" && value !== null && (value as { role?: unknown }).role === "site-renderer:pieces";

/**
 * One piece as readPieces read it, kept when the part collects (`Part.collect`): where its bytes are, how it was
 * read (the head closed with `]}`, the tail opened with `{"pages":[`, a middle piece alone or in `[ ]`, a small file
 * whole), and the pages it holds.
 */
export interface PieceRead {
  kind: "head" | "middle" | "tail" | "whole";
  start: number;
  end: number;
  /** The index of its first page, and how many it holds. */
  firstPage: number;
  pages: number;
  /** Its memo key (memo.ts), for a piece in the middle read with a memo. */
  key?: string;
  /** It writes a field twice in one object (collecting: the scoped report says where). */
  twice?: true;
  /**
   * Collecting: it is not strict JSON, a syntax slip the scoped report reads, mends and says where, as the whole check
   * does. A page in the middle, or the head, counts as one page (the head holds one, read page by page), with an entry
   * that names nothing yet and no links; the tail, as none.
   */
  slipped?: true;
}

/** How a piece is made strict JSON to be parsed: the head closed, the tail opened, pages of a middle piece listed. */
export function wrapping(kind: PieceRead["kind"], pages: number): { opening: string; closing: string } {
  if (kind === "head") return { opening: "", closing: "]}" };
  if (kind === "tail") return { opening: '{"pages":[', closing: "" };
  return kind === "middle" && pages !== 1 ? { opening: "[", closing: "]" } : { opening: "", closing: "" };
}

/** Thrown when the file is not what the pieces assume; caught below, and the whole check runs instead. */
export class GiveUp extends Error {}

/** A piece that is not strict JSON, or not the list of pages it was taken for. */
class NotJson extends GiveUp {}

/**
 * A file read forward through one buffer that is reused (and grows only for a page larger than it): the
 * file is never in memory whole. Or a text already in memory (the editor's, before it saves), read in place.
 */
export class Reader {
  private buffer: Buffer;
  /** The file offset of buffer[0], and how many bytes from there are read. */
  private start = 0;
  private length = 0;
  private readonly fd: number | undefined;
  readonly size: number;

  constructor(source: number | Buffer, size: number) {
    this.size = size;
    if (typeof source === "number") {
      this.fd = source;
      this.buffer = Buffer.allocUnsafe(1024 * 1024);
    } else {
      this.buffer = source;
      this.length = source.length;
    }
  }

  /** Makes the bytes [keep, to) readable (`to` at most the file's end), letting go of those before `keep`. */
  fill(keep: number, to: number): number {
    to = Math.min(to, this.size);
    if (this.fd === undefined) return to;
    if (keep < this.start || keep > this.start + this.length) {
      // Elsewhere in the file: read from there.
      this.start = keep;
      this.length = 0;
    }
    if (to - this.start > this.buffer.length) {
      // Move what is still needed to the front, and grow when that is not room enough.
      const kept = Math.max(0, this.start + this.length - keep);
      const target = to - keep > this.buffer.length ? Buffer.allocUnsafe(2 * (to - keep)) : this.buffer;
      if (kept) this.buffer.copy(target, 0, keep - this.start, this.length);
      this.buffer = target;
      this.start = keep;
      this.length = kept;
    }
    while (this.start + this.length < to) {
      const at = this.start + this.length;
      const read = readSync(
        this.fd,
        this.buffer,
        this.length,
        Math.min(this.buffer.length - this.length, this.size - at),
        at,
      );
      if (read === 0) throw new GiveUp("the file is shorter than it was");
      this.length += read;
    }
    return to;
  }

  /** Where `needle` is first found in [from, to), which fill made readable; -1 if not there. */
  indexOf(needle: string | Uint8Array, from: number, to: number): number {
    const at = this.buffer.subarray(0, to - this.start).indexOf(needle, from - this.start, "latin1");
    return at === -1 ? -1 : at + this.start;
  }

  /** How many times `byte` is in [from, to), which fill made readable. */
  count(byte: number, from: number, to: number): number {
    const bytes = this.buffer.subarray(from - this.start, to - this.start);
    let count = 0;
    for (let at = bytes.indexOf(byte); at !== -1; at = bytes.indexOf(byte, at + 1)) count++;
    return count;
  }

  byte(at: number): number {
    return this.buffer[at - this.start]!;
  }

  /** The bytes [from, to), which fill made readable, until the next fill. */
  bytes(from: number, to: number): Buffer {
    return this.buffer.subarray(from - this.start, to - this.start);
  }

  /** The bytes [from, to) as text; fill made them readable. */
  text(from: number, to: number): string {
    const bytes = this.bytes(from, to);
    if (!isUtf8(bytes)) throw new GiveUp("not UTF-8");
    return utf8Text(bytes);
  }
}

const SPACE = 32;
const TAB = 9;
const NEWLINE = 10;
const RETURN = 13;
const COMMA = 44;

/** Reads the layout from the first bytes of the file; undefined when it is not laid out as the pieces need. */
export function layoutOf(reader: Reader): Layout | undefined {
  const head = Math.min(reader.size, 1024 * 1024);
  reader.fill(0, head);
  if (notUtf8Text(reader.bytes(0, head))) return undefined;
  if (reader.byte(0) !== 0x7b) return undefined; // a byte-order mark, a space, anything but {
  const key = reader.indexOf('"pages"', 0, head);
  if (key === -1) return undefined;
  let at = key + '"pages"'.length;
  const skip = () => {
    while (at < head && [SPACE, TAB, NEWLINE, RETURN].includes(reader.byte(at))) at++;
  };
  const indentBefore = (position: number) => {
    let start = position;
    while (start > 0 && (reader.byte(start - 1) === SPACE || reader.byte(start - 1) === TAB)) start--;
    return reader.byte(start - 1) === NEWLINE ? { line: start, indent: position - start } : undefined;
  };
  skip();
  if (reader.byte(at) !== 0x3a) return undefined; // :
  at++;
  skip();
  if (reader.byte(at) !== 0x5b) return undefined; // [
  at++;
  skip();
  const page = indentBefore(at);
  if (reader.byte(at) !== 0x7b || !page) return undefined;
  const name = indentBefore(key);
  return {
    pageStart: `\n${reader.bytes(page.line, at).toString("latin1")}{`,
    firstPage: at,
    ...(name ? { listEnd: `\n${reader.bytes(name.line, key).toString("latin1")}]` } : {}),
  };
}

/**
 * The first page that starts at `from` or later, before `limit`, and the comma that ends the page before it;
 * undefined when there is none (the rest up to `limit` is one piece). `keep` is where the piece being cut
 * starts, which must stay readable. `pageStart` is the layout's, as bytes.
 */
export function nextPage(
  reader: Reader,
  pageStart: Uint8Array,
  keep: number,
  from: number,
  limit: number,
): { comma: number; page: number } | undefined {
  let window = 64 * 1024;
  for (;;) {
    const to = reader.fill(keep, Math.min(limit, from + window));
    for (let line = reader.indexOf(pageStart, from, to); line !== -1 && line < limit;) {
      let comma = line - 1;
      while (comma > keep && [SPACE, TAB, RETURN, NEWLINE].includes(reader.byte(comma))) comma--;
      if (reader.byte(comma) === COMMA) return { comma, page: line + pageStart.length - 1 };
      line = reader.indexOf(pageStart, line + 1, to);
    }
    if (to >= limit) return undefined;
    window *= 2;
  }
}

/**
 * What one thread read and checked. The part rules run every few thousand texts and images, on what was read
 * since; what the site rules need (every page's entry, every link) is kept.
 */
export class Part {
  pages = 0;
  /** Every page (and post) this thread read, for the site rules. */
  readonly entries: SiteEntry[] = [];
  readonly links: LinkFact[] = [];
  /** The root as far as the head holds it, when this thread read the head. */
  root: Loose | undefined;
  /** The root's fields after the pages, when this thread read the tail. */
  rest: Loose = {};
  /** What the part rules have not looked at yet (its links are the links above, which the part rules do not read). */
  private batch = this.newBatch();
  /** Every page read, in order, when the caller keeps the data (the build renders it); undefined otherwise. */
  readonly kept: unknown[] | undefined;
  /**
   * With `kept`, each kept page's memo key (the SHA-256 of its bytes, memo.ts) where it was read alone, as a page in the
   * middle of the list is with a memo; undefined for the others (the first page, with the head, and the tail's).
   */
  readonly keys: (string | undefined)[] | undefined;
  /** What the last check found page by page (memo.ts); readPieces uses it. */
  readonly memo: Memo | undefined;
  /**
   * Reads on past a page the schema refuses, what the part rules find and a field written twice, noting where, instead
   * of giving up, and past a piece that is not strict JSON (a syntax slip): the scoped report (scoped-report.ts) then
   * words the problems from those pages alone. Nothing else is collected (a hostile text still gives up, and the whole
   * check reads the file).
   */
  readonly collect: boolean;
  /** With `collect`: each piece read, in file order. */
  readonly read: PieceRead[] = [];
  /** With `collect`: the pages ajv's check refuses, by index, as parsed (the head's are checked with the root). */
  readonly refused = new Map<number, unknown>();
  /** With `collect`: the pages a part rule found something in; and whether it found anything outside the pages. */
  readonly named = new Set<number>();
  outsidePages = false;
  /** With `collect`: the pages the tail holds, as parsed. */
  tailPages: unknown[] = [];
  /** With `collect`: the piece being read writes a field twice (parse); readPieces notes it with the piece. */
  private twiceHere = false;
  /**
   * With `collect`: the pages in the middle that are not strict JSON (PieceRead.slipped), each with where its links go
   * in `links` (it has none there: the scoped report puts them in once it has mended the page).
   */
  readonly slips: { page: number; links: number }[] = [];
  /** With `collect`: how many pieces are not strict JSON, the head and the tail too. */
  slipCount = 0;
  /** With `collect`: the piece being read is not strict JSON; readPieces notes it with the piece. */
  private slippedHere = false;
  /** Where JSON.parse stopped in the last text it did not read; undefined when it does not say (an unexpected token). */
  private stop: number | undefined;

  constructor(
    private readonly imagesRoot: string | undefined,
    options: { keep?: boolean; memo?: Memo; collect?: boolean } = {},
  ) {
    this.kept = options.keep ? [] : undefined;
    this.keys = options.keep ? [] : undefined;
    this.memo = options.memo;
    this.collect = options.collect === true;
  }

  /** With `collect`: the part rules found something, the schema refused a page, or a piece writes a field twice. */
  get troubled(): boolean {
    return this.refused.size > 0 || this.named.size > 0 || this.outsidePages || this.slipCount > 0;
  }

  /** Whether the piece just read is not strict JSON; the next piece starts without. */
  takeSlipped(): boolean {
    const slipped = this.slippedHere;
    this.slippedHere = false;
    return slipped;
  }

  /** Whether the piece just read writes a field twice; the next piece starts without. */
  takeTwice(): boolean {
    const twice = this.twiceHere;
    this.twiceHere = false;
    return twice;
  }

  private newBatch(): { entries: EntryFact[]; found: Found } {
    return { entries: [], found: { ...nothingFound(), links: this.links } };
  }

  /** The head: the root's fields up to the first pages, its list of pages closed after them. */
  head(text: string): void {
    const { closing } = wrapping("head", 0);
    const root = this.parseOrUndefined(text + closing, 1);
    // Collecting, JSON.parse stopped inside the head, or does not say where: a syntax slip there (a head cut elsewhere
    // stops at the closing; the scoped report leaves the file to the whole check when it finds the slip there).
    if (root === undefined && this.collect && (this.stop === undefined || this.stop < text.length)) {
      this.slip();
      return;
    }
    if (root === undefined) throw new NotJson("not strict JSON");
    // Not a head: the piece reached past the pages (a small file; read whole then), or the file is laid out otherwise.
    if (!isObject(root) || Object.keys(root).at(-1) !== "pages" || !Array.isArray(root.pages)) {
      throw new NotJson("not a head");
    }
    this.root = this.takeRoot(root);
  }

  /** A file read as one piece (a small one): the head that is the tail too. */
  whole(text: string): void {
    const root = this.parse(text, 1);
    if (!isObject(root) || !Array.isArray(root.pages)) throw new GiveUp("not a site");
    this.root = this.takeRoot(root);
  }

  private takeRoot(root: Loose): Loose {
    const pages = root.pages as unknown[];
    // Its pages are checked by the schema with the whole root, once the tail has brought the rest of it.
    this.walk(root, []);
    for (const page of pages) {
      // Collecting, a page the schema refuses is noted as the others' are (check): the root's own fields are checked
      // with the head's pages once the tail has brought the rest of them (validate-pieces.ts).
      if (this.collect && !pageFits(page)) this.refused.set(this.pages, page);
      this.entry(entryFact(page, ["pages", this.pages++], "page"));
      this.keep(page, undefined);
    }
    // Posts written before the pages: the part rules check them here (heroes reads their blocks), as the tail's.
    for (const post of entriesOf(root).posts) this.batch.entries.push(post);
    return root;
  }

  /**
   * A piece of pages only; with the memo's `key` for its bytes, what a piece of one page finds is remembered. `listEnd`:
   * the layout's (a piece that holds it, or any piece when the layout does not say, may be the last page and what
   * follows the list of pages, which readPieces then reads as the tail).
   */
  middle(text: string, key?: string, listEnd?: string): void {
    // With a memo every piece is one page: parsed as it is, not copied into a list first (for 10,000 pages, 100-200 MB
    // of text copied once more). A piece that is not one page parses as the list it is.
    const page = key === undefined ? undefined : this.parseOrUndefined(text, 3);
    const last = () => listEnd === undefined || text.includes(listEnd);
    if (page === undefined && key !== undefined && this.collect && !last() && this.stoppedInFirst(text)) {
      this.slip();
      return;
    }
    const { opening, closing } = wrapping("middle", 0);
    const pages = isObject(page) ? [page] : this.parse(opening + text + closing, 2);
    if (!Array.isArray(pages)) throw new NotJson("not a list");
    this.check(pages, pages.length === 1 ? key : undefined);
  }

  /**
   * Whether JSON.parse, which did not read `text`, stopped inside the first value it holds (a page with a syntax slip),
   * not after it: two pages on one line are strict JSON up to where it stopped. Where it does not say, inside.
   */
  private stoppedInFirst(text: string): boolean {
    try {
      JSON.parse(text.slice(0, this.stop));
      return false;
    } catch {
      return true;
    }
  }

  /**
   * Collecting: the piece (a page in the middle, or the head), taken for one page, is not strict JSON. Noted and counted
   * as one page, with an entry that names nothing for the site rules to run on; the scoped report mends it (syntax.ts,
   * as the whole check mends the file) and gives its entry and links, or leaves the file to the whole check when it is
   * not one page mended in place (and the head's fields).
   */
  private slip(): void {
    const where: JsonPath = ["pages", this.pages];
    if (this.pages > 0) this.slips.push({ page: this.pages, links: this.links.length });
    this.slippedHere = true;
    this.slipCount++;
    this.named.add(this.pages++);
    const { blockTypes: _, headingLengths: __, ...entry } = entryFact(undefined, where, "page");
    this.entries.push(entry);
    this.keep(undefined, undefined);
  }

  /**
   * A page the memo holds (these very bytes passed a check before): its entry and links for the site rules, its
   * image names for the image rule, which looks at the files again. Its `text` is parsed only when the data is kept,
   * and only parsed: it passed the limits and the schema with these bytes.
   */
  recalled(facts: PageFacts, key: string, text: () => string): void {
    if (this.kept) this.keep(JSON.parse(text()), key);
    // Each link and image at its page: where in the page matters only to a problem, and then the whole check runs.
    const where: JsonPath = ["pages", this.pages++];
    const { path, title, description, hasBlocks, service, language, translationOf } = facts.entry;
    const formButtons = facts.entry.formButtons.length ? [where] : [];
    this.entries.push({
      kind: "page",
      where,
      path,
      title,
      description,
      hasBlocks,
      service,
      language,
      translationOf,
      formButtons,
    });
    for (const href of facts.inText) this.links.push({ href, path: where, inText: true });
    for (const href of facts.hrefs) this.links.push({ href, path: where, inText: false });
    const { found } = this.batch;
    for (const src of facts.sources) found.sources.push({ src, path: where });
    if (found.sources.length > 10_000) this.flush();
  }

  /** The tail: the last pages, then the end of the list of pages and the root's other fields. */
  tail(text: string): void {
    const { opening } = wrapping("tail", 0);
    const root = this.parseOrUndefined(opening + text, 1);
    // Collecting: a syntax slip in the tail, which runs to the file's end (its pages are counted once it is mended).
    if (root === undefined && this.collect) {
      this.slippedHere = true;
      this.slipCount++;
      return;
    }
    if (root === undefined) throw new NotJson("not strict JSON");
    if (!isObject(root) || !Array.isArray(root.pages)) throw new GiveUp("not a tail");
    this.check(root.pages);
    if (this.collect) this.tailPages = root.pages;
    const { pages: _, ...rest } = root;
    for (const [field, value] of Object.entries(rest)) this.walk(value, [field]);
    // The posts are checked by the part rules here, and listed again for the site rules from the whole root.
    for (const post of entriesOf(rest).posts) this.batch.entries.push(post);
    this.rest = rest;
  }

  /** Runs the part rules on what was read since they last ran; gives up when they find anything. */
  flush(): void {
    const { entries, found } = this.batch;
    const { links: _, ...part } = found;
    const findings = checkPart({ ...part, entries, root: this.imagesRoot }, { valid: true });
    if (findings.length && !this.collect) throw new GiveUp("a part rule");
    for (const { path } of findings) {
      if (path[0] === "pages" && typeof path[1] === "number") this.named.add(path[1]);
      else this.outsidePages = true;
    }
    this.batch = this.newBatch();
  }

  /**
   * Strict JSON within the limits of hostile.ts, with no field written twice (collecting: noted); `depth` is where its
   * root is in the file.
   */
  private parse(text: string, depth: number): unknown {
    // JSON.parse never gives undefined: that is text that is not strict JSON.
    const data = this.parseOrUndefined(text, depth);
    if (data === undefined) throw new NotJson("not strict JSON");
    return data;
  }

  /** As parse, but undefined for text that is not strict JSON (the caller then reads it another way). */
  private parseOrUndefined(text: string, depth: number): unknown {
    let data: unknown;
    try {
      data = JSON.parse(text);
    } catch (error) {
      this.stop = stoppedAt(error);
      return undefined;
    }
    const shape = dataShape(data, depth);
    if (!shape.ordinary) throw new GiveUp("hostile");
    if (!noFieldTwice(text, shape)) {
      if (!this.collect) throw new GiveUp("a field twice");
      // Read on with the last of the two values, as JSON.parse keeps it and the whole check reads it.
      this.twiceHere = true;
    }
    return data;
  }

  private check(pages: unknown[], key?: string): void {
    for (const page of pages) {
      const fits = pageFits(page);
      if (!fits && !this.collect) throw new GiveUp("the schema");
      if (!fits) this.refused.set(this.pages, page);
      this.keep(page, key);
      const where: JsonPath = ["pages", this.pages++];
      this.entry(entryFact(page, where, "page", true));
      const before = { links: this.links.length, sources: this.batch.found.sources.length };
      this.walk(page, where, where);
      if (key !== undefined && fits) {
        // Remembered now; forgotten if a part or site rule then finds something in it (validate-pieces.ts).
        // Each address and image name once.
        const inText = new Set<string>();
        const hrefs = new Set<string>();
        const sources = new Set<string>();
        for (let at = before.links; at < this.links.length; at++) {
          const link = this.links[at]!;
          (link.inText ? inText : hrefs).add(link.href);
        }
        const found = this.batch.found.sources;
        for (let at = before.sources; at < found.length; at++) sources.add(found[at]!.src);
        this.memo?.remember(key, {
          entry: this.entries.at(-1)!,
          inText: [...inText],
          hrefs: [...hrefs],
          sources: [...sources],
        });
      }
    }
    const { found } = this.batch;
    if (found.braces.length + found.sources.length + found.images.length > 10_000) this.flush();
  }

  private keep(page: unknown, key: string | undefined): void {
    this.kept?.push(page);
    this.keys?.push(key);
  }

  private entry(entry: EntryFact): void {
    const { blockTypes: _, headingLengths: __, ...site } = entry;
    this.entries.push(site);
    this.batch.entries.push(entry);
  }

  /** With `page`, its links and image names are placed at the page (findIn). */
  private walk(value: unknown, path: JsonPath, page?: JsonPath): void {
    findIn(value, path, this.batch.found, page);
  }
}

/**
 * Reads and checks the pieces from `from` (the head's start, or a page's) to `to` (the comma after the thread's
 * last page, or the end of the file). Stops when the other thread gave up.
 *
 * A piece is cut before the next line that starts a page at the pages' indentation. The first such line after the
 * list of pages (a post's, in the list of posts) makes a piece that is not a list of pages and so does not parse:
 * in the range that ends with the file, the rest of the file is then read as the tail.
 *
 * With the part's memo, a middle piece whose bytes the memo holds is recalled, not parsed (pieces of one page, with
 * a `pieceBytes` of 1, are what it holds).
 */
export function readPieces(
  reader: Reader,
  layout: Layout,
  part: Part,
  range: { from: number; to: number; head: boolean; tail: boolean },
  pieceBytes: number,
  gaveUp: () => boolean,
): void {
  const pageStart = Buffer.from(layout.pageStart, "latin1");
  let start = range.from;
  let head = range.head;
  for (;;) {
    if (gaveUp()) throw new GiveUp("the other thread gave up");
    const least = Math.max(start + pieceBytes, head ? layout.firstPage + 1 : 0);
    let next = least < range.to ? nextPage(reader, pageStart, start, least, range.to) : undefined;
    const end = next ? next.comma : range.to;
    reader.fill(start, end);
    const last = !next && range.tail;
    const key = part.memo && !head && !last ? Memo.key(reader.bytes(start, end)) : undefined;
    const recalled = key === undefined ? undefined : part.memo?.recall(key);
    const firstPage = part.pages;
    let kind: PieceRead["kind"] = head && last ? "whole" : head ? "head" : last ? "tail" : "middle";
    let until = end;
    if (recalled && key !== undefined) part.recalled(recalled, key, () => reader.text(start, end));
    else {
      try {
        const text = reader.text(start, end);
        if (kind === "whole") part.whole(text);
        else if (kind === "head") part.head(text);
        else if (kind === "tail") part.tail(text);
        else part.middle(text, key, layout.listEnd);
      } catch (error) {
        // In the range that ends with the file, a piece that is not JSON may have reached past the pages (into the
        // posts, say): the rest of the file is then read as one piece, the tail (the whole file, from the head).
        if (!(error instanceof NotJson) || last || !range.tail) throw error;
        next = undefined;
        part.takeTwice(); // what the piece that did not read as one said is not the rest's
        reader.fill(start, range.to);
        const rest = reader.text(start, range.to);
        kind = head ? "whole" : "tail";
        until = range.to;
        if (head) part.whole(rest);
        else part.tail(rest);
      }
    }
    const twice = part.takeTwice();
    const slipped = part.takeSlipped();
    if (part.collect) {
      const pages = part.pages - firstPage;
      part.read.push({
        kind,
        start,
        end: until,
        firstPage,
        pages,
        ...(key === undefined ? {} : { key }),
        ...(twice ? { twice: true as const } : {}),
        ...(slipped ? { slipped: true as const } : {}),
      });
      // Its pages are read again to say where (and forgotten by the memo); the field may be the root's, too.
      for (let page = firstPage; twice && page < part.pages; page++) part.named.add(page);
      if (twice && kind !== "middle") part.outsidePages = true;
    }
    if (!next) return;
    start = next.page;
    head = false;
  }
}

/** The worker's side: reads its pages and the tail once told where they start, and answers once. */
export function servePieces(): void {
  if (!isShared(workerData)) return;
  const { file, signal, port } = workerData;
  const flags = new Int32Array(signal);
  Atomics.store(flags, STARTED, 1);
  Atomics.notify(flags, STARTED);
  port.once("message", (task: Task) => {
    let answer: Answer = {};
    let fd: number | undefined;
    try {
      fd = openSync(file, "r");
      const reader = new Reader(fd, fstatSync(fd).size);
      const part = new Part(task.root, { memo: task.remember ? Memo.recorder() : undefined });
      const range = { from: task.from, to: reader.size, head: false, tail: true };
      readPieces(reader, task.layout, part, range, task.pieceBytes, () => Atomics.load(flags, GAVE_UP) === 1);
      part.flush();
      const report: Report = {
        entries: part.entries,
        links: part.links,
        rest: part.rest,
        file: fileVersion(fd),
        ...(part.memo ? { remembered: part.memo.remembered() } : {}),
      };
      answer = { report: JSON.stringify(report) };
    } catch {
      // something to report, or a file not laid out for pieces: the command gives up too
      Atomics.store(flags, GAVE_UP, 1);
    } finally {
      if (fd !== undefined) closeSync(fd);
      port.postMessage(answer);
      Atomics.store(flags, ANSWERED, 1);
      Atomics.notify(flags, ANSWERED);
      port.close();
    }
  });
}
