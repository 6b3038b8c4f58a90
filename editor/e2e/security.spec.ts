import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { EDITOR_E2E_ADDRESS, EDITOR_E2E_PORT, resetCopy } from "./copy.ts";

// The editor as a stranger meets it: another page framing it, a visit without its address, and its own policy kept.
test.beforeEach(() => resetCopy());

test("opens only from its printed address: without it a page asks for it, with it the editor opens", async ({
  browser,
}) => {
  const stranger = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  try {
    const page = await stranger.newPage();
    expect((await page.goto("/"))?.status()).toBe(403);
    await expect(page.getByRole("heading", { name: "Open the editor with its own address" })).toBeVisible();
    await page.goto(readFileSync(EDITOR_E2E_ADDRESS, "utf8"));
    await expect(page.getByRole("heading", { name: "Pages and posts" })).toBeVisible();
    expect(page.url()).toBe(`http://127.0.0.1:${EDITOR_E2E_PORT}/`);
    const cookies = await stranger.cookies();
    expect(cookies.map(({ httpOnly, sameSite }) => ({ httpOnly, sameSite }))).toEqual([
      { httpOnly: true, sameSite: "Strict" },
    ]);
  } finally {
    await stranger.close();
  }
});

test("no other page can frame it, even for a visitor who has it open", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { name: "Pages and posts" })).toBeVisible();
  await page.goto("about:blank");
  await page.setContent(`<iframe src="http://127.0.0.1:${EDITOR_E2E_PORT}/" width="800" height="600"></iframe>`);
  const framed = page.frames()[1]!;
  await framed.waitForLoadState();
  expect(framed.url()).not.toBe(`http://127.0.0.1:${EDITOR_E2E_PORT}/`);
  expect(
    await framed
      .locator("body")
      .textContent({ timeout: 2000 })
      .catch(() => ""),
  ).not.toMatch(/Pages and posts/);
});

test("runs within its own policy: opening it and a page breaks no rule of it", async ({ page }) => {
  const broken: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) broken.push(message.text());
  });
  await page.goto("/");
  await expect(page.getByRole("heading", { name: "Pages and posts" })).toBeVisible();
  await page.goto("/pages/0");
  await expect(page.locator(".canvas-frame iframe")).toBeVisible();
  await page.goto("/settings/theme");
  await page.waitForLoadState("networkidle");
  expect(broken).toEqual([]);
});
