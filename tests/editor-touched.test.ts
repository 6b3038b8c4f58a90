import { describe, expect, it } from "vitest";
import { followPath, followTouched } from "../editor/app/src/model/touched.ts";
import { pathKey, type Path } from "../editor/app/src/model/paths.ts";

/** A page of sections, each made again (as Puck makes them on every change): equal, never the same objects. */
const page = (...headings: string[]) => ({
  title: "T",
  blocks: headings.map((heading) => ({ type: "text", heading })),
});
const site = (...pages: ReturnType<typeof page>[]) => structuredClone({ site: { name: "S" }, pages });
const touched = (...paths: Path[]) => new Map(paths.map((path) => [pathKey(path), path]));

describe("the fields the owner typed in, followed as the site changes shape", () => {
  it("follows a section's field past a section added above it, and gives the new section none", () => {
    const before = site(page("A", "B", "C"));
    const after = site(page("A", "", "B", "C"));
    expect(followPath(before, after, ["pages", 0, "blocks", 1, "heading"])).toEqual([
      "pages",
      0,
      "blocks",
      2,
      "heading",
    ]);
    const map = followTouched(touched(["pages", 0, "blocks", 1, "heading"]), before, after);
    expect([...map.keys()]).toEqual([pathKey(["pages", 0, "blocks", 2, "heading"])]);
  });

  it("forgets the fields of a removed section, and moves those after it up", () => {
    const before = site(page("A", "B", "C"));
    const after = site(page("A", "C"));
    expect(followPath(before, after, ["pages", 0, "blocks", 1, "heading"])).toBeUndefined();
    expect(followPath(before, after, ["pages", 0, "blocks", 2, "heading"])).toEqual([
      "pages",
      0,
      "blocks",
      1,
      "heading",
    ]);
    // Undone, the section is back where it was, and so is the field typed in after it.
    expect(followPath(after, before, ["pages", 0, "blocks", 1, "heading"])).toEqual([
      "pages",
      0,
      "blocks",
      2,
      "heading",
    ]);
  });

  it("follows a page's fields when a page above it is deleted, by the very object kept", () => {
    const before = site(page("A"), page("B"), page("C"));
    const after = { ...before, pages: [before.pages[0], before.pages[2]] };
    expect(followPath(before, after, ["pages", 2, "title"])).toEqual(["pages", 1, "title"]);
    expect(followPath(before, after, ["pages", 1, "blocks", 0, "heading"])).toBeUndefined();
  });

  it("keeps every place when nothing changed shape: a field typed in, the very same map returned", () => {
    const before = site(page("A", "B"));
    const after = site(page("A", "Bee"));
    const map = touched(["pages", 0, "blocks", 1, "heading"], ["site", "name"]);
    expect(followTouched(map, before, after)).toBe(map);
    expect(followTouched(map, before, before)).toBe(map);
  });

  it("keeps the rest of a path where its part is no longer a list or an object", () => {
    const before = { pages: [{ blocks: [{ items: ["x", "y"] }] }] };
    const after = { pages: [{ blocks: [{ items: "text" }] }] };
    expect(followPath(before, after, ["pages", 0, "blocks", 0, "items", 1])).toEqual([
      "pages",
      0,
      "blocks",
      0,
      "items",
      1,
    ]);
  });
});
