import { createHash } from "node:crypto";
import type { ValidatorLanguage } from "../validate/messages/language.ts";
import { changesBetween, type Change } from "./changes.ts";
import { valueAt } from "../site/json-path.ts";
import { screenText } from "../validate/read/input-limits.ts";
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync, unlinkSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Problem } from "../validate/report/problem.ts";
import { decodeText } from "../validate/read/utf8.ts";
import { validate, type ValidationResult } from "../validate/index.ts";
import { writeFileAtomic } from "./write-atomic.ts";

export { writeFileAtomic };

export const HISTORY_DIR = ".editor-history";
export const HISTORY_LIMIT = 20;

/** The hash of a text's UTF-8 bytes: the same as `hashBytes` of the file that text is written to. */
export function hashText(text: string): string {
  return createHash("sha256").update(text, "utf8").digest("hex");
}

function hashBytes(bytes: Buffer): string {
  return createHash("sha256").update(bytes).digest("hex");
}

/** The file's text and the hash of its bytes, which a save compares to find a change it did not see. */
export function readSite(file: string): { text: string; hash: string } {
  const bytes = readFileSync(file);
  return { text: decodeText(bytes), hash: hashBytes(bytes) };
}

export interface CheckOptions {
  /** The folder site.json is in: image paths are checked against it. */
  root?: string;
  /** The language the problems are worded in (the editor's, English unless told). */
  language?: ValidatorLanguage;
}

/** The very check the CLI runs (`npm run validate`): the same problems, codes and words. */
export function checkSiteText(text: string, options: CheckOptions = {}): Pick<ValidationResult, "ok" | "problems"> {
  const { ok, problems } = validate({ text }, { root: options.root, language: options.language });
  return { ok, problems };
}

export type SaveResult =
  | { ok: true; hash: string; problems: Problem[] }
  | { ok: false; reason: "invalid"; problems: Problem[] }
  | { ok: false; reason: "conflict"; hash: string; text: string };

export interface SaveOptions {
  /** The hash of the text the editor loaded; a different file on disk means someone else saved meanwhile. */
  expectedHash: string;
  root?: string;
  /** Who saves (the served editor's signed-in person): kept beside the version this save replaces. */
  author?: string;
  /** The language the problems are worded in. */
  language?: ValidatorLanguage;
  /** Only for tests: the low-level write, so a disk that fails half-way can be simulated. */
  write?: (fd: number, data: Buffer) => void;
}

export interface HistoryVersion {
  id: string;
  savedAt: string;
  bytes: number;
  /** Who made the save that replaced this version, when the served editor knew (its `.by` file). */
  savedBy?: string;
}

function historyFolder(file: string): string {
  return path.join(path.dirname(file), HISTORY_DIR);
}

const VERSION_NAME = /^(\d{13})-(\d{4})-([0-9a-f]{8})\.json$/;

/** The saved versions, newest first. */
export function listHistory(file: string): HistoryVersion[] {
  let names: string[];
  try {
    names = readdirSync(historyFolder(file));
  } catch {
    return [];
  }
  return names
    .filter((name) => VERSION_NAME.test(name))
    .sort()
    .reverse()
    .map((name) => ({
      id: name.slice(0, -".json".length),
      savedAt: new Date(Number(VERSION_NAME.exec(name)![1])).toISOString(),
      bytes: statSync(path.join(historyFolder(file), name)).size,
      ...savedBy(file, name),
    }));
}

/** The `.by` file beside a version: the name of who replaced it. */
const authorFile = (version: string): string => version.replace(/\.json$/, ".by");

function savedBy(file: string, name: string): { savedBy?: string } {
  try {
    return { savedBy: readFileSync(path.join(historyFolder(file), authorFile(name)), "utf8").slice(0, 200) };
  } catch {
    return {};
  }
}

/** A kept version no larger than this is compared with the next (the 1,000-page bench site's are 10 MB). */
const COMPARED_BYTES = 5 * 1024 * 1024;
/** The places listed for one save; the rest are counted. */
const PLACES_LISTED = 6;

/** What the save after a version changed: the first places (paths in the file) and how many there were. */
export interface ChangedAfter<Part = never> {
  places: (string | number)[][];
  count: number;
  /** When the save changed one short text and nothing else: what it read before and after ("Street": "E Vine St"). */
  text?: { was: string; now: string };
  /** The change said in words by `options.words` (the editor's: src/publish/change-words.ts), one part a line. */
  words?: string[];
  /** The change as values, part by part, by `options.parts` (the editor's History words them). */
  parts?: Part[];
}

