/**
 * The problems and the translation helper in Spanish. First the pseudo-language ("xx": every catalogue message marked
 * ⟦…⟧): the Problems pill and drawer on a site with many kinds of mistakes, the box above a translation with texts left,
 * a missing section, a shorter list and a text behind a change, the strip and notes on its original, the Languages
 * screen's count, and the notes under a business's renamed name and moved street; no word there is unmarked, but the
 * site's own and what the check says of a problem (worded on the server). Then a Spanish-speaking owner's tasks: a
 * change on the English page followed to the Spanish one, and a section copied over; and a problem fixed from the
 * Problems drawer. Controls of other parts of the editor are found by their names in either language.
 */
import { writeFileSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { copyData, EDITOR_E2E_SITE, resetCopy } from "./copy.ts";
import { withMistakes } from "./mistaken-site.ts";
import { forbiddenIn } from "./forbidden-words.ts";
import { inLanguage, unmarked } from "./pseudo.ts";

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

test.beforeEach(() => resetCopy());
test.afterAll(() => resetCopy());

const write = (site: Json) => writeFileSync(EDITOR_E2E_SITE, JSON.stringify(site, null, 2) + "\n");

/** The English tree-removal page and its Spanish version, by their places in the list. */
function removalPages(site: Json): { original: number; version: number } {
  const pages = site.pages as Json[];
  const original = pages.findIndex((entry) => entry.path === "/tree-removal");
  const version = pages.findIndex((entry) => entry.translationOf === "/tree-removal");
  return { original, version };
}

/**
 * The Spanish version as an owner finds it after changes to the English page: its overview still the English words,
 * its third section (a list of points) missing, and one step fewer in its process.
 */
function withTranslationLeft(): Json {
  const site = copyData();
  const { original, version } = removalPages(site);
  const [english, spanish] = [site.pages[original].blocks, site.pages[version].blocks];
  spanish[1] = structuredClone(english[1]);
  spanish.splice(2, 1);
  const steps = spanish.find((block: Json) => block.type === "steps");
  steps.items.pop();
  write(site);
  return site;
}

/** Opens a page's screen and waits for its sections' list. */
async function openPageScreen(page: Page, index: number): Promise<void> {
  await page.goto(`/pages/${index}`);
  await expect(page.locator(".section-list button").first()).toBeVisible();
}

/** Changes the heading of section `block` of page `index`, selected from the outline. */
async function changeHeading(page: Page, index: number, block: number, words: string): Promise<void> {
  await page.locator(".section-list button").nth(block).click();
  await page.locator(`[id="field-pages.${index}.blocks.${block}.heading"]`).fill(words);
}

/** Other parts of the editor say these in English or in Spanish, as far as their work has gone. */
const SAVE = /^(Save|Guardar)$/;
const SAVED = /^(Saved at|Guardado)/;

test("in the pseudo-language, the problems, the translation helper and the renamed notes say only catalogue words", async ({
  page,
}) => {
  await inLanguage(page, "xx");
  // Left out: what the check says of each problem and its "Why?" (worded on the server, in English or Spanish), and
  // the site's own texts quoted in the notes.
  const skip = [".problem-why", ".problem-details", "q"];

  write(withMistakes(copyData()));
  await page.goto("/");
  const pill = page.locator(".problems-pill");
  await expect(pill).toHaveAccessibleName(/^⟦Próbléms: ⟧/);
  expect(await unmarked(pill)).toEqual([]);
  await pill.click();
  const drawer = page.locator(".problems-panel");
  await expect(drawer.locator("li.problem").first()).toBeVisible();
  await page.evaluate(() => document.querySelectorAll("li.problem details").forEach((d) => d.setAttribute("open", "")));
  expect(await drawer.locator("li.problem").count()).toBeGreaterThanOrEqual(10);
  expect(await unmarked(drawer, skip)).toEqual([]);
  // A remedy the editor carries out, and the way to each problem's place, are the catalogue's too.
  await expect(drawer.locator("button.remedy").first()).toHaveText(/^⟦.*⟧$/);
  // The notes under the fields of a screen with problems.
  await page.goto("/settings/business");
  await expect(page.locator("li.problem").first()).toBeVisible();
  expect(await unmarked(page.locator("li.problem"), skip)).toEqual([]);

  const site = withTranslationLeft();
  const { original, version } = removalPages(site);
  // On the original: a heading changed, which the Spanish version still reads as before.
  await openPageScreen(page, original);
  await changeHeading(page, original, 1, "Safe tree removal, changed");
  const strip = page.locator(".ahead-status");
  await expect(strip).toBeVisible();
  expect(await unmarked(strip, skip)).toEqual([]);
  const aheadNote = page.locator(".field-note.ahead").first();
  await expect(aheadNote).toBeVisible();
  expect(await unmarked(aheadNote, skip)).toEqual([]);
  await aheadNote.locator("button").click();
  // On the version: what is left, behind, missing and shorter, and the notes under its fields.
  await expect(page).toHaveURL(new RegExp(`/pages/${version}$`));
  const box = page.locator(".translation-status");
  await expect(box.locator(".behind-status")).toBeVisible();
  await expect(box.locator(".missing-sections li")).toHaveCount(2);
  expect(await unmarked(box, skip)).toEqual([]);
  await expect(page.locator(".field-note.behind").first()).toBeVisible();
  expect(await unmarked(page.locator(".field-notes"), skip)).toEqual([]);
  await box.getByRole("button").first().click();
  await expect(page.locator(".field-note").filter({ hasText: "⟦" }).first()).toBeVisible();
  expect(await unmarked(page.locator(".field-notes"), skip)).toEqual([]);

  // The Languages screen: what is left to translate in each language, and what the site's own language says.
  await page.goto("/settings/languages");
  const left = page.locator(".translation-status");
  await expect(left).toBeVisible();
  expect(await unmarked(left, skip)).toEqual([]);
  await expect(page.locator(".field-reference").first()).toBeVisible();
  expect(await unmarked(page.locator(".field-notes"), skip)).toEqual([]);

  // The business renamed and moved: the texts still saying the old name, and the map's position.
  await page.goto("/settings/business");
  await page.locator('[id="field-business.name"]').fill("Oak & Ash Tree Care");
  await page.locator('[id="field-business.address.street"]').fill("1 Other Street");
  const renamed = page.locator(".field-note.renamed");
  await expect(renamed.first()).toBeVisible();
  await expect(renamed).toHaveCount(2);
  expect(await unmarked(page.locator(".field-notes"), skip)).toEqual([]);
  await renamed.first().locator("button").first().click();
  await expect(page.locator(".field-notes [role=status]").filter({ hasText: "⟦" })).toBeVisible();
});

test("a Spanish-speaking owner follows a change on the English page to the Spanish one, and copies a section over", async ({
  page,
}) => {
  await inLanguage(page, "es");
  const site = withTranslationLeft();
  const { original, version } = removalPages(site);
  const english = site.pages[original].blocks;
  const translated = site.pages[version].blocks;
  const was = english[1].heading as string;
  const now = `${was}, step by step`;

  await openPageScreen(page, original);
  await changeHeading(page, original, 1, now);
  const field = page.locator(`[id="field-pages.${original}.blocks.1.heading"]`);
  await expect(field).toHaveAccessibleDescription(
    /La versión en español todavía dice aquí lo mismo que antes de su cambio:/,
  );
  await expect(page.getByRole("region", { name: "Cambiado aquí, aún no en las traducciones" })).toContainText(
    "Versión en español: 1 texto se lee como antes de sus cambios.",
  );
  await page.getByRole("button", { name: "Cambiarlo allí" }).click();

  await expect(page).toHaveURL(new RegExp(`/pages/${version}$`));
  const there = page.locator(`[id="field-pages.${version}.blocks.1.heading"]`);
  await expect(there).toBeFocused();
  await expect(there).toHaveAccessibleDescription(
    /El texto en inglés de aquí cambió: decía .+ y ahora dice .+step by step/,
  );
  const status = page.getByRole("region", { name: "Versión en español de /tree-removal" });
  await expect(status).toContainText(
    "1 texto de la página en inglés cambió, y su traducción aquí todavía se lee como antes.",
  );
  await expect(status).toContainText(/\d+ textos se leen palabra por palabra igual que en la página en inglés\./);
  // Translated anew, the text is no longer behind the English one.
  await there.fill("Remoción segura, paso a paso");
  await expect(status).not.toContainText("cambió, y su traducción");
  await expect(there).not.toHaveAccessibleDescription(/de aquí cambió/);

  // The section the Spanish page lacks, and the list with a step fewer, said and mended from the box.
  const bullets = english[2];
  await expect(status).toContainText(
    `La sección 3 de la página en inglés, Puntos «${bullets.heading}», no tiene ninguna en su lugar aquí.`,
  );
  const steps = english.findIndex((block: Json) => block.type === "steps");
  const ours = translated.find((block: Json) => block.type === "steps").items.length;
  await expect(status).toContainText(
    `La sección ${steps + 1} de la página en inglés, Pasos «${english[steps].heading}», tiene ${ours + 1} elementos; esta tiene ${ours}.`,
  );
  await status.getByRole("button", { name: "Copiarla aquí: sección 3 (Puntos)" }).click();
  await expect(status).not.toContainText("no tiene ninguna en su lugar aquí");
  await page.getByRole("button", { name: SAVE }).click();
  await expect(page.getByRole("status").filter({ hasText: SAVED })).toBeVisible({ timeout: 15_000 });
  const saved = copyData().pages[version].blocks as Json[];
  expect(saved.map((block) => block.type)).toEqual(english.map((block: Json) => block.type));
  expect(saved[1].heading).toBe("Remoción segura, paso a paso");
  expect(saved[2].heading).toBe(bullets.heading);

  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await status.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `.scratch/spanish-translation-${width}.png` });
  }
});

