/**
 * The editor's frame in Spanish: the top bar, the groups and their parts, the phone's bars and menu, the save and
 * publish states, History, the offer of unsaved work and the conflict dialog. First a pseudo-localised run ("xx":
 * every catalogue word marked ⟦…⟧), expecting no unmarked word; then the owner's everyday tasks in Spanish: work
 * brought back after a closed tab, a save, a publish confirmed, "live" said from start-up, an earlier version put back.
 */
import { expect, test, type Locator, type Page } from "@playwright/test";
import { writeFileSync } from "node:fs";
import { copyData, EDITOR_E2E_SITE, resetCopy } from "./copy.ts";
import { inLanguage, unmarked } from "./pseudo.ts";
import { liveText, startPublishTarget, type PublishTarget } from "./publish-target.ts";

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

/** Parts drawn by other work (the problems' pill), the site's own name, and the language choice (both languages). */
const NOT_THE_FRAMES = [".problems-pill", ".app-name-business", ".language-choice"];

/** The home page's first section with a heading of its own words, and its heading field's id. */
function headed() {
  const blocks = copyData().pages[0].blocks as Json[];
  const block = blocks.findIndex((b) => typeof b.heading === "string" && !b.heading.includes("{"));
  return { block, heading: blocks[block].heading as string, field: `[id="field-pages.0.blocks.${block}.heading"]` };
}

/** Changes the home page's heading, by its field, whatever the editor's language. */
async function changeHeading(page: Page, to: string): Promise<void> {
  const { block, field } = headed();
  await page.goto("/pages/0");
  await page.locator(".section-list button").nth(block).click();
  await page.locator(field).fill(to);
}

async function expectMarked(root: Locator, what: string): Promise<void> {
  expect(await unmarked(root, NOT_THE_FRAMES), what).toEqual([]);
}

test.describe("the frame, pseudo-localised", () => {
  test.beforeEach(() => resetCopy());
  test.afterAll(() => resetCopy());

  test("every word of the top bar, groups, states, History, drafts and conflicts comes from the catalogue", async ({
    page,
    context,
  }) => {
    test.setTimeout(120_000);
    await inLanguage(page, "xx");
    await page.goto("/");
    const bar = page.locator("header.topbar");
    await expect(bar.locator(".save-status")).toHaveText(/^⟦.*⟧$/);
    await expectMarked(bar, "top bar");
    await expectMarked(page.locator("nav.subnav"), "the group's parts");
    await expect(page).toHaveTitle(/^⟦.*⟧$/);
    // The More menu, open.
    await bar.locator(".more .icon-button").click();
    await expect(page.locator("#more-panel")).toBeVisible();
    await expectMarked(page.locator("#more-panel"), "More");
    await bar.locator(".more .icon-button").click();
    // Another group's screen and its parts.
    await page.goto("/settings/labels");
    await expectMarked(page.locator("nav.subnav, header.topbar"), "Pages group on the blog's settings");
    await expect(page.locator("nav.subnav a[aria-current=page]")).toHaveText(/^⟦.*⟧$/);

    // Unsaved, then saved: each state said; then History with the save in it.
    await changeHeading(page, "Heading in pseudo");
    await expect(bar.locator(".save-status")).toHaveText(/^⟦.*⟧$/);
    await expectMarked(bar, "unsaved");
    await page.keyboard.press("Control+s");
    await expect(bar.locator("[data-state=saved]")).toBeVisible({ timeout: 15_000 });
    await expectMarked(bar, "saved");
    await bar.locator(".topbar-tools .icon-button").nth(3).click();
    const history = page.getByRole("dialog");
    await expect(history.locator(".version-saved").first()).toBeVisible();
    await expectMarked(history, "History");
    await history.locator(".dialog-actions button").click();
    // Undo: its notice.
    await bar.locator(".topbar-tools .icon-button").first().click();
    await expect(page.locator(".undo-notice")).toHaveText(/^⟦.*⟧$/);
    await expectMarked(page.locator(".undo-notice"), "undo's notice");

    // A change on disk meanwhile: the conflict dialog.
    await page.locator(headed().field).fill("Mine meanwhile");
    const theirs = copyData();
    theirs.pages[1].title = `${theirs.pages[1].title} (theirs)`;
    writeFileSync(EDITOR_E2E_SITE, JSON.stringify(theirs, null, 2) + "\n");
    await page.keyboard.press("Control+s");
    const conflict = page.locator("dialog[open]");
    await expect(conflict).toBeVisible();
    await expectMarked(conflict, "conflict");
    await expectMarked(bar, "conflict state");
    await conflict.locator("button.primary").click();

    // The phone: the app bar, the menu drawer, the bottom bar.
    await page.setViewportSize({ width: 375, height: 812 });
    await expect(page.locator(".bottombar")).toBeVisible();
    await expectMarked(page.locator(".bottombar"), "bottom bar");
    await page.locator(".menu-button").click();
    await expect(page.locator("#menu-drawer")).toBeVisible();
    await expectMarked(page.locator("#menu-drawer, header.topbar"), "menu drawer");
    await page.keyboard.press("Escape");
    await page.setViewportSize({ width: 1280, height: 900 });

    // Unsaved work offered back after a closed tab, asked about, brought back.
    await page.waitForTimeout(1000);
    await page.close();
    const again = await context.newPage();
    await again.goto("/");
    const offer = again.locator(".draft-offer");
    await expect(offer).toBeVisible();
    await expectMarked(offer, "draft offer");
    await expectMarked(again.locator("header.topbar"), "draft found");
    await offer.locator("button").nth(1).click();
    await expect(offer).toHaveAttribute("role", "alert");
    await expectMarked(offer, "discard asked");
    await offer.locator("button.primary").click();
    await offer.locator("button.primary").click();
    await expect(offer).toHaveAttribute("role", "status");
    await expectMarked(offer, "brought back");
  });
});

