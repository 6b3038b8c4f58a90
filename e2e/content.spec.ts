/**
 * What each page shows, read from site.json: the hero, every in-text link a page's texts declare, the
 * contact details and served cities, the blog's cards, each post's parts, and the footer's columns. An
 * owner's edit changes the expectation with the page, so it never turns these tests red.
 */
import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { DomUtils, parseDocument } from "htmlparser2";
import { inlineLinks } from "../src/site/inline.ts";
import { THIRD_PARTY_DELAY_MS } from "../src/islands/after-load.ts";
import {
  blocksOf,
  expect,
  expectedH1,
  holdClock,
  homeOf,
  languages,
  postPaths,
  postAt,
  routeAt,
  routes,
  routeThirdParties,
  shownDate,
  siteOf,
  test,
} from "./fixtures.ts";

const PHONE_LINK = `a[href^="tel:"]`;
/** A node of a parsed document (htmlparser2's): an element has a name, the document none. */
interface ParsedNode {
  name?: string;
  parent: ParsedNode | null;
}

function main(page: Page) {
  return page.getByRole("main");
}

/**
 * The hrefs of links in running text (paragraphs and list items) of a page's main content, read from its HTML as
 * served: an href is in the HTML or not, at any width, so no browser is needed.
 */
async function inTextHrefs(request: APIRequestContext, path: string): Promise<string[]> {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  const document = parseDocument(await response.text());
  const mains = DomUtils.findAll((element) => element.name === "main", document.children);
  expect(mains, `${path} has one main`).toHaveLength(1);
  const inRunningText = (node: ParsedNode) => {
    for (let parent = node.parent; parent && parent !== mains[0]; parent = parent.parent)
      if (parent.name === "p" || parent.name === "li") return true;
    return false;
  };
  return DomUtils.findAll((element) => element.name === "a" && inRunningText(element), mains).map(
    (link) => link.attribs.href ?? "",
  );
}

async function allHrefs(scope: Locator): Promise<string[]> {
  return scope.locator("a[href]").evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
}

/** Every string in a value, for the links written inside a page's texts. */
function texts(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(texts);
  if (value && typeof value === "object") return Object.values(value).flatMap(texts);
  return [];
}

const home = routes.find((route) => route.path === "/")!;
const contactRoutes = routes.filter((route) => route.kind === "page" && blocksOf(route.page, "contact").length > 0);
const contactRoute = contactRoutes[0];

test("home: the hero's heading, its estimate button and its call button", async ({ page }) => {
  if (home.kind !== "page") throw new Error("/ is not a page");
  const heroBlock = blocksOf(home.page, "hero")[0]!;
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(expectedH1(home));
  const hero = page.locator("section").filter({ has: page.getByRole("heading", { level: 1 }) });
  for (const action of heroBlock.actions) {
    if (action.action === "call") {
      await expect(hero.locator(PHONE_LINK)).toBeVisible();
      await expect(hero.locator(PHONE_LINK)).toHaveAccessibleName(action.label);
    } else {
      await expect(hero.getByRole("link", { name: action.label, exact: true })).toBeVisible();
    }
  }
});

// Width-independent: every page and post, once, in the desktop project.
for (const route of routes) {
  const entry = route.kind === "page" ? route.page : route.post;
  const declared = [...new Set(texts(entry.blocks).flatMap(inlineLinks))];
  if (declared.length === 0) continue;
  test(`${route.path} shows every link its texts declare @desktop`, async ({ request }) => {
    const hrefs = await inTextHrefs(request, route.path);
    for (const href of declared) expect(hrefs, `an in-text link to ${href}`).toContain(href);
  });
}

// Every page with contact details, in each language: the business's words (hours) in that language.
for (const contactRoute of contactRoutes) {
  if (contactRoute.kind !== "page") continue;
  const contactPage = contactRoute.page;
  const site = siteOf(contactRoute);
  test(`${contactRoute.path}: phone, address, hours, a lazy titled map, the served cities and the steps`, async ({
    page,
  }) => {
    await holdClock(page);
    await page.goto(contactRoute.path);
    const content = main(page);

    await test.step("the phone, the address and the hours", async () => {
      const phone = content.locator(PHONE_LINK).filter({ hasText: site.business.phone.display });
      await expect(phone.first()).toBeVisible();
      const { street, city } = site.business.address;
      await expect(content.locator("address")).toContainText(street);
      await expect(content.locator("address")).toContainText(city);
      const text = (await content.innerText()).replace(/\s+/g, " ");
      for (const row of site.business.hours) {
        expect(text).toContain(row.days);
        expect(text).toContain(row.time);
      }
    });

    for (const block of blocksOf(contactPage, "cities")) {
      await test.step("the served cities", async () => {
        const cities = site.business.servedCities;
        const lists = content.getByRole("list");
        let found: string[] | undefined;
        for (let index = 0; index < (await lists.count()); index++) {
          const items = (await lists.nth(index).getByRole("listitem").allInnerTexts()).map((text) => text.trim());
          if (items.includes(cities[0]!)) found = items;
        }
        expect(found, `the cities of "${block.heading}"`).toEqual(cities);
        for (const city of cities) await expect(content.getByText(city, { exact: true })).toBeVisible();
      });
    }

    await test.step("the steps, as many as site.json lists", async () => {
      const steps = content.locator("ol");
      const declared = blocksOf(contactPage, "steps");
      await expect(steps).toHaveCount(declared.length);
      for (const [index, block] of declared.entries())
        await expect(steps.nth(index).getByRole("listitem")).toHaveCount(block.items.length);
    });

    await test.step("a titled map, added only when the visitor scrolls near it", async () => {
      const container = content.locator("[data-island=map]");
      const map = content.locator("iframe");
      // After the page's load, nothing of the map's provider is there, wherever the map is: it waits for the page's
      // own first paint (src/islands/after-load.ts), then for the visitor to come near. The page's clock has stood
      // still since the load (holdClock), however long the steps above took.
      await expect(map).toHaveCount(0);
      await container.scrollIntoViewIfNeeded();
      await page.clock.runFor(THIRD_PARTY_DELAY_MS + 1_000);
      await expect(map).toHaveCount(1);
      await expect(map).toHaveAttribute("title", /\S/);
      await expect(map).toBeVisible();
      const box = await map.boundingBox();
      expect(box!.height).toBeGreaterThanOrEqual(300);
    });
  });
}

