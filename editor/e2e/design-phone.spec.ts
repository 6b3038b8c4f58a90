/**
 * The editor on a phone as issue 54 designs it, in a real browser at 375×812: the page screen as Preview · Sections ·
 * Edit tabs, dialogs as sheets over the whole screen, every control a 44 px target, nothing running off sideways, and
 * a Spanish-speaking owner changing a heading on a phone.
 */
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { copyData, resetCopy } from "./copy.ts";
import { canvas, openPage } from "./editing.ts";
import { inLanguage, unmarked } from "./pseudo.ts";

type Json = any; // eslint-disable-line @typescript-eslint/no-explicit-any

test.beforeEach(() => resetCopy());
test.use({ viewport: { width: 375, height: 812 } });

const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];
const tabs = (page: Page) => page.getByRole("tablist", { name: "Show" });
const tab = (page: Page, name: string) => tabs(page).getByRole("tab", { name, exact: true });
const rows = (page: Page) => page.locator(".section-list button");
const sectionTitle = (page: Page) => page.locator(".section-actions .fields-title");

/** A home-page section with a plain heading, and its place. */
function headed(): { index: number; heading: string } {
  const blocks = copyData().pages[0].blocks as Json[];
  const index = blocks.findIndex((b) => typeof b.heading === "string" && b.heading && !b.heading.includes("{"));
  return { index, heading: blocks[index].heading };
}

async function violations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

/**
 * The controls on screen smaller than a finger's 44 px, named; the words beside a box to tick are its target, and a
 * link inside a line of text (a sentence, a list item's line) reads as part of it (WCAG's inline exception).
 */
async function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const small: string[] = [];
    const controls = document.querySelectorAll<HTMLElement>(
      ".app button, .app a[href], .app input:not([type=hidden]), .app select, .app textarea, .app summary",
    );
    for (const control of controls) {
      if (!control.checkVisibility() || control.closest(".visually-hidden")) continue;
      const box = control.getBoundingClientRect();
      // The link past the window's edge until the keyboard reaches it ("Skip to the editor").
      if (!box.width || !box.height || box.right <= 0) continue;
      const sentence = control.closest("p, li");
      const linkLike = control.tagName === "A" || control.classList.contains("link-button");
      if (linkLike && sentence && sentence.textContent!.trim() !== control.textContent!.trim()) continue;
      const tick = control instanceof HTMLInputElement && ["checkbox", "radio"].includes(control.type);
      const target = tick ? (control.labels?.[0]?.getBoundingClientRect() ?? box) : box;
      const name = control.getAttribute("aria-label") ?? control.textContent?.trim() ?? control.id;
      if (target.height < 44 || (!tick && target.width < 44) || (tick && box.height < 24))
        small.push(`${control.tagName.toLowerCase()} “${name.slice(0, 40)}” ${target.width}×${target.height}`);
    }
    return small;
  });
}

