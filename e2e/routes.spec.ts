/**
 * Every address of the route table: it answers with its own metadata and structured data (read once from its
 * HTML as served: they do not depend on the width), and shows one h1, with no console or page errors, sized
 * images and no sideways scrolling at either width. Any other address shows the not-found page.
 */
import type { APIRequestContext, Page } from "@playwright/test";
import { DomUtils, parseDocument } from "htmlparser2";
import sharp from "sharp";
import { typeWithSubtypes } from "../tools/audit/structured-data.ts";
import { expect, expectedH1, routes, site, test, type PageWatch } from "./fixtures.ts";

const SOCIAL_CARD_TYPES = ["summary", "summary_large_image"];

type Thing = Record<string, unknown>;

/** A page's HTML as served, parsed: what a search engine or a sharing preview reads, with no rendering. */
async function servedPage(request: APIRequestContext, path: string) {
  const response = await request.get(path);
  expect(response.status()).toBe(200);
  const document = parseDocument(await response.text());
  const head = DomUtils.findOne((element) => element.name === "head", document.children);
  expect(head, "the page has a head").not.toBeNull();
  const inHead = (name: string, attribute: string, value: string) =>
    DomUtils.findAll((element) => element.name === name && element.attribs[attribute] === value, [head!]);
  return {
    title: DomUtils.findAll((element) => element.name === "title", [head!]).map((title) => DomUtils.textContent(title)),
    /** The content of every <meta> with that name or property. */
    meta: (attribute: "name" | "property", value: string) =>
      inHead("meta", attribute, value).map((meta) => meta.attribs.content),
    /** The href of every <link> with that rel. */
    links: (rel: string) => inHead("link", "rel", rel).map((link) => link.attribs.href),
    jsonLd: DomUtils.findAll(
      (element) => element.name === "script" && element.attribs.type === "application/ld+json",
      document.children,
    ).map((script) => DomUtils.textContent(script)),
  };
}

/** Every object in the page's JSON-LD, with @graph arrays flattened; fails the test if any block is not JSON. */
function jsonLdThings(texts: string[]): Thing[] {
  expect(texts.length, "the page embeds structured data").toBeGreaterThan(0);
  const things: Thing[] = [];
  for (const text of texts) {
    const data = JSON.parse(text) as unknown;
    const queue = Array.isArray(data) ? [...data] : [data];
    for (const item of queue) {
      if (item && typeof item === "object") {
        const thing = item as Thing;
        things.push(thing);
        if (Array.isArray(thing["@graph"])) queue.push(...(thing["@graph"] as unknown[]));
      }
    }
  }
  return things;
}

function typesOf(thing: Thing): string[] {
  const type = thing["@type"];
  return Array.isArray(type) ? type.map(String) : [String(type)];
}

function expectNoErrors(watch: PageWatch) {
  expect(watch.pageErrors, "uncaught exceptions").toEqual([]);
  expect(watch.consoleErrors, "console errors").toEqual([]);
  expect(watch.failedRequests, "failed requests").toEqual([]);
}

async function expectImagesSized(page: Page) {
  const images = await page.locator("img").evaluateAll((elements) =>
    (elements as HTMLImageElement[]).map((img) => ({
      src: img.getAttribute("src"),
      width: img.getAttribute("width"),
      height: img.getAttribute("height"),
      alt: img.getAttribute("alt"),
    })),
  );
  expect(images.length).toBeGreaterThan(0);
  for (const image of images) {
    expect(image.alt, `alt of ${image.src ?? "an image"}`).not.toBeNull();
    // An <img> with nothing to show yet (the lightbox's empty frame) cannot shift the layout; every
    // image that loads must state its size so the page does not jump as it arrives.
    if (image.src === null) continue;
    expect(image.width, `width attribute of ${image.src}`).toMatch(/^\d+$/);
    expect(image.height, `height attribute of ${image.src}`).toMatch(/^\d+$/);
  }
}

async function expectNoSidewaysScroll(page: Page) {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth, "page wider than the viewport").toBeLessThanOrEqual(clientWidth);
}

// Width-independent: run once, in the desktop project.
test("the sitemap lists exactly the pages and posts of site.json @desktop", async ({ request }) => {
  const xml = await (await request.get("/sitemap.xml")).text();
  const listed = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
  expect(listed.sort()).toEqual(routes.map((route) => (route.path === "/" ? "/" : route.path)).sort());
});

