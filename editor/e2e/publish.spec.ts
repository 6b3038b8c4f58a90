/**
 * Publishing as the owner does it: edit, Save, Publish, see "Live", and find the change on the live site (nginx
 * serving a server target's `current` link); put the previous version back and find the old text; a publish the
 * check refuses leaves the live site as it was and says so. Then axe on the publish dialog and the versions list.
 */
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { copyData, EDITOR_E2E_DIR, EDITOR_E2E_SITE, resetCopy } from "./copy.ts";
import { openMore } from "./editing.ts";
import {
  DEVELOPER_WORDS,
  liveText,
  PUBLISH_E2E_CONFIG,
  PUBLISH_E2E_STATE,
  startPublishTarget,
  type PublishTarget,
} from "./publish-target.ts";

// The tests follow one another on one target: each publish builds on the last one's history.
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

const canvas = (page: Page) => page.frameLocator("iframe").first();
const publishButton = (page: Page) => page.getByRole("button", { name: "Publish", exact: true });
const shipped = copyData().pages[0].blocks.find((block: { heading?: string }) => block.heading).heading as string;

const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/** What axe finds on the screen as it stands (the canvas's site aside, as a11y.spec.ts does), at 375 and 1280. */
async function violationsAtBothWidths(page: Page): Promise<string[]> {
  const found: string[] = [];
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    const result = await new AxeBuilder({ page }).withTags(TAGS).exclude("#preview-frame").analyze();
    for (const v of result.violations)
      found.push(`${width}: ${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  return found;
}

/** Every word of the dialogs open, as the owner reads them: none of a developer's. */
async function expectOwnerWords(page: Page): Promise<void> {
  for (const text of await page.getByRole("dialog").allInnerTexts()) expect(text).not.toMatch(DEVELOPER_WORDS);
}

async function save(page: Page): Promise<void> {
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: /^Saved at/ })).toBeVisible({ timeout: 15_000 });
}

/** Opens the home page and changes its first heading, as the owner does: click it on the canvas, type. */
async function changeHeading(page: Page, from: string, to: string): Promise<void> {
  await page.goto("/pages/0");
  await expect(async () => {
    // Forced past Playwright's hit check: on the canvas the section itself takes the pointer (Puck), not its text,
    // and is no button to retarget to; the click lands on the section around the text, as the owner's does.
    await canvas(page).getByText(from, { exact: true }).first().click({ force: true });
    await expect(page.getByText(/^Section \d+ of \d+/)).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 15_000 });
  await page.getByRole("textbox", { name: /^Heading/ }).fill(to);
}

/** Presses Publish, checks what will go live, confirms, and waits for "Live". */
async function publish(page: Page, expected: RegExp): Promise<void> {
  await publishButton(page).click();
  const dialog = page.getByRole("dialog", { name: "Publish" });
  await expect(dialog.locator(".publish-changes")).toHaveText(expected);
  await dialog.getByRole("button", { name: "Publish now" }).click();
  const steps = page.getByRole("list", { name: "Steps of the publish" });
  await expect(steps).toBeVisible();
  await expect(page.getByRole("dialog", { name: "Live" })).toBeVisible({ timeout: 150_000 });
  // Each step in the owner's words: no file, release name or build id.
  await expect(steps.getByRole("listitem")).toHaveText([
    /^✓?Checking the site: donethe site has no errors or warnings$/,
    /^Building the pages: done(\d+ pages built|\d+ changed pages? built, \d+ kept as they were|no page changed since the last build, all \d+ kept) \(\d+\.\d s\)$/,
    /^Checking the built pages: doneall \d+ pages there, no broken link$/,
    /^Publishing: done\d+ files? copied, switched live$/,
    /^Confirming it is live: donethe live address shows this version$/,
  ]);
  await expectOwnerWords(page);
  await expect(page.getByRole("status").filter({ hasText: /^Live in \d+\.\d s/ })).toBeVisible();
  await expect(page.getByRole("link", { name: /Open the live site/ })).toHaveAttribute("href", target.url);
}

test("with no publish.json, Publish says calmly what the person who hosts the site sets up", async ({ page }) => {
  const config = readFileSync(PUBLISH_E2E_CONFIG, "utf8");
  rmSync(PUBLISH_E2E_CONFIG);
  try {
    await page.goto("/");
    await publishButton(page).click();
    const dialog = page.getByRole("dialog", { name: "Publish" });
    await expect(dialog).toContainText("Publishing is not set up for this site yet");
    await expect(dialog).toContainText("docs/deploy.md");
    await expect(dialog).toContainText("there is no publish.json beside site.json");
    expect(await violationsAtBothWidths(page)).toEqual([]);
  } finally {
    writeFileSync(PUBLISH_E2E_CONFIG, config);
  }
});

test("the owner edits, saves, publishes, sees Live, and the change is on the live site", async ({ page }) => {
  test.setTimeout(300_000);
  await page.goto("/");
  // The shipped site first: nothing published yet.
  await publish(page, /^First publish$/);
  await page.getByRole("button", { name: "Close" }).click();
  expect(await liveText(target)).toContain(shipped);

  const changed = `${shipped} this week`;
  await changeHeading(page, shipped, changed);
  await expect(publishButton(page)).toBeDisabled();
  // Why, in its tooltip, shown as the pointer rests on it.
  await publishButton(page).hover();
  await expect(page.getByText("Save your changes before publishing")).toBeVisible();
  // On a phone the bottom bar sits at the foot of the screen: the state and Save, the main action while there is
  // something to save, stay within its width.
  await page.setViewportSize({ width: 375, height: 800 });
  for (const part of [
    page.locator(".bottombar .save-status"),
    page.getByRole("group", { name: "Save and publish" }).getByRole("button", { name: "Save", exact: true }),
  ]) {
    const box = (await part.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(375);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  // The phone's bar goes once the app has seen the wider window (until then there are two Save buttons).
  await expect(page.getByRole("group", { name: "Save and publish" })).toBeHidden();
  await save(page);
  await expect(publishButton(page)).toBeEnabled();
  await publish(page, /^Home page: heading changed$/);
  expect(await liveText(target)).toContain(changed);
  expect(await violationsAtBothWidths(page)).toEqual([]);
});

test("putting the previous version back brings the old text back live", async ({ page }) => {
  await page.goto("/");
  await openMore(page);
  await page.getByRole("button", { name: "Published versions" }).click();
  const dialog = page.getByRole("dialog", { name: "Published versions" });
  const versions = dialog.getByRole("listitem");
  await expect(versions).toHaveCount(2);
  await expect(versions.first()).toContainText("(live now)");
  await expect(versions.first()).toContainText("Home page: heading changed");
  await expect(versions.nth(1)).toContainText("First publish");
  await versions
    .nth(1)
    .getByRole("button", { name: /Put this version back live/ })
    .click();
  await dialog.getByRole("button", { name: "Put it back live" }).click();
  await expect(dialog.getByRole("status")).toHaveText(/is live again/);
  const live = await liveText(target);
  expect(live).toContain(shipped);
  expect(live).not.toContain(`${shipped} this week`);
  await expect(versions.first()).toContainText("Put back");
  await expect(versions.first()).toContainText("(live now)");
});

test("a publish the check refuses leaves the live site as it was and says what to do", async ({ page }) => {
  test.setTimeout(120_000);
  const before = await liveText(target);
  await page.goto("/pages/0");
  // A title longer than search results show: a warning, saved, which a publish's strict check refuses.
  await page.getByRole("textbox", { name: /^Title/ }).fill(`${"Tree care, pruning and removal ".repeat(4)}today`);
  await expect(page.getByRole("button", { name: /^Problems: 1 warning/ })).toBeVisible();
  await save(page);
  await publishButton(page).click();
  const dialog = page.getByRole("dialog", { name: "Publish" });
  await expect(dialog.locator(".publish-changes")).toHaveText(/title changed/);
  expect(await violationsAtBothWidths(page)).toEqual([]);
  await dialog.getByRole("button", { name: "Publish now" }).click();
  const failed = page.getByRole("dialog", { name: "Not published" });
  await expect(failed).toBeVisible({ timeout: 60_000 });
  const alert = failed.getByRole("alert");
  await expect(alert).toContainText("Not published: the check found 1 warning.");
  await expect(alert).toContainText(
    "Fix what is listed here (Problems takes you to each one), save, then publish again.",
  );
  await expect(alert.getByRole("listitem")).toHaveText([
    /^Home page › Title: the title has \d+ characters; search results cut it after about \d+$/,
  ]);
  await expect(alert).toContainText("The live site is unchanged: visitors still see the last version.");
  await expect(failed.getByRole("listitem").first()).toHaveText(/^Checking the site: failed/);
  await expect(failed.getByRole("listitem").nth(1)).toHaveText(/^Building the pages: waiting/);
  await expectOwnerWords(page);
  expect(await violationsAtBothWidths(page)).toEqual([]);
  expect(await liveText(target)).toBe(before);
});

test("a build that fails on a damaged picture leaves the live site as it was and says so", async ({ page }) => {
  test.setTimeout(120_000);
  resetCopy();
  const before = await liveText(target);
  // A photo put in images/ by hand and cut short (a copy interrupted): its first bytes still say JPEG, so the check
  // passes it, and the build's image step cannot read it.
  const src = "images/hero/damaged.jpg";
  writeFileSync(
    join(EDITOR_E2E_DIR, src),
    readFileSync("examples/butter-and-crumb/images/hero/home.jpg").subarray(0, 400),
  );
  const site = copyData();
  const hero = (site.pages[0].blocks as { image?: { src: string } }[]).find((block) => block.image?.src)!;
  hero.image!.src = src;
  writeFileSync(EDITOR_E2E_SITE, JSON.stringify(site, null, 2) + "\n");
  await page.goto("/");
  await publishButton(page).click();
  const dialog = page.getByRole("dialog", { name: "Publish" });
  await dialog.getByRole("button", { name: "Publish now" }).click();
  const failed = page.getByRole("dialog", { name: "Not published" });
  await expect(failed).toBeVisible({ timeout: 90_000 });
  await expect(failed.getByRole("listitem").first()).toHaveText(/^Checking the site: done/);
  await expect(failed.getByRole("listitem").nth(1)).toHaveText(/^Building the pages: failed/);
  const alert = failed.getByRole("alert");
  // The picture by its file name, not its place in the project's folders; read beside the site being published.
  await expect(alert).toContainText(
    /Not published: the picture “damaged\.jpg” cannot be read: it may be damaged or cut short\. \w/,
  );
  await expectOwnerWords(page);
  await expect(alert).toContainText("The live site is unchanged: visitors still see the last version.");
  expect(await liveText(target)).toBe(before);
  resetCopy();
});

test("a second publish while one runs is refused in words", async ({ page }) => {
  // Another publish holds the lock (lock.ts): a process that is alive, this one.
  const lock = join(PUBLISH_E2E_STATE, "publish.lock");
  mkdirSync(lock, { recursive: true });
  writeFileSync(join(lock, "owner.json"), JSON.stringify({ pid: process.pid, since: "2026-01-01T00:00:00Z" }));
  try {
    await page.goto("/");
    await publishButton(page).click();
    const dialog = page.getByRole("dialog", { name: "Publish" });
    await dialog.getByRole("button", { name: "Publish now" }).click();
    // Who holds the lock (its process, since when) is the server log's; the owner reads what to do.
    await expect(dialog.getByRole("alert")).toHaveText(
      "Not published: someone else is publishing this moment: wait for it to finish, then try again.",
    );
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
});
