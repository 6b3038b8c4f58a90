/**
 * The rules about languages and translations, on fixture sites: the minimal site in one language (which must
 * validate exactly as before) and in two (English at the top, Spanish under /es), each broken in one place.
 */
import { describe, expect, it } from "vitest";
import { formatProblem } from "../src/validate/report/problem.ts";
import { validateSiteText } from "../src/validate/index.ts";
import { minimalSite as oneLanguage, twoLanguageSite as twoLanguages } from "./fixtures/site.ts";

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
const minimalSite = (): Json => oneLanguage();
const twoLanguageSite = (): Json => twoLanguages();

const check = (site: Json) => validateSiteText(JSON.stringify(site, null, 2));
/** The fixture's descriptions are short on purpose (search-listing advice is tested elsewhere). */
const found = (site: Json) =>
  check(site)
    .problems.filter((problem) => problem.code !== "description-length")
    .map((problem) => ({
      code: problem.code,
      severity: problem.severity,
      place: problem.place,
      message: problem.message,
      hint: problem.hint,
      about: problem.about,
    }));
const page = (site: Json, path: string): Json => [...site.pages, ...site.posts].find((entry) => entry.path === path);

describe("a site in one language", () => {
  it("validates as before: no language fields needed, nothing to warn about", () => {
    const result = check(minimalSite());
    const problems = result.problems.filter((problem) => problem.code !== "description-length");
    expect(problems.map((problem) => formatProblem("site.json", problem))).toEqual([]);
    expect(result.ok).toBe(true);
  });

  it("may name its own language on a page", () => {
    const site = minimalSite();
    site.pages[0].language = "en-US";
    expect(found(site)).toEqual([]);
  });
});

