import { readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { formatProblem } from "../src/validate/report/problem.ts";
import { validateSiteBytes } from "../src/validate/index.ts";

/*
 * The corpus: each file in tests/broken/ is the small site in base.json with one realistic mistake
 * (or a few, where the point is that all are reported at once). Next to it, NAME.txt holds exactly
 * what `npm run validate` prints for it: position, place, message, expectation and hint. Those files
 * were read and judged by a person; a change to any message shows up as a diff to judge again
 * (`npx vitest run tests/corpus.test.ts -u` rewrites them). Each file is read as bytes, as the command reads
 * it, so a byte-order mark or a NUL reaches the check exactly as it is in the file. (Files that are not text at
 * all, or too big to keep here, are made by tests/hostile.test.ts.)
 */

const folder = resolve("tests/broken");
const cases = readdirSync(folder)
  .filter((name) => name.endsWith(".json") && name !== "base.json")
  .sort();

/**
 * The cases that deserve advice only: warnings, and the build still goes ahead. Every other case must be
 * refused with at least one error. Each name here must be a file of the corpus (a test checks it).
 */
const WARNING_ONLY = [
  "warning-link-to-other-language.json",
  "warning-language-without-its-form.json",
  "warning-english-in-a-spanish-text.json",
  "warning-page-without-translation.json",
  "file-byte-order-mark.json",
  "warning-page-nothing-links-to.json",
  "warnings-title-description-duplicates.json",
  "warning-example-addresses.json",
  "warning-service-radius-in-miles.json",
  "warning-hours-search-engines-cannot-read.json",
];

/** Image paths are checked against the project's images/ folder, as for the real site.json. */
const validate = (bytes: Uint8Array) => validateSiteBytes(bytes, { root: resolve(".") });

describe("the corpus of broken site.json files", () => {
  it("pairs every broken file with the output judged for it, and names only real files as warning-only", () => {
    const outputs = readdirSync(folder).filter((name) => name.endsWith(".txt"));
    expect(outputs.map((name) => name.replace(/\.txt$/, ".json")).sort()).toEqual(cases);
    expect(WARNING_ONLY.filter((name) => !cases.includes(name))).toEqual([]);
  });

  it("starts from a base that is valid and has nothing to warn about", () => {
    const result = validate(readFileSync(join(folder, "base.json")));
    expect(result.problems.map((problem) => formatProblem("site.json", problem))).toEqual([]);
    expect(result.ok).toBe(true);
  });

  for (const name of cases) {
    it(name.replace(/\.json$/, ""), async () => {
      const bytes = readFileSync(join(folder, name));
      const text = bytes.toString("utf8");
      const result = validate(bytes);
      // Each broken file is caught: an error, or for the files that only deserve advice, only warnings.
      expect(result.problems.length).toBeGreaterThan(0);
      expect(result.ok, WARNING_ONLY.includes(name) ? "advice only, the build goes ahead" : "refused").toBe(
        WARNING_ONLY.includes(name),
      );
      // Every problem has a real position in the file and says what is wrong in words.
      const lines = text.split("\n");
      for (const problem of result.problems) {
        expect(problem.line).toBeGreaterThanOrEqual(1);
        expect(problem.line).toBeLessThanOrEqual(Math.max(lines.length, 1));
        expect(problem.column).toBeLessThanOrEqual((lines[problem.line - 1]?.length ?? 0) + 2);
        expect(problem.message).not.toMatch(/Invalid input|oneOf|must match|received/);
      }
      // Sorted by line, never only the first.
      const order = result.problems.map((problem) => problem.line * 1e6 + problem.column);
      expect(order).toEqual([...order].sort((a, b) => a - b));
      const printed = result.problems.map((problem) => formatProblem("site.json", problem)).join("\n\n") + "\n";
      await expect(printed).toMatchFileSnapshot(join(folder, name.replace(/\.json$/, ".txt")));
    });
  }
});
