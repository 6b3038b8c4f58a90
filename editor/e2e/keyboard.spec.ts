/**
 * The editor by keyboard alone: the owner's everyday tasks in a few keys (each key pressed is counted, typed text is
 * not), the keyboard never dropped to the page's top, and what changes out of sight said through a status region.
 */
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Locator, type Page } from "@playwright/test";
import { copyData, resetCopy } from "./copy.ts";

test.beforeEach(() => resetCopy());

type Json = any; // eslint-disable-line @typescript-eslint/no-explicit-any

/** The keys pressed, counted; typed characters are not. */
class Keys {
  pressed = 0;
  constructor(private page: Page) {}
  async press(key: string, times = 1) {
    for (let i = 0; i < times; i++) {
      await this.page.keyboard.press(key);
      this.pressed++;
    }
  }
  async type(text: string) {
    await this.page.keyboard.type(text);
  }
  /** Tab (or Shift+Tab) until `target` has the keyboard, at most `max` times. */
  async tabTo(target: Locator, max = 40, key = "Tab") {
    await expect(target).toBeAttached();
    for (let i = 0; i <= max; i++) {
      if (await target.evaluate((element) => element === document.activeElement)) return;
      if (i < max) await this.press(key);
    }
    throw new Error(`${String(target)} not reached in ${max} presses of ${key}`);
  }
}

const field = (page: Page, path: string) =>
  page.locator(`[data-path="${path}"]`).locator("input, textarea, select").first();
const sectionButtons = (page: Page) => page.locator(".section-list button");
const actions = (page: Page) => page.getByRole("toolbar", { name: /^Actions for the/ });
const announcements = (page: Page) => page.locator(".announcements[role=status]");

async function saved(page: Page) {
  await expect(page.getByRole("status").filter({ hasText: /^Saved at/ })).toBeVisible({ timeout: 15_000 });
}

/** The start screen, its top bar passed by the skip link. */
async function startOnList(page: Page, keys: Keys) {
  await page.goto("/");
  await expect(page.getByRole("button", { name: "History" })).toBeVisible();
  await keys.press("Tab");
  await expect(page.getByRole("link", { name: "Skip to the editor" })).toBeFocused();
  await keys.press("Enter");
}

/** Opens a page from the list by its link; the keyboard lands on its first section in the sections list. */
async function openFromList(page: Page, keys: Keys, title: string) {
  await keys.tabTo(page.getByRole("link", { name: title, exact: true }));
  await keys.press("Enter");
  await expect(sectionButtons(page).first()).toBeFocused();
}

test("from a section chosen in the list, its actions and fields are at most 3 keys away", async ({ page }) => {
  const home = copyData().pages[0];
  const faq = (home.blocks as Json[]).findIndex((b) => b.type === "faq");
  await page.goto("/pages/0");
  const keys = new Keys(page);
  const reach = async (keysToPress: string[], target: Locator) => {
    await sectionButtons(page).nth(faq).focus();
    keys.pressed = 0;
    for (const key of ["Enter", ...keysToPress]) await keys.press(key);
    await expect(target).toBeFocused();
    expect(keys.pressed).toBeLessThanOrEqual(3);
  };
  const toolbar = actions(page);
  await reach([], toolbar.getByRole("button", { name: "Move up" }));
  await reach(["ArrowRight"], toolbar.getByRole("button", { name: "Move down" }));
  await reach(["ArrowRight", "ArrowRight"], toolbar.getByRole("button", { name: "Duplicate" }));
  await reach(["ArrowLeft"], toolbar.getByRole("button", { name: "Remove" }));
  await reach(["ArrowLeft", "ArrowLeft"], toolbar.getByRole("button", { name: "Add item" }));
  await reach(["Tab"], field(page, `pages.0.blocks.${faq}.heading`));
  // The canvas and the palette are no tab stops: a Tab from the sections list reaches the fields' side.
  await sectionButtons(page).last().focus();
  for (let i = 0; i < 5; i++) await page.keyboard.press("Tab");
  const inFrame = await page.evaluate(() => document.activeElement?.tagName);
  expect(inFrame).not.toBe("IFRAME");
});

