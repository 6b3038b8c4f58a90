import { createHash } from "node:crypto";
import { readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, extname, join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { formatProblem } from "../src/validate/report/problem.ts";
import { validateSiteFile } from "../src/validate/index.ts";
import { termsIn, treeCareTerms } from "./fixtures/other-business.ts";

/*
 * The example sites in examples/: other businesses, built by the same engine with no code of their own. Each is
 * valid with no warning but that its web address is an example's, with its images beside its site.json, and holds
 * nothing of the tree-care business.
 */

const EXAMPLES = resolve("examples");
const sites = readdirSync(EXAMPLES)
  .map((name) => join(EXAMPLES, name, "site.json"))
  .filter((file) => statSync(file, { throwIfNoEntry: false })?.isFile());

function filesUnder(folder: string): string[] {
  return readdirSync(folder, { recursive: true, encoding: "utf8" })
    .map((name) => join(folder, name))
    .filter((file) => statSync(file).isFile());
}

const hash = (file: string) => createHash("sha256").update(readFileSync(file)).digest("hex");
const TEXT = new Set([".json", ".svg", ".md", ".txt"]);

describe("the example sites", () => {
  it("are there", () => {
    expect(sites.length).toBeGreaterThan(0);
  });

  const terms = treeCareTerms();
  const projectImages = new Set(filesUnder(resolve("images")).map(hash));

  for (const file of sites) {
    const name = relative(EXAMPLES, dirname(file));

    it(`${name}: validates with nothing to warn of but its example addresses, its images found beside its site.json`, () => {
      const result = validateSiteFile(file, { root: dirname(file) });
      const others = result.problems.filter((problem) => problem.code !== "example-address");
      expect(others.map((problem) => formatProblem(name, problem))).toEqual([]);
      expect(result.ok).toBe(true);
      // An example's web address is one kept for examples, never one a business may own; a copy is told to change it.
      const told = result.problems.filter((problem) => problem.code === "example-address");
      expect(told.map((problem) => problem.path.join("."))).toContain("site.url");
    });

    it(`${name}: holds no word, name, place or picture of the tree-care business`, () => {
      for (const other of filesUnder(dirname(file))) {
        if (TEXT.has(extname(other))) {
          expect(termsIn(readFileSync(other, "utf8"), terms), relative(EXAMPLES, other)).toEqual([]);
        }
        expect(projectImages.has(hash(other)), `${relative(EXAMPLES, other)} is a copy of a tree-care image`).toBe(
          false,
        );
      }
    });
  }

  it("would catch the tree-care business: its own site.json is full of it", () => {
    expect(termsIn(readFileSync("site.json", "utf8"), terms)).toEqual(terms);
  });
});
