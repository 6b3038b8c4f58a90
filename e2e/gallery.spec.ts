/**
 * The first gallery of the site: its pictures, as site.json lists them, in one to four columns by width, and a
 * lightbox showing the larger picture with its caption, closed by its button, Escape or a click outside,
 * that gives focus back to the picture it came from.
 */
import type { Page } from "@playwright/test";
import { blocksOf, expect, routes, sectionWithHeading, test } from "./fixtures.ts";
/** Columns at each width the brief names: a phone, two small tablets, the desktop. */
const COLUMNS_AT_WIDTH: Record<number, number> = { 375: 1, 500: 2, 700: 3, 1280: 4 };
const LARGE_IMAGE_MIN_WIDTH = 960;

const home = routes.find((route) => route.kind === "page" && blocksOf(route.page, "gallery").length > 0);
if (!home || home.kind !== "page") throw new Error("site.json has no page with a gallery block");
const gallery = blocksOf(home.page, "gallery")[0]!;
const GALLERY_SIZE = gallery.items.length;

function galleryLinks(page: Page) {
  return sectionWithHeading(page, gallery.heading).getByRole("listitem").getByRole("link");
}

async function columnCount(page: Page): Promise<number> {
  const lefts = await galleryLinks(page).evaluateAll((links) =>
    links.map((link) => Math.round(link.getBoundingClientRect().left)),
  );
  return new Set(lefts).size;
}

test.beforeEach(async ({ page }) => {
  await page.goto(home.path);
});

test("shows every picture site.json lists, each with a description", async ({ page }) => {
  const links = galleryLinks(page);
  await expect(links).toHaveCount(GALLERY_SIZE);
  await expect(links.getByRole("img")).toHaveCount(GALLERY_SIZE);
  for (const [index, item] of gallery.items.entries()) {
    await expect(links.nth(index).getByRole("img")).toHaveAttribute("alt", item.alt ?? "");
  }
});

test("the grid has the expected columns at this width", async ({ page, viewport }) => {
  const expected = COLUMNS_AT_WIDTH[viewport!.width];
  expect(expected, `a column count is defined for width ${viewport!.width}`).toBeDefined();
  expect(await columnCount(page)).toBe(expected);
});

test("the grid has 2 columns at 500 px and 3 at 700 px", async ({ page, viewport }) => {
  for (const width of [500, 700]) {
    await page.setViewportSize({ width, height: viewport!.height });
    await expect.poll(() => columnCount(page), `columns at ${width} px`).toBe(COLUMNS_AT_WIDTH[width]);
  }
});

test("each picture opens large in a dialog with its caption", async ({ page, viewport }) => {
  const links = galleryLinks(page);
  for (const [index, item] of gallery.items.entries()) {
    const link = links.nth(index);
    const thumbnailWidth = (await link.boundingBox())!.width;
    await link.click();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAccessibleName(item.title);
    await expect(dialog.getByText(item.title, { exact: true })).toBeVisible();
    const image = dialog.getByRole("img");
    await expect(image).toHaveAttribute("alt", item.alt ?? "");
    await expect(image).toHaveAttribute("width", /^\d+$/);
    await expect(image).toHaveAttribute("height", /^\d+$/);

    // The file the lightbox shows is the large one: wide enough for the screen (at most 960 px needed),
    // measured in the file's own pixels rather than the density-adjusted naturalWidth.
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    const shown = await image.evaluate(async (img: HTMLImageElement) => {
      const probe = new Image();
      probe.src = img.currentSrc;
      await probe.decode();
      return { filePixels: probe.naturalWidth, cssWidth: img.getBoundingClientRect().width, dpr: devicePixelRatio };
    });
    expect(shown.filePixels, `file behind ${item.title}`).toBeGreaterThanOrEqual(
      Math.min(LARGE_IMAGE_MIN_WIDTH, Math.floor(shown.cssWidth * shown.dpr)),
    );
    // Where the grid shows small pictures, the lightbox shows them clearly larger (in a one-column
    // phone grid the picture already spans the screen).
    if (thumbnailWidth < viewport!.width / 2) {
      expect(shown.cssWidth, "the lightbox is larger than the grid picture").toBeGreaterThan(thumbnailWidth * 1.5);
    }

    await dialog.getByRole("button", { name: gallery.closeLabel, exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(link).toBeFocused();
  }
});

test("Escape closes the lightbox and focus returns to the picture", async ({ page }) => {
  const link = galleryLinks(page).nth(3);
  await link.click();
  await expect(page.getByRole("dialog")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toBeHidden();
  await expect(link).toBeFocused();
});

test("a click outside the picture closes the lightbox and focus returns to the picture", async ({ page }) => {
  const link = galleryLinks(page).last();
  await link.click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  // A click on the picture itself keeps it open.
  await dialog.getByRole("img").click();
  await expect(dialog).toBeVisible();
  await page.mouse.click(5, 5);
  await expect(dialog).toBeHidden();
  await expect(link).toBeFocused();
});
