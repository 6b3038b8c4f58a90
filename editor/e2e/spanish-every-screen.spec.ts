/**
 * The whole editor pseudo-localised (issue 52: "a pseudo-localised run finds no untranslated word on any screen"): every
 * screen, at a laptop's width and a phone's, read whole, with the drawers and menus open. Each part's own spec reads
 * its part closely, leaving out what other parts draw; this one leaves out nothing but the site's own words, the
 * check's full text behind "Why?" (the validator speaks English and Spanish, not the pseudo-language) and file names.
 */
import { expect, test, type Page } from "@playwright/test";
import { copyData, resetCopy } from "./copy.ts";
import { inLanguage, siteTexts, unmarked, unmarkedNames, withoutSiteTexts } from "./pseudo.ts";

test.beforeEach(() => resetCopy());
test.afterAll(() => resetCopy());

// The language choice is named in both languages on purpose, so that anyone can find it.
const NOT_THE_EDITORS = [".problem-why", ".problem-details", "code", ".language-choice"];

/** A picture's file name shown on its own (a value, as the owner named the file). */
const FILE_NAME = /^[\w/.-]+\.(svg|png|jpe?g|webp|avif|gif)$/i;

/** The words on the whole window, and the names and tooltips, that no catalogue holds. */
async function untranslated(page: Page): Promise<string[]> {
  const site = siteTexts();
  const body = page.locator("body");
  const words = (await unmarked(body, NOT_THE_EDITORS)).filter(
    (text) => withoutSiteTexts(text, site) !== "" && !FILE_NAME.test(text),
  );
  return [...new Set([...words, ...(await unmarkedNames(body, NOT_THE_EDITORS))])];
}

/** Every screen's address: the start screen, Pictures, each part of the site, pages and posts in both languages. */
function screens(): string[] {
  const site = copyData();
  const parts = Object.keys(site).filter((key) => !["pages", "posts", "$schema"].includes(key));
  const spanishHome = (site.pages as { path: string }[]).findIndex((entry) => entry.path === "/es");
  return [
    "/",
    "/pictures",
    ...parts.map((part) => `/settings/${part}`),
    "/pages/0",
    `/pages/${spanishHome}`,
    "/posts/0",
  ];
}

async function settled(page: Page): Promise<void> {
  await expect(page.locator("#screen")).toBeVisible();
  // Let the screen say what it asks the server (the problems, the live state) before it is read.
  await page.waitForLoadState("networkidle");
}

for (const width of [1280, 375]) {
  test(`at ${width} px, every screen says only the catalogues' words, with Problems and More open`, async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width, height: width > 500 ? 900 : 812 });
    await inLanguage(page, "xx");
    for (const address of screens()) {
      await page.goto(address);
      await settled(page);
      expect.soft(await untranslated(page), address).toEqual([]);
    }
    // A page with a section open in the inspector.
    await page.goto("/pages/0");
    await settled(page);
    if (width < 500) await page.getByRole("tab").nth(1).click();
    await page.locator(".section-list button").nth(1).click();
    await settled(page);
    expect(await untranslated(page), "a section open").toEqual([]);
    // The Problems drawer and the More menu, found by where they are, whatever they are called.
    await page.locator(".problems-pill").first().click();
    await expect(page.locator(".problems-drawer, [role=dialog]").first()).toBeVisible();
    expect(await untranslated(page), "Problems open").toEqual([]);
    await page.keyboard.press("Escape");
    await page
      .getByRole("button", { name: /^⟦Móré⟧$/ })
      .first()
      .click();
    expect(await untranslated(page), "More open").toEqual([]);
  });
}
