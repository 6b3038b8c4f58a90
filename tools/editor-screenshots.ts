/**
 * npm run docs:screenshots: the pictures in docs/editing.md, taken from the real editor on a scratch copy of the
 * site, so the guide shows what the owner will see. Rerun after changing the editor.
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { chromium, type Page } from "@playwright/test";
import type { PublishJob } from "../editor/shared/publish-wire.ts";
import { startEditorServer } from "../editor/server/server.ts";
import { scratchSite } from "./bench-editor.ts";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "./chromium.ts";
import { startNginx } from "./test-servers/nginx.ts";

const out = path.resolve("docs/editor");
mkdirSync(out, { recursive: true });
const scratch = scratchSite(readFileSync("site.json", "utf8"));
// Who publishes, as the versions list says it (else the account's name).
process.env.PUBLISH_AUTHOR ??= "Sam Rivera <sam@example.com>";
// Publishing goes to a folder served by nginx, as a web server serves a server target's `current` link.
const serverRoot = path.join(path.dirname(scratch.file), "server");
mkdirSync(serverRoot);
const nginx = await startNginx(
  path.join(serverRoot, "current"),
  Number(process.env.PUBLISH_TEST_PORT_BASE ?? 18400) + 30,
  { previewsIn: serverRoot },
);
writeFileSync(
  path.join(path.dirname(scratch.file), "publish.json"),
  JSON.stringify({ targets: { live: { type: "server", path: serverRoot, liveUrl: nginx.url } } }),
);
const editor = await startEditorServer({
  siteFile: scratch.file,
  port: Number(process.env.EDITOR_PORT ?? 4391),
  // The build inside the project (the build refuses an output elsewhere), the history beside the scratch site.
  publish: {
    dist: path.resolve(".scratch/docs-publish/dist"),
    stateDir: path.join(path.dirname(scratch.file), "state"),
  },
});
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  const shot = async (name: string) => {
    // The pointer off the canvas, and time for a menu it passed over to close (the site's menus close 1 s after
    // the pointer leaves) and for the canvas's pictures to show.
    await page.mouse.move(1279, 799);
    await page.waitForTimeout(1500);
    await page.screenshot({ path: path.join(out, `${name}.png`) });
    console.log(`docs/editor/${name}.png`);
  };
  await page.goto(editor.url);
  await page.locator("table.records tbody tr").first().waitFor();
  await shot("start");

  await page.locator("table.records tbody tr th a").first().click();
  const frame = page.frameLocator("iframe").first();
  await frame.locator("h1").first().click({ force: true }); // the section under it takes the pointer
  await page.getByText(/^Section 1 of/).waitFor();
  await shot("page");

  await page.getByRole("textbox", { name: /^Heading/ }).fill("");
  await page
    .getByText(/^Must fix:/)
    .first()
    .waitFor();
  await shot("problem");
  await page.keyboard.press("Control+z");

  await page.getByRole("button", { name: /^Phone/ }).click();
  await frame.locator("h1").first().click({ force: true }); // the section under it takes the pointer
  await shot("phone");

  await page
    .getByRole("button", { name: /^Change image/ })
    .first()
    .click();
  await page.getByRole("dialog").waitFor();
  await shot("images");
  await page.keyboard.press("Escape");

  await page.getByRole("link", { name: "Design", exact: true }).click();
  await page.getByRole("link", { name: "Theme", exact: true }).click();
  await page.getByRole("button", { name: /^Desktop/ }).click();
  await page.frameLocator('iframe[title^="Preview of"]').locator("h1").waitFor();
  await shot("theme");

  // Publishing: the first publish (its steps shown under way), then a changed heading saved, a preview, what will
  // go live, Live, and the versions.
  const publish = page.getByRole("button", { name: "Publish", exact: true });
  await publish.click();
  const shown = await holdPublishInProgress(page);
  await page.getByRole("button", { name: "Publish now" }).click();
  await page.locator(".publish-step-done").first().waitFor({ timeout: 120_000 });
  await shot("publish-progress");
  await shown();
  await page.getByRole("dialog", { name: "Live" }).waitFor({ timeout: 120_000 });
  await page.getByRole("button", { name: "Close" }).click();
  await page.getByRole("link", { name: "Pages", exact: true }).click();
  await page.locator("table.records tbody tr th a").first().click();
  await frame.locator("h1").first().click({ force: true }); // the section under it takes the pointer
  await page.getByText(/^Section 1 of/).waitFor();
  const heading = page.getByRole("textbox", { name: /^Heading/ });
  await heading.fill(`${await heading.inputValue()} this spring`);
  await shot("publish-save-first");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await page
    .getByText(/^Saved/)
    .first()
    .waitFor();
  await page.getByRole("button", { name: "More", exact: true }).click();
  await page.getByRole("button", { name: "Preview", exact: true }).click();
  await page.getByRole("button", { name: "Make a preview" }).click();
  await page.getByRole("dialog", { name: "Preview ready" }).waitFor({ timeout: 120_000 });
  await shot("preview-ready");
  await page.getByRole("button", { name: "Close" }).click();
  await publish.click();
  await page.locator(".publish-changes").waitFor();
  await shot("publish-confirm");
  await page.getByRole("button", { name: "Publish now" }).click();
  await page.getByRole("dialog", { name: "Live" }).waitFor({ timeout: 120_000 });
  await shot("publish-live");
  await page.setViewportSize({ width: 375, height: 800 });
  await shot("publish-live-phone");
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByRole("button", { name: "Close" }).click();
  await page.getByRole("button", { name: "More", exact: true }).click();
  await page.getByRole("button", { name: "Published versions" }).click();
  await page.getByRole("button", { name: /^Put this version back live/ }).waitFor();
  await shot("published-versions");
  await page.setViewportSize({ width: 375, height: 800 });
  await shot("published-versions-phone");
} finally {
  await nginx.stop();
  await browser.close();
  await editor.close();
  scratch.remove();
}

/**
 * Holds the app's questions about a running publish once a step is done, so the picture shows the steps under way
 * (a publish is over in a second or two); the returned function lets them through again.
 */
async function holdPublishInProgress(page: Page): Promise<() => Promise<void>> {
  let release = () => {};
  let holding: Promise<void> | undefined;
  await page.route(/\/api\/publish\/job\?/, async (route) => {
    if (holding) await holding;
    const response = await route.fetch();
    const job = (await response.json()) as PublishJob;
    if (!holding && !job.done && !job.failed && job.events.some((event) => event.status === "done"))
      holding = new Promise((resolve) => (release = resolve));
    await route.fulfill({ response, json: job });
  });
  return async () => {
    release();
    await page.unrouteAll({ behavior: "wait" });
  };
}
