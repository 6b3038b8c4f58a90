/**
 * Past the listing cap (MAX_PROBLEMS) the line that counts the rest keeps the worst severity of what it hides: a large
 * site with many warnings and no error is valid, and builds without --strict (issue 49, item 12).
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { siteFolder } from "./fixtures/site-folder.ts";
import { generateSite } from "../tools/bench-site.ts";
import { runValidate } from "../src/validate/command.ts";
import { loadSite } from "../src/site/load.ts";
import type { Problem } from "../src/validate/report/problem.ts";

const PAGES = 500;

/** 500 pages, each with a title too long and the same short description: warnings, more than the cap, no error. */
function manyWarnings(): string {
  const shipped = JSON.parse(readFileSync("site.json", "utf8")) as Parameters<typeof generateSite>[0];
  const site = JSON.parse(JSON.stringify(generateSite(shipped, PAGES))) as { pages: Record<string, unknown>[] };
  site.pages.forEach((page, index) => {
    page.title = `A title far longer than any search result shows, written for page number ${index}`;
    page.description = "Short.";
  });
  return JSON.stringify(site, null, 2);
}

describe("a site with more warnings than are listed", { timeout: 60_000 }, () => {
  const file = siteFolder(manyWarnings());

  it("is valid: the count of the rest is a warning, and the command passes without --strict", () => {
    const json = runValidate(["--json", file], { defaultFile: file });
    const report = JSON.parse(json.stdout) as { ok: boolean; errors: number; problems: Problem[] };
    expect(report.problems.length).toBeGreaterThan(1_000);
    const cut = report.problems.find((problem) => problem.code === "too-many-problems");
    expect(cut?.severity).toBe("warning");
    expect(report.errors).toBe(0);
    expect(report.ok).toBe(true);
    expect(json.code).toBe(0);
    const plain = runValidate([file], { defaultFile: file });
    expect(plain.code).toBe(0);
    expect(plain.stdout).toContain("is valid, with");
    expect(runValidate(["--strict", file], { defaultFile: file }).code).toBe(1);
  });

  it("is a site the build renders", () => {
    expect(loadSite(file).pages).toHaveLength(PAGES);
  });
});
