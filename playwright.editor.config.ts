import { defineConfig } from "@playwright/test";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "./tools/chromium.ts";
import { EDITOR_E2E_PORT, EDITOR_E2E_STATE } from "./editor/e2e/copy.ts";

/**
 * The owner's editor in a real browser (`npm run test:editor`): the editor server and app started as
 * `npm run edit` starts them, on a copy of the site that each test puts back first. One worker: the tests
 * share that one file, as one owner would. The editor opens only from the address it printed (its token traded for a
 * cookie): sign-in.ts opens it once, after the server starts, and each test's browser starts with that cookie.
 */
export default defineConfig({
  testDir: "editor/e2e",
  workers: 1,
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
  webServer: {
    command: "tsx editor/e2e/serve.ts",
    url: `http://127.0.0.1:${EDITOR_E2E_PORT}/`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: "ignore",
  },
});
