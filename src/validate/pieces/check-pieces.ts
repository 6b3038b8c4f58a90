/**
 * `npm run validate` on a large file that has nothing to report, checked in pieces on two threads.
 *
 * Read whole, a 10,000-page file (96 MB) is decoded into one text of 96 million characters and parsed into one
 * tree of a million objects on each thread: most of the time went to that memory (its first touch, then the
 * garbage collector moving the tree), not to the checks. Read in pieces of a few pages, each piece's text and
 * data are small and short-lived: they never leave V8's young generation, which is reused from piece to piece.
 *
 * How: an owner's file is pretty-printed (the editor, `JSON.stringify(site, null, 2)`, prettier all write it so),
 * so each page of `"pages": [` starts on a line of its own at one indentation. The file is cut before such
 * lines, at the comma between two pages, into a head (the root's fields up to the first pages), middle pieces
 * (pages only) and a tail (the last pages, then the root's remaining fields). Each piece is made strict JSON
 * (the head closed with `]}`, a middle piece wrapped in `[ ]`, the tail opened with `{"pages":[`) and parsed.
 * The whole file is strict JSON with exactly those pages exactly when every piece parses and the head's last
 * field is "pages": a cut anywhere else makes some piece fail to parse. The command's thread reads the head and
 * the first pieces; a worker reads the others and the tail.
 *
 * Each thread checks what it read as the whole check does: the limits of hostile.ts, a field written twice
 * (keys counted in the text against keys parsed), the schema (each page; the root with the head's pages: the
 * schema compiled by ajv, schema/site-check.js, which says yes or no as zod would, a few times quicker), and
 * the part rules (rules/rule.ts). The worker sends the facts the site rules need (its pages' entries and
 * links, a few hundred kilobytes) and the root's last fields; the command's thread then runs the site rules.
 *
 * This path itself only answers "nothing to report". Anything at all (an error, a warning, a file not laid out as
 * expected, a file saved while read) and it gives up: the whole check (validate.ts) then reads the file and
 * reports every problem with its place and words, as it always has. It never words a problem itself, so it
 * cannot word one differently.
 *
 * With a memo of the pages checked before (memo.ts), the compiled command and the build read every file this way,
 * whatever its size, page by page, and recall the pages whose bytes an earlier check found nothing in. The command
 * and the editor's check then read on past a page the schema refuses, a rule's finding or a field written twice, and
 * hand what they gathered (`Troubled`) to the scoped report (scoped-report.ts), which words it with the whole check's
 * own functions from the pages the findings are in, and mends and places a syntax slip in a page, the head or the
 * tail as the whole check does; a slip that reaches past its piece, or a hostile text, still goes to the whole check.
 */
import { Buffer } from "node:buffer";
import { closeSync, fstatSync, openSync } from "node:fs";
import { MessageChannel, receiveMessageOnPort, Worker } from "node:worker_threads";
import { site as siteFits } from "../../../schema/site-check.js";
import { fileVersion } from "../read/file-version.ts";
import { MAX_FILE_BYTES } from "../read/input-limits.ts";
import { Memo, type MemoPlace } from "./memo.ts";
import {
  ANSWERED,
  GAVE_UP,
  layoutOf,
  nextPage,
  Part,
  readPieces,
  Reader,
  type PieceRead,
  STARTED,
  type Answer,
  type Report,
  type Shared,
  type Task,
} from "./read-pieces.ts";
import type { JsonPath } from "../report/problem.ts";
import { entriesOf, siteFactsOf, type LinkFact, type Loose, type SiteEntry } from "../rules/facts.ts";
import { checkSite } from "../rules/index.ts";
import type { Checked, ValidateOptions, ValidationResult } from "../check-file.ts";
import { conformSite } from "../schema/conform.ts";

export const PIECES = {
  /** From this size on (a 1,700-page site): below it the whole check on one thread is as quick. Not with a memo. */
  fromBytes: 16 * 1024 * 1024,
  /**
   * The least a piece holds, in bytes; it ends at the next page. A few pages: small enough that its text (two
   * bytes a character once it holds one accent) stays below V8's 128 kB for an object in the young generation.
   */
  pieceBytes: 24 * 1024,
  /**
   * The share of the file the command's thread reads. It starts first (the worker, about 0.15 s later), so it
   * reads a little more, and finishes as the worker's answer arrives; then it runs the site rules alone.
   */
  share: 0.52,
  /** How long the command waits for the worker to start, then to answer, before the whole check runs. */
  startMs: 15_000,
  answerMs: 60_000,
};

