/**
 * The validator's one door: site.json as a file, its bytes, its text or its data in; the typed site (when there is
 * no error) and every problem, each at its line and column, out. The command, the build, the dev server and the
 * editor all check through here.
 */
import { closeSync, fstatSync, openSync, readFileSync } from "node:fs";
import { dirname } from "node:path";
import {
  checkBytes,
  checkText,
  fileProblem,
  fileTooBig,
  type ValidateOptions,
  type ValidationResult,
} from "./check-file.ts";
import { MAX_FILE_BYTES } from "./read/input-limits.ts";
import { fileVersion } from "./read/file-version.ts";
import { readWordsInSpanish } from "./messages/read-es.ts";

export { MAX_PROBLEMS, fileProblem, fileTooBig, type ValidateOptions, type ValidationResult } from "./check-file.ts";
export type { Problem } from "./report/problem.ts";

/**
 * What to check: a file (read from the disk), its bytes (checked for their encoding as a file's are), its text, or
 * data already parsed (laid out as `JSON.stringify(data, null, 2)` would write it: positions point there).
 */
export type SiteSource = { file: string } | { bytes: Uint8Array } | { text: string } | { data: unknown };

/** A checked file also says which version of it was read (file-version.ts), for threads that read it again. */
export type Validated = ValidationResult & { version?: string };

export function validate(source: SiteSource, options: ValidateOptions = {}): Validated {
  if ("file" in source) {
    const result = validateFile(source.file, { root: dirname(source.file), ...options });
    return options.language === "es" ? fileProblemsInSpanish(result) : result;
  }
  if ("bytes" in source) {
    const result = checkBytes(source.bytes, options);
    return options.language === "es" ? fileProblemsInSpanish(result) : result;
  }
  if ("text" in source) return checkText(source.text, options);
  return checkText(JSON.stringify(source.data, null, 2) ?? "", options);
}

/** Shorthands for the three usual sources. */
export const validateSiteFile = (file: string, options?: ValidateOptions) => validate({ file }, options);
export const validateSiteBytes = (bytes: Uint8Array, options?: ValidateOptions) => validate({ bytes }, options);
export const validateSiteText = (text: string, options?: ValidateOptions) => validate({ text }, options);

/** A missing, unreadable or huge file's problem (said before any text is read) in Spanish; the others already are. */
function fileProblemsInSpanish<T extends ValidationResult>(result: T): T {
  const whole = (code: string) => code === "missing-file" || code === "unreadable-file";
  if (!result.problems.some((problem) => whole(problem.code))) return result;
  const problems = result.problems.map((problem) =>
    whole(problem.code)
      ? {
          ...problem,
          place: "todo el archivo",
          message: readWordsInSpanish(problem.message),
          ...(problem.expected ? { expected: readWordsInSpanish(problem.expected) } : {}),
          ...(problem.hint ? { hint: readWordsInSpanish(problem.hint) } : {}),
        }
      : problem,
  );
  return { ...result, problems };
}

/** Reads and checks a file; a missing, unreadable or huge file is reported like any other problem. */
function validateFile(file: string, options: ValidateOptions): Validated {
  let bytes: Buffer;
  let version: string | undefined;
  try {
    const fd = openSync(file, "r");
    try {
      // Measured before it is read: a file of gigabytes would fill the memory, or overflow the longest string.
      const size = fstatSync(fd).size;
      if (size > MAX_FILE_BYTES) return fileTooBig(size);
      const before = fileVersion(fd);
      bytes = readFileSync(fd);
      // A file written to while it was read has no one version.
      version = fileVersion(fd) === before ? before : undefined;
    } finally {
      closeSync(fd);
    }
  } catch (error) {
    const missing = (error as NodeJS.ErrnoException).code === "ENOENT";
    return fileProblem({
      code: missing ? "missing-file" : "unreadable-file",
      message: missing ? `there is no file at ${file}` : `the file ${file} cannot be read`,
      expected: "site.json in the project's folder",
      hint: missing
        ? "check the name and the folder; restore it with: git checkout -- site.json"
        : "check that site.json is a file (not a folder) and that you are allowed to read it",
    });
  }
  return { ...checkBytes(bytes, options), ...(version ? { version } : {}) };
}
