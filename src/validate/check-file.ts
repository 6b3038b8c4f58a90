/** The whole check of site.json's bytes or text: read, syntax, schema, rules, each problem placed and worded. */
import { getLocation, parse, visit } from "jsonc-parser";
import { Site, type SiteData } from "../../schema/site.ts";
import { crossCheck, type Rule } from "./rules/index.ts";
import { checkSchema } from "./schema/check.ts";
import {
  countKeysInText,
  dataShape,
  MAX_FILE_BYTES,
  noFieldTwice,
  screenText,
  stoppedAt,
} from "./read/input-limits.ts";
import { decodeBytes } from "./read/encoding.ts";
import { locatePaths, repeatedFields } from "./read/locate.ts";
import { describePlace, LineIndex, type Finding, type JsonPath, type Problem } from "./report/problem.ts";
import { locationBefore, readJson, type Region } from "./read/syntax.ts";
import { plainIssues } from "./schema/issues.ts";
import type { ValidatorLanguage } from "./messages/language.ts";
import { READ_CODES, readWordsInSpanish } from "./messages/read-es.ts";

/** `ok` means no errors; `problems` holds the errors and the warnings, in file order. */
export type ValidationResult =
  { ok: true; site: SiteData; problems: Problem[] } | { ok: false; problems: Problem[]; site?: undefined };

/** The most problems listed at once; past it, one more problem says how many were left out. */
export const MAX_PROBLEMS = 1_000;

/** Adds items one at a time: `push(...items)` overflows the stack for a list of a few hundred thousand. */
function append<T>(target: T[], items: readonly T[]): void {
  for (const item of items) target.push(item);
}

export interface ValidateOptions {
  /** The folder site.json is in: image paths are checked against it. Without it, image files are not checked. */
  root?: string;
  /** The cross-check rules to run (all of RULES unless told). */
  rules?: readonly Rule[];
  /** The language the problems are worded in (English unless told). */
  language?: ValidatorLanguage;
}

const BOM = "\ufeff";

/**
 * Checks site.json's text completely: syntax, then schema, then the rules that span the document, then the advice
 * (warnings). Every problem is collected so the owner fixes them all in one pass; nothing here throws for a content
 * mistake.
 */
export function checkText(source: string, options: ValidateOptions = {}): ValidationResult {
  const findings: Finding[] = [];
  // A byte-order mark is invisible in editors; reading goes on without it, and the owner is told.
  const shift = source.startsWith(BOM) ? 1 : 0;
  const text = source.slice(shift);
  if (shift) {
    findings.push({
      code: "bom",
      severity: "warning",
      path: [],
      offset: 0,
      message: "the file starts with an invisible byte-order mark (BOM)",
      expected: "plain UTF-8",
      hint: 'it was ignored this time; in the editor, save the file with the encoding "UTF-8" rather than "UTF-8 with BOM"',
    });
  }
  let lines: LineIndex | undefined;
  const at = (offset: number) => (lines ??= new LineIndex(source)).position(offset + shift);
  const where = (offset: number) => {
    const { line, column } = at(offset);
    return `at line ${line}, column ${column}`;
  };

  // V8's JSON.parse is iterative and keeps `__proto__` as a plain field, so it is safe on any text. When it reads
  // the file, one walk over the data tells whether the character-by-character screen can find anything: on a
  // 10,000-page file that screen cost half a second, spent only now when the walk cannot vouch for the data.
  let data: unknown;
  let strict = false;
  let near: number | undefined; // where JSON.parse stopped
  try {
    data = JSON.parse(text);
    strict = true;
  } catch (error) {
    // not strict JSON: screened, then read by the tolerant parser below
    near = stoppedAt(error);
  }
  const shape = strict ? dataShape(data) : undefined;
  // Every field written once (noFieldTwice): the walk's per-object counts are the text's, and no duplicate needs
  // looking for.
  const unrepeated = shape !== undefined && noFieldTwice(text, shape);
  const screened = !shape?.ordinary || !unrepeated;
  // Hostile input is refused before the tolerant parser or any walk that could overflow the stack sees it.
  const refusal = screened ? screenText(text) : undefined;
  if (refusal) return finish([...findings, refusal], undefined, text, at, undefined, undefined, options.language);

  if (!strict && !/\S/.test(text)) {
    findings.push({
      code: "empty-file",
      path: [],
      offset: 0,
      message: "the file is empty",
      expected: "the whole site, as one object that starts with { and ends with }",
      hint: "if it was emptied by mistake, undo in the editor, or restore the last committed copy with: git checkout -- site.json",
    });
    return finish(findings, undefined, text, at, undefined, undefined, options.language);
  }

  // The slower position-keeping parser runs only when JSON.parse found a problem.
  let repaired = text;
  let vouched = unrepeated;
  let region: Region | undefined; // where the first syntax mistake was found
  if (!strict) {
    const read = readJson(text, where, near);
    append(findings, read.findings);
    region = read.region;
    if (read.data === undefined) return finish(findings, undefined, text, at, undefined, region, options.language);
    data = read.data;
    repaired = read.text ?? text; // repairs keep every offset, so positions found in it are positions in the owner's text
    vouched = read.unrepeated === true;
  }

  if (!data || typeof data !== "object" || Array.isArray(data)) {
    findings.push({
      code: "not-an-object",
      path: [],
      offset: text.length - text.trimStart().length,
      message: `the file holds ${Array.isArray(data) ? "a list [ ... ]" : `only ${JSON.stringify(data)}`}, not a site`,
      expected: 'one object { ... } with "site", "business", "navigation", "footer", "pages" and the other parts',
    });
    return finish(findings, undefined, text, at, undefined, undefined, options.language);
  }

  if (!vouched) append(findings, duplicateKeys(repaired, data, shape !== undefined));
  const parsed = checkSchema(data);
  if (!parsed.success) {
    for (const issue of parsed.issues) append(findings, plainIssues(Site, data, issue, [], options.language));
  }
  // The rules that span the document run on the data even when some fields are wrong, so one pass shows
  // every problem (src/validate/rules/).
  append(
    findings,
    crossCheck(parsed.success ? parsed.data : data, {
      root: options.root,
      valid: parsed.success,
      rules: options.rules,
      language: options.language,
    }),
  );
  return finish(
    dropEchoes(findings),
    parsed.success ? parsed.data : undefined,
    repaired,
    at,
    data,
    region,
    options.language,
  );
}

