/**
 * The owner's editor, used as the owner uses it, in Chromium against the real editor server on a copy of the
 * site. Expectations are read from the copy (never the shipped content's words), and every saved file is
 * checked with the validator `npm run validate` runs.
 */
import { valueAt } from "../../src/site/json-path.ts";
import { spawnSync } from "node:child_process";
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test, type BrowserContext, type Page } from "@playwright/test";
import sharp from "sharp";
import { FONT_NAMES, type ThemeData } from "../../schema/theme.ts";
import { languageFolder } from "../../src/site/languages.ts";
import { leadToVersion, linksTo } from "../../src/site/links.ts";
import { fillPlaceholders, placeholderValues } from "../../src/site/placeholders.ts";
import { checkSiteText } from "../../src/save/save.ts";
import { themeFonts } from "../../src/theme/fonts.ts";
import { formatDate } from "../../src/ui/dates.ts";
import { generateSite } from "../../tools/bench-site.ts";
import { languageName } from "../app/src/model/words.ts";
import { findText } from "../app/src/model/find.ts";

import { labelFor } from "../app/src/model/schema.ts";
import { copyData, copyText, EDITOR_E2E_DIR, EDITOR_E2E_DIST, EDITOR_E2E_SITE, resetCopy } from "./copy.ts";
import {
  addPage,
  addSection,
  canvas,
  openPage,
  openPart,
  reopenAfterClosedTab,
  save,
  selectSection,
} from "./editing.ts";

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

test.beforeEach(() => resetCopy());

function errorsIn(text: string): string[] {
  return checkSiteText(text)
    .problems.filter((p) => p.severity === "error")
    .map((p) => `${p.place}: ${p.message}`);
}

function changedLines(before: string, after: string): string[] {
  const a = before.split("\n");
  const b = after.split("\n");
  expect(b.length).toBe(a.length);
  return b.filter((line, i) => line !== a[i]);
}

/** The first page (not the home page when `notHome`) whose first block with a heading is found, and that heading. */
function headedBlock(site: Json, pageIndex = 0): { block: number; heading: string } {
  const blocks = site.pages[pageIndex].blocks as Json[];
  const block = blocks.findIndex((b) => typeof b.heading === "string" && !b.heading.includes("{"));
  return { block, heading: blocks[block].heading };
}

test("a heading changed and saved is one changed line, valid, and on the built page", async ({ page }) => {
  test.setTimeout(180_000);
  const before = copyText();
  const { block, heading } = headedBlock(copyData());
  const changed = `${heading} today`;
  await openPage(page, 0);
  await selectSection(page, heading);
  await page.getByRole("textbox", { name: /^Heading/ }).fill(changed);
  await expect(canvas(page).getByText(changed, { exact: true })).toBeVisible();
  const sent = page.waitForRequest((request) => request.url().endsWith("/api/save"));
  await save(page);
  // What the browser sent is the change, not the whole site (src/save/changes.ts).
  const body = (await sent).postDataJSON();
  expect(body.changes).toEqual([{ at: ["pages", 0, "blocks", block, "heading"], value: changed }]);
  expect(body.data).toBeUndefined();

  const after = copyText();
  expect(changedLines(before, after)).toEqual([expect.stringContaining(JSON.stringify(changed))]);
  expect(JSON.parse(after).pages[0].blocks[block].heading).toBe(changed);
  expect(errorsIn(after)).toEqual([]);

  const build = spawnSync("npx", ["tsx", "scripts/build.ts"], {
    env: { ...process.env, SITE_JSON: EDITOR_E2E_SITE, DIST_DIR: EDITOR_E2E_DIST },
    encoding: "utf8",
  });
  expect(build.status, build.stderr).toBe(0);
  await page.goto(`file://${join(EDITOR_E2E_DIST, "client/index.html")}`);
  await expect(page.getByRole("heading", { name: changed })).toBeVisible();
});

test("a hero with no buttons is drawn on the canvas, whether its list is empty or left out", async ({ page }) => {
  const site = copyData();
  const heroes = (site.pages as Json[]).flatMap((entry, index) =>
    (entry.blocks as Json[])[0]?.type === "hero" ? [index] : [],
  );
  expect(heroes.length).toBeGreaterThan(1);
  // The build gives a hero no buttons either way (the schema's default); the canvas draws it as the build does.
  const [empty, absent] = heroes as [number, number];
  site.pages[empty].blocks[0].actions = [];
  delete site.pages[absent].blocks[0].actions;
  writeFileSync(EDITOR_E2E_SITE, JSON.stringify(site, null, 2) + "\n");
  for (const index of [empty, absent]) {
    await openPage(page, index);
    const hero = site.pages[index].blocks[0];
    const heading = fillPlaceholders(hero.heading as string, placeholderValues(site));
    await expect(canvas(page).getByRole("heading", { level: 1, name: heading })).toBeVisible();
    await expect(canvas(page).getByText(/cannot be shown/)).toHaveCount(0);
  }
});

test("an emptied required field is refused at the field and the file is untouched", async ({ page }) => {
  const before = copyText();
  const { heading } = headedBlock(copyData());
  await openPage(page, 0);
  await selectSection(page, heading);
  const field = page.getByRole("textbox", { name: /^Heading/ });
  await field.fill("");
  await expect(field).toHaveAttribute("aria-invalid", "true");
  const describedBy = (await field.getAttribute("aria-describedby"))!.split(" ").pop();
  const message = page.locator(`[id="${describedBy}"]`);
  await expect(message).toContainText("Must fix");
  await expect(canvas(page).getByText(/1 error in this/)).toBeVisible();
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: /^Not saved: 1 error/ })).toBeVisible();
  expect(copyText()).toBe(before);
});

test("a section just added asks for its empty fields, calmly, until Save is pressed", async ({ page }) => {
  const before = copyText();
  await openPage(page, 0);
  await addSection(page, "Questions and answers");
  const field = page.getByRole("textbox", { name: /^Heading/ });
  await expect(field).toHaveValue("");
  // Nothing is wrong yet: its fields are still to fill in, and nothing reads as an error.
  const problems = page.getByRole("button", { name: /^Problems:/ });
  await expect(problems).toHaveText(/^Problems: \d+ to do$/);
  const toFill = Number((await problems.textContent())!.match(/(\d+) to do/)![1]);
  expect(toFill).toBeGreaterThan(0);
  await expect(canvas(page).getByText(`Fill in ${toFill} fields of this questions and answers section`)).toBeVisible();
  const message = page.locator(`[id="${(await field.getAttribute("aria-describedby"))!.split(" ").pop()}"]`);
  await expect(message).toHaveText("To do: Fill in “Heading”. Some text for visitors to read.");
  await expect(field).not.toHaveAttribute("aria-invalid", "true");
  // A heading typed then taken away is the owner's mistake: an error at once, the others still to fill in.
  await field.fill("Questions");
  await field.fill("");
  await expect(field).toHaveAttribute("aria-invalid", "true");
  await expect(message).toHaveText(/^Must fix: /);
  await expect(problems).toHaveText(`Problems: 1 error${toFill > 1 ? `, ${toFill - 1} to do` : ""}`);
  const rest = toFill - 1 === 1 ? "1 field" : `${toFill - 1} fields`;
  await expect(
    canvas(page).getByText(`1 error in this questions and answers section, and ${rest} to fill in`),
  ).toBeVisible();
  // Save is refused, the file untouched, and every field left empty now shows as the error it is.
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: `Not saved: ${toFill} errors to fix` })).toBeVisible();
  await expect(problems).toHaveText(`Problems: ${toFill} errors`);
  // The keyboard is taken from Save to the first of them, as a form does.
  await expect(field).toBeFocused();
  // Filled in, the next Save takes it to the next one left: the first question.
  await field.fill("Questions");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByRole("textbox", { name: /^Question/ }).first()).toBeFocused();
  expect(copyText()).toBe(before);
});

test("a section added above one typed in is only to fill in; the one typed in keeps its error", async ({ page }) => {
  const count = copyData().pages[0].blocks.length;
  await openPage(page, 0);
  await addSection(page, "Questions and answers");
  const heading = page.getByRole("textbox", { name: /^Heading/ });
  await heading.fill("Questions");
  await heading.fill("");
  await expect(heading).toHaveAttribute("aria-invalid", "true");
  await page
    .getByRole("textbox", { name: /^Question/ })
    .first()
    .fill("How soon can you come?");
  // Another one added in its place: the section before it selected, then added after it.
  await page
    .locator(".section-list button")
    .nth(count - 1)
    .click();
  await addSection(page, "Questions and answers");
  await expect(page.getByText(`Section ${count + 1} of ${count + 2}: Questions and answers`)).toBeVisible();
  // The new one has had nothing typed in: its heading is to fill in. The one typed in, now after it, is still wrong.
  await expect(heading).not.toHaveAttribute("aria-invalid", "true");
  await expect(canvas(page).getByText(/^Fill in \d+ fields of this questions and answers section$/)).toBeVisible();
  await expect(canvas(page).getByText(/^1 error in this questions and answers section/)).toBeVisible();
  await expect(page.getByRole("button", { name: /^Problems:/ })).toHaveText(/^Problems: 1 error, \d+ to do$/);
});