/**
 * Checks a large file in pieces: with `workerModule` (the bundle of pieces-worker.ts), a worker thread running it
 * reads the second part. Returns the result when the file has nothing to report; undefined when it may have
 * (the whole check then runs), when it is too small for this, or when the worker fails.
 *
 * With `memo`, where the last check's pages are kept (memo.ts), this thread reads the file page by page, recalls
 * the pages whose bytes the memo holds and checks the others, and keeps this check's pages there but those it found
 * something in; what it found, it returns for the scoped report (`Troubled`) when it can tell which pages it is in.
 * The worker then reads its part only while the memo is empty (the first check after a change to the code), page by
 * page too, and hands back what each of its pages holds with its key (the SHA-256 of its bytes), so that the
 * next check recalls every page: once most pages are recalled, one thread is quicker.
 */
export function checkInPieces(
  file: string,
  options: ValidateOptions,
  workerModule?: URL,
  tuning = PIECES,
  memo?: MemoPlace,
): Checked | Troubled | undefined {
  return remembering(file, options, workerModule, tuning, false, memo, true);
}

/**
 * What a check in pieces with a memo read of a file it found something in (a page the schema refuses, a part or site
 * rule's finding, a field written twice, a page that is not strict JSON) when nothing else was wrong with it: enough for the scoped report
 * (scoped-report.ts, which loads zod) to word every problem from the pages the findings name, and the root, without
 * reading the rest of the file again. The pieces read on past what they found to gather it (Part.collect); the memo
 * keeps the other pages.
 */
export interface Troubled {
  troubled: true;
  /** The file (opened again, and its version compared) or the bytes in memory that were read. */
  source: string | Buffer;
  version: string;
  /** The characters on a page's first line before its `{`: the layout's indentation. */
  indent: number;
  read: PieceRead[];
  /** The root's fields as read: the head's (with its pages) and the tail's. */
  root: Loose;
  /** The root's fields the tail holds (the others are the head's). */
  tailFields: string[];
  /** The pages the tail holds, as parsed. */
  tailPages: unknown[];
  /** Every page's entry, and every link: the root's and the head's pages' at their field, the others' at their page. */
  entries: SiteEntry[];
  links: LinkFact[];
  /** The pages ajv's check refuses, by index, as parsed. */
  refused: Map<number, unknown>;
  /** The pages a part rule or (with the links at their page) a site rule found something in, and the slipped ones. */
  named: Set<number>;
  /** The pages in the middle that are not strict JSON, each with where its links go in `links` (Part.slips). */
  slips: { page: number; links: number }[];
  counts: { pages: number; posts: number };
  unchanged: number;
  /** The folder image files are looked for in (ValidateOptions.root). */
  images: string | undefined;
  /** Read for the build (loadInPieces): every page as parsed, and each page's memo key where it has one. */
  kept?: unknown[];
  pageKeys?: (string | undefined)[];
}

/** What the build reads of a file with nothing to report: the site, as the whole check gives it. */
export type Loaded = ValidationResult & Pick<Checked, "unchanged" | "version" | "pageKeys">;

/**
 * The editor's check of the text it is about to save, in memory, with the editor's memo: page by page, the pages whose
 * bytes an earlier check found nothing in recalled (on a 1,000-page site, the check after one page's edit takes a
 * fraction of the whole check's 300 ms). What it found for the scoped report (`Troubled`), or undefined when the
 * whole check must run.
 */
export function checkTextInPieces(
  bytes: Buffer,
  options: ValidateOptions,
  memo: MemoPlace,
): Checked | Troubled | undefined {
  return remembering(bytes, options, undefined, PIECES, false, memo, true);
}

