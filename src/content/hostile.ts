import { getLocation } from "jsonc-parser";
import type { Finding, JsonPath } from "./problems.ts";

/*
 * Files no owner writes on purpose but a bad paste, a wrong "Save as" or a renamed file produce: a UTF-16
 * file, a picture saved as site.json, bytes that are not UTF-8, NUL characters, nesting so deep that a
 * recursive parser overflows the stack, one text of many megabytes. Each is found here, by linear scans that
 * cannot overflow, before any parser or walk runs, and told as one problem with a place.
 */

/**
 * The deepest nesting of { and [ accepted. The shipped site nests 7 deep and the schema's deepest path
 * about 9; 64 is far above any site an owner writes and far below what overflows the parsers and the walks
 * over the data (thousands of levels).
 */
export const MAX_DEPTH = 64;

/** The longest single text accepted: a long article is some 50,000 characters. */
export const MAX_TEXT_LENGTH = 1_000_000;

const RESTORE = "restore the last committed copy with: git checkout -- site.json";
const SAVE_AS_UTF8 = 'in the editor, save the file with the encoding "UTF-8"';

/**
 * The path at an offset, for naming the place in words; the whole file when the nesting before the offset is
 * too deep to walk (getLocation recurses as deep as the nesting).
 */
function pathAt(text: string, offset: number): JsonPath {
  if (deepestBefore(text, offset) > MAX_DEPTH) return [];
  return getLocation(text, offset).path.filter((part) => part !== "");
}

/** The deepest nesting of { and [ outside texts before `end`. */
function deepestBefore(text: string, end: number): number {
  let depth = 0;
  let deepest = 0;
  for (let i = 0; i < end; i++) {
    const code = text.charCodeAt(i);
    if (code === QUOTE) i = endOfText(text, i) - 1;
    else if (code === OPEN_BRACE || code === OPEN_BRACKET) deepest = Math.max(deepest, ++depth);
    else if (code === CLOSE_BRACE || code === CLOSE_BRACKET) depth = Math.max(0, depth - 1);
  }
  return deepest;
}

const QUOTE = 34;
const BACKSLASH = 92;
const NEWLINE = 10;
const OPEN_BRACE = 123;
const CLOSE_BRACE = 125;
const OPEN_BRACKET = 91;
const CLOSE_BRACKET = 93;

/** The offset just after the text that opens at `start` (its closing quote, or the end of its line if unclosed). */
function endOfText(text: string, start: number): number {
  for (let i = start + 1; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code === BACKSLASH) i++;
    else if (code === QUOTE) return i + 1;
    else if (code === NEWLINE) return i;
  }
  return text.length;
}

/** What a file's first bytes say it is, when it is a kind of file that is never text. */
const BINARY_SIGNATURES: { name: string; bytes: number[] }[] = [
  { name: "a PNG picture", bytes: [0x89, 0x50, 0x4e, 0x47] },
  { name: "a JPEG picture", bytes: [0xff, 0xd8, 0xff] },
  { name: "a GIF picture", bytes: [0x47, 0x49, 0x46, 0x38] },
  { name: "a PDF document", bytes: [0x25, 0x50, 0x44, 0x46] },
  { name: "a ZIP archive (or a Word or Excel file)", bytes: [0x50, 0x4b, 0x03, 0x04] },
];

/**
 * Checks a file's bytes before they are read as text: UTF-16 (with or without its byte-order mark), a known
 * binary format, or bytes that are not UTF-8. Returns the text when it is UTF-8, else one problem.
 */
