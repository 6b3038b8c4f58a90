/**
 * The merge that re-applies the owner's unsaved edits onto a file that changed meanwhile (the editor's "Reload and keep
 * my edits", and a draft brought back): both sides' edits are kept, wherever they are, including in a list both sides
 * changed the length of; where both changed the same value, the owner's wins.
 */
import { describe, expect, it } from "vitest";
import { merge3 } from "../src/save/merge.ts";
import { random } from "./fixtures/random.ts";

type Page = { path: string; title: string; blocks: Array<Record<string, unknown>> };
type Site = { name: string; pages: Page[] };

function baseSite(count: number): Site {
  const pages = Array.from({ length: count }, (_, n) => ({
    path: `/p${n}`,
    title: `Page ${n}`,
    blocks: [
      { type: "hero", heading: `Welcome to page ${n}` },
      { type: "text", paragraphs: [`First of ${n}.`, `Second of ${n}.`] },
      { type: "cta", heading: `Call us about ${n}` },
    ],
  }));
  return { name: "Oak & Ash", pages };
}

/** An edit of one page, as the owner's editor makes it: a new object for what changed, the rest shared. */
type Edit = (pages: Page[], path: string, side: string) => Page[];
const at = (pages: Page[], path: string) => pages.findIndex((page) => page.path === path);
const replace = (pages: Page[], path: string, change: (page: Page) => Page) =>
  pages.map((page) => (page.path === path ? change(page) : page));
const EDITS: Record<string, Edit> = {
  title: (pages, path, side) => replace(pages, path, (page) => ({ ...page, title: `${page.title} (${side})` })),
  paragraph: (pages, path, side) =>
    replace(pages, path, (page) => ({
      ...page,
      blocks: page.blocks.map((block) =>
        block.type === "text"
          ? { ...block, paragraphs: [...(block.paragraphs as string[]), `Added by ${side}.`] }
          : block,
      ),
    })),
  block: (pages, path, side) =>
    replace(pages, path, (page) => ({
      ...page,
      blocks: [{ type: "notice", text: `Notice from ${side}` }, ...page.blocks.filter((block) => block.type !== "cta")],
    })),
  remove: (pages, path) => pages.filter((page) => page.path !== path),
  insert: (pages, path, side) => {
    const index = at(pages, path);
    const added = {
      path: `${path}-${side}`,
      title: `New after ${path}`,
      blocks: [{ type: "text", paragraphs: [side] }],
    };
    return [...pages.slice(0, index + 1), added, ...pages.slice(index + 1)];
  },
};

