/**
 * The spec's content checklist (sections 2.2 to 2.8 and 9), with the spec's own words as expectations.
 */
import type { Locator, Page } from "@playwright/test";
import { expect, postAt, routeThirdParties, SPEC_POST_PATHS, SPEC_SERVICE_PATHS, site, test } from "./fixtures.ts";

const PHONE_LINK = `a[href^="tel:"]`;
const BLOG_DATE = "September 1, 2025";
const COPYRIGHT_YEAR = "2024";
const CITIES = [
  "Poinciana",
  "Kissimmee",
  "Haines City",
  "Davenport",
  "Celebration",
  "Four Corners",
  "Intercession City",
  "Lake Wales",
  "Dundee",
  "Winter Haven",
  "Auburndale",
  "Lakeland",
];
const DASH = "\\s*[-–]\\s*";

function main(page: Page) {
  return page.getByRole("main");
}

/** The hrefs of links in running text (paragraphs and list items) of the main content. */
async function inTextHrefs(page: Page): Promise<string[]> {
  return main(page)
    .locator("p a, li a")
    .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
}

async function allHrefs(scope: Locator): Promise<string[]> {
  return scope.locator("a[href]").evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
}

/** All text of the main content, including answers inside closed FAQ items. */
async function mainText(page: Page): Promise<string> {
  return (await main(page).textContent()) ?? "";
}

test("home: the hero, in-text links to the services, /about, /contact and another site, 30-day estimates", async ({
  page,
}) => {
  await page.goto("/");
  await test.step("the hero's heading, estimate button and call button", async () => {
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Tree Service in Poinciana, FL");
    const hero = page.locator("section").filter({ has: page.getByRole("heading", { level: 1 }) });
    await expect(hero.getByRole("link", { name: "Get Free Estimate", exact: true })).toBeVisible();
    await expect(hero.locator(PHONE_LINK)).toBeVisible();
    await expect(hero.locator(PHONE_LINK)).toHaveAccessibleName(/^Call /);
  });

  await test.step("links in its text to every service, /about and /contact, and out to another site", async () => {
    const hrefs = await inTextHrefs(page);
    for (const path of [...SPEC_SERVICE_PATHS, "/about", "/contact"])
      expect(hrefs, `a link to ${path}`).toContain(path);
    const external = hrefs.filter((href) => {
      if (!href.startsWith("https://")) return false;
      const host = new URL(href).host;
      return host !== new URL(site.site.url).host && host !== new URL(site.estimateForm.pageUrl).host;
    });
    expect(external.length, "in-text links to other sites").toBeGreaterThan(0);
  });

  await test.step("mentions that estimates are valid for 30 days", async () => {
    expect(await mainText(page)).toMatch(/\b30 days\b/);
  });
});

test("the emergency page links, in its text, to the related pages", async ({ page }) => {
  await page.goto("/emergency-tree-services");
  const hrefs = await inTextHrefs(page);
  for (const path of [
    "/tree-health-maintenance",
    "/tree-removal",
    "/tree-trimming-pruning",
    "/stump-grinding-removal",
    "/arborist-consulting-services",
    "/about",
    "/contact",
  ]) {
    expect(hrefs, `an in-text link to ${path}`).toContain(path);
  }
});

test("the tree health page links, in its text, to the related pages", async ({ page }) => {
  await page.goto("/tree-health-maintenance");
  const hrefs = await inTextHrefs(page);
  for (const path of [
    "/tree-removal",
    "/arborist-consulting-services",
    "/tree-trimming-pruning",
    "/emergency-tree-services",
    "/about",
  ]) {
    expect(hrefs, `an in-text link to ${path}`).toContain(path);
  }
});

test("the stump page states the grinding depth and the 36-inch grinders", async ({ page }) => {
  await page.goto("/stump-grinding-removal");
  const text = await mainText(page);
  expect(text).toMatch(new RegExp(`\\b6${DASH}12 inches`));
  expect(text).toMatch(/\b36-inch\b/);
});

test("the trimming page gives the December to February dormancy window", async ({ page }) => {
  await page.goto("/tree-trimming-pruning");
  const text = await mainText(page);
  expect(text).toContain("December");
  expect(text).toContain("February");
});

test("contact: phone, address, hours, a lazy titled map, the 12 cities and three steps", async ({ page }) => {
  await page.goto("/contact");
  const content = main(page);

  await test.step("the phone, the Kissimmee address and the hours", async () => {
    const phone = content.locator(PHONE_LINK).filter({ hasText: site.business.phone.display });
    await expect(phone.first()).toBeVisible();
    await expect(content.locator("address")).toContainText(/Kissimmee, FL/);
    const text = (await content.innerText()).replace(/\s+/g, " ");
    expect(text).toMatch(new RegExp(`Monday(${DASH}| to )Saturday`));
    expect(text).toMatch(new RegExp(`8:00 AM(${DASH}| to )6:00 PM`));
    expect(text).toMatch(/Sunday[^.]*emergenc/i);
    expect(text).toContain("24/7");
  });

  await test.step("the 12 served cities", async () => {
    const lists = content.getByRole("list");
    let found: string[] | undefined;
    for (let index = 0; index < (await lists.count()); index++) {
      const items = (await lists.nth(index).getByRole("listitem").allInnerTexts()).map((text) => text.trim());
      if (items.includes(CITIES[1]!)) found = items;
    }
    expect(found).toEqual(CITIES);
    for (const city of CITIES) await expect(content.getByText(city, { exact: true })).toBeVisible();
  });

  await test.step("a three-step contact process", async () => {
    const steps = content.locator("ol");
    await expect(steps).toHaveCount(1);
    await expect(steps.getByRole("listitem")).toHaveCount(3);
  });

  await test.step("a titled map, added only when the visitor scrolls near it", async () => {
    const container = content.locator("[data-island=map]");
    const map = content.locator("iframe");
    const distance = await container.evaluate((element) => element.getBoundingClientRect().top / window.innerHeight);
    // Further than two screens down, nothing of the map's provider is loaded yet.
    if (distance > 2) await expect(map).toHaveCount(0);
    await container.scrollIntoViewIfNeeded();
    await expect(map).toHaveCount(1);
    await expect(map).toHaveAttribute("title", /\S/);
    await expect(map).toBeVisible();
    const box = await map.boundingBox();
    expect(box!.height).toBeGreaterThanOrEqual(300);
  });
});

