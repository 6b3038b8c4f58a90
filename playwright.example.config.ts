import { defineConfig } from "@playwright/test";
import base from "./playwright.config.ts";
import { clientDir } from "./src/paths.ts";

const PORT = Number(process.env.EXAMPLE_PORT ?? 4193);

/**
 * The example site's browser tests (`npm run test:example`, which builds it into DIST_DIR first): every route
 * answers with its own head and structured data, shows one h1 and no error at both widths, and nothing of the tree-care business shows.
 * SITE_JSON points the specs' expectations at the example.
 */
export default defineConfig({
  ...base,
  testMatch: /(routes|other-business)\.spec\.ts/,
  testIgnore: undefined,
  use: { ...base.use, baseURL: `http://127.0.0.1:${PORT}` },
  projects: (base.projects ?? [])
    .filter((project) => project.name !== "nginx")
    .map((project) => ({ ...project, testIgnore: undefined })),
  webServer: {
    command: "node scripts/compiled.mjs --packages-external scripts/serve.ts",
    env: { PORT: String(PORT), SERVE_DIR: clientDir() },
    url: `http://127.0.0.1:${PORT}/`,
    reuseExistingServer: false,
    stdout: "ignore",
  },
});
