/**
 * Bold, italics and links in a paragraph, made with the buttons above it or their keys, never typed as marks: the
 * saved site.json holds the site's markup, the preview shows it, and the keyboard alone does it all.
 */
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Locator, type Page } from "@playwright/test";
import { fieldId, pathKey, type Path } from "../app/src/model/paths.ts";
import { copyData, resetCopy } from "./copy.ts";
import { canvas, openPage, save, selectSection } from "./editing.ts";

test.beforeEach(() => resetCopy());

const PAGE = 1;
const SECTION = "Equipment Built for Central Florida Jobs";
const path = (): Path => ["pages", PAGE, "blocks", sectionIndex(), "paragraphs", 0];
const sectionIndex = () => copyData().pages[PAGE].blocks.findIndex((b: { heading?: string }) => b.heading === SECTION);
const saved = (): string => copyData().pages[PAGE].blocks[sectionIndex()].paragraphs[0];

/** The paragraph's text area, its toolbar and the box around both, on the section's fields. */
async function paragraph(page: Page) {
  await openPage(page, PAGE);
  await selectSection(page, SECTION);
  const where = path();
  const text = page.locator(`[id="${fieldId(where)}"]`);
  const box = page.locator(`[data-path="${pathKey(where)}"]`).first();
  const toolbar = box.getByRole("toolbar");
  await expect(text).toBeVisible();
  return { text, box, toolbar, original: saved() };
}

/** Selects `word` in the text area by the keyboard: to the text's start, along to the word, then over it. */
async function selectWord(page: Page, text: Locator, word: string): Promise<void> {
  await text.focus();
  await page.keyboard.press("Control+Home");
  const at = (await text.inputValue()).indexOf(word);
  for (let step = 0; step < at; step++) await page.keyboard.press("ArrowRight");
  for (let step = 0; step < word.length; step++) await page.keyboard.press("Shift+ArrowRight");
  await expect
    .poll(() => text.evaluate((t: HTMLTextAreaElement) => t.value.slice(t.selectionStart, t.selectionEnd)))
    .toBe(word);
}

const selection = (text: Locator) =>
  text.evaluate((t: HTMLTextAreaElement) => t.value.slice(t.selectionStart, t.selectionEnd));

test("a word selected and Bold pressed is saved as **word** and shown bold; Ctrl+B takes it off and puts it on", async ({
  page,
}) => {
  const { text, toolbar, original } = await paragraph(page);
  const bold = toolbar.getByRole("button", { name: "Bold" });
  await expect(bold).toHaveAttribute("aria-pressed", "false");
  await expect(bold).toHaveAttribute("aria-keyshortcuts", /Control\+B/);
  // The help no longer tells the owner to type the marks: the buttons write them.
  await expect(text).toHaveAccessibleDescription(/Text shown to visitors/);
  await expect(text).not.toHaveAccessibleDescription(/\*\*words\*\*|\[link text\]/);
  await selectWord(page, text, "safer");
  await bold.click();
  await expect(text).toHaveValue(original.replace("safer", "**safer**"));
  // The words stay selected, the keyboard in the text, and the button says they are bold.
  await expect(text).toBeFocused();
  expect(await selection(text)).toBe("safer");
  await expect(bold).toHaveAttribute("aria-pressed", "true");
  await expect(canvas(page).locator("strong", { hasText: /^safer$/ })).toBeVisible();
  await page.keyboard.press("Control+b");
  await expect(text).toHaveValue(original);
  await expect(bold).toHaveAttribute("aria-pressed", "false");
  await selectWord(page, text, "faster");
  await page.keyboard.press("Control+b");
  await expect(text).toHaveValue(original.replace("faster", "**faster**"));
  await save(page);
  expect(saved()).toBe(original.replace("faster", "**faster**"));
  await expect(canvas(page).locator("strong", { hasText: /^faster$/ })).toBeVisible();
});

test("a word selected and Italic pressed, or Ctrl+I, is saved as _word_ and shown in italics", async ({ page }) => {
  const { text, box, toolbar, original } = await paragraph(page);
  const italic = toolbar.getByRole("button", { name: "Italic" });
  await selectWord(page, text, "gentler");
  await page.keyboard.press("Control+i");
  await expect(text).toHaveValue(original.replace("gentler", "_gentler_"));
  await expect(italic).toHaveAttribute("aria-pressed", "true");
  await expect(canvas(page).locator("em", { hasText: /^gentler$/ })).toBeVisible();
  await italic.click();
  await expect(text).toHaveValue(original);
  await selectWord(page, text, "aerial");
  await italic.click();
  await save(page);
  expect(saved()).toBe(original.replace("aerial", "_aerial_"));
  await expect(canvas(page).locator("em", { hasText: /^aerial$/ })).toBeVisible();
  // Bold cannot also be italics: said at the field, and the text is left as it was.
  await text.focus();
  expect(await selection(text)).toBe("aerial");
  await page.keyboard.press("Control+b");
  await expect(box.getByText("These words are in italics: they cannot also be bold.")).toBeVisible();
  await expect(text).toHaveAccessibleDescription(/These words are in italics: they cannot also be bold\./);
  await expect(text).toHaveValue(original.replace("aerial", "_aerial_"));
});

