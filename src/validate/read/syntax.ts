import { getLocation, printParseErrorCode, visit, type ParseError } from "jsonc-parser";
import type { InputCode } from "../input-codes.ts";
import { dataShape, framesAt, noFieldTwice, pathOf, screenText, stoppedAt, type OpenFrame } from "./input-limits.ts";
import type { Finding, JsonPath } from "../report/problem.ts";

/*
 * JSON syntax mistakes an owner makes by hand: a missing or extra comma, a comment, curly quotes
 * pasted from a word processor, an unclosed text or bracket. The parser's first error is explained in
 * a sentence; when the mistake has an obvious repair of the same length (a comma too many, a curly
 * quote, a comment), the repair is made in a copy and reading goes on, so every mistake of that kind
 * is reported at once and the rest of the checks can still run. Repairs never move a character, so
 * every position reported is a position in the owner's file.
 */

export interface SyntaxResult {
  findings: Finding[];
  /** The parsed document when every mistake could be repaired (the checks then go on with it). */
  data?: unknown;
  /** The repaired text: the same length as the owner's, every character where it was. */
  text?: string;
  /** Every field of the repaired text is written once (JSON.parse read it, and its colons say so). */
  unrepeated?: boolean;
  /** The part the first mistake was found in, when it was read alone (locationBefore places the mistake with it). */
  region?: Region;
}

const CURLY_DOUBLE = "\u201c\u201d\u201e\u201f\u2033";
const CURLY_SINGLE = "\u2018\u2019\u201a\u201b\u2032";
/** The most syntax mistakes told at once: past them, the file is seldom what its owner meant. */
export const MAX_FINDINGS = 50;

const isSpace = (char: string | undefined) => char === " " || char === "\t" || char === "\r" || char === "\n";

/** Thrown by errorIn's visitor to stop reading at the first complaint. */
const FOUND = Symbol("first error found");

/** The parser's first complaint, the one earliest in the text: its reading stops there and builds no tree. */
function errorIn(text: string): ParseError | undefined {
  let first: ParseError | undefined;
  try {
    visit(
      text,
      {
        onError: (error, offset, length) => {
          first = { error, offset, length };
          throw FOUND;
        },
      },
      { disallowComments: true, allowTrailingComma: false, allowEmptyContent: false },
    );
  } catch (error) {
    if (error !== FOUND) throw error;
  }
  return first;
}

/*
 * Reading a large file to its mistake is slow with jsonc-parser, several times slower than JSON.parse and the quick
 * scan of brackets (framesAt). Up to its first mistake a text is valid JSON,
 * which every parser reads alike: so the object or list open there at REGION_DEPTH (in a site.json, a page), found
 * by the quick scan, is read alone from its bracket, as jsonc-parser would read it in place, and only that part is
 * given to it.
 */

/** The level of the part read alone: the root, a list such as "pages", then one of its items. */
const REGION_DEPTH = 2;

/** A part of the text read alone: where its bracket is, the path to it, and an offset up to which it is open. */
export interface Region {
  start: number;
  path: JsonPath;
  until: number;
}

/** The part at REGION_DEPTH of the frames open at `until`; none when they are not that deep. */
function regionOf(text: string, frames: readonly OpenFrame[], until: number): Region | undefined {
  const frame = frames[REGION_DEPTH];
  return frame && { start: frame.open, path: pathOf(text, frames.slice(0, REGION_DEPTH)), until };
}

const regionAt = (text: string, offset: number) => regionOf(text, framesAt(text, offset).frames, offset);

/**
 * The parser's first complaint about `text`. `near`, where JSON.parse stopped on the same text (its message says),
 * lets it read only the part open there: what comes before is valid JSON, for JSON.parse and so for this parser, so
 * the first complaint is in that part, or (when the part closes first) further on, and the whole text is read then.
 * tests/fuzz.test.ts compares it with the whole read on damaged texts.
 */
export function firstError(text: string, near?: number): ParseError | undefined {
  return findFirst(text, near).error;
}

/** firstError, and the part it was found in, when it was read alone. */
function findFirst(text: string, near: number | undefined): { error?: ParseError; region?: Region } {
  const region = near === undefined ? undefined : regionAt(text, near);
  if (region) {
    const error = errorIn(text.slice(region.start));
    if (error && printParseErrorCode(error.error) !== "EndOfFileExpected") {
      return { error: { ...error, offset: error.offset + region.start }, region };
    }
  }
  return { error: errorIn(text) };
}

