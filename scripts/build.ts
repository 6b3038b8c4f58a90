/**
 * `npm run build`: validate site.json, make the images, prerender every route with Vike, check the
 * output, and only then swap it into dist/. A failure at any step leaves the previous dist/ untouched
 * and no half-written folder behind.
 */
import { existsSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { build } from "vike/api";
import { displayName, loadSite, siteJsonPath } from "../src/content/load.ts";
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
  console.error(`\nBuild failed: ${message}\ndist/ was left as it was.`);
  process.exit(1);
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
// Kept for this process: Vike's prerender below, in this same process, reads this very validation.
const site = loadSite(siteJsonPath(), checked);

rmSync(STAGING, { recursive: true, force: true });
// In this process, with the site validated above: a separate `tsx scripts/images.ts` would start tsx and
// validate site.json again (seconds, for a site of thousands of pages).
const imagesStarted = performance.now();
try {
  console.log((await imagesForSite(site)).summary);
} catch (error) {
  fail(`images: ${error instanceof Error ? error.message : String(error)}`);
}
console.log(`images: ${(performance.now() - imagesStarted).toFixed(0)} ms`);
const vikeStarted = performance.now();
try {
  // Vike's own build and prerender, in this process: the pages read the site validated above.
  await build({ viteConfig: { build: { outDir: STAGING }, logLevel: "warn" } });
} catch (error) {
  fail(`vike build + prerender: ${error instanceof Error ? error.message : String(error)}`);
}
console.log(`vike build + prerender: ${(performance.now() - vikeStarted).toFixed(0)} ms`);

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
rmSync(previous, { recursive: true, force: true });

const ms = performance.now() - started;
console.log(
  `\nBuilt ${routes.length} routes and 404.html into dist/client in ${(ms / 1000).toFixed(1)} s ` +
    `(${(ms / routes.length).toFixed(0)} ms per route, all steps).`,
);
