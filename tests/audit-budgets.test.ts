/**
 * The audit is the test of the budgets, so its budget logic must be able to fail: a passing sample gives
 * no failure, and each way of breaking a budget is reported in words.
 */
import { describe, expect, it } from "vitest";
import { budgetFailures, budgetWarnings, lighthouseRunMisses } from "../tools/audit/budgets.ts";
import { medianRun } from "../tools/audit/median.ts";
import { checkStructuredData, hoursStatedIn, typeWithSubtypes } from "../tools/audit/structured-data.ts";
import type { SiteData } from "../schema/site.ts";
import { twoLanguageSite, type Json } from "./fixtures/site.ts";
import type { AuditResults, LighthouseResult, LighthouseRun, PageResult } from "../tools/audit/types.ts";

function run(overrides: Partial<LighthouseRun> = {}): LighthouseRun {
  return {
    scores: { performance: 100, accessibility: 100, "best-practices": 100, seo: 100 },
    lcpMs: 1500,
    tbtMs: 0,
    cls: 0,
    totalBytes: 70_000,
    jsBytes: 1_200,
    shifts: [],
    lostPoints: { performance: [], accessibility: [], "best-practices": [], seo: [] },
    ...overrides,
  };
}

const result = (overrides: Partial<LighthouseRun> = {}): LighthouseResult => ({
  ...run(overrides),
  runs: [run(overrides)],
});

function page(overrides: Partial<PageResult> = {}): PageResult {
  return {
    label: "/about",
    kind: "route",
    path: "/about",
    file: "about/index.html",
    status: 200,
    lighthouse: { mobile: result(), desktop: result() },
    axe: [
      { width: 375, state: "page", violations: [] },
      { width: 1280, state: "page", violations: [] },
    ],
    htmlValidate: [],
    brokenLinks: [],
    jsonLd: { blocks: 2, types: ["LocalBusiness", "WebPage"], problems: [] },
    bytes: {
      html: { raw: 30_000, gzip: 9_000 },
      css: { raw: 12_000, gzip: 3_000 },
      js: { raw: 2_400, gzip: 1_000, files: ["/assets/chunks/islands.js"] },
      htmlCssGzip: 9_000,
      islands: 2,
      inlineScriptBytes: 0,
      stylesheetLinks: [],
      externalScripts: [],
    },
    showsBreadcrumbs: false,
    ...overrides,
  };
}

function results(...pages: PageResult[]): AuditResults {
  return {
    startedAt: "2026-01-01T00:00:00.000Z",
    durationMs: 1,
    siteUrl: "https://oaktrees.com",
    localUrl: "http://127.0.0.1:4180",
    pages,
    crawl: { pagesVisited: ["/about"], checked: [], external: [], unreachedRoutes: [] },
    otherHtmlFiles: [],
    notes: [],
  };
}

