import { defineConfig } from "@playwright/test";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "./tools/chromium.ts";
import { TEAM_ORIGIN } from "./editor/team-e2e/setup.ts";

/**
 * The served editor for a team (`npm run test:team`): the editor behind nginx with TLS (a certificate the run makes),
 * people signing in with passkeys (Chromium's virtual authenticator) and passwords. One worker: the tests follow
 * one team, the owner first.
 */
export default defineConfig({
  testDir: "editor/team-e2e",
  workers: 1,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  reporter: [["list"]],
  timeout: 90_000,
  use: {
    baseURL: TEAM_ORIGIN,
    // The run's own certificate, made by openssl for localhost: trusted in this test only.
    ignoreHTTPSErrors: true,
    viewport: { width: 1280, height: 900 },
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS },
  },
  webServer: {
    command: "tsx editor/team-e2e/serve.ts",
    url: `${TEAM_ORIGIN}/sign-in`,
    ignoreHTTPSErrors: true,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: "pipe",
  },
});