/**
 * The build's check of a file laid out for pieces, on this thread: when there is nothing to report, the site as the
 * whole check would give it (zod's output: conform.ts), made from the pages as each piece parsed them, without the
 * file's whole text (for 4,000 pages, 80 MB of memory touched once and 0.3 s of decoding). Undefined when there may
 * be something to report: the whole check then runs and says what.
 *
 * At any size, unlike the command's check: measured in a new process, the whole check against this, 100 pages (1 MB)
 * 137-152 ms against 105-125 ms; 1,000 pages 472-618 against 327-366; 4,000 pages 1,507-1,731 against 997-1,185.
 * And every build then takes this path, the shipped site's and the tests' too.
 *
 * With `memo` (the build's own, memo.ts), the pages whose bytes it holds are parsed but not checked again, as the
 * command's check recalls them; the result is `unchanged` pages fewer checked, the same site, and each page's memo key
 * where it has one (`pageKeys`): the build's state (incremental.ts) tells a changed page by it. With the memo, what
 * the pieces found (`Troubled`, every page kept) goes to the scoped report (scoped-report.ts, loadScoped), which says
 * what and, when it is only warnings, gives the site too.
 */
export function loadInPieces(
  file: string,
  options: ValidateOptions,
  tuning = PIECES,
  memo?: MemoPlace,
): Loaded | Troubled | undefined {
  const checked = remembering(file, options, undefined, { ...tuning, fromBytes: 0 }, true, memo, true);
  if (checked && "troubled" in checked) return checked;
  if (!checked?.site) return undefined;
  const { site, unchanged, version, pageKeys } = checked;
  return { ok: true, site, problems: [], version, ...(memo ? { unchanged, pageKeys } : {}) };
}

/**
 * inPieces, with the memo at `place` when there is one: then every file page by page, whatever its size (1,000 pages
 * recalled in 43-81 ms against 283-562 for the whole check; the shipped site's 24 in 12-21 ms against 22-30), the
 * worker only while the memo is empty, and this check's pages kept but those it found something in.
 */
function remembering(
  file: string | Buffer,
  options: ValidateOptions,
  workerModule: URL | undefined,
  tuning: typeof PIECES,
  keep: boolean,
  place: MemoPlace | undefined,
  collect: boolean,
): Checked | Troubled | undefined {
  if (!place) return inPieces(file, options, workerModule, tuning, keep);
  const memo = Memo.open(place);
  const worker = memo.empty ? workerModule : undefined;
  const checked = inPieces(file, options, worker, { ...tuning, fromBytes: 0, pieceBytes: 1 }, keep, memo, collect);
  if (!checked) return undefined;
  if ("troubled" in checked) {
    // The pages something was found in are forgotten; the others, recalled or passed now, are kept for the next check.
    const troubled = new Set([...checked.named, ...checked.refused.keys()]);
    for (const piece of checked.read) {
      let holds = false;
      for (let page = piece.firstPage; page < piece.firstPage + piece.pages; page++) holds ||= troubled.has(page);
      if (holds && piece.key !== undefined) memo.forget(piece.key);
    }
  }
  memo.save();
  if ("troubled" in checked) return { ...checked, unchanged: memo.hits };
  return { ...checked, unchanged: memo.hits };
}

