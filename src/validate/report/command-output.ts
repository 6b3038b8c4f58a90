/** The validate command's arguments, its printed words and its exit code. */
import { resolve } from "node:path";
import { displayName } from "../../paths.ts";
import { isValidatorLanguage, type ValidatorLanguage } from "../messages/language.ts";
import { formatProblem, plural, summarize } from "./problem.ts";
import { SPANISH_REPORT } from "./report-es.ts";
import type { ValidationResult } from "../check-file.ts";
import { memoInput, recall, type CommandResult, type ResultMemo } from "../result-memo.ts";

export const VALIDATE_OPTIONS = ["--json", "--strict", "--staged"] as const;
/** The option that takes a value: `--lang es` (or `--lang=es`) words the problems in Spanish. */
const LANG = "--lang";

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
  /** Where the answers for small files are remembered (result-memo.ts). */
  memo?: ResultMemo;
}

/** The command line read: what to check and how to print it, or the answer to a wrong one. */
export type Arguments =
  | { usage: CommandOutput }
  | {
      usage?: undefined;
      json: boolean;
      strict: boolean;
      staged: boolean;
      file: string;
      name: string;
      language: ValidatorLanguage;
    };

export function readArguments(given: readonly string[], defaultFile: string): Arguments {
  const languages = [];
  const args: string[] = [];
  for (let i = 0; i < given.length; i++) {
    const arg = given[i]!;
    if (arg === LANG) languages.push(given[++i]);
    else if (arg.startsWith(`${LANG}=`)) languages.push(arg.slice(LANG.length + 1));
    else args.push(arg);
  }
  const language = languages.at(-1) ?? "en";
  if (!isValidatorLanguage(language)) {
    return {
      usage: { code: 2, stdout: "", stderr: `validate: --lang takes en or es, not ${language ?? "nothing"}\n` },
    };
  }
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
    language,
  };
}

/** The answer remembered for the file as it is, printed; undefined when the check must run (command.ts). */
export function rememberedAnswer(args: readonly string[], options: ValidateCommandOptions): CommandOutput | undefined {
  const started = options.started ?? performance.now();
  const read = readArguments(args, options.defaultFile);
  if (read.usage) return read.usage;
  // The remembered answers are in English.
  if (read.staged || !options.memo || read.language !== "en") return undefined;
  const input = memoInput(read.file, options.memo);
  const result = input && recall(options.memo, input.key);
  return result && printed(read, result, performance.now() - started, options.color);
}

/** What the command prints from, for a check's result. */
export function commandResult(result: ValidationResult): CommandResult {
  return {
    ok: result.ok,
    problems: result.problems,
    pages: result.site?.pages.length ?? 0,
    posts: result.site?.posts.length ?? 0,
  };
}

/** What the command prints for a result, and its exit code. */
export function printed(
  read: Exclude<Arguments, { usage: CommandOutput }>,
  result: CommandResult,
  ms: number,
  color?: boolean,
): CommandOutput {
  const { json, strict, name, language } = read;
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
  if (language === "es") return SPANISH_REPORT.printed(name, result, ms, { failed, strict, color });
  let stderr = "";
  for (const problem of result.problems) stderr += formatProblem(name, problem, { color }) + "\n\n";
  if (result.ok && !failed) {
    const { pages, posts } = result;
    const stdout =
      `${name} is valid${warnings ? `, with ${summarize(name, result.problems).split(" in ")[0]}` : ""}: ` +
      `${plural(pages, "page")}, ${plural(posts, "post")} (checked in ${ms.toFixed(0)} ms)\n`;
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
