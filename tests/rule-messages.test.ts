import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { validateSiteText } from "../src/validate/index.ts";
import { RULES, type Rule } from "../src/validate/rules/index.ts";
import { codeOfTemplate, fillTemplate, formatMessage } from "../src/validate/rules/messages.ts";
import { worded } from "../src/validate/rules/rule.ts";

const base = readFileSync(resolve("tests/broken/base.json"), "utf8");
const withTodo = base.replace(/"title": "([^"]*)"/, '"title": "TODO $1"');

describe("a message template", () => {
  it("is filled with the finding's values, put in as they are", () => {
    expect(fillTemplate("the number shown, {display}, is not {e164}", { display: "{year} & <b>", e164: 1 }, "x")).toBe(
      "the number shown, {year} & <b>, is not 1",
    );
    // Braces that name no value (an example of JSON) are words, and a value's own braces are never filled.
    expect(fillTemplate('add { "type": "hero" } or {{name}}', { name: "{name}" }, "x")).toBe(
      'add { "type": "hero" } or {{name}}',
    );
  });

  it("leaves out an optional part whose value is absent, and refuses a name its finding does not give", () => {
    const template = { message: "{href} leads nowhere", expected: "a page", hint: "did you mean {guess}?" };
    expect(formatMessage(template, { href: "/a", guess: undefined }, "broken-link")).toEqual({
      message: "/a leads nowhere",
      expected: "a page",
    });
    expect(formatMessage(template, { href: "/a", guess: "/b" }, "broken-link").hint).toBe("did you mean /b?");
    expect(() => formatMessage(template, { href: "/a" }, "broken-link")).toThrow(/\{guess\}/);
    expect(() => formatMessage(template, { href: undefined, guess: "/b" }, "broken-link")).toThrow(/broken-link/);
  });

  it("reports its id's code: the id, or the id up to the colon", () => {
    expect(codeOfTemplate("phone-mismatch")).toBe("phone-mismatch");
    expect(codeOfTemplate("broken-image:heic")).toBe("broken-image");
  });
});

describe("every rule's words", () => {
  it("are declared by id beside its codes: each template for a code it declares, each code worded", () => {
    for (const rule of RULES) {
      const ids = Object.keys(rule.messages ?? {});
      const worded = new Set(ids.map(codeOfTemplate));
      for (const id of ids) expect(rule.codes, `${rule.name}: ${id}`).toHaveProperty([codeOfTemplate(id)]);
      expect([...worded].sort(), rule.name).toEqual(Object.keys(rule.codes).sort());
    }
  });

  it("come from a catalogue another language can replace, keyed by the same ids", () => {
    const phone = RULES.find((rule) => rule.codes["phone-mismatch"])!;
    const finding = { messageId: "phone-mismatch", path: [], data: { display: "555", e164: "+1555" } };
    expect(worded(phone, finding).message).toBe("the number shown, 555, is not the number dialled, +1555");
    const spanish = { "phone-mismatch": { message: "el número mostrado, {display}, no es el marcado, {e164}" } };
    expect(worded({ ...phone, messages: spanish }, finding)).toMatchObject({
      code: "phone-mismatch",
      message: "el número mostrado, 555, no es el marcado, +1555",
    });
  });
});

describe("the rule runner", () => {
  const todo = (words: "inline" | "template"): Rule => ({
    name: "no TODO in a title",
    codes: { "todo-title": { severity: "warning", summary: "A title that still says TODO." } },
    messages: { "todo-title": { message: "the title still says {word}", expected: "the page's real title" } },
    check: ({ entries }) =>
      entries
        .filter((entry) => entry.title?.includes("TODO"))
        .map((entry) =>
          words === "template"
            ? { messageId: "todo-title", path: [...entry.where, "title"], data: { word: "TODO" } }
            : {
                code: "todo-title",
                path: [...entry.where, "title"],
                message: "the title still says TODO",
                expected: "the page's real title",
              },
        ),
  });
  const found = (rule: Rule) =>
    validateSiteText(withTodo, { root: resolve("."), rules: [...RULES, rule] }).problems.filter(
      (problem) => problem.code === "todo-title",
    );

  it("takes words written inline and words named by template alike, with the same result", () => {
    const inline = found(todo("inline"));
    expect(inline).toHaveLength(1);
    expect(inline[0]).toMatchObject({
      severity: "warning",
      message: "the title still says TODO",
      place: 'page "/" › title',
    });
    expect(found(todo("template"))).toEqual(inline);
  });

  it("refuses a template the rule does not declare", () => {
    const rule = { ...todo("template"), messages: {} };
    expect(() => validateSiteText(withTodo, { root: resolve("."), rules: [rule] })).toThrow(/does not declare/);
  });
});

describe("the wordings the corpus does not reach", () => {
  type Site = { [key: string]: any };
  const told = (code: string, change: (site: Site) => void) => {
    const site = JSON.parse(base) as Site;
    change(site);
    const problems = validateSiteText(JSON.stringify(site, null, 2), { root: resolve(".") }).problems;
    return problems
      .filter((problem) => problem.code === code)
      .map(({ message, expected, hint }) => ({ message, expected, hint }));
  };

  it("say them in the words they had when written inline", () => {
    expect(told("unread-hours", (site) => (site.business.hours[0].days = "Most days"))).toEqual([
      {
        message: "search engines are not told these hours: they cannot read “Most days” as days",
        expected: "days like Monday – Friday, Saturday and Sunday, or Every day",
        hint: undefined,
      },
    ]);
    expect(told("unknown-language", (site) => (site.pages[1].language = "fr-FR"))).toEqual([
      {
        message: "fr-FR is not one of the site's languages",
        expected: "one of en-US (site.language or languages[].language)",
        hint: "add the language to languages, with its header and footer",
      },
    ]);
    expect(
      told("description-length", (site) => (site.pages[1].description = "A long description. ".repeat(10))),
    ).toEqual([
      {
        message: "the description has 200 characters; search results cut it after about 160",
        expected: "50 to 160 characters",
        hint: undefined,
      },
    ]);
    const english = { language: "en-GB", navigation: {}, footer: {} };
    expect(told("duplicate-language", (site) => (site.languages = [english]))[0]).toEqual({
      message: "en-GB is the same language as en-US, the site's own language",
      expected: "each language once (its pages would share the folder /en)",
      hint: undefined,
    });
  });
});