/**
 * Checks a file's bytes as `npm run validate` reads them: the encoding first (UTF-16, a picture, bytes that are not
 * UTF-8 are each one problem), then the text.
 */
export function checkBytes(bytes: Uint8Array, options: ValidateOptions = {}): ValidationResult {
  if (bytes.length > MAX_FILE_BYTES) return fileTooBig(bytes.length);
  const decoded = decodeBytes(bytes);
  if ("finding" in decoded) {
    const lines = new LineIndex(decoded.text);
    const at = (offset: number) => lines.position(offset);
    return finish([decoded.finding], undefined, decoded.text, at, undefined, undefined, options.language);
  }
  return checkText(decoded.text, options);
}

/** The problem for a file over MAX_FILE_BYTES (its size, when known). */
export function fileTooBig(size?: number): ValidationResult {
  const megabytes = (bytes: number) => `${Math.round(bytes / 1024 / 1024).toLocaleString("en-US")} MB`;
  return fileProblem({
    code: "unreadable-file",
    message: `the file is ${size === undefined ? `over ${megabytes(MAX_FILE_BYTES)}` : megabytes(size)}, too big to be read as a site`,
    expected: `at most ${megabytes(MAX_FILE_BYTES)} (a site of 10,000 pages is about 90 MB)`,
    hint: "this is not a site.json, or something huge was pasted into it; restore it with: git checkout -- site.json",
  });
}

/** The result for a problem with the file as a whole, before there is any text to point into. */
export function fileProblem(problem: Pick<Problem, "code" | "message" | "expected" | "hint">): ValidationResult {
  return {
    ok: false,
    problems: [{ severity: "error", path: [], place: "the whole file", line: 1, column: 1, ...problem }],
  };
}

/**
 * A misspelt field is both unknown and, under its right name, missing; saying both is noise.
 * Keep "'hedaing' is not a field here; did you mean 'heading'?" and drop "'heading' is missing".
 */
function dropEchoes(findings: Finding[]): Finding[] {
  const meant = new Set<string>();
  for (const finding of findings) {
    if (finding.meant) meant.add(JSON.stringify([...finding.path.slice(0, -1), finding.meant]));
  }
  if (meant.size === 0) return findings;
  return findings.filter((finding) => !(finding.code === "missing-field" && meant.has(JSON.stringify(finding.path))));
}

