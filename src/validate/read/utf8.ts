/** Decoding a file's bytes, known to be UTF-8, into text, more quickly than Node 20's `toString("utf8")`. */
import { Buffer, isAscii, isUtf8, transcode } from "node:buffer";

/**
 * The text of `bytes`, which the caller has found to be UTF-8 (`isUtf8`); a byte-order mark is kept, as
 * `toString("utf8")` keeps it. All-ASCII bytes become a one-byte string (latin1: a copy, and quicker to parse). Other
 * bytes go through ICU's converter to UTF-16, which V8 then takes as it is (quicker, to the same text). A Node built
 * without ICU has no `transcode`, and decodes as `toString` does.
 */
export function utf8Text(bytes: Uint8Array): string {
  const buffer = Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (isAscii(buffer)) return buffer.toString("latin1");
  return typeof transcode === "function" ? transcode(buffer, "utf8", "ucs2").toString("ucs2") : buffer.toString("utf8");
}

/**
 * Any bytes as text, as `toString("utf8")` reads them (a byte that is not UTF-8 becomes U+FFFD), through `utf8Text`
 * where they are UTF-8: a request's body, the file the editor edits.
 */
export function decodeText(bytes: Buffer): string {
  return isUtf8(bytes) ? utf8Text(bytes) : bytes.toString("utf8");
}
