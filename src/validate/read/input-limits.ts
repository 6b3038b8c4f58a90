import { closingQuote } from "./locate.ts";
import { RESTORE } from "./advice.ts";
import type { Finding, JsonPath } from "../report/problem.ts";

/*
 * Files no owner writes on purpose but a bad paste, a wrong "Save as" or a renamed file produce: a UTF-16 file,
 * a picture saved as site.json, bytes that are not UTF-8, NUL characters, nesting so deep that a recursive
 * parser overflows the stack, one text of many megabytes, an object of thousands of fields, and field names
 * such as __proto__ that change how JavaScript reads an object. Each is found here (the encoding in encoding.ts),
 * by linear scans that cannot overflow, before any parser or walk runs, and told as one problem with a place.
 *
 * The scan reads the text the way jsonc-parser's scanner does (a text ends at its closing quote or at a line
 * break, a backslash escapes one character, // and /* *\/ are comments), so a bracket the parser would see
 * is never hidden from the scan inside something the scan took for a text or a comment.
 */

/**
 * The deepest nesting of { and [ accepted. The shipped site nests 7 deep and the schema's deepest path
 * about 9; 64 is far above any site an owner writes and far below what overflows the parsers and the walks
 * over the data (jsonc-parser, zod, the cross-checks: each recurses once per level).
 */
export const MAX_DEPTH = 64;

/** The longest single text accepted: a long article is some 50,000 characters. */
export const MAX_TEXT_LENGTH = 1_000_000;

/** The most fields one object may have: the schema's largest object has fewer than 20. */
export const MAX_FIELDS = 2_000;

/** The largest file read at all: a site of 10,000 pages is about 90 MB. */
export const MAX_FILE_BYTES = 256 * 1024 * 1024;

/**
 * Field names that are not data to JavaScript: `__proto__` replaces an object's prototype when a parser or
 * a copy assigns it, and `constructor` and `prototype` lead from any object to the shared prototype. No
 * field of the schema has these names, so they are refused before anything reads the file.
 */
export const FORBIDDEN_FIELDS: readonly string[] = ["__proto__", "constructor", "prototype"];
/** FORBIDDEN_FIELDS, asked of every field of a large file (a set: quicker than a list's search). */
const FORBIDDEN = new Set(FORBIDDEN_FIELDS);

const TAB = 9;
const NEWLINE = 10;
const RETURN = 13;
const SPACE = 32;
const QUOTE = 34;
const STAR = 42;
const COMMA = 44;
const SLASH = 47;
const COLON = 58;
const OPEN_BRACKET = 91;
const BACKSLASH = 92;
const CLOSE_BRACKET = 93;
const OPEN_BRACE = 123;
const CLOSE_BRACE = 125;

const LIST = 1;
const OBJECT = 2;

/** Whether the last text endOfText read had a backslash in it. */
let escaped = false;

/** The offset just past the text that opens at `start`: past its closing quote, or at the line break or end that cuts it off. */
function endOfText(text: string, start: number): number {
  escaped = false;
  // The regular expression skips to the next character that matters: quicker than reading each one here.
  TEXT_STOP.lastIndex = start + 1;
  for (;;) {
    const stop = TEXT_STOP.exec(text);
    if (!stop) return text.length;
    const code = text.charCodeAt(stop.index);
    if (code === QUOTE) return stop.index + 1;
    if (code !== BACKSLASH) return stop.index; // a line break
    escaped = true;
    TEXT_STOP.lastIndex = stop.index + 2; // the escaped character, whatever it is, is skipped
  }
}

/** What ends a text or changes how it is read: its closing quote, a line break, a backslash. */
const TEXT_STOP = /["\\\n\r]/g;

/** The offset just past the comment that opens at `start` (a `/` followed by `/` or `*`). */
function endOfComment(text: string, start: number): number {
  if (text.charCodeAt(start + 1) === STAR) {
    const close = text.indexOf("*/", start + 2);
    return close === -1 ? text.length : close + 2;
  }
  for (let i = start + 2; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code === NEWLINE || code === RETURN) return i;
  }
  return text.length;
}

const isComment = (text: string, i: number) =>
  text.charCodeAt(i) === SLASH && (text.charCodeAt(i + 1) === SLASH || text.charCodeAt(i + 1) === STAR);

