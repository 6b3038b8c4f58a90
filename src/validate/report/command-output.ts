/**
 * The validate command's arguments and printed words, and its quick path: a file the check in pieces finds nothing in
 * (validate-pieces.ts) is answered here, with no zod loaded (scripts/validate.ts loads the whole check,
 * validate-command.ts, only when this cannot answer). Both paths print through `printed`, so they word alike.
 */
import { dirname, resolve } from "node:path";
import { displayName } from "../../paths.ts";
import { formatProblem, plural, summarize } from "./problem.ts";
import type { Checked } from "../check-file.ts";
import type { MemoPlace } from "../pieces/memo.ts";
import { checkInPieces, PIECES, type Troubled } from "../pieces/check-pieces.ts";

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
   * pieces-worker.ts), a worker. When that finds anything, the whole check reads the file (validate.ts).
   */
  pieces?: URL;
  /** Where a file's pages are remembered between checks (memo.ts): with it, every file is first read in pieces. */
  memo?: MemoPlace;
  /**
   * The check in pieces already ran (quickValidate) and could not answer: the whole check runs at once; or it found
   * something, which the scoped report words (scoped-report.ts) where it can.
   */
  piecesTried?: boolean | Troubled;
  /** When the check started (performance.now()), if before this call: the time printed counts from it. */
  started?: number;
}

/** The command line read: what to check and how to print it, or the answer to a wrong one. */
export type Arguments =
  | { usage: CommandOutput }
  | { usage?: undefined; json: boolean; strict: boolean; staged: boolean; file: string; name: string };

export function readArguments(args: readonly string[], defaultFile: string): Arguments {
  const flags = new Set(args.filter((arg) => arg.startsWith("--")));
  const unknown = [...flags].filter((flag) => !(VALIDATE_OPTIONS as readonly string[]).includes(flag));
  if (unknown.length) {
    return {
      usage: {
        code: 2,
        stdout: "",
        stderr: `validate: unknown option ${unknown.join(", ")}; the options are --json, --strict and --staged\n`,
      },
    };
  }
  const file = resolve(args.find((arg) => !arg.startsWith("--")) ?? defaultFile);
  return {
    json: flags.has("--json"),
    strict: flags.has("--strict"),
    staged: flags.has("--staged"),
    file,
    name: displayName(file),
  };
}

/**
 * The command's answer when the check in pieces finds nothing to report (most runs: after an edit, or none); undefined
 * when it cannot say, and the whole check must (validate-command.ts, told `piecesTried`); what the pieces found
 * (`Troubled`), for validate-command.ts to word, when they found something they can tell the place of.
 */
export function quickValidate(
  args: readonly string[],
  options: ValidateCommandOptions,
): CommandOutput | Troubled | undefined {
  const read = readArguments(args, options.defaultFile);
  if (read.usage) return read.usage;
  if (read.staged) return undefined;
  const started = performance.now();
  const result = checkPieces(read.file, options);
  return result && ("troubled" in result ? result : printed(read, result, performance.now() - started, options.color));
}

/** The check in pieces of the command, with its options: the result when it finds nothing, else undefined. */
export const checkPieces = (file: string, options: ValidateCommandOptions): Checked | Troubled | undefined =>
  checkInPieces(file, { root: dirname(file) }, options.pieces, PIECES, options.memo);

/** What the command prints for a result, and its exit code. */
export function printed(
  read: Exclude<Arguments, { usage: CommandOutput }>,
  result: Checked,
  ms: number,
  color?: boolean,
): CommandOutput {
  const { json, strict, name } = read;
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
  for (const problem of result.problems) stderr += formatProblem(name, problem, { color }) + "\n\n";
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

/** A valid site's pages and posts: as the check in pieces counted them, or the site's. */
function counts(result: Checked): { pages: number; posts: number } {
  if (result.counts) return result.counts;
  const data: unknown = result.site;
  const length = (field: string) => {
    const list: unknown = typeof data === "object" && data !== null ? Reflect.get(data, field) : undefined;
    return Array.isArray(list) ? list.length : 0;
  };
  return { pages: length("pages"), posts: length("posts") };
}