test("a section with two lists keeps every action within 3 keys: one menu adds to either, and Escape leaves it", async ({
  page,
}) => {
  const home = copyData().pages[0];
  // A text section in the middle of the page: Move up and Move down both there, and its paragraphs and bullets.
  const text = (home.blocks as Json[]).findIndex((b, i) => i > 0 && b.type === "text");
  const bullets = ((home.blocks as Json[])[text]!.bullets as unknown[] | undefined)?.length ?? 0;
  await page.goto("/pages/0");
  const keys = new Keys(page);
  const toolbar = actions(page);
  const reach = async (keysToPress: string[], target: Locator) => {
    await sectionButtons(page).nth(text).focus();
    keys.pressed = 0;
    for (const key of ["Enter", ...keysToPress]) await keys.press(key);
    await expect(target).toBeFocused();
    expect(keys.pressed).toBeLessThanOrEqual(3);
  };
  const add = toolbar.getByRole("button", { name: "Add paragraph or bullet…" });
  await reach([], toolbar.getByRole("button", { name: "Move up" }));
  await reach(["ArrowRight"], toolbar.getByRole("button", { name: "Move down" }));
  await reach(["ArrowRight", "ArrowRight"], toolbar.getByRole("button", { name: "Duplicate" }));
  await reach(["ArrowLeft"], toolbar.getByRole("button", { name: "Remove" }));
  await reach(["ArrowLeft", "ArrowLeft"], add);
  // Opened: its first item takes the keyboard; Escape gives it back to the button.
  await keys.press("Enter");
  await expect(add).toHaveAttribute("aria-expanded", "true");
  await expect(page.getByRole("menuitem", { name: "Add paragraph" })).toBeFocused();
  await keys.press("Escape");
  await expect(page.getByRole("menu")).toHaveCount(0);
  await expect(add).toBeFocused();
  // Down to bullets: a new bullet, its field taking the keyboard.
  await keys.press("Enter");
  await keys.press("ArrowDown");
  await expect(page.getByRole("menuitem", { name: "Add bullet" })).toBeFocused();
  await keys.press("Enter");
  await expect(page.getByRole("menu")).toHaveCount(0);
  await expect(field(page, `pages.0.blocks.${text}.bullets.${bullets}`)).toBeFocused();
});

test("the About page's hero heading changed and saved in at most 40 keys", async ({ page }) => {
  const about = copyData().pages[1];
  const keys = new Keys(page);
  await startOnList(page, keys);
  await openFromList(page, keys, about.title);
  await keys.press("Enter");
  await keys.tabTo(field(page, "pages.1.blocks.0.heading"));
  await keys.press("Control+A");
  await keys.type("Certified Arborists Who Care for Poinciana");
  await keys.press("Control+S");
  await saved(page);
  expect(copyData().pages[1].blocks[0].heading).toBe("Certified Arborists Who Care for Poinciana");
  expect(keys.pressed).toBeLessThanOrEqual(40);
  console.log(`about heading: ${keys.pressed} keys`);
});

test("a home-page section moved up one place and saved in at most 40 keys", async ({ page }) => {
  const home = copyData().pages[0];
  const keys = new Keys(page);
  await startOnList(page, keys);
  await openFromList(page, keys, home.title);
  await keys.tabTo(sectionButtons(page).nth(2));
  await keys.press("Enter");
  await expect(actions(page).getByRole("button", { name: "Move up" })).toBeFocused();
  await keys.press("Enter");
  await expect(page.getByText(/^Section 2 of \d+/)).toBeVisible();
  await keys.press("Control+S");
  await saved(page);
  const blocks = copyData().pages[0].blocks as Json[];
  expect(blocks[1]).toEqual(home.blocks[2]);
  expect(blocks[2]).toEqual(home.blocks[1]);
  expect(keys.pressed).toBeLessThanOrEqual(40);
  console.log(`move up: ${keys.pressed} keys`);
});

