import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { HEADING_MAX } from "../schema/patterns.ts";
import { RULES, type Rule } from "../src/validate/rules/index.ts";
import { PROBLEM_CODES } from "../src/validate/codes.ts";
import { INPUT_CODES } from "../src/validate/input-codes.ts";
import { validateSiteText } from "../src/validate/index.ts";
import { twoLanguageSite, type Json } from "./fixtures/site.ts";

const base = readFileSync(resolve("tests/broken/base.json"), "utf8");

/** A rule a newcomer might add: no page goes live with TODO in its title. */
const noTodo: Rule = {
  name: "no TODO in a title",
  codes: { "todo-title": { severity: "error", summary: "A title that still says TODO." } },
  check: ({ entries }) =>
    entries
      .filter((entry) => entry.title?.includes("TODO"))
      .map((entry) => ({
        code: "todo-title",
        path: [...entry.where, "title"],
        message: "the title still says TODO",
        expected: "the page's real title",
      })),
};

describe("cross-check rules", () => {
  it("report a new rule's findings with its code, the place in words, and the line and column", () => {
    const text = base.replace(/"title": "([^"]*)"/, '"title": "TODO $1"');
    const line = text.slice(0, text.indexOf('"title": "TODO')).split("\n").length;
    const result = validateSiteText(text, { root: resolve("."), rules: [...RULES, noTodo] });
    const problem = result.problems.find((item) => item.message === "the title still says TODO");
    expect(problem).toMatchObject({ severity: "error", code: "todo-title", line, place: 'page "/" › title' });
    expect(result.ok).toBe(false);
    // Without the rule in the list, the same file is valid: the list is what runs.
    expect(validateSiteText(text, { root: resolve(".") }).ok).toBe(true);
  });

  it("keep reporting the other rules' findings when one rule meets a part it cannot read", () => {
    const failing: Rule = {
      name: "fails",
      codes: {},
      check: () => {
        throw new Error("cannot read");
      },
    };
    const text = base.replace('"site": {', '"site": { "extra": 1,').replace('"heading": "', '"heading": "{nope} ');
    const result = validateSiteText(text, { root: resolve("."), rules: [failing, ...RULES] });
    expect(result.problems.map((problem) => problem.code)).toContain("unknown-placeholder");
  });

  it("give each finding the severity its rule declares for the code, and refuse a code it does not declare", () => {
    const advice: Rule = { ...noTodo, codes: { "todo-title": { severity: "warning", summary: "A TODO." } } };
    const text = base.replace(/"title": "([^"]*)"/, '"title": "TODO $1"');
    const result = validateSiteText(text, { root: resolve("."), rules: [...RULES, advice] });
    expect(result.problems.find((item) => item.code === "todo-title")?.severity).toBe("warning");
    expect(result.ok).toBe(true);
    const undeclared: Rule = { ...noTodo, codes: {} };
    expect(() => validateSiteText(base, { root: resolve("."), rules: [undeclared] })).not.toThrow();
    expect(() => validateSiteText(text, { root: resolve("."), rules: [undeclared] })).toThrow(/does not declare/);
  });

  it("declare each code in one place: a rule's own, the few every rule shares, or the input's", () => {
    const declarations = new Map<string, object>();
    for (const rule of RULES) {
      for (const [code, declared] of Object.entries(rule.codes)) {
        // A code two rules report is one declaration (shared-codes.ts), the same object in both.
        if (declarations.has(code)) expect(declarations.get(code), code).toBe(declared);
        declarations.set(code, declared);
        if (code in INPUT_CODES)
          expect(declared, code).toEqual({ severity: "error", summary: INPUT_CODES[code as "missing-field"] });
      }
    }
    expect(Object.keys(PROBLEM_CODES).sort()).toEqual(
      [...new Set([...Object.keys(INPUT_CODES), ...declarations.keys()])].sort(),
    );
  });
});

