/**
 * What a new owner's run through everyday tasks found wrong (issue 52), each as the owner meets it, on a copy of the
 * shipped site.
 */
import { expect, test } from "@playwright/test";
import { HEADING_MAX } from "../../schema/patterns.ts";
import { labelFor } from "../../src/site/field-labels.ts";
import { copyData, copyText, resetCopy } from "./copy.ts";
import { addSection, canvas, openPage, openPart, reopenAfterClosedTab, save, selectSection } from "./editing.ts";

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

test.beforeEach(() => resetCopy());

/** The first section of page 0 with a heading of its own words, and its heading. */
function headed(site: Json): { block: number; heading: string } {
  const blocks = site.pages[0].blocks as Json[];
  const block = blocks.findIndex((b) => typeof b.heading === "string" && !b.heading.includes("{"));
  return { block, heading: blocks[block].heading };
}

test("a refused save's status goes once its error is fixed, and Save follows the edits", async ({ page }) => {
  const { heading } = headed(copyData());
  const before = copyText();
  await openPage(page, 0);
  await selectSection(page, heading);
  const field = page.getByRole("textbox", { name: /^Heading/ });
  const status = page.getByRole("status").filter({ hasText: /^(Not saved|Unsaved|Saved)/ });
  const saveButton = page.getByRole("button", { name: "Save", exact: true });
  await field.fill("");
  await saveButton.click();
  await expect(status).toHaveText(/^Not saved: 1 error to fix$/);
  // Fixed with other words: there is something to save, and nothing left to fix.
  await field.fill(`${heading} today`);
  await expect(page.getByRole("button", { name: "Problems: None" })).toBeVisible();
  await expect(status).toHaveText("Unsaved changes");
  await expect(saveButton).toBeEnabled();
  // Put back as it was: nothing to save.
  await field.fill(heading);
  await expect(status).toHaveText("Saved on this computer");
  await expect(saveButton).toBeDisabled();
  expect(copyText()).toBe(before);
});

test("a paragraph pasted into a heading is warned of at the field, with the most a heading should hold", async ({
  page,
}) => {
  const blocks = copyData().pages[0].blocks as Json[];
  const hero = blocks.findIndex((b) => b.type === "hero");
  await openPage(page, 0);
  await page.locator(".section-list button").nth(hero).click();
  const field = page.locator(`[id="field-pages.0.blocks.${hero}.heading"]`);
  // The help under the field says the limit before anything is typed.
  await expect(page.locator(`[data-path="pages.0.blocks.${hero}.heading"]`).first()).toContainText(
    `at most ${HEADING_MAX} characters`,
  );
  const pasted = "We remove trees safely. ".repeat(20).trim();
  await field.fill(pasted);
  const message = page.locator(`[id="problems-pages.0.blocks.${hero}.heading"]`);
  await expect(message).toContainText(`The heading has ${pasted.length} characters`);
  await expect(page.getByRole("button", { name: /^Problems: 1 warning$/ })).toBeVisible();
});

test("an empty picture slot shows that no picture is chosen yet, not a broken image, and asks the server for nothing", async ({
  page,
}) => {
  const missing: string[] = [];
  page.on("response", (response) => {
    if (response.status() >= 400) missing.push(`${response.status()} ${response.url()}`);
  });
  await openPage(page, 0);
  await addSection(page, "Gallery");
  await expect(page.getByRole("button", { name: "Choose picture 1" })).toBeVisible();
  const pictures = canvas(page).locator('[data-section-type="gallery"] img');
  await expect(pictures.last()).toBeVisible();
  // Every picture of the new section is drawn: none is a broken image.
  await expect(async () => {
    const drawn = await pictures.evaluateAll((images) =>
      (images as HTMLImageElement[]).map((image) => image.complete && image.naturalWidth > 0),
    );
    expect(drawn.length).toBeGreaterThan(0);
    expect(drawn.every(Boolean)).toBe(true);
  }).toPass({ timeout: 5000 });
  expect(missing).toEqual([]);
});

test("a new page starts empty unless a page to copy is chosen", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("button", { name: "Add a page" }).click();
  const start = page.getByRole("dialog").getByLabel("Start from");
  await expect(start.locator("option:checked")).toHaveText("An empty page with one section");
});

test("the Website screen says where the site's name shows, not that it follows each page's title", async ({ page }) => {
  await page.goto("/settings/site");
  const name = page.locator('[data-path="site.name"]').first();
  await expect(name).toContainText("as search engines and shared links name the site");
  await expect(name).not.toContainText("after each page title");
});