test("contact without JavaScript: the map frame is in the page and loads lazily", async ({
  browser,
  baseURL,
  viewport,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL, viewport });
  await routeThirdParties(context);
  const page = await context.newPage();
  await page.goto("/contact");
  const map = main(page).locator("iframe");
  await expect(map).toHaveCount(1);
  await expect(map).toHaveAttribute("loading", "lazy");
  await expect(map).toHaveAttribute("title", /\S/);
  await map.scrollIntoViewIfNeeded();
  await expect(map).toBeVisible();
  await context.close();
});

test("the blog lists the two posts as cards with image, date, title, excerpt and Read More", async ({ page }) => {
  await page.goto("/blog");
  const cards = main(page)
    .getByRole("listitem")
    .filter({ has: page.getByRole("link", { name: /^Read More/ }) });
  await expect(cards).toHaveCount(SPEC_POST_PATHS.length);
  for (const path of SPEC_POST_PATHS) {
    const post = postAt(path);
    const heading = post.heading ?? post.title;
    const card = cards.filter({ has: page.getByRole("link", { name: heading, exact: true }) });
    await expect(card).toHaveCount(1);
    await expect(card.getByRole("img")).toBeVisible();
    await expect(card.getByText(BLOG_DATE, { exact: true })).toBeVisible();
    await expect(card.getByRole("link", { name: heading, exact: true })).toHaveAttribute("href", path);
    await expect(card.getByText(post.excerpt, { exact: true })).toBeVisible();
    await expect(card.getByRole("link", { name: /^Read More/ })).toHaveAttribute("href", path);
  }
});

for (const path of SPEC_POST_PATHS) {
  test(`the post ${path} has its back link, date, heading, image, text and a link home`, async ({ page }) => {
    await page.goto(path);
    const content = main(page);
    const back = content.getByRole("link", { name: "Back to Blog" });
    await expect(back).toBeVisible();
    await expect(back).toHaveAttribute("href", "/blog");
    await expect(content.getByText(BLOG_DATE, { exact: true })).toBeVisible();
    await expect(content.getByRole("heading", { level: 1 })).toBeVisible();
    const image = content.getByRole("img").first();
    await expect(image).toBeVisible();
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    const paragraphs = await content.locator("p").allInnerTexts();
    expect(paragraphs.join(" ").length, "article text").toBeGreaterThan(1000);
    // The article ends with a link to the home page.
    const lastLink = content.getByRole("link").last();
    await expect(lastLink).toHaveAttribute("href", "/");
    await expect(lastLink).toBeVisible();
  });
}

test("the pruning post states the 3-5 times cost and the 15-20% value", async ({ page }) => {
  await page.goto("/blog/why-regular-tree-pruning-saves-money");
  const text = await mainText(page);
  expect(text).toMatch(new RegExp(`\\b3${DASH}5 times`));
  expect(text).toMatch(new RegExp(`\\b15${DASH}20%`));
});

test("the footer has its four columns, services, Get Started buttons and copyright", async ({ page }) => {
  await page.goto("/about");
  const footer = page.getByRole("contentinfo");
  const headings = footer.getByRole("heading");
  await expect(headings).toHaveCount(4);
  await expect(headings.filter({ hasText: /^Contact$/ })).toHaveCount(1);
  await expect(headings.filter({ hasText: /^Get Started$/ })).toHaveCount(1);

  await expect(footer.locator("address")).toContainText(/Kissimmee, FL/);
  const footerPhone = footer.getByRole("link", { name: site.business.phone.display, exact: true });
  await expect(footerPhone).toBeVisible();
  await expect(footerPhone).toHaveAttribute("href", `tel:${site.business.phone.e164}`);

  const serviceList = footer.getByRole("list").filter({ has: page.locator('a[href="/tree-removal"]') });
  expect(await allHrefs(serviceList)).toEqual([...SPEC_SERVICE_PATHS]);

  const getStarted = footer
    .locator("div")
    .filter({ has: page.getByRole("heading", { name: "Get Started" }) })
    .last();
  await expect(getStarted.getByRole("link", { name: "Get Free Estimate", exact: true })).toBeVisible();
  await expect(getStarted.locator(PHONE_LINK)).toBeVisible();

  await expect(footer.getByText(new RegExp(`(©|Copyright).*${COPYRIGHT_YEAR}|${COPYRIGHT_YEAR}.*©`))).toBeVisible();
  await expect(footer.getByText(/professional tree care.*Poinciana, FL/i)).toBeVisible();
});