/** A field name as JSON reads it: the text between the quotes with its escapes decoded. */
function nameOf(text: string, start: number, end: number): string {
  const raw = text.slice(start + 1, text.charCodeAt(end - 1) === QUOTE && end - start > 1 ? end - 1 : end);
  if (!raw.includes("\\")) return raw;
  try {
    return JSON.parse(`"${raw}"`) as string;
  } catch {
    return raw;
  }
}

/** An object or list open at some offset, as `framesAt` reads it. */
export interface OpenFrame {
  kind: number;
  /** Where its bracket is. */
  open: number;
  /** A list's item being read. */
  index: number;
  /** An object's field being read (after its colon): where its name's text starts, and where it ends; -1 for none. */
  keyStart: number;
  keyEnd: number;
}

/**
 * The objects and lists open at `offset`, outermost first, from a scan of the text before it. It never recurses, and
 * keeps no level past MAX_DEPTH (`hidden` counts them). Names are read (pathOf) only for the frames asked about.
 */
export function framesAt(text: string, offset: number): { frames: OpenFrame[]; hidden: number } {
  const frames: OpenFrame[] = [];
  let hidden = 0; // levels past MAX_DEPTH, counted but not kept
  let name = -1; // where the last text read opened, which a colon makes a field name
  let nameEnd = 0;
  for (let i = 0; i < offset && i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code === QUOTE) {
      const end = endOfText(text, i);
      name = i;
      nameEnd = end;
      i = end - 1;
      continue;
    }
    if (code === SPACE || code === NEWLINE || code === RETURN || code === TAB) continue;
    if (isComment(text, i)) {
      i = endOfComment(text, i) - 1;
      continue;
    }
    const top = hidden ? undefined : frames[frames.length - 1];
    if (code === COLON && top?.kind === OBJECT && name !== -1) {
      top.keyStart = name;
      top.keyEnd = nameEnd;
    } else if (code === COMMA && top) {
      if (top.kind === LIST) top.index++;
      else top.keyStart = -1;
    } else if (code === OPEN_BRACE || code === OPEN_BRACKET) {
      if (frames.length >= MAX_DEPTH || hidden) hidden++;
      else frames.push({ kind: code === OPEN_BRACE ? OBJECT : LIST, open: i, index: 0, keyStart: -1, keyEnd: -1 });
    } else if (code === CLOSE_BRACE || code === CLOSE_BRACKET) {
      if (hidden) hidden--;
      else if (top?.kind === (code === CLOSE_BRACE ? OBJECT : LIST)) frames.pop();
    }
    name = -1;
  }
  return { frames, hidden };
}

/** The path the frames of `text` lead to: each list's item, each object's field once its colon is read. */
export const pathOf = (text: string, frames: readonly OpenFrame[]): JsonPath =>
  frames.flatMap((frame): JsonPath => {
    if (frame.kind === LIST) return [frame.index];
    // A name of over a thousand characters is no field of a site: left out, as it was not read.
    const named = frame.keyStart !== -1 && frame.keyEnd - frame.keyStart <= 1_000;
    return named ? [nameOf(text, frame.keyStart, frame.keyEnd)] : [];
  });

/**
 * The path of the value at `offset` (the field or item being read there), from a scan of the text before it:
 * for naming the place of a problem in words.
 */
export function pathAt(text: string, offset: number): JsonPath {
  return pathOf(text, framesAt(text, offset).frames);
}

/**
 * Checks a text before any parser reads it, in one pass that cannot overflow: NUL characters, nesting deeper
 * than MAX_DEPTH, single texts longer than MAX_TEXT_LENGTH, objects of more than MAX_FIELDS fields, and the
 * field names in FORBIDDEN_FIELDS. Returns the first such problem.
 *
 * Nesting is counted as a stack of the brackets opened: a closing bracket of the other kind closes nothing,
 * as in jsonc-parser, which skips it. So the count is never lower than the depth any parser reaches.
 */
