/**
 * `npm run deploy:config`: brings deploy/ (nginx server block, CloudFront headers policy and index function, the
 * not-found pages) in step with site.json, as every build and every save of the editor also does
 * (src/deploy/files.ts). tests/deploy.test.ts fails when they differ.
 * A site without a form hashes its inline stylesheet, which needs a build first (dist/client).
 */
import { existsSync, mkdirSync } from "node:fs";
import { join } from "node:path";
import { loadSite } from "../src/content/load.ts";
import { DEPLOY_DIR, keepDeployInStep } from "../src/deploy/files.ts";
import { serveDir } from "../src/paths.ts";

const site = loadSite();
const client = serveDir();
if (!site.estimateForm && !existsSync(join(client, "index.html"))) {
  console.error("This site has no form, so its CSP hashes the built stylesheet: run npm run build first.");
  process.exit(1);
}
mkdirSync(DEPLOY_DIR, { recursive: true });
const written = keepDeployInStep(DEPLOY_DIR, site, site.estimateForm ? undefined : client);
for (const name of written) console.log(`wrote ${DEPLOY_DIR}/${name}`);
if (!written.length) console.log(`${DEPLOY_DIR}/ was already in step with site.json`);
