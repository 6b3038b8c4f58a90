/** The validate command's arguments, its printed words and its exit code. */
import { resolve } from "node:path";
import { displayName } from "../../paths.ts";
import { formatProblem, plural, summarize } from "./problem.ts";
import type { ValidationResult } from "../check-file.ts";

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

/** What the command prints for a result, and its exit code. */
export function printed(
  read: Exclude<Arguments, { usage: CommandOutput }>,
  result: ValidationResult,
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
    const { pages, posts } = result.site;
    const stdout =
      `${name} is valid${warnings ? `, with ${summarize(name, result.problems).split(" in ")[0]}` : ""}: ` +
      `${plural(pages.length, "page")}, ${plural(posts.length, "post")} (checked in ${ms.toFixed(0)} ms)\n`;
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
