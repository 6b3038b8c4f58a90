/**
 * The changes the editor sends instead of the whole site (src/save/changes.ts): applied to the version they were
 * made from, they give the edited site exactly, sharing its untouched parts; and a request's changes that are not
 * such a list (a field named __proto__, an index past a list's end, a place that is not there) are refused, the data
 * they were applied to left as it was.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { applyChanges, changesBetween, ChangesRefused } from "../src/save/changes.ts";
import { generateSite } from "../tools/bench-site.ts";
import { random } from "./fixtures/random.ts";

type Json = Record<string, unknown>;
const shipped = JSON.parse(readFileSync("site.json", "utf8")) as Parameters<typeof generateSite>[0];

/** An edit as the editor makes one: a new object or list along the path to what changed, everything else shared. */
function edited(site: Json, rng: ReturnType<typeof random>): Json {
  const pages = site.pages as Json[];
  const n = rng.below(pages.length);
  const page = pages[n]!;
  const blocks = page.blocks as Json[];
  const edits: Array<() => Json> = [
    () => ({ ...site, pages: pages.with(n, { ...page, title: `${page.title as string} edited` }) }),
    () => ({ ...site, pages: pages.with(n, { ...page, blocks: blocks.slice(1) }) }),
    () => ({ ...site, pages: pages.with(n, { ...page, blocks: [...blocks, { type: "text", paragraphs: ["New."] }] }) }),
    () => ({ ...site, pages: pages.with(n, { ...page, blocks: [...blocks].reverse() }) }),
    () => ({ ...site, pages: pages.with(n, { ...page, description: undefined }) }),
    () => ({
      ...site,
      pages: [...pages.slice(0, n + 1), { ...page, path: `${page.path as string}-copy` }, ...pages.slice(n + 1)],
    }),
    () => ({ ...site, pages: pages.filter((_, index) => index !== n) }),
    () => ({ ...site, pages: [...pages.slice(n), ...pages.slice(0, n)] }),
    () => ({ ...site, business: { ...(site.business as Json), name: "Renamed" } }),
    () => ({ ...site, extra: { added: [1, "two", null] } }),
  ];
  return rng.pick(edits)();
}

describe("the changes the editor sends", () => {
  it("give the edited site exactly, from a copy of the version they were made from (100 seeded series of edits)", () => {
    const base = generateSite(shipped, 30) as unknown as Json;
    const baseText = JSON.stringify(base);
    for (let seed = 1; seed <= 100; seed++) {
      const rng = random(seed);
      let site = base;
      for (let step = 1 + rng.below(4); step > 0; step--) site = edited(site, rng);
      const changes = changesBetween(base, site);
      // Sent as JSON, applied to the server's own copy of the version, parsed from the file.
      const sent = JSON.parse(JSON.stringify(changes));
      const copy = JSON.parse(baseText) as Json;
      const result = applyChanges(copy, sent) as Json;
      const siteText = JSON.stringify(site);
      expect(JSON.stringify(result), `seed ${seed}`).toBe(siteText);
      expect(JSON.stringify(copy), `seed ${seed}: the version itself is left as it was`).toBe(baseText);
      // Far smaller than the site, and what was not changed is shared with the version.
      expect(JSON.stringify(sent).length).toBeLessThan(siteText.length / 4);
      const kept = (result.pages as Json[]).filter((page) => (copy.pages as Json[]).includes(page)).length;
      expect(kept, `seed ${seed}`).toBeGreaterThan((copy.pages as Json[]).length - 6);
    }
  });

  it("are none for the same site, and one value for one field changed", () => {
    const base = generateSite(shipped, 30) as unknown as Json;
    expect(changesBetween(base, base)).toEqual([]);
    expect(changesBetween(base, structuredClone(base))).toEqual([]);
    const pages = base.pages as Json[];
    const site = { ...base, pages: pages.with(3, { ...pages[3], title: "New title" }) };
    expect(changesBetween(base, site)).toEqual([{ at: ["pages", 3, "title"], value: "New title" }]);
    // A page moved is its index, not its text.
    const moved = { ...base, pages: [...pages.slice(1), pages[0]] };
    expect(changesBetween(base, moved)).toEqual([{ at: ["pages"], items: [...pages.keys()].slice(1).concat(0) }]);
  });

  it("are refused when they are not changes to this data, which is left as it was", () => {
    const data = { pages: [{ path: "/", title: "Home" }], name: "Oak" };
    const refused: unknown[] = [
      "not a list",
      [{ value: 1 }],
      [{ at: ["__proto__", "polluted"], value: true }],
      [{ at: ["pages", 0, "__proto__"], value: { polluted: true } }],
      [{ at: ["constructor", "prototype", "polluted"], value: true }],
      [{ at: ["pages", 1, "title"], value: "past the end" }],
      [{ at: ["pages", -1], value: {} }],
      [{ at: ["pages", "0", "title"], value: "an index as text" }],
      [{ at: ["pages", 0.5], value: {} }],
      [{ at: ["name", "first"], value: "inside a text" }],
      [{ at: ["missing", "deeper"], value: 1 }],
      [{ at: ["pages", 0], remove: true }],
      [{ at: ["nothing"], remove: true }],
      [{ at: ["pages"], items: [0, 1] }],
      [{ at: ["pages"], items: [{ notValue: 1 }] }],
      [{ at: ["name"], items: [] }],
      [{ at: ["name"] }],
      Array.from({ length: 10_001 }, () => ({ at: ["name"], value: "x" })),
    ];
    const before = JSON.stringify(data);
    for (const changes of refused) {
      expect(() => applyChanges(data, changes), JSON.stringify(changes).slice(0, 80)).toThrow(ChangesRefused);
      expect(JSON.stringify(data)).toBe(before);
    }
    expect(({} as Json).polluted).toBeUndefined();
  });
});