test("a button changed from calling to a link keeps its words and style, and asks only for the link", async ({
  page,
}) => {
  const blocks = copyData().pages[0].blocks as Json[];
  const block = blocks.findIndex((b) => (b.actions ?? []).some((a: Json) => a.action !== "link"));
  const button = (blocks[block].actions as Json[]).findIndex((a) => a.action !== "link");
  const before = blocks[block].actions[button];
  await openPage(page, 0);
  await selectSection(page, blocks[block].heading);
  // A button is named by its words, as the page shows it.
  await page.getByLabel(`${before.label}: kind`).selectOption({ label: "Link" });
  const item = page.locator(`[data-path="pages.0.blocks.${block}.actions.${button}"]`).first();
  await expect(item.getByRole("textbox", { name: /^Label/ })).toHaveValue(before.label);
  // The link is offered the site's addresses as it is typed; until then it says what it wants.
  const link = item.getByRole("combobox", { name: /^Link/ });
  await expect(link).toHaveValue("");
  await expect(item).toContainText("To do: Fill in “Link”. A link: /path for a page of this site");
  await link.fill("/contact");
  await save(page);
  const { action, label, style, href } = copyData().pages[0].blocks[block].actions[button];
  expect({ action, label, style, href }).toEqual({
    action: "link",
    label: before.label,
    style: before.style,
    href: "/contact",
  });
  // Kinds are said as what they are, not as their fields' names ("Label and Children"); a menu by its name.
  const items = copyData().navigation.items as Json[];
  const menu = items.findIndex((item) => Array.isArray(item.children));
  await page.getByRole("link", { name: /^Header \(the same on every page/ }).click();
  const kind = page.getByLabel(`${items[menu]!.label} menu: kind`);
  await expect(kind.locator("option:checked")).toHaveText("A dropdown menu of links");
  expect(await kind.locator("option").allTextContents()).toEqual(["A link", "A dropdown menu of links"]);
});

test("a gallery added starts with the words its language's galleries use for their buttons, and asks for pictures", async ({
  page,
}) => {
  const site = copyData();
  const tag = site.languages[0].language;
  const pages = site.pages as Json[];
  const gallery = pages
    .filter((p) => p.language === tag)
    .flatMap((p) => p.blocks as Json[])
    .find((b) => b.type === "gallery");
  expect(gallery, `a gallery on a page in ${tag}`).toBeTruthy();
  await openPage(
    page,
    pages.findIndex((p) => p.language === tag),
  );
  await addSection(page, "Gallery");
  // The owner need not type them again: they are the language's own, not the site's first language's (kept under
  // More options, as the owner seldom changes them).
  await page.getByRole("button", { name: "More options" }).click();
  await expect(page.getByRole("textbox", { name: /^Open label/ })).toHaveValue(gallery.openLabel);
  await expect(page.getByRole("textbox", { name: /^Close label/ })).toHaveValue(gallery.closeLabel);
  // Its pictures are named so, and the one still to choose says so in the editor's words.
  const choose = page.getByRole("button", { name: "Choose picture 1" });
  await expect(choose).toBeVisible();
  await expect(page.locator(".field-image").first()).toContainText(
    "To do: No picture chosen yet. Choose one of the site's pictures, or upload one.",
  );
});

test("the problems list names each problem and jumps to its field", async ({ page }) => {
  const { heading } = headedBlock(copyData());
  await openPage(page, 0);
  await selectSection(page, heading);
  await page.getByRole("textbox", { name: /^Heading/ }).fill("");
  await openPart(page, "Pages");
  await page.getByRole("button", { name: /^Problems: 1 error/ }).click();
  // Named as the editor names the page, its sections and fields, not by the file's keys.
  const site = copyData();
  const { block } = headedBlock(site);
  expect(site.pages[0].path).toBe("/");
  const place = `Home page › ${labelFor(site.pages[0].blocks[block].type)}`;
  const entry = page.getByRole("complementary", { name: "Problems" }).getByRole("button", { name: place });
  await entry.click();
  await expect(page.getByRole("textbox", { name: /^Heading/ })).toBeFocused();
});

test("with the problems open over a page's fields, the sections and the canvas keep their room and the page shows", async ({
  page,
}) => {
  const { heading } = headedBlock(copyData(), 1);
  await openPage(page, 1);
  const sections = page.getByRole("complementary", { name: "Sections" });
  await expect(sections).toBeVisible();
  await page.getByRole("button", { name: /^Problems|^No problems/ }).click();
  await expect(page.getByRole("complementary", { name: "Problems" })).toBeVisible();
  // A drawer over the fields: the sections stay in view, and the canvas keeps most of half the window.
  await expect(sections).toBeVisible();
  await stays(page, heading, 0.4);
  await page.getByRole("button", { name: "Close the problems" }).click();
  await expect(sections).toBeVisible();
  // In a narrower window the canvas is narrow too, its width buttons one above the other: it still shows the page.
  await page.setViewportSize({ width: 960, height: 800 });
  await page.getByRole("button", { name: /^Problems|^No problems/ }).click();
  await stays(page, heading, 0.2);
  // On a phone, the panel opens above the page, in view, and takes the keyboard.
  await page.getByRole("button", { name: "Close the problems" }).click();
  await page.setViewportSize({ width: 375, height: 800 });
  await page.getByRole("button", { name: /^Problems|^No problems/ }).click();
  const title = page.getByRole("heading", { name: "Problems" });
  await expect(title).toBeFocused();
  await expect(title).toBeInViewport();
});

/** The canvas, looked at for a second and a half: as wide as `share` of the window, inside it, the page drawn. */
async function stays(page: Page, heading: string, share: number): Promise<void> {
  const window = page.viewportSize()!;
  for (let look = 0; look < 6; look++) {
    const stage = (await page.locator(".canvas-stage").boundingBox())!;
    expect(stage.width).toBeGreaterThan(window.width * share);
    // The stage ends inside the window: it never grows with the frame drawn in it.
    expect(stage.y + stage.height).toBeLessThanOrEqual(window.height + 1);
    await expect(canvas(page).getByText(heading, { exact: true }).first()).toBeInViewport();
    await page.waitForTimeout(250);
  }
}

test("undo and redo with the keyboard span the session", async ({ page }) => {
  const { heading } = headedBlock(copyData());
  await openPage(page, 0);
  await selectSection(page, heading);
  const field = page.getByRole("textbox", { name: /^Heading/ });
  await field.fill(`${heading} one`);
  await expect(canvas(page).getByText(`${heading} one`, { exact: true })).toBeVisible();
  await page.keyboard.press("Control+z");
  await expect(canvas(page).getByText(heading, { exact: true })).toBeVisible();
  await page.keyboard.press("Control+Shift+z");
  await expect(canvas(page).getByText(`${heading} one`, { exact: true })).toBeVisible();
  await page.getByRole("button", { name: "Undo" }).click();
  await expect(canvas(page).getByText(heading, { exact: true })).toBeVisible();

  // The same keys on another screen, and the history still holds the page's edit.
  const name = copyData().business.name;
  await openPart(page, "Business", "Business facts");
  const nameField = page.getByRole("textbox", { name: /^Name/ }).first();
  await nameField.fill(`${name} Co`);
  await nameField.press("Control+z");
  await expect(nameField).toHaveValue(name);
  await page.keyboard.press("Control+Shift+z");
  await expect(nameField).toHaveValue(`${name} Co`);
});

test("a service radius written in miles is said in miles, pointed out, and saved in metres", async ({ page }) => {
  await page.goto("/");
  await openPart(page, "Business", "Business facts");
  const radius = page.getByRole("textbox", { name: /^Service radius in metres/ });
  await expect(radius).toHaveValue(String(copyData().business.serviceRadiusMeters));
  // An owner who thinks in miles writes 25: the field says what that is, and the check that it is too small.
  await radius.fill("25");
  await expect(radius).toHaveAccessibleDescription(/About 0\.016 miles \(0\.025 km\)\./);
  await expect(
    page.getByText("search engines are told the business works within 25 metres of its centre"),
  ).toBeVisible();
  await radius.fill("40234");
  await expect(radius).toHaveAccessibleDescription(/About 25 miles \(40 km\)\./);
  await expect(page.getByText(/works within .* metres of its centre/)).toHaveCount(0);
  await save(page);
  expect(copyData().business.serviceRadiusMeters).toBe(40234);
});

test("a page added from a template, its sections reordered, is saved whole", async ({ page }) => {
  const site = copyData();
  const template = site.pages[0];
  const second = (template.blocks as Json[]).findIndex(
    (b, i) => i > 0 && typeof b.heading === "string" && !b.heading.includes("{"),
  );
  await page.goto("/");
  await page.getByRole("button", { name: "Add a page" }).click();
  await page.getByLabel("Title", { exact: true }).fill("Palm Tree Care in Town");
  await page.getByLabel("Address", { exact: true }).fill("/palm-tree-care");
  await page.getByLabel("Start from").selectOption({ index: 0 });
  await page.getByRole("button", { name: "Add the page" }).click();
  await expect(page.getByRole("button", { name: /Phone/ })).toBeVisible();
  await selectSection(page, template.blocks[second].heading);
  await page
    .getByRole("toolbar", { name: /^Actions for the/ })
    .getByRole("button", { name: "Move down" })
    .click();
  await expect(page.getByText(`Section ${second + 2} of`)).toBeVisible();
  await save(page);
  const saved = copyData();
  const added = (saved.pages as Json[]).find((p) => p.path === "/palm-tree-care");
  expect(added.title).toBe("Palm Tree Care in Town");
  expect(added.blocks[second + 1].heading).toBe(template.blocks[second].heading);
  expect(added.blocks[second].type).toBe(template.blocks[second + 1].type);
  expect(errorsIn(copyText())).toEqual([]);
  // Laid out as the project's prettier lays out JSON, so `npm test`'s format check stays green after a save.
  const prettier = await import("prettier");
  const options = { ...(await prettier.resolveConfig(EDITOR_E2E_SITE)), parser: "json" };
  expect(await prettier.check(copyText(), options)).toBe(true);
});

test("a section added from the palette by keyboard, duplicated and removed", async ({ page }) => {
  await openPage(page, 1);
  const before = copyData().pages[1].blocks.length;
  await addSection(page, "Text");
  await expect(page.getByText(`Section ${before + 1} of ${before + 1}: Text`)).toBeFocused();
  // Added below the canvas's fold, it is brought into view; so is the first, chosen in the list of sections.
  const sections = canvas(page).locator("[data-puck-component]");
  await expect(sections.last()).toBeInViewport();
  await expect(sections.first()).not.toBeInViewport();
  await page.getByRole("complementary", { name: "Sections" }).locator(".section-list button").first().click();
  await expect(sections.first()).toBeInViewport();
  await page.getByRole("complementary", { name: "Sections" }).locator(".section-list button").last().click();
  // The new section still needs its paragraphs: the check says they are to fill in (Save is refused until they are).
  const problems = page.getByRole("button", { name: /^Problems: [1-9]\d* to do$/ });
  await expect(problems).toBeVisible();
  const toFill = /(\d+) to do/.exec((await problems.textContent())!)![1];
  await page.getByRole("button", { name: "Duplicate" }).click();
  await expect(page.getByText(new RegExp(`of ${before + 2}`))).toBeVisible();
  await page.getByRole("button", { name: "Remove", exact: true }).click();
  // Asked first, then removed.
  await page
    .getByRole("dialog", { name: "Remove the text section?" })
    .getByRole("button", { name: "Remove section" })
    .click();
  // The keyboard goes on at the page's settings (the button it was on is gone).
  await expect(page.locator(".fields-title")).toHaveText("Page settings");
  await expect(page.locator(".fields-title")).toBeFocused();
  // The copy's to-do gone with it: the count is the one section's again.
  await expect(page.getByRole("button", { name: `Problems: ${toFill} to do` })).toBeVisible();
  // The list of pages says so beside the page, as something to fill in, not as mistakes to fix.
  await openPart(page, "Pages");
  const title = copyData().pages[1].title;
  const row = page.getByRole("row").filter({ has: page.getByRole("link", { name: title, exact: true }) });
  await expect(row).toContainText(`${toFill} to fill in`);
  await expect(row).not.toContainText("to fix");
});

test("on a phone, a section added from the bottom of the page shows its fields, and keeps them in view", async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await openPage(page, 1);
  const before = copyData().pages[1].blocks.length;
  await addSection(page, "Text");
  const title = page.getByText(`Section ${before + 1} of ${before + 1}: Text`);
  await expect(title).toBeFocused();
  // Looked at again once the section's fields have replaced the page's: the browser does not scroll away from them.
  for (let look = 0; look < 4; look++) {
    await expect(title).toBeInViewport();
    await page.waitForTimeout(250);
  }
  // Far down the page, Save is at hand: the app bar stays thin, Save stays at the window's foot, and covers nothing
  // the owner is typing in.
  const heading = page.getByRole("textbox", { name: /^Heading/ });
  await heading.fill("Palms we look after");
  await page.getByRole("textbox", { name: "Paragraph 1" }).fill("Royal, queen and sabal palms.");
  expect((await page.locator(".topbar").boundingBox())!.height).toBeLessThanOrEqual(52);
  const saveButton = page.getByRole("button", { name: "Save", exact: true });
  await expect(saveButton).toBeInViewport();
  const [bar, field] = [
    await saveButton.boundingBox(),
    await page.getByRole("textbox", { name: "Paragraph 1" }).boundingBox(),
  ];
  expect(field!.y + field!.height).toBeLessThanOrEqual(bar!.y);
  // Each control the keyboard reaches next is scrolled to above the bar, not under it.
  for (let tab = 0; tab < 6; tab++) {
    await page.keyboard.press("Tab");
    // Past the section's last control (its seldom-used fields are behind More options) the page has no more.
    if (await page.evaluate(() => document.activeElement === document.body)) break;
    const box = await page.locator(":focus").boundingBox();
    if (box) expect(box.y + box.height, `Tab ${tab + 1}`).toBeLessThanOrEqual(bar!.y);
  }
  await save(page);
  expect(copyData().pages[1].blocks.at(-1)).toMatchObject({ type: "text", heading: "Palms we look after" });
});

test("on a phone, a section tapped in the preview shows its fields, and the preview is one button away", async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  const blocks = copyData().pages[0].blocks as Json[];
  const index = blocks.findLastIndex((b) => typeof b.heading === "string" && !b.heading.includes("{"));
  const heading = blocks[index].heading as string;
  await openPage(page, 0);
  await selectSection(page, heading);
  // The fields are below the canvas: the tap brings them up, their title taking the keyboard.
  const title = page.getByText(`Section ${index + 1} of ${blocks.length}:`);
  await expect(title).toBeFocused();
  await expect(title).toBeInViewport();
  // What a visitor reads comes first; the section's id for links, last (under More options).
  const panel = page.locator(".panel-right");
  await panel.getByRole("button", { name: "More options" }).click();
  await expect(panel.getByRole("textbox").first()).toHaveAccessibleName(/^Heading/);
  await expect(panel.getByRole("textbox").last()).toHaveAccessibleName(/^Section id/);
  const field = page.getByRole("textbox", { name: /^Heading/ });
  await field.fill(`${heading} now`);
  await page.getByRole("button", { name: "See it in the preview" }).click();
  await expect(canvas(page).getByText(`${heading} now`, { exact: true })).toBeInViewport();
  // The Preview tab: the canvas right under the tabs and the widths (nothing else between), down to the bottom bar,
  // whole in view. Above the tabs: the page's header and here the strip saying the translations lag behind.
  const stage = (await page.locator(".canvas-stage").boundingBox())!;
  const tabs = (await page.getByRole("tablist").boundingBox())!;
  const widths = (await page.locator(".viewport-switch").boundingBox())!;
  expect(stage.y).toBeGreaterThanOrEqual(0);
  expect(widths.y - (tabs.y + tabs.height)).toBeLessThan(16);
  expect(stage.y - (widths.y + widths.height)).toBeLessThan(16);
  expect(stage.y + stage.height).toBeLessThanOrEqual((await page.locator(".bottombar").boundingBox())!.y + 1);
  // Beside the canvas (a wider window) the fields are in view already, and the button is not offered.
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(page.getByRole("button", { name: "See it in the preview" })).toBeHidden();
});