test("Link finds a page by its title and writes [word](/address); the preview links it", async ({ page }) => {
  const { text, toolbar, original } = await paragraph(page);
  const target = copyData().pages.find((p: { path: string }) => p.path === "/stump-grinding-removal");
  await selectWord(page, text, "grinders");
  await toolbar.getByRole("button", { name: "Link" }).click();
  const dialog = page.getByRole("dialog", { name: "Add a link" });
  await expect(dialog.getByLabel("Words the link shows")).toHaveValue("grinders");
  await dialog.getByLabel("Find a page or post by its title").fill("stump grinding");
  await dialog.getByRole("button", { name: `Link to ${target.title}` }).click();
  await expect(dialog).toHaveCount(0);
  await expect(text).toHaveValue(original.replace("grinders", "[grinders](/stump-grinding-removal)"));
  await expect(text).toBeFocused();
  await expect(canvas(page).locator('a[href="/stump-grinding-removal"]', { hasText: /^grinders$/ })).toBeVisible();
  await save(page);
  expect(saved()).toBe(original.replace("grinders", "[grinders](/stump-grinding-removal)"));
});

test("an address typed in Link is refused as a link field refuses it, and the text is left as it was", async ({
  page,
}) => {
  const { text, toolbar, original } = await paragraph(page);
  await selectWord(page, text, "crane");
  await toolbar.getByRole("button", { name: "Link" }).click();
  const dialog = page.getByRole("dialog", { name: "Add a link" });
  const address = dialog.getByLabel("Or write an address");
  await address.fill("www.isa-arbor.com");
  await dialog.getByRole("button", { name: "Add the link" }).click();
  await expect(dialog.getByRole("alert")).toContainText('The link "www.isa-arbor.com" has no https://.');
  await expect(dialog.getByRole("alert")).toContainText('Write "https://www.isa-arbor.com".');
  await expect(address).toHaveAttribute("aria-invalid", "true");
  await expect(address).toBeFocused();
  await expect(text).toHaveValue(original);
  for (const unsafe of ["javascript:alert(1)", "tree removal"]) {
    await address.fill(unsafe);
    await address.press("Enter");
    await expect(dialog.getByRole("alert")).toBeVisible();
    await expect(text).toHaveValue(original);
  }
  await address.fill("https://www.isa-arbor.com");
  await address.press("Enter");
  await expect(dialog).toHaveCount(0);
  await expect(text).toHaveValue(original.replace("crane", "[crane](https://www.isa-arbor.com)"));
});

test("bold, italics and a link by the keyboard alone, the keyboard back in the text after each", async ({ page }) => {
  const { text, toolbar, original } = await paragraph(page);
  // From the text, Shift+Tab reaches the toolbar (one stop), its arrows move along it, Enter presses.
  await selectWord(page, text, "safer");
  await page.keyboard.press("Shift+Tab");
  await expect(toolbar.getByRole("button", { name: "Bold" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(text).toBeFocused();
  await expect(text).toHaveValue(original.replace("safer", "**safer**"));
  await selectWord(page, text, "gentler");
  await page.keyboard.press("Shift+Tab");
  await page.keyboard.press("ArrowRight");
  await expect(toolbar.getByRole("button", { name: "Italic" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(text).toBeFocused();
  await selectWord(page, text, "mulchers");
  await page.keyboard.press("Control+k");
  const dialog = page.getByRole("dialog", { name: "Add a link" });
  await expect(dialog.getByLabel("Find a page or post by its title")).toBeFocused();
  await page.keyboard.type("about");
  await page.keyboard.press("ArrowDown");
  await expect(dialog.getByRole("button", { name: /^Link to About Us/ })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(dialog).toHaveCount(0);
  await expect(text).toBeFocused();
  expect(await selection(text)).toBe("mulchers");
  // Escape leaves the dialog with nothing changed, the keyboard back in the text.
  await page.keyboard.press("Control+k");
  await expect(page.getByRole("dialog", { name: "Change the link" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(text).toBeFocused();
  const expected = original
    .replace("safer", "**safer**")
    .replace("gentler", "_gentler_")
    .replace("mulchers", "[mulchers](/about)");
  await expect(text).toHaveValue(expected);
  await page.keyboard.press("Control+s");
  await expect(page.getByRole("status").filter({ hasText: /^Saved at/ })).toBeVisible({ timeout: 15_000 });
  expect(saved()).toBe(expected);
});

for (const width of [1280, 375])
  test(`axe finds no WCAG 2.2 AA violation on a formatted text, its toolbar and its Link dialog, ${width} px wide`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    const { text, box } = await paragraph(page);
    const tags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];
    await selectWord(page, text, "safer");
    await page.keyboard.press("Control+b");
    await expect(text).toHaveValue(/\*\*safer\*\*/);
    const field = await new AxeBuilder({ page })
      .include(`[data-path="${await box.getAttribute("data-path")}"]`)
      .withTags(tags)
      .analyze();
    expect(field.violations.map((v) => `${v.id}: ${v.nodes.length}`)).toEqual([]);
    await page.keyboard.press("Control+k");
    await expect(page.getByRole("dialog")).toBeVisible();
    const dialog = await new AxeBuilder({ page }).include("dialog").withTags(tags).analyze();
    expect(dialog.violations.map((v) => `${v.id}: ${v.nodes.length}`)).toEqual([]);
  });