describe("budgetFailures", () => {
  it("reports nothing for a page within every budget, the not-found page included", () => {
    const notFound = page({ label: "404", kind: "not-found", path: "/nope", file: "404.html", status: 404 });
    delete notFound.lighthouse;
    expect(budgetFailures(results(page(), notFound))).toEqual([]);
  });

  it("reports a score of 99", () => {
    const failures = budgetFailures(
      results(
        page({ lighthouse: { mobile: result({ scores: { ...run().scores, performance: 99 } }), desktop: result() } }),
      ),
    );
    expect(failures).toEqual([
      expect.stringMatching(/^\/about: Lighthouse mobile performance score is 99, the budget is 100/),
    ]);
  });

  it("says when a failing score is the median of three runs, and which audits cost points", () => {
    const low = run({
      scores: { ...run().scores, seo: 92 },
      lostPoints: { ...run().lostPoints, seo: ["meta-description 0"], performance: ["unused-css-rules 50"] },
    });
    const failures = budgetFailures(
      results(page({ lighthouse: { mobile: result(), desktop: { ...low, runs: [low, low, low] } } })),
    );
    expect(failures).toEqual([
      "/about: Lighthouse desktop SEO score is 92 (median of 3 runs), the budget is 100; points lost on: meta-description 0",
    ]);
  });

  it("reports a layout shift of 0.01", () => {
    const shifted = result({ cls: 0.01, shifts: ["main > section.hero 0.01"] });
    const failures = budgetFailures(results(page({ lighthouse: { mobile: result(), desktop: shifted } })));
    expect(failures).toEqual([
      "/about: Lighthouse desktop layout shift (CLS) is 0.01, the budget is 0; moved: main > section.hero 0.01",
    ]);
  });

  it("reports a route whose Lighthouse run is missing", () => {
    expect(budgetFailures(results(page({ lighthouse: { mobile: result() } })))).toEqual([
      "/about: no Lighthouse desktop result",
    ]);
  });

  it("reports JavaScript on a page without islands", () => {
    const base = page().bytes;
    const failures = budgetFailures(results(page({ bytes: { ...base, islands: 0 } })));
    expect(failures).toEqual([
      "/about: has no data-island element but loads 2400 bytes of JavaScript, the budget is 0 (/assets/chunks/islands.js)",
    ]);
    const inline = budgetFailures(
      results(page({ bytes: { ...base, islands: 0, js: { raw: 0, gzip: 0, files: [] }, inlineScriptBytes: 31 } })),
    );
    expect(inline).toEqual([expect.stringContaining("loads 31 bytes of JavaScript")]);
  });

  it("reports a render-blocking stylesheet", () => {
    const failures = budgetFailures(
      results(page({ bytes: { ...page().bytes, stylesheetLinks: ["/assets/site.css"] } })),
    );
    expect(failures).toEqual([
      "/about: loads the stylesheet /assets/site.css, a render-blocking request; CSS must be inlined",
    ]);
  });

  it("reports an axe violation with its width and what was open, and a state axe could not reach", () => {
    const failures = budgetFailures(
      results(
        page({
          axe: [
            {
              width: 375,
              state: "the mobile menu open",
              violations: [
                { id: "color-contrast", impact: "serious", help: "Elements must meet contrast", targets: [".menu a"] },
              ],
            },
            { width: 1280, state: "page", violations: [], error: "locator.click: Timeout 10000ms exceeded." },
          ],
        }),
      ),
    );
    expect(failures).toEqual([
      "/about at 375 px with the mobile menu open: axe violation color-contrast (serious): Elements must meet contrast at .menu a",
      "/about at 1280 px: axe could not run: locator.click: Timeout 10000ms exceeded.",
    ]);
  });

  it("reports an html-validate error with its place in the file", () => {
    const failures = budgetFailures(
      results(
        page({
          htmlValidate: [
            {
              rule: "element-required-attributes",
              message: '<img> is missing required "src" attribute',
              line: 1,
              column: 588,
              selector: "img",
            },
          ],
        }),
      ),
    );
    expect(failures).toEqual([
      '/about: html-validate element-required-attributes at about/index.html:1:588: <img> is missing required "src" attribute',
    ]);
  });

  it("reports html-validate errors in built files that belong to no page", () => {
    const sample = results(page());
    sample.otherHtmlFiles = [
      {
        file: "stray.html",
        errors: [{ rule: "close-order", message: "Unexpected close-tag", line: 3, column: 1, selector: null }],
      },
    ];
    expect(budgetFailures(sample)).toEqual(["stray.html: html-validate close-order at 3:1: Unexpected close-tag"]);
  });

  it("reports a broken link and a missing fragment", () => {
    const failures = budgetFailures(
      results(
        page({
          brokenLinks: [
            { url: "/removel", status: 404 },
            { url: "/#faq", status: 'no element with id "faq"' },
          ],
        }),
      ),
    );
    expect(failures).toEqual([
      "/about: broken reference /removel (404)",
      '/about: broken reference /#faq (no element with id "faq")',
    ]);
  });

  it("reports bad structured data", () => {
    const jsonLd = checkStructuredData(['{"@context": "https://schema.org", "@type": "LocalBusiness", '], {
      kind: "page",
      showsBreadcrumbs: false,
    });
    const failures = budgetFailures(results(page({ jsonLd })));
    expect(failures).toEqual([
      expect.stringMatching(/^\/about: structured data: JSON-LD block 1 does not parse: /),
      "/about: structured data: no LocalBusiness (or subtype) node",
    ]);
  });

  it("reports a route that does not answer 200 and a not-found page that does", () => {
    const notFound = page({ label: "404", kind: "not-found", path: "/nope", file: "404.html", status: 200 });
    delete notFound.lighthouse;
    expect(budgetFailures(results(page({ status: 500 }), notFound))).toEqual([
      "/about: /about answered HTTP 500, expected 200",
      "404: /nope answered HTTP 200, expected 404",
    ]);
  });
});