test.describe("a Spanish-speaking owner's everyday tasks", () => {
  test.beforeEach(() => resetCopy());
  test.afterAll(() => resetCopy());

  test("brings back work after a closed tab, and saves it, in Spanish", async ({ page, context }) => {
    await inLanguage(page, "es");
    const { heading } = headed();
    await changeHeading(page, `${heading} hoy`);
    await expect(page.getByRole("status").filter({ hasText: "Cambios sin guardar" })).toBeVisible();
    await page.waitForTimeout(1000);
    await page.close();
    const again = await context.newPage();
    await again.goto("/");
    const home = copyData().pages[0];
    const offer = again.getByRole("alert");
    await expect(offer).toContainText(
      `que nunca se guardaron (se cerró la pestaña o se apagó la computadora), en la página “${home.title.split(" | ")[0]}” (/).`,
    );
    await expect(again.getByRole("status").filter({ hasText: "Hay trabajo sin guardar" })).toBeVisible();
    // Discarding is asked first; kept, then brought back.
    await again.getByRole("button", { name: "Descartarlos", exact: true }).click();
    await expect(again.getByText(/No se podrán recuperar después, ni siquiera con Deshacer/)).toBeVisible();
    await expect(again.getByRole("button", { name: "Conservarlos" })).toBeFocused();
    await again.getByRole("button", { name: "Conservarlos" }).click();
    await again.getByRole("button", { name: "Recuperarlos" }).click();
    await expect(again.getByText(/^Recuperados: sus cambios en la página/)).toBeVisible();
    await expect(again.getByRole("status").filter({ hasText: "Cambios sin guardar" })).toBeVisible();
    await expect(again.locator(headed().field)).toHaveValue(`${heading} hoy`);
    await again.getByRole("button", { name: "Cerrar este aviso" }).click();
    // Publish waits for the save, and says why.
    await expect(again.getByRole("button", { name: "Publicar", exact: true })).toHaveAttribute("aria-disabled", "true");
    await expect(again.getByText("Guarde sus cambios antes de publicar")).toBeAttached();
    await again.getByRole("button", { name: "Guardar", exact: true }).click();
    await expect(again.getByRole("status").filter({ hasText: /^Guardado a las \d{1,2}:\d{2}$/ })).toBeVisible({
      timeout: 15_000,
    });
    expect(copyData().pages[0].blocks[headed().block].heading).toBe(`${heading} hoy`);
    // History: the save listed today, and the site put back as it was before it.
    await again.getByRole("button", { name: "Historial", exact: true }).click();
    const history = again.getByRole("dialog", { name: "Historial de guardados" });
    await expect(history.getByRole("heading", { name: "Hoy" })).toBeVisible();
    await expect(history.locator(".version-saved").first()).toHaveText(/^Guardado a las \d{1,2}:\d{2}$/);
    await history
      .getByRole("button", { name: "Restaurar el sitio como estaba antes de este guardado" })
      .first()
      .click();
    await expect(history).toBeHidden();
    await expect(again.locator("header .save-status")).toHaveText(
      /^Restaurado a antes del guardado a las \d{1,2}:\d{2}, y guardado\. Deshacer lo revierte\.$/,
    );
    expect(copyData().pages[0].blocks[headed().block].heading).toBe(heading);
    // The groups and the window's title in Spanish too.
    await expect(again.getByRole("navigation", { name: "Partes del sitio" }).getByRole("link")).toHaveText([
      "Páginas",
      "Negocio",
      "Diseño",
      "Ajustes",
    ]);
    await expect(again).toHaveTitle(/ – Editor del sitio$/);
  });
});