export function screenText(text: string): Finding | undefined {
  const nul = text.indexOf("\0");
  if (nul !== -1) {
    return {
      code: "nul-character",
      path: pathAt(text, nul),
      offset: nul,
      message: "the file holds a NUL character (code 0), which no text file has",
      expected: "text only",
      hint: `the file is damaged, or something that is not text was pasted in; delete the character, or ${RESTORE}`,
    };
  }
  const kinds = new Uint8Array(MAX_DEPTH);
  const fields = new Uint32Array(MAX_DEPTH);
  const opened = new Float64Array(MAX_DEPTH);
  let depth = 0;
  let name = -1; // where the last text opened, while a colon may still make it a field name
  let nameEnd = 0;
  let nameEscaped = false;
  const length = text.length;
  for (let i = 0; i < length; i++) {
    const code = text.charCodeAt(i);
    if (code === QUOTE) {
      const end = endOfText(text, i);
      const size = end - i - (text.charCodeAt(end - 1) === QUOTE && end - i > 1 ? 2 : 1);
      if (size > MAX_TEXT_LENGTH) {
        return {
          code: "text-too-long",
          path: pathAt(text, i),
          offset: i,
          message: `this text is ${size.toLocaleString("en-US")} characters long`,
          expected: `at most ${MAX_TEXT_LENGTH.toLocaleString("en-US")} characters in one text`,
          hint: "a whole file was probably pasted into it",
        };
      }
      name = i;
      nameEnd = end;
      nameEscaped = escaped;
      i = end - 1;
      continue;
    }
    if (code === SPACE || code === NEWLINE || code === RETURN || code === TAB) continue;
    if (code === SLASH && isComment(text, i)) {
      i = endOfComment(text, i) - 1;
      continue;
    }
    if (code === COLON && name !== -1 && depth > 0 && kinds[depth - 1] === OBJECT) {
      const size = nameEnd - name;
      // Only a name as long as the forbidden ones with their quotes, or a short one with escapes, can be one.
      if (size === 11 || size === 13 || (nameEscaped && size <= 80)) {
        const field = nameOf(text, name, nameEnd);
        if (FORBIDDEN_FIELDS.includes(field)) return forbidden(text, name, field);
      }
      if (++fields[depth - 1]! > MAX_FIELDS) {
        const at = opened[depth - 1]!;
        return {
          code: "too-many-fields",
          path: pathAt(text, at),
          offset: at,
          message: `this object has more than ${MAX_FIELDS.toLocaleString("en-US")} fields`,
          expected: `at most ${MAX_FIELDS.toLocaleString("en-US")} fields in one object (an object of a site has a few)`,
          hint: "a list was probably pasted in as fields; a list is written [ ... ]",
        };
      }
    }
    name = -1;
    if (code === OPEN_BRACE || code === OPEN_BRACKET) {
      if (depth === MAX_DEPTH) {
        const path = pathAt(text, i);
        // The place is where the nesting starts to make no sense: up to the last field name, at most 8 levels.
        const lastName = path.findLastIndex((part) => typeof part === "string");
        return {
          code: "too-deep",
          path: path.slice(0, Math.min(lastName + 1, 8)),
          offset: i,
          message: `the lists and objects are nested more than ${MAX_DEPTH} deep here`,
          expected: `at most ${MAX_DEPTH} levels of { } and [ ] inside each other (a site needs about 10)`,
          hint: `brackets were pasted by mistake, or this is not a site; ${RESTORE}`,
        };
      }
      kinds[depth] = code === OPEN_BRACE ? OBJECT : LIST;
      fields[depth] = 0;
      opened[depth] = i;
      depth++;
    } else if (code === CLOSE_BRACE) {
      if (depth > 0 && kinds[depth - 1] === OBJECT) depth--;
    } else if (code === CLOSE_BRACKET) {
      if (depth > 0 && kinds[depth - 1] === LIST) depth--;
    }
  }
  return undefined;
}

function forbidden(text: string, offset: number, field: string): Finding {
  return {
    code: "forbidden-field",
    path: [...pathAt(text, offset), field],
    offset,
    message: `'${field}' cannot be a field name`,
    expected: "a field of the schema (none is called __proto__, constructor or prototype)",
    hint: "these names have a special meaning to the programs that read site.json, so they are refused anywhere; delete the field",
  };
}

/**
 * How many texts in the document are followed by a colon, i.e. are keys. A scan from quote to quote:
 * a regex match would build an array of a million strings on a 90 MB file. A text value that contains
 * an escaped quote before a colon can only raise the count, which makes validate.ts run its exact scan.
 */
