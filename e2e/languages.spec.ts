/**
 * The site in every language it declares, on the built site: each page says its language; each translated
 * page lists every version (itself included) with absolute addresses, the same list on every version, and one
 * x-default; the sitemap says the same; the header's switcher leads to the page's translation; nothing is chosen
 * for the visitor by their browser's language; the missing addresses of a language's folder answer in that
 * language; each language's form buttons open its own copy of the form, and its map speaks it. Expectations come from site.json (translationOf), not from the code. Axe on every language's pages and
 * not-found page, at both widths, is the audit's (tools/audit/axe.ts, `npm run audit`).
 */
import {
  blocksOf,
  expect,
  homeOf,
  languages,
  pageAt,
  routeAt,
  routes,
  routeThirdParties,
  site,
  siteOf,
  test,
} from "./fixtures.ts";
import type { Route } from "../src/site/routes.ts";

const entryOf = (route: Route) => (route.kind === "page" ? route.page : route.post);
const originalOf = (route: Route) => entryOf(route).translationOf ?? route.path;
const absolute = (path: string) => (path === "/" ? `${site.site.url}/` : `${site.site.url}${path}`);
const [defaultLanguage, ...otherLanguages] = languages;

/** Every version of a route in site.json, itself included: the pages that share its original. */
function versionsOf(route: Route): Route[] {
  return routes.filter((candidate) => originalOf(candidate) === originalOf(route));
}

/** What a page's head should list: one per version in site.json, then x-default, the default language's. */
function expectedAlternates(route: Route): { hreflang: string; href: string }[] {
  const versions = versionsOf(route);
  if (versions.length < 2) return [];
  const xDefault = versions.find((version) => version.language === defaultLanguage!.tag) ?? versions[0]!;
  return [
    ...versions.map((version) => ({ hreflang: version.language, href: absolute(version.path) })),
    { hreflang: "x-default", href: absolute(xDefault.path) },
  ].sort((a, b) => a.hreflang.localeCompare(b.hreflang));
}

/** A page's <link> elements, read from its HTML as served (no rendering needed for a page's head). */
function headLinks(html: string) {
  const head = html.slice(0, html.indexOf("</head>"));
  return [...head.matchAll(/<link\b[^>]*>/g)].map(([tag]) => ({
    rel: /\brel="([^"]*)"/.exec(tag)?.[1],
    hreflang: /\bhreflang="([^"]*)"/i.exec(tag)?.[1],
    href: /\bhref="([^"]*)"/.exec(tag)?.[1]?.replaceAll("&amp;", "&"),
  }));
}

/** The alternates a page's head lists, by language. */
function alternatesInHtml(html: string) {
  return headLinks(html)
    .filter((link) => link.rel === "alternate" && link.hreflang && link.href)
    .map((link) => ({ hreflang: link.hreflang!, href: link.href! }))
    .sort((a, b) => a.hreflang.localeCompare(b.hreflang));
}

test("the site has more than one language, so the rest of this file tests something @desktop", () => {
  expect(otherLanguages.length).toBeGreaterThan(0);
  expect(routes.filter((route) => route.language !== defaultLanguage!.tag).length).toBeGreaterThan(0);
});

// Width-independent: every route once, in the desktop project.
for (const route of routes) {
  test(`${route.path} says its language, and lists its versions as site.json ties them @desktop`, async ({
    request,
  }) => {
    // All of it is in the HTML as served, which is what a search engine reads: no browser needed.
    const response = await request.get(route.path);
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(/<html\b[^>]*\blang="([^"]*)"/.exec(html)?.[1]).toBe(route.language);
    expect(headLinks(html).filter((link) => link.rel === "canonical")).toEqual([
      { rel: "canonical", hreflang: undefined, href: absolute(route.path) },
    ]);
    const alternates = alternatesInHtml(html);
    expect(alternates).toEqual(expectedAlternates(route));
    if (alternates.length === 0) return;
    expect(alternates.filter((alternate) => alternate.hreflang === "x-default")).toHaveLength(1);
    // Reciprocal: every version it names lists this page back, with the same list.
    for (const alternate of alternates.filter((candidate) => candidate.hreflang !== "x-default")) {
      expect(alternate.href.startsWith(`${site.site.url}/`), `${alternate.href} is absolute`).toBe(true);
      if (alternate.href === absolute(route.path)) continue;
      const other = await request.get(new URL(alternate.href).pathname);
      expect(alternatesInHtml(await other.text())).toEqual(alternates);
    }
  });
}

test("the sitemap gives every address the alternates its page gives @desktop", async ({ request }) => {
  const xml = await (await request.get("/sitemap.xml")).text();
  const entries = [...xml.matchAll(/<url><loc>([^<]+)<\/loc>([\s\S]*?)<\/url>/g)];
  expect(entries.map((entry) => new URL(entry[1]!).pathname).sort()).toEqual(routes.map((route) => route.path).sort());
  for (const [, loc, rest] of entries) {
    const links = [...rest!.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)]
      .map(([, hreflang, href]) => ({ hreflang: hreflang!, href: href! }))
      .sort((a, b) => a.hreflang.localeCompare(b.hreflang));
    expect(links, loc).toEqual(expectedAlternates(routeAt(new URL(loc!).pathname)));
  }
});