/**
 * The path jsonc-parser's getLocation gives for `offset`, its empty parts dropped, when the text before `offset` is
 * valid JSON (the place of the first syntax mistake): only the page it is in is read by that parser. `known`, the
 * part the mistake was found in (readJson's `region`), spares the scan to the page when the offset is in it: the
 * text before the offset is the one the part was found in (no repair changes a character before the first mistake's
 * place).
 */
export function locationBefore(text: string, offset: number, known?: Region): JsonPath {
  const region = known && known.start < offset && offset <= known.until ? known : regionAt(text, offset);
  const location = region
    ? [...region.path, ...getLocation(text.slice(region.start), offset - region.start).path]
    : getLocation(text, offset).path;
  return location.filter((part) => part !== "");
}

function previousNonSpace(text: string, offset: number): number {
  let at = offset - 1;
  while (at >= 0 && isSpace(text[at])) at--;
  return at;
}

/** The bracket left open at `offset` (or at the end), found by a scan that skips over texts. */
export function unclosedBracket(text: string, offset: number): { char: string; offset: number } | undefined {
  // The offsets of the brackets open, each by the code of its character; a text is skipped to what ends it by a
  // regular expression, quicker than a character at a time.
  const stack: number[] = [];
  const end = Math.min(offset, text.length);
  for (let i = 0; i < end; i++) {
    const code = text.charCodeAt(i);
    if (code === 34) {
      // A text ends at its closing quote or at a line break; a backslash takes the character after it along.
      TEXT_END.lastIndex = i + 1;
      let stop = TEXT_END.exec(text);
      while (stop && stop[0] === "\\" && stop.index < end) {
        TEXT_END.lastIndex = stop.index + 2;
        stop = TEXT_END.exec(text);
      }
      if (!stop) break;
      i = stop.index;
    } else if (code === 123 || code === 91) stack.push(i);
    else if (code === 125 || code === 93) stack.pop();
  }
  const open = stack[stack.length - 1];
  return open === undefined ? undefined : { char: text[open]!, offset: open };
}