test("a Spanish-speaking owner fixes a problem from the Problems drawer, every entry in Spanish words", async ({
  page,
}) => {
  await inLanguage(page, "es");
  const site = withMistakes(copyData());
  write(site);
  await page.goto("/");
  const pill = page.getByRole("button", { name: /^Problemas: / });
  await expect(pill).toHaveAccessibleName(/\d+ errores?/);
  await pill.click();
  const drawer = page.getByRole("complementary", { name: "Problemas" });
  await expect(drawer.getByRole("heading", { name: "Problemas" })).toBeFocused();
  const entries = drawer.locator("li.problem");
  await expect(entries.first()).toBeVisible();
  await page.evaluate(() => document.querySelectorAll("li.problem details").forEach((d) => d.setAttribute("open", "")));
  const listed = await entries.allInnerTexts();
  expect(forbiddenIn(listed)).toEqual([]);
  // The editor's own words of each entry (its "Why?" is the check's, worded on the server).
  const own = await entries.evaluateAll((items) =>
    items.map((item) =>
      [...item.querySelectorAll(".problem-place, .problem-kind, .problem-title, .problem-why, button.remedy")]
        .map((part) => part.textContent)
        .join(" "),
    ),
  );
  // Each says how much it matters and where, in Spanish: places as the Spanish screens name them.
  for (const text of listed) expect(text).toMatch(/(Debe corregirse|Conviene corregir|Por hacer): /);
  const services = site.navigation.items.find((item: Json) => item.children);
  expect(listed.some((text) => text.startsWith(`Menú ${services.label} › ${services.children[1].label}`))).toBe(true);
  expect(listed.some((text) => text.startsWith("Página de inicio › Galería"))).toBe(true);
  expect(listed.some((text) => text.includes("Francés (Francia) no es uno de los idiomas del sitio."))).toBe(true);
  // No English word is left in them, the site's own (its pages' titles, quoted words, addresses) aside.
  const english = /\b(the|is|should|must|this|and|not|with|page|menu|missing|empty)\b/i;
  const titles = (site.pages as Json[]).map((entry) => String(entry.title));
  const ownerWords = (text: string) =>
    titles
      .reduce((rest, title) => rest.replaceAll(title, ""), text)
      .replace(/[«“"][^»”"]*[»”"]/g, "")
      .replace(/\/[\w/-]*/g, "");
  expect(own.map(ownerWords).filter((text) => english.test(text))).toEqual([]);

  // The home page's heading is far too long: its entry leads to the field, and a shorter heading mends it.
  const entry = entries.filter({ hasText: "Conviene corregir: El título es largo." }).filter({
    hasText: "Página de inicio › Portada",
  });
  await expect(entry).toHaveCount(1);
  await expect(drawer.getByRole("button", { name: "Cerrar los problemas" })).toBeVisible();
  const warnings = Number(/(\d+) avisos?/.exec((await pill.textContent()) ?? "")?.[1]);
  await entry.getByRole("button", { name: "Página de inicio › Portada" }).click();
  await expect(page).toHaveURL(/\/pages\/0$/);
  const heading = page.locator('[id="field-pages.0.blocks.0.heading"]');
  await expect(heading).toBeFocused();
  await heading.fill("Tree Service in Poinciana, FL");
  // One warning fewer, and the drawer opened again no longer lists it.
  await expect(pill).toHaveAccessibleName(new RegExp(`${warnings - 1} avisos?`), { timeout: 15_000 });
  if ((await pill.getAttribute("aria-expanded")) !== "true") await pill.click();
  await expect(entries.first()).toBeVisible();
  await expect(entries.filter({ hasText: "El título es largo" })).toHaveCount(0);

  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await page.screenshot({ path: `.scratch/spanish-problems-${width}.png` });
  }
});
