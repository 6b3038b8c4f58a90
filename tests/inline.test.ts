import { describe, expect, it } from "vitest";
import { inlineLinks, linkAddresses, parseInline, plainText, replaceAddresses } from "../src/site/inline.ts";

describe("inline markup", () => {
  it("finds and replaces only the addresses of links, where the page reads links", () => {
    const text = "See [our team](/about#crew), **bold**, [x]() and (/about) and [us](/about).";
    expect(linkAddresses(text).map(({ href, start, end }) => [href, text.slice(start, end)])).toEqual([
      ["/about#crew", "/about#crew"],
      ["/about", "/about"],
    ]);
    expect(replaceAddresses(text, (href) => href.replace("/about", "/team"))).toBe(
      "See [our team](/team#crew), **bold**, [x]() and (/about) and [us](/team).",
    );
    expect(replaceAddresses("no links here", () => "/x")).toBe("no links here");
  });

  it("reads links and bold between plain text", () => {
    expect(parseInline("Call **today** or see [our services](/services) now.")).toEqual([
      { kind: "text", text: "Call " },
      { kind: "strong", text: "today" },
      { kind: "text", text: " or see " },
      { kind: "link", text: "our services", href: "/services" },
      { kind: "text", text: " now." },
    ]);
  });

  it("leaves text that only looks like markup alone", () => {
    expect(parseInline("a [bracket] and *one star* and (parens)")).toEqual([
      { kind: "text", text: "a [bracket] and *one star* and (parens)" },
    ]);
  });

  it("reads _italics_ between words, and leaves underscores inside words and beside spaces alone", () => {
    expect(parseInline("A _gentle_ prune, **not** a _topping_.")).toEqual([
      { kind: "text", text: "A " },
      { kind: "em", text: "gentle" },
      { kind: "text", text: " prune, " },
      { kind: "strong", text: "not" },
      { kind: "text", text: " a " },
      { kind: "em", text: "topping" },
      { kind: "text", text: "." },
    ]);
    for (const plain of ["my_file_name.jpg", "mail jane_doe_smith@example.com", "a _ b _ c", "_ a_", "_a _", "__"])
      expect(parseInline(plain), plain).toEqual([{ kind: "text", text: plain }]);
    expect(parseInline("(_Quercus virginiana_)")).toEqual([
      { kind: "text", text: "(" },
      { kind: "em", text: "Quercus virginiana" },
      { kind: "text", text: ")" },
    ]);
  });

  it("gives the plain text of italics, bold and links, as a meta description reads it", () => {
    expect(plainText("Call **today**: _free_ estimates, see [our work](/about).")).toBe(
      "Call today: free estimates, see our work.",
    );
  });

  it("gives the plain text and the links", () => {
    const text = "See [removal](/tree-removal) and [ISA](https://www.isa-arbor.com/).";
    expect(plainText(text)).toBe("See removal and ISA.");
    expect(inlineLinks(text)).toEqual(["/tree-removal", "https://www.isa-arbor.com/"]);
  });
});

describe("inline markup, read as the pattern [label](href) | **bold** | _italics_ reads it", () => {
  /** The pattern the markup was read by before, with italics: the reference for what is a link, bold and italics. */
  const reference = (source: string) =>
    [
      ...source.matchAll(
        /\[([^\]]+)\]\(([^)\s]+)\)|\*\*([^*]+)\*\*|(?<![\p{L}\p{N}])_([^_\s](?:[^_]*[^_\s])?)_(?![\p{L}\p{N}])/gu,
      ),
    ].map((match) =>
      match[1] !== undefined
        ? { kind: "link", text: match[1], href: match[2] }
        : match[3] !== undefined
          ? { kind: "strong", text: match[3] }
          : { kind: "em", text: match[4] },
    );
  const marked = (source: string) => parseInline(source).filter((token) => token.kind !== "text");

  it("finds the same links and bold in texts of brackets, stars and parentheses", () => {
    let seed = 7;
    const random = () => (seed = (seed * 48_271) % 2_147_483_647) / 2_147_483_647;
    const pieces = [
      "[",
      "]",
      "(",
      ")",
      "*",
      "**",
      " ",
      "a",
      "/x",
      "\n",
      "](",
      "[a](/b)",
      "**b**",
      "_",
      "_c_",
      "é",
      ".",
    ];
    for (let run = 0; run < 6_000; run++) {
      const text = Array.from(
        { length: Math.floor(random() * 14) },
        () => pieces[Math.floor(random() * pieces.length)],
      ).join("");
      expect(marked(text), JSON.stringify(text)).toEqual(reference(text));
      expect(
        parseInline(text)
          .map((token) =>
            "href" in token
              ? `[${token.text}](${token.href})`
              : token.kind === "strong"
                ? `**${token.text}**`
                : token.kind === "em"
                  ? `_${token.text}_`
                  : token.text,
          )
          .join(""),
        JSON.stringify(text),
      ).toBe(text);
    }
    expect(marked("[a [b](c)")).toEqual([{ kind: "link", text: "a [b", href: "c" }]);
  });

  it("reads a text of 100,000 brackets at once, where the pattern tried each bracket to the end", () => {
    for (const text of [
      "](" + "[".repeat(100_000),
      "[a](".repeat(25_000),
      "**".repeat(50_000) + "a",
      "_a".repeat(50_000),
      " _a ".repeat(25_000),
      "_".repeat(100_000),
    ]) {
      const started = performance.now();
      parseInline(text);
      inlineLinks(text);
      expect(performance.now() - started).toBeLessThan(1_000);
    }
  });
});
