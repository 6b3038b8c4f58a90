import { describe, expect, it } from "vitest";
import { findText, replaceText } from "../editor/app/src/model/find.ts";

const site = {
  $schema: "./schema/site.schema.json",
  theme: { colors: { text: "#1c2520" }, fonts: { heading: "lora" } },
  site: { name: "Oak & Pine", tagline: "Oak care in Oakville" },
  business: { address: { city: "Oakville" }, email: "oak@example.com" },
  languages: [{ language: "es-US", sameTexts: ["Oak & Pine"] }],
  pages: [
    {
      path: "/oak-care",
      title: "Oak Care",
      blocks: [
        { type: "text", id: "oak", paragraphs: ["See [our oak team](/oak-care) for OAK pruning.", "Nothing here."] },
        { type: "hero", heading: "Pine", actions: [{ action: "link", label: "Oak", href: "/oak-care" }] },
      ],
    },
  ],
};

describe("finding and replacing the site's wording", () => {
  it("finds a text wherever visitors read it, ignoring case, and nowhere else", () => {
    const found = findText(site, "oak");
    expect(found.map((f) => f.path.join("."))).toEqual([
      "site.name",
      "site.tagline",
      "business.address.city",
      "languages.0.sameTexts.0",
      "pages.0.title",
      "pages.0.blocks.0.paragraphs.0",
      "pages.0.blocks.1.actions.0.label",
    ]);
    // Two in the tagline; in the paragraph, the link's words and "OAK", not the link's address.
    expect(found[1]!.at).toEqual([0, 12]);
    expect(found[5]!.at).toEqual([9, 34]);
    expect(findText(site, "  ")).toEqual([]);
    expect(findText(site, "lora")).toEqual([]);
  });

  it("replaces every match as typed, and leaves what it did not touch as the same objects", () => {
    const replaced = replaceText(site, "oak", "Maple");
    expect(replaced.site).toEqual({ name: "Maple & Pine", tagline: "Maple care in Mapleville" });
    // A text kept the same in another language stays the same as the text it repeats.
    expect(replaced.languages[0]!.sameTexts).toEqual(["Maple & Pine"]);
    expect(replaced.pages[0]!.blocks[0]!.paragraphs![0]).toBe("See [our Maple team](/oak-care) for MAPLE pruning.");
    expect(replaced.pages[0]!.path).toBe("/oak-care");
    expect(replaced.pages[0]!.blocks[1]!.actions![0]).toEqual({ action: "link", label: "Maple", href: "/oak-care" });
    expect(replaced.business.email).toBe("oak@example.com");
    expect(replaced.theme).toBe(site.theme);
    expect(site.site.name).toBe("Oak & Pine");
    expect(findText(replaced, "oak").map((f) => f.path.join("."))).toEqual([]);
  });

  it("writes a replacement in the case of what it replaces: capitals, a first capital, or as typed", () => {
    const replaced = replaceText(site, "oak", "maple");
    expect(replaced.site.name).toBe("Maple & Pine");
    expect(replaced.pages[0]!.blocks[0]!.paragraphs![0]).toBe("See [our maple team](/oak-care) for MAPLE pruning.");
    // A replacement the owner capitalised is kept as typed where the match was in lower case.
    expect(replaceText(site, "our oak", "the Oak").pages[0]!.blocks[0]!.paragraphs![0]).toBe(
      "See [the Oak team](/oak-care) for OAK pruning.",
    );
  });
});
