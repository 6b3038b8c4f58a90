import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { generateSite } from "../tools/bench-site.ts";
import { blockMarkdown } from "../tools/bench-eleventy.ts";
import { linearity, table, targets, type SizeResult } from "../tools/bench.ts";
import { validateSiteText } from "../src/validate/index.ts";

const shipped = JSON.parse(readFileSync(resolve("site.json"), "utf8"));

describe("the benchmark's generated site", () => {
  const site = generateSite(shipped, 100);

  it("has the asked number of pages, each at its own address, with the shipped ones first", () => {
    expect(site.pages).toHaveLength(100);
    expect(new Set(site.pages.map((page) => page.path)).size).toBe(100);
    expect(new Set(site.pages.map((page) => page.title)).size).toBe(100);
    expect(new Set(site.pages.map((page) => page.description)).size).toBe(100);
    // The shipped pages come first, unchanged but for the link each language's home page gains.
    const unchanged = (pages: { path: string; translationOf?: string }[]) =>
      pages.filter((page) => page.path !== "/" && page.translationOf !== "/");
    expect(unchanged(site.pages.slice(0, shipped.pages.length))).toEqual(unchanged(shipped.pages));
    expect(site.posts).toEqual(shipped.posts);
  });

  it("keeps every block of the page it copies", () => {
    const copy = site.pages.find((page) => page.path === "/tree-removal-4")!;
    const original = shipped.pages.find((page: { path: string }) => page.path === "/tree-removal");
    expect((copy.blocks as unknown[]).slice(0, original.blocks.length)).toEqual(original.blocks);
  });

  it("is valid, without a single warning, so the benchmark times a clean file", () => {
    const result = validateSiteText(JSON.stringify(site, null, 2), { root: resolve(".") });
    expect(result.problems).toEqual([]);
    expect(result.ok).toBe(true);
  });

  it("refuses fewer pages than the shipped site has, since copies link to them", () => {
    expect(() => generateSite(shipped, 3)).toThrow(/at least/);
  });
});

const sized = (pages: number, buildMs: number, extra: Partial<SizeResult> = {}): SizeResult => ({
  generated: { folder: "", file: "", pages, routes: pages, bytes: 0 },
  buildMs,
  precompressedBuildMs: buildMs * 2,
  steps: {},
  largestRss: undefined,
  treeRss: undefined,
  output: { bytes: 0, files: 0 },
  validateInProcessMs: 500,
  validateProcessMs: 900,
  eleventyMs: undefined,
  ...extra,
});

describe("the benchmark's verdicts", () => {
  it("passes a build whose ms per route grows at most 1.5 times from one size to the next", () => {
    expect(linearity([sized(1_000, 5_000), sized(10_000, 30_000)])?.ok).toBe(true);
    expect(linearity([sized(10_000, 75_000), sized(1_000, 5_000)])?.ok).toBe(true); // exactly 1.5x
  });

  it("fails a build that grows faster than that", () => {
    const verdict = linearity([sized(100, 1_000), sized(1_000, 5_000), sized(10_000, 76_000)]);
    expect(verdict?.ok).toBe(false);
    expect(verdict?.message).toMatch(/FAILED/);
  });

  it("needs two sizes to judge", () => {
    expect(linearity([sized(10_000, 20_000)])).toBeUndefined();
  });

  it("prints MISSED for a time target that is not met, and met for one that is", () => {
    const lines = targets([sized(10_000, 31_000, { validateInProcessMs: 800, validateProcessMs: 1_200 })]);
    expect(lines[0]).toMatch(/Eleventy.*not checked/);
    expect(lines[1]).toMatch(/MISSED$/);
    expect(lines[2]).toMatch(/met$/);
    expect(lines[3]).toMatch(/MISSED$/);
    expect(targets([sized(1_000, 5_000)])[1]).toMatch(/not checked/);
  });

  it("judges the build against Eleventy's at 4,000 pages: at most 0.8 times its time", () => {
    expect(targets([sized(4_000, 2_900, { eleventyMs: 3_700 })])[0]).toMatch(/ratio 0\.78, met$/);
    expect(targets([sized(4_000, 3_000, { eleventyMs: 3_700 })])[0]).toMatch(/ratio 0\.81, MISSED$/);
    expect(targets([sized(4_000, 9_000, { eleventyMs: 3_700 })])[0]).toMatch(/ratio 2\.43, MISSED$/);
    expect(table([sized(4_000, 9_000, { eleventyMs: 3_700 })])).toMatch(/\| +3\.70 \| +2\.43 \|$/m);
  });
});

describe("Eleventy's side of the benchmark", () => {
  it("gives each page the text a visitor reads: headings, paragraphs and list items, no addresses or settings", () => {
    const markdown = blockMarkdown({
      type: "cards",
      tone: "muted",
      heading: "Our services",
      items: [{ title: "Removal", text: "Safe [removal](/tree-removal).", href: "/tree-removal" }],
      badges: ["Insured", "Local"],
    });
    expect(markdown).toContain("## Our services");
    expect(markdown).toMatch(/^#{3,} Removal$/m);
    expect(markdown).toContain("Safe [removal](/tree-removal).");
    expect(markdown).toContain("- Insured\n- Local");
    expect(markdown).not.toMatch(/muted|cards|^\/tree-removal$/m);
  });
});