test("the tab's icon and the home screen's are the logo, and the build has both @desktop", async ({
  page,
  request,
}) => {
  const served = await servedPage(request, "/");
  const [tab, home] = [served.links("icon"), served.links("apple-touch-icon")];
  expect([tab.length, home.length]).toEqual([1, 1]);
  for (const href of [...tab, ...home]) {
    const response = await request.get(href!);
    expect(response.status(), `${href} is in the build`).toBe(200);
    expect(response.headers()["content-type"]).toMatch(/^image\//);
  }
  // A phone's home screen: a 180 px square PNG, the logo drawn whole on white.
  const square = await sharp(await (await request.get(home[0]!)).body()).metadata();
  expect([square.format, square.width, square.height]).toEqual(["png", 180, 180]);
  // A drawing is the tab's icon as the header shows it; a photo's tab gets the square.
  await page.goto("/");
  const shown = await page.locator("header .brand img").getAttribute("src");
  expect(tab[0]).toBe(site.site.logo.src.endsWith(".svg") ? shown : home[0]);
});

for (const route of routes) {
  const { path } = route;
  const entry = route.kind === "page" ? route.page : route.post;

  // Width-independent: once, in the desktop project, from the HTML as served.
  test(`${path} answers with its own head and structured data @desktop`, async ({ request }) => {
    const served = await servedPage(request, path);
    expect(served.title).toEqual([entry.title]);
    expect(served.meta("name", "description")).toEqual([entry.description]);
    expect(served.links("canonical")).toEqual([path === "/" ? `${site.site.url}/` : `${site.site.url}${path}`]);
    expect(served.meta("property", "og:title")).toEqual([entry.title]);
    const twitterCards = served.meta("name", "twitter:card");
    expect(twitterCards).toHaveLength(1);
    expect(SOCIAL_CARD_TYPES).toContain(twitterCards[0]);

    // The sharing image is an absolute address on the site, and the built site really has that file.
    const ogImages = served.meta("property", "og:image");
    expect(ogImages).toHaveLength(1);
    expect(ogImages[0]).toMatch(/^https:\/\//);
    const ogImageUrl = new URL(ogImages[0]!);
    expect(ogImageUrl.origin).toBe(site.site.url);
    const imageResponse = await request.get(ogImageUrl.pathname);
    expect(imageResponse.status(), `${ogImageUrl.pathname} is in the build`).toBe(200);
    expect(imageResponse.headers()["content-type"]).toMatch(/^image\//);

    const things = jsonLdThings(served.jsonLd);
    // Of the kind site.json names (a LocalBusiness subtype, such as Bakery), or a LocalBusiness.
    const business = things.find((thing) => typesOf(thing).includes(site.business.category ?? "LocalBusiness"));
    expect(business, "LocalBusiness structured data").toBeDefined();
    expect(typeWithSubtypes("LocalBusiness").has(typesOf(business!)[0]!)).toBe(true);
    const areaServed = ([] as unknown[]).concat(business!.areaServed ?? []) as Thing[];
    const circle = areaServed.find((area) => typesOf(area).includes("GeoCircle"));
    expect(circle, "areaServed has a GeoCircle").toBeDefined();
    expect(Number(circle!.geoRadius)).toBe(site.business.serviceRadiusMeters);

    const types = things.flatMap(typesOf);
    if (route.kind === "post") {
      const posting = things.find((thing) => typesOf(thing).includes("BlogPosting"));
      expect(posting, "BlogPosting structured data").toBeDefined();
      expect(String(posting!.datePublished)).toMatch(new RegExp(`^${route.post.published}`));
      expect(String(posting!.dateModified)).toMatch(new RegExp(`^${route.post.modified ?? route.post.published}`));
    } else if (route.kind === "page" && route.page.structuredData.type === "Service") {
      expect(types).toContain("Service");
    } else {
      expect(types).toContain("WebPage");
    }
  });

  test(`${path} shows one h1, sized images, no sideways scrolling and no error`, async ({ page, watch }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await page.waitForLoadState("load");

    await expect(page).toHaveTitle(entry.title);
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(expectedH1(route));
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

    // The first paint waits until the header is whole, so it cannot grow afterwards (layout shift).
    const expected = await page.locator('head link[rel="expect"][blocking="render"]').getAttribute("href");
    expect(expected).toMatch(/^#/);
    await expect(page.locator(expected!)).toHaveCount(1);
    expect(await page.locator(`header ~ ${expected}, header ~ * ${expected}`).count()).toBe(1);

    await expectImagesSized(page);
    await expectNoSidewaysScroll(page);
    expectNoErrors(watch);
  });
}

for (const missing of ["/nope", ...(site.labels ? [`${site.labels.blogPath}/nope`] : [])]) {
  test(`${missing} shows the not-found page and logs the address`, async ({ page, watch }) => {
    const response = await page.goto(missing);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(site.notFound.heading);
    const main = page.getByRole("main");
    await expect(main.locator('a[href="/"]')).toBeVisible();
    await expect
      .poll(() => watch.consoleMessages.filter((message) => message.text.includes(missing)).length)
      .toBeGreaterThan(0);
    // The page's own files (styles, script, images) still load from a nested address.
    expect(watch.pageErrors).toEqual([]);
    expect(watch.failedRequests).toEqual([]);
    expect(watch.consoleErrors.filter((error) => !error.includes(`${missing})`))).toEqual([]);
    await expectImagesSized(page);
    await expectNoSidewaysScroll(page);
  });
}