function inPieces(
  file: string | Buffer,
  options: ValidateOptions,
  workerModule: URL | undefined,
  tuning: typeof PIECES,
  keep: boolean,
  memo?: Memo,
  collect = false,
): Checked | Troubled | undefined {
  // Rules handed in by a caller cannot be sent to a worker.
  if (options.rules) return undefined;
  let fd: number | undefined;
  let worker: Worker | undefined;
  const signal = new Int32Array(new SharedArrayBuffer(12));
  const { port1, port2 } = new MessageChannel();
  try {
    if (typeof file === "string") fd = openSync(file, "r");
    const opened = fd === undefined ? "in memory" : fileVersion(fd);
    const size = fd === undefined ? file.length : fstatSync(fd).size;
    if (size < tuning.fromBytes || size > MAX_FILE_BYTES) return undefined;
    if (workerModule && typeof file === "string") {
      const shared: Shared = {
        role: "site-renderer:pieces",
        file,
        signal: signal.buffer as SharedArrayBuffer,
        port: port2,
      };
      // It starts (loading its bundle) while this thread reads the layout and its first pieces.
      worker = new Worker(workerModule, { workerData: shared, transferList: [port2] });
      worker.unref();
      worker.on("error", () => {});
    }

    const reader = new Reader(fd ?? (file as Buffer), size);
    const layout = layoutOf(reader);
    if (!layout) return undefined;
    // Where the worker's share starts: a page near the middle; none (a file of a few pages), and this thread reads all.
    const middle = Math.max(layout.firstPage + 1, Math.floor(size * tuning.share));
    const split = worker ? nextPage(reader, Buffer.from(layout.pageStart, "latin1"), middle, middle, size) : undefined;
    if (split) {
      const task: Task = {
        layout,
        from: split.page,
        pieceBytes: tuning.pieceBytes,
        root: options.root,
        remember: memo !== undefined,
      };
      port1.postMessage(task);
    } else if (worker) {
      void worker.terminate();
      worker = undefined;
    }

    // Collecting (one page a piece, with a memo, on this thread alone), what the pieces find is noted, not given up on.
    const own = new Part(options.root, { keep, memo, collect: collect && !worker && memo !== undefined });
    const range = { from: 0, to: split?.comma ?? size, head: true, tail: !split };
    readPieces(reader, layout, own, range, tuning.pieceBytes, () => Atomics.load(signal, GAVE_UP) === 1);
    own.flush();

    let report: Report = { entries: [], links: [], rest: {}, file: opened };
    if (worker) {
      if (Atomics.wait(signal, STARTED, 0, tuning.startMs) === "timed-out") return undefined;
      if (Atomics.wait(signal, ANSWERED, 0, tuning.answerMs) === "timed-out") return undefined;
      const answer = receiveMessageOnPort(port1)?.message as Answer | undefined;
      if (!answer?.report) return undefined;
      report = JSON.parse(answer.report) as Report;
    }
    if (report.file !== opened || (fd !== undefined && fileVersion(fd) !== opened)) return undefined;

    // The root: the head's fields, then the tail's (a field in both is written twice: the whole check says so).
    const root: Loose = { ...own.root };
    for (const [field, value] of Object.entries({ ...own.rest, ...report.rest })) {
      if (field in root) return undefined;
      root[field] = value;
    }
    const rootFits = siteFits(root);
    if (!rootFits && !own.collect) return undefined;
    // The worker numbered its pages from 0: they follow this thread's.
    const renumber = (path: JsonPath): JsonPath =>
      path[0] === "pages" ? ["pages", (path[1] as number) + own.pages, ...path.slice(2)] : path;
    const { pages: _, ...withoutPages } = root;
    const pages = [...own.entries, ...report.entries.map((entry) => ({ ...entry, where: renumber(entry.where) }))];
    const links = [...own.links, ...report.links.map((link) => ({ ...link, path: renumber(link.path) }))];
    const facts = siteFactsOf(withoutPages, { pages, posts: entriesOf(root).posts }, links, options.root);
    const valid = rootFits && own.refused.size === 0;
    // With a syntax slip, the site rules would run without what the slipped pieces hold (a page's address, the root's
    // navigation, every page then unreachable): the scoped report runs them once it has mended them.
    const found = own.slipCount ? [] : checkSite(facts, { valid });
    const counts = { pages: pages.length, posts: facts.entries.length - pages.length };
    if (own.collect && (found.length || !valid || own.troubled)) {
      for (const { path } of found) if (path[0] === "pages" && typeof path[1] === "number") own.named.add(path[1]);
      return {
        troubled: true,
        source: file,
        version: opened,
        indent: layout.pageStart.length - 2,
        read: own.read,
        root,
        tailFields: Object.keys(own.rest),
        tailPages: own.tailPages,
        entries: pages,
        links,
        refused: own.refused,
        named: own.named,
        slips: own.slips,
        counts,
        unchanged: 0,
        images: options.root,
        ...(own.kept ? { kept: own.kept, pageKeys: own.keys } : {}),
      };
    }
    if (found.length) return undefined;
    // The root (checked above with the head's pages) with every page: accepted page by page and as a whole, so zod's.
    // The worker's pages, remembered as this thread's were: kept by Memo.save now that there is nothing to report.
    if (memo) for (const [key, facts] of report.remembered ?? []) memo.remember(key, facts);
    const site = own.kept ? conformSite({ ...root, pages: own.kept }) : undefined;
    return { ok: true, problems: [], counts, version: opened, ...(site ? { site, pageKeys: own.keys } : {}) };
  } catch {
    // GiveUp, or a failure of this path's own (a worker that cannot start, a read that fails): the whole check
    // reads the file and says what there is to say.
    return undefined;
  } finally {
    Atomics.store(signal, GAVE_UP, 1);
    if (worker && Atomics.load(signal, ANSWERED) === 0) void worker.terminate();
    port1.close();
    if (fd !== undefined) closeSync(fd);
  }
}
