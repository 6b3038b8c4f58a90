import { defineConfig } from "@playwright/test";
import base from "./playwright.config.ts";
import { join } from "node:path";
import { clientDir } from "./src/paths.ts";

const PORT = Number(process.env.EXAMPLE_PORT ?? 4193);
const NGINX_PORT = Number(process.env.EXAMPLE_NGINX_PORT ?? 8087);
/** The old addresses are also tested behind nginx, with the example's own server block (test:example writes it). */
const NGINX_SPEC = /moved\.spec\.ts/;

/**
 * The example site's browser tests (`npm run test:example`, which builds it into DIST_DIR first): every route
 * answers with its own head and structured data, shows one h1 and no error at both widths, and nothing of the tree-care business shows.
 * SITE_JSON points the specs' expectations at the example.
 */
export default defineConfig({
  ...base,
  testMatch: /(routes|other-business|moved)\.spec\.ts/,
  testIgnore: undefined,
  use: { ...base.use, baseURL: `http://127.0.0.1:${PORT}` },
  projects: (base.projects ?? []).map((project) =>
    project.name === "nginx"
      ? { ...project, testMatch: NGINX_SPEC, use: { ...project.use, baseURL: `http://127.0.0.1:${NGINX_PORT}` } }
      : { ...project, testIgnore: undefined },
  ),
  webServer: [
    {
      command: "node scripts/compiled.mjs --packages-external scripts/serve.ts",
      env: { PORT: String(PORT), SERVE_DIR: clientDir() },
      url: `http://127.0.0.1:${PORT}/`,
      reuseExistingServer: false,
      stdout: "ignore",
    },
    {
      command: "tsx tools/serve-nginx.ts",
      env: {
        NGINX_PORT: String(NGINX_PORT),
        SERVE_DIR: clientDir(),
        NGINX_CONF: join(process.env.DEPLOY_DIR ?? ".scratch/example/deploy", "nginx.conf"),
      },
      url: `http://127.0.0.1:${NGINX_PORT}/`,
      reuseExistingServer: false,
      stdout: "ignore",
    },
  ],
});
