import { defineConfig } from "@playwright/test";
import base from "./playwright.config.ts";
import { OWNER_EDIT_DIST, OWNER_EDIT_PORT } from "./e2e/owner-edit/paths.ts";

/**
 * The owner's-edit proof (`npm run test:owner-edit`): the same browser specs, run against the build of a
 * copy of site.json edited as the owner's guide says (e2e/owner-edit/prepare.ts made it, and SITE_JSON
 * points the specs' expectations at it). Green here means an owner's legitimate edit keeps CI green.
 */
export default defineConfig({
  ...base,
  // The specs that read what the guide's edits change (the route table, menus, footer, pages' content and
  // translations); the FAQ's and the estimate button's behaviour do not depend on them, and the main run has them.
  testMatch: /(routes|header|content|languages|moved)\.spec\.ts/,
  use: { ...base.use, baseURL: `http://127.0.0.1:${OWNER_EDIT_PORT}` },
  // One width is enough to prove the point; the main run covers both layouts.
  // (The main run leaves the old addresses' spec out: the shipped site has none. This copy has one.)
  projects: (base.projects ?? [])
    .filter((project) => project.name === "desktop")
    .map((project) => ({ ...project, testIgnore: undefined })),
  webServer: {
    command: "node scripts/compiled.mjs --packages-external scripts/serve.ts",
    env: { PORT: String(OWNER_EDIT_PORT), SERVE_DIR: `${OWNER_EDIT_DIST}/client` },
    url: `http://127.0.0.1:${OWNER_EDIT_PORT}/`,
    reuseExistingServer: false,
    stdout: "ignore",
  },
});