describe("the layout's labels", () => {
  const check = (site: Json) => validateSiteText(JSON.stringify(site, null, 2), { root: resolve(".") });

  it("may be left out by a site without posts, which has no blog to point to", () => {
    const site = twoLanguageSite();
    site.posts = [];
    delete site.labels;
    for (const language of site.languages as Json[]) delete language.labels;
    // Nothing links to the blog page either: it goes with the posts.
    expect(check(site).problems.filter((problem) => problem.path.includes("labels"))).toEqual([]);
  });

  it("are asked for, in each language that has posts, where they belong", () => {
    const site = twoLanguageSite();
    delete site.labels;
    delete (site.languages as Json[])[0]!.labels;
    const text = JSON.stringify(site, null, 2);
    const result = validateSiteText(text, { root: resolve(".") });
    const missing = result.problems.filter((problem) => problem.code === "missing-field");
    expect(missing.map((problem) => problem.place)).toEqual(["labels", 'language "es-US" › labels']);
    expect(missing[0]).toMatchObject({ severity: "error", line: 1, column: 1, message: "'labels' is missing" });
    // The language's own object, the line after "languages": [
    expect(missing[1]!.line).toBe(text.slice(0, text.indexOf('"languages": [')).split("\n").length + 1);
    expect(missing[0]!.expected).toContain("backToBlog, blogPath and backToHome");
    expect(result.ok).toBe(false);
  });
});

describe("an example's addresses", () => {
  type Parts = { site: Json; business: Json };
  const told = (change: (site: Parts) => void) => {
    const site = JSON.parse(base) as Parts;
    change(site);
    return validateSiteText(JSON.stringify(site, null, 2), { root: resolve(".") })
      .problems.filter((problem) => problem.code === "example-address")
      .map((problem) => `${problem.place}: ${problem.message.split(" ")[0]}`);
  };

  it("are pointed out on the web address, the email and each profile, as warnings that let the site build", () => {
    const site = JSON.parse(base) as Parts;
    site.site.url = "https://www.example.com";
    site.business.email = "Owner@Shop.TEST";
    site.business.sameAs = ["https://facebook.com/oak", "https://profiles.example.org/oak", "https://oak.invalid"];
    const result = validateSiteText(JSON.stringify(site, null, 2), { root: resolve(".") });
    expect(result.ok).toBe(true);
    expect(
      result.problems.map((problem) => [problem.severity, problem.code, problem.place, problem.message.split(" ")[0]]),
    ).toEqual([
      ["warning", "example-address", "site › url", "https://www.example.com"],
      ["warning", "example-address", "business › email", "Owner@Shop.TEST"],
      ["warning", "example-address", "business › profile 2", "https://profiles.example.org/oak"],
      ["warning", "example-address", "business › profile 3", "https://oak.invalid"],
    ]);
  });

  it("are only the names kept for examples, not names that merely contain the word", () => {
    for (const url of [
      "https://myexample.com",
      "https://example.co",
      "https://examples.com",
      "https://test.example.net.au",
    ])
      expect(
        told((site) => (site.site.url = url)),
        url,
      ).toEqual([]);
    for (const url of ["https://shop.localhost", "https://example.net", "https://a.b.test"])
      expect(
        told((site) => (site.site.url = url)),
        url,
      ).toEqual([`site › url: ${url}`]);
  });
});

describe("opening hours", () => {
  it("are pointed out in each language whose row search engines cannot read, on a site not open at all hours", () => {
    const site = twoLanguageSite();
    (site.business as Json).openAllHours = false;
    const spanish = ((site.languages as Json[])[0]!.business as Json).hours as Json[];
    spanish[0]!.time = "8 – 5";
    const found = (data: Json) =>
      validateSiteText(JSON.stringify(data, null, 2), { root: resolve(".") })
        .problems.filter((problem) => problem.code === "unread-hours")
        .map((problem) => problem.path);
    expect(found(site)).toEqual([["languages", 0, "business", "hours", 0, "time"]]);
    // Open at all hours, the rows are words for visitors only.
    (site.business as Json).openAllHours = true;
    expect(found(site)).toEqual([]);
  });
});

describe("headings", () => {
  it("are warned of past the length a heading reads at, where the heading is, and the site still builds", () => {
    const long = "Tree care you can trust. ".repeat(4).trim();
    const text = base.replace('"heading": "Why homeowners call us"', `"heading": "${long}"`);
    const result = validateSiteText(text, { root: resolve(".") });
    const found = result.problems.filter((problem) => problem.code === "long-heading");
    expect(found.map(({ severity, place, expected }) => ({ severity, place, expected }))).toEqual([
      {
        severity: "warning",
        place: 'page "/" › block 2 (text) › heading',
        expected: `at most ${HEADING_MAX} characters`,
      },
    ]);
    expect(found[0]!.message).toContain(`${long.length} characters`);
    expect(result.ok).toBe(true);
  });

  it("of the longest allowed length are not", () => {
    const text = base.replace('"heading": "Why homeowners call us"', `"heading": "${"a".repeat(HEADING_MAX)}"`);
    const found = validateSiteText(text, { root: resolve(".") }).problems.filter((p) => p.code === "long-heading");
    expect(found).toEqual([]);
  });
});
