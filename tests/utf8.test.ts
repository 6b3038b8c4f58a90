import { Buffer } from "node:buffer";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { utf8Text } from "../src/validate/read/utf8.ts";

/** Texts whose decoding differs from one decoder to another when done carelessly. */
const tricky = [
  "",
  "plain ASCII, one byte a character",
  '\ufeff{"a": 1}', // a byte-order mark, kept as toString keeps it
  '{"a": "\ufeff in the middle"}',
  "Poda de árboles en Poinciana — “entrega” ’",
  "emoji 🌳 and music 𝄞, four bytes each",
  "line and paragraph separators \u2028\u2029, next line \u0085",
  "the last characters \uffff \ufffe \u{10ffff}",
  "中文 and 日本語",
  "\u0000 a null, é",
];

describe("utf8Text", () => {
  it("gives the text Node's own decoder gives, for every kind of character", () => {
    for (const text of tricky) {
      const bytes = Buffer.from(text, "utf8");
      expect(utf8Text(bytes)).toBe(text);
      expect(utf8Text(bytes)).toBe(bytes.toString("utf8"));
    }
  });

  it("decodes a part of a larger buffer, and a plain Uint8Array, without reading past it", () => {
    const whole = Buffer.from("before «inside» after", "utf8");
    const start = whole.indexOf("«");
    const end = whole.indexOf("»") + Buffer.byteLength("»");
    expect(utf8Text(whole.subarray(start, end))).toBe("«inside»");
    expect(utf8Text(new Uint8Array(whole.buffer, whole.byteOffset + start, end - start))).toBe("«inside»");
  });

  it("decodes the shipped site.json to the text Node's own decoder gives", () => {
    const bytes = readFileSync("site.json");
    expect(utf8Text(bytes)).toBe(bytes.toString("utf8"));
  });
});