describe("budgetWarnings", () => {
  it("warns, without failing, when the document is over 14 KB gzip", () => {
    const heavy = results(page({ bytes: { ...page().bytes, htmlCssGzip: 15 * 1024 } }));
    expect(budgetFailures(heavy)).toEqual([]);
    expect(budgetWarnings(heavy)).toEqual([
      "/about: HTML with its inlined CSS is 15.0 KB gzip, more than the 14 KB of a first round trip",
    ]);
  });
});

describe("lighthouseRunMisses", () => {
  it("asks for more runs and their median only when a first run misses the budget", () => {
    expect(lighthouseRunMisses(run())).toBe(false);
    expect(lighthouseRunMisses(run({ scores: { ...run().scores, accessibility: 98 } }))).toBe(true);
    expect(lighthouseRunMisses(run({ cls: 0.002 }))).toBe(true);
  });
});

describe("medianRun", () => {
  it("keeps each figure's median, so one slow run of three neither fails nor passes a route", () => {
    const slow = run({
      scores: { ...run().scores, performance: 97 },
      lcpMs: 2600,
      lostPoints: { ...run().lostPoints, performance: ["first-contentful-paint 90"] },
    });
    const almost = run({
      scores: { ...run().scores, performance: 99 },
      lostPoints: { ...run().lostPoints, performance: ["first-contentful-paint 94"] },
    });
    expect(medianRun([slow, run(), run()])).toEqual(run());
    const failing = medianRun([slow, almost, run()]);
    expect(failing.scores.performance).toBe(99);
    expect(failing.lcpMs).toBe(1500);
    expect(failing.lostPoints.performance).toEqual(["first-contentful-paint 94"]);
  });
});