test("on a phone the page screen is Preview · Sections · Edit tabs: a section chosen or tapped is edited", async ({
  page,
}) => {
  const { index, heading } = headed();
  const count = (copyData().pages[0].blocks as Json[]).length;
  await openPage(page, 0);
  await expect(tabs(page).getByRole("tab")).toHaveText(["Preview", "Sections", "Edit"]);
  // The page as visitors see it first, filling the screen under the page's name: no column thousands of pixels long.
  await expect(tab(page, "Preview")).toHaveAttribute("aria-selected", "true");
  const preview = page.getByRole("tabpanel", { name: "Preview" });
  await expect(preview.locator(".canvas-stage")).toBeVisible();
  await expect(rows(page).first()).toBeHidden();
  await expect(page.getByRole("complementary", { name: "Fields" })).toBeHidden();
  // The canvas fills the screen between the tabs and the bottom bar.
  const stage = (await preview.locator(".canvas-stage").boundingBox())!;
  const bar = (await page.locator(".bottombar").boundingBox())!;
  expect(stage.y + stage.height).toBeLessThanOrEqual(bar.y + 1);
  expect(stage.height).toBeGreaterThan(450);
  await page.screenshot({ path: "test-results/phone-page-preview-375.png" });

  // The sections at the top of their tab, the canvas gone from view.
  await tab(page, "Sections").click();
  await expect(tab(page, "Sections")).toHaveAttribute("aria-selected", "true");
  await expect(rows(page)).toHaveCount(count);
  expect((await rows(page).first().boundingBox())!.y).toBeLessThan(400);
  await expect(page.locator(".canvas-stage")).toBeHidden();
  await page.screenshot({ path: "test-results/phone-page-sections-375.png" });

  // A section chosen there is edited: the Edit tab shows its fields, their title taking the keyboard.
  await rows(page).nth(index).click();
  await expect(tab(page, "Edit")).toHaveAttribute("aria-selected", "true");
  await expect(sectionTitle(page)).toHaveText(new RegExp(`^Section ${index + 1} of ${count}`));
  await expect(sectionTitle(page)).toBeInViewport();
  // The keyboard goes on there (its actions, as on a computer), never left on the hidden row or the page's body.
  await expect(page.getByRole("tabpanel", { name: "Edit" }).locator(":focus")).toHaveCount(1);
  await expect(rows(page).first()).toBeHidden();
  await page.screenshot({ path: "test-results/phone-page-edit-375.png" });

  // The chosen tab stays as the screen is drawn again: a change typed, undone, and the window widened and narrowed.
  const field = page.getByRole("textbox", { name: /^Heading/ });
  await field.fill(`${heading} today`);
  await page.getByRole("button", { name: "Undo", exact: true }).click();
  await expect(field).toHaveValue(heading);
  await page.setViewportSize({ width: 1280, height: 900 });
  await expect(tabs(page)).toBeHidden();
  // Beside each other, every panel shows whichever tab was chosen.
  await expect(rows(page).first()).toBeVisible();
  await expect(page.locator(".canvas-stage")).toBeVisible();
  await page.setViewportSize({ width: 375, height: 812 });
  await expect(tab(page, "Edit")).toHaveAttribute("aria-selected", "true");
  await expect(field).toBeVisible();

  // "See it in the preview" leads back to the Preview tab, the section in view; a tap on it there edits it again.
  await page.getByRole("button", { name: "See it in the preview" }).click();
  await expect(tab(page, "Preview")).toHaveAttribute("aria-selected", "true");
  await expect(canvas(page).getByText(heading, { exact: true }).first()).toBeInViewport();
  await canvas(page).getByText(heading, { exact: true }).first().click({ force: true });
  await expect(tab(page, "Edit")).toHaveAttribute("aria-selected", "true");
  await expect(sectionTitle(page)).toBeFocused();

  // By keyboard, as the ARIA tabs pattern goes: one Tab stop, the arrows move along it, Home and End to its ends.
  await tab(page, "Edit").focus();
  await page.keyboard.press("ArrowRight");
  await expect(tab(page, "Preview")).toBeFocused();
  await expect(tab(page, "Preview")).toHaveAttribute("aria-selected", "true");
  await page.keyboard.press("End");
  await expect(tab(page, "Edit")).toBeFocused();
  await page.keyboard.press("ArrowLeft");
  await expect(tab(page, "Sections")).toHaveAttribute("aria-selected", "true");
  await expect(rows(page).first()).toBeVisible();
});

test("on a phone a problem's field, jumped to from the Problems drawer, is shown on the Edit tab", async ({ page }) => {
  await openPage(page, 0);
  await expect(tab(page, "Preview")).toHaveAttribute("aria-selected", "true");
  // The page's settings, reached from the outline: the Edit tab shows them.
  await tab(page, "Sections").click();
  await page.getByRole("button", { name: "Page settings" }).click();
  await expect(tab(page, "Edit")).toHaveAttribute("aria-selected", "true");
  const title = page.getByRole("textbox", { name: /^Title/ });
  await expect(title).toBeVisible();
  await title.fill("");
  await tab(page, "Preview").click();
  await page.getByRole("button", { name: /^Problems/ }).click();
  const drawer = page.getByRole("complementary", { name: "Problems" });
  await drawer.getByRole("button", { name: /title/i }).first().click();
  await expect(tab(page, "Edit")).toHaveAttribute("aria-selected", "true");
  await expect(title).toBeFocused();
});