/** What ends a text for unclosedBracket, or escapes the next character. */
const TEXT_END = /["\\\n]/g;

function replaceAt(text: string, offset: number, replacement: string): string {
  return text.slice(0, offset) + replacement + text.slice(offset + replacement.length);
}

type Step = { finding: Finding; repaired?: string };

const WHERE = (line: string) => `opened ${line}`;

/** Explains one parse error, and repairs it when that is safe. */
function explain(text: string, error: ParseError, describeOffset: (offset: number) => string): Step {
  const code = printParseErrorCode(error.error);
  const at = error.offset;
  const char = text[at];
  const finding = (offset: number, name: InputCode, message: string, expected?: string, hint?: string): Finding => ({
    code: name,
    path: [],
    offset,
    message,
    expected,
    hint,
  });

  if (code === "InvalidCommentToken" || code === "UnexpectedEndOfComment") {
    const end = text.startsWith("/*", at)
      ? (text.indexOf("*/", at + 2) + 1 || text.length - 1) + 1
      : (text.indexOf("\n", at) + 1 || text.length + 1) - 1;
    const blank = text.slice(at, end).replace(/[^\n]/g, " ");
    return {
      finding: finding(
        at,
        "json-comment",
        "JSON files cannot contain comments",
        undefined,
        "delete the comment; a note for other editors can go in a separate file",
      ),
      repaired: replaceAt(text, at, blank),
    };
  }

  if (code === "InvalidSymbol" && char && (CURLY_DOUBLE + CURLY_SINGLE).includes(char)) {
    // Replace this quote and its partner on the same line, so the text between them reads as a text.
    const lineEnd = text.indexOf("\n", at) === -1 ? text.length : text.indexOf("\n", at);
    let repaired = replaceAt(text, at, '"');
    for (let i = at + 1; i < lineEnd; i++) {
      if ((CURLY_DOUBLE + CURLY_SINGLE).includes(repaired[i]!)) {
        repaired = replaceAt(repaired, i, '"');
        break;
      }
    }
    return {
      finding: finding(
        at,
        "json-curly-quote",
        `a curly quote ${char} stands where JSON needs a straight double quote "`,
        'texts and field names between straight quotes: "like this"',
        "this happens when text is pasted from a word processor; type the quotes again in the editor",
      ),
      repaired,
    };
  }

  if (code === "InvalidSymbol" && char === "'") {
    const close = text.indexOf("'", at + 1);
    const lineEnd = text.indexOf("\n", at) === -1 ? text.length : text.indexOf("\n", at);
    return {
      finding: finding(
        at,
        "json-single-quote",
        "texts and field names in JSON are written between double quotes, not single quotes",
        '"like this"',
        `replace ' with "`,
      ),
      repaired: close > at && close < lineEnd ? replaceAt(replaceAt(text, at, '"'), close, '"') : undefined,
    };
  }

  if (code === "InvalidSymbol") {
    const word = /^[A-Za-z_$][\w$-]*/.exec(text.slice(at))?.[0];
    if (word && ["True", "False", "TRUE", "FALSE", "Null", "NULL"].includes(word)) {
      return {
        finding: finding(at, "json-bare-word", `${word} must be written in small letters`, word.toLowerCase()),
        repaired: replaceAt(text, at, word.toLowerCase()),
      };
    }
    return {
      finding: finding(
        at,
        "json-bare-word",
        word ? `${word} is not in quotes` : `the character ${JSON.stringify(char)} is not allowed here`,
        'field names and texts between double quotes, like "heading": "Tree Removal"',
        word ? `write "${word}"` : undefined,
      ),
    };
  }

  if ((code === "PropertyNameExpected" || code === "CommaExpected") && (char === "{" || char === "[")) {
    // In an object, a { or [ never follows a field's value, with a comma or without: the object before it most
    // often lost its closing } (a line deleted with it), which "a comma is missing" would not mend.
    const open = unclosedBracket(text, at);
    if (open?.char === "{") {
      return {
        finding: finding(
          at,
          "json-unclosed",
          `a closing } is missing before this ${char}`,
          `the object { ${WHERE(describeOffset(open.offset))} closed with }`,
          `add the } where that object ends, before this line; a ${char} that starts a field of its own needs the field's name first, like "name": ${char} ... ${char === "{" ? "}" : "]"}`,
        ),
      };
    }
  }

  if ((code === "PropertyNameExpected" || code === "ValueExpected") && (char === "}" || char === "]")) {
    const comma = previousNonSpace(text, at);
    if (text[comma] === ",") {
      return {
        finding: finding(
          comma,
          "json-trailing-comma",
          `there is a comma after the last ${char === "}" ? "field" : "item"}`,
          "no comma before a closing } or ]",
          "delete this comma",
        ),
        repaired: replaceAt(text, comma, " "),
      };
    }
    if (text[comma] === ":") {
      return { finding: finding(at, "json-missing-value", "a value is missing after this field name's colon") };
    }
  }

  if (code === "PropertyNameExpected" || code === "ValueExpected") {
    if (char === "," && text[previousNonSpace(text, at)] === ":") {
      return {
        finding: finding(
          at,
          "json-missing-value",
          "a value is missing after this field name's colon",
          "a text in quotes, a number, true, false, a list [ ] or an object { }",
        ),
      };
    }
    if (char === ",") {
      return {
        finding: finding(at, "json-extra-comma", "there is a comma too many here", undefined, "delete this comma"),
        repaired: replaceAt(text, at, " "),
      };
    }
    return {
      finding: finding(
        at,
        code === "ValueExpected" ? "json-missing-value" : "json-bare-word",
        code === "ValueExpected" ? "a value is missing here" : "a field name is expected here",
        code === "ValueExpected" ? "a text in quotes, a number, true, false, a list [ ] or an object { }" : undefined,
      ),
    };
  }

  if (code === "CommaExpected" && (char === "}" || char === "]")) {
    const open = unclosedBracket(text, at);
    const wanted = open?.char === "[" ? "]" : "}";
    return {
      finding: finding(
        at,
        "json-unclosed",
        `a closing ${wanted} is missing before this ${char}`,
        open
          ? `the ${open.char === "[" ? "list [" : "object {"} ${WHERE(describeOffset(open.offset))} closed with ${wanted}`
          : undefined,
      ),
    };
  }

  if (code === "CommaExpected") {
    const end = previousNonSpace(text, at) + 1;
    // A space or tab between the two items can become the comma without moving anything.
    let spot = -1;
    for (let i = end; i < at; i++) if (text[i] === " " || text[i] === "\t") spot = i;
    return {
      finding: finding(
        end,
        "json-missing-comma",
        "a comma is missing after this",
        "a comma between two fields or two items of a list",
        "add a , at the end of this line",
      ),
      repaired: spot >= 0 ? replaceAt(text, spot, ",") : undefined,
    };
  }

  if (code === "ColonExpected") {
    const end = previousNonSpace(text, at) + 1;
    return {
      finding: finding(end, "json-missing-colon", "a colon (:) is missing after this field name", '"field": value'),
      repaired: isSpace(text[end]) && text[end] !== "\n" ? replaceAt(text, end, ":") : undefined,
    };
  }

  if (code === "UnexpectedEndOfString" || (code === "InvalidCharacter" && text[at] === '"')) {
    // jsonc-parser points at the opening quote; a control character inside is a tab or a line break.
    const tab = text.indexOf("\t", at);
    const lineEnd = text.indexOf("\n", at);
    if (code === "InvalidCharacter" && tab > at && (lineEnd === -1 || tab < lineEnd)) {
      return {
        finding: finding(tab, "json-tab-in-text", "a tab character cannot be inside a text", "spaces instead"),
        repaired: replaceAt(text, tab, " "),
      };
    }
    return {
      finding: finding(
        at,
        "json-unclosed-text",
        "this text is not closed: its closing double quote is missing",
        'a " at the end of the text, on the same line',
        'a text cannot run over two lines; for a quote inside a text write \\"',
      ),
    };
  }

  if (code === "CloseBraceExpected" || code === "CloseBracketExpected") {
    const open = unclosedBracket(text, text.length);
    const wanted = open?.char === "[" ? "]" : "}";
    return {
      finding: finding(
        open?.offset ?? at,
        "json-unclosed",
        `this ${open?.char === "[" ? "list [" : "object {"} is never closed`,
        `a closing ${wanted} for it`,
        `the file ends before the ${wanted}; a closing bracket was probably deleted somewhere after this`,
      ),
    };
  }

  if (code === "EndOfFileExpected") {
    return {
      finding: finding(
        at,
        "json-after-end",
        "there is more after the end of the site's object",
        "nothing after the last }",
        "a } or ] too many earlier in the file ends the object early; remove the extra one",
      ),
    };
  }

  if (code === "InvalidEscapeCharacter") {
    return {
      finding: finding(
        at,
        "json-backslash",
        "a backslash \\ in a text starts a special character, and this one is not known",
        'write \\\\ for a backslash, \\" for a quote, or use / instead',
      ),
    };
  }

  if (code === "InvalidNumberFormat" || code === "UnexpectedEndOfNumber") {
    return {
      finding: finding(
        at,
        "json-number",
        "this number is not written correctly",
        "digits with a dot for decimals, like 28.15 or -81.45",
      ),
    };
  }

  if (code === "InvalidUnicode") {
    return {
      finding: finding(
        at,
        "json-backslash",
        "\\u in a text must be followed by four hexadecimal digits",
        "write \\\\ for a backslash (a Windows path like C:\\\\Users), or use / instead",
      ),
    };
  }
  return { finding: finding(at, "json-syntax", "the file is not valid JSON here") };
}

/** Parses the text, explaining every syntax mistake that can be found. `near` is where JSON.parse stopped on it. */
export function readJson(text: string, describeOffset: (offset: number) => string, near?: number): SyntaxResult {
  const findings: Finding[] = [];
  let current = text;
  let region: Region | undefined;
  for (;;) {
    if (current !== text) {
      // Repaired: JSON.parse (iterative, safe on any text) reads it in a fraction of the other parser's time, and
      // what it reads that parser finds no mistake in (tests/fuzz.test.ts holds them to that).
      const read = strictly(current);
      if ("data" in read) return { findings, data: read.data, text: current, unrepeated: true, region };
      near = read.near;
      // A repair can turn what was inside a text into brackets, or a curly-quoted name into __proto__: the
      // repaired copy is screened like the owner's text before the parser reads it. Offsets are the same.
      const refusal = screenText(current);
      if (refusal) return { findings: [...findings, refusal], region };
    }
    const found = findFirst(current, near);
    if (findings.length === 0) region = found.region;
    if (!found.error) break;
    const { finding, repaired } = explain(current, found.error, describeOffset);
    findings.push(finding);
    if (repaired === undefined || repaired === current || findings.length >= MAX_FINDINGS) {
      return { findings, region };
    }
    current = repaired;
  }
  try {
    return { findings, data: JSON.parse(current), text: current, region };
  } catch {
    // The parser accepted what JSON.parse does not: report what was found, and stop there.
    return { findings, region };
  }
}

/**
 * A repaired text as JSON.parse reads it, when it does and nothing in it needs the screen: the walk over its data
 * vouches for it as validate.ts's does for the owner's text (every field written once, every limit surely kept).
 * Else where JSON.parse stopped, if it did: the screen and the other parser then read it.
 */
function strictly(text: string): { data: unknown } | { near?: number } {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    return { near: stoppedAt(error) };
  }
  const shape = dataShape(data);
  return shape.ordinary && noFieldTwice(text, shape) ? { data } : {};
}
