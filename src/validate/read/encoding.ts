/** Bytes to text: a file that is no text (a picture, UTF-16, invalid UTF-8) is told as one problem, with its place. */
import { isUtf8 } from "node:buffer";
import { utf8Text } from "./utf8.ts";
import type { Finding, JsonPath } from "../report/problem.ts";
import { RESTORE, SAVE_AS_UTF8 } from "./advice.ts";
import { pathAt } from "./input-limits.ts";

const TAB = 9;
const NEWLINE = 10;
const RETURN = 13;
const SPACE = 32;

/** What a file's first bytes say it is, when it is a kind of file that is never text. */
const BINARY_SIGNATURES: { name: string; bytes: number[] }[] = [
  { name: "a PNG picture", bytes: [0x89, 0x50, 0x4e, 0x47] },
  { name: "a JPEG picture", bytes: [0xff, 0xd8, 0xff] },
  { name: "a GIF picture", bytes: [0x47, 0x49, 0x46, 0x38] },
  { name: "a PDF document", bytes: [0x25, 0x50, 0x44, 0x46] },
  { name: "a ZIP archive (or a Word or Excel file)", bytes: [0x50, 0x4b, 0x03, 0x04] },
  { name: "a gzip archive", bytes: [0x1f, 0x8b] },
];

/** UTF-16 is told by its byte-order mark, or without one by a zero byte beside every ASCII character. */
function isUtf16(bytes: Uint8Array): boolean {
  if ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff)) return true;
  const pairs = Math.min(bytes.length, 512) >> 1;
  if (pairs === 0) return false;
  let evenZeros = 0;
  let oddZeros = 0;
  for (let i = 0; i < pairs * 2; i++) if (bytes[i] === 0) i % 2 ? oddZeros++ : evenZeros++;
  const half = (zeros: number) => zeros >= pairs * 0.75;
  const none = (zeros: number) => zeros <= pairs * 0.05;
  return (half(oddZeros) && none(evenZeros)) || (half(evenZeros) && none(oddZeros));
}

/**
 * True when the file's first kilobyte is mostly not text: control characters other than tab and line breaks,
 * and bytes that are not UTF-8. A text in another encoding has a few such bytes; a binary file has many.
 */
function looksBinary(bytes: Uint8Array): boolean {
  const head = new TextDecoder("utf-8").decode(bytes.subarray(0, 1024));
  let odd = 0;
  for (let i = 0; i < head.length; i++) {
    const code = head.charCodeAt(i);
    if ((code < SPACE && code !== TAB && code !== NEWLINE && code !== RETURN && code !== 12) || code === 0xfffd) odd++;
  }
  return head.length > 0 && odd >= Math.max(2, head.length * 0.1);
}

/** Whether the file's first bytes say it is not UTF-8 text at all (decodeBytes then says what it is instead). */
export function notUtf8Text(bytes: Uint8Array): boolean {
  return (
    isUtf16(bytes) ||
    BINARY_SIGNATURES.some((signature) => signature.bytes.every((byte, index) => bytes[index] === byte)) ||
    looksBinary(bytes)
  );
}

const notText = (offset: number, path: JsonPath, what: string): Finding => ({
  code: "binary-file",
  path,
  offset,
  message: `the file is ${what}, not text`,
  expected: "site.json as text, starting with {",
  hint: `a file was saved or renamed as site.json by mistake; ${RESTORE}`,
});

/**
 * Checks a file's bytes before they are read as text: UTF-16 (with or without its byte-order mark), a known
 * binary format or bytes that are mostly not text, or bytes that are not UTF-8. Returns the text when it is
 * UTF-8 (a UTF-8 byte-order mark kept, for the check to warn about), else one problem and the text before it.
 */
export function decodeBytes(bytes: Uint8Array): { text: string } | { finding: Finding; text: string } {
  if (isUtf16(bytes)) {
    return {
      text: "",
      finding: {
        code: "utf-16",
        path: [],
        offset: 0,
        message: "the file is saved as UTF-16, not UTF-8",
        expected: "a UTF-8 text file",
        hint: SAVE_AS_UTF8,
      },
    };
  }
  const kind = BINARY_SIGNATURES.find((signature) => signature.bytes.every((byte, index) => bytes[index] === byte));
  if (kind) return { text: "", finding: notText(0, [], kind.name) };
  if (looksBinary(bytes))
    return { text: "", finding: notText(0, [], "binary data (a program, a picture, a damaged file)") };
  // Validated, then decoded without a second look (utf8.ts: a third quicker than Node's own decoder on a large
  // file); a byte-order mark is kept either way.
  if (isUtf8(bytes)) return { text: utf8Text(bytes) };
  try {
    return { text: new TextDecoder("utf-8", { fatal: true, ignoreBOM: true }).decode(bytes) };
  } catch {
    const bad = firstInvalidUtf8(bytes);
    // Positions count characters of the text before the bad byte, which decodes cleanly.
    const before = new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes.subarray(0, bad));
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
