import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { blockSchemas, type JsonSchema } from "../editor/app/src/model/schema.ts";
import {
  isFormattedText,
  isMarked,
  linkAt,
  linkWords,
  removeLink,
  setLink,
  spans,
  toggleMark,
} from "../editor/app/src/model/formatted-text.ts";
import { parseInline } from "../src/site/inline.ts";

/** The selection of `word` in `text` (its first appearance). */
const at = (text: string, word: string) => ({ start: text.indexOf(word), end: text.indexOf(word) + word.length });
const selected = (edit: { text: string; start: number; end: number }) => edit.text.slice(edit.start, edit.end);

describe("which texts get the Bold, Italic and Link buttons", () => {
  it("those the page reads markup in, as the schema marks them, and no heading, title or label", () => {
    const blocks = blockSchemas(JSON.parse(readFileSync("schema/site.schema.json", "utf8")) as JsonSchema);
    const field = (type: string, ...keys: string[]) =>
      keys.reduce<JsonSchema | undefined>(
        (schema, key) => (key === "[]" ? schema?.items : schema?.properties?.[key]),
        blocks.get(type),
      )!;
    for (const rich of [
      field("hero", "intro"),
      field("text", "paragraphs", "[]"),
      field("text", "bullets", "[]"),
      field("cards", "items", "[]", "text"),
      field("faq", "items", "[]", "answer"),
      field("cta", "text"),
    ])
      expect(isFormattedText(rich), JSON.stringify(rich)).toBe(true);
    for (const plain of [
      field("hero", "heading"),
      field("cards", "items", "[]", "title"),
      field("faq", "items", "[]", "question"),
    ])
      expect(isFormattedText(plain), JSON.stringify(plain)).toBe(false);
  });
});

describe("the Bold, Italic and Link buttons, on a text and its selection", () => {
  it("places each piece of the text as the page reads it", () => {
    const text = "See [our work](/about), **now** or _soon_.";
    expect(spans(text).map((span) => text.slice(span.start, span.end))).toEqual([
      "See ",
      "[our work](/about)",
      ", ",
      "**now**",
      " or ",
      "_soon_",
      ".",
    ]);
    expect(spans(text).map((span) => text.slice(span.wordsStart, span.wordsEnd))).toContain("our work");
  });

  it("makes the selected words bold, then plain again, the words still selected", () => {
    const text = "Call us today for a quote.";
    const bold = toggleMark(text, at(text, "today "), "strong");
    expect(bold).toMatchObject({ text: "Call us **today** for a quote." });
    if ("refused" in bold) throw new Error(bold.refused);
    expect(selected(bold)).toBe("today");
    expect(isMarked(bold.text, bold, "strong")).toBe(true);
    const plain = toggleMark(bold.text, bold, "strong");
    expect(plain).toMatchObject({ text });
    if ("refused" in plain) throw new Error(plain.refused);
    expect(selected(plain)).toBe("today");
  });

  it("makes the word at the caret italic, and the page reads it as italics", () => {
    const text = "A gentle prune.";
    const caret = text.indexOf("ntle");
    const edit = toggleMark(text, { start: caret, end: caret }, "em");
    expect(edit).toMatchObject({ text: "A _gentle_ prune." });
    expect(parseInline((edit as { text: string }).text)[1]).toEqual({ kind: "em", text: "gentle" });
  });

  it("widens italics over a part of a word to the whole word, which the page would otherwise show with underscores", () => {
    const text = "Our arborists care.";
    expect(toggleMark(text, at(text, "borist"), "em")).toMatchObject({ text: "Our _arborists_ care." });
  });

  it("joins bold that reaches into bold", () => {
    const text = "one **two** three";
    expect(toggleMark(text, { start: 0, end: text.length }, "strong")).toMatchObject({ text: "**one two three**" });
  });

  it("refuses bold over a link or italics, which the page cannot show together", () => {
    const text = "See [our work](/about) and _this_.";
    expect(toggleMark(text, at(text, "our"), "strong")).toEqual({
      refused: "These words are a link: they cannot also be bold.",
    });
    expect(toggleMark(text, { start: 0, end: text.length }, "strong")).toMatchObject({ refused: expect.any(String) });
    expect(toggleMark(text, at(text, "this"), "strong")).toMatchObject({ refused: expect.stringContaining("italics") });
  });

  it("makes the selected words a link, changes it, and takes it off", () => {
    const text = "Ask about palm care.";
    const linked = setLink(text, at(text, "palm care"), "/palm-tree-care", "palm care");
    expect(linked).toMatchObject({ text: "Ask about [palm care](/palm-tree-care)." });
    if ("refused" in linked) throw new Error(linked.refused);
    expect(linkAt(linked.text, linked)?.token).toMatchObject({ href: "/palm-tree-care" });
    expect(linkWords(linked.text, linked)).toBe("palm care");
    const changed = setLink(linked.text, linked, "/services", "palm care");
    expect(changed).toMatchObject({ text: "Ask about [palm care](/services)." });
    expect(removeLink((changed as { text: string }).text, linked)).toMatchObject({ text });
  });

  it("puts a link at the caret, named by the page's title, where no word is selected", () => {
    expect(setLink("See ", { start: 4, end: 4 }, "/about", "About us")).toMatchObject({
      text: "See [About us](/about)",
    });
    expect(setLink("See ", { start: 4, end: 4 }, "/about", " ")).toEqual({
      refused: "Write the words the link shows.",
    });
  });
});
