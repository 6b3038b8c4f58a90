import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { copyData, resetCopy } from "./copy.ts";

test.beforeEach(() => resetCopy());

const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/** What axe finds on the screen as it stands, at a phone's width and a computer's, each named with its width. */
async function violationsAtBothWidths(page: Page): Promise<string[]> {
  const found: string[] = [];
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    const result = await new AxeBuilder({ page }).withTags(TAGS).analyze();
    for (const v of result.violations)
      found.push(`${width}: ${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
  }
  return found;
}

resetCopy();
/** A page that translates another: its screen says how much is left to translate. */
const translation = (copyData().pages as { translationOf?: string }[]).findIndex((p) => p.translationOf);

for (const [name, url, width] of [
  ["the start screen", "/"],
  ["a page being edited", "/pages/0"],
  ...(translation >= 0 ? [["a translation being edited", `/pages/${translation}`] as const] : []),
  ["the business screen", "/settings/business"],
  // Each text of the other language with the site's own words for it, and what is left to translate.
  ["the languages screen", "/settings/languages"],
  // With the page beside the form (SitePreview), at a computer's width and a phone's.
  ["the theme screen", "/settings/theme"],
  ["the theme screen on a phone", "/settings/theme", 375],
  // A form with no page beside it.
  ["the old addresses screen", "/settings/redirects"],
] as const) {
  test(`axe finds no WCAG 2.2 AA violation on ${name}`, async ({ page }) => {
    if (width) await page.setViewportSize({ width, height: 800 });
    await page.goto(url);
    await expect(page.getByRole("button", { name: /^Problems/ })).toBeVisible();
    await page.waitForTimeout(800);
    // The canvas included: its sections are for the pointer only (no nested controls around the site's links); the
    // sections list beside it is the keyboard's and screen reader's way in.
    const result = await new AxeBuilder({ page }).withTags(TAGS).analyze();
    const found = result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
    expect(found).toEqual([]);
  });
}

test("axe finds no WCAG 2.2 AA violation on the business screen with a renamed business's places listed", async ({
  page,
}) => {
  const { business } = copyData();
  await page.goto("/settings/business");
  await page.getByRole("textbox", { name: /^Name/ }).first().fill(`${business.name} Group`);
  await page.getByRole("textbox", { name: "City", exact: true }).fill(`${business.address.city} Springs`);
  const where = page.locator(".field-note.renamed summary");
  await expect(where.first()).toBeVisible();
  for (const summary of await where.all()) await summary.click();
  expect(await violationsAtBothWidths(page)).toEqual([]);
});

test("axe finds no WCAG 2.2 AA violation on the form screen once the form is removed, its problems listed, then its buttons made to call", async ({
  page,
}) => {
  await page.goto("/settings/estimateForm");
  await page.getByRole("button", { name: "Remove the form" }).click();
  await page.getByRole("button", { name: /^Problems/ }).click();
  await expect(page.getByRole("button", { name: /^Make all \d+ call instead$/ })).toBeVisible();
  expect(await violationsAtBothWidths(page)).toEqual([]);
  // Then made to call: their words listed, each with its button to change them.
  await page.getByRole("button", { name: /^Make all \d+ call instead$/ }).click();
  await expect(page.getByRole("button", { name: /^Change “/ }).first()).toBeVisible();
  expect(await violationsAtBothWidths(page)).toEqual([]);
});

test("axe finds no WCAG 2.2 AA violation on the picture dialog with a refused drawing", async ({ page }) => {
  await page.goto("/settings/site");
  await page.getByRole("button", { name: /^Change logo/ }).click();
  await page.getByLabel(/Upload a photo or drawing/).setInputFiles({
    name: "logo.svg",
    mimeType: "image/svg+xml",
    buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="4" height="4"/></svg>'),
  });
  await expect(page.getByRole("alert")).toContainText("was refused");
  expect(await violationsAtBothWidths(page)).toEqual([]);
});
