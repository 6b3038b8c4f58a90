import { describe, expect, it } from "vitest";
import { formatProblem } from "../src/content/problems.ts";
import { validateSiteText } from "../src/content/validate.ts";
import { minimalSite } from "./fixtures/site.ts";

const text = (json: unknown) => JSON.stringify(json, null, 2);

function problemsOf(source: string) {
  const result = validateSiteText(source);
  if (result.ok) throw new Error("expected problems, got a valid site");
  return result.problems.map((problem) => formatProblem("site.json", problem));
}

/** The 1-based line and column where `needle` starts in `source`. */
function positionOf(source: string, needle: string) {
  const offset = source.indexOf(needle);
  expect(offset).toBeGreaterThanOrEqual(0);
  const before = source.slice(0, offset).split("\n");
  return `${before.length}:${before[before.length - 1]!.length + 1}`;
}

describe("validateSiteText", () => {
  it("accepts the minimal site and fills nothing in by itself", () => {
    const result = validateSiteText(text(minimalSite()));
    expect(result.ok).toBe(true);
    if (result.ok) expect(result.site.navigation.callLabel).toBe("Call {phone}");
  });

  it("names an unknown block type with its position and the closest type", () => {
    const site = minimalSite() as any;
    site.pages[0].blocks[1].type = "galery";
    const source = text(site);
    const [problem] = problemsOf(source);
    expect(problem).toContain(`site.json:${positionOf(source, '"galery"')}  pages[0].blocks[1].type`);
    expect(problem).toContain(`did you mean 'gallery'?`);
    expect(problem).toContain("'hero'");
  });

  it("points at an unknown field's key and suggests the field meant", () => {
    const site = minimalSite() as any;
    site.pages[0].blocks[0].headng = "x";
    const source = text(site);
    const problems = problemsOf(source);
    expect(problems).toContainEqual(
      `site.json:${positionOf(source, '"headng"')}  pages[0].blocks[0].headng  'headng' is not a field here; did you mean 'heading'?`,
    );
  });

  it("rejects unknown top-level keys instead of ignoring them", () => {
    const site = minimalSite() as any;
    site.extra = true;
    expect(problemsOf(text(site)).join("\n")).toContain("extra  'extra' is not a field here");
  });

  it("lists every problem at once, in file order", () => {
    const site = minimalSite() as any;
    delete site.site.tagline;
    site.business.priceRange = "cheap";
    site.pages[1].blocks[0].intro = 42;
    const problems = problemsOf(text(site));
    expect(problems).toHaveLength(3);
    expect(problems[0]).toMatch(/site\.tagline {2}'tagline' is missing: add it \(text in quotes\)/);
    expect(problems[1]).toMatch(/business\.priceRange {2}must be \$ to \$\$\$\$, but found the text "cheap"/);
    expect(problems[2]).toMatch(/pages\[1\]\.blocks\[0\]\.intro {2}expected text in quotes, but found the number 42/);
    const lines = problems.map((problem) => Number(problem.split(":")[1]));
    expect(lines).toEqual([...lines].sort((a, b) => a - b));
  });

  it("reports syntax errors with line and column, all of them", () => {
    const source = '{\n  "site": {\n    "name": "x",\n  },\n  "pages": [1 2]\n}';
    const problems = problemsOf(source);
    expect(problems[0]).toBe(
      "site.json:4:3  (top level)  a field name in double quotes was expected here (is there a comma too many before it?)",
    );
    expect(
      problems.some((problem) => problem.startsWith("site.json:5:15") && problem.includes("comma is missing")),
    ).toBe(true);
  });

  it("reports a duplicated key, which JSON would otherwise silently overwrite", () => {
    const source = text(minimalSite()).replace(
      '"tagline": "Tree care in Testville",',
      '"tagline": "a",\n    "tagline": "b",',
    );
    expect(problemsOf(source).join("\n")).toContain("'tagline' appears twice");
  });

  it("says an empty file is empty", () => {
    expect(problemsOf("")).toEqual([
      "site.json:1:1  (top level)  a value was expected here (is there a comma too many, or a value missing?)",
    ]);
  });
});

describe("cross-checks", () => {
  it("finds duplicate paths and links to missing pages", () => {
    const site = minimalSite() as any;
    site.pages[2].path = "/removal";
    site.pages[0].blocks[1].paragraphs = ["See [x](/nowhere#top)."];
    const problems = problemsOf(text(site)).join("\n");
    expect(problems).toContain("pages[2].path  the address /removal is already used by pages.1");
    expect(problems).toContain("pages[0].blocks[1].paragraphs[0]  the link /nowhere#top leads to no page of this site");
  });

  it("checks hrefs in navigation and buttons", () => {
    const site = minimalSite() as any;
    site.navigation.items[2].href = "/blgo";
    site.pages[0].blocks[0].actions.push({ action: "link", label: "Go", href: "/missing" });
    const problems = problemsOf(text(site)).join("\n");
    expect(problems).toContain(
      "navigation.items[2].href  the link /blgo leads to no page of this site; did you mean /blog?",
    );
    expect(problems).toContain("pages[0].blocks[0].actions[1].href  the link /missing leads to no page");
  });

  it("requires a home page and exactly one hero per page", () => {
    const site = minimalSite() as any;
    site.pages[0].path = "/start";
    site.navigation.items[0].href = "/start";
    site.pages[1].blocks.push({ type: "hero", heading: "Again", intro: "Twice." });
    const problems = problemsOf(text(site)).join("\n");
    expect(problems).toContain("there is no home page");
    expect(problems).toContain(
      "a page needs exactly one hero block (it holds the page's main heading), but /removal has 2",
    );
  });

  it("rejects unknown placeholders", () => {
    const site = minimalSite() as any;
    site.footer.copyright = "© {yeer}";
    expect(problemsOf(text(site)).join("\n")).toContain("footer.copyright  {yeer} is not a known placeholder");
  });

  it("reports image files that do not exist when it knows the site's folder", () => {
    const result = validateSiteText(text(minimalSite()), { root: "/nonexistent-folder" });
    expect(result.ok).toBe(false);
    if (!result.ok)
      expect(result.problems.map((p) => p.message)).toContain("the image file images/blog/first.svg does not exist");
  });
});
