import { defineConfig } from "@playwright/test";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "./tools/chromium.ts";
import { EDITOR_E2E_PORT, EDITOR_E2E_SLOTS, EDITOR_E2E_STATE, editorPort } from "./editor/e2e/copy.ts";

/**
 * The owner's editor in a real browser (`npm run test:editor`): the editor server and app started as
 * `npm run edit` starts them, on a copy of the site that each test puts back first. Two workers, each with its own
 * editor and copy (its slot, copy.ts): this file is read again in each worker, where Playwright's parallel index
 * names the slot, so baseURL and the cookie are that worker's editor's. A spec file runs whole in one worker. The
 * editor opens only from the address it printed (its token traded for a cookie): sign-in.ts opens each once, after
 * the servers start, and each test's browser starts with that cookie.
 */
export default defineConfig({
  testDir: "editor/e2e",
  workers: EDITOR_E2E_SLOTS,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  reporter: [["list"]],
  globalSetup: "./editor/e2e/sign-in.ts",
  timeout: 60_000,
  use: {
    baseURL: `http://127.0.0.1:${EDITOR_E2E_PORT}`,
    viewport: { width: 1280, height: 900 },
    // One browser context for the run, which Playwright resets between tests (its pages, storage, routes): 1.7 minutes
    // instead of 2.5. These tests pause no clock and set nothing the reset leaves (see testContext in e2e/fixtures.ts).
    reuseContext: true,
    storageState: EDITOR_E2E_STATE,
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS },
  },
  webServer: Array.from({ length: EDITOR_E2E_SLOTS }, (_, slot) => ({
    command: "tsx editor/e2e/serve.ts",
    env: { EDITOR_E2E_SLOT: String(slot) },
    url: `http://127.0.0.1:${editorPort(slot)}/`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: "ignore" as const,
  })),
});
