/**
 * The start, settings, preview, Pictures and new-site screens in Spanish. First pseudo-localised runs ("xx": every
 * catalogue message marked ⟦…⟧): each screen, dialog and state these screens draw is opened, and a word on it without
 * the marks is one no catalogue holds, unless it is the site's own. Then the everyday tasks of these screens, done as
 * a Spanish-speaking owner does them, by the Spanish names of the controls.
 */
import { expect, test, type Page } from "@playwright/test";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { startEditorServer } from "../server/server.ts";
import { copyData, EDITOR_E2E_SITE, resetCopy } from "./copy.ts";
import { inLanguage, unmarked } from "./pseudo.ts";

test.beforeEach(() => resetCopy());
test.afterAll(() => resetCopy());

/**
 * Left out, each drawn by another part of the editor (and checked in its own spec): the shell around the screen, the
 * fields of a settings screen, the places in the site (the problems' words), the preview's width buttons.
 */
const OTHERS = [".settings-form", ".viewport-switch", ".picture-uses > li > a", ".link-places"];
/** The site's own words shown on their own: a picture's file name, a file chosen to upload. */
const VALUES = [".picture-about h2", ".picture-actions .visually-hidden", ".upload-report strong", "code"];

const photo = (background: string) =>
  sharp({ create: { width: 640, height: 480, channels: 3, background } })
    .png()
    .toBuffer();

const screen = (page: Page) => page.locator("#screen");

async function noUnmarked(page: Page, what: string, skip: string[] = []) {
  expect(await unmarked(screen(page), [...OTHERS, ...VALUES, ...skip]), what).toEqual([]);
}

test("in the pseudo-language, the start screen and the settings screens say only the catalogue's words", async ({
  page,
}) => {
  await inLanguage(page, "xx");
  // Just after a site was started as a copy of another: its first steps show on the start screen.
  await page.addInitScript(() => sessionStorage.setItem("site-editor-started-from", "Butter & Crumb"));
  await page.goto("/");
  await expect(page.locator("table.records").first()).toBeVisible();
  await expect(page.locator("h1")).toHaveText(/^⟦.*⟧$/);
  // The steps name the settings screens by the schema's titles (marked by the schema's words).
  await noUnmarked(page, "start screen");
  await page.locator("#find").fill("tree");
  await expect(page.locator("p.count").first()).toHaveText(/^⟦.*⟧$/);
  await noUnmarked(page, "start screen, found");

  // Each settings screen: its lead, its way to the preview and the preview's page list (the fields are esfields').
  for (const part of ["business", "navigation", "footer", "labels", "notFound", "languages", "redirects"]) {
    await page.goto(`/settings/${part}`);
    await expect(page.locator("h1")).toBeVisible();
    // The Languages screen's state of the translations is the problems' part (LanguagesStatus).
    await noUnmarked(page, part, [".translation-status"]);
  }
  // The not-found page in each language, among the preview's pages.
  await page.goto("/settings/notFound");
  await expect(page.locator("#preview-page option").last()).toHaveText(/^⟦.*⟧$/);
  // A part the site does not have.
  await page.goto("/settings/nothing-here");
  await expect(page.locator("h1")).toHaveText(/^⟦.*⟧$/);
  await noUnmarked(page, "no such part");

  // The form's screen in its three states: with a form, without one while buttons still open it, and once they call.
  await page.goto("/settings/estimateForm");
  const remove = page.locator("#screen button").filter({ hasText: "⟦" }).first();
  await expect(remove).toBeVisible();
  await noUnmarked(page, "form");
  await remove.click();
  await expect(page.locator("#screen p button")).toHaveCount(2);
  await noUnmarked(page, "no form, buttons open it");
  await page.locator("#screen p button").first().click();
  await expect(page.locator(".form-called li").first()).toBeVisible();
  await noUnmarked(page, "no form, buttons call");
});

