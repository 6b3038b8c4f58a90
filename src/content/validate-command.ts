/**
 * What `npm run validate` does, as a function: the arguments in, the exit code and the printed text out. The
 * command (scripts/validate.ts) only prints it; tests run it in process, thousands of times if need be.
 */
import { execFileSync } from "node:child_process";
import { dirname, resolve } from "node:path";
import { displayName } from "./load.ts";
import { formatProblem, plural, summarize } from "./problems.ts";
import { MAX_FILE_BYTES } from "./hostile.ts";
import {
  fileProblem,
  fileTooBig,
  validateSiteBytes,
  validateSiteFile,
  type Checked,
  type ValidationResult,
} from "./validate.ts";
import type { MemoPlace } from "./memo.ts";
import { checkInPieces, PIECES } from "./validate-pieces.ts";
import { checkFileInParallel } from "./validate-worker.ts";

export const VALIDATE_OPTIONS = ["--json", "--strict", "--staged"] as const;

export interface CommandOutput {
  /** 0: no errors (and no warnings with --strict); 1: problems; 2: a wrong command line. */
  code: 0 | 1 | 2;
  stdout: string;
  stderr: string;
}

export interface ValidateCommandOptions {
  /** The file checked when the arguments name none (SITE_JSON's, or site.json). */
  defaultFile: string;
  /** Colours for a person at a terminal. */
  color?: boolean;
  /**
   * A large file is checked in pieces (validate-pieces.ts) by this thread and, with `pieces` (the bundle of
   * pieces-worker.ts), a worker. When that finds anything, the whole check reads the file, its schema checked, with
   * `worker` (the command's own module, compiled), by a worker running it (validate-worker.ts).
   */
  pieces?: URL;
  worker?: URL;
  /** Where a file's pages are remembered between checks (memo.ts): with it, every file is first read in pieces. */
  memo?: MemoPlace;
}

export function runValidate(args: readonly string[], options: ValidateCommandOptions): CommandOutput {
  const flags = new Set(args.filter((arg) => arg.startsWith("--")));
  const unknown = [...flags].filter((flag) => !(VALIDATE_OPTIONS as readonly string[]).includes(flag));
  if (unknown.length) {
    return {
      code: 2,
      stdout: "",
      stderr: `validate: unknown option ${unknown.join(", ")}; the options are --json, --strict and --staged\n`,
    };
  }
  const json = flags.has("--json");
  const strict = flags.has("--strict");
  const file = resolve(args.find((arg) => !arg.startsWith("--")) ?? options.defaultFile);
  const name = displayName(file);

  const started = performance.now();
  const result: Checked = flags.has("--staged")
    ? validateStaged(file, name)
    : (checkInPieces(file, { root: dirname(file) }, options.pieces, PIECES, options.memo) ??
      (options.worker
        ? checkFileInParallel(file, { root: dirname(file) }, options.worker)
        : validateSiteFile(file, { root: dirname(file) })));
  const ms = performance.now() - started;

  const errors = result.problems.filter((problem) => problem.severity === "error").length;
  const warnings = result.problems.length - errors;
  const failed = errors > 0 || (strict && warnings > 0);
  const code = failed ? 1 : 0;

  if (json) {
    const report = {
      file: name,
      ok: !failed,
      errors,
      warnings,
      milliseconds: Math.round(ms),
      problems: result.problems,
    };
    return { code, stdout: JSON.stringify(report, null, 2) + "\n", stderr: "" };
  }
  let stderr = "";
  for (const problem of result.problems) stderr += formatProblem(name, problem, { color: options.color }) + "\n\n";
  if (result.ok && !failed) {
    const { pages, posts } = counts(result);
    const stdout =
      `${name} is valid${warnings ? `, with ${summarize(name, result.problems).split(" in ")[0]}` : ""}: ` +
      `${plural(pages, "page")}, ${plural(posts, "post")} (checked in ${ms.toFixed(0)} ms` +
      (result.unchanged ? `; ${plural(result.unchanged, "unchanged page")} taken from an earlier check` : "") +
      ")\n";
    return { code, stdout, stderr };
  }
  stderr +=
    `${summarize(name, result.problems)}. ` +
    (errors
      ? "Fix the errors above; the site cannot be built until then."
      : "Warnings count as errors with --strict.") +
    "\n";
  return { code, stdout: "", stderr };
}

/** A valid site's pages and posts: the zod output's, or the data's when the schema was checked by the worker. */
function counts(result: Checked): { pages: number; posts: number } {
  if (result.counts) return result.counts;
  const data: unknown = result.site ?? result.data;
  const length = (field: string) => {
    const list: unknown = typeof data === "object" && data !== null ? Reflect.get(data, field) : undefined;
    return Array.isArray(list) ? list.length : 0;
  };
  return { pages: length("pages"), posts: length("posts") };
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
