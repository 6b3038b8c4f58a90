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

  it("gives the plain text and the links", () => {
    const text = "See [removal](/tree-removal) and [ISA](https://www.isa-arbor.com/).";
    expect(plainText(text)).toBe("See removal and ISA.");
    expect(inlineLinks(text)).toEqual(["/tree-removal", "https://www.isa-arbor.com/"]);
  });
});

describe("inline markup, read as the pattern [label](href) | **bold** reads it", () => {
  /** The pattern the markup was read by before: the reference for what is a link and what is bold. */
  const reference = (source: string) =>
    [...source.matchAll(/\[([^\]]+)\]\(([^)\s]+)\)|\*\*([^*]+)\*\*/g)].map((match) =>
      match[1] !== undefined ? { kind: "link", text: match[1], href: match[2] } : { kind: "strong", text: match[3] },
    );
  const marked = (source: string) => parseInline(source).filter((token) => token.kind !== "text");

  it("finds the same links and bold in texts of brackets, stars and parentheses", () => {
    let seed = 7;
    const random = () => (seed = (seed * 48_271) % 2_147_483_647) / 2_147_483_647;
    const pieces = ["[", "]", "(", ")", "*", "**", " ", "a", "/x", "\n", "](", "[a](/b)", "**b**"];
    for (let run = 0; run < 3_000; run++) {
      const text = Array.from({ length: Math.floor(random() * 14) }, () => pieces[Math.floor(random() * 13)]).join("");
      expect(marked(text), JSON.stringify(text)).toEqual(reference(text));
      expect(
        parseInline(text)
          .map((token) =>
            "href" in token
              ? `[${token.text}](${token.href})`
              : token.kind === "strong"
                ? `**${token.text}**`
                : token.text,
          )
          .join(""),
        JSON.stringify(text),
      ).toBe(text);
    }
    expect(marked("[a [b](c)")).toEqual([{ kind: "link", text: "a [b", href: "c" }]);
  });

  it("reads a text of 100,000 brackets at once, where the pattern tried each bracket to the end", () => {
    for (const text of ["](" + "[".repeat(100_000), "[a](".repeat(25_000), "**".repeat(50_000) + "a"]) {
      const started = performance.now();
      parseInline(text);
      inlineLinks(text);
      expect(performance.now() - started).toBeLessThan(1_000);
    }
  });
});