test("a photo is uploaded, described, used, and saved under images/ with a name the server chose", async ({ page }) => {
  const { heading } = headedBlock(copyData());
  const block = copyData().pages[0].blocks.find((b: Json) => b.heading === heading);
  test.skip(!block.image, "the first headed section of the home page has no image");
  // As a phone takes it: wider than any copy the site serves, with the phone's details in it.
  const photo = await sharp({ create: { width: 3000, height: 2000, channels: 3, background: "#3a7" } })
    .jpeg()
    .withExifMerge({ IFD0: { Make: "Apple", Model: "iPhone 15" } })
    .toBuffer();
  await openPage(page, 0);
  await selectSection(page, heading);
  const describe = page.getByLabel(/What does the image show/);
  // The section's own picture, picked again, keeps its description.
  await page.getByRole("button", { name: /^Change image/ }).click();
  await page.getByRole("button", { name: block.image.src.replace(/^images\//, "") }).click();
  await expect(describe).toHaveValue(block.image.alt ?? "");
  await page.getByRole("button", { name: "Back to the gallery" }).click();
  // An iPhone's own format is told apart before anything is sent, with how to make a JPEG of it.
  let sent = 0;
  page.on("request", (request) => void (request.url().endsWith("/api/images") && sent++));
  const heic = Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from("ftypheic"), Buffer.alloc(16)]);
  await page
    .getByLabel(/Upload a photo/)
    .setInputFiles({ name: "IMG_0042.HEIC", mimeType: "image/heic", buffer: heic });
  await expect(page.getByText(/^IMG_0042\.HEIC: it is an iPhone photo in HEIC.*save it as a JPEG first/)).toBeVisible();
  expect(sent).toBe(0);
  await page
    .getByLabel(/Upload a photo/)
    .setInputFiles({ name: "Our New Truck.JPG", mimeType: "image/jpeg", buffer: photo });
  // A new picture starts with no description: the old picture's words would be read aloud for it.
  await expect(describe).toHaveValue("");
  await expect(page.getByRole("status").filter({ hasText: /^Made 2,400 pixels wide/ })).toHaveText(
    /^Made 2,400 pixels wide \(it was 3,000\), its camera details \(where and when it was taken\) left out: /,
  );
  await expect(page.getByRole("button", { name: "Use this image" })).toBeDisabled();
  await describe.fill("Our new bucket truck");
  await page.getByRole("button", { name: "Use this image" }).click();
  await save(page);
  const image = copyData().pages[0].blocks.find((b: Json) => b.heading === heading).image;
  expect(image.src).toMatch(/^images\/our-new-truck-[0-9a-f]{8}\.jpg$/);
  expect(image.alt).toBe("Our new bucket truck");
  const kept = await sharp(join(EDITOR_E2E_DIR, image.src)).metadata();
  expect([kept.width, kept.height, kept.exif]).toEqual([2400, 1600, undefined]);
  expect(errorsIn(copyText())).toEqual([]);
});

test("a logo drawn in SVG is uploaded and used; one with a script in it is refused, and nothing is written", async ({
  page,
}) => {
  const images = () => readdirSync(join(EDITOR_E2E_DIR, "images"), { recursive: true }).map(String).sort();
  const before = images();
  await page.goto("/settings/site");
  await page.getByRole("button", { name: /^Change logo/ }).click();
  const upload = page.getByLabel(/Upload a photo or drawing/);
  const drawing = (inside: string) =>
    Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40" width="40" height="40">${inside}</svg>`);
  await upload.setInputFiles({
    name: "Logo from the printer.svg",
    mimeType: "image/svg+xml",
    buffer: drawing('<circle cx="20" cy="20" r="18" fill="#2f6b3f"/><script>fetch("/api/save")</script>'),
  });
  await expect(page.getByRole("alert")).toHaveText(
    /^Logo from the printer\.svg was refused: this drawing has a script in it, which a picture on a website may not have: save it again .* as plain SVG, or use a PNG of it\.$/,
  );
  expect(images()).toEqual(before);
  await upload.setInputFiles({
    name: "Our Logo.svg",
    mimeType: "image/svg+xml",
    buffer: drawing('<circle cx="20" cy="20" r="18" fill="#2f6b3f"/>'),
  });
  // A logo is decorative: chosen at once, with no description asked.
  const shown = page.locator(".field-image", { has: page.getByRole("button", { name: /^Change logo/ }) });
  await expect(shown.locator("code")).toHaveText(/^images\/our-logo-[0-9a-f]{8}\.svg$/);
  await expect
    .poll(() => shown.locator("img").evaluate((img) => (img as HTMLImageElement).naturalWidth))
    .toBeGreaterThan(0);
  // Shown whole, as the header draws it: a wide mark cropped like a photo would lose its ends.
  await expect(shown.locator("img")).toHaveCSS("object-fit", "contain");
  await save(page);
  const src = copyData().site.logo.src as string;
  expect(src).toMatch(/^images\/our-logo-[0-9a-f]{8}\.svg$/);
  expect(images()).toEqual([...before, src.replace(/^images\//, "")].sort());
  // Checked as validate and the build check it, pictures and all.
  expect(checkSiteText(copyText(), { root: EDITOR_E2E_DIR }).problems.filter((p) => p.severity === "error")).toEqual(
    [],
  );
});

test("a post's date is picked from a calendar, its language and original from the site's own", async ({ page }) => {
  const site = copyData();
  const own = site.site.language as string;
  const index = (site.posts as Json[]).findIndex((post) => post.translationOf !== undefined);
  const post = site.posts[index];
  await page.goto(`/posts/${index}`);
  await expect(page.getByRole("button", { name: /Phone/ })).toBeVisible();
  // The language is one of the site's, said in words; the original, one of the site's pages or posts in its language.
  const language = page.getByLabel(/^Language/);
  await expect(language).toHaveValue(post.language);
  await expect(language.locator("option:checked")).toHaveText(`${languageName(post.language)} (${post.language})`);
  const tags = [own, ...(site.languages as Json[]).map((entry) => entry.language)];
  expect(await language.locator("option").evaluateAll((all) => all.map((o) => (o as HTMLOptionElement).value))).toEqual(
    ["", ...tags],
  );
  const original = page.getByLabel(/^Translation of/);
  await expect(original).toHaveValue(post.translationOf);
  const originals = [...site.pages, ...site.posts]
    .filter((entry: Json) => entry.translationOf === undefined && (entry.language ?? own) === own)
    .map((entry: Json) => entry.path);
  expect(await original.locator("option").evaluateAll((all) => all.map((o) => (o as HTMLOptionElement).value))).toEqual(
    ["", ...originals],
  );
  // The date: a calendar where the browser has one, its value as the file writes it.
  const published = page.getByLabel(/^Published/);
  await expect(published).toHaveAttribute("type", "date");
  await expect(published).toHaveValue(post.published);
  const shown = page.getByLabel(/^Display date/);
  await expect(shown).toHaveAttribute("type", "date");
  await shown.fill("2026-02-03");
  await expect(canvas(page).locator(".post-date time")).toHaveAttribute("datetime", "2026-02-03");
  await save(page);
  const saved = copyData().posts[index];
  expect(saved).toMatchObject({
    displayDate: "2026-02-03",
    language: post.language,
    translationOf: post.translationOf,
  });
  expect(errorsIn(copyText())).toEqual([]);
});

test("a date written by hand as no real day is shown as written, with its error, not lost in a calendar", async ({
  page,
}) => {
  const site = copyData();
  site.posts[0].displayDate = "2025-13-01";
  writeFileSync(EDITOR_E2E_SITE, JSON.stringify(site, null, 2) + "\n");
  await page.goto("/posts/0");
  await expect(page.getByRole("button", { name: /Phone/ })).toBeVisible();
  const shown = page.getByLabel(/^Display date/);
  await expect(shown).toHaveAttribute("type", "text");
  await expect(shown).toHaveValue("2025-13-01");
  await expect(shown).toHaveAttribute("aria-invalid", "true");
  // Mended, it is a day again: the calendar takes it.
  await shown.fill("2025-12-01");
  await expect(shown).toHaveAttribute("type", "date");
  await expect(page.getByLabel(/^Published/)).toHaveAttribute("type", "date");
});

test("an empty post starts as a post: dated today, headed by its title, with a section a post may hold", async ({
  page,
}) => {
  const site = copyData();
  const now = new Date();
  const today = [now.getFullYear(), now.getMonth() + 1, now.getDate()].map((n) => String(n).padStart(2, "0")).join("-");
  await page.goto("/");
  await page.getByRole("button", { name: "Add a post" }).click();
  await page.getByLabel("Title", { exact: true }).fill("Palm Care After the Storm | Somewhere");
  await page.getByLabel("Start from").selectOption({ label: "An empty post with one section" });
  await page.getByRole("button", { name: "Add the post" }).click();
  await expect(page.getByRole("button", { name: /Phone/ })).toBeVisible();
  // Drawn as visitors will see it: the headline (the title before " | ") and today's date above the sections.
  await expect(canvas(page).locator("h1")).toHaveText("Palm Care After the Storm");
  await expect(canvas(page).locator(".post-date time")).toHaveAttribute("datetime", today);
  await expect(canvas(page).locator(".post-date")).toHaveText(formatDate(today, site.site.language));
  // A post holds no hero: it is neither its first section nor offered, as it is on a page.
  const chooser = page.getByRole("dialog", { name: "Add a section" });
  const typesOffered = async () => {
    await page.getByRole("button", { name: "Add section" }).click();
    const names = await chooser.locator(".section-type-name").allTextContents();
    await chooser.getByRole("button", { name: "Cancel" }).click();
    return names;
  };
  const offered = await typesOffered();
  expect(offered[0]).toBe("Text");
  expect(offered).not.toContain("Hero");
  await page.getByRole("button", { name: /^Problems/ }).click();
  const problems = await page.locator(".problems-panel").innerText();
  expect(problems).not.toMatch(/hero|published/);
  await openPage(page, 0);
  expect(await typesOffered()).toContain("Hero");
});

test("a post on the canvas shows its date, headline and picture above its sections", async ({ page }) => {
  const post = copyData().posts[0] as Json;
  await page.goto("/posts/0");
  await expect(page.getByRole("button", { name: /Phone/ })).toBeVisible();
  await expect(canvas(page).locator("h1")).toHaveText(post.heading ?? post.title);
  await expect(canvas(page).locator(".post-date time")).toHaveAttribute("datetime", post.displayDate ?? post.published);
  await expect(canvas(page).locator(".post-image img")).toHaveAttribute("alt", post.image.alt);
  // Edited in the page settings, the headline changes on the canvas as the owner types.
  await page.getByRole("textbox", { name: /^Heading/ }).fill("A New Headline");
  await expect(canvas(page).locator("h1")).toHaveText("A New Headline");
});

test("a post is added", async ({ page }) => {
  const count = copyData().posts.length;
  test.skip(count === 0, "the site has no posts to start from");
  const prefix = String(copyData().posts[0].path).replace(/\/[^/]*$/, "/");
  await page.goto("/");
  await page.getByRole("button", { name: "Add a post" }).click();
  await page.getByLabel("Title", { exact: true }).fill("Hurricane Prep for Your Yard");
  await page.getByLabel("Address", { exact: true }).fill(`${prefix}hurricane-prep`);
  await page.getByRole("button", { name: "Add the post" }).click();
  await expect(page.getByRole("button", { name: /Phone/ })).toBeVisible();
  await save(page);
  const posts = copyData().posts as Json[];
  expect(posts).toHaveLength(count + 1);
  expect(posts.at(-1).path).toBe(`${prefix}hurricane-prep`);
  expect(errorsIn(copyText())).toEqual([]);
});

test("a new page's address follows its title and the page it copies, until the owner writes one", async ({ page }) => {
  const pages = copyData().pages as Json[];
  // A page whose address is one word or more at the top (/about): a title of those words asks for that address.
  const taken = pages.findIndex((p) => /^\/[a-z0-9]+(-[a-z0-9]+)*$/.test(p.path));
  // A language's home page (/es): a copy of it goes under it.
  const home = pages.findIndex((p) => typeof p.language === "string" && p.path === languageFolder(p.language));
  await page.goto("/");
  await page.getByRole("button", { name: "Add a page" }).click();
  const title = page.getByLabel("Title", { exact: true });
  const address = page.getByLabel("Address", { exact: true });
  // Nothing written yet: adding says what is missing, at the title, where the keyboard is left.
  await page.getByRole("button", { name: "Add the page" }).click();
  await expect(page.getByRole("alert").filter({ hasText: /title/ })).toBeVisible();
  await expect(title).toBeFocused();
  // The title up to " | " in address words, in the folder of the page it starts from.
  await page.getByLabel("Start from").selectOption({ index: taken });
  await title.fill("Palm Tree Care & Trimming | After the Storm");
  await expect(address).toHaveValue(`${folderOf(pages[taken].path)}palm-tree-care-and-trimming`);
  expect(home, "the site has a second language").toBeGreaterThanOrEqual(0);
  await page.getByLabel("Start from").selectOption({ index: home });
  await expect(address).toHaveValue(`${pages[home].path}/palm-tree-care-and-trimming`);
  // An address another page has is made free.
  await page.getByLabel("Start from").selectOption({ index: taken });
  await title.fill(pages[taken].path.slice(1).replaceAll("-", " "));
  await expect(address).toHaveValue(`${pages[taken].path}-2`);
  // Once the owner writes the address, the title no longer changes it.
  await address.fill("/palm-care");
  await title.fill("Palm Tree Care");
  await expect(address).toHaveValue("/palm-care");
  await page.getByRole("button", { name: "Add the page" }).click();
  // The new page's screen starts at its top, though the list was scrolled down to the button.
  await expect(page.getByRole("button", { name: /Phone/ })).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await expect(page.getByLabel("Address", { exact: true })).toHaveValue("/palm-care");
});

test("a page's version in another language: added from the list, named as its translation, linking to that language's pages", async ({
  page,
}) => {
  const site = copyData();
  const tag: string = site.languages[0].language;
  const language = languageName(tag);
  // The page in the site's own language with the most links to other pages: its copy has the most to lead elsewhere.
  const links = (p: Json) => (JSON.stringify(p).match(/"href":"\/|\]\(\//g) ?? []).length;
  const pages = site.pages as Json[];
  const template = pages.reduce(
    (best: number, p: Json, i: number) => (p.language === undefined && links(p) > links(pages[best]) ? i : best),
    0,
  );
  await addPage(page, template, "Palm Tree Care | In Town");
  await openPart(page, "Pages");
  // Only the new page lacks its version, so only its row offers one.
  const offers = page.getByRole("button", { name: new RegExp(`^Add the ${language} version of`) });
  await expect(offers).toHaveCount(1);
  await page.getByRole("button", { name: `Add the ${language} version of Palm Tree Care | In Town` }).click();
  await page.getByLabel("Title", { exact: true }).fill("Cuidado de palmas | En el pueblo");
  await expect(page.getByLabel("Address", { exact: true })).toHaveValue(`${languageFolder(tag)}/cuidado-de-palmas`);
  await page.getByRole("button", { name: `Add the ${language} version`, exact: true }).click();
  await expect(page.getByRole("button", { name: /Phone/ })).toBeVisible();
  await save(page);
  const saved = copyData();
  const added = (saved.pages as Json[]).find((p) => p.path === `${languageFolder(tag)}/cuidado-de-palmas`);
  expect(added).toMatchObject({
    language: tag,
    translationOf: "/palm-tree-care",
    title: "Cuidado de palmas | En el pueblo",
  });
  // Its links lead to that language's pages where the site has them: the check finds none leading to the other.
  const index = (saved.pages as Json[]).indexOf(added);
  const problems = checkSiteText(copyText()).problems;
  expect(problems.filter((p) => p.severity === "error")).toEqual([]);
  expect(links(pages[template])).toBeGreaterThan(0);
  expect(problems.filter((p) => p.code === "other-language-link" && p.path[1] === index)).toEqual([]);
  expect(problems.filter((p) => p.code === "untranslated-page")).toEqual([]);
});

test("a new page's missing version is one button away, on its own screen", async ({ page }) => {
  const site = copyData();
  const tag: string = site.languages[0].language;
  const language = languageName(tag);
  const template = (site.pages as Json[]).findIndex((p) => p.language === undefined && p.path !== "/");
  await addPage(page, template, "Palm Tree Care | In Town");
  // The warning under its address carries the remedy: the list's own dialog, opened for this page.
  const address = page.locator('[data-path="pages.' + site.pages.length + '.path"]');
  await address.getByRole("button", { name: `Add the ${language} version` }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toContainText(`Add the ${language} version of “Palm Tree Care | In Town”`);
  await page.getByLabel("Title", { exact: true }).fill("Cuidado de palmas | En el pueblo");
  await page.getByRole("button", { name: `Add the ${language} version`, exact: true }).click();
  await expect(page.getByRole("button", { name: /Phone/ })).toBeVisible();
  // Back to the list by the browser's Back: the dialog, done with, does not open again.
  await page.goBack();
  await expect(page.getByRole("heading", { name: "Pages and posts" })).toBeVisible();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await page.goForward();
  await save(page);
  const added = (copyData().pages as Json[]).find((p) => p.title === "Cuidado de palmas | En el pueblo");
  expect(added).toMatchObject({ language: tag, translationOf: "/palm-tree-care" });
});

/** The texts of a page a visitor reads, of two words or more (an address, a file or a one-word label is not counted). */
/** A text without its links' targets: "[Call us](/contact)" reads as "[Call us](/es/contacto)". */
const wordsOf = (text: string): string => text.replace(/\]\([^)\s]*\)/g, "]()");

function proseOf(value: unknown, out: string[] = []): string[] {
  if (typeof value === "string") {
    const words = value.split(/\s+/).filter((w) => /\p{L}/u.test(w)).length;
    if (words >= 2 && !/^\/|^images\/|:\/\//.test(value)) out.push(value);
  } else if (value && typeof value === "object") {
    for (const [key, item] of Object.entries(value))
      if (!["path", "translationOf", "language", "href", "src", "type", "id"].includes(key)) proseOf(item, out);
  }
  return out;
}

test("a page's version added in another language takes over that language's links to the original", async ({
  page,
}) => {
  const site = copyData();
  const tag: string = site.languages[0].language;
  const language = languageName(tag);
  // A translation its language's menus lead to, taken away as if never written: they lead to the original instead.
  const version = (site.pages as Json[]).find(
    (p) =>
      p.language === tag &&
      p.translationOf &&
      p.translationOf !== "/" &&
      linksTo(site, p.path).some((l) => l.path[0] === "languages"),
  );
  expect(version, "a translation its language's menus lead to").toBeTruthy();
  const original = (site.pages as Json[]).find((p) => p.path === version.translationOf);
  const without = { ...site, pages: (site.pages as Json[]).filter((p) => p !== version) };
  writeFileSync(EDITOR_E2E_SITE, JSON.stringify(leadToVersion(without, tag, version.path, original.path), null, 2));
  expect(checkSiteText(copyText()).problems.filter((p) => p.severity === "error")).toEqual([]);

  await page.goto("/");
  await page.getByRole("button", { name: `Add the ${language} version of ${original.title}` }).click();
  await page.getByLabel("Title", { exact: true }).fill(version.title);
  await page.getByLabel("Address", { exact: true }).fill(version.path);
  await page.getByRole("button", { name: `Add the ${language} version`, exact: true }).click();
  await expect(page.getByRole("button", { name: /Phone/ })).toBeVisible();
  await save(page);
  // Its language's menus and pages lead to it again, none of them to the original; the other language's still do.
  const saved = copyData();
  const inLanguage = (l: { path: (string | number)[] }) =>
    l.path[0] === "languages" ||
    ((l.path[0] === "pages" || l.path[0] === "posts") && saved[l.path[0]][l.path[1]!].language === tag);
  const translates = (l: { path: (string | number)[] }) => l.path[l.path.length - 1] === "translationOf";
  expect(linksTo(saved, original.path).filter((l) => inLanguage(l) && !translates(l))).toEqual([]);
  expect(linksTo(saved, version.path).some((l) => l.path[0] === "languages")).toBe(true);
  expect(linksTo(saved, original.path).some((l) => l.path[0] === "navigation" || l.path[0] === "footer")).toBe(
    linksTo(site, original.path).some((l) => l.path[0] === "navigation" || l.path[0] === "footer"),
  );
  const problems = checkSiteText(copyText()).problems;
  expect(problems.filter((p) => p.severity === "error")).toEqual([]);
  expect(problems.filter((p) => p.code === "other-language-link")).toEqual([]);
});

test("a translation shows which texts are still the original's, counts them, and leads from one to the next", async ({
  page,
}) => {
  const site = copyData();
  const tag: string = site.languages[0].language;
  const language = languageName(tag);
  const own = languageName(site.site.language);
  const template = (site.pages as Json[]).findIndex((p) => p.language === undefined && p.path !== "/");
  await addPage(page, template, "Palm Tree Care | In Town");
  await openPart(page, "Pages");
  await page.getByRole("button", { name: `Add the ${language} version of Palm Tree Care | In Town` }).click();
  await page.getByLabel("Title", { exact: true }).fill("Cuidado de palmas | En el pueblo");
  await page.getByRole("button", { name: `Add the ${language} version`, exact: true }).click();
  await expect(page.getByRole("button", { name: /Phone/ })).toBeVisible();
  await save(page);

  const saved = copyData();
  const original = (saved.pages as Json[]).find((p) => p.path === "/palm-tree-care");
  const version = (saved.pages as Json[]).find((p) => p.translationOf === "/palm-tree-care");
  // The texts the owner already said are the same in that language do not count.
  const keptBefore: string[] = site.languages[0].sameTexts ?? [];
  // Compared by their words: the version's links were led to its language's pages, its words are still the original's.
  const theirs = new Set(
    proseOf(original)
      .filter((text) => !keptBefore.includes(text))
      .map(wordsOf),
  );
  const left = proseOf(version).filter((text) => theirs.has(wordsOf(text))).length;
  expect(left).toBeGreaterThan(2);
  const status = page.getByRole("region", { name: `${language} version of /palm-tree-care` }).getByRole("status");
  await expect(status).toHaveText(`${left} texts read word for word as on the ${own} page.`);

  // Each section in the list says how many of its texts are left.
  const inFirst = proseOf(version.blocks[0]).filter((text) => theirs.has(wordsOf(text))).length;
  expect(inFirst).toBeGreaterThan(1);
  await expect(page.locator(".section-list button").first()).toContainText(`${inFirst} texts to translate`);
  // The next one is a field showing one of the original's texts, with a note saying so.
  const next = page.getByRole("button", { name: "Go to the next one" });
  await next.click();
  const first = page.locator(":focus");
  await expect(first).toHaveAccessibleDescription(new RegExp(`Same as on the ${own} page`));
  const firstId = await first.getAttribute("id");
  expect(theirs.has(wordsOf(await first.inputValue()))).toBe(true);
  await first.fill("Un texto en otro idioma");
  await expect(status).toHaveText(`${left - 1} texts read word for word as on the ${own} page.`);
  await expect(first).not.toHaveAccessibleDescription(new RegExp(`Same as on the ${own} page`));

  // The one after it is another field, still the original's.
  await next.click();
  const second = page.locator(":focus");
  await expect(second).toHaveAccessibleDescription(new RegExp(`Same as on the ${own} page`));
  expect(await second.getAttribute("id")).not.toBe(firstId);
  expect(theirs.has(wordsOf(await second.inputValue()))).toBe(true);

  // A text rightly the same in both languages (a name) is kept as it is: it is no longer counted, on any page.
  const kept = await second.inputValue();
  const noteId = (await second.getAttribute("aria-describedby"))!.split(" ").find((id) => id.startsWith("same-"));
  await page
    .locator(`[id="${noteId}"]`)
    .getByRole("button", { name: `It is the same in ${language}` })
    .click();
  await expect(second).toBeFocused();
  await expect(second).toHaveValue(kept);
  await expect(second).not.toHaveAccessibleDescription(new RegExp(`Same as on the ${own} page`));
  await save(page);
  const after = copyData();
  expect(after.languages[0].sameTexts).toEqual([...keptBefore, kept]);
  expect(errorsIn(copyText())).toEqual([]);
  const latest = (after.pages as Json[]).find((p) => p.translationOf === "/palm-tree-care");
  const remaining = proseOf(latest).filter((text) => theirs.has(wordsOf(text)) && text !== kept).length;
  expect(remaining).toBeLessThan(left - 1);
  await expect(status).toHaveText(
    `${remaining} ${remaining === 1 ? "text reads" : "texts read"} word for word as on the ${own} page.`,
  );

  // The list of pages says how many are left beside the translation.
  await openPart(page, "Pages");
  await expect(page.getByRole("row", { name: /Cuidado de palmas/ })).toContainText(
    new RegExp(`${remaining} texts? as in ${own}`),
  );
});

test("a text changed on an original is shown at its translation, led to from there, and settled", async ({ page }) => {
  const site = copyData();
  const pages = site.pages as Json[];
  const own = languageName(site.site.language);
  // A translation with a section headed as in its original's, the heading translated.
  const at = pages.findIndex((p) => {
    const original = pages.find((o) => o.path === p.translationOf);
    return original?.blocks[1]?.type === p.blocks[1]?.type && p.blocks[1]?.heading !== original?.blocks[1]?.heading;
  });
  const version = pages[at]!;
  const from = pages.findIndex((p) => p.path === version.translationOf);
  const [was, translated] = [pages[from]!.blocks[1].heading as string, version.blocks[1].heading as string];
  const language = languageName(version.language);
  const now = `${was} and more`;

  await openPage(page, from);
  await selectSection(page, was);
  await page.getByLabel("Heading", { exact: true }).fill(now);
  // At the field changed: the translation still says what it said, one press away.
  await expect(page.getByLabel("Heading", { exact: true })).toHaveAccessibleDescription(
    new RegExp(`The ${language} version still reads here as before your change: .?${escapeRegExp(translated)}`),
  );
  await expect(page.getByRole("region", { name: "Changed here, not yet in the translations" })).toContainText(
    `${language} version: 1 text reads as before your changes.`,
  );
  await page.getByRole("button", { name: "Change it there" }).click();
  await expect(page).toHaveURL(new RegExp(`/pages/${at}$`));
  const field = page.locator(`[id="field-${["pages", at, "blocks", 1, "heading"].join(".")}"]`);
  await expect(field).toBeFocused();
  await expect(field).toHaveValue(translated);
  await expect(field).toHaveAccessibleDescription(
    new RegExp(`The ${own} text here changed: it read .?${escapeRegExp(was)}.? and now reads .?${escapeRegExp(now)}`),
  );
  const status = page.getByRole("region", { name: `${language} version of ${version.translationOf}` });
  await expect(status).toContainText(
    `1 text of the ${own} page changed, and its translation here still reads as before.`,
  );
  // The list of pages says so beside the translation, whose status leads back to the text.
  await openPart(page, "Pages");
  const row = page.getByRole("row", { name: new RegExp(escapeRegExp(version.title)) });
  await expect(row).toContainText(`1 text behind a change in ${own}`);
  await row.getByRole("link").first().click();
  // Saved, and the editor opened again: the change is still pointed out.
  await save(page);
  const saved = copyData().pages as Json[];
  expect([saved[from].blocks[1].heading, saved[at].blocks[1].heading]).toEqual([now, translated]);
  expect(errorsIn(copyText())).toEqual([]);
  await page.reload();
  await status.getByRole("button", { name: "Go to the next changed one" }).click();
  await expect(field).toBeFocused();
  await expect(field).toHaveAccessibleDescription(new RegExp(`it read .?${escapeRegExp(was)}`));
  // A change the translation needs nothing for (a typo mended in English) is said so, and the note goes, for good.
  await page.getByRole("button", { name: `it needs no change in ${language}` }).click();
  await expect(field).toBeFocused();
  await expect(field).not.toHaveAccessibleDescription(/text here changed/);
  await expect(status).not.toContainText("page changed");
  // Nothing is behind: the site as opened is no longer kept, and the next opening counts changes from the file.
  const keptKeys = () =>
    page.evaluate(
      () =>
        new Promise<string[]>((resolve, reject) => {
          const open = indexedDB.open("site-editor");
          open.onerror = () => reject(open.error);
          open.onsuccess = () => {
            const keys = open.result.transaction("drafts").objectStore("drafts").getAllKeys();
            keys.onsuccess = () => resolve(keys.result.map(String));
          };
        }),
    );
  await expect.poll(async () => (await keptKeys()).filter((key) => key.endsWith("\u0000opened"))).toEqual([]);
  await page.reload();
  await expect(status).toBeVisible();
  await expect(status).not.toContainText("page changed");
});

test("a language removed takes its pages with it in one press, their addresses leading to the originals", async ({
  page,
}) => {
  const site = copyData();
  const tag: string = site.languages[0].language;
  const gone = [...(site.pages as Json[]), ...(site.posts as Json[])].filter((entry) => entry.language === tag);
  await page.goto("/settings/languages");
  await page.getByRole("button", { name: `Remove ${languageName(tag)}`, exact: true }).click();
  await page.getByRole("button", { name: /^Problems/ }).click();
  const problems = page.getByRole("complementary", { name: "Problems" });
  const remove = problems.getByRole("button", {
    name: `Remove its ${gone.length} pages and posts in ${languageName(tag)}`,
  });
  await expect(remove).toHaveCount(gone.length);
  await remove.first().click();
  await expect(page.getByRole("button", { name: "Problems: None" })).toBeVisible();
  await save(page);
  const after = copyData();
  expect(after.languages).toBeUndefined();
  expect([...after.pages, ...after.posts].filter((entry: Json) => entry.language === tag)).toEqual([]);
  for (const entry of gone.filter((e) => e.translationOf))
    expect(after.redirects).toContainEqual({ from: entry.path, to: entry.translationOf });
  expect(errorsIn(copyText())).toEqual([]);
});

test("each text of another language shows what the site's own language says in its place", async ({ page }) => {
  const site = copyData();
  const own = languageName(site.site.language);
  const other = languageName(site.languages[0].language);
  // A text of the footer both languages have, that differs between them.
  const key = Object.keys(site.languages[0].footer).find(
    (k) =>
      typeof site.footer[k] === "string" &&
      /\p{L}/u.test(site.footer[k]) &&
      !site.footer[k].startsWith("/") &&
      site.footer[k] !== site.languages[0].footer[k],
  )!;
  expect(key, "a footer text translated in the other language").toBeTruthy();
  const english: string = site.footer[key];
  await page.goto("/settings/languages");
  const field = page.locator(`[id="field-languages.0.footer.${key}"]`);
  await expect(field).toHaveValue(site.languages[0].footer[key]);
  await expect(field).toHaveAccessibleDescription(new RegExp(`In ${own}: .?${escapeRegExp(english)}`));
  // Written as the site's own language has it, it is said to be the same words.
  await field.fill(english);
  await expect(field).toHaveAccessibleDescription(
    new RegExp(`Same as in ${own}\\. Translate it, or keep it if it is the same in ${other}\\.`),
  );
});

test("a language added starts as a copy of the site's own texts, each to translate, and saves once named", async ({
  page,
}) => {
  const site = copyData();
  const own = languageName(site.site.language);
  const n = (site.languages ?? []).length;
  await page.goto("/settings/languages");
  await page.getByRole("button", { name: "Add language" }).click();
  // Every menu item and footer link in place, with the site's own words, each said to be still the same.
  for (const [i, item] of (site.navigation.items as Json[]).entries()) {
    const label = page.locator(`[id="field-languages.${n}.navigation.items.${i}.label"]`);
    await expect(label).toHaveValue(item.label);
  }
  const call = page.locator(`[id="field-languages.${n}.footer.callLabel"]`);
  await expect(call).toHaveValue(site.footer.callLabel);
  await expect(call).toHaveAccessibleDescription(new RegExp(`Same as in ${own}\\.`));
  // The screen counts the texts left to translate and leads from one to the next.
  const left = page
    .getByRole("status")
    .filter({ hasText: new RegExp(`^Language ${n + 1}: \\d+ texts read as in ${own}`) });
  const count = Number(/(\d+) texts/.exec(await left.innerText())![1]);
  expect(count).toBeGreaterThan(10);
  await page.getByRole("button", { name: `Go to the next one (Language ${n + 1})` }).click();
  const first = page.locator(":focus");
  await expect(first).toHaveAccessibleDescription(
    new RegExp(`Same as in ${own}\\. Translate it, or keep it if it is the same in this language\\.`),
  );
  await first.fill("Texte traduit");
  await expect(left).toHaveText(`Language ${n + 1}: ${count - 1} texts read as in ${own}.`);
  // Its code and its name in the language switcher are the owner's to write: nothing of the site's stands for them.
  await expect(page.locator(`[id="field-languages.${n}.language"]`)).toHaveValue("");
  await expect(page.locator(`[id="field-languages.${n}.navigation.languageName"]`)).toHaveValue("");
  await page.locator(`[id="field-languages.${n}.language"]`).fill("fr-FR");
  await page.locator(`[id="field-languages.${n}.navigation.languageName"]`).fill("Français");
  await page.locator(`[id="field-languages.${n}.footer.callLabel"]`).fill("Appelez le {phone}");
  await save(page);
  const added = copyData().languages[n];
  expect(added.language).toBe("fr-FR");
  expect(added.navigation.items).toEqual(site.navigation.items);
  expect(added.navigation.languageName).toBe("Français");
  expect(added.footer).toEqual({ ...site.footer, callLabel: "Appelez le {phone}" });
  expect(errorsIn(copyText())).toEqual([]);
});

test("a link into the other language is led to its page's version there, in one press", async ({ page }) => {
  const site = copyData();
  const tag: string = site.languages[0].language;
  const pages = site.pages as Json[];
  // The other language's first menu item that leads to a translated page, led back to the original instead.
  const items = site.languages[0].navigation.items as Json[];
  const i = items.findIndex((item) => pages.some((p) => p.path === item.href && p.translationOf));
  expect(i, `a menu item of ${tag} leading to a translation`).toBeGreaterThanOrEqual(0);
  const version: string = items[i]!.href;
  const original: string = pages.find((p) => p.path === version)!.translationOf;
  items[i]!.href = original;
  writeFileSync(EDITOR_E2E_SITE, JSON.stringify(site, null, 2) + "\n");
  await page.goto("/");
  await page.getByRole("button", { name: /^Problems/ }).click();
  await page.getByRole("button", { name: `Lead it to ${version}` }).click();
  await expect(page.getByRole("button", { name: `Lead it to ${version}` })).toHaveCount(0);
  await save(page);
  expect(copyData().languages[0].navigation.items[i].href).toBe(version);
  expect(checkSiteText(copyText()).problems.filter((p) => p.code === "other-language-link")).toEqual([]);
});

test("a remedy pressed on a page's own screen holds when the page is edited on", async ({ page }) => {
  const site = copyData();
  const tag: string = site.languages[0].language;
  const pages = site.pages as Json[];
  const translated = new Set(pages.filter((p) => p.translationOf).map((p) => p.path as string));
  // A paragraph of a page in the other language linking to a translation, led back to the original instead.
  const found = pages.flatMap((p, index) =>
    p.language === tag
      ? (p.blocks as Json[]).flatMap((b, block) =>
          ((b.paragraphs ?? []) as string[]).flatMap((text, paragraph) => {
            const link = [...text.matchAll(/\]\(([^)#\s]+)\)/g)].map((m) => m[1]!).find((to) => translated.has(to));
            return link ? [{ index, block, paragraph, version: link }] : [];
          }),
        )
      : [],
  )[0];
  expect(found, `a paragraph on a page in ${tag} linking to a translation`).toBeTruthy();
  const { index, block, paragraph, version } = found!;
  const original = pages.find((p) => p.path === version)!.translationOf as string;
  const paragraphs = pages[index].blocks[block].paragraphs as string[];
  paragraphs[paragraph] = paragraphs[paragraph]!.replace(`](${version})`, `](${original})`);
  writeFileSync(EDITOR_E2E_SITE, JSON.stringify(site, null, 2) + "\n");
  await page.goto(`/pages/${index}`);
  await page.getByRole("button", { name: /^Problems/ }).click();
  await page.getByRole("complementary", { name: "Problems" }).getByRole("button", { name: /›/ }).first().click();
  const field = page.getByRole("textbox", { name: `Paragraph ${paragraph + 1}`, exact: true });
  await expect(field).toBeFocused();
  await page
    .getByRole("button", { name: `Lead it to ${version}` })
    .last()
    .click();
  await expect(page.getByRole("button", { name: `Lead it to ${version}` })).toHaveCount(0);
  // The field shows the link led, and a change made next on the page does not write the old one back.
  await expect(field).toHaveValue(new RegExp(`\\]\\(${version}\\)`));
  await page.getByRole("textbox", { name: /^Heading/ }).fill("Un título nuevo");
  await save(page);
  const saved = copyData().pages[index].blocks[block];
  expect(saved.heading).toBe("Un título nuevo");
  expect(saved.paragraphs[paragraph]).toContain(`](${version})`);
});

test("no screen of the editor runs off a phone's screen sideways, nor squeezes a field to a sliver", async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  const site = copyData();
  // Every part of the site with a screen of its own (the menu's links), the list, a page and a post.
  await page.goto("/");
  await page.getByRole("button", { name: "Menu" }).click();
  const parts = await page
    .getByRole("navigation", { name: "Parts of the site" })
    .getByRole("link")
    .evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname));
  expect(parts.length).toBeGreaterThan(5);
  const screens = [...parts, "/pages/0", ...(site.posts?.length ? ["/posts/0"] : [])];
  let measured = 0;
  for (const screen of screens) {
    await page.goto(screen);
    await expect(page.getByRole("button", { name: /^Problems/ })).toBeVisible();
    // A page's fields are on its Edit tab.
    const edit = page.getByRole("tab", { name: "Edit", exact: true });
    if (await edit.isVisible()) await edit.click();
    await page.waitForTimeout(300);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width, screen).toBeLessThanOrEqual(375);
    // A field in a box in a box (a language's business hours are five deep) still shows a line of words.
    const widths = await page
      .locator(".app main input[type=text], .app main textarea")
      .evaluateAll((fields) => fields.map((field) => field.getBoundingClientRect().width));
    expect(Math.min(...widths), screen).toBeGreaterThanOrEqual(200);
    measured += widths.length;
  }
  expect(measured).toBeGreaterThan(50);
});

test("a section the original has and its translation lacks is copied into its place, to translate", async ({
  page,
}) => {
  const site = copyData();
  const pages = site.pages as Json[];
  // A translation whose original has a section in its middle; taken out of the translation, as when the owner adds a
  // section to the original after translating it.
  const index = pages.findIndex((p) => p.translationOf && p.blocks.length >= 3);
  const version = pages[index]!;
  const original = pages.find((p) => p.path === version.translationOf)!;
  const types = (p: Json) => (p.blocks as Json[]).map((b) => b.type).join(",");
  expect(types(version)).toBe(types(original));
  const taken = 1;
  version.blocks.splice(taken, 1);
  writeFileSync(EDITOR_E2E_SITE, JSON.stringify(site, null, 2) + "\n");
  const own = languageName(site.site.language);
  const label = labelFor(original.blocks[taken].type);

  await openPage(page, index);
  const status = page.getByRole("region", { name: new RegExp(`version of ${escapeRegExp(original.path)}$`) });
  const heading = original.blocks[taken].heading ? ` “${original.blocks[taken].heading}”` : "";
  await expect(status).toContainText(
    `The ${own} page's section ${taken + 1}, ${label}${heading}, has none in its place here.`,
  );
  await status.getByRole("button", { name: `Copy it here: section ${taken + 1} (${label})` }).click();
  await expect(status).not.toContainText("has none in its place here");
  // The copy is selected, its fields shown, and it is counted among the texts to translate.
  await expect(
    page.getByText(new RegExp(`^Section ${taken + 1} of ${original.blocks.length}: ${label}`)),
  ).toBeVisible();
  await expect(page.locator(".section-list button").nth(taken)).toContainText("to translate");
  await save(page);
  const saved = copyData().pages[index];
  expect(types(saved)).toBe(types(original));
  // Its texts are the original's, its links led to this language's pages where the site has them.
  const copied = saved.blocks[taken];
  expect(copied.type).toBe(original.blocks[taken].type);
  expect(checkSiteText(copyText()).problems.filter((p) => p.code === "other-language-link")).toEqual([]);
  expect(errorsIn(copyText())).toEqual([]);
});

test("a list the original has more items in than its translation is said, and gone to", async ({ page }) => {
  const site = copyData();
  const pages = site.pages as Json[];
  // A translation with a section whose list (questions, cards) has two items or more: its last taken out, as when the
  // owner adds a question to the original after translating it.
  const index = pages.findIndex(
    (p) => p.translationOf && (p.blocks as Json[]).some((b) => Array.isArray(b.items) && b.items.length >= 2),
  );
  const version = pages[index]!;
  const original = pages.find((p) => p.path === version.translationOf)!;
  const at = (version.blocks as Json[]).findIndex((b) => Array.isArray(b.items) && b.items.length >= 2);
  const block = version.blocks[at];
  expect(original.blocks[at].type).toBe(block.type);
  const theirs = original.blocks[at].items.length as number;
  block.items.pop();
  writeFileSync(EDITOR_E2E_SITE, JSON.stringify(site, null, 2) + "\n");
  const label = labelFor(block.type);
  const heading = original.blocks[at].heading ? ` “${original.blocks[at].heading}”` : "";

  await openPage(page, index);
  const status = page.getByRole("region", { name: new RegExp(`version of ${escapeRegExp(original.path)}$`) });
  await expect(status).toContainText(
    `section ${at + 1}, ${label}${heading}, has ${theirs} items; this one has ${block.items.length}.`,
  );
  await status.getByRole("button", { name: `Go to them: section ${at + 1} (${label})` }).click();
  // The section is selected, and the keyboard is in its list's last item, where the missing one is added.
  await expect(page.getByText(new RegExp(`^Section ${at + 1} of ${version.blocks.length}: ${label}`))).toBeVisible();
  // (The field takes the keyboard once the section's fields are drawn, a moment after it is selected.)
  await expect
    .poll(() => page.evaluate(() => document.activeElement?.id ?? ""))
    .toContain(`.blocks.${at}.items.${block.items.length - 1}.`);
});

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

test("a new service page missing from its menu is added to it from the problem, in one press", async ({ page }) => {
  const pages = copyData().pages as Json[];
  const service = pages.findIndex((p) => p.language === undefined && p.structuredData?.type === "Service");
  expect(service, "the site has a service page").toBeGreaterThanOrEqual(0);
  await addPage(page, service, "Palm Trimming | Somewhere");
  await page.getByRole("button", { name: /^Problems/ }).click();
  const panel = page.locator(".problems-panel");
  await expect(panel.getByText(/the service page \/palm-trimming is not in/i)).toBeVisible();
  // What to do reads as a sentence of its own after what was expected.
  await expect(panel.getByRole("listitem").filter({ hasText: "/palm-trimming is not in" })).toContainText(
    /so visitors find it\. Add an item that leads to \/palm-trimming to this menu\./,
  );
  await panel.getByRole("button", { name: "Add it to the menu" }).click();
  await expect(panel.getByText(/the service page \/palm-trimming is not in/i)).toHaveCount(0);
  await save(page);
  const items = (copyData().navigation.items as Json[]).flatMap((item) => item.children ?? []);
  expect(items).toContainEqual({ label: "Palm Trimming", href: "/palm-trimming" });
  const problems = checkSiteText(copyText()).problems;
  expect(problems.filter((p) => p.code === "service-not-in-menu" || p.code === "unlinked-page")).toEqual([]);
});

/** The folder an address is in: /blog/a-post is in /blog/, /about in /. */
const folderOf = (path: string) => path.replace(/\/[^/]*$/, "/");

/** The page (not the home page) with the most links to it. */
function mostLinked(site: Json): { index: number; path: string; links: number } {
  let best = { index: -1, path: "", links: -1 };
  (site.pages as Json[]).forEach((p, index) => {
    if (p.path === "/") return;
    const links = linksTo(site, p.path).length - 1;
    if (links > best.links) best = { index, path: p.path, links };
  });
  return best;
}

test("a page's address changed: every link follows in the same save, and the old address leads on", async ({
  page,
}) => {
  const site = copyData();
  const target = mostLinked(site);
  const title = site.pages[target.index].title;
  const moved = `${target.path}-new`;
  await page.goto("/");
  await page.getByRole("button", { name: `Change the address of ${title}` }).click();
  await page.getByLabel("New address").fill(moved);
  await expect(page.getByText(`${target.links} links lead here`)).toBeVisible();
  await expect(page.getByRole("checkbox", { name: `Keep ${target.path} working` })).toBeChecked();
  await page.getByRole("button", { name: "Change the address", exact: true }).click();
  await save(page);
  const saved = copyData();
  expect(linksTo(saved, target.path)).toEqual([]);
  // The links, the page's own address, and its old address, which now leads to the new one.
  expect(linksTo(saved, moved)).toHaveLength(target.links + 2);
  expect(saved.redirects).toEqual([{ from: target.path, to: moved }]);
  expect(errorsIn(copyText())).toEqual([]);
  // The Old addresses screen lists it, to keep or remove.
  await openPart(page, "Settings", "Old addresses");
  await expect(page.getByRole("textbox", { name: /^Old address/ })).toHaveValue(target.path);
  await expect(page.getByRole("combobox", { name: /^Leads to/ })).toHaveValue(moved);
  // Their order means nothing: no Move up or Move down, only Remove.
  await expect(page.getByRole("button", { name: /^Remove/ })).toBeVisible();
  await expect(page.getByRole("button", { name: /^Move (up|down)/ })).toHaveCount(0);
});

test("deleting a linked page asks first, lists the links, and leaves none pointing nowhere", async ({ page }) => {
  const site = copyData();
  const target = mostLinked(site);
  const title = site.pages[target.index].title;
  await page.goto("/");
  await page.getByRole("button", { name: `Delete ${title}` }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByText(`${target.links} links lead to ${target.path}`)).toBeVisible();
  await expect(dialog.getByRole("listitem")).toHaveCount(Math.min(target.links, 50));
  // The default: its menu, footer and button entries go; links inside texts lead home instead.
  await expect(dialog.getByLabel(/^Remove its entries/)).toBeChecked();
  await dialog.getByLabel("Send the links that stay to").selectOption("/");
  // Its address may keep leading on, to that page: asked, not done by default.
  const keep = dialog.getByRole("checkbox", { name: `Keep ${target.path} working` });
  await expect(keep).not.toBeChecked();
  await keep.check();
  await dialog.getByRole("button", { name: "Delete the page" }).click();
  await expect(page.getByRole("link", { name: title })).toHaveCount(0);
  await save(page);
  const saved = copyData();
  expect((saved.pages as Json[]).some((p) => p.path === target.path)).toBe(false);
  expect(linksTo(saved, target.path)).toEqual([]);
  expect(saved.redirects).toEqual([{ from: target.path, to: "/" }]);
  expect(errorsIn(copyText())).toEqual([]);
});

test("an old address a page answers itself is said at its field, and removed in one press", async ({ page }) => {
  const site = copyData();
  const taken = (site.pages as Json[]).find((entry) => entry.path !== "/")!.path as string;
  await page.goto("/");
  await openPart(page, "Settings", "Old addresses");
  await page.getByRole("button", { name: "Add old address" }).click();
  await page.getByRole("textbox", { name: /^Old address/ }).fill(taken);
  await page.getByRole("combobox", { name: /^Leads to/ }).fill("/");
  const remove = page.getByRole("button", { name: "Remove this old address" });
  await expect(page.getByText(`the old address ${taken} is the address of page`)).toBeVisible();
  await remove.click();
  await expect(page.getByRole("textbox", { name: /^Old address/ })).toHaveCount(0);
  await expect(remove).toHaveCount(0);
  // The site is as it was saved: nothing to save, no problem left.
  await expect(page.getByRole("button", { name: "Save", exact: true })).toBeDisabled();
  await expect(page.getByRole("button", { name: "Problems: None" })).toBeVisible();
});

test("a new page given an old address answers it: the dialog says so, and the old address goes", async ({ page }) => {
  const site = copyData();
  // An address no page of the site has, nor its "-2" (whatever pages the owner adds).
  const taken = new Set([...(site.pages as Json[]), ...(site.posts as Json[])].map((p) => p.path));
  let n = 1;
  while (taken.has(`/storm-cleanup-${n}`) || taken.has(`/storm-cleanup-${n}-2`)) n++;
  const from = `/storm-cleanup-${n}`;
  site.redirects = [{ from, to: "/" }];
  writeFileSync(EDITOR_E2E_SITE, JSON.stringify(site, null, 2) + "\n");
  await page.goto("/");
  await page.getByRole("button", { name: "Add a page" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Start from").selectOption({ index: 0 });
  await dialog.getByLabel("Title", { exact: true }).fill(`Storm Cleanup ${n}`);
  // Offered an address of its own, not the old one.
  await expect(dialog.getByLabel("Address")).toHaveValue(`${from}-2`);
  await dialog.getByLabel("Address").fill(from);
  await expect(dialog.getByLabel("Address")).toHaveAccessibleDescription(
    new RegExp(`${from} is an old address that sends its visitors on to /: this page will answer it instead`),
  );
  await dialog.getByRole("button", { name: "Add the page" }).click();
  await save(page);
  const saved = copyData();
  expect((saved.pages as Json[]).some((p) => p.path === from)).toBe(true);
  expect("redirects" in saved).toBe(false);
  expect(errorsIn(copyText())).toEqual([]);
});

test("a file changed on disk while editing is never overwritten: reload keeps both edits", async ({ page }) => {
  const { heading } = headedBlock(copyData());
  await openPage(page, 0);
  await selectSection(page, heading);
  await page.getByRole("textbox", { name: /^Heading/ }).fill(`${heading} (mine)`);
  // Someone else saves other changes meanwhile (another editor, a git pull): a page's title, and a page added to the
  // list the owner's edit is in.
  const theirs = copyData();
  theirs.pages[1].title = `${theirs.pages[1].title} (theirs)`;
  const original = (theirs.pages as Json[]).find((p) => p.path !== "/" && !p.translationOf && !p.language)!;
  const added = { ...original, path: `${original.path as string}-theirs`, title: "Added while the owner edited" };
  theirs.pages.splice(2, 0, added);
  const theirText = JSON.stringify(theirs, null, 2) + "\n";
  expect(errorsIn(theirText)).toEqual([]);
  writeFileSync(EDITOR_E2E_SITE, theirText);
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByRole("dialog", { name: "The file changed while you were editing" })).toBeVisible();
  expect(copyText()).toBe(theirText);
  await page.getByRole("button", { name: "Reload and keep my edits" }).click();
  await save(page);
  const saved = copyData();
  expect(saved.pages[1].title).toBe(theirs.pages[1].title);
  expect(saved.pages[2]).toEqual(added);
  expect(saved.pages).toHaveLength(theirs.pages.length);
  expect(saved.pages[0].blocks.find((b: Json) => b.heading === `${heading} (mine)`)).toBeTruthy();
});

/** Changes the first page's first heading, closes the tab unsaved, opens the editor again, brings the edit back and saves. */
async function closeUnsavedThenBringBack(page: Page, context: BrowserContext, heading: string, changed: string) {
  await openPage(page, 0);
  await selectSection(page, heading);
  await page.getByRole("textbox", { name: /^Heading/ }).fill(changed);
  const again = await reopenAfterClosedTab(context, page);
  await again.getByRole("button", { name: "Bring them back" }).click();
  await save(again);
}

test("an unsaved edit survives a closed tab and is offered back", async ({ page, context }) => {
  const { heading } = headedBlock(copyData());
  await closeUnsavedThenBringBack(page, context, heading, `${heading} (draft)`);
  expect(copyData().pages[0].blocks.find((b: Json) => b.heading === `${heading} (draft)`)).toBeTruthy();
});

test("an unsaved edit of a large site survives a closed tab too", async ({ page, context }) => {
  // 600 pages: 6 MB of site.json, so two copies of it (the site and the file it came from) outgrow localStorage.
  const large = generateSite(copyData(), 600);
  writeFileSync(EDITOR_E2E_SITE, JSON.stringify(large, null, 2) + "\n");
  const { heading } = headedBlock(large);
  await closeUnsavedThenBringBack(page, context, heading, `${heading} (large draft)`);
  const saved = copyData();
  expect(saved.pages).toHaveLength(600);
  expect(saved.pages[0].blocks.find((b: Json) => b.heading === `${heading} (large draft)`)).toBeTruthy();
});

/**
 * A page of the editor's address on which the editor does not run (a file it does not have), to keep a draft in the
 * browser as an earlier version left it: an editor open there would find no draft, and forget the one kept meanwhile.
 */
async function openWithoutTheEditor(page: Page): Promise<void> {
  expect((await page.goto("/not-the-editor.txt"))?.status()).toBe(404);
}

test("a draft kept by an earlier version of the editor (in localStorage) is still offered", async ({ page }) => {
  const base = copyData();
  const { block, heading } = headedBlock(base);
  const site = structuredClone(base);
  site.pages[0].blocks[block].heading = `${heading} (kept before)`;
  await openWithoutTheEditor(page);
  await page.evaluate((draft) => localStorage.setItem("site-editor-draft:site.json", JSON.stringify(draft)), {
    site,
    base,
    baseHash: "an earlier version",
    at: new Date().toISOString(),
  });
  await page.goto("/");
  await page.getByRole("button", { name: "Bring them back" }).click();
  await save(page);
  expect(copyData().pages[0].blocks[block].heading).toBe(`${heading} (kept before)`);
  expect(await page.evaluate(() => localStorage.length)).toBe(0);
});

test("a draft kept whole in IndexedDB, as the editor kept it before it kept changes, is still offered", async ({
  page,
}) => {
  const base = copyData();
  const { block, heading } = headedBlock(base);
  const site = structuredClone(base);
  site.pages[0].blocks[block].heading = `${heading} (kept whole)`;
  await openWithoutTheEditor(page);
  await page.evaluate(
    async ({ site, base }) => {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const request = indexedDB.open("site-editor", 1);
        request.onupgradeneeded = () => request.result.createObjectStore("drafts");
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
      const transaction = db.transaction("drafts", "readwrite");
      const at = new Date().toISOString();
      transaction.objectStore("drafts").put({ base, baseHash: "an earlier version" }, "site.json\u0000base");
      transaction.objectStore("drafts").put({ site, baseHash: "an earlier version", at }, "site.json");
      await new Promise((resolve) => (transaction.oncomplete = resolve));
      db.close();
    },
    { site, base },
  );
  await page.goto("/");
  await page.getByRole("button", { name: "Bring them back" }).click();
  await save(page);
  expect(copyData().pages[0].blocks[block].heading).toBe(`${heading} (kept whole)`);
});

test("the top bar names the business and shows its logo, not the file being edited", async ({ page }) => {
  const site = copyData();
  await page.goto("/");
  const name = page.locator(".topbar .app-name");
  await expect(name).toContainText(site.business.name);
  await expect(name).not.toContainText(".json");
  // The logo drawn from the site's own file, beside the name.
  const logo = name.locator("img");
  await expect(logo).toHaveAttribute("src", new RegExp(`${site.site.logo.src.replace(/[.]/g, "\\.")}$`));
  await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
});

test("business facts, header and footer are edited on their own screens", async ({ page }) => {
  const before = copyText();
  const site = copyData();
  await page.goto("/settings/business");
  const name = page.getByRole("textbox", { name: /^Name/ }).first();
  await expect(name).toHaveValue(site.business.name);
  await name.fill(`${site.business.name} & Sons`);
  await save(page);
  expect(copyData().business.name).toBe(`${site.business.name} & Sons`);
  expect(changedLines(before, copyText())).toHaveLength(1);
});

test("a business renamed on its screen has its old name changed in the other texts that write it, in one press", async ({
  page,
}) => {
  const site = copyData();
  const old: string = site.business.name;
  const renamed = `${old.split(" ")[0]} Arbor Works`;
  // The texts that write the old name out as a whole word, but the field itself, as they read before.
  const whole = () =>
    new RegExp(`(?<![\\p{L}\\p{N}])${old.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?![\\p{L}\\p{N}])`, "giu");
  const places = findText(site, old).filter(
    (place) => place.path.join(".") !== "business.name" && whole().test(place.text),
  );
  expect(places.length).toBeGreaterThan(1);
  await page.goto("/settings/business");
  const name = page.getByRole("textbox", { name: /^Name/ }).first();
  await name.fill(renamed);
  await expect(page.getByText(`${places.length} other texts still say ${old}.`)).toBeVisible();
  // Each is named as the problems name places, and opened at its field.
  await page.getByText("Where", { exact: true }).click();
  await page.getByRole("button", { name: "Website › Name" }).click();
  await expect(page).toHaveURL(/\/settings\/site$/);
  await expect(page.getByRole("textbox", { name: /^Name/ }).first()).toBeFocused();
  await page.goBack();
  await page.getByRole("button", { name: new RegExp(`^Write .?${renamed}.? in them too$`) }).click();
  await expect(
    page.getByRole("status").filter({ hasText: `Written in ${places.length} texts. Undo takes it back.` }),
  ).toBeVisible();
  await expect(page.getByText(/other texts? still says?/)).toHaveCount(0);
  await expect(name).toBeFocused();
  // One step of Undo.
  await page.getByRole("button", { name: "Undo" }).click();
  await expect(page.getByText(`${places.length} other texts still say ${old}.`)).toBeVisible();
  await page.getByRole("button", { name: "Redo" }).click();
  await save(page);
  const saved = copyData();
  expect(saved.business.name).toBe(renamed);
  for (const place of places)
    expect(valueAt(saved, place.path), place.path.join(".")).toBe(place.text.replace(whole(), renamed));
  expect(errorsIn(copyText())).toEqual([]);
});

test("a town changed points to each map still showing it; a map's embed code pasted whole is cut to its address", async ({
  page,
}) => {
  const site = copyData();
  const town: string = site.business.address.city;
  const maps = (site.pages as Json[]).flatMap((entry) =>
    (entry.blocks as Json[]).flatMap((block) =>
      typeof block.map?.src === "string" && decodeURIComponent(block.map.src.replace(/\+/g, " ")).includes(town)
        ? [{ address: entry.path as string, src: block.map.src as string }]
        : [],
    ),
  );
  expect(maps.length).toBeGreaterThan(0);
  await page.goto("/settings/business");
  await page.getByRole("textbox", { name: "City", exact: true }).fill(`${town} Springs`);
  const notes = page.getByText(/^The map on .+ › Contact still shows/);
  await expect(notes).toHaveCount(maps.length);
  await notes.first().getByRole("button", { name: "Change its address" }).click();
  const field = page.getByRole("textbox", { name: "Map address (URL)" });
  await expect(field).toBeFocused();
  await expect(field).toHaveValue(maps[0]!.src);
  // The map service's "embed" code pasted whole, as its Share button gives it: the address in it, in one press.
  const code = `<iframe src="${maps[0]!.src.replaceAll("&", "&amp;")}" width="600" height="450" loading="lazy"></iframe>`;
  await field.fill(code);
  const problem = page.locator(
    `[data-path="${await field.evaluate((input) => input.closest("[data-path]")!.getAttribute("data-path"))}"]`,
  );
  await expect(problem.getByText(/write only the address in the code you pasted/i)).toBeVisible();
  await problem.getByRole("button", { name: "Keep only the address in it" }).click();
  await expect(field).toHaveValue(maps[0]!.src);
  await expect(problem.getByText(/write only the address/i)).toHaveCount(0);
});

test("a town changed says the map position is still the old one's; a map's link pasted gives the new position", async ({
  page,
}) => {
  const site = copyData();
  await page.goto("/settings/business");
  const latitude = page.getByRole("textbox", { name: "Latitude", exact: true });
  await expect(latitude).toHaveValue(String(site.business.geo.latitude));
  await page.getByRole("textbox", { name: "City", exact: true }).fill(`${site.business.address.city} Springs`);
  const note = page.getByText("The position on the map that search engines get is still the old address's.");
  await expect(note).toBeVisible();
  await note.getByRole("button", { name: "Change the position" }).click();
  await expect(latitude).toBeFocused();
  // As a map shares the place: OpenStreetMap's link, its numbers read from it and written in one press.
  const pasted = page.getByRole("textbox", { name: "Or paste a map's link to the place" });
  await pasted.fill("https://www.openstreetmap.org/?mlat=28.2044&mlon=-81.5012#map=16/28.2044/-81.5012");
  await expect(page.getByText("Latitude 28.2044, longitude -81.5012.")).toBeVisible();
  await page.getByRole("button", { name: "Use this position" }).click();
  await expect(latitude).toHaveValue("28.2044");
  await expect(page.getByRole("textbox", { name: "Longitude", exact: true })).toHaveValue("-81.5012");
  await expect(note).toBeHidden();
  // A short link is asked to be opened first; words with no position say so.
  await pasted.fill("https://maps.app.goo.gl/AbCdEf123");
  await expect(page.getByText(/^That is a short link/)).toBeVisible();
  await pasted.fill("Poinciana");
  await expect(page.getByText(/^No position in this/)).toBeVisible();
  await save(page);
  expect(copyData().business.geo).toEqual({ latitude: 28.2044, longitude: -81.5012 });
  expect(errorsIn(copyText())).toEqual([]);
});

test("a settings screen shows a page of the site beside its form, drawn again as the owner types", async ({ page }) => {
  // As visitors read it: {businessName} and the like filled.
  const site = fillPlaceholders(copyData(), placeholderValues(copyData()));
  const preview = page.frameLocator('iframe[title^="Preview of"]');
  // The theme: the home page, its headings in a shade of the primary colour, which follows the colour typed.
  await page.goto("/settings/theme");
  const home = (site.pages as Json[]).find((p) => p.path === "/");
  await expect(preview.locator("h1")).toHaveText(home.blocks[0].heading);
  const colour = () => preview.locator("h1").evaluate((h) => getComputedStyle(h).color);
  const before = await colour();
  await page.getByRole("textbox", { name: "Primary", exact: true }).fill("#7a1f5c");
  await expect.poll(colour).not.toBe(before);
  // The footer: its heading as typed, the footer brought into the preview's view.
  await openPart(page, "Design", "Footer");
  await page.getByRole("textbox", { name: /^Services heading/ }).fill("What We Do");
  const footer = preview.locator(".site-footer");
  await expect(footer.getByText("What We Do", { exact: true })).toBeVisible();
  await expect(footer).toBeInViewport();
  // The header: its menus drawn open, which a pointer cannot open in a picture; a renamed item shows there.
  await openPart(page, "Design", "Header");
  const withChildren = (site.navigation.items as Json[]).findIndex((item) => item.children?.length);
  const child = site.navigation.items[withChildren].children[0];
  await expect(preview.locator(".nav-desktop .dropdown-menu").getByText(child.label, { exact: true })).toBeVisible();
  const label = page.locator(`[data-path="navigation.items.${withChildren}.children.0.label"] input`);
  await label.fill(`${child.label} Now`);
  await expect(preview.locator(".nav-desktop .dropdown-menu").getByText(`${child.label} Now`)).toBeVisible();
  // The layout's labels: a post, where they show.
  await openPart(page, "Pages", "Blog settings");
  await expect(preview.locator(".back-link")).toContainText(site.labels.backToBlog);
  // The not-found page's screen shows that page; another can be picked.
  await openPart(page, "Pages", "Not-found page");
  await expect(preview.locator("h1")).toHaveText(site.notFound.heading);
  await page.getByRole("textbox", { name: /^Heading/ }).fill("Nothing here");
  await expect(preview.locator("h1")).toHaveText("Nothing here");
  await page.getByLabel("Page shown").selectOption({ label: `${home.path} · ${home.title}` });
  await expect(preview.locator("h1")).toHaveText(home.blocks[0].heading);
  // The Languages screen: the home page of the site's second language, in that language.
  const second = (site.pages as Json[]).find(
    (p) => p.language === site.languages[0].language && p.translationOf === "/",
  );
  await openPart(page, "Settings", "Languages");
  await expect(preview.locator("h1")).toHaveText(second.blocks[0].heading);
  await expect(preview.locator("html")).toHaveAttribute("lang", second.language);
  // Each language's not-found page can be shown, in its language.
  await page
    .getByLabel("Page shown")
    .selectOption({ label: `The not-found page in ${languageName(site.languages[0].language)}` });
  await expect(preview.locator("h1")).toHaveText(site.languages[0].notFound.heading);
  await expect(preview.locator("html")).toHaveAttribute("lang", site.languages[0].language);
  // A picture of the site: the keyboard stops on it once (to scroll it) and goes on, not through each of its links.
  await page.getByRole("button", { name: /^Desktop/ }).focus();
  await page.keyboard.press("Tab");
  expect(await preview.locator(":focus").count()).toBe(0);
  await page.keyboard.press("Tab");
  expect(await page.evaluate(() => document.activeElement?.tagName)).not.toBe("IFRAME");
});

test("the estimate form's screen leads to the provider's form instead of showing a page", async ({ page }) => {
  const form = copyData().estimateForm;
  await page.goto("/settings/estimateForm");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Form");
  // What it sets shows only in the provider's popup: no page of the site beside it.
  await expect(page.locator('iframe[title^="Preview of"]')).toHaveCount(0);
  const link = page.getByRole("link", { name: "open it to check it (in a new tab)" });
  await expect(link).toHaveAttribute("href", form.pageUrl);
  await expect(link).toHaveAttribute("target", "_blank");
});

test("the form can be removed for a site that takes requests by phone, and each button still opening it is a problem", async ({
  page,
}) => {
  const { estimateForm: _, ...withoutForm } = copyData();
  const left = checkSiteText(JSON.stringify(withoutForm)).problems.filter((p) => p.code === "no-form");
  expect(left.length).toBeGreaterThan(0);
  await page.goto("/settings/estimateForm");
  // Said before it is done: each button that opens the form would be one of those problems.
  await expect(
    page.getByText(`the ${left.length} buttons that open it now would each be a problem to change`),
  ).toBeVisible();
  await page.getByRole("button", { name: "Remove the form" }).click();
  await expect(page.getByText(`This site has no form, but ${left.length} buttons still open it`)).toBeVisible();
  await expect(page.locator("form.settings-form")).toBeHidden();
  await expect(page.getByRole("button", { name: /^Problems/ })).toHaveText(`Problems: ${left.length} errors`);
  await page.getByRole("button", { name: /^Problems/ }).click();
  const panel = page.locator(".problems-panel");
  await expect(panel.getByText("this button opens the form, but the site has none")).toHaveCount(
    left.filter((p) => p.path.at(-1) === "action").length,
  );
  // Nothing is saved while they stand; Undo brings the form back whole.
  await page.getByRole("button", { name: "Undo" }).click();
  await expect(page.getByRole("button", { name: "Remove the form" })).toBeVisible();
  await expect(page.getByRole("button", { name: /^Problems|^No problems/ })).toHaveAccessibleName("Problems: None");
  // Removed again: one button made to call from its problem, then all the others from the Form screen, in one step.
  await page.getByRole("button", { name: "Remove the form" }).click();
  await panel.getByRole("button", { name: "Make it call instead" }).first().click();
  await expect(page.getByRole("button", { name: /^Problems/ })).toHaveText(
    `Problems: ${left.length - 1} ${left.length - 1 === 1 ? "error" : "errors"}`,
  );
  await page.getByRole("button", { name: `Make all ${left.length - 1} call instead` }).click();
  await expect(page.getByRole("button", { name: /^Problems|^No problems/ })).toHaveAccessibleName("Problems: None");
  await expect(page.getByText("This site has no form: its buttons call or link.")).toBeVisible();
  await save(page);
  // Each button calls with its own words and look; the footers keep their call button and lose the form's.
  const saved = copyData();
  expect(saved.estimateForm).toBeUndefined();
  expect(errorsIn(copyText())).toEqual([]);
  for (const problem of left) {
    const before = valueAt(withoutForm, problem.path.slice(0, -1)) as Json;
    const after = valueAt(saved, problem.path.slice(0, -1)) as Json;
    if (problem.path.at(-1) === "estimateLabel") expect(after.estimateLabel).toBeUndefined();
    else expect(after).toEqual({ ...before, action: "call" });
  }
});

test("the buttons made to call are listed by their words, each changed wherever it is written through Find and replace", async ({
  page,
}) => {
  const { estimateForm: _, ...withoutForm } = copyData();
  const buttons = checkSiteText(JSON.stringify(withoutForm))
    .problems.filter((p) => p.code === "no-form" && p.path.at(-1) === "action")
    .map((p) => p.path.slice(0, -1));
  // The words most of them say, read from the site.
  const counts = new Map<string, number>();
  for (const path of buttons) {
    const words = (valueAt(withoutForm, path) as Json).label as string;
    counts.set(words, (counts.get(words) ?? 0) + 1);
  }
  const [words, many] = [...counts].sort((a, b) => b[1] - a[1])[0]!;
  await page.goto("/settings/estimateForm");
  await page.getByRole("button", { name: "Remove the form" }).click();
  await page.getByRole("button", { name: /^Make all \d+ call instead$/ }).click();
  await expect(page.getByRole("listitem").filter({ hasText: `“${words}” on ${many} button` })).toBeVisible();
  await page.getByRole("button", { name: `Change “${words}”` }).click();
  const dialog = page.getByRole("dialog", { name: "Find and replace" });
  await expect(dialog.getByLabel("Find", { exact: true })).toHaveValue(words);
  await expect(dialog.getByLabel("Replace with")).toBeFocused();
  await dialog.getByLabel("Replace with").fill("Call for a Free Estimate");
  await dialog.getByRole("button", { name: /^Replace in/ }).click();
  await dialog.getByRole("button", { name: "Close" }).click();
  await save(page);
  const saved = copyData();
  expect(errorsIn(copyText())).toEqual([]);
  for (const path of buttons) {
    const before = valueAt(withoutForm, path) as Json;
    const label = before.label === words ? "Call for a Free Estimate" : before.label;
    expect(valueAt(saved, path)).toEqual({ ...before, action: "call", label });
  }
});

test("moved by the keyboard, a list's item and a page's section keep the keyboard, at either end too", async ({
  page,
}) => {
  const services = copyData().footer.services as Json[];
  await page.goto("/settings/footer");
  // Each link's buttons are named by its words ("Move down Tree Removal"), and sit in its place in the list.
  const button = (action: string, link: Json) =>
    page.getByRole("button", { name: `${action} ${link.label}`, exact: true });
  const at = (index: number) => page.locator(`[data-path="footer.services.${index}"] + .list-item-actions`);
  // Move down twice on the first link: the keyboard follows the link, which ends third.
  await button("Move down", services[0]).focus();
  await page.keyboard.press("Enter");
  await expect(button("Move down", services[0])).toBeFocused();
  await expect(at(1).getByRole("button", { name: `Move down ${services[0].label}` })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.locator('[data-path="footer.services.2.label"] input')).toHaveValue(services[0].label);
  await expect(page.locator('[data-path="footer.services.0.label"] input')).toHaveValue(services[1].label);
  // Up to the top: Move up is then disabled, and Move down has the keyboard.
  await button("Move up", services[2]).focus();
  await page.keyboard.press("Enter");
  await expect(button("Move up", services[2])).toBeDisabled();
  await expect(button("Move down", services[2])).toBeFocused();
  // Removed: the keyboard stays at that place, on the next link's Remove.
  await button("Remove", services[2]).focus();
  await page.keyboard.press("Enter");
  await expect(button("Remove", services[1])).toBeFocused();
  await expect(at(0).getByRole("button", { name: `Remove ${services[1].label}` })).toBeFocused();

  // A page's second section moved up to the top by the keyboard: Move down takes it.
  await openPage(page, 1);
  await page.getByRole("complementary", { name: "Sections" }).locator(".section-list button").nth(1).click();
  await page.getByRole("button", { name: "Move up", exact: true }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByText(/^Section 1 of \d+/)).toBeVisible();
  await expect(page.getByRole("button", { name: "Move down", exact: true })).toBeFocused();
});

test("a text is found wherever visitors read it, opened at its field, and replaced everywhere at once", async ({
  page,
}) => {
  const site = copyData();
  const { block, heading } = headedBlock(site);
  const places = findText(site, heading);
  const matches = places.reduce((sum, place) => sum + place.at.length, 0);
  await page.goto("/");
  await page.getByRole("button", { name: "Find and replace" }).click();
  await page.getByLabel("Find", { exact: true }).fill(heading.toLowerCase());
  const dialog = page.getByRole("dialog", { name: "Find and replace" });
  await expect(dialog.getByRole("status")).toHaveText(
    `${matches} ${matches === 1 ? "match" : "matches"} in ${places.length} ${places.length === 1 ? "place" : "places"}`,
  );
  // Named as the problems name places; pressed, the field opens with the cursor in it.
  const here = dialog.getByRole("button", { name: /^Home page › .+: Heading$/ });
  await here.click();
  await expect(page.getByRole("textbox", { name: /^Heading/ })).toBeFocused();
  await expect(page.getByRole("textbox", { name: /^Heading/ })).toHaveValue(heading);
  // Replaced everywhere in one step, which Undo takes back whole.
  await page.getByRole("button", { name: "Find and replace" }).click();
  await page.getByLabel("Find", { exact: true }).fill(heading);
  await page.getByLabel("Replace with").fill("A Heading Found and Replaced");
  await dialog.getByRole("button", { name: /^Replace in/ }).click();
  await expect(dialog.getByRole("status")).toHaveText(/^Replaced \d+ times? in \d+ places?\. Undo takes it back\.$/);
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(canvas(page).getByText("A Heading Found and Replaced", { exact: true }).first()).toBeVisible();
  await page.getByRole("button", { name: "Undo" }).click();
  await expect(canvas(page).getByText(heading, { exact: true }).first()).toBeVisible();
  await page.getByRole("button", { name: "Redo" }).click();
  await save(page);
  const saved = copyData();
  expect(findText(saved, heading)).toEqual([]);
  expect(saved.pages[0].blocks[block].heading).toBe("A Heading Found and Replaced");
  expect(errorsIn(copyText())).toEqual([]);
});

test("a saved version can be restored from History, said in the status and undone", async ({ page }) => {
  const before = copyText();
  const site = copyData();
  await page.goto("/settings/business");
  await page.getByRole("textbox", { name: /^Name/ }).first().fill(`${site.business.name} X`);
  await save(page);
  await page.getByRole("button", { name: "History" }).click();
  // Each save says when and what it changed, in words, part of the site by part; the keyboard starts at the newest.
  const dialog = page.getByRole("dialog", { name: "History of saves" });
  const saves = dialog.locator(".versions > li");
  await expect(saves).toHaveCount(1);
  await expect(saves.first()).toContainText(/^Saved at \d{1,2}:\d{2}/);
  await expect(saves.first()).toContainText(
    `Business facts: name: “${site.business.name}” became “${site.business.name} X”`,
  );
  await expect(dialog).not.toContainText("KB");
  const restore = dialog.getByRole("button", { name: /^Restore/ }).first();
  await expect(restore).toBeFocused();
  await restore.click();
  await expect(page.getByRole("textbox", { name: /^Name/ }).first()).toHaveValue(site.business.name);
  await expect(page.getByRole("status").filter({ hasText: "Restored" })).toHaveText(
    /^Restored to before the save at \d{1,2}:\d{2}.*, and saved\. Undo takes it back\.$/,
  );
  await expect(page.getByRole("button", { name: "History" })).toBeFocused();
  expect(copyText()).toBe(before);
  expect(readFileSync(EDITOR_E2E_SITE, "utf8")).toBe(before);
  // Undo brings back the site as it was before the restore, to be saved again.
  await page.getByRole("button", { name: "Undo" }).click();
  await expect(page.getByRole("textbox", { name: /^Name/ }).first()).toHaveValue(`${site.business.name} X`);
  await expect(page.locator(".save-status")).toHaveText("Unsaved changes");
  await save(page);
  expect(copyData().business.name).toBe(`${site.business.name} X`);
});

test("the canvas is a picture: its links lead nowhere, and a translation shows in its language", async ({ page }) => {
  const site = copyData();
  const index = (site.pages as Json[]).findIndex((p) => p.language && p.language !== site.site.language);
  test.skip(index === -1, "the site has one language");
  const language = (site.languages as Json[]).find((l) => l.language === site.pages[index].language);
  await openPage(page, index);
  const menuLink = canvas(page).getByRole("link", { name: language.navigation.items[0].label, exact: true }).first();
  await menuLink.click();
  await expect(canvas(page).getByText(headedBlock(site, index).heading, { exact: true })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/pages/${index}$`));
  await expect(canvas(page).locator("html")).toHaveAttribute("lang", site.pages[index].language);
});

test("on a phone the canvas shows the phone's layout; a width chosen stays from page to page", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await openPage(page, 0);
  const width = (name: string) => page.getByRole("group", { name: "Preview width" }).getByRole("button", { name });
  await expect(width("Phone (375 px)")).toHaveAttribute("aria-pressed", "true");
  // The page lays out as on a phone, unscaled: its heading reads at the size a visitor's phone shows it.
  const heading = canvas(page).getByRole("heading", { level: 1 });
  const size = async () => Number.parseFloat(await heading.evaluate((h) => getComputedStyle(h).fontSize));
  const box = await page.locator(".canvas-frame").boundingBox();
  expect(box!.width).toBeGreaterThan(340);
  expect(await size()).toBeGreaterThan(20);
  // With the first section selected, nothing of the editor's covers the site's header: its menu button shows whole.
  await expect(async () => {
    await canvas(page).locator("[data-puck-component]").first().click();
    await expect(page.getByText(/^Section 1 of \d+/)).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 15_000 });
  // The tap edits the section (the Edit tab); the Preview tab shows it again, still selected.
  await page.getByRole("tab", { name: "Preview" }).click();
  const menu = canvas(page).locator("header summary", { hasText: copyData().navigation.menuLabel });
  await expect(menu).toBeVisible();
  // What is drawn at its corners belongs to the site's header (the button, or the menu it opens), not to the editor.
  const covered = await menu.evaluate((button) => {
    const header = button.closest("header")!;
    const { left, top, right, bottom } = button.getBoundingClientRect();
    const corners = [
      [left + 2, top + 2],
      [right - 2, top + 2],
      [left + 2, bottom - 2],
      [right - 2, bottom - 2],
    ];
    return corners
      .map(([x, y]) => button.ownerDocument.elementFromPoint(x!, y!))
      .filter((element) => !header.contains(element))
      .map((element) => element?.outerHTML.slice(0, 120));
  });
  expect(covered).toEqual([]);
  await width("Tablet (768 px)").click();
  await openPage(page, 1);
  await expect(width("Tablet (768 px)")).toHaveAttribute("aria-pressed", "true");
});

test("the canvas shows the theme's fonts, and a font the owner picks before saving", async ({ page }) => {
  const site = copyData();
  // A web font other than the theme's heading font: the canvas must fetch it from the editor to show it.
  const font = FONT_NAMES.find((name) => !name.startsWith("system") && name !== site.theme.fonts.heading)!;
  const family = themeFonts({ fonts: { heading: font, body: font } } as ThemeData).files[0]!.family;
  await page.goto("/settings/theme");
  await page.getByRole("combobox", { name: /^Heading/ }).selectOption(JSON.stringify(font)); // each option's value is the JSON the file gets
  // To the home page inside the app, as the owner goes: a reload would leave the choice as an offered draft.
  await page.getByRole("link", { name: "Pages" }).first().click();
  await page.getByRole("link", { name: site.pages[0].title, exact: true }).click();
  const heading = canvas(page).getByRole("heading", { level: 1 }).first();
  await expect(heading).toBeVisible();
  expect(await heading.evaluate((element) => getComputedStyle(element).fontFamily)).toContain(`"${family}"`);
  // The face itself loaded: its file came from the editor, as the site's comes from its host (a slow fetch waited for).
  await expect
    .poll(
      () =>
        heading.evaluate(async (element, wanted) => {
          await element.ownerDocument.fonts.ready;
          return [...element.ownerDocument.fonts].some(
            (face) => face.family.replace(/"/g, "") === wanted && face.status === "loaded",
          );
        }, family),
      { timeout: 15_000 },
    )
    .toBe(true);
});
