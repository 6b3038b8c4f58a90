/**
 * What `npm run validate` does, as a function: the arguments in, the exit code and the printed text out. The command
 * (scripts/validate.ts) only prints it; tests run it in process.
 */
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { readFileSync, statSync } from "node:fs";
import { basename, dirname } from "node:path";
import { MAX_FILE_BYTES } from "./read/input-limits.ts";
import { fileProblem, fileTooBig, validate, type ValidationResult } from "./index.ts";
import {
  commandResult,
  printed,
  readArguments,
  type CommandOutput,
  type ValidateCommandOptions,
} from "./report/command-output.ts";
import { memoInput, remember } from "./result-memo.ts";
import type { ValidatorLanguage } from "./messages/language.ts";

export { VALIDATE_OPTIONS, type CommandOutput, type ValidateCommandOptions } from "./report/command-output.ts";

export function runValidate(args: readonly string[], options: ValidateCommandOptions): CommandOutput {
  const read = readArguments(args, options.defaultFile);
  if (read.usage) return read.usage;
  const { file, name, language } = read;
  const started = options.started ?? performance.now();
  // The remembered answers are in English (rememberedAnswer).
  const input = options.memo && !read.staged && language === "en" ? memoInput(file, options.memo) : undefined;
  const result = commandResult(
    read.staged
      ? validateStaged(file, name, language)
      : input
        ? validate({ bytes: input.bytes }, { root: dirname(file) })
        : validate({ file }, { language }),
  );
  if (input) remember(options.memo!, input.key, result);
  return printed(read, result, performance.now() - started, options.color);
}

/** What is about to be committed, not what is in the editor: the two differ after a partial `git add`. */
function validateStaged(file: string, name: string, language: ValidatorLanguage): ValidationResult {
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
    : validate({ bytes: staged }, { root: dirname(file), language });
}

/**
 * The bytes of `file` as the index holds them; throws when the index does not hold it. Bytes, not text: the staged copy
 * is checked for its encoding exactly as the file on disk is. Asked of the repository the file is in, wherever the
 * command runs from.
 *
 * Most often (`git add` then `git commit`) the file on disk is the staged copy: its bytes are read from the disk and
 * taken when they hash to the index's object, as git hashes a file it stores, which no other bytes do. Else (a partial
 * `git add`, an edit since, a filter such as a line-ending conversion) git gives the staged copy, more slowly.
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
