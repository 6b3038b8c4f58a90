/**
 * `npm run deploy:config`: rewrites deploy/ (nginx server block, CloudFront headers policy and index
 * function, the not-found pages) from site.json. tests/deploy.test.ts fails when they differ.
 * A site without a form hashes its inline stylesheet, which needs a build first (dist/client).
 */
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { loadSite } from "../src/content/load.ts";
import { DEPLOY_DIR, deployFiles } from "../src/deploy/files.ts";
import { cspOptionsFor } from "../src/deploy/output.ts";
import { serveDir } from "../src/paths.ts";

const site = loadSite();
const client = serveDir();
if (!site.estimateForm && !existsSync(join(client, "index.html"))) {
  console.error("This site has no form, so its CSP hashes the built stylesheet: run npm run build first.");
  process.exit(1);
}
mkdirSync(DEPLOY_DIR, { recursive: true });
for (const [name, text] of Object.entries(deployFiles(site, site.estimateForm ? {} : cspOptionsFor(client)))) {
  writeFileSync(join(DEPLOY_DIR, name), text);
  console.log(`wrote ${DEPLOY_DIR}/${name}`);
}
