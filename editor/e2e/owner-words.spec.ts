/**
 * Every message the editor shows the owner about a problem, an undo or a save is in the owner's words (issue 54, item
 * 7 and done-when 6; issue 52, item 10): no “Children”, “Item N”, language tag, “Expected:” or place of more than two
 * “›” steps, even behind “Why?”; places as the screens name them; History as “Palm Tree Trimming: title and heading”.
 */
import { writeFileSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { copyData, EDITOR_E2E_SITE, resetCopy } from "./copy.ts";
import { openPage, save } from "./editing.ts";
import { forbiddenIn } from "./forbidden-words.ts";
import { withMistakes } from "./mistaken-site.ts";

test.beforeEach(() => resetCopy());

/** Every problem on screen (the Problems list's entries, the notes under fields), its “Why?” opened, as read. */
async function problemsShown(page: Page): Promise<string[]> {
  await page.evaluate(() =>
    document.querySelectorAll<HTMLDetailsElement>("li.problem details").forEach((details) => (details.open = true)),
  );
  return page.locator("li.problem").allInnerTexts();
}

test("every problem of a site with many kinds of mistakes is said in the owner's words", async ({ page }) => {
  const site = withMistakes(copyData());
  writeFileSync(EDITOR_E2E_SITE, JSON.stringify(site, null, 2) + "\n");
  await page.goto("/");
  await page.getByRole("button", { name: /^Problems/ }).click();
  const entries = page.locator("li.problem");
  await expect(entries.first()).toBeVisible();
  const listed = await problemsShown(page);
  expect(listed.length).toBeGreaterThanOrEqual(10);
  expect(forbiddenIn(listed)).toEqual([]);
  // Places as the screens name them: the menu by its name, a section by its type on its page.
  const services = site.navigation.items.find((item: { children?: unknown }) => item.children);
  expect(listed.some((text) => text.includes(`${services.label} menu › ${services.children[1].label}`))).toBe(true);
  expect(listed.some((text) => text.includes("Home page › Gallery"))).toBe(true);
  expect(listed.some((text) => text.includes("French (France)"))).toBe(true);
  // The check's whole words are there, behind “Why?”.
  await expect(page.locator("li.problem summary", { hasText: "Why?" }).first()).toBeVisible();

  // The notes under the fields, screen by screen, the to-dos among them.
  const notes: string[] = [];
  for (const screen of ["/settings/business", "/settings/navigation", "/settings/languages", "/posts/0", "/pages/0"]) {
    await page.goto(screen);
    await expect(page.locator(".field").first()).toBeVisible();
    notes.push(...(await problemsShown(page)));
  }
  expect(notes.length).toBeGreaterThanOrEqual(3);
  // An empty field not yet typed in is a to-do, never an error or a warning.
  await page.goto("/settings/business");
  const toDo = page.locator("li.problem-fill").first();
  await expect(toDo).toBeVisible();
  await expect(toDo).toHaveText(/^To do: /);
  await expect(toDo).not.toHaveText(/error|warning/i);

  expect(forbiddenIn(notes)).toEqual([]);
});

test("Undo's notice names the menu it changed as the Header screen does", async ({ page }) => {
  const site = copyData();
  const services = site.navigation.items.findIndex((item: { children?: unknown }) => item.children);
  await page.goto("/settings/navigation");
  const label = page.locator(`[id="field-navigation.items.${services}.children.0.label"]`);
  await label.fill("Removal");
  await page.getByRole("button", { name: "Undo", exact: true }).click();
  await expect(label).toHaveValue(site.navigation.items[services].children[0].label);
  const notice = page.getByRole("status").filter({ hasText: /^Undone: / });
  await expect(notice).toContainText(`${site.navigation.items[services].label} menu`);
  expect(forbiddenIn([(await notice.textContent())!])).toEqual([]);
});

test("History says each save as the page's name and what changed in it, grouped by day", async ({ page }) => {
  const site = copyData();
  const index = site.pages.findIndex((entry: { path: string }) => entry.path === "/tree-removal");
  await openPage(page, index);
  await page.getByRole("textbox", { name: /^Title/ }).fill("Palm Tree Trimming | Poinciana Tree Service");
  await page.locator(".section-list button").first().click();
  await page.locator(`[id="field-pages.${index}.blocks.0.heading"]`).fill("Palm trees, trimmed");
  await save(page);
  await page.getByRole("button", { name: "History" }).click();
  const dialog = page.getByRole("dialog", { name: "History of saves" });
  await expect(dialog.getByRole("heading", { name: "Today" })).toBeVisible();
  await expect(dialog.locator(".versions > li").first()).toContainText("Palm Tree Trimming: title and heading");
  const said = await dialog.innerText();
  expect(said).not.toMatch(/\bKB\b|\/tree-removal/);
  expect(forbiddenIn(said.split("\n"))).toEqual([]);
});