test("on a phone dialogs are sheets over the whole screen", async ({ page }) => {
  const sheet = async (name: string | RegExp) => {
    const dialog = page.getByRole("dialog", { name });
    await expect(dialog).toBeVisible();
    await page.waitForTimeout(200);
    const box = (await dialog.boundingBox())!;
    expect([box.x, box.y, box.width, box.height], String(name)).toEqual([0, 0, 375, 812]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    return dialog;
  };
  const { index } = headed();
  await openPage(page, 0);
  await tab(page, "Sections").click();
  await page.getByRole("button", { name: "Add section" }).click();
  const chooser = await sheet("Add a section");
  await page.screenshot({ path: "test-results/phone-chooser-375.png" });
  await chooser.getByRole("button", { name: "Cancel" }).click();
  await rows(page).nth(index).click();
  await page.getByRole("button", { name: "Remove", exact: true }).click();
  const remove = await sheet(/^Remove the /);
  await remove.getByRole("button", { name: "Keep it" }).click();
  await page.goto("/");
  await page.getByRole("button", { name: "Add a page" }).click();
  await sheet("Add a page");
});

test("on a phone no screen runs off sideways, every control is a 44 px target, and axe finds nothing", async ({
  page,
}) => {
  test.setTimeout(180_000);
  const site = copyData();
  await page.goto("/");
  await page.getByRole("button", { name: "Menu" }).click();
  const parts = await page
    .getByRole("navigation", { name: "Parts of the site" })
    .getByRole("link")
    .evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname));
  const screens = ["/", ...new Set(parts), "/pages/0", ...(site.posts?.length ? ["/posts/0"] : [])];
  const found: string[] = [];
  for (const screen of screens) {
    await page.goto(screen);
    await expect(page.getByRole("button", { name: /^Problems/ })).toBeVisible();
    await page.waitForTimeout(300);
    const looks = screen.startsWith("/pages/") || screen.startsWith("/posts/") ? ["Preview", "Sections", "Edit"] : [""];
    for (const look of looks) {
      if (look) await tab(page, look).click();
      // A section's fields (chosen in Sections), its seldom-used ones shown too.
      if (look === "Edit") {
        await tab(page, "Sections").click();
        await rows(page).first().click();
        await page.getByRole("button", { name: "More options" }).first().click();
      }
      const where = `${screen}${look ? ` (${look})` : ""}`;
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      if (width > 375) found.push(`${where}: ${width} px wide`);
      for (const small of await smallTargets(page)) found.push(`${where}: ${small}`);
      // Looked at from the screen's top: a control the fixed bottom bar half covers, mid-scroll, is no finding.
      await page.evaluate(() => window.scrollTo(0, 0));
      for (const violation of await violations(page)) found.push(`${where}: axe ${violation}`);
    }
  }
  expect(found).toEqual([]);
});

test("the phone tabs' words, and the page screen's frame's names, come from the editor's catalogue", async ({
  page,
}) => {
  await inLanguage(page, "xx");
  await openPage(page, 0);
  const list = page.getByRole("tablist");
  await expect(list).toBeVisible();
  expect(await unmarked(list)).toEqual([]);
  // The names read out: the tabs' row, the canvas and the fields beside it.
  const names = [
    await list.getAttribute("aria-label"),
    await page.locator(".page-editor .canvas").getAttribute("aria-label"),
    await page.locator(".page-editor .panel-right").getAttribute("aria-label"),
  ];
  for (const name of names) expect(name).toMatch(/^⟦.*⟧$/);
});

test("a Spanish-speaking owner changes a heading on a phone", async ({ page }) => {
  const { index, heading } = headed();
  const count = (copyData().pages[0].blocks as Json[]).length;
  await inLanguage(page, "es");
  await openPage(page, 0);
  const spanishTabs = page.getByRole("tablist", { name: "Mostrar" });
  await expect(spanishTabs.getByRole("tab")).toHaveText(["Vista previa", "Secciones", "Editar"]);
  await spanishTabs.getByRole("tab", { name: "Secciones" }).click();
  await rows(page).nth(index).click();
  await expect(spanishTabs.getByRole("tab", { name: "Editar" })).toHaveAttribute("aria-selected", "true");
  const fields = page.getByRole("complementary", { name: "Campos" });
  await expect(fields).toBeVisible();
  const field = fields.getByRole("textbox", { name: /^Título/ }).first();
  await field.fill("Cuidamos sus árboles");
  await spanishTabs.getByRole("tab", { name: "Vista previa" }).click();
  await expect(page.getByRole("region", { name: /^Vista previa de / })).toBeVisible();
  await expect(canvas(page).getByText("Cuidamos sus árboles", { exact: true }).first()).toBeVisible();
  await page.keyboard.press("Control+s");
  await expect.poll(() => copyData().pages[0].blocks[index].heading, { timeout: 15_000 }).toBe("Cuidamos sus árboles");
  expect(copyData().pages[0].blocks.length).toBe(count);
  expect(heading).not.toBe("Cuidamos sus árboles");
});

test("on a phone a short screen fits between the two bars and does not scroll", async ({ page }) => {
  // A page that is not there: one line and a way back, far less than a phone's height.
  await page.goto("/pages/999");
  await expect(page.locator("#screen")).toBeVisible();
  const { scrolls, tall } = await page.evaluate(() => ({
    scrolls: document.documentElement.scrollHeight,
    tall: window.innerHeight,
  }));
  expect(scrolls).toBeLessThanOrEqual(tall);
});