test("a question and its answer added to the home page's FAQ and saved in at most 40 keys", async ({ page }) => {
  const home = copyData().pages[0];
  const faq = (home.blocks as Json[]).findIndex((b) => b.type === "faq");
  const count = home.blocks[faq].items.length;
  const keys = new Keys(page);
  await startOnList(page, keys);
  await openFromList(page, keys, home.title);
  await keys.tabTo(sectionButtons(page).nth(faq));
  await keys.press("Enter");
  await keys.press("ArrowLeft", 2);
  await expect(actions(page).getByRole("button", { name: "Add item" })).toBeFocused();
  await keys.press("Enter");
  // The new item's first field has the keyboard, in view, and its adding is said.
  const question = field(page, `pages.0.blocks.${faq}.items.${count}.question`);
  await expect(question).toBeFocused();
  await expect(question).toBeInViewport();
  await expect(announcements(page)).toHaveText(new RegExp(`(^| )Added question ${count + 1}\\.$`));
  await keys.type("Do you remove palm trees?");
  await keys.tabTo(field(page, `pages.0.blocks.${faq}.items.${count}.answer`));
  await keys.type("Yes, palms of any height, with the stump ground out.");
  await keys.press("Control+S");
  await saved(page);
  expect(copyData().pages[0].blocks[faq].items[count]).toEqual({
    question: "Do you remove palm trees?",
    answer: "Yes, palms of any height, with the stump ground out.",
  });
  expect(keys.pressed).toBeLessThanOrEqual(40);
  console.log(`faq item: ${keys.pressed} keys`);
});

test("the business phone number changed in both its fields and saved in at most 40 keys", async ({ page }) => {
  const keys = new Keys(page);
  await page.goto("/");
  await expect(page.getByRole("button", { name: "History" })).toBeVisible();
  await keys.tabTo(page.getByRole("link", { name: "Business", exact: true }));
  await keys.press("Enter");
  await expect(page).toHaveTitle(/^Business facts/);
  await keys.tabTo(field(page, "business.phone.display"));
  await keys.press("Control+A");
  await keys.type("(407) 555-0199");
  await keys.tabTo(field(page, "business.phone.e164"));
  await keys.press("Control+A");
  await keys.type("+14075550199");
  await keys.press("Control+S");
  await saved(page);
  expect(copyData().business.phone).toEqual({ display: "(407) 555-0199", e164: "+14075550199" });
  expect(keys.pressed).toBeLessThanOrEqual(40);
  console.log(`phone: ${keys.pressed} keys`);
});

/** Where the keyboard is a moment after an action: never the page's top. */
async function expectFocusKept(page: Page, what: string) {
  await page.waitForTimeout(400);
  const on = await page.evaluate(() => document.activeElement?.tagName ?? "none");
  expect(on, `the keyboard after ${what}`).not.toBe("BODY");
}