function finish(
  findings: Finding[],
  site: SiteData | undefined,
  text: string,
  at: (offset: number) => { line: number; column: number },
  data?: unknown,
  region?: Region,
  language?: ValidatorLanguage,
): ValidationResult {
  if (findings.length > MAX_PROBLEMS) {
    // A file of a million wrong keys is not an owner's typo: list enough to see what happened, and say so.
    const more = findings.length - MAX_PROBLEMS;
    const hidden = findings.slice(MAX_PROBLEMS);
    findings = findings.slice(0, MAX_PROBLEMS);
    // The count keeps the worst severity of what it hides: warnings alone leave the site valid.
    const hidesAnError = hidden.some((finding) => (finding.severity ?? "error") === "error");
    findings.push({
      code: "too-many-problems",
      ...(hidesAnError ? {} : { severity: "warning" as const }),
      path: [],
      offset: 0,
      message: `and ${more.toLocaleString("en-US")} more problems like these, not listed`,
      expected: `at most ${MAX_PROBLEMS.toLocaleString("en-US")} problems are listed at once`,
      hint: "fix the ones listed (they are usually one mistake repeated), then check again",
    });
  }
  // A syntax mistake has no path of its own: name the place from what the tolerant parser can read.
  let tolerant: unknown; // the text as jsonc-parser reads it, past its syntax mistakes
  let first = true;
  for (const finding of findings) {
    if (finding.path.length === 0 && finding.offset !== undefined && finding.code.startsWith("json-")) {
      // The first is where the text stops being valid JSON (no repair changes a character before it): placed from
      // the page it is in alone.
      finding.path = first
        ? locationBefore(text, finding.offset, region)
        : getLocation(text, finding.offset).path.filter((part) => part !== "");
      first = false;
      data ??= tolerant ??= parse(text, [], { allowTrailingComma: true });
    }
  }
  const unplaced = findings.filter((finding) => finding.offset === undefined);
  const offsets = new Map(
    unplaced.length ? locatePaths(text, unplaced).map((offset, index) => [unplaced[index]!, offset] as const) : [],
  );
  const problems = problemsOf(findings, (finding) => at(finding.offset ?? offsets.get(finding)!), data, language);
  const ok = !problems.some((problem) => problem.severity === "error");
  return ok && site ? { ok, site, problems } : { ok: false, problems };
}

/**
 * The findings as the owner reads them, in file order: each at its line and column (`position`), its place in words
 * (`data`: the file as parsed, where the place's pages and blocks are named from).
 */
function problemsOf(
  findings: readonly Finding[],
  position: (finding: Finding) => { line: number; column: number },
  data: unknown,
  language?: ValidatorLanguage,
): Problem[] {
  // The reading's own words (the file, its syntax) are put in Spanish here; the rules' and the schema's say their own.
  const words = (text: string, code: string) =>
    language === "es" && READ_CODES.has(code) ? readWordsInSpanish(text) : text;
  const problems: Problem[] = findings.map((finding) => ({
    severity: finding.severity ?? "error",
    code: finding.code,
    path: finding.path,
    place: describePlace(finding.path, data, language),
    ...position(finding),
    message: words(finding.message, finding.code),
    ...(finding.expected ? { expected: words(finding.expected, finding.code) } : {}),
    ...(finding.hint ? { hint: words(finding.hint, finding.code) } : {}),
    ...(finding.about ? { about: finding.about } : {}),
  }));
  return problems.sort((a, b) => a.line - b.line || a.column - b.column);
}

/** A field written a second time in its object, at `offset` in the text. */
const duplicateField = (path: JsonPath, offset: number): Finding => ({
  code: "duplicate-field",
  path,
  offset,
  message: `'${path[path.length - 1]}' appears twice in the same object`,
  expected: "each field once",
  hint: "only the last one would be used: keep the right one and delete the other",
});

/** Iterative, so no nesting can overflow the stack. */
function countKeys(root: unknown): number {
  let count = 0;
  const stack: unknown[] = [root];
  while (stack.length) {
    const value = stack.pop();
    // One at a time: spreading a list of a million items into push() overflows the argument limit.
    if (Array.isArray(value)) for (const item of value) stack.push(item);
    else if (value && typeof value === "object") {
      for (const key of Object.keys(value)) {
        count++;
        stack.push((value as Record<string, unknown>)[key]);
      }
    }
  }
  return count;
}

/**
 * JSON.parse keeps the last of two equal keys without a word; the owner should hear about the first.
 * Counting keys in the text against keys parsed tells whether a duplicate is possible (`told`: noFieldTwice already
 * said there is one, for data JSON.parse read); only then is the text scanned to find where: by repeatedFields when
 * JSON.parse read it, else token by token (jsonc-parser, which reads comments and trailing commas).
 */
function duplicateKeys(text: string, data: unknown, told: boolean): Finding[] {
  if (!told && countKeysInText(text) === countKeys(data)) return [];
  // Strict JSON (told): one quick scan. Text the tolerant parser read (comments, trailing commas): its tokens.
  if (told) return repeatedFields(text).map(({ path, offset }) => duplicateField(path, offset));
  const found: Finding[] = [];
  const seen: Set<string>[] = [];
  visit(
    text,
    {
      onObjectBegin: () => void seen.push(new Set()),
      onObjectEnd: () => void seen.pop(),
      onObjectProperty: (name, offset, _length, _line, _column, pathSupplier) => {
        const keys = seen[seen.length - 1]!;
        if (keys.has(name)) found.push(duplicateField([...pathSupplier(), name], offset));
        keys.add(name);
      },
    },
    { allowTrailingComma: true },
  );
  return found;
}
