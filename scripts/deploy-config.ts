/**
 * `npm run deploy:config`: brings deploy/ (nginx server block, CloudFront headers policy and index function, the
 * not-found pages) in step with site.json, as every build and every save of the editor also does
 * (src/deploy/files.ts). tests/deploy.test.ts fails when they differ.
 * A site without a form hashes its inline stylesheet, which needs a build first (dist/client).
 *
 * `--staged` (the pre-commit hook, after the check): the staged deploy/ is brought in step with the staged site.json
 * and added to the commit, so an owner's hand edit (a language added) never leaves it behind for CI to refuse.
 */
import { existsSync, mkdirSync } from "node:fs";
import { join } from "node:path";
import { execFileSync } from "node:child_process";
import { writeFileAtomic } from "../src/save/write-atomic.ts";
import { keepDeployInStep, knownDeployFiles, type DeploySite } from "../src/deploy/files.ts";
import { deployConfigDir, serveDir } from "../src/paths.ts";

const dir = deployConfigDir();
if (process.argv.includes("--staged")) process.exit(stageDeploy());
// The whole check (zod) only for the command itself: the hook's step needs the deploy files alone.
const { loadSite } = await import("../src/site/load.ts");
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

/**
 * The staged copy of each file of deploy/ that differs from what the staged site.json makes of it: written and added
 * to the commit. The check has passed by then, so the staged site.json is JSON. Nothing for a project without deploy/.
 */
function stageDeploy(): number {
  if (!existsSync(dir)) return 0;
  const git = (...args: string[]) => execFileSync("git", args, { encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] });
  const staged = (path: string) => {
    try {
      return git("show", `:${path}`);
    } catch {
      return undefined;
    }
  };
  const site = JSON.parse(git("show", ":site.json").replace(/^\uFEFF/, "")) as DeploySite;
  const added: string[] = [];
  for (const [name, text] of Object.entries(knownDeployFiles(site))) {
    const path = `${dir}/${name}`;
    if (staged(path) === text) continue;
    writeFileAtomic(path, text);
    git("add", "--", path);
    added.push(path);
  }
  if (added.length)
    console.error(`pre-commit: ${added.join(", ")} brought in step with site.json, and added to this commit`);
  return 0;
}