// Every route at one width; each language's home page at both (the switcher is visible on a phone too).
for (const route of routes) {
  const others = languages.filter((language) => language.tag !== route.language);
  const widths = languages.some((language) => language.home === route.path) ? "" : " @desktop";
  test(`the language switcher on ${route.path} leads to the same page in the other language${widths}`, async ({
    page,
  }) => {
    await page.goto(route.path);
    for (const language of others) {
      const translation = versionsOf(route).find((version) => version.language === language.tag);
      const link = page.getByRole("banner").locator(`a[hreflang="${language.tag}"]`);
      await expect(link).toBeVisible();
      await expect(link).toHaveText(language.site.navigation.languageName!);
      await expect(link).toHaveAttribute("lang", language.tag);
      await expect(link).toHaveAttribute("href", translation?.path ?? language.home);
    }
    const first = others[0];
    if (!first) return;
    await page.getByRole("banner").locator(`a[hreflang="${first.tag}"]`).click();
    await expect(page.locator("html")).toHaveAttribute("lang", first.tag);
  });
}

test("no address is chosen by the browser's language: / answers itself to a Spanish browser @desktop", async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ baseURL, locale: otherLanguages[0]!.tag });
  const page = await context.newPage();
  const response = await page.goto("/");
  expect(response?.status()).toBe(200);
  expect(response?.request().redirectedFrom()).toBeNull();
  expect(new URL(page.url()).pathname).toBe("/");
  await expect(page.locator("html")).toHaveAttribute("lang", defaultLanguage!.tag);
  await context.close();
});

for (const language of otherLanguages) {
  test(`a missing address under ${language.prefix}/ answers with the not-found page in ${language.tag}`, async ({
    page,
  }) => {
    const response = await page.goto(`${language.prefix}/no-existe`);
    expect(response?.status()).toBe(404);
    await expect(page.locator("html")).toHaveAttribute("lang", language.tag);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(language.site.notFound.heading);
    await expect(page.getByRole("main").getByRole("link", { name: language.site.notFound.linkLabel })).toHaveAttribute(
      "href",
      language.home,
    );
  });

  test(`the ${language.tag} pages link their own feed, in their language @desktop`, async ({ page, request }) => {
    const home = routeAt(language.home);
    await page.goto(home.path);
    const href = await page.locator('head link[rel="alternate"][type="application/atom+xml"]').getAttribute("href");
    expect(href).toBe(`${site.site.url}${language.prefix}/feed.xml`);
    const response = await request.get(new URL(href!).pathname);
    expect(response.headers()["content-type"]).toContain("application/atom+xml");
    const xml = await response.text();
    expect(xml).toContain(`xml:lang="${language.tag}"`);
    for (const post of siteOf(home).posts) expect(xml).toContain(absolute(post.path));
  });
}

for (const language of otherLanguages) {
  // Read from site.json as written, not through the renderer's view: the language's own copy of the form.
  const copy = site.languages!.find((entry) => entry.language === language.tag)!.estimateForm;
  test(`the ${language.tag} pages' form buttons open the ${language.tag} copy of the form @desktop`, async ({
    page,
  }) => {
    expect(copy, `languages[].estimateForm of ${language.tag} in site.json`).toBeDefined();
    await page.addInitScript(() => {
      const stub = window as unknown as { __calls: unknown[][]; Tally: object };
      stub.__calls = [];
      stub.Tally = { openPopup: (...args: unknown[]) => stub.__calls.push(args) };
    });
    await page.goto(language.home);
    const buttons = page.locator("[data-island=estimate]");
    expect(await buttons.count()).toBeGreaterThan(1);
    for (const href of await buttons.evaluateAll((links) => links.map((link) => link.getAttribute("href"))))
      expect(href).toBe(copy!.pageUrl);
    await buttons.first().click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __calls: unknown[][] }).__calls.map(([id]) => id)))
      .toEqual([copy!.formId]);
  });
}

const mapRoutes = routes.filter(
  (route) => route.kind === "page" && blocksOf(route.page, "contact").some((block) => block.map),
);
for (const route of mapRoutes) {
  test(`the map on ${route.path} speaks the page's language, not the browser's @desktop`, async ({ browser }) => {
    // A browser in the other language: the map must follow the page all the same.
    const context = await browser.newContext({ locale: route.language.startsWith("es") ? "en-US" : "es-US" });
    await routeThirdParties(context);
    const page = await context.newPage();
    await page.goto(route.path);
    const map = page.locator(".contact-map");
    await map.scrollIntoViewIfNeeded();
    const written = blocksOf(pageAt(route.path), "contact").find((block) => block.map)!.map!.src;
    const src = new URL((await map.locator("iframe").getAttribute("src"))!);
    expect(src.searchParams.get("hl")).toBe(route.language.split("-")[0]);
    expect(src.searchParams.get("q")).toBe(new URL(written).searchParams.get("q"));
    await context.close();
  });
}

test("a post's home link and the header's logo lead to its own language's home page", async ({ page }) => {
  for (const route of routes.filter((candidate) => candidate.kind === "post")) {
    await page.goto(route.path);
    await expect(page.getByRole("banner").locator("a.brand")).toHaveAttribute("href", homeOf(route));
    await expect(page.getByRole("main").getByRole("link").last()).toHaveAttribute("href", homeOf(route));
  }
});
