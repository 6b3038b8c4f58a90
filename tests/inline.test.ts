import { describe, expect, it } from "vitest";
import { inlineLinks, parseInline, plainText } from "../src/site/inline.ts";

describe("inline markup", () => {
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
