import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { existsSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";
import { canvas, openPart, save } from "./editing.ts";
import { copyData, EDITOR_E2E_DIR, resetCopy } from "./copy.ts";

test.beforeEach(() => resetCopy());

const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/** One picture's card on the Pictures screen, by its file's name. */
const card = (page: Page, name: string) =>
  page.getByRole("listitem").filter({ has: page.getByRole("heading", { name, exact: true }) });

async function openPictures(page: Page) {
  await page.goto("/");
  await openPart(page, "Pages", "Pictures");
  await expect(page.getByRole("heading", { level: 1, name: "Pictures" })).toBeVisible();
}

const photo = (background: string) =>
  sharp({ create: { width: 640, height: 480, channels: 3, background } })
    .png()
    .toBuffer();

/** A page as the editor names a place on it: its title before “ | ”. */
const pageName = (entry: { title: string }) => entry.title.split(" | ")[0]!;

test("the Pictures screen lists the site's pictures, where each is used and how it is described", async ({ page }) => {
  await openPictures(page);
  const about = card(page, "hero/about.svg");
  await expect(about.getByText("A drawing, sharp at any size, under 0.1 MB")).toBeVisible();
  await expect(about.getByText("Used in 2 places:")).toBeVisible();
  const { pages } = copyData();
  const english = about.getByRole("link", { name: `${pageName(pages[1])} › Hero: Image` });
  await expect(english).toBeVisible();
  await expect(about.getByText(`Description: “${pages[1].blocks[0].image.alt}”`)).toBeVisible();
  await expect(about.getByText(`Description: “${pages[13].blocks[0].image.alt}”`)).toBeVisible();
  // Each place is a link that opens its field.
  await english.click();
  await expect(page).toHaveURL(new RegExp(`/pages/1$`));
  await expect(page.getByRole("button", { name: /^Change image/ })).toBeFocused();
});

test("a missing description is an error the Pictures screen leads to", async ({ page }) => {
  await openPictures(page);
  const about = card(page, "hero/about.svg");
  await about
    .getByRole("link", { name: /› Hero: Image$/ })
    .first()
    .click();
  await page.getByRole("textbox", { name: "Description of the image" }).fill("");
  await openPart(page, "Pages", "Pictures");
  await expect(page.getByText("1 place shows a picture without a description")).toBeVisible();
  await page.getByRole("button", { name: "Show only those" }).click();
  await expect(page.locator("ul.pictures > li")).toHaveCount(1);
  const axe = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  expect(axe.violations.map((v) => v.id)).toEqual([]);
  const fix = card(page, "hero/about.svg").getByRole("link", { name: /^add one at .+ › Hero: Image$/ });
  await fix.click();
  await expect(page.getByRole("textbox", { name: "Description of the image" })).toBeFocused();
  // Save refuses it: the check counts a missing description as an error.
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: /^Not saved/ })).toBeVisible();
});

test("two pictures uploaded at once, one found by its description, one unused deleted", async ({ page }) => {
  await openPictures(page);
  await page.getByLabel(/^Upload photos or drawings, several at once/).setInputFiles([
    { name: "Front Porch.png", mimeType: "image/png", buffer: await photo("#3a7") },
    { name: "Back Yard.png", mimeType: "image/png", buffer: await photo("#a73") },
  ]);
  const report = page.locator(".upload-report li");
  await expect(report).toHaveCount(2);
  await expect(report.nth(0)).toHaveText(/^Front Porch\.png added as front-porch-[0-9a-f]{8}\.png\.$/);
  await expect(report.nth(1)).toHaveText(/^Back Yard\.png added as back-yard-[0-9a-f]{8}\.png\.$/);
  const porch = (await report.nth(0).textContent())!.match(/front-porch-[0-9a-f]{8}\.png/)![0];
  const porchCard = card(page, porch);
  await expect(porchCard.getByText("640 × 480 pixels, under 0.1 MB")).toBeVisible();
  await expect(porchCard.getByText("Not used on any page.")).toBeVisible();

  // Dropped on the upload's place, as from a computer's folder: added and reported the same way.
  const dropped = await page.evaluateHandle(
    async (bytes) => {
      const transfer = new DataTransfer();
      transfer.items.add(new File([new Uint8Array(bytes)], "Dropped Shed.png", { type: "image/png" }));
      return transfer;
    },
    [...(await photo("#37a"))],
  );
  await page
    .locator(".drop-zone")
    .filter({ has: page.getByLabel(/^Upload photos/) })
    .dispatchEvent("drop", { dataTransfer: dropped });
  await expect(report).toHaveCount(1);
  await expect(report.nth(0)).toHaveText(/^Dropped Shed\.png added as dropped-shed-[0-9a-f]{8}\.png\.$/);

  // Found by the words of a description, whatever their case.
  await page.getByLabel("Find a picture by its name or description").fill("WOOD CHIPPER behind");
  await expect(page.getByRole("status").filter({ hasText: "1 picture found of 40." })).toBeVisible();
  await expect(page.locator("ul.pictures > li")).toHaveCount(1);
  await expect(card(page, "gallery/10-chipper-crew.svg")).toBeVisible();
  await page.getByLabel("Find a picture by its name or description").fill("");

  // Deleted after a confirmation: the file is gone from images/.
  await porchCard.getByRole("button", { name: `Delete ${porch}` }).click();
  const dialog = page.getByRole("dialog", { name: `Delete “${porch}”?` });
  await dialog.getByRole("button", { name: "Delete the picture" }).click();
  await expect(page.locator("#screen").getByText(`“${porch}” is deleted.`)).toBeFocused();
  await expect(porchCard).toHaveCount(0);
  expect(existsSync(join(EDITOR_E2E_DIR, "images", porch))).toBe(false);
});