test("in the pseudo-language, the Pictures screen and its dialogs say only the catalogue's words", async ({ page }) => {
  await inLanguage(page, "xx");
  // A picture without a description, so the screen's warning and the way to each place show.
  const site = copyData();
  site.pages[1].blocks[0].image.alt = "";
  writeFileSync(EDITOR_E2E_SITE, JSON.stringify(site, null, 2));
  await page.goto("/pictures");
  await expect(page.locator(".pictures-undescribed")).toHaveText(/⟦.*⟧/);
  await noUnmarked(page, "pictures");
  await page.locator(".pictures-undescribed button").click();
  await expect(page.locator("ul.pictures > li")).toHaveCount(1);
  await expect(page.locator("ul.pictures .problem a")).toHaveText(/^⟦.*⟧$/);
  await noUnmarked(page, "only those without a description");
  await page.locator(".pictures-undescribed button").click();
  await page.locator("#pictures-upload").setInputFiles([
    { name: "Front Porch.png", mimeType: "image/png", buffer: await photo("#3a7") },
    { name: "Back Yard.png", mimeType: "image/png", buffer: await photo("#a73") },
  ]);
  await expect(page.locator(".upload-report li")).toHaveCount(2);
  await expect(page.locator(".upload-report li").first()).toHaveText(/⟦.*⟧/);
  await noUnmarked(page, "uploaded");
  await page.locator("#pictures-find").fill("10-chipper");
  await expect(page.locator("ul.pictures > li")).toHaveCount(1);
  await noUnmarked(page, "found");
  await page.locator("#pictures-find").fill("");

  const card = (name: string) =>
    page.locator("ul.pictures > li").filter({ has: page.locator("h2", { hasText: name }) });
  const dialog = page.getByRole("dialog");
  // Deleting a picture in use: refused, with the places that use it.
  await card("hero/contact.svg").locator(".picture-actions button").last().click();
  await expect(dialog.locator("h2")).toHaveText(/^⟦.*⟧$/);
  expect(await unmarked(dialog, OTHERS), "refused").toEqual([]);
  await dialog.locator(".dialog-actions button").click();
  // Deleting one no page uses: asked first, then said done.
  const porch = card("front-porch");
  await porch.locator(".picture-actions button").last().click();
  expect(await unmarked(dialog, OTHERS), "confirm delete").toEqual([]);
  await dialog.locator(".dialog-actions button.danger").click();
  await expect(page.locator(".pictures-done")).toHaveText(/^⟦.*⟧$/);

  // Replaced everywhere: said done, the old picture unused but still in the saved file.
  await card("hero/about.svg").locator(".picture-actions button").first().click();
  await dialog.getByRole("button", { name: /^hero\/blog\.svg/ }).click();
  await expect(page.locator(".pictures-done")).toHaveText(/^⟦.*⟧$/);
  await noUnmarked(page, "replaced");
  // Deleting it is refused by the server until the change is saved (the places it lists are the server's words).
  await card("hero/about.svg").locator(".picture-actions button").last().click();
  await dialog.locator(".dialog-actions button.danger").click();
  await expect(dialog.locator("h2")).toHaveText(/^⟦.*⟧$/);
  expect(await unmarked(dialog, [...OTHERS, ".picture-uses li"]), "refused until saved").toEqual([]);
});

test("in the pseudo-language, the first screen of a site not started yet says only the catalogue's words", async ({
  page,
}) => {
  const dir = mkdtempSync(path.join(tmpdir(), "editor-spanish-first-"));
  const editor = await startEditorServer({ siteFile: path.join(dir, "site.json"), port: 0 });
  try {
    await inLanguage(page, "xx");
    await page.goto(editor.url);
    await expect(page.locator("h1")).toHaveText(/^⟦.*⟧$/);
    // Each site offered is named and described in its own words: its name and description are values.
    expect(await unmarked(page.locator("main"), ["code", ".new-site-choice label"])).toEqual([]);
    await expect(page.locator(".new-site-choice .field-help").first()).toHaveText(/^⟦.*⟧$/);
  } finally {
    await editor.close();
    rmSync(dir, { recursive: true, force: true });
  }
});

