/**
 * The page screen in Spanish. First a pseudo-localised run ("xx": every catalogue word marked ⟦…⟧): the outline, the
 * page's header, the canvas's width buttons and marks, the section's actions and dialogs, the inspector's subheads, a
 * translation, a post and a page that is not there, each expected to hold no word the catalogue misses (the site's own
 * words excepted: a section's heading, the page's name). Then a Spanish-speaking owner's everyday tasks on the page:
 * a heading changed and saved, and a gallery added with a picture in it.
 */
import { expect, test, type Locator, type Page } from "@playwright/test";
import { copyData, resetCopy } from "./copy.ts";
import { canvas } from "./editing.ts";
import { inLanguage, unmarked } from "./pseudo.ts";
import { pseudo } from "../app/src/i18n/format.ts";

test.beforeEach(() => resetCopy());
test.afterAll(() => resetCopy());

/** What the page screen's own files draw around the site and the fields (the fields themselves are another part's). */
const PAGE_PARTS = ".outline, .page-header, .viewport-switch, .section-actions, .field-subhead, .more-options";
/** The site's own words in them: a section's heading in the outline, the page's name above the canvas. */
const SITE_WORDS = [".section-name", ".page-name"];

const rows = (page: Page) => page.locator(".section-list button");
const isMarked = /^⟦.*⟧\.?$/s;

async function expectAllMarked(page: Page, where: string) {
  expect(await unmarked(page.locator(PAGE_PARTS), SITE_WORDS), where).toEqual([]);
  // The names a screen reader reads, not shown as text: each the catalogue's too.
  for (const label of await page
    .locator(`:is(${PAGE_PARTS}) [aria-label], .outline`)
    .evaluateAll((elements) => elements.map((element) => element.getAttribute("aria-label") ?? "")))
    expect(label, where).toMatch(isMarked);
}

async function expectDialogMarked(dialog: Locator, where: string) {
  await expect(dialog, where).toBeVisible();
  expect(await unmarked(dialog), where).toEqual([]);
  await expect(dialog.locator("h2").first(), where).toHaveText(isMarked);
}

test("in the pseudo-language, every word of the page screen comes from the catalogue", async ({ page }) => {
  const site = copyData();
  await inLanguage(page, "xx");
  await page.goto("/pages/0");
  await expect(rows(page)).toHaveCount(site.pages[0].blocks.length);
  await expectAllMarked(page, "the page, nothing selected");

  // A text section, with two lists: its actions, its one "Add" menu, its subheads and its "More options".
  const text = (site.pages[0].blocks as { type: string; bullets?: unknown }[]).findIndex(
    (block) => block.type === "text" && block.bullets,
  );
  await rows(page).nth(text).click();
  await expect(page.locator(".section-actions .fields-title")).toHaveText(isMarked);
  await expect(canvas(page).locator(".editor-section-chip")).toHaveText(isMarked);
  await page.locator(".section-actions [aria-haspopup=menu]").click();
  await expect(page.getByRole("menu")).toBeVisible();
  await expectAllMarked(page, "a text section, its Add menu open");
  await page.keyboard.press("Escape");
  await page.locator(".more-options").click();
  await expectAllMarked(page, "its more options open");
  for (const tip of await page
    .locator(".section-actions [data-tip]")
    .evaluateAll((buttons) => buttons.map((button) => button.getAttribute("data-tip") ?? "")))
    expect(tip, "a tooltip").toMatch(isMarked);

  // Removing it asks first.
  await page.locator(".section-actions .icon-danger").click();
  const confirm = page.getByRole("dialog");
  await expectDialogMarked(confirm, "remove a section");
  await confirm.locator(".dialog-actions button").first().click();
  await expect(confirm).toBeHidden();

  // The chooser, after the section selected, then at the end; a gallery added there is announced, its badge says
  // what is left to fill in, and its empty picture says so.
  await page.locator(".add-section-button").click();
  const chooser = page.getByRole("dialog");
  await expectDialogMarked(chooser, "the chooser, after a section");
  await chooser.locator(".dialog-actions button").last().click();
  await page.locator(".outline-row").first().click();
  await page.locator(".add-section-button").click();
  await expectDialogMarked(chooser, "the chooser, at the end");
  await expect(chooser.locator(".field-help")).toHaveText(isMarked);
  await chooser
    .getByRole("button", { name: pseudo("Gallery"), exact: false })
    .first()
    .click();
  await expect(chooser).toBeHidden();
  await expect(page.locator(".announcements")).toHaveText(isMarked);
  const gallery = canvas(page).locator('[data-section-type="gallery"]').last();
  await expect(gallery.locator(".editor-section-badge")).toHaveText(isMarked);
  const empty = await gallery.locator("img").first().getAttribute("src");
  expect(decodeURIComponent(empty ?? "")).toMatch(/<text[^>]*>⟦[^<]*⟧<\/text>/);
  await expectAllMarked(page, "a gallery just added");

  // A section with an error: its badge on the canvas and its count in the outline.
  await rows(page).first().click();
  await page.locator('.panel-right [data-path="pages.0.blocks.0.heading"]').getByRole("textbox").fill("");
  await expect(canvas(page).locator(".editor-section-badge").first()).toHaveText(isMarked);
  await expect(page.locator(".section-list .status-error").first()).toBeVisible();
  await expectAllMarked(page, "a section with an error");

  // A translation (its switch to the original, its texts left to translate), a post, and a page that is not there.
  const translation = (site.pages as { translationOf?: string }[]).findIndex((entry) => entry.translationOf === "/");
  await page.goto(`/pages/${translation}`);
  await expect(page.locator(".page-switch")).toHaveText(isMarked);
  await expect(rows(page).first()).toBeVisible();
  await expectAllMarked(page, "a translation");
  await page.goto("/posts/0");
  await expect(page.locator(".page-back")).toHaveText(isMarked);
  await expectAllMarked(page, "a post");
  await page.goto("/pages/999");
  await expect(page.locator(".screen h1")).toHaveText(isMarked);
  expect(await unmarked(page.locator(".screen")), "a page that is not there").toEqual([]);
});

