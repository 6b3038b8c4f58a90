import { spawnSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { siteFolder } from "./fixtures/site-folder.ts";
import { generateSite } from "../tools/bench-site.ts";
import { loadSite, SiteValidationError } from "../src/site/load.ts";
import { problemsPage } from "../src/validate/report/dev-page.ts";
import { describePlace, formatProblem, LineIndex, type Problem } from "../src/validate/report/problem.ts";
import { validateSiteFile, validateSiteText } from "../src/validate/index.ts";

/* The corpus (tests/corpus.test.ts) pins each message; these tests cover the rest of the contract. */

const base = readFileSync("tests/broken/base.json", "utf8");
const edit = (from: string, to: string) => {
  expect(base).toContain(from);
  return base.replace(from, to);
};
const root = resolve(".");

describe("validateSiteText", () => {
  it("accepts the shipped site.json with nothing to warn about", () => {
    const result = validateSiteText(readFileSync("site.json", "utf8"), { root });
    expect(result.problems.map((problem) => formatProblem("site.json", problem))).toEqual([]);
    expect(result.ok).toBe(true);
  });

  it("accepts http:, https:, tel: and mailto: links, and refuses javascript: in any case", () => {
    const fine = edit("(/blog).", "(/blog), [extension](http://extension.example/trees), [mail](mailto:a@b.example).");
    expect(validateSiteText(fine, { root }).ok).toBe(true);
    for (const href of ["JavaScript:alert(1)", " javascript:alert(1)", "data:text/html,x", "vbscript:x"]) {
      const result = validateSiteText(edit('"href": "/blog" }\n    ]', `"href": ${JSON.stringify(href)} }\n    ]`), {
        root,
      });
      expect(result.ok).toBe(false);
      expect(result.problems.map((problem) => problem.code)).toContain("unsafe-link");
    }
  });

  it("reports the misspelt field, not also the field it was meant to be", () => {
    const result = validateSiteText(edit('"heading": "Tree Removal",', '"headng": "Tree Removal",'), { root });
    expect(result.problems.map((problem) => [problem.code, problem.hint])).toEqual([
      ["unknown-field", "did you mean 'heading'?"],
    ]);
  });

  it("names the alternative the owner wrote in a union, not every alternative", () => {
    // A menu entry with children is a dropdown: its own mistake is reported, not "href is missing".
    const result = validateSiteText(edit('{ "label": "Tree Removal", "href"', '{ "label": 7, "href"'), { root });
    expect(result.problems.map((problem) => [problem.place, problem.message])).toEqual([
      ["navigation › item 2 › link 1 › label", "the number 7 is the wrong kind of value here"],
    ]);
  });

  it("reads on after a byte-order mark, and says so as a warning", () => {
    const result = validateSiteText("\ufeff" + base, { root });
    expect(result.ok).toBe(true);
    expect(result.problems.map((problem) => [problem.severity, problem.code])).toEqual([["warning", "bom"]]);
  });

  it("never throws on strange input", () => {
    for (const text of ["null", "42", '"x"', "[]", "{}", '{"pages": 3}', '{"pages": [null, 1, "x"]}', "{".repeat(10)]) {
      const result = validateSiteText(text, { root });
      expect(result.ok).toBe(false);
      expect(result.problems.length).toBeGreaterThan(0);
    }
  });
});

describe("the place in words", () => {
  it("counts from 1 and names pages by address and blocks by type", () => {
    const data = JSON.parse(base);
    expect(describePlace(["pages", 0, "blocks", 2, "items", 1, "alt"], data)).toBe(
      'page "/" › block 3 (gallery) › item 2 › alt',
    );
    expect(describePlace(["navigation", "items", 1, "children", 0, "href"], data)).toBe(
      "navigation › item 2 › link 1 › href",
    );
    expect(describePlace([], data)).toBe("the whole file");
  });

  it("gives the line and column of any offset, asked in any order, as counting every character does", () => {
    // Lines of every length (none, one character, long), the text ending on a line break or not.
    const text = ["", "{", "", '  "a": 1,', "x".repeat(300), "", "}", ""].join("\n") + "tail";
    const counted = (offset: number) => {
      const before = text.slice(0, offset);
      return { line: before.split("\n").length, column: offset - (before.lastIndexOf("\n") + 1) + 1 };
    };
    const offsets = Array.from({ length: text.length + 1 }, (_, offset) => offset);
    // From the end first, then the start, then every other offset in a shuffled order: each asks the index anew.
    const order = [text.length, 0, ...offsets.slice(1, -1).sort((a, b) => ((a * 7919) % 331) - ((b * 7919) % 331))];
    const lines = new LineIndex(text);
    for (const offset of order) expect(lines.position(offset), `offset ${offset}`).toEqual(counted(offset));
    // Read forward, as the problems of a file are placed.
    const forward = new LineIndex(text);
    for (const offset of offsets) expect(forward.position(offset), `offset ${offset}`).toEqual(counted(offset));
  });
});

describe("validateSiteFile", () => {
  it("reports a missing file as a problem, not a crash", () => {
    const result = validateSiteFile("/nonexistent/site.json");
    expect(result.ok).toBe(false);
    expect(result.problems[0]).toMatchObject({ code: "missing-file", line: 1, column: 1 });
  });
});

describe("loadSite", () => {
  it("validates a file once per version, and again when it changes", () => {
    const file = siteFolder(base);
    const first = loadSite(file);
    expect(loadSite(file)).toBe(first); // the same object: not validated again
    const copy = siteFolder(base); // same text, another file
    expect(loadSite(copy)).not.toBe(first);
    writeFileSync(file, base.replace('"code": "404"', '"code": "Lost?"'));
    expect(loadSite(file).notFound.code).toBe("Lost?");
  });

  it("refuses an invalid file with every error listed, in file order", () => {
    const file = siteFolder(
      edit('"type": "gallery",', '"type": "galery",').replace('"layout": "modal"', '"layout": "x"'),
    );
    let error: unknown;
    try {
      loadSite(file);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(SiteValidationError);
    expect((error as SiteValidationError).problems.map((problem) => problem.code)).toEqual([
      "not-allowed",
      "unknown-type",
    ]);
    expect((error as SiteValidationError).message).toContain("2 errors in");
  });
});

// Each test starts the command line in its own process; on a busy 2-core machine that can take seconds.
describe("npm run validate", { timeout: 30_000 }, () => {
  const run = (args: string[], input?: string) => {
    const file = siteFolder(input ?? base);
    return spawnSync(resolve("node_modules/.bin/tsx"), ["scripts/validate.ts", ...args, file], {
      encoding: "utf8",
      env: { ...process.env, FORCE_COLOR: "", NO_COLOR: "" },
    });
  };

  it("prints problems as JSON for tools with --json, and exits 1 on an error", () => {
    const result = run(["--json"], edit('"type": "gallery",', '"type": "galery",'));
    expect(result.status).toBe(1);
    const report = JSON.parse(result.stdout);
    expect(report.ok).toBe(false);
    const unknown = report.problems.find((problem: Problem) => problem.code === "unknown-type");
    expect(unknown).toMatchObject({ severity: "error", line: 95, column: 19, hint: "did you mean 'gallery'?" });
    expect(unknown.place).toBe('page "/" › block 3 (galery) › type');
  });

  it(
    "reports every mistake of a large file, each at its line, the schema's among the rules'",
    { timeout: 120_000 },
    () => {
      // 1,900 pages (18 MB): the check in pieces gives up at the first mistake, and the whole check reports them all,
      // zod asked only about the pages ajv refuses (schema-check.ts), far apart in the file.
      const PAGES = 1_900;
      const shipped = JSON.parse(readFileSync("site.json", "utf8")) as Parameters<typeof generateSite>[0];
      // Through JSON: a generated site's copies of a page share its blocks, and each mistake is in one page.
      const site = JSON.parse(JSON.stringify(generateSite(structuredClone(shipped), PAGES))) as Record<string, any>;
      const [first, middle, last] = [site.pages[3], site.pages[950], site.pages[PAGES - 10]];
      first.title = " "; // the schema: an empty text
      first.blocks.push({ type: "text", paragraphs: ["See [the price list](/no-such-page)."] }); // a rule
      middle.blocks.push({ type: "txt", paragraphs: ["An unknown block type."] }); // the schema, in a union
      last.description = "Short."; // a warning
      last.blocks.push({ type: "text", paragraphs: ["Call [us](/contakt)."] }); // a rule, with a hint
      const hero = last.blocks.find((block: { type: string }) => block.type === "hero");
      hero.hedaing = hero.heading; // misspelt: "did you mean", and no echo of the missing field
      delete hero.heading;
      // A field written twice, which JSON.parse alone would not tell.
      const text = JSON.stringify(site, null, 2).replace('"menuLabel": ', '"menuLabel": "Menu", "menuLabel": ');
      const file = siteFolder(text);
      const result = spawnSync(process.execPath, ["scripts/compiled.mjs", "scripts/validate.ts", "--json", file], {
        encoding: "utf8",
      });
      expect(result.status).toBe(1);
      const problems = JSON.parse(result.stdout).problems as Problem[];
      const found = problems.map(({ code, path }) => [code, path.slice(0, 2).join(" ")]);
      // Every mistake, and nothing else: the misspelt heading is not also said to be missing.
      expect(found).toEqual([
        ["duplicate-field", "navigation menuLabel"],
        ["empty-text", "pages 3"],
        ["broken-link", "pages 3"],
        ["unknown-type", "pages 950"],
        ["description-length", "pages 1890"],
        ["unknown-field", "pages 1890"],
        ["broken-link", "pages 1890"],
      ]);
      // Each at the line that writes it: the field's name, or the words it is about.
      const lines = text.split("\n");
      for (const problem of problems) {
        const key = String(problem.path.at(-1));
        const line = lines[problem.line - 1]!;
        expect(typeof problem.path.at(-1) === "number" || line.includes(`"${key}"`), `${problem.code} at ${line}`).toBe(
          true,
        );
      }
      // In file order.
      expect(problems.map((problem) => problem.line)).toEqual(
        problems.map((problem) => problem.line).sort((a, b) => a - b),
      );
    },
  );

  it("reports the syntax slips of a large file at their pages, with a field written twice after them", () => {
    // The first slip is found and placed by reading only its page (syntax.ts); the repaired text, read by JSON.parse,
    // still has its field written twice looked for.
    const PAGES = 600;
    const shipped = JSON.parse(readFileSync("site.json", "utf8")) as Parameters<typeof generateSite>[0];
    const site = JSON.parse(JSON.stringify(generateSite(structuredClone(shipped), PAGES))) as Record<string, any>;
    site.pages[200].title = "Marked for a comma";
    site.pages[400].title = "Marked for a comment";
    site.pages[500].description = "Marked for a field written twice, a description long enough for the advice.";
    const text = JSON.stringify(site, null, 2)
      .replace('"title": "Marked for a comma",\n', '"title": "Marked for a comma"\n') // a comma missing
      .replace('"title": "Marked for a comment",', '"title": "Marked for a comment", // a note')
      .replace('"description": "Marked for a field', '"description": "Once.", "description": "Marked for a field');
    const lines = text.split("\n");
    const lineOf = (words: string) => lines.findIndex((line) => line.includes(words)) + 1;
    const result = spawnSync(
      process.execPath,
      ["scripts/compiled.mjs", "scripts/validate.ts", "--json", siteFolder(text)],
      {
        encoding: "utf8",
      },
    );
    expect(result.status).toBe(1);
    const problems = JSON.parse(result.stdout).problems as Problem[];
    expect(problems.map(({ code, path, line }) => [code, path.slice(0, 3).join(" "), line])).toEqual([
      ["json-missing-comma", "pages 200 title", lineOf("Marked for a comma")],
      ["json-comment", "pages 400", lineOf("Marked for a comment")],
      ["duplicate-field", "pages 500 description", lineOf('"description": "Once."')],
    ]);
    expect(problems[0]!.place).toBe(`page "${site.pages[200].path}" › title`);
  });

  it("uses no colour codes when the output is not a terminal", () => {
    const result = run([], edit('"layout": "modal",', '"layout": "popup",'));
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('error     the text "popup" is not allowed here');
    expect(result.stderr).not.toContain("\x1b[");
  });

  it("lets warnings pass, unless --strict is given", () => {
    const warned = edit(
      '"description": "Advice on pruning, storms and tree health for homeowners in Testville and the towns around it."',
      '"description": "Advice."',
    );
    expect(run([], warned).status).toBe(0);
    const strict = run(["--strict"], warned);
    expect(strict.status).toBe(1);
    expect(strict.stderr).toContain("warning   the description has 7 characters");
  });

  it("refuses an unknown option with exit code 2", () => {
    expect(run(["--stritc"]).status).toBe(2);
  });
});

describe("the dev server's problems page", () => {
  it("shows the owner's text as text, never as markup", () => {
    const result = validateSiteText(edit('"layout": "modal",', '"layout": "<img src=x onerror=alert(1)>",'), { root });
    const html = problemsPage("site.json", result.problems);
    expect(html).toContain("&#60;img src=x onerror=alert(1)&#62;");
    expect(html).not.toContain("<img");
    expect(html).toContain("<h1>1 error in site.json</h1>");
  });
});