test("a Spanish-speaking owner changes a page's address, its links following and the old one kept", async ({
  page,
}) => {
  await inLanguage(page, "es");
  await page.goto("/");
  await page.getByRole("searchbox", { name: "Buscar una página o entrada por su título o dirección" }).fill("remo");
  await expect(page.getByRole("heading", { name: "Páginas y entradas", level: 1 })).toBeVisible();
  const { pages } = copyData();
  const removal = pages[3];
  await page.getByRole("button", { name: `Cambiar la dirección de ${removal.title}` }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Nueva dirección").fill("/quitar arboles");
  await expect(dialog.getByRole("alert")).toHaveText(/^Una dirección empieza por \//);
  await dialog.getByLabel("Nueva dirección").fill("/tree-removal-service");
  await expect(dialog.getByText(/^\d+ enlaces llevan aquí y seguirán a la nueva dirección:$/)).toBeVisible();
  await expect(dialog.getByRole("checkbox", { name: /^Mantener \/tree-removal funcionando/ })).toBeChecked();
  await dialog.getByRole("button", { name: "Cambiar la dirección" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText("/tree-removal-service", { exact: true })).toBeVisible();
  await page.keyboard.press("Control+s");
  await expect.poll(() => copyData().pages[3].path, { timeout: 15_000 }).toBe("/tree-removal-service");
  const saved = copyData();
  expect(saved.redirects).toContainEqual({ from: "/tree-removal", to: "/tree-removal-service" });
  expect(JSON.stringify(saved.navigation)).not.toContain('"/tree-removal"');
  // The old address is among the site's old addresses, on its own screen, in Spanish words.
  await page.goto("/settings/redirects");
  await expect(page.getByRole("link", { name: "Ver los cambios en una página" })).toHaveCount(0);
  await expect(page.locator("#screen input").first()).toHaveValue("/tree-removal");
});

test("a Spanish-speaking owner uploads pictures and replaces one everywhere on the Pictures screen", async ({
  page,
}) => {
  await inLanguage(page, "es");
  await page.goto("/pictures");
  await expect(page.getByRole("heading", { name: "Imágenes", level: 1 })).toBeVisible();
  await expect(page.getByText(/^\d+ imágenes, \d+ de ellas en uso\./)).toBeVisible();
  await page.getByLabel(/^Suba fotos o dibujos, varios a la vez/).setInputFiles([
    { name: "Porche.png", mimeType: "image/png", buffer: await photo("#3a7") },
    { name: "Patio.png", mimeType: "image/png", buffer: await photo("#a73") },
  ]);
  const report = page.locator(".upload-report li");
  await expect(report).toHaveCount(2);
  await expect(report.nth(0)).toHaveText(/^Porche\.png se añadió como porche-[0-9a-f]{8}\.png\.$/);
  const porch = (await report.nth(0).textContent())!.match(/porche-[0-9a-f]{8}\.png/)![0];
  const porchCard = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: porch }) });
  await expect(porchCard.getByText("640 × 480 píxeles, menos de 0,1 MB")).toBeVisible();
  await expect(porchCard.getByText("No se usa en ninguna página.")).toBeVisible();

  await page.getByLabel("Buscar una imagen por su nombre o descripción").fill("10-chipper");
  await expect(page.getByRole("status").filter({ hasText: /^1 imagen encontrada de \d+\.$/ })).toBeVisible();
  await page.getByLabel("Buscar una imagen por su nombre o descripción").fill("");

  const about = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "hero/about.svg" }) });
  await expect(about.getByText("Se usa en 2 lugares:")).toBeVisible();
  await about.getByRole("button", { name: "Reemplazar en todas partes hero/about.svg" }).click();
  await page
    .getByRole("dialog")
    .getByRole("button", { name: new RegExp(`^${porch.replace(".", "\\.")}`) })
    .click();
  await expect(
    page.locator("#screen").getByText(`“hero/about.svg” se reemplazó por “${porch}” en 2 lugares.`, { exact: false }),
  ).toBeFocused();
  await expect(porchCard.getByText("Se usa en 2 lugares:")).toBeVisible();
  await expect(about.getByText(/^No se usa en ninguna página\. El sitio guardado todavía la usa/)).toBeVisible();
  await page.keyboard.press("Control+s");
  await expect.poll(() => copyData().pages[1].blocks[0].image.src, { timeout: 15_000 }).toBe(`images/${porch}`);
  expect(copyData().pages[13].blocks[0].image.src).toBe(`images/${porch}`);
  // Once saved, the old one is unused everywhere: deleted after a question in Spanish.
  await about.getByRole("button", { name: "Eliminar hero/about.svg" }).click();
  const dialog = page.getByRole("dialog", { name: "¿Eliminar “hero/about.svg”?" });
  await dialog.getByRole("button", { name: "Eliminar la imagen" }).click();
  await expect(page.locator("#screen").getByText("“hero/about.svg” se eliminó.")).toBeFocused();
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await page.screenshot({ path: `.scratch/spanish-pictures-${width}.png` });
  }
});

test("a Spanish-speaking owner adds a service page, told in Spanish what search engines are told", async ({ page }) => {
  await inLanguage(page, "es");
  const before = copyData();
  const pruning = before.pages[16];
  await page.goto("/");
  await page.getByRole("button", { name: "Añadir una página" }).click();
  const dialog = page.getByRole("dialog", { name: "Añadir una página" });
  await dialog
    .getByLabel("Empezar a partir de")
    .selectOption({ label: `Una copia de “${pruning.title}” (${pruning.path})` });
  await dialog.getByLabel("Título", { exact: true }).fill("Poda de palmeras | AR Tree Services");
  // A copy of a service page offers a service too: said, and named after the title until the owner writes one.
  const service = dialog.getByLabel("El servicio que ofrece");
  await expect(service).toHaveValue("Poda de palmeras");
  await expect(
    dialog.getByText(`(la página copiada ofrece “${pruning.structuredData.serviceType}”)`, { exact: false }),
  ).toBeVisible();
  await service.fill("");
  await dialog.getByRole("button", { name: "Añadir la página" }).click();
  await expect(dialog.getByRole("alert")).toHaveText("Escriba el servicio que ofrece esta página.");
  await expect(service).toBeFocused();
  await service.fill("Poda de palmeras");
  await expect(dialog.getByLabel("Dirección", { exact: true })).toHaveValue("/es/poda-de-palmeras");
  await dialog.getByRole("button", { name: "Añadir la página" }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/pages/${before.pages.length}$`));
  await page.keyboard.press("Control+s");
  await expect.poll(() => copyData().pages.length, { timeout: 15_000 }).toBe(before.pages.length + 1);
  const added = copyData().pages.at(-1);
  expect(added).toMatchObject({
    title: "Poda de palmeras | AR Tree Services",
    path: "/es/poda-de-palmeras",
    language: pruning.language,
    structuredData: { type: "Service", serviceType: "Poda de palmeras" },
  });
  // A page of its own: not a second Spanish version of the English page the copied one translates (refused at Save).
  expect(added.translationOf).toBeUndefined();
});