if (contactRoute)
  test("contact without JavaScript: the map frame is in the page and loads lazily", async ({
    browser,
    baseURL,
    viewport,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL, viewport });
    await routeThirdParties(context);
    const page = await context.newPage();
    await page.goto(contactRoute!.path);
    const map = main(page).locator("iframe");
    await expect(map).toHaveCount(1);
    await expect(map).toHaveAttribute("loading", "lazy");
    await expect(map).toHaveAttribute("title", /\S/);
    await map.scrollIntoViewIfNeeded();
    await expect(map).toBeVisible();
    await context.close();
  });

// Each language's blog lists that language's posts, and only those.
for (const language of languages) {
  const blogRoute = routes.find((route) => route.path === language.site.labels?.blogPath);
  if (!blogRoute) continue;
  const posts = language.site.posts.map((post) => post.path);
  test(`the blog ${blogRoute.path} lists every post in its language as a card with image, date, title, excerpt and a read-more link`, async ({
    page,
  }) => {
    if (blogRoute.kind !== "page") throw new Error("the blog's address is not a page");
    const readMore = blocksOf(blogRoute.page, "postList")[0]!.readMoreLabel;
    await page.goto(blogRoute.path);
    const cards = main(page)
      .getByRole("listitem")
      .filter({ has: page.getByRole("link", { name: readMore }) });
    await expect(cards).toHaveCount(posts.length);
    for (const path of posts) {
      const post = postAt(path);
      const heading = post.heading ?? post.title;
      const card = cards.filter({ has: page.getByRole("link", { name: heading, exact: true }) });
      await expect(card).toHaveCount(1);
      await expect(card.getByRole("img")).toBeVisible();
      await expect(card.getByText(shownDate(post), { exact: true })).toBeVisible();
      await expect(card.getByRole("link", { name: heading, exact: true })).toHaveAttribute("href", path);
      await expect(card.getByText(post.excerpt, { exact: true })).toBeVisible();
      expect(new Set(await allHrefs(card))).toEqual(new Set([path]));
    }
  });
}

for (const path of postPaths) {
  test(`the post ${path} has its back link, date, heading, image, text and a link home`, async ({ page }) => {
    const post = postAt(path);
    const labels = siteOf(routeAt(path)).labels!; // a site with posts has them: the validator says so
    await page.goto(path);
    const content = main(page);
    const back = content.getByRole("link", { name: labels.backToBlog });
    await expect(back).toBeVisible();
    await expect(back).toHaveAttribute("href", labels.blogPath);
    await expect(content.getByText(shownDate(post), { exact: true })).toBeVisible();
    await expect(content.getByRole("heading", { level: 1 })).toHaveText(post.heading ?? post.title);
    const image = content.getByRole("img").first();
    await expect(image).toBeVisible();
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    const paragraphs = await content.locator("p").allInnerTexts();
    expect(paragraphs.join(" ").length, "article text").toBeGreaterThan(0);
    // The article ends with a link to the home page.
    const lastLink = content.getByRole("link").last();
    await expect(lastLink).toHaveAttribute("href", homeOf(routeAt(path)));
    await expect(lastLink).toHaveText(labels.backToHome);
  });
}

for (const language of languages) {
  const entry = language.site.pages.find((page) => page.path !== language.home) ?? language.site.pages[0];
  if (!entry) continue;
  const { footer: declared, business, site: info } = language.site;
  test(`the footer of ${entry.path} has its four columns, services, Get Started buttons, copyright and tagline`, async ({
    page,
  }) => {
    await page.goto(entry.path);
    const footer = page.getByRole("contentinfo");
    const { aboutHeading, contactHeading, servicesHeading, getStartedHeading } = declared;
    expect((await footer.getByRole("heading").allInnerTexts()).map((text) => text.trim())).toEqual([
      aboutHeading,
      contactHeading,
      servicesHeading,
      getStartedHeading,
    ]);
    await expect(footer.getByText(business.description, { exact: true })).toBeVisible();

    await expect(footer.locator("address")).toContainText(business.address.street);
    const footerPhone = footer.getByRole("link", { name: business.phone.display, exact: true });
    await expect(footerPhone).toBeVisible();
    await expect(footerPhone).toHaveAttribute("href", `tel:${business.phone.e164}`);

    const first = declared.services[0]!.href;
    const serviceList = footer.getByRole("list").filter({ has: page.locator(`a[href="${first}"]`) });
    expect(await allHrefs(serviceList)).toEqual(declared.services.map((link) => link.href));

    const getStarted = footer
      .locator("div")
      .filter({ has: page.getByRole("heading", { name: getStartedHeading }) })
      .last();
    await expect(getStarted.getByRole("link", { name: declared.estimateLabel, exact: true })).toBeVisible();
    await expect(getStarted.locator(PHONE_LINK)).toBeVisible();

    await expect(footer.getByText(declared.copyright, { exact: true })).toBeVisible();
    await expect(footer.getByText(info.tagline, { exact: true })).toBeVisible();
  });
}
