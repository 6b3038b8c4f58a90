import { noColor } from "../../paths.ts";
import type { ValidatorLanguage } from "../messages/language.ts";
import { ES_SINGULAR, sayPlace, SINGULAR, type PlaceWords } from "./place-words.ts";

export type JsonPath = (string | number)[];

/** One of codes.ts's PROBLEM_CODES: the input's (input-codes.ts) or a rule's own declaration. */
export type ProblemCode = string;

type Severity = "error" | "warning";

/**
 * One mistake in site.json, located so the owner can jump to it and worded so they can fix it:
 * what is wrong, what is expected instead, and a hint (the closest valid name, the nearest page).
 * `code` is stable: docs/editing.md explains each one, and tools reading `--json` can group by it.
 */
export interface Problem {
  severity: Severity;
  code: ProblemCode;
  path: JsonPath;
  /** The place in words: `page "/about" › block 2 (gallery) › item 4 › alt`. */
  place: string;
  line: number;
  column: number;
  message: string;
  expected?: string;
  hint?: string;
  about?: About;
}

/**
 * What a problem is about, as values a tool can act on without reading its words: the address of the page it names,
 * the language it is missing in, and a link as written that should lead to `page` instead. The editor's buttons
 * (Add it to the menu, Lead it to …) and wording use them.
 */
export interface About {
  page?: string;
  language?: string;
  link?: string;
}

/** A problem before it has a position: what the checks produce. */
export interface Finding {
  code: ProblemCode;
  path: JsonPath;
  message: string;
  expected?: string;
  hint?: string;
  severity?: Severity;
  /** For an unknown field: the field it was probably meant to be. */
  meant?: string;
  /** Point at the key rather than its value (an unknown or duplicated field). */
  atKey?: boolean;
  /** A known character offset, for problems found in the text rather than in the data. */
  offset?: number;
  about?: About;
}

/** The lists whose items describePlace names from the data: a page or a post by its address, and so on. */
const NAMED_ITEMS = new Set(["pages", "posts", "languages", "blocks"]);

/** Whether describePlace reads the data for `path` (else its words are the path's alone). */
export const placeReadsData = (path: JsonPath): boolean =>
  path.some((part, index) => typeof part === "string" && NAMED_ITEMS.has(part) && typeof path[index + 1] === "number");

/** The file's own words: its keys, and lists' elements by what they are. */
const FILE_WORDS: PlaceWords = {
  element(list, index, { address, type, language }) {
    if ((list === "pages" || list === "posts") && typeof address === "string") return `${SINGULAR[list]} "${address}"`;
    if (list === "languages" && typeof language === "string") return `language "${language}"`;
    if (list === "blocks" && typeof type === "string") return `block ${index + 1} (${type})`;
    return `${SINGULAR[list] ?? list} ${index + 1}`;
  },
  step: (part) => (typeof part === "number" ? `item ${part + 1}` : part),
};

/** The same in Spanish: `página "/about" › bloque 2 (gallery) › elemento 4 › alt`. */
const SPANISH_FILE_WORDS: PlaceWords = {
  element(list, index, { address, type, language }) {
    if ((list === "pages" || list === "posts") && typeof address === "string")
      return `${ES_SINGULAR[list]} "${address}"`;
    if (list === "languages" && typeof language === "string") return `idioma "${language}"`;
    if (list === "blocks" && typeof type === "string") return `bloque ${index + 1} (${type})`;
    return `${ES_SINGULAR[list] ?? list} ${index + 1}`;
  },
  step: (part) => (typeof part === "number" ? `elemento ${part + 1}` : part),
};

/**
 * The path as an owner reads it, counting from 1 and naming things by what they are:
 * `["pages", 3, "blocks", 1, "items", 3, "alt"]` becomes `page "/about" › block 2 (gallery) › item 4 › alt`.
 */
export function describePlace(path: JsonPath, data: unknown, language: ValidatorLanguage = "en"): string {
  if (language === "es") return path.length === 0 ? "todo el archivo" : sayPlace(path, data, SPANISH_FILE_WORDS);
  return path.length === 0 ? "the whole file" : sayPlace(path, data, FILE_WORDS);
}

interface FormatOptions {
  color?: boolean;
  language?: ValidatorLanguage;
}

/** The words before each line of a printed problem, by language. */
const LABELS = {
  en: { error: "error", warning: "warning", expected: "expected", hint: "hint" },
  es: { error: "error", warning: "aviso", expected: "esperado", hint: "pista" },
} as const;

const paint = (on: boolean | undefined, code: string, text: string) => (on ? `\x1b[${code}m${text}\x1b[0m` : text);

/**
 * The problem as `npm run validate`, the build and the pre-commit hook print it:
 *
 *     site.json:121:19  page "/" › block 2 (galery) › type
 *       error     unknown block type "galery"
 *       expected  one of 'hero', 'text', ...
 *       hint      did you mean 'gallery'?
 *
 * The first line is the `file:line:col` form editors and terminals turn into a link.
 */
export function formatProblem(file: string, problem: Problem, options: FormatOptions = {}): string {
  const { color } = options;
  const words = LABELS[options.language ?? "en"];
  const label = (name: keyof typeof words) => `  ${words[name].padEnd(9)} `;
  const lines = [
    `${paint(color, "1", `${file}:${problem.line}:${problem.column}`)}  ${paint(color, "36", problem.place)}`,
    (problem.severity === "error" ? paint(color, "1;31", label("error")) : paint(color, "1;33", label("warning"))) +
      problem.message,
  ];
  if (problem.expected) lines.push(paint(color, "2", label("expected")) + problem.expected);
  if (problem.hint) lines.push(paint(color, "2", label("hint")) + problem.hint);
  return lines.join("\n");
}

export const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? "" : "s"}`;

/** Colours only for a person at a terminal; never in a log file, a pipe, or when NO_COLOR is set. */
export const colorFor = (stream: { isTTY?: boolean }) => Boolean(stream.isTTY) && !noColor();

/** `2 errors and 1 warning in site.json` */
export function summarize(file: string, problems: readonly Problem[]): string {
  const errors = problems.filter((problem) => problem.severity === "error").length;
  const warnings = problems.length - errors;
  const parts = [errors ? plural(errors, "error") : "", warnings ? plural(warnings, "warning") : ""].filter(Boolean);
  return `${parts.join(" and ") || "no problems"} in ${file}`;
}

/**
 * Turns character offsets into 1-based line and column numbers. The lines are found only as far as a position asks,
 * by searching for each line break: most files have nothing to place.
 */
export class LineIndex {
  /** Where each line starts, for every line that starts at or before `scanned`. */
  private readonly starts: number[] = [0];
  private scanned = 0;

  constructor(private readonly text: string) {}

  position(offset: number): { line: number; column: number } {
    while (this.scanned < offset) {
      const lineBreak = this.text.indexOf("\n", this.scanned);
      if (lineBreak === -1 || lineBreak >= offset) {
        // No line starts after `scanned` up to `offset`; the search goes on from there next time.
        this.scanned = offset;
        break;
      }
      this.starts.push(lineBreak + 1);
      this.scanned = lineBreak + 1;
    }
    let low = 0;
    let high = this.starts.length - 1;
    while (low < high) {
      const mid = (low + high + 1) >> 1;
      if (this.starts[mid]! <= offset) low = mid;
      else high = mid - 1;
    }
    return { line: low + 1, column: offset - this.starts[low]! + 1 };
  }
}
