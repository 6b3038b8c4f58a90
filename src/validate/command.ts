/**
 * What `npm run validate` does, as a function: the arguments in, the exit code and the printed text out. The
 * command (scripts/validate.ts) only prints it; tests run it in process, thousands of times if need be. The quick
 * path, the arguments and the words are validate-output.ts's; this module adds the whole check, which loads zod.
 */
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { readFileSync, statSync } from "node:fs";
import { basename, dirname } from "node:path";
import { MAX_FILE_BYTES } from "./read/input-limits.ts";
import { fileProblem, fileTooBig, validateSiteBytes, validateSiteFile, type Checked } from "./check-file.ts";
import {
  checkPieces,
  printed,
  readArguments,
  type CommandOutput,
  type ValidateCommandOptions,
} from "./report/command-output.ts";
import type { MemoPlace } from "./pieces/memo.ts";
import { reportScoped } from "./pieces/scoped-report.ts";
import { checkTextInPieces, type Troubled } from "./pieces/check-pieces.ts";

export { VALIDATE_OPTIONS, type CommandOutput, type ValidateCommandOptions } from "./report/command-output.ts";

export function runValidate(args: readonly string[], options: ValidateCommandOptions): CommandOutput {
  const read = readArguments(args, options.defaultFile);
  if (read.usage) return read.usage;
  const { file, name } = read;
  const started = options.started ?? performance.now();
  const tried = options.piecesTried;
  // What the pieces found is worded from the pages it is in (scoped-report.ts); the whole check when it cannot be.
  const pieces = () => (tried === true ? undefined : tried || checkPieces(file, options));
  const result: Checked = read.staged
    ? validateStaged(file, name, options.memo)
    : (scoped(pieces()) ?? validateSiteFile(file, { root: dirname(file) }));
  return printed(read, result, performance.now() - started, options.color);
}

/** The answer of the check in pieces, what it found worded by the scoped report, or undefined: the whole check says. */
const scoped = (pieces: Checked | Troubled | undefined): Checked | undefined =>
  pieces && "troubled" in pieces ? reportScoped(pieces) : pieces;

/**
 * What is about to be committed, not what is in the editor: the two differ after a partial `git add`. Read in pieces
 * with the command's memo, as the file is (the pre-commit hook then recalls the pages `validate` or `npm run dev`
 * checked), and else whole.
 */
function validateStaged(file: string, name: string, memo: MemoPlace | undefined): Checked {
  let staged: Buffer | undefined;
  let tooBig = false;
  try {
    staged = stagedBytes(file);
  } catch (error) {
    // Larger than any site: refused as the file on disk would be.
    tooBig = (error as NodeJS.ErrnoException).code === "ENOBUFS";
    // Else not in the index: the commit deletes site.json, which is reported as a missing file.
  }
  if (tooBig) return fileTooBig();
  return staged === undefined
    ? fileProblem({
        code: "missing-file",
        message: `this commit deletes ${name}`,
        expected: `${name} in every commit`,
        hint: `the site cannot be built without it; restore it with: git checkout HEAD -- ${name}`,
      })
    : ((memo && scoped(checkTextInPieces(staged, { root: dirname(file) }, memo))) ??
        validateSiteBytes(staged, { root: dirname(file) }));
}

/**
 * The bytes of `file` as the index holds them; throws when the index does not hold it. Bytes, not text: the staged copy
 * is checked for its encoding exactly as the file on disk is. Asked of the repository the file is in, wherever the
 * command runs from.
 *
 * Most often (`git add` then `git commit`) the file on disk is the staged copy: its bytes are read from the disk and
 * taken when they hash to the index's object, as git hashes a file it stores, which no other bytes do. Else (a partial
 * `git add`, an edit since, a filter such as a line-ending conversion) git gives the staged copy. For 10,000 pages
 * (96 MB), 0.12 s of reading and hashing against 0.4-0.6 s of `git show` through a pipe.
 */
function stagedBytes(file: string): Buffer {
  const git = (args: string[], maxBuffer = 1024 * 1024) =>
    execFileSync("git", args, { cwd: dirname(file), maxBuffer, stdio: ["ignore", "pipe", "ignore"] });
  const path = `:./${basename(file)}`;
  const id = git(["rev-parse", "--verify", "--quiet", path]).toString("latin1").trim();
  const format = { 40: "sha1", 64: "sha256" }[id.length];
  try {
    if (format && statSync(file).size <= MAX_FILE_BYTES) {
      const bytes = readFileSync(file);
      if (objectId(format, bytes) === id) return bytes;
    }
  } catch {
    // not on the disk (deleted, but not from the index): git gives the staged copy
  }
  return git(["show", path], MAX_FILE_BYTES + 1);
}

/** The id git gives a file's bytes stored as an object (`git hash-object`), in the repository's hash. */
export function objectId(format: string, bytes: Buffer): string {
  return createHash(format).update(`blob ${bytes.length}\0`).update(bytes).digest("hex");
}