test("what the translations have still to follow does not cover the fields or the section's buttons as they scroll", async ({
  page,
}) => {
  const pages = copyData().pages as Json[];
  const original = pages.findIndex((p) => pages.some((q) => q.translationOf === p.path));
  const blocks = pages[original].blocks as Json[];
  const block = blocks.findIndex((b) => typeof b.heading === "string" && !b.heading.includes("{"));
  await openPage(page, original);
  await page.locator(".section-list button").nth(block).click();
  await page.locator(`[id="field-pages.${original}.blocks.${block}.heading"]`).fill("A heading changed here");
  const ahead = page.getByRole("region", { name: "Changed here, not yet in the translations" });
  await expect(ahead).toBeVisible();
  // Scrolled part way, as the owner does to reach a field lower down: what sits at the panel's top is its own.
  const panel = page.locator(".panel-right");
  await panel.evaluate((element) => element.scrollBy(0, 300));
  const covered = await panel.evaluate((element) => {
    const top = element.getBoundingClientRect().top + 20;
    const hit = document.elementFromPoint(element.getBoundingClientRect().left + 40, top);
    return Boolean(hit?.closest(".ahead-status"));
  });
  expect(covered).toBe(false);
});

test("unsaved changes offered back are discarded only once that is confirmed", async ({ page, context }) => {
  const { block, heading } = headed(copyData());
  await openPage(page, 0);
  await page.locator(".section-list button").nth(block).click();
  await page.locator(`[id="field-pages.0.blocks.${block}.heading"]`).fill(`${heading} (draft)`);
  const again = await reopenAfterClosedTab(context, page);
  await again.getByRole("button", { name: "Discard them" }).click();
  // Asked first, with the keyboard on keeping them; kept, the offer stands.
  await expect(again.getByText(/cannot be brought back/)).toBeVisible();
  await expect(again.getByRole("button", { name: "Keep them" })).toBeFocused();
  await again.getByRole("button", { name: "Keep them" }).click();
  await expect(again.getByRole("button", { name: "Bring them back" })).toBeVisible();
  await again.getByRole("button", { name: "Discard them" }).click();
  await again.getByRole("button", { name: "Discard them for good" }).click();
  await expect(again.getByText(/that were never saved/)).toHaveCount(0);
  await again.reload();
  await expect(again.getByRole("button", { name: "History" })).toBeVisible();
  await expect(again.getByText(/that were never saved/)).toHaveCount(0);
});

test("undo on one page that reverts a change on another says so, and takes the owner there", async ({ page }) => {
  const site = copyData();
  const pages = site.pages as Json[];
  const other = pages.findIndex(
    (p, i) => i > 0 && (p.blocks as Json[]).some((b) => typeof b.heading === "string" && !b.heading.includes("{")),
  );
  const block = (pages[other].blocks as Json[]).findIndex(
    (b) => typeof b.heading === "string" && !b.heading.includes("{"),
  );
  const was = pages[other].blocks[block].heading;
  await openPage(page, other);
  await page.locator(".section-list button").nth(block).click();
  await page.locator(`[id="field-pages.${other}.blocks.${block}.heading"]`).fill(`${was} today`);
  await save(page);
  // On the home page, another change; then Undo twice: the second reverts the other page's saved heading.
  const home = headed(site);
  // Within the session (a reload would start a new history): through the list of pages.
  await openPart(page, "Pages");
  await page.getByRole("link", { name: pages[0].title, exact: true }).click();
  await expect(page).toHaveURL(/\/pages\/0$/);
  await page.locator(".section-list button").nth(home.block).click();
  await page.locator(`[id="field-pages.0.blocks.${home.block}.heading"]`).fill(`${home.heading} now`);
  const undo = page.getByRole("button", { name: "Undo", exact: true });
  await undo.click();
  // Each page and section named as the editor names them: the page by its name, the section by its type.
  const sectionType = (entry: Json, index: number) => labelFor((entry.blocks as Json[])[index]!.type as string);
  await expect(page.getByRole("status").filter({ hasText: /^Undone: / })).toContainText(
    `“Heading” on Home page › ${sectionType(pages[0], home.block)}`,
  );
  await undo.click();
  const notice = page.getByRole("status").filter({ hasText: /^Undone: / });
  const name = (pages[other].title as string).split(" | ")[0];
  await expect(notice).toHaveText(`Undone: a change to “Heading” on ${name} › ${sectionType(pages[other], block)}`);
  await expect(page).toHaveURL(new RegExp(`/pages/${other}$`));
  const field = page.locator(`[id="field-pages.${other}.blocks.${block}.heading"]`);
  await expect(field).toHaveValue(was);
  await expect(field).toBeFocused();
  // Said, then gone: it does not stay over the canvas.
  await expect(notice).toHaveCount(0, { timeout: 15_000 });
});