export function countKeysInText(text: string): number {
  let count = 0;
  let at = text.indexOf('"');
  while (at !== -1) {
    const end = closingQuote(text, at);
    if (end === -1) break;
    let next = end + 1;
    for (let code = text.charCodeAt(next); code === 32 || code === 10 || code === 13 || code === 9;) {
      code = text.charCodeAt(++next);
    }
    if (text.charCodeAt(next) === 58) count++;
    at = text.indexOf('"', end + 1);
  }
  return count;
}

/** How many times `character` is in `text`. */
function occurrences(text: string, character: string): number {
  let count = 0;
  for (let at = text.indexOf(character); at !== -1; at = text.indexOf(character, at + 1)) count++;
  return count;
}

/**
 * Whether strict JSON `text`, parsed to data of this `shape` (dataShape), writes no field twice.
 *
 * Without a \u escape in the text, by counting its colons, several times quicker than countKeysInText's scan from
 * quote to quote. Every colon of strict JSON is either the one after a
 * field's name or a character of a text, and with no \u escape every colon in the data's names and texts is one
 * written in the text. So, with nothing lost, the text's colons are the data's fields plus the colons of its names and
 * texts (`shape.colons`). JSON.parse keeps the last of a field written twice: the text then holds a name more than
 * the data, with its colon, and maybe more colons in what was lost, never fewer. With a \u in the text (an escape,
 * or a backslash before a u), the scan decides.
 */
export function noFieldTwice(text: string, shape: { keys: number; colons: number }): boolean {
  if (text.includes("\\u")) return countKeysInText(text) === shape.keys;
  return occurrences(text, ":") === shape.keys + shape.colons;
}

/** Where JSON.parse stopped, from its message ("... in JSON at position 123"); undefined when it does not say. */
export function stoppedAt(error: unknown): number | undefined {
  const position = error instanceof SyntaxError ? / at position (\d+)/.exec(error.message)?.[1] : undefined;
  return position === undefined ? undefined : Number(position);
}

/** A text this long may be written longer than MAX_TEXT_LENGTH: an escape such as \\u00e9 is six characters for one. */
const SURELY_SHORT_TEXT = Math.floor(MAX_TEXT_LENGTH / 6);

/**
 * One iterative walk over strictly parsed data: how many fields it has (for the duplicate count), and whether it
 * is surely within every limit screenText checks (nesting, fields per object, forbidden names, long texts).
 * Not `ordinary` only means "screen the text": the screen decides, with its own place and words. The field
 * counts hold per object only when no field was written twice, which the caller checks against the text.
 */
export function dataShape(root: unknown): { keys: number; colons: number; ordinary: boolean } {
  let keys = 0;
  let colons = 0;
  let ordinary = true;
  // Objects and lists wait on the stack, each with its depth; a text is looked at where it is found.
  const stack: object[] = [];
  const depths: number[] = [];
  const look = (value: unknown, depth: number) => {
    if (typeof value === "string") {
      if (value.length > SURELY_SHORT_TEXT) ordinary = false;
      if (value.includes(":")) colons += occurrences(value, ":");
    } else if (value !== null && typeof value === "object") {
      stack.push(value);
      depths.push(depth);
    }
  };
  look(root, 1);
  while (stack.length) {
    const value = stack.pop()!;
    const depth = depths.pop()!;
    if (depth >= MAX_DEPTH) ordinary = false;
    if (Array.isArray(value)) {
      for (const item of value) look(item, depth + 1);
    } else {
      // By for-in, not Object.keys: no list of names made for each of a large file's million objects (JSON.parse's
      // objects have only their own fields, and nothing is added to Object.prototype that would be listed).
      let fields = 0;
      for (const name in value) {
        fields++;
        if (name.length > SURELY_SHORT_TEXT || FORBIDDEN.has(name)) ordinary = false;
        if (name.includes(":")) colons += occurrences(name, ":");
        look((value as Record<string, unknown>)[name], depth + 1);
      }
      keys += fields;
      if (fields > MAX_FIELDS) ordinary = false;
    }
  }
  return { keys, colons, ordinary };
}
