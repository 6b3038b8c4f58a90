/**
 * The validate command's recent answers, each kept under a hash of all that decides it: the file's bytes, the images
 * beside it (names, sizes, times) and the command's code. An unchanged site is answered without loading the check.
 */
import { createHash } from "node:crypto";
import { readdirSync, readFileSync, renameSync, statSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import type { Problem } from "./report/problem.ts";

/** What the command prints from: whether the site is valid, its problems, and its pages and posts. */
export interface CommandResult {
  ok: boolean;
  problems: Problem[];
  pages: number;
  posts: number;
}

/** Larger files are always checked: the whole check, not the command's start, is what they wait for. */
export const REMEMBERED_BYTES = 2 * 1024 * 1024;
/** Answers kept at once (one per file checked, the most recent). */
const KEPT = 8;

export interface ResultMemo {
  /** The file the answers are kept in. */
  file: string;
  /** The code's identity: any change to the checking code must change it. */
  code: string;
}

/** A file small enough to remember the answer for: its bytes, and the key of its check. */
export function memoInput(file: string, memo: ResultMemo): { bytes: Buffer; key: string } | undefined {
  try {
    if (statSync(file).size > REMEMBERED_BYTES) return undefined;
    const bytes = readFileSync(file);
    return bytes.length > REMEMBERED_BYTES ? undefined : { bytes, key: resultKey(bytes, dirname(file), memo.code) };
  } catch {
    return undefined; // missing or unreadable: the check says what
  }
}

/** The key of a check of `bytes`, with image files looked for under `root`. */
function resultKey(bytes: Uint8Array, root: string, code: string): string {
  const hash = createHash("sha256").update(`${code}\0`).update(bytes);
  const images = join(root, "images");
  let names: string[] = [];
  try {
    names = (readdirSync(images, { recursive: true }) as string[]).sort();
  } catch {
    // no images folder: the check says so of each image named
  }
  for (const name of names) {
    const stat = statSync(join(images, name), { throwIfNoEntry: false });
    hash.update(`\0${name}\0${stat ? `${stat.size}:${stat.mtimeMs}:${stat.ino}` : "gone"}`);
  }
  return hash.digest("hex");
}

type Kept = { key: string; result: CommandResult }[];

function read(memo: ResultMemo): Kept {
  try {
    const kept = JSON.parse(readFileSync(memo.file, "utf8")) as { code?: string; answers?: Kept };
    return kept.code === memo.code && Array.isArray(kept.answers) ? kept.answers : [];
  } catch {
    return [];
  }
}

export function recall(memo: ResultMemo, key: string): CommandResult | undefined {
  return read(memo).find((answer) => answer.key === key)?.result;
}

export function remember(memo: ResultMemo, key: string, result: CommandResult): void {
  const answers = [{ key, result }, ...read(memo).filter((answer) => answer.key !== key)].slice(0, KEPT);
  const temporary = `${memo.file}.${process.pid}.tmp`;
  try {
    // Written beside, then renamed: a command starting meanwhile reads the old answers or the new, never half.
    writeFileSync(temporary, JSON.stringify({ code: memo.code, answers }));
    renameSync(temporary, memo.file);
  } catch {
    // a cache that cannot be written is only a slower next run
  }
}