describe("a site in two languages", () => {
  it("validates with every page translated, and asks for no language name on a one-language site", () => {
    expect(found(twoLanguageSite())).toEqual([]);
  });

  it("warns, naming the language, when a language has no copy of the form and its buttons open the site's", () => {
    const site = twoLanguageSite();
    delete site.languages[0].estimateForm;
    expect(found(site)).toEqual([
      {
        code: "language-form",
        severity: "warning",
        place: 'language "es-US"',
        message: "the es-US pages' form buttons open the site's form, which is in en-US",
        hint: "copy the form at the provider, translate it, and give its id and address here (docs/editing.md)",
        about: undefined,
      },
    ]);
  });

  it("asks no copy of the form of a site that has no form", () => {
    const site = twoLanguageSite();
    delete site.estimateForm;
    delete site.languages[0].estimateForm;
    for (const footer of [site.footer, site.languages[0].footer]) delete footer.estimateLabel;
    for (const entry of site.pages) for (const block of entry.blocks) delete block.actions;
    expect(found(site)).toEqual([]);
  });

  it("refuses a translation that points to nothing, with the closest address", () => {
    const site = twoLanguageSite();
    page(site, "/es/remocion").translationOf = "/removl";
    expect(found(site)).toEqual([
      expect.objectContaining({ code: "untranslated-page", severity: "warning", place: 'page "/removal" › path' }),
      {
        code: "translation-missing",
        severity: "error",
        place: 'page "/es/remocion" › translationOf',
        message: "the page translates /removl, but there is no page or post at that address",
        hint: "did you mean /removal?",
      },
    ]);
  });

  it("refuses two pages claiming the same original in the same language", () => {
    const site = twoLanguageSite();
    page(site, "/es/blog").translationOf = "/removal";
    const problems = found(site);
    expect(problems).toContainEqual({
      code: "translation-duplicate",
      severity: "error",
      place: 'page "/es/blog" › translationOf',
      message: "page /es/remocion already translates /removal into es-US",
      hint: "point this one at the page it translates, or remove one of the two",
    });
    expect(problems.filter((problem) => problem.severity === "error")).toHaveLength(1);
  });

  it("refuses a translation of a translation, and one in its original's language", () => {
    const site = twoLanguageSite();
    page(site, "/es/blog").translationOf = "/es/remocion";
    page(site, "/es/blog/primera-entrada").language = "en-US";
    page(site, "/es/blog/primera-entrada").path = "/blog/second-post";
    const codes = found(site).filter((problem) => problem.severity === "error");
    expect(codes).toEqual([
      expect.objectContaining({ code: "translation-chain", hint: 'write "/removal"' }),
      expect.objectContaining({ code: "translation-same-language", place: 'post "/blog/second-post" › translationOf' }),
    ]);
  });

  it("refuses a Spanish page outside /es, and an English page inside it", () => {
    const site = twoLanguageSite();
    page(site, "/es/remocion").translationOf = "/es/removal";
    page(site, "/es/remocion").path = "/remocion";
    site.languages[0].navigation.items[1].children[0].href = "/remocion";
    site.languages[0].footer.services[0].href = "/remocion";
    site.pages[3].blocks[1].paragraphs[0] = "Vea [remoción](/remocion).";
    page(site, "/removal").path = "/es/removal";
    site.navigation.items[1].children[0].href = "/es/removal";
    site.footer.services[0].href = "/es/removal";
    site.pages[0].blocks[1].paragraphs[0] = "See [removal](/es/removal).";
    expect(found(site).filter((problem) => problem.code === "language-path")).toEqual([
      {
        code: "language-path",
        severity: "error",
        place: 'page "/es/removal" › path',
        message: "the address /es/removal is in es-US's folder /es, but the page is in en-US",
        hint: undefined,
      },
      {
        code: "language-path",
        severity: "error",
        place: 'page "/remocion" › path',
        message: "the page is in es-US, but its address /remocion is not under /es",
        hint: 'write "/es/remocion"',
      },
    ]);
  });

  it("refuses a language the site does not declare, naming the one meant", () => {
    const site = twoLanguageSite();
    page(site, "/es/remocion").language = "es";
    expect(found(site).find((problem) => problem.code === "unknown-language")).toEqual({
      code: "unknown-language",
      severity: "error",
      place: 'page "/es/remocion" › language',
      message: "es is not one of the site's languages",
      hint: "did you mean es-US?",
      about: { language: "es" },
    });
  });

  it("says of a language taken out of the list that its pages are left, not that it is misspelt", () => {
    const site = twoLanguageSite();
    const spanish = [...site.pages, ...(site.posts ?? [])].filter((entry: { language?: string }) => entry.language);
    expect(spanish.length).toBeGreaterThan(1);
    site.languages = site.languages.filter((language: { language: string }) => language.language !== "es-US");
    const unknown = found(site).filter((problem) => problem.code === "unknown-language");
    expect(unknown).toHaveLength(spanish.length);
    for (const problem of unknown)
      expect(problem.hint).toBe(
        `add es-US to languages, with its header and footer, or remove its ${spanish.length} pages and posts`,
      );
  });

  it("refuses the same language twice, and asks each language for its name and its home page", () => {
    const site = twoLanguageSite();
    site.languages.push({ ...site.languages[0], language: "es-MX" });
    delete site.navigation.languageName;
    page(site, "/es").path = "/es/inicio";
    site.languages[0].navigation.items[0].href = "/es/inicio";
    const problems = found(site).filter((problem) => problem.severity === "error");
    expect(problems.map((problem) => [problem.code, problem.place])).toEqual([
      ["missing-field", "navigation"],
      ["no-home-page", 'language "es-US" › language'],
      ["duplicate-language", 'language "es-MX" › language'],
    ]);
  });

  it("keeps each language's posts under its own blog", () => {
    const site = twoLanguageSite();
    page(site, "/es/blog/primera-entrada").path = "/blog/primera-entrada";
    expect(found(site)).toContainEqual(
      expect.objectContaining({
        code: "post-outside-blog",
        place: 'post "/blog/primera-entrada" › path',
        hint: 'write "/es/blog/primera-entrada"',
      }),
    );
  });

  it("checks each language's services menu against that language's service pages only", () => {
    const site = twoLanguageSite();
    site.languages[0].navigation.items[1].children = [{ label: "Remoción", href: "/removal" }];
    expect(found(site).map((problem) => [problem.code, problem.place, problem.about])).toEqual([
      ["service-not-in-menu", 'language "es-US" › navigation › item 2 › children', { page: "/es/remocion" }],
      // A link to a page that has a version in the link's language: which version, and the link as written.
      [
        "other-language-link",
        'language "es-US" › navigation › item 2 › link 1 › href',
        { page: "/es/remocion", link: "/removal" },
      ],
    ]);
  });

  it("warns of a page with no translation, and of a link into the other language with its version", () => {
    const site = twoLanguageSite();
    site.posts = site.posts.filter((post: Json) => post.language !== "es-US");
    site.pages[3].blocks[1].paragraphs[0] = "Vea [remoción](/removal) y **más**.";
    const result = check(site);
    expect(result.ok).toBe(true);
    expect(found(site)).toEqual([
      expect.objectContaining({
        code: "other-language-link",
        severity: "warning",
        message: "this text is in es-US, but the link /removal leads to a page in en-US",
        hint: "its es-US version is /es/remocion",
        about: { page: "/es/remocion", link: "/removal" },
      }),
      {
        code: "untranslated-page",
        severity: "warning",
        place: 'post "/blog/first-post" › path',
        message: "post /blog/first-post has no version in es-US",
        hint: 'add one with "language": "es-US" and "translationOf": "/blog/first-post"; until then it has no alternate and the language switcher leads to the home page',
        // For a tool (the editor's wording and buttons), without reading the words.
        about: { page: "/blog/first-post", language: "es-US" },
      },
    ]);
  });
});