describe("re-applying unsaved edits onto a changed file", () => {
  it("keeps every edit of both sides made to different pages, whatever they add, remove or change (300 seeded cases)", () => {
    for (let seed = 1; seed <= 300; seed++) {
      const rng = random(seed);
      const base = baseSite(12);
      const paths = base.pages.map((page) => page.path);
      for (let n = paths.length - 1; n > 0; n--) {
        const other = rng.below(n + 1);
        [paths[n], paths[other]] = [paths[other]!, paths[n]!];
      }
      const sides = { mine: paths.slice(0, 4), theirs: paths.slice(4, 8) };
      const plans = Object.fromEntries(
        Object.entries(sides).map(([side, own]) => [side, own.map((path) => [path, rng.pick(Object.keys(EDITS))])]),
      ) as Record<"mine" | "theirs", Array<[string, string]>>;
      const apply = (pages: Page[], side: "mine" | "theirs") =>
        plans[side].reduce((list, [path, edit]) => EDITS[edit]!(list, path, side), pages);
      const mine = { ...base, pages: apply(base.pages, "mine") };
      // The file as another editor or a git pull left it: parsed anew, nothing shared.
      const theirs = { ...structuredClone(base), pages: apply(structuredClone(base.pages), "theirs") };
      const merged = merge3(base, mine, theirs) as Site;
      const expected = apply(apply(base.pages, "mine"), "theirs");
      const context = `seed ${seed}: mine ${JSON.stringify(plans.mine)}, theirs ${JSON.stringify(plans.theirs)}`;
      const byPath = (pages: Page[]) => Object.fromEntries(pages.map((page) => [page.path, page]));
      expect(byPath(merged.pages), context).toEqual(byPath(expected));
      expect(merged.pages, context).toHaveLength(expected.length);
      // The pages both kept stay in their order, and a page added after another follows it.
      const order = (pages: Page[]) => pages.map((page) => page.path).filter((path) => at(base.pages, path) >= 0);
      expect(order(merged.pages), context).toEqual(order(expected));
      for (const page of merged.pages) {
        const after = page.path.match(/^(\/p\d+)-(mine|theirs)$/)?.[1];
        if (after && at(merged.pages, after) >= 0)
          expect(at(merged.pages, after), context).toBeLessThan(at(merged.pages, page.path));
      }
    }
  });

  it("merges two sides' edits of the same page, field by field and block by block", () => {
    const base = baseSite(3);
    const mine = { ...base, pages: EDITS.title!(EDITS.paragraph!(base.pages, "/p1", "mine"), "/p1", "mine") };
    const theirs = structuredClone(base);
    theirs.pages[1]!.blocks[0]!.heading = "Their heading";
    theirs.pages[1]!.blocks.push({ type: "faq", items: [] });
    theirs.pages.push({ path: "/new", title: "Theirs", blocks: [] });
    const merged = merge3(base, mine, theirs) as Site;
    expect(merged.pages.map((page) => page.path)).toEqual(["/p0", "/p1", "/p2", "/new"]);
    expect(merged.pages[1]).toEqual({
      path: "/p1",
      title: "Page 1 (mine)",
      blocks: [
        { type: "hero", heading: "Their heading" },
        { type: "text", paragraphs: ["First of 1.", "Second of 1.", "Added by mine."] },
        { type: "cta", heading: "Call us about 1" },
        { type: "faq", items: [] },
      ],
    });
  });

  it("keeps the owner's value where both changed the same one, and one page where both added the same address", () => {
    const base = baseSite(2);
    const mine = structuredClone(base);
    const theirs = structuredClone(base);
    mine.pages[0]!.title = "Mine";
    theirs.pages[0]!.title = "Theirs";
    mine.pages.push({ path: "/both", title: "Mine too", blocks: [] });
    theirs.pages.push({ path: "/both", title: "Theirs too", blocks: [] });
    const merged = merge3(base, mine, theirs) as Site;
    expect(merged.pages.map((page) => [page.path, page.title])).toEqual([
      ["/p0", "Mine"],
      ["/p1", "Page 1"],
      ["/both", "Mine too"],
    ]);
  });

  it("keeps a page one side changed and the other removed, and the other side's order of the pages", () => {
    const base = baseSite(4);
    const mine = { ...base, pages: EDITS.remove!(EDITS.title!(base.pages, "/p3", "mine"), "/p1", "mine") };
    const theirs = structuredClone(base);
    theirs.pages[1]!.title = "Changed while the owner removed it";
    theirs.pages.reverse();
    const merged = merge3(base, mine, theirs) as Site;
    expect(merged.pages.map((page) => page.title)).toEqual([
      "Page 3 (mine)",
      "Page 2",
      "Changed while the owner removed it",
      "Page 0",
    ]);
  });

  it("keeps a page once, edited and where it was moved to, when one side moved it and the other edited it", () => {
    const base = baseSite(4);
    const moveLast = (pages: Page[], path: string) => [
      ...pages.filter((page) => page.path !== path),
      pages.find((page) => page.path === path)!,
    ];
    // The owner edits /p1 while the file gets it moved to the end; then the other way round.
    const editedHere = { ...base, pages: EDITS.title!(base.pages, "/p1", "mine") };
    const movedThere = { ...structuredClone(base), pages: moveLast(structuredClone(base.pages), "/p1") };
    const titles = (site: unknown) => (site as Site).pages.map((page) => page.title);
    expect(titles(merge3(base, editedHere, movedThere))).toEqual(["Page 0", "Page 2", "Page 3", "Page 1 (mine)"]);
    const movedHere = { ...base, pages: moveLast(base.pages, "/p1") };
    const editedThere = { ...structuredClone(base), pages: EDITS.title!(structuredClone(base.pages), "/p1", "theirs") };
    expect(titles(merge3(base, movedHere, editedThere))).toEqual(["Page 0", "Page 2", "Page 3", "Page 1 (theirs)"]);
  });

  it("never mixes two pages' fields when the other side reordered or replaced the pages the owner edited", () => {
    const base = baseSite(6);
    const mine = { ...base, pages: EDITS.title!(EDITS.paragraph!(base.pages, "/p4", "mine"), "/p1", "mine") };
    const theirs = structuredClone(base);
    theirs.pages.reverse();
    theirs.pages[0]!.blocks[0]!.heading = "Theirs";
    const merged = merge3(base, mine, theirs) as Site;
    expect(merged.pages).toHaveLength(6);
    for (const page of merged.pages) {
      const n = page.path.slice(2);
      expect(page.title.startsWith(`Page ${n}`)).toBe(true);
      expect(page.blocks.find((block) => block.type === "cta")!.heading).toBe(`Call us about ${n}`);
    }
    const byPath = Object.fromEntries(merged.pages.map((page) => [page.path, page]));
    expect(byPath["/p1"]!.title).toBe("Page 1 (mine)");
    expect(byPath["/p4"]!.blocks[1]!.paragraphs).toContain("Added by mine.");
    expect(byPath["/p5"]!.blocks[0]!.heading).toBe("Theirs");
    // The other side replaced the page the owner edited with a new one, in its place: both are kept, each whole.
    const replaced = structuredClone(base);
    replaced.pages[1] = { path: "/new", title: "New page", blocks: [{ type: "text", paragraphs: ["New."] }] };
    const both = merge3(base, mine, replaced) as Site;
    expect(both.pages.map((page) => [page.path, page.title])).toEqual([
      ["/p0", "Page 0"],
      ["/p1", "Page 1 (mine)"],
      ["/new", "New page"],
      ["/p2", "Page 2"],
      ["/p3", "Page 3"],
      ["/p4", "Page 4"],
      ["/p5", "Page 5"],
    ]);
    expect(both.pages[2]).toEqual(replaced.pages[1]);
    // Or replaced a section the owner edited with one of another kind: both are kept, each whole.
    const section = structuredClone(base);
    section.pages[4]!.blocks[1] = { type: "quote", text: "Theirs" };
    const sections = (merge3(base, mine, section) as Site).pages[4]!.blocks;
    expect(sections.map((block) => block.type)).toEqual(["hero", "text", "quote", "cta"]);
    expect(sections[1]!.paragraphs).toContain("Added by mine.");
    expect(sections[2]).toEqual({ type: "quote", text: "Theirs" });
  });

  it("leaves the owner's edits untouched, as the same objects, where the file did not change", () => {
    const base = baseSite(5);
    const mine = { ...base, pages: EDITS.block!(base.pages, "/p2", "mine") };
    expect(merge3(base, mine, structuredClone(base))).toBe(mine);
    const theirs = structuredClone(base);
    theirs.name = "Renamed";
    const merged = merge3(base, mine, theirs) as Site;
    expect(merged.name).toBe("Renamed");
    expect(merged.pages[2]).toBe(mine.pages[2]);
  });
});