describe("checkStructuredData", () => {
  const business = {
    "@context": "https://schema.org",
    "@type": "GeneralContractor",
    "@id": "https://oaktrees.com/#business",
    name: "Oak & Ash",
    url: "https://oaktrees.com/",
    telephone: "+15550100000",
    address: {
      "@type": "PostalAddress",
      streetAddress: "1 Main St",
      addressLocality: "Testville",
      addressRegion: "FL",
      postalCode: "34000",
    },
    openingHoursSpecification: [
      { "@type": "OpeningHoursSpecification", dayOfWeek: ["Monday"], opens: "08:00", closes: "18:00" },
    ],
  };
  const post = {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: "First post",
    image: "https://oaktrees.com/img/first-og.jpg",
    datePublished: "2025-10-30",
    author: { "@id": "https://oaktrees.com/#business" },
  };
  const texts = (...nodes: object[]) => nodes.map((node) => JSON.stringify(node));

  it("takes schema.org's subtypes from schema-dts: a GeneralContractor is a LocalBusiness", () => {
    expect(typeWithSubtypes("LocalBusiness")).toContain("GeneralContractor");
    expect(typeWithSubtypes("BlogPosting")).toContain("LiveBlogPosting");
    expect(typeWithSubtypes("LocalBusiness")).not.toContain("BlogPosting");
  });

  it("accepts a complete business and post, resolving the author through its @id", () => {
    expect(checkStructuredData(texts(business, post), { kind: "post", showsBreadcrumbs: false }).problems).toEqual([]);
  });

  it("names each field a search engine needs that is missing", () => {
    const { name: _name, telephone: _telephone, ...incomplete } = business;
    const problems = checkStructuredData(
      texts(
        {
          ...incomplete,
          address: { "@type": "PostalAddress", streetAddress: "1 Main St" },
          openingHoursSpecification: [],
        },
        { ...post, headline: "", datePublished: "30/10/2025", author: { "@id": "https://oaktrees.com/#nobody" } },
      ),
      { kind: "post", showsBreadcrumbs: false },
    ).problems;
    expect(problems).toEqual([
      "LocalBusiness has no name",
      "LocalBusiness has no telephone",
      "LocalBusiness has no address.addressLocality",
      "LocalBusiness has no address.addressRegion",
      "LocalBusiness has no address.postalCode",
      "LocalBusiness has no openingHoursSpecification",
      "BlogPosting has no headline",
      "BlogPosting has no datePublished in ISO 8601",
      "BlogPosting author has no name",
    ]);
  });

  it("asks for opening hours only of a site that can state them, and checks any it states", () => {
    const { openingHoursSpecification: _hours, ...withoutHours } = business;
    const page = (hoursStated: boolean) => ({ kind: "page" as const, showsBreadcrumbs: false, hoursStated });
    expect(checkStructuredData(texts(withoutHours), page(true)).problems).toEqual([
      "LocalBusiness has no openingHoursSpecification",
    ]);
    expect(checkStructuredData(texts(withoutHours), page(false)).problems).toEqual([]);
    const wrongHours = { ...business, openingHoursSpecification: [{ "@type": "OpeningHoursSpecification" }] };
    expect(checkStructuredData(texts(wrongHours), page(false)).problems).toContain(
      "LocalBusiness openingHoursSpecification[0] has no dayOfWeek",
    );
  });

  it("asks for a BreadcrumbList exactly where the page shows breadcrumbs", () => {
    expect(checkStructuredData(texts(business), { kind: "page", showsBreadcrumbs: true }).problems).toEqual([
      "the page shows breadcrumbs but has no BreadcrumbList",
    ]);
    const crumbs = {
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      itemListElement: [
        { "@type": "ListItem", position: 1, name: "Blog", item: "https://oaktrees.com/blog" },
        { "@type": "ListItem", position: 2, name: "First post" },
      ],
    };
    expect(checkStructuredData(texts(business, crumbs), { kind: "page", showsBreadcrumbs: true }).problems).toEqual([]);
    expect(checkStructuredData(texts(business, crumbs), { kind: "page", showsBreadcrumbs: false }).problems).toEqual([
      "a BreadcrumbList on a page that shows no breadcrumbs (structured data must match the page)",
    ]);
  });
});

describe("the opening hours a page is asked for", () => {
  it("are its language's: the site's own rows, or the rows of the language it is in", () => {
    const site = (change: (site: Json) => void = () => {}) => {
      const made = twoLanguageSite();
      (made.business as Json).openAllHours = false;
      change(made);
      return made as unknown as SiteData;
    };
    expect(hoursStatedIn(site(), "en-US")).toBe(true);
    expect(hoursStatedIn(site(), "es-US")).toBe(true);
    // The Spanish rows alone cannot be read: the Spanish pages state no hours, the English ones still do.
    const spanishUnread = (made: Json) =>
      (((made.languages as Json[])[0]!.business as Json).hours = [{ days: "Lunes a viernes", time: "8 – 5" }]);
    expect(hoursStatedIn(site(spanishUnread), "en-US")).toBe(true);
    expect(hoursStatedIn(site(spanishUnread), "es-US")).toBe(false);
    const allHours = (made: Json) => {
      spanishUnread(made);
      (made.business as Json).openAllHours = true;
    };
    expect(hoursStatedIn(site(allHours), "es-US")).toBe(true);
  });
});
