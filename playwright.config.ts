import { defineConfig } from "@playwright/test";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "./tools/chromium.ts";

const PORT = Number(process.env.E2E_PORT ?? 4173);
/** nginx with deploy/nginx.conf (tools/serve-nginx.ts), for the "nginx" project. */
const NGINX_PORT = Number(process.env.NGINX_PORT ?? 8085);
const NGINX_SPEC = /nginx\.spec\.ts/;
/** The example site's own specs (playwright.example.config.ts), which this site would fail. */
const EXAMPLE_SPECS = /e2e\/example\//;
/** The old addresses: the shipped site has none (the example's and the owner's-edit runs test them). */
const MOVED_SPEC = /moved\.spec\.ts/;

/** Browser tests run in Debian's Chromium against the built site, served over HTTP as a static host would. */
export default defineConfig({
  testDir: "e2e",
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  reporter: [["list"]],
  timeout: 30_000,
  use: {
    // One browser context per worker, reset by Playwright between tests: see testContext in e2e/fixtures.ts.
    reuseContext: true,
    baseURL: `http://127.0.0.1:${PORT}`,
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS },
  },
  projects: [
    // Tests tagged @desktop or @mobile belong to one layout; every other test runs at both widths.
    {
      name: "mobile",
      grepInvert: /@desktop/,
      testIgnore: [NGINX_SPEC, EXAMPLE_SPECS, MOVED_SPEC],
      use: { viewport: { width: 375, height: 812 } },
    },
    {
      name: "desktop",
      grepInvert: /@mobile/,
      testIgnore: [NGINX_SPEC, EXAMPLE_SPECS, MOVED_SPEC],
      use: { viewport: { width: 1280, height: 800 } },
    },
    // The build as a real server serves it: deploy/nginx.conf, its headers and its CSP.
    {
      name: "nginx",
      testMatch: NGINX_SPEC,
      use: { baseURL: `http://127.0.0.1:${NGINX_PORT}`, viewport: { width: 1280, height: 800 } },
    },
  ],
  webServer: [
    {
      command: "node scripts/compiled.mjs --packages-external scripts/serve.ts",
      env: { PORT: String(PORT) },
      url: `http://127.0.0.1:${PORT}/`,
      reuseExistingServer: !process.env.CI,
      stdout: "ignore",
    },
    {
      command: "tsx tools/serve-nginx.ts",
      env: { NGINX_PORT: String(NGINX_PORT) },
      url: `http://127.0.0.1:${NGINX_PORT}/`,
      reuseExistingServer: !process.env.CI,
      stdout: "ignore",
    },
  ],
});
