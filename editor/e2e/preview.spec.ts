/**
 * Preview as the owner makes it: edit, Save, Preview, copy the private address shown, open it and find the change
 * there, while the live address (nginx serving the server target's `current`) still shows the old text. Then axe
 * on the preview dialog, at 375 and 1280.
 */
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { copyData, resetCopy } from "./copy.ts";
import { openMore } from "./editing.ts";
import { liveText, startPublishTarget, type PublishTarget } from "./publish-target.ts";

let target: PublishTarget;
test.beforeAll(async () => {
  resetCopy();
  target = await startPublishTarget();
});
test.afterAll(async () => {
  await target?.stop();
  resetCopy();
});

const canvas = (page: Page) => page.frameLocator("iframe").first();
const previewButton = (page: Page) => page.getByRole("button", { name: "Preview", exact: true });
const shipped = copyData().pages[0].blocks.find((block: { heading?: string }) => block.heading).heading as string;

test("the owner saves, makes a preview, copies its address and finds the change there, not on the live site", async ({
  page,
}) => {
  test.setTimeout(300_000);
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
  // The shipped site is live first.
  await page.goto("/");
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await page.getByRole("button", { name: "Publish now" }).click();
  await expect(page.getByRole("dialog", { name: "Live" })).toBeVisible({ timeout: 150_000 });
  await page.getByRole("button", { name: "Close" }).click();

  const changed = `${shipped}, seen first in a preview`;
  await page.goto("/pages/0");
  await expect(async () => {
    await canvas(page).getByText(shipped, { exact: true }).first().click({ force: true });
    await expect(page.getByText(/^Section \d+ of \d+/)).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 15_000 });
  await page.getByRole("textbox", { name: /^Heading/ }).fill(changed);
  await openMore(page);
  await expect(previewButton(page)).toBeDisabled();
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: /^Saved at/ })).toBeVisible({ timeout: 15_000 });
  await openMore(page);
  await expect(previewButton(page)).toBeEnabled();

  await openMore(page);
  await previewButton(page).click();
  const intro = page.getByRole("dialog", { name: "Preview" });
  await expect(intro).toContainText("the live site does not change");
  await intro.getByRole("button", { name: "Make a preview" }).click();
  const steps = page.getByRole("list", { name: "Steps of the preview" });
  await expect(steps).toBeVisible();
  const ready = page.getByRole("dialog", { name: "Preview ready" });
  await expect(ready).toBeVisible({ timeout: 150_000 });
  await expect(steps.getByRole("listitem")).toHaveText([
    /^✓?Checking the site: done/,
    /^Building the pages: done/,
    /^Checking the built pages: done/,
    /^Copying the preview: done/,
    /^Opening the preview's address: done/,
  ]);
  await expect(ready.getByRole("status").filter({ hasText: /^Preview ready in \d+\.\d s/ })).toBeVisible();

  const address = await ready.getByRole("textbox", { name: "Preview address" }).inputValue();
  expect(address).toMatch(new RegExp(`^${target.url}preview/[0-9a-f]{32}/$`));
  await ready.getByRole("button", { name: "Copy address" }).click();
  await expect(ready.getByText("Copied", { exact: true })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(address);

  const [opened] = await Promise.all([
    page.context().waitForEvent("page"),
    ready.getByRole("link", { name: /Open the preview/ }).click(),
  ]);
  await opened.waitForLoadState();
  expect(opened.url()).toBe(address);
  await expect(opened.getByRole("heading", { name: changed })).toBeVisible();
  // Its links stay within the preview: the next page is the preview's too.
  await opened.locator('a[href$="/about"]').first().click();
  await expect(opened).toHaveURL(new RegExp(`^${address}about$`));
  await opened.close();

  const live = await liveText(target);
  expect(live).toContain(shipped);
  expect(live).not.toContain(changed);

  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    const result = await new AxeBuilder({ page })
      .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
      .exclude("#preview-frame")
      .analyze();
    expect(result.violations.map((v) => `${width}: ${v.id}`)).toEqual([]);
    await page.screenshot({ path: `test-results/preview-dialog-${width}.png` });
  }
});

test("a preview the check refuses says what to do, and the live site is as it was", async ({ page }) => {
  test.setTimeout(120_000);
  const before = await liveText(target);
  await page.goto("/pages/0");
  // A title longer than search results show: a warning, saved, which the strict check of a preview refuses.
  await page.getByRole("textbox", { name: /^Title/ }).fill(`${"Tree care, pruning and removal ".repeat(4)}today`);
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: /^Saved at/ })).toBeVisible({ timeout: 15_000 });
  await openMore(page);
  await previewButton(page).click();
  await page.getByRole("button", { name: "Make a preview" }).click();
  const failed = page.getByRole("dialog", { name: "No preview made" });
  await expect(failed).toBeVisible({ timeout: 60_000 });
  const alert = failed.getByRole("alert");
  await expect(alert).toContainText(
    "Fix what is listed here (Problems takes you to each one), save, then make the preview again.",
  );
  await expect(alert.getByRole("listitem")).toHaveText([/^Home page › Title: the title has \d+ characters/]);
  await expect(alert).toContainText("The live site is unchanged: visitors still see the last version.");
  await expect(failed.getByRole("listitem").first()).toHaveText(/^Checking the site: failed/);
  expect(await liveText(target)).toBe(before);
});
