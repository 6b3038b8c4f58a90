/**
 * The page screen as issue 54 designs it, in a real browser at 1280×900: its outline shows the page's sections at a
 * glance, one chooser adds a section where the owner is, the page says which page and language it is, the canvas
 * marks stay readable, an empty picture leads to its field, and removing a section asks first.
 */
import AxeBuilder from "@axe-core/playwright";
import { writeFileSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { copyData, EDITOR_E2E_SITE, resetCopy } from "./copy.ts";
import { addSection, canvas, openPage } from "./editing.ts";

type Json = any; // eslint-disable-line @typescript-eslint/no-explicit-any

test.beforeEach(() => resetCopy());
test.use({ viewport: { width: 1280, height: 900 } });

const rows = (page: Page) => page.locator(".section-list button");
const sectionTitle = (page: Page) => page.locator(".section-actions .fields-title");

test("at 1280×900 the outline shows at least 10 of the home page's sections without scrolling", async ({ page }) => {
  const count = copyData().pages[0].blocks.length;
  expect(count).toBeGreaterThanOrEqual(10);
  await openPage(page, 0);
  await expect(rows(page)).toHaveCount(count);
  const shown = await page.evaluate(() => {
    const panel = document.querySelector(".panel-left")!.getBoundingClientRect();
    const bottom = Math.min(panel.bottom, window.innerHeight);
    return [...document.querySelectorAll(".section-list button")].filter((row) => {
      const box = row.getBoundingClientRect();
      return box.height > 0 && box.top >= Math.max(panel.top, 0) && box.bottom <= bottom;
    }).length;
  });
  expect(shown).toBeGreaterThanOrEqual(10);
  // The header and footer are in the outline too, locked, each leading to its own screen.
  for (const [row, screen] of [
    [/^Header \(the same on every page/, "navigation"],
    [/^Footer \(the same on every page/, "footer"],
  ] as const) {
    await page.getByRole("link", { name: row }).click();
    await expect(page).toHaveURL(new RegExp(`/settings/${screen}$`));
    await expect(page.locator(`[data-path="${screen}"], [data-path^="${screen}."]`).first()).toBeVisible();
    await page.goBack();
  }
});

test("an 11-picture gallery's pictures are one-line rows, the gallery at most 600 px tall, one open at a time", async ({
  page,
}) => {
  const site = copyData();
  const blocks = site.pages[0].blocks as Json[];
  const gallery = blocks.findIndex((block) => block.type === "gallery");
  const items = blocks[gallery].items as Json[];
  while (items.length < 11) items.push({ ...items[items.length % items.length] });
  writeFileSync(EDITOR_E2E_SITE, `${JSON.stringify(site, null, 2)}\n`);
  await openPage(page, 0);
  await rows(page).nth(gallery).click();
  const list = page.locator(`.panel-right [data-path="pages.0.blocks.${gallery}.items"]`);
  const toggles = list.locator(".list-row-toggle");
  await expect(toggles).toHaveCount(11);
  const height = async () => (await list.boundingBox())!.height;
  expect(await height()).toBeLessThanOrEqual(600);
  // Each row says what it is: its picture and its title.
  await expect(toggles.nth(2)).toContainText(items[2].title);
  await expect(toggles.nth(2).locator("img")).toHaveAttribute("src", `/preview-assets/${items[2].src}`);
  // Opened, its fields show; opening another closes it.
  await toggles.nth(2).click();
  await expect(page.locator(`[id="field-pages.0.blocks.${gallery}.items.2.title"]`)).toHaveValue(items[2].title);
  await toggles.nth(5).click();
  await expect(page.locator(`[id="field-pages.0.blocks.${gallery}.items.2.title"]`)).toHaveCount(0);
  await expect(page.locator(`[id="field-pages.0.blocks.${gallery}.items.5.title"]`)).toBeVisible();
  await expect(toggles.nth(5)).toHaveAttribute("aria-expanded", "true");
  await toggles.nth(5).click();
  expect(await height()).toBeLessThanOrEqual(600);
});

test("Add section opens a chooser of the types, described, and puts the one chosen after the selected section", async ({
  page,
}) => {
  const count = copyData().pages[0].blocks.length;
  await openPage(page, 0);
  await rows(page).nth(1).click();
  await page.getByRole("button", { name: "Add section" }).click();
  const chooser = page.getByRole("dialog", { name: "Add a section" });
  await expect(chooser).toBeVisible();
  // Each type with a line on what it is: the schema's own where it has one.
  await expect(chooser.getByRole("button", { name: "Gallery", exact: true })).toHaveAccessibleDescription(
    "Pictures that open larger.",
  );
  await expect(chooser.getByRole("button", { name: "Questions and answers", exact: true })).toHaveAccessibleDescription(
    /^.+\.$/,
  );
  // By the keyboard: the arrow-free Tab order reaches it, Enter adds it.
  await chooser.getByRole("button", { name: "Questions and answers", exact: true }).focus();
  await page.keyboard.press("Enter");
  await expect(chooser).toBeHidden();
  await expect(sectionTitle(page)).toHaveText(`Section 3 of ${count + 1}: Questions and answers`);
  await expect(rows(page).nth(2)).toHaveAttribute("title", "Questions and answers");
  await expect(rows(page).nth(2)).toHaveAttribute("aria-pressed", "true");
  // With no section selected (the page's settings), it goes at the end.
  await page.getByRole("button", { name: "Page settings" }).click();
  await addSection(page, "Text");
  await expect(sectionTitle(page)).toHaveText(`Section ${count + 2} of ${count + 2}: Text`);
  // The palette of tiles and "Add at the end" are gone: one way to add a section.
  await expect(page.getByRole("button", { name: "Add at the end" })).toHaveCount(0);
  await expect(page.locator("[data-puck-drawer-item]")).toHaveCount(0);
});

test("the page header names the page, its address and language, and switches to its translation", async ({ page }) => {
  const pages = copyData().pages as Json[];
  const spanish = pages.findIndex((p) => p.translationOf === "/");
  expect(spanish).toBeGreaterThan(0);
  await openPage(page, 0);
  const header = page.locator(".page-header");
  await expect(header.getByRole("heading", { level: 1 })).toHaveText(pages[0].title.split(" | ")[0]);
  await expect(header).toContainText("Address: /");
  await expect(header).toContainText("Language: English");
  await header.getByRole("link", { name: "Switch to Spanish" }).click();
  await expect(page).toHaveURL(new RegExp(`/pages/${spanish}$`));
  await expect(header.getByRole("heading", { level: 1 })).toHaveText(pages[spanish].title.split(" | ")[0]);
  await expect(header).toContainText(`Address: ${pages[spanish].path}`);
  await expect(header).toContainText("Language: Spanish");
  await expect(header.getByRole("link", { name: "Switch to English" })).toHaveAttribute("href", "/pages/0");
  await header.getByRole("link", { name: "Pages" }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("an empty picture on the canvas is a placeholder, fetched from nowhere, and clicked, its field takes the keyboard", async ({
  page,
}) => {
  const missing: string[] = [];
  page.on("response", (response) => {
    if (response.url().includes("/preview-assets/") && response.status() >= 400) missing.push(response.url());
  });
  const count = copyData().pages[0].blocks.length;
  await openPage(page, 0);
  await addSection(page, "Gallery");
  await expect(sectionTitle(page)).toHaveText(`Section ${count + 1} of ${count + 1}: Gallery`);
  await page.getByRole("button", { name: "Page settings" }).click();
  const placeholder = canvas(page).locator(`[data-section-type="gallery"] img[src^="data:image/svg+xml"]`).last();
  await expect(placeholder).toBeVisible();
  await placeholder.click({ force: true });
  await expect(page.locator(`[id="field-pages.0.blocks.${count}.items.0.src"]`)).toBeFocused();
  await expect(page.locator(`[id="field-pages.0.blocks.${count}.items.0.src"]`)).toHaveText("Choose picture 1");
  expect(missing).toEqual([]);
});

test("Remove is red and asks first: kept, the section stays; confirmed, it goes", async ({ page }) => {
  const count = copyData().pages[0].blocks.length;
  await openPage(page, 0);
  await rows(page).nth(2).click();
  const remove = page.getByRole("toolbar", { name: /^Actions for the/ }).getByRole("button", { name: "Remove" });
  // Red: the editor's own colour for what must be fixed or cannot be undone, not the site's theme.
  const red = await page.evaluate(() => {
    const probe = document.createElement("span");
    probe.style.color = "var(--ui-error)";
    document.querySelector(".app")!.append(probe);
    const colour = getComputedStyle(probe).color;
    probe.remove();
    return colour;
  });
  const [r, g, b] = red.match(/\d+/g)!.map(Number);
  expect(r).toBeGreaterThan(g! + b!);
  expect(await remove.evaluate((button) => getComputedStyle(button).color)).toBe(red);
  await remove.click();
  const ask = page.getByRole("dialog", { name: "Remove the text section?" });
  await expect(ask).toBeVisible();
  await ask.getByRole("button", { name: "Keep it" }).click();
  await expect(ask).toBeHidden();
  await expect(rows(page)).toHaveCount(count);
  await expect(sectionTitle(page)).toHaveText(`Section 3 of ${count}: Text`);
  await remove.click();
  await ask.getByRole("button", { name: "Remove section" }).click();
  await expect(rows(page)).toHaveCount(count - 1);
  await expect(page.locator(".fields-title")).toHaveText("Page settings");
});

test("the selected section has a 2 px outline and a type chip, and its badges are 12 px or more on screen", async ({
  page,
}) => {
  await openPage(page, 0);
  // A section just added has fields to fill in: its badge says so.
  await addSection(page, "Questions and answers");
  const scale = await page
    .locator(".canvas-frame")
    .evaluate((frame) => frame.getBoundingClientRect().width / (frame as HTMLElement).offsetWidth);
  expect(scale).toBeLessThan(0.9);
  const section = canvas(page).locator(".editor-section-selected");
  await expect(section).toHaveCount(1);
  await expect(section.locator(".editor-section-chip")).toHaveText("Questions and answers");
  const outline = await section.evaluate((element) => parseFloat(getComputedStyle(element).outlineWidth));
  expect(outline * scale).toBeGreaterThanOrEqual(1.9);
  for (const mark of [section.locator(".editor-section-badge"), section.locator(".editor-section-chip")]) {
    const size = await mark.evaluate((element) => parseFloat(getComputedStyle(element).fontSize));
    expect(size * scale).toBeGreaterThanOrEqual(11.9);
  }
});

test("what the translations still lack is one line above the canvas, over no field", async ({ page }) => {
  await openPage(page, 0);
  await rows(page).first().click();
  await page.locator(`[id="field-pages.0.blocks.0.heading"]`).fill("Tree Care You Can Trust");
  const strip = page.getByRole("region", { name: "Changed here, not yet in the translations" });
  await expect(strip).toBeVisible();
  const box = (await strip.boundingBox())!;
  expect(box.height).toBeLessThanOrEqual(40);
  const fields = (await page.locator(".panel-right").boundingBox())!;
  expect(box.x + box.width <= fields.x || box.x >= fields.x + fields.width).toBe(true);
});

test("axe finds no WCAG 2.2 AA violation on the page screen, canvas included, a section selected and the chooser open", async ({
  page,
}) => {
  const tags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];
  const gallery = (copyData().pages[0].blocks as Json[]).findIndex((block) => block.type === "gallery");
  const found: string[] = [];
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await openPage(page, 0);
    // On a phone the outline is on the Sections tab; a section chosen there is edited on the Edit tab.
    if (width === 375) await page.getByRole("tab", { name: "Sections" }).click();
    await rows(page).nth(gallery).click();
    await page.locator(".list-row-toggle").first().click();
    await page.waitForTimeout(800);
    for (const v of (await new AxeBuilder({ page }).withTags(tags).analyze()).violations)
      found.push(`${width}: ${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
    if (width === 375) await page.getByRole("tab", { name: "Sections" }).click();
    await page.getByRole("button", { name: "Add section" }).click();
    await expect(page.getByRole("dialog", { name: "Add a section" })).toBeVisible();
    // Shown modal, the chooser leaves the page behind it inert: the page was checked just above.
    for (const v of (await new AxeBuilder({ page }).include("dialog[open]").withTags(tags).analyze()).violations)
      found.push(`${width} chooser: ${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
  }
  expect(found).toEqual([]);
});
