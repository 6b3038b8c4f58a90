import { describe, expect, it } from "vitest";
import { differences, firstDifference } from "../editor/app/src/model/difference.ts";

describe("the first difference between two versions of the site", () => {
  const site = {
    pages: [
      { path: "/", blocks: [{ heading: "Hi" }] },
      { path: "/palm", blocks: [{ heading: "Palm" }] },
    ],
  };

  it("is the text changed, by its path", () => {
    const changed = structuredClone(site);
    changed.pages[1]!.blocks[0]!.heading = "Palms";
    expect(firstDifference(site, changed)).toEqual(["pages", 1, "blocks", 0, "heading"]);
  });

  it("is the list whose length changed, and a field added or taken away", () => {
    const added = structuredClone(site);
    added.pages[0]!.blocks.push({ heading: "More" });
    expect(firstDifference(site, added)).toEqual(["pages", 0, "blocks"]);
    const field = structuredClone(site) as typeof site & { footer?: string };
    field.footer = "x";
    expect(firstDifference(site, field)).toEqual(["footer"]);
  });

  it("is nothing for equal versions, even as copies", () => {
    expect(firstDifference(site, structuredClone(site))).toBeUndefined();
  });

  it("counts up to the limit asked, in file order: one place, or more than one", () => {
    const both = structuredClone(site);
    both.pages[0]!.blocks[0]!.heading = "Hello";
    both.pages[1]!.blocks[0]!.heading = "Palms";
    expect(differences(site, both)).toEqual([
      ["pages", 0, "blocks", 0, "heading"],
      ["pages", 1, "blocks", 0, "heading"],
    ]);
    expect(differences(site, both, 1)).toEqual([["pages", 0, "blocks", 0, "heading"]]);
  });
});