/** A text short enough to be shown whole in the list of versions. */
const SHOWN_TEXT = 120;

/**
 * For each of `versions` (listHistory's, newest first), what the save that replaced it changed: compared with the
 * next newer version, the newest with the file as it is. So the owner finds the version from before a change ("the
 * footer went wrong") and restores it. Undefined for a version too large or unreadable to compare.
 */
export function changedAfter<Part = never>(
  file: string,
  versions: HistoryVersion[],
  options: {
    words?: (older: unknown, newer: unknown) => string[];
    parts?: (older: unknown, newer: unknown) => Part[];
  } = {},
): (ChangedAfter<Part> | undefined)[] {
  const parsed = (text: string | undefined) => {
    try {
      // A version placed by hand could be hostile (nested past any stack): screened before it is parsed, as a restore does.
      if (text === undefined || text.length > COMPARED_BYTES || screenText(text)) return undefined;
      return JSON.parse(text) as unknown;
    } catch {
      return undefined;
    }
  };
  const readable = (bytes: number | undefined, read: () => string | undefined) =>
    bytes !== undefined && bytes <= COMPARED_BYTES ? parsed(read()) : undefined;
  let newer = readable(statSync(file, { throwIfNoEntry: false })?.size, () => readFileSync(file, "utf8"));
  return versions.map((version) => {
    const older = readable(version.bytes, () => readHistory(file, version.id));
    const changes = older !== undefined && newer !== undefined ? changesBetween(older, newer) : undefined;
    const text = changes?.length === 1 ? textChange(older, newer, changes[0]!) : undefined;
    const words = changes && options.words?.(older, newer);
    const parts = changes && options.parts?.(older, newer);
    newer = older;
    return (
      changes && {
        places: changes.slice(0, PLACES_LISTED).map((change) => change.at),
        count: changes.length,
        ...(text ? { text } : {}),
        ...(words ? { words } : {}),
        ...(parts ? { parts } : {}),
      }
    );
  });
}

/** A change of one text to another, both short: what it was and what it became. */
function textChange(older: unknown, newer: unknown, change: Change): ChangedAfter["text"] {
  if (!("value" in change)) return undefined;
  const [was, now] = [valueAt(older, change.at), valueAt(newer, change.at)];
  if (typeof was !== "string" || typeof now !== "string") return undefined;
  return was.length <= SHOWN_TEXT && now.length <= SHOWN_TEXT ? { was, now } : undefined;
}

/** A version's text, or undefined; the id must be one `listHistory` gave, never a path. */
export function readHistory(file: string, id: string): string | undefined {
  if (!VERSION_NAME.test(`${id}.json`)) return undefined;
  try {
    return readFileSync(path.join(historyFolder(file), `${id}.json`), "utf8");
  } catch {
    return undefined;
  }
}

let sequence = 0;

function keepInHistory(file: string, bytes: Buffer, hash: string, author?: string): void {
  const folder = historyFolder(file);
  mkdirSync(folder, { recursive: true });
  sequence = (sequence + 1) % 10000;
  const name = `${Date.now()}-${String(sequence).padStart(4, "0")}-${hash.slice(0, 8)}.json`;
  writeFileAtomic(path.join(folder, name), bytes);
  // A name beside the version, not flushed: lost in a crash, it leaves a version without its author, nothing worse.
  if (author !== undefined) writeFileSync(path.join(folder, authorFile(name)), author);
  const versions = readdirSync(folder)
    .filter((entry) => VERSION_NAME.test(entry))
    .sort();
  for (const old of versions.slice(0, Math.max(0, versions.length - HISTORY_LIMIT))) {
    unlinkSync(path.join(folder, old));
    rmSync(path.join(folder, authorFile(old)), { force: true });
  }
}

/**
 * Saves the owner's text: validated first (errors refuse, warnings pass), refused when the file changed since
 * the editor loaded it, the previous text kept in `.editor-history/`, then written atomically.
 */
export function saveSiteText(file: string, text: string, options: SaveOptions): SaveResult {
  const checked = checkSiteText(text, { root: options.root ?? path.dirname(file), language: options.language });
  if (!checked.ok) return { ok: false, reason: "invalid", problems: checked.problems };
  const current = readFileSync(file);
  const hash = hashBytes(current);
  if (hash !== options.expectedHash) return { ok: false, reason: "conflict", hash, text: decodeText(current) };
  const bytes = Buffer.from(text, "utf8");
  if (!bytes.equals(current)) {
    keepInHistory(file, current, hash, options.author);
    writeFileAtomic(file, bytes, options.write);
  }
  return { ok: true, hash: hashBytes(bytes), problems: checked.problems };
}
