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

// Another site's (the example's, for its nginx test) into a folder of its own: DEPLOY_DIR.
const dir = process.env.DEPLOY_DIR ?? DEPLOY_DIR;
const site = loadSite();
const client = serveDir();
if (!site.estimateForm && !existsSync(join(client, "index.html"))) {
  console.error("This site has no form, so its CSP hashes the built stylesheet: run npm run build first.");
  process.exit(1);
}
mkdirSync(dir, { recursive: true });
const written = keepDeployInStep(dir, site, site.estimateForm ? undefined : client);
for (const name of written) console.log(`wrote ${join(dir, name)}`);
if (!written.length) console.log(`${dir}/ was already in step with site.json`);
