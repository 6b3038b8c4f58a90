/**
 * The fields in Spanish (issue 52, "the editor in Spanish"; issue 54, "these words exist in English and Spanish").
 * First a pseudo-localised run ("xx"): every screen of fields, the picture and link dialogs and their states, where any
 * word of the fields' own that is not marked ⟦…⟧ is one no catalogue holds (the site's own words excepted). Then the
 * everyday tasks as a Spanish-speaking owner does them, finding the fields by their Spanish names.
 */
import { expect, test, type Locator, type Page } from "@playwright/test";
import { copyData, resetCopy } from "./copy.ts";
import { canvas } from "./editing.ts";
import { inLanguage, siteTexts, unmarked, withoutSiteTexts } from "./pseudo.ts";

test.beforeEach(() => resetCopy());
test.afterAll(() => resetCopy());

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** What the fields draw: each field, group, list and its buttons, and the position helper. */
const FIELDS =
  ".field, .field-group, .field-union, .field-image, .list-row-toggle, .list-item-actions, .list-add, .position-from-map";

/**
 * Inside the fields, the words other parts of the editor put there: a problem's words (the problems' own catalogue),
 * the translation and renamed notes, and a picture's file name (a value).
 */
const OTHERS = [".field-problems", ".field-notes", ".renamed-note", "code"];

/** The words under `root` that are neither marked nor made only of the site's own words and punctuation. */
async function notInCatalogue(root: Locator, skip: string[] = []): Promise<string[]> {
  const site = siteTexts();
  return (await unmarked(root, [...OTHERS, ...skip])).filter((text) => withoutSiteTexts(text, site) !== "");
}

/** Opens a page's section by clicking its heading in the canvas until its fields show. */
async function openSection(page: Page, pageIndex: number, heading: string, field: string): Promise<void> {
  await page.goto(`/pages/${pageIndex}`);
  await expect(async () => {
    await canvas(page).getByText(heading, { exact: true }).first().click({ force: true });
    await expect(page.locator(field).first()).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 20_000 });
}

test("in the pseudo-language, every word the fields say comes from a catalogue", async ({ page }) => {
  await inLanguage(page, "xx");
  const site = copyData();
  for (const screen of [
    "business",
    "estimateForm",
    "navigation",
    "footer",
    "labels",
    "languages",
    "theme",
    "site",
    "notFound",
  ]) {
    await page.goto(`/settings/${screen}`);
    await expect(page.locator(".field").first()).toBeVisible();
    expect(await notInCatalogue(page.locator(FIELDS)), screen).toEqual([]);
  }

  // The business's position: a map's link pasted, a short link, and nothing found, each said in the catalogue's words.
  await page.goto("/settings/business");
  const helper = page.locator(".position-from-map");
  const pasted = helper.getByRole("textbox");
  for (const link of ["https://www.openstreetmap.org/#map=17/28.1461/-81.4823", "https://maps.app.goo.gl/abc", "x"]) {
    await pasted.fill(link);
    await expect(helper.locator(".field-note")).toBeVisible();
    expect(await notInCatalogue(helper), link).toEqual([]);
  }
  await pasted.fill("28.15, -81.45");
  await helper.getByRole("button").click();
  await expect(helper.locator(".field-help").last()).toHaveText(/^⟦.*⟧$/);

  // A post's language and the original it translates: chosen from the site's, said in the catalogue's words.
  await page.goto("/posts/0");
  await expect(page.locator(".field").first()).toBeVisible();
  expect(await notInCatalogue(page.locator(FIELDS)), "a post").toEqual([]);

  // A gallery's pictures as rows, one opened; the picture dialog, a file refused before it is sent, and describing one.
  const pages = site.pages as Json[];
  const home = pages.findIndex((entry) => entry.path === "/");
  const gallery = (pages[home]!.blocks as Json[]).find((block) => block.type === "gallery")!;
  await openSection(page, home, gallery.heading, ".list-row-toggle");
  await page.locator(".list-row-toggle").first().click();
  expect(await notInCatalogue(page.locator(FIELDS)), "a gallery").toEqual([]);
  await page.locator(".list-row.open .image-actions button").first().click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  // The pictures' file names and the site's descriptions of them are values.
  expect(await notInCatalogue(dialog, [".gallery-grid span"]), "the picture dialog").toEqual([]);
  await dialog
    .locator("#image-upload")
    .setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("hi") });
  await expect(dialog.getByRole("alert")).toBeVisible();
  expect(await notInCatalogue(dialog, [".gallery-grid span"]), "a file refused").toEqual([]);
  await dialog.locator(".gallery-grid button").first().click();
  await expect(dialog.locator("#image-alt")).toBeVisible();
  expect(await notInCatalogue(dialog), "describing the picture").toEqual([]);
  await dialog.locator(".dialog-actions button").last().click();

  // A paragraph's formatting buttons, and the link dialog with what it found.
  const withParagraphs = pages.findIndex((entry) =>
    (entry.blocks as Json[]).some((block) => Array.isArray(block.paragraphs) && block.heading),
  );
  const section = (pages[withParagraphs]!.blocks as Json[]).find(
    (block) => Array.isArray(block.paragraphs) && block.heading,
  )!;
  await openSection(page, withParagraphs, section.heading, ".formatted-toolbar");
  const toolbar = page.locator(".formatted-toolbar").first();
  expect(await notInCatalogue(page.locator(FIELDS)), "a section with paragraphs").toEqual([]);
  for (const button of await toolbar.getByRole("button").all()) await expect(button).toHaveAccessibleName(/^⟦.*⟧$/);
  await toolbar.getByRole("button").last().click();
  const link = page.getByRole("dialog");
  await expect(link).toBeVisible();
  await expect(link.locator("h2")).toHaveText(/^⟦.*⟧$/);
  expect(await notInCatalogue(link, [".formatted-link-found"]), "the link dialog").toEqual([]);
  await link.getByRole("searchbox").fill("tree");
  await expect(link.locator(".formatted-link-found button").first()).toHaveAccessibleName(/^⟦.*⟧$/);
  expect(await notInCatalogue(link, [".formatted-link-found"]), "pages found").toEqual([]);
});