test.describe("a save the server does not answer", () => {
  test.beforeEach(() => resetCopy());
  test.afterAll(() => resetCopy());

  test("says so in the owner's words, in Spanish, and saves when tried again", async ({ page }) => {
    await inLanguage(page, "es");
    const { heading } = headed();
    await changeHeading(page, `${heading} sin red`);
    await page.route("**/api/save", (route) => route.abort());
    await page.getByRole("button", { name: "Guardar", exact: true }).click();
    await expect(page.locator("header .save-status")).toHaveText(
      "No se guardó: no se pudo comunicar con el servidor del editor",
    );
    await page.unroute("**/api/save");
    await page.getByRole("button", { name: "Reintentar el guardado" }).click();
    await expect(page.locator("header .save-status")).toHaveText(/^Guardado a las/, { timeout: 15_000 });
    expect(copyData().pages[0].blocks[headed().block].heading).toBe(`${heading} sin red`);
  });
});

test.describe("publishing in Spanish", () => {
  test.describe.configure({ mode: "serial" });
  let target: PublishTarget;
  test.beforeAll(async () => {
    resetCopy();
    target = await startPublishTarget();
  });
  test.afterAll(async () => {
    await target?.stop();
    resetCopy();
  });

  async function publish(page: Page): Promise<void> {
    await page.getByRole("button", { name: "Publicar", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "Publicar" });
    await dialog.getByRole("button", { name: "Publicar ahora" }).click();
    await expect(page.getByRole("dialog", { name: "En línea" })).toBeVisible({ timeout: 150_000 });
    await page.getByRole("dialog").getByRole("button", { name: "Cerrar" }).click();
    await expect(page.getByRole("status").filter({ hasText: "En línea: los visitantes lo ven" })).toBeVisible();
  }

  test("publishes, finds the site said live when the editor opens again, and puts the earlier version back", async ({
    page,
  }) => {
    test.setTimeout(400_000);
    await inLanguage(page, "es");
    await page.goto("/");
    // Nothing published yet: not said to be live.
    await expect(page.getByRole("status").filter({ hasText: "Guardado en este equipo" })).toBeVisible();
    await publish(page);
    // Opened again, the editor says from the start that what is saved is live.
    await page.reload();
    await expect(page.getByRole("status").filter({ hasText: "En línea: los visitantes lo ven" })).toBeVisible();

    const { heading } = headed();
    await changeHeading(page, `${heading} esta semana`);
    await page.getByRole("button", { name: "Guardar", exact: true }).click();
    await expect(page.getByRole("status").filter({ hasText: /^Guardado a las/ })).toBeVisible({ timeout: 15_000 });
    await publish(page);
    expect(await liveText(target)).toContain(`${heading} esta semana`);

    // The first version put back, confirmed: the old heading is live again, and the status no longer says the saved
    // file is.
    await page.getByRole("button", { name: "Más", exact: true }).click();
    await page.getByRole("button", { name: "Versiones publicadas" }).click();
    const versions = page.getByRole("dialog", { name: "Versiones publicadas" });
    await versions
      .getByRole("listitem")
      .nth(1)
      .getByRole("button", { name: /Volver a poner en línea esta versión/ })
      .click();
    await versions.getByRole("button", { name: "Volver a ponerla en línea" }).click();
    await expect(versions.getByRole("status")).toHaveText(/vuelve a estar en línea/, { timeout: 60_000 });
    expect(await liveText(target)).not.toContain(`${heading} esta semana`);
    await versions.getByRole("button", { name: "Cerrar" }).last().click();
    await expect(page.locator("header .save-status")).toHaveText(/^Guardado a las/);
    // Nor when the editor opens again.
    await page.reload();
    await expect(page.getByRole("status").filter({ hasText: "Guardado en este equipo" })).toBeVisible();
    await page.waitForTimeout(1000);
    await expect(page.getByRole("status").filter({ hasText: "En línea: los visitantes lo ven" })).toHaveCount(0);
  });
});