test("the keyboard is never dropped to the page's top: after Save, closing each dialog, Problems, Undo, a page opened, a picture picked", async ({
  page,
}) => {
  const about = copyData().pages[1];
  const keys = new Keys(page);
  await startOnList(page, keys);
  // A page opened from the list: its sections list has the keyboard.
  await openFromList(page, keys, about.title);
  await expectFocusKept(page, "opening a page");
  // Save, by its button: the keyboard stays on it.
  await keys.press("Enter");
  await keys.tabTo(field(page, "pages.1.blocks.0.heading"));
  await keys.type(" today");
  const saveButton = page.getByRole("button", { name: "Save", exact: true });
  await saveButton.focus();
  await keys.press("Enter");
  await saved(page);
  await expect(saveButton).toBeFocused();
  // Undo (Ctrl+Z) in a field: the field drawn again keeps the keyboard.
  const heading = field(page, "pages.1.blocks.0.heading");
  await heading.focus();
  await keys.type("!");
  await keys.press("Control+Z");
  await expectFocusKept(page, "Undo");
  await expect(heading).toBeFocused();
  // Each dialog's Cancel or Close gives the keyboard back to the button that opened it.
  for (const [opener, close] of [
    ["Find and replace", "Close"],
    ["History", "Close"],
  ] as const) {
    const button = page.getByRole("button", { name: opener, exact: true });
    await button.focus();
    await keys.press("Enter");
    await keys.tabTo(page.getByRole("dialog").getByRole("button", { name: close, exact: true }));
    await keys.press("Enter");
    await expect(page.getByRole("dialog")).toBeHidden();
    await expect(button, `back from ${opener}`).toBeFocused();
  }
  // The problems panel: its Close, and Escape, give the keyboard back to its button.
  const problems = page.getByRole("button", { name: /^(Problems|No problems)/ });
  await problems.focus();
  await keys.press("Enter");
  await expect(page.getByRole("heading", { name: "Problems" })).toBeFocused();
  await keys.press("Escape");
  await expect(page.getByRole("heading", { name: "Problems" })).toBeHidden();
  await expect(problems).toBeFocused();
  await keys.press("Enter");
  await keys.tabTo(page.getByRole("button", { name: "Close the problems" }));
  await keys.press("Enter");
  await expect(problems).toBeFocused();
  // A picture picked from those already in the site: its button has the keyboard back.
  const picture = page.locator(`[id="field-pages.1.blocks.0.image.src"]`);
  await picture.focus();
  await keys.press("Enter");
  const dialog = page.locator("dialog[open]");
  // Each picture named by what the site says it shows, not by its file alone.
  const hero = copyData().pages[1].blocks[0].image;
  await expect(dialog.getByRole("button", { name: hero.src.replace(/^images\//, "") })).toHaveAccessibleName(
    new RegExp(hero.alt.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")),
  );
  await keys.tabTo(dialog.locator(".gallery-grid button").nth(1));
  await keys.press("Enter");
  await expect(dialog.getByRole("textbox")).toBeFocused();
  await keys.type("A crew at work");
  await keys.tabTo(dialog.getByRole("button", { name: "Use this image" }), 3);
  await keys.press("Enter");
  await expect(dialog).toBeHidden();
  await expect(picture).toBeFocused();
  // On the start screen: Add a page, Change address and Delete, each closed by Cancel.
  await page.goto("/");
  for (const [opener, close] of [
    [page.getByRole("button", { name: "Add a page" }), "Cancel"],
    [page.getByRole("button", { name: `Change the address of ${about.title}` }), "Cancel"],
    [page.getByRole("button", { name: `Delete ${about.title}` }), "Cancel"],
  ] as const) {
    await opener.focus();
    await keys.press("Enter");
    await keys.tabTo(page.getByRole("dialog").getByRole("button", { name: close, exact: true }));
    await keys.press("Enter");
    await expect(page.getByRole("dialog")).toBeHidden();
    await expect(opener).toBeFocused();
  }
});

test("what changes out of sight is said: problems counted, sections moved, added and removed, the screen opened", async ({
  page,
}) => {
  const home = copyData().pages[0];
  const keys = new Keys(page);
  await startOnList(page, keys);
  await openFromList(page, keys, home.title);
  await expect(page).toHaveTitle(`Editing “${home.title}” – Site editor`);
  await expect(announcements(page)).toHaveText(`Editing “${home.title}” opened`);
  // Moved, by the keyboard.
  await keys.tabTo(sectionButtons(page).nth(2));
  await keys.press("Enter");
  await keys.press("Enter");
  await expect(announcements(page)).toContainText("Moved the text section up to place 2.");
  // Duplicated, then removed.
  await keys.press("ArrowRight", 2);
  await keys.press("Enter");
  await expect(announcements(page)).toContainText(
    `Added the text section at place 3; the page has ${home.blocks.length + 1} sections.`,
  );
  await actions(page).getByRole("button", { name: "Remove" }).focus();
  await keys.press("Enter");
  // Asked first, the keyboard on keeping it: one Tab to Remove section.
  const ask = page.getByRole("dialog", { name: "Remove the text section?" });
  await expect(ask.getByRole("button", { name: "Keep it" })).toBeFocused();
  await keys.press("Tab");
  await expect(ask.getByRole("button", { name: "Remove section" })).toBeFocused();
  await keys.press("Enter");
  await expect(announcements(page)).toContainText(
    `Removed the text section; the page has ${home.blocks.length} sections.`,
  );
  // A required text emptied: the problems' count is said as it changes.
  const count = page.getByRole("status").filter({ hasText: /^The check finds/ });
  const before = await count.textContent();
  await sectionButtons(page).first().focus();
  await keys.press("Enter");
  const heading = field(page, "pages.0.blocks.0.heading");
  // A text the Spanish page translates, changed: the translations' notice is said as it appears.
  await heading.fill("Tree Care You Can Trust");
  await expect(page.getByRole("heading", { name: "Changed here, not yet in the translations" })).toBeVisible();
  await expect(announcements(page)).toContainText("Changed here, not yet in the translations");
  await heading.fill("");
  await expect(count).not.toHaveText(before ?? "");
  await expect(count).toHaveText(/^The check finds 1 error/);
  // Another screen: its own title.
  await page.getByRole("link", { name: "Business", exact: true }).focus();
  await keys.press("Enter");
  await expect(page).toHaveTitle("Business facts – Site editor");
  await expect(announcements(page)).toHaveText("Business facts opened");
});

test("axe finds no WCAG 2.2 AA violation on a page being edited, the canvas frame included, a section chosen", async ({
  page,
}) => {
  await page.goto("/pages/0");
  await expect(sectionButtons(page).first()).toBeVisible();
  await sectionButtons(page).nth(2).focus();
  await page.keyboard.press("Enter");
  await expect(actions(page)).toBeVisible();
  await page.waitForTimeout(800);
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 800 });
    const result = await new AxeBuilder({ page })
      .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
      .analyze();
    const found = result.violations.map(
      (v) => `${width}: ${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`,
    );
    expect(found).toEqual([]);
  }
  // The canvas was looked at: its sections are there, none a control.
  const frame = page.frameLocator("iframe").first();
  await expect(frame.locator("[data-puck-component]").first()).toBeAttached();
  await expect(frame.locator("[data-puck-component][role], [data-puck-component][tabindex]")).toHaveCount(0);
});

test("no control the keyboard reaches is hidden under the pinned translation box, in either direction", async ({
  page,
}) => {
  const pages = copyData().pages as Json[];
  const translation = pages.findIndex((p) => p.translationOf && p.blocks[0]?.type === "hero");
  await page.setViewportSize({ width: 1280, height: 640 });
  await page.goto(`/pages/${translation}`);
  await expect(page.locator(".translation-status").first()).toBeVisible();
  await sectionButtons(page).first().focus();
  await page.keyboard.press("Enter");
  await expect(actions(page)).toBeVisible();
  const hidden: string[] = [];
  for (const key of [...Array(30).fill("Tab"), ...Array(30).fill("Shift+Tab")]) {
    await page.keyboard.press(key);
    const covered = await page.evaluate(() => {
      const focused = document.activeElement as HTMLElement | null;
      if (!focused?.closest(".panel-right")) return null;
      const box = focused.getBoundingClientRect();
      if (!box.width || !box.height) return null;
      // The part inside the window (a tall text box may run past its foot, its caret line in view): nothing over it.
      const top = Math.max(box.top, 0);
      const bottom = Math.min(box.bottom, window.innerHeight);
      if (bottom <= top) return `${focused.id || focused.textContent} (out of view)`;
      const on = document.elementFromPoint(box.left + box.width / 2, (top + bottom) / 2);
      return on && (focused.contains(on) || on.contains(focused)) ? null : focused.id || focused.textContent;
    });
    if (covered) hidden.push(`${key}: ${covered}`);
  }
  expect(hidden).toEqual([]);
});

test("a Spanish page's fields: in Spanish, required where they are, described only by what is shown, under a heading", async ({
  page,
}) => {
  const pages = copyData().pages as Json[];
  const spanish = pages.findIndex((p) => p.language?.startsWith("es") && p.blocks[0]?.type === "hero");
  await page.goto(`/pages/${spanish}`);
  await sectionButtons(page).first().focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { level: 2, name: /^Section 1 of \d+: Hero$/ })).toBeVisible();
  // The pages' screens are within the Pages group.
  await expect(
    page.getByRole("navigation", { name: "Parts of the site" }).getByRole("link", { name: "Pages", exact: true }),
  ).toHaveAttribute("aria-current", "page");
  const heading = field(page, `pages.${spanish}.blocks.0.heading`);
  await expect(heading).toHaveAttribute("lang", pages[spanish].language);
  await expect(heading).toHaveAttribute("aria-required", "true");
  const missing = await page.evaluate(() =>
    [...document.querySelectorAll(".panel-right [aria-describedby]")].flatMap((element) =>
      element
        .getAttribute("aria-describedby")!
        .split(" ")
        .filter((id) => !document.getElementById(id))
        .map((id) => `${element.id || element.tagName}: ${id}`),
    ),
  );
  expect(missing).toEqual([]);
});

test("a settings screen's preview of the site is no tab stop", async ({ page }) => {
  await page.goto("/settings/theme");
  await expect(page.locator("iframe.site-frame")).toBeVisible();
  const stops: string[] = [];
  for (let i = 0; i < 60; i++) {
    await page.keyboard.press("Tab");
    stops.push(await page.evaluate(() => document.activeElement?.tagName ?? ""));
  }
  expect(stops).not.toContain("IFRAME");
});
