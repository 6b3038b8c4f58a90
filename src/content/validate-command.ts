/**
 * What `npm run validate` does, as a function: the arguments in, the exit code and the printed text out. The
 * command (scripts/validate.ts) only prints it; tests run it in process, thousands of times if need be. The quick
 * path, the arguments and the words are validate-output.ts's; this module adds the whole check, which loads zod.
 */
import { execFileSync } from "node:child_process";
import { dirname } from "node:path";
import { MAX_FILE_BYTES } from "./hostile.ts";
import {
  fileProblem,
  fileTooBig,
  validateSiteBytes,
  validateSiteFile,
  type Checked,
  type ValidationResult,
} from "./validate.ts";
import {
  checkPieces,
  printed,
  readArguments,
  type CommandOutput,
  type ValidateCommandOptions,
} from "./validate-output.ts";
import { reportScoped } from "./scoped-report.ts";

export { VALIDATE_OPTIONS, type CommandOutput, type ValidateCommandOptions } from "./validate-output.ts";

export function runValidate(args: readonly string[], options: ValidateCommandOptions): CommandOutput {
  const read = readArguments(args, options.defaultFile);
  if (read.usage) return read.usage;
  const { file, name } = read;
  const started = options.started ?? performance.now();
  const tried = options.piecesTried;
  const pieces = tried === true ? undefined : tried || checkPieces(file, options);
  // What the pieces found is worded from the pages it is in (scoped-report.ts); the whole check when it cannot be.
  const result: Checked = read.staged
    ? validateStaged(file, name)
    : ((pieces && "troubled" in pieces ? reportScoped(pieces) : pieces) ??
      validateSiteFile(file, { root: dirname(file) }));
  return printed(read, result, performance.now() - started, options.color);
}

/** What is about to be committed, not what is in the editor: the two differ after a partial `git add`. */
function validateStaged(file: string, name: string): ValidationResult {
  let staged: Buffer | undefined;
  let tooBig = false;
  try {
    // Bytes, not text: the staged copy is checked for its encoding exactly as the file on disk is.
    staged = execFileSync("git", ["show", `:${name}`], {
      maxBuffer: MAX_FILE_BYTES + 1,
      stdio: ["ignore", "pipe", "ignore"],
    });
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
    : validateSiteBytes(staged, { root: dirname(file) });
}