/** Saves by the keyboard, as the owner may, and waits for the file on disk to hold what `done` looks for. */
async function saveUntil(page: Page, done: (site: Json) => boolean): Promise<void> {
  await page.keyboard.press("Control+s");
  await expect.poll(() => done(copyData()), { timeout: 15_000 }).toBe(true);
}

test("a Spanish-speaking owner changes the phone number, and a mistake in it or in the email is said at its field", async ({
  page,
}) => {
  await inLanguage(page, "es");
  await page.goto("/settings/business");
  const phone = page.getByRole("group", { name: "Número de teléfono" });
  await expect(phone).toContainText("El número de teléfono público.");
  const shown = phone.getByRole("textbox", { name: "Número que se muestra" });
  const dialled = phone.getByRole("textbox", { name: "Número para llamar" });
  await expect(dialled).toHaveAccessibleDescription(/^El número que marca el teléfono, en forma internacional/);

  // A number written the wrong way is caught at its field, in Spanish, before anything is saved.
  await dialled.fill("407 555");
  await expect(dialled).toHaveAttribute("aria-invalid", "true");
  await expect(dialled).toHaveAccessibleDescription(/El texto "407 555" no está escrito en la forma correcta/);
  const email = page.getByRole("textbox", { name: /^Correo electrónico/ });
  await expect(page.locator('[data-path="business.email"] .field-label')).toHaveText("Correo electrónico (opcional)");
  await email.fill("hola@");
  await expect(email).toHaveAccessibleDescription(/El texto "hola@" no está escrito en la forma correcta/);
  await email.fill("");

  await shown.fill("(407) 555-0199");
  await dialled.fill("+14075550199");
  await expect(dialled).not.toHaveAttribute("aria-invalid", "true");
  await saveUntil(page, (site) => site.business.phone.e164 === "+14075550199");
  expect(copyData().business.phone).toEqual({ display: "(407) 555-0199", e164: "+14075550199" });
  expect(copyData().business.email).toBeUndefined();
});