export function decodeBytes(bytes: Uint8Array): { text: string } | { finding: Finding; text: string } {
  const utf16 =
    (bytes[0] === 0xff && bytes[1] === 0xfe) ||
    (bytes[0] === 0xfe && bytes[1] === 0xff) ||
    (bytes.length >= 2 && ((bytes[0] === 0 && bytes[1] !== 0) || (bytes[0] !== 0 && bytes[1] === 0)));
  if (utf16) {
    return {
      text: "",
      finding: {
        code: "not-utf8",
        path: [],
        offset: 0,
        message: "the file is saved as UTF-16, not UTF-8",
        expected: "a UTF-8 text file",
        hint: SAVE_AS_UTF8,
      },
    };
  }
  const kind = BINARY_SIGNATURES.find((signature) => signature.bytes.every((byte, index) => bytes[index] === byte));
  if (kind) {
    return {
      text: "",
      finding: {
        code: "binary-file",
        path: [],
        offset: 0,
        message: `the file is ${kind.name}, not text`,
        expected: "site.json as text, starting with {",
        hint: `a file was saved or renamed as site.json by mistake; ${RESTORE}`,
      },
    };
  }
  try {
    return { text: new TextDecoder("utf-8", { fatal: true }).decode(bytes) };
  } catch {
    const bad = firstInvalidUtf8(bytes);
    // Positions count characters of the text before the bad byte, which decodes cleanly.
    const before = new TextDecoder("utf-8").decode(bytes.subarray(0, bad));
    return {
      text: before,
      finding: {
        code: "not-utf8",
        path: pathAt(before, before.length),
        offset: before.length,
        message: `byte ${bad + 1} of the file (0x${bytes[bad]!.toString(16).padStart(2, "0")}) is not UTF-8 text`,
        expected: "a UTF-8 text file",
        hint: `text in another encoding (Windows-1252, Latin-1) was pasted in, or this is not a text file; ${SAVE_AS_UTF8}`,
      },
    };
  }
}

/** The index of the first byte that does not begin or continue a valid UTF-8 sequence. */
function firstInvalidUtf8(bytes: Uint8Array): number {
  const decoder = new TextDecoder("utf-8", { fatal: true });
  let i = 0;
  while (i < bytes.length) {
    const byte = bytes[i]!;
    const length =
      byte < 0x80
        ? 1
        : byte >= 0xc2 && byte < 0xe0
          ? 2
          : byte >= 0xe0 && byte < 0xf0
            ? 3
            : byte < 0xf5 && byte >= 0xf0
              ? 4
              : 0;
    if (length === 0 || i + length > bytes.length) return i;
    try {
      decoder.decode(bytes.subarray(i, i + length));
    } catch {
      return i;
    }
    i += length;
  }
  return bytes.length;
}

/**
 * Checks a text for NUL characters, nesting deeper than MAX_DEPTH and single texts longer than
 * MAX_TEXT_LENGTH, in one pass that cannot overflow. Returns the first such problem.
 */
export function screenText(text: string): Finding | undefined {
  const nul = text.indexOf("\0");
  if (nul !== -1) {
    return {
      code: "binary-file",
      path: pathAt(text, nul),
      offset: nul,
      message: "the file holds a NUL character (code 0), which no text file has",
      expected: "text only",
      hint: `the file is damaged or is not a text file; ${RESTORE}`,
    };
  }
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code === QUOTE) {
      const end = endOfText(text, i);
      const length = end - i - 2;
      if (length > MAX_TEXT_LENGTH) {
        return {
          code: "text-too-long",
          path: pathAt(text, i + 1),
          offset: i,
          message: `this text is ${length.toLocaleString("en-US")} characters long`,
          expected: `at most ${MAX_TEXT_LENGTH.toLocaleString("en-US")} characters in one text`,
          hint: "a whole file was probably pasted into it",
        };
      }
      i = end - 1;
    } else if (code === OPEN_BRACE || code === OPEN_BRACKET) {
      if (++depth > MAX_DEPTH) {
        return {
          code: "too-deep",
          path: [],
          offset: i,
          message: `the lists and objects are nested more than ${MAX_DEPTH} deep here`,
          expected: `at most ${MAX_DEPTH} levels of { } and [ ] inside each other (a site needs about 10)`,
          hint: `brackets were pasted by mistake, or this is not a site; ${RESTORE}`,
        };
      }
    } else if (code === CLOSE_BRACE || code === CLOSE_BRACKET) depth = Math.max(0, depth - 1);
  }
  return undefined;
}
