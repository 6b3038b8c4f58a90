/**
 * Publishing as the owner, when the world does not hold still: a colleague pushed to the git host meanwhile (the
 * publish merges and both changes go live), the web server cannot be reached (the live site stays as it was and the
 * owner is told in words what to do), and a post written for tomorrow (absent today, live after tomorrow's scheduled
 * run, with the clock moved on as cron would find it).
 */
import { expect, test, type Page } from "@playwright/test";
import { readFileSync, writeFileSync } from "node:fs";
import { dayOf } from "../../src/site/schedule.ts";
import { publishCommand } from "../../tools/test-servers/publish-command.ts";
import { copyData, EDITOR_E2E_SITE, resetCopy } from "./copy.ts";
import { openMore, openPage, save, selectSection } from "./editing.ts";
import {
  DEVELOPER_WORDS,
  liveText,
  PUBLISH_E2E_CONFIG,
  PUBLISH_E2E_DIST,
  PUBLISH_E2E_STATE,
  serveEarlierVersion,
  startGitTarget,
  startPublishTarget,
  targetUnreachable,
  type PublishTarget,
} from "./publish-target.ts";

test.describe.configure({ mode: "serial" });

let target: PublishTarget | undefined;
test.beforeEach(() => resetCopy());
test.afterEach(async () => {
  await target?.stop();
  target = undefined;
  resetCopy();
});

const publishButton = (page: Page) => page.getByRole("button", { name: "Publish", exact: true });
const steps = (page: Page) => page.getByRole("list", { name: "Steps of the publish" });
const shipped = copyData().pages[0].blocks.find((block: { heading?: string }) => block.heading).heading as string;

async function publishNow(page: Page): Promise<void> {
  await publishButton(page).click();
  await page.getByRole("dialog", { name: "Publish" }).getByRole("button", { name: "Publish now" }).click();
}

/** Waits for the publish to end, either way, and expects the dialog it ended with: "Live" or "Not published". */
async function expectEndedAs(page: Page, title: "Live" | "Not published", timeout: number): Promise<void> {
  const ended = page.getByRole("dialog", { name: /^(Live|Not published)$/ });
  await expect(ended).toBeVisible({ timeout });
  await expect(ended, await ended.innerText()).toHaveAccessibleName(title);
}

/** Every step's words and the outcome, as the owner reads them: none of a developer's words. */
async function expectOwnerWords(page: Page): Promise<void> {
  for (const text of await page.getByRole("dialog").allInnerTexts()) expect(text).not.toMatch(DEVELOPER_WORDS);
}

test("a push refused because a colleague pushed meanwhile is merged, and both changes go live", async ({ page }) => {
  test.setTimeout(420_000);
  const host = (target = await startGitTarget());
  // The colleague changes the eyebrow just above the heading: the same lines of site.json for git.
  host.colleagueCommits((site) => (site.pages[0]!.blocks[0]!.eyebrow = "Eyebrow line from a colleague"));
  await openPage(page, 0);
  await selectSection(page, shipped);
  await page.getByRole("textbox", { name: /^Heading/ }).fill(`${shipped} merged by the owner`);
  await save(page);
  await publishNow(page);
  await expectEndedAs(page, "Live", 400_000);
  await expect(steps(page).getByRole("listitem").nth(3)).toHaveText(
    /^✓?Publishing: donesent to the host that builds the site, merged with the changes made there meanwhile$/,
  );
  await expect(steps(page).getByRole("listitem").nth(4)).toHaveText(
    /^✓?Confirming it is live: donethe live address shows this version$/,
  );
  await expectOwnerWords(page);
  const live = await liveText(host);
  expect(live).toContain(`${shipped} merged by the owner`);
  expect(live).toContain("Eyebrow line from a colleague");
});