/** The page screen open in Spanish, its canvas drawn. */
async function openInSpanish(page: Page, index: number) {
  await inLanguage(page, "es");
  await page.goto(`/pages/${index}`);
  await expect(page.getByRole("button", { name: /^Celular/ })).toBeVisible();
}

test("a Spanish-speaking owner changes a heading and saves it", async ({ page }) => {
  const before = copyData().pages[0].blocks[0].heading as string;
  await openInSpanish(page, 0);
  const sections = page.getByRole("complementary", { name: "Secciones" });
  await expect(sections.getByRole("button", { name: "Ajustes de la página" })).toBeVisible();
  // The hero's row, named by its type in Spanish and its heading.
  await sections.getByRole("button", { name: `Portada: ${before}` }).click();
  await expect(page.getByRole("heading", { name: /^Sección 1 de \d+: Portada$/ })).toBeVisible();
  await expect(page.getByRole("toolbar", { name: "Acciones de la sección Portada" })).toBeVisible();
  await expect(canvas(page).locator(".editor-section-chip")).toHaveText("Portada");
  const heading = page.locator('.panel-right [data-path="pages.0.blocks.0.heading"]').getByRole("textbox", {
    name: /^Título/,
  });
  await heading.fill("Servicio de árboles en Poinciana");
  await expect(canvas(page).getByRole("heading", { name: "Servicio de árboles en Poinciana" })).toBeVisible();
  await expect(sections.getByRole("button", { name: "Portada: Servicio de árboles en Poinciana" })).toBeVisible();
  // Saved from the keyboard, as in any editor: the file on disk has the new heading.
  await page.keyboard.press("Control+s");
  await expect
    .poll(() => copyData().pages[0].blocks[0].heading, { timeout: 15_000 })
    .toBe("Servicio de árboles en Poinciana");
});

test("a Spanish-speaking owner adds a gallery and a picture to it", async ({ page }) => {
  const site = copyData();
  const count = site.pages[0].blocks.length as number;
  const picture = site.pages[0].blocks.find((block: { type: string }) => block.type === "gallery").items[1].src;
  await openInSpanish(page, 0);
  await page.getByRole("button", { name: "Añadir sección" }).click();
  const chooser = page.getByRole("dialog", { name: "Añadir una sección" });
  await expect(chooser).toHaveAccessibleDescription("Se añade al final de la página.");
  const gallery = chooser.getByRole("button", { name: "Galería", exact: true });
  await expect(gallery).toHaveAccessibleDescription("Imágenes que se amplían.");
  await gallery.click();
  await expect(chooser).toBeHidden();
  await expect(page.getByRole("heading", { name: `Sección ${count + 1} de ${count + 1}: Galería` })).toBeVisible();
  await expect(page.locator(".announcements")).toHaveText(
    `Se añadió la sección Galería en el lugar ${count + 1}; la página tiene ${count + 1} secciones.`,
  );
  // On the canvas, what is left to do in it, and its empty picture saying so in Spanish.
  const section = canvas(page).locator('[data-section-type="gallery"]').last();
  await expect(section.locator(".editor-section-badge")).toHaveText(/^Complete \d+ campos? de esta sección Galería$/);
  const empty = section.locator("img").first();
  expect(decodeURIComponent((await empty.getAttribute("src")) ?? "")).toContain(
    "Todavía no hay imagen: haga clic para elegir una",
  );
  // Drawn, not a broken image.
  await expect
    .poll(() => empty.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0))
    .toBe(true);
  // The empty picture clicked leads to its field; the picture is chosen from the site's and described.
  await expect(async () => {
    await empty.click({ force: true });
    await expect(page.locator(".panel-right .field-image button").first()).toBeFocused({ timeout: 1000 });
  }).toPass({ timeout: 15_000 });
  await page.keyboard.press("Enter");
  await page.locator(".image-dialog .gallery-grid button", { hasText: picture.replace(/^images\//, "") }).click();
  await page.locator("#image-alt").fill("Una grúa levanta un tronco sobre el techo de una casa");
  await page.keyboard.press("Enter");
  await expect(page.locator(".image-dialog")).toBeHidden();
  const caption = `[data-path="pages.0.blocks.${count}.items.0.title"]`;
  await page.locator(`.panel-right ${caption}`).getByRole("textbox").fill("Remoción con grúa");
  await page
    .locator(`.panel-right [data-path="pages.0.blocks.${count}.heading"]`)
    .getByRole("textbox", { name: /^Título/ })
    .fill("Nuestro trabajo");
  await expect(section.locator("img").first()).toHaveAttribute("src", new RegExp(picture.split("/").pop()));
  // Nothing left to fix or fill in: at most a piece of advice, in Spanish.
  await expect(section.locator(".editor-section-badge")).toHaveText(/^\d+ advertencias? en esta sección Galería$/);
  await page.keyboard.press("Control+s");
  await expect
    .poll(() => copyData().pages[0].blocks[count], { timeout: 15_000 })
    .toMatchObject({
      type: "gallery",
      heading: "Nuestro trabajo",
      items: [
        { src: picture, alt: "Una grúa levanta un tronco sobre el techo de una casa", title: "Remoción con grúa" },
      ],
    });
});
