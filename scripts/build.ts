/**
 * `npm run build`: validate site.json, make the images, prerender every route with Vike, check the
 * output, and only then swap it into dist/. A failure at any step leaves the previous dist/ untouched
 * and no half-written folder behind.
 */
import { spawnSync } from "node:child_process";
import { existsSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { displayName, loadSite, siteJsonPath, writeSiteSnapshot } from "../src/content/load.ts";
import { colorFor, formatProblem, summarize } from "../src/content/problems.ts";
import { validateSiteFile } from "../src/content/validate.ts";
import { routeTable } from "../src/content/routes.ts";
import { absoluteUrl } from "../src/head/meta.ts";
import { describePrecompress, writeHostFiles } from "../src/deploy/output.ts";
import { imagesForSite } from "./images.ts";

const DIST = resolve(process.env.DIST_DIR ?? "dist");
const STAGING = `${DIST}.tmp`;
const started = performance.now();

function fail(message: string): never {
  rmSync(STAGING, { recursive: true, force: true });
  rmSync(`${STAGING}.site.json`, { force: true });
  console.error(`\nBuild failed: ${message}\ndist/ was left as it was.`);
  process.exit(1);
}

function run(label: string, command: string, args: string[], env: NodeJS.ProcessEnv = {}) {
  const stepStarted = performance.now();
  const result = spawnSync(command, args, { stdio: "inherit", env: { ...process.env, ...env } });
  if (result.status !== 0) fail(`${label} exited with ${result.status ?? result.signal}`);
  console.log(`${label}: ${(performance.now() - stepStarted).toFixed(0)} ms`);
}

// The same check as `npm run validate`, with the same words. Warnings are printed and, with
// `--strict`, refuse the build as errors do.
const strict = process.argv.includes("--strict");
const checked = validateSiteFile(siteJsonPath(), { root: dirname(siteJsonPath()) });
const color = colorFor(process.stderr);
for (const problem of checked.problems)
  console.error(formatProblem(displayName(siteJsonPath()), problem, { color }) + "\n");
if (!checked.ok || (strict && checked.problems.length)) {
  fail(
    `${summarize(displayName(siteJsonPath()), checked.problems)}; fix ${checked.ok ? "the warnings (--strict)" : "the errors"} above`,
  );
}
const site = loadSite(siteJsonPath(), checked);
// Beside the staging folder (vike empties that one), one per build output, removed when the build ends.
const snapshot = `${STAGING}.site.json`;
writeSiteSnapshot(snapshot, siteJsonPath(), site);

rmSync(STAGING, { recursive: true, force: true });
const bin = (name: string) => resolve("node_modules/.bin", name);
// In this process, with the site validated above: a separate `tsx scripts/images.ts` would start tsx and
// validate site.json again (seconds, for a site of thousands of pages).
const imagesStarted = performance.now();
try {
  console.log((await imagesForSite(site)).summary);
} catch (error) {
  fail(`images: ${error instanceof Error ? error.message : String(error)}`);
}
console.log(`images: ${(performance.now() - imagesStarted).toFixed(0)} ms`);
run("vike build + prerender", bin("vike"), ["build"], {
  BUILD_OUT_DIR: STAGING,
  NODE_ENV: "production",
  SITE_SNAPSHOT: snapshot,
});

const client = join(STAGING, "client");
const routes = routeTable(site);
const missing = [...routes.map((route) => join(client, route.path, "index.html")), join(client, "404.html")].filter(
  (file) => !existsSync(file),
);
if (missing.length) fail(`prerender did not write ${missing.join(", ")}`);

writeFileSync(
  join(client, "sitemap.xml"),
  `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n` +
    routes
      .map((route) => {
        const lastmod =
          route.kind === "post" ? `<lastmod>${route.post.modified ?? route.post.published}</lastmod>` : "";
        return `  <url><loc>${absoluteUrl(site, route.path)}</loc>${lastmod}</url>\n`;
      })
      .join("") +
    `</urlset>\n`,
);
writeFileSync(join(client, "robots.txt"), `User-agent: *\nAllow: /\n\nSitemap: ${site.site.url}/sitemap.xml\n`);

// Host files (deploy): the feed, _headers, .nojekyll, then .br/.gz beside every text file.
const hostStarted = performance.now();
try {
  console.log(describePrecompress(await writeHostFiles(client, site, join(DIST, "client"))));
} catch (error) {
  fail(`host files: ${error instanceof Error ? error.message : String(error)}`);
}
console.log(`host files: ${(performance.now() - hostStarted).toFixed(0)} ms`);

const previous = `${DIST}.previous`;
rmSync(previous, { recursive: true, force: true });
if (existsSync(DIST)) renameSync(DIST, previous);
renameSync(STAGING, DIST);
rmSync(snapshot, { force: true });
rmSync(previous, { recursive: true, force: true });

const ms = performance.now() - started;
console.log(
  `\nBuilt ${routes.length} routes and 404.html into dist/client in ${(ms / 1000).toFixed(1)} s ` +
    `(${(ms / routes.length).toFixed(0)} ms per route, all steps).`,
);