test("deleting a picture in use is refused, with the pages using it", async ({ page }) => {
  await openPictures(page);
  const { pages } = copyData();
  await card(page, "hero/contact.svg").getByRole("button", { name: "Delete hero/contact.svg" }).click();
  const dialog = page.getByRole("dialog", { name: "“hero/contact.svg” cannot be deleted" });
  await expect(dialog.getByText("It is used on these pages.", { exact: false })).toBeVisible();
  await expect(dialog.getByRole("link", { name: `${pageName(pages[2])} › ` })).toBeVisible();
  await expect(dialog.getByRole("link", { name: `${pageName(pages[14])} › ` })).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Delete the picture" })).toHaveCount(0);
  await dialog.getByRole("button", { name: "Close" }).click();
  expect(existsSync(join(EDITOR_E2E_DIR, "images/hero/contact.svg"))).toBe(true);
});

test("a picture replaced everywhere in one step shows on its pages, saves, and Undo puts the old one back", async ({
  page,
}) => {
  await openPictures(page);
  await card(page, "hero/about.svg").getByRole("button", { name: "Replace everywhere hero/about.svg" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("button", { name: /^hero\/blog\.svg/ }).click();
  // Said where the keyboard now is: the button pressed went with the picture's last use.
  await expect(
    page.locator("#screen").getByText(/^“hero\/about\.svg” is replaced by “hero\/blog\.svg” in 2 places\./),
  ).toBeFocused();
  await expect(card(page, "hero/blog.svg").getByText("Used in 4 places:")).toBeVisible();
  await expect(card(page, "hero/about.svg").getByText("Not used on any page.")).toBeVisible();
  // The saved site still uses the old one: the server refuses to delete it, and names where.
  await card(page, "hero/about.svg").getByRole("button", { name: "Delete hero/about.svg" }).click();
  await page.getByRole("button", { name: "Delete the picture" }).click();
  const refused = page.getByRole("dialog", { name: "“hero/about.svg” cannot be deleted yet" });
  const { pages } = copyData();
  await expect(refused.getByText(`Page “${pages[1].path}”`)).toBeVisible();
  await refused.getByRole("button", { name: "Close" }).click();

  // On each page it was used on, opened from the new picture's list of places (the edits stay in the editor).
  for (const index of [1, 13]) {
    await openPart(page, "Pages", "Pictures");
    await card(page, "hero/blog.svg")
      .getByRole("link", { name: `${pageName(pages[index])} › ` })
      .click();
    await expect(page).toHaveURL(new RegExp(`/pages/${index}$`));
    await expect(canvas(page).locator('img[src*="hero/blog"]').first()).toBeVisible();
    await expect(canvas(page).locator('img[src*="hero/about"]')).toHaveCount(0);
  }
  // One step: a single Undo brings the old picture back on both pages.
  await page.getByRole("button", { name: "Undo" }).click();
  await expect(canvas(page).locator('img[src*="hero/about"]').first()).toBeVisible();
  await openPart(page, "Pages", "Pictures");
  await expect(card(page, "hero/about.svg").getByText("Used in 2 places:")).toBeVisible();
  await expect(card(page, "hero/blog.svg").getByText("Used in 2 places:")).toBeVisible();
  // Redone and saved like any edit.
  await page.getByRole("button", { name: "Redo" }).click();
  await save(page);
  const saved = copyData();
  expect([saved.pages[1].blocks[0].image.src, saved.pages[13].blocks[0].image.src]).toEqual([
    "images/hero/blog.svg",
    "images/hero/blog.svg",
  ]);
  expect(saved.pages[1].blocks[0].image.alt).toBe(pages[1].blocks[0].image.alt);
});

test("axe finds no WCAG 2.2 AA violation on the Pictures screen", async ({ page }) => {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 800 });
    await openPictures(page);
    await page.waitForTimeout(500);
    const result = await new AxeBuilder({ page }).withTags(TAGS).analyze();
    const found = result.violations.map(
      (v) => `${width}: ${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`,
    );
    expect(found).toEqual([]);
  }
});