test("a Spanish-speaking owner puts a new page in the Services menu from the Header screen", async ({ page }) => {
  await inLanguage(page, "es");
  await page.goto("/");
  await page.getByRole("button", { name: "Añadir una página" }).click();
  const add = page.getByRole("dialog", { name: "Añadir una página" });
  await add.getByLabel("Título", { exact: true }).fill("Poda de palmeras");
  // Started from a copy of a service page, whose words are there to change later.
  const start = add.getByLabel("Empezar a partir de");
  const copies = await start.locator("option").allTextContents();
  await start.selectOption({ label: copies.find((text) => text.includes("Tree Removal"))! });
  await add.getByRole("button", { name: "Añadir la página" }).click();
  await expect(page).toHaveURL(/\/pages\/\d+$/);
  await saveUntil(page, (site) => site.pages.some((entry: Json) => entry.path === "/poda-de-palmeras"));

  const items = copyData().navigation.items as Json[];
  const services = items.findIndex((item) => Array.isArray(item.children));
  const label = items[services]!.label as string;
  await page.goto("/settings/navigation");
  // The menu goes by its name, its links as the submenu's, never "Elemento 2" or "Children".
  const menu = page.getByRole("group", { name: `Menú ${label}`, exact: true });
  await expect(page.getByLabel(`Menú ${label}: tipo`)).toHaveValue(String(1));
  const links = menu.getByRole("group", { name: "Enlaces del submenú", exact: true });
  const count = (items[services]!.children as Json[]).length;
  await expect(links.getByRole("button", { name: `Quitar ${items[services]!.children[0].label}` })).toBeVisible();
  await links.getByRole("button", { name: "Añadir enlace", exact: true }).click();
  // The new link, still without words, goes by its place; once written, by its words.
  const added = links.getByRole("group", { name: `Enlace ${count + 1}`, exact: true });
  await expect(added.getByRole("textbox", { name: "Texto" })).toBeFocused();
  await added.getByRole("textbox", { name: "Texto" }).fill("Poda de palmeras");
  const link = links.getByRole("group", { name: "Poda de palmeras", exact: true });
  await link.getByRole("combobox", { name: "Enlace" }).fill("/poda-de-palmeras");
  await expect(links.getByRole("button", { name: "Subir Poda de palmeras" })).toBeEnabled();
  await saveUntil(page, (site) => site.navigation.items[services].children.length === count + 1);
  expect(copyData().navigation.items[services].children[count]).toEqual({
    label: "Poda de palmeras",
    href: "/poda-de-palmeras",
  });
});

test("a Spanish-speaking owner makes words of a paragraph bold and a link, told in Spanish what to write", async ({
  page,
}) => {
  await inLanguage(page, "es");
  const pages = copyData().pages as Json[];
  const at = pages.findIndex((entry) =>
    (entry.blocks as Json[]).some((block) => Array.isArray(block.paragraphs) && block.heading),
  );
  const blocks = pages[at]!.blocks as Json[];
  const index = blocks.findIndex((block) => Array.isArray(block.paragraphs) && block.heading);
  await openSection(page, at, blocks[index]!.heading, ".formatted-toolbar");
  const text = page.locator(`[id="field-pages.${at}.blocks.${index}.paragraphs.0"]`);
  const original: string = blocks[index]!.paragraphs[0];
  const word = original.split(/\s+/).find((candidate) => /^[A-Za-z]{5,}$/.test(candidate))!;
  const select = () =>
    text.evaluate((area: HTMLTextAreaElement, chosen) => {
      const from = area.value.indexOf(chosen);
      area.focus();
      area.setSelectionRange(from, from + chosen.length);
      area.dispatchEvent(new Event("select", { bubbles: true }));
    }, word);
  const toolbar = page.getByRole("toolbar", { name: "Párrafo 1: formato" });
  await select();
  await toolbar.getByRole("button", { name: "Negrita" }).click();
  await expect(text).toHaveValue(original.replace(word, `**${word}**`));
  await expect(toolbar.getByRole("button", { name: "Negrita" })).toHaveAttribute("aria-pressed", "true");
  // Bold words cannot also be a link: said why, in Spanish.
  await toolbar.getByRole("button", { name: "Enlace" }).click();
  const dialog = page.getByRole("dialog", { name: "Añadir un enlace" });
  await dialog.getByRole("textbox", { name: "O escriba una dirección" }).fill("contact");
  await dialog.getByRole("button", { name: "Añadir el enlace" }).click();
  await expect(dialog.getByRole("alert")).toHaveText('El enlace "contact" no empieza por /. Escriba "/contact".');
  await dialog.getByRole("textbox", { name: "O escriba una dirección" }).fill("/contact");
  await dialog.getByRole("button", { name: "Añadir el enlace" }).click();
  await expect(dialog.getByRole("alert")).toHaveText(
    "Parte de estas palabras está en negrita: no puede estar también en un enlace.",
  );
  await dialog.getByRole("button", { name: "Cancelar" }).click();
  // Bold taken off, then the word made a link to a page found by its title.
  await select();
  await toolbar.getByRole("button", { name: "Negrita" }).click();
  await expect(text).toHaveValue(original);
  await select();
  await toolbar.getByRole("button", { name: "Enlace" }).click();
  await dialog.getByRole("searchbox", { name: "Busque una página o entrada por su título" }).fill("contact");
  await expect(dialog.getByRole("status")).toHaveText(/^\d+ página/);
  await dialog
    .getByRole("button", { name: /^Enlazar a Contact/ })
    .first()
    .click();
  await expect(dialog).toBeHidden();
  await expect(text).toHaveValue(original.replace(word, `[${word}](/contact)`));
});
