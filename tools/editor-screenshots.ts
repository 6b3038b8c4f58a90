/**
 * npm run docs:screenshots: the pictures in docs/editing.md, taken from the real editor on a scratch copy of the
 * site, so the guide shows what the owner will see. Rerun after changing the editor.
 */
import { mkdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { chromium } from "@playwright/test";
import { startEditorServer } from "../editor/server/server.ts";
import { scratchSite } from "./bench-editor.ts";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "./chromium.ts";

const out = path.resolve("docs/editor");
mkdirSync(out, { recursive: true });
const scratch = scratchSite(readFileSync("site.json", "utf8"));
const editor = await startEditorServer({ siteFile: scratch.file, port: Number(process.env.EDITOR_PORT ?? 4391) });
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
  await frame.locator("h1").first().click();
  await page.getByText(/^Section 1 of/).waitFor();
  await shot("page");

  await page.getByRole("textbox", { name: /^Heading/ }).fill("");
  await page
    .getByText(/^Error:/)
    .first()
    .waitFor();
  await shot("problem");
  await page.keyboard.press("Control+z");

  await page.getByRole("button", { name: /^Phone/ }).click();
  await frame.locator("h1").first().click();
  await shot("phone");

  await page
    .getByRole("button", { name: /^Change image/ })
    .first()
    .click();
  await page.getByRole("dialog").waitFor();
  await shot("images");
  await page.keyboard.press("Escape");

  await page.getByRole("link", { name: "Theme" }).click();
  await page.getByRole("button", { name: /^Desktop/ }).click();
  await page.frameLocator('iframe[title^="Preview of"]').locator("h1").waitFor();
  await shot("theme");
} finally {
  await browser.close();
  await editor.close();
  scratch.remove();
}
