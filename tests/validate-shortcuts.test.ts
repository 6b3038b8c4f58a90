import { describe, expect, it } from "vitest";
import { linkMistake } from "../src/validate/report/address-mistakes.ts";
import { inlineLinks, parseInline } from "../src/site/inline.ts";
import { normalizePath } from "../src/site/routes.ts";

/*
 * The validator asks these of every text and link of a site, so each answers the common case without its
 * general work. The shortcut must give the general answer: checked here on the awkward cases and on many
 * generated texts and addresses.
 */

const PIECES = ["/", "//", "a", "B", "-", "?", "#", "x=1", " ", "\t", "\n", "[", "]", "(", ")", "**", "](", "é", ":"];

/** Every text of up to `length` pieces from a seeded generator: reproducible, and awkward on purpose. */
function* texts(count: number, length: number, seed = 7): Generator<string> {
  let state = seed;
  const next = () => (state = (state * 1103515245 + 12345) % 2 ** 31);
  for (let i = 0; i < count; i++) {
    let text = "";
    for (let n = next() % (length + 1); n > 0; n--) text += PIECES[next() % PIECES.length];
    yield text;
  }
}

describe("the validator's shortcuts", () => {
  it("finds a text's links as parseInline reads them", () => {
    const links = (text: string) => parseInline(text).flatMap((token) => (token.kind === "link" ? [token.href] : []));
    expect(inlineLinks("[a](/x) and **b** and [c](https://d.e) and [f](g h)")).toEqual(["/x", "https://d.e"]);
    for (const text of texts(5_000, 12)) expect(inlineLinks(text), text).toEqual(links(text));
  });

  it("normalizes an address as the general rule does", () => {
    const general = (href: string) => {
      // A query or a fragment ends the address, whatever follows it (a line break included).
      const path = href.replace(/[?#][\s\S]*$/, "");
      return path.length > 1 ? path.replace(/\/+$/, "") : path;
    };
    for (const href of ["/", "", "/a", "/a/", "/a//", "/a?b=1", "/a#c", "/a/?b#c", "/a?b\nc", "//"]) {
      expect(normalizePath(href), href).toBe(general(href));
    }
    for (const href of texts(5_000, 8)) expect(normalizePath(href), href).toBe(general(href));
  });

  it("passes a page's address without a word, and still explains every wrong one", () => {
    expect(linkMistake("/tree-removal")).toBeUndefined();
    expect(linkMistake("/tree removal")?.message).toContain("contains a space");
    expect(linkMistake("/tree-removal ")?.message).toContain("contains a space");
    expect(linkMistake("//example.com")?.message).toContain("starts with //");
    expect(linkMistake("/\u00a0x")?.code).toBe("bad-link"); // a no-break space is a space too
  });
});
