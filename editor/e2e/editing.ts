/** What the owner does again and again in the editor's browser tests: open or add a page, pick a section, save. */
import { expect, type BrowserContext, type Page } from "@playwright/test";

export const canvas = (page: Page) => page.frameLocator("iframe").first();

export async function openPage(page: Page, index: number): Promise<void> {
  await page.goto(`/pages/${index}`);
  // The preview's widths (Phone, Tablet, Desktop), found by their place: their names follow the editor's language.
  await expect(page.locator(".viewport-switch button").first()).toBeVisible();
}

/** Adds a page from the list, as a copy of page `template` titled `title`, and waits for its screen. */
export async function addPage(page: Page, template: number, title: string): Promise<void> {
  await page.goto("/");
  await page.getByRole("button", { name: "Add a page" }).click();
  await page.getByLabel("Start from").selectOption({ index: template });
  await page.getByLabel("Title", { exact: true }).fill(title);
  await page.getByRole("button", { name: "Add the page" }).click();
  await expect(page.getByRole("button", { name: /Phone/ })).toBeVisible();
}

/** How many changes the drafts kept in the editor's browser store hold (model/drafts.ts's database), in the page. */
function keptChanges(): Promise<number> {
  return new Promise((resolve) => {
    const request = indexedDB.open("site-editor");
    request.onerror = () => resolve(0);
    request.onsuccess = () => {
      const database = request.result;
      if (!database.objectStoreNames.contains("drafts")) return resolve(0);
      const all = database.transaction("drafts", "readonly").objectStore("drafts").getAll();
      all.onerror = () => resolve(0);
      all.onsuccess = () =>
        resolve((all.result as { changes?: unknown[] }[]).reduce((sum, kept) => sum + (kept.changes?.length ?? 0), 0));
    };
  });
}

/**
 * An unsaved edit, kept as a draft, then the tab closed and the editor opened again in a new one: the page that
 * offers the unsaved work back.
 */
export async function reopenAfterClosedTab(context: BrowserContext, page: Page): Promise<Page> {
  await expect(page.getByRole("status").filter({ hasText: "Unsaved changes" })).toBeVisible();
  // The draft is kept after a pause in typing: wait until the browser's store holds a draft with changes in it.
  await expect.poll(() => page.evaluate(keptChanges), { timeout: 20_000 }).toBeGreaterThan(0);
  await page.close();
  const again = await context.newPage();
  await again.goto("/");
  await expect(again.getByText(/that were never saved/)).toBeVisible();
  return again;
}

/** Selects a section by clicking its heading in the canvas, as the owner does. */
export async function selectSection(page: Page, heading: string): Promise<void> {
  // The canvas takes a moment to become clickable after it first shows; click until the section is selected.
  await expect(async () => {
    // Forced past Playwright's hit check: on the canvas the section itself takes the pointer (Puck), not its text,
    // and is no button to retarget to; the click lands on the section around the text, as the owner's does.
    await canvas(page).getByText(heading, { exact: true }).first().click({ force: true });
    await expect(page.getByText(/^Section \d+ of \d+/)).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 15_000 });
}

/** The part each group's link opens. */
const GROUP_HOME: Record<string, string> = {
  Pages: "Pages and posts",
  Business: "Business facts",
  Design: "Theme",
  Settings: "Website",
};

/**
 * Opens a part of the site as the owner does: its group in the top bar, then the part in the group's list; on a
 * phone, the part in the menu drawer.
 */
export async function openPart(page: Page, group: string, part?: string): Promise<void> {
  // The bar drawn first: on a phone its groups are in the menu.
  await page.getByRole("button", { name: /^Problems/ }).waitFor();
  const menu = page.getByRole("button", { name: "Menu", exact: true });
  if (await menu.isVisible()) {
    await menu.click();
    const drawer = page.getByRole("navigation", { name: "Parts of the site" });
    await drawer.getByRole("link", { name: part ?? GROUP_HOME[group], exact: true }).click();
    return;
  }
  await page
    .getByRole("navigation", { name: "Parts of the site" })
    .getByRole("link", { name: group, exact: true })
    .click();
  if (part)
    await page
      .getByRole("navigation", { name: `${group}: its parts` })
      .getByRole("link", { name: part, exact: true })
      .click();
}

/** Opens the top bar's "More" menu, where Preview, Published versions and the person signed in are. */
export async function openMore(page: Page): Promise<void> {
  const more = page.getByRole("button", { name: "More", exact: true });
  if ((await more.getAttribute("aria-expanded")) !== "true") await more.click();
}

export async function save(page: Page): Promise<void> {
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: /^Saved at/ })).toBeVisible({ timeout: 15_000 });
}

/**
 * Adds a section of the type labelled `label` by "Add section" and its chooser: after the selected section, or at the
 * end when none is.
 */
export async function addSection(page: Page, label: string): Promise<void> {
  // On a phone the outline, with its Add section, is on the Sections tab.
  const sections = page.getByRole("tab", { name: "Sections", exact: true });
  if (await sections.isVisible()) await sections.click();
  await page.getByRole("button", { name: "Add section" }).click();
  await page.getByRole("dialog", { name: "Add a section" }).getByRole("button", { name: label, exact: true }).click();
  await expect(page.getByRole("dialog", { name: "Add a section" })).toBeHidden();
}