test("a web server that cannot be reached leaves the live site as it was and says what to do", async ({ page }) => {
  test.setTimeout(180_000);
  target = await startPublishTarget();
  serveEarlierVersion("<!doctype html><title>Tree care</title><h1>The version visitors see</h1>");
  const before = await liveText(target);
  expect(before).toContain("The version visitors see");
  targetUnreachable(target);
  await page.goto("/");
  await publishNow(page);
  await expectEndedAs(page, "Not published", 150_000);
  const failed = page.getByRole("dialog", { name: "Not published" });
  await expect(failed.getByRole("listitem").nth(2)).toHaveText(/^Checking the built pages: done/);
  await expect(failed.getByRole("listitem").nth(3)).toHaveText(
    /^Publishing: failedthe web server could not be reached$/,
  );
  const alert = failed.getByRole("alert");
  await expect(alert).toContainText(
    "Not published: the web server could not be reached. Check that this computer is online, then try again in a " +
      "few minutes; if it still fails, tell whoever set up the site.",
  );
  await expect(alert).toContainText("The live site is unchanged: visitors still see the last version.");
  await expectOwnerWords(page);
  expect(await liveText(target)).toBe(before);
});

test("a post scheduled for tomorrow is absent today and live after tomorrow's scheduled run", async ({ page }) => {
  test.setTimeout(360_000);
  const now = new Date();
  const tomorrow = dayOf(new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1, 12));
  const post = "/blog/spring-pruning-offer";
  // A post written ahead and its Spanish translation (the strict check asks for one in each language).
  const site = JSON.parse(readFileSync(EDITOR_E2E_SITE, "utf8")) as { posts: Record<string, unknown>[] };
  const [english, spanish] = [site.posts[0]!, site.posts[2]!];
  site.posts.push(
    {
      ...english,
      path: post,
      title: "Spring Pruning Offer | Poinciana Tree Care",
      heading: "Spring Pruning Offer",
      description:
        "Our spring pruning offer for Poinciana homes: book a visit in March and save on shaping oaks and palms.",
      publishFrom: tomorrow,
    },
    {
      ...spanish,
      path: "/es/blog/oferta-de-poda-de-primavera",
      translationOf: post,
      title: "Oferta de poda de primavera | Poinciana Tree Care",
      heading: "Oferta de poda de primavera",
      description:
        "Nuestra oferta de poda de primavera para hogares de Poinciana: reserve en marzo y ahorre en robles y palmas.",
      publishFrom: tomorrow,
    },
  );
  writeFileSync(EDITOR_E2E_SITE, JSON.stringify(site, null, 2) + "\n");
  target = await startPublishTarget();

  // Today: the owner publishes; the post is not on the live site, nor in the blog's list.
  await page.goto("/");
  await publishNow(page);
  await expectEndedAs(page, "Live", 150_000);
  expect((await fetch(`${target.url}${post.slice(1)}`)).status).toBe(404);
  expect(await liveText(target, "blog")).not.toContain("Spring Pruning Offer");

  // Tomorrow morning the scheduled run (cron's `npm run publish -- --scheduled`) finds the post due and publishes.
  const run = await publishCommand(["--scheduled", "--no-precompress"], {
    SITE_JSON: EDITOR_E2E_SITE,
    DIST_DIR: PUBLISH_E2E_DIST,
    PUBLISH_CONFIG: PUBLISH_E2E_CONFIG,
    PUBLISH_STATE_DIR: PUBLISH_E2E_STATE,
    PUBLISH_NOW: `${tomorrow}T06:00:00`,
  });
  expect(run.stdout, run.stderr).toContain(`Scheduled content changed: ${post} became due`);
  expect(await liveText(target, post.slice(1))).toContain("Spring Pruning Offer");
  expect(await liveText(target, "blog")).toContain("Spring Pruning Offer");

  // The owner sees it in Published versions: live now, published on schedule.
  await page.getByRole("button", { name: "Close" }).click();
  await openMore(page);
  await page.getByRole("button", { name: "Published versions" }).click();
  const latest = page.getByRole("dialog", { name: "Published versions" }).getByRole("listitem").first();
  await expect(latest).toContainText("Published on schedule");
  await expect(latest).toContainText("(live now)");
});
