/**
 * `npm run audit [-- --no-build] [paths...]`: builds the site (unless --no-build, as `npm test` passes
 * right after its own build), serves it over HTTP and measures every route and the not-found page against
 * the budgets (README, "npm run audit"): Lighthouse mobile and desktop, axe-core, html-validate, a crawl of every link
 * and file, the structured data, and the bytes. Prints one table and every broken budget, saves the whole
 * measurement to reports/audit/audit.json, and exits 1 when any budget is broken.
 * Paths given as arguments limit the audit to those pages ("404" names the not-found page, "es/404" the one
 * of the language in /es).
 */
import { spawnSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { outputFileOf } from "../../src/build/output.ts";
import { loadSite } from "../../src/site/load.ts";
import { siteLanguages } from "../../src/site/languages.ts";
import { routeTable } from "../../src/site/routes.ts";
import { runAxe } from "./axe.ts";
import { budgetFailures, budgetWarnings, RUNS_ON_MISS } from "./budgets.ts";
import { measureBytes } from "./bytes.ts";
import { crawl } from "./crawl.ts";
import { readPage } from "./html.ts";
import { validateHtml } from "./html-validate.ts";
import { runLighthouse } from "./lighthouse.ts";
import { observatoryOfNginx, type ObservatoryReport } from "./observatory.ts";
import { startServer } from "./server.ts";
import { checkStructuredData, hoursStatedIn } from "./structured-data.ts";
import { renderTable, TABLE_LEGEND } from "./table.ts";
import type { AuditResults, PageResult } from "./types.ts";

/** SERVE_DIR, as scripts/serve.ts reads it (the server inherits it), audits another built copy. */
const CLIENT_DIR = resolve(process.env.SERVE_DIR ?? "dist/client");
/** AUDIT_REPORT saves the measurement elsewhere (the example site's audit keeps the project's report). */
const REPORT_FILE = resolve(process.env.AUDIT_REPORT ?? "reports/audit/audit.json");
/** An address no route has: the server answers it with 404.html and status 404. */
const NOT_FOUND_PATH = "/this-page-does-not-exist";
const NOT_FOUND_LABEL = "404";

const startedAt = new Date();
const started = performance.now();
const seconds = (since: number) => ((performance.now() - since) / 1000).toFixed(1);
const log = (line: string) => console.error(`[audit ${seconds(started).padStart(6)} s] ${line}`);

const args = process.argv.slice(2);
const unknownFlags = args.filter((arg) => arg.startsWith("-") && arg !== "--no-build");
if (unknownFlags.length) {
  console.error(`Unknown option ${unknownFlags.join(", ")}. Usage: npm run audit [-- --no-build] [paths...]`);
  process.exit(2);
}
const only = args.filter((arg) => !arg.startsWith("-"));

if (!args.includes("--no-build")) {
  log("building the site (npm run build)");
  const build = spawnSync(resolve("node_modules/.bin/tsx"), ["scripts/build.ts"], { stdio: "inherit" });
  if (build.status !== 0) {
    console.error("The build failed: nothing to audit.");
    process.exit(1);
  }
}

const site = loadSite();
const routes = routeTable(site);
const fileOf = outputFileOf;
const audited = [
  ...routes.map((route) => ({
    label: route.path,
    kind: "route" as const,
    path: route.path,
    file: fileOf(route.path),
    dataKind: route.kind,
    language: route.language,
  })),
  // Each language's not-found page: 404 for the default language, es/404 for the one in /es.
  ...siteLanguages(site).map((language) => ({
    label: language.isDefault ? NOT_FOUND_LABEL : `${language.prefix.slice(1)}/${NOT_FOUND_LABEL}`,
    kind: "not-found" as const,
    path: `${language.prefix}${NOT_FOUND_PATH}`,
    file: `${language.prefix.slice(1)}${language.isDefault ? "" : "/"}404.html`,
    dataKind: "not-found" as const,
    language: language.tag,
  })),
].filter((page) => only.length === 0 || only.includes(page.label));
if (only.length && audited.length !== only.length) {
  console.error(`No such page: ${only.filter((label) => !audited.some((page) => page.label === label)).join(", ")}`);
  process.exit(2);
}

const server = await startServer();
let results: AuditResults;
// The MDN HTTP Observatory's rules, applied to nginx serving the build with deploy/nginx.conf.
let observatory: ObservatoryReport | undefined;
try {
  log(`serving ${CLIENT_DIR} at ${server.url}; html-validate on every built HTML file`);
  const htmlErrors = await validateHtml(CLIENT_DIR);

  log("crawling from /");
  const crawled = await crawl({
    localUrl: server.url,
    siteUrl: site.site.url,
    routePaths: routes.map((route) => route.path),
    notFoundPaths: audited.filter((page) => page.kind === "not-found").map((page) => page.path),
  });
  log(`crawled ${crawled.result.pagesVisited.length} pages, requested ${crawled.result.checked.length} URLs`);

  observatory = await observatoryOfNginx(log);

  const axe = await runAxe(site, server.url, audited, log);

  const lighthouseRoutes = audited.filter((page) => page.kind === "route").map((page) => page.path);
  const lighthouse = await runLighthouse(server.url, lighthouseRoutes, log);

  const pages: PageResult[] = [];
  for (const page of audited) {
    const fetched = crawled.pages.get(page.path);
    const facts = fetched?.facts ?? readPage("");
    const status = crawled.result.checked.find((checked) => checked.url === page.path)?.status;
    pages.push({
      label: page.label,
      kind: page.kind,
      path: page.path,
      file: page.file,
      status: typeof status === "number" ? status : 0,
      lighthouse: page.kind === "route" ? (lighthouse.results.get(page.path) ?? {}) : undefined,
      axe: axe.get(page.label)?.checks ?? [],
      htmlValidate: htmlErrors.get(page.file) ?? [],
      brokenLinks: crawled.brokenOn.get(page.path) ?? [],
      jsonLd: checkStructuredData(facts.jsonLd, {
        kind: page.dataKind,
        showsBreadcrumbs: facts.showsBreadcrumbs,
        // Hours are text in site.json: stated to search engines when open at all hours, or as far as they read.
        hoursStated: hoursStatedIn(site, page.language),
      }),
      bytes: await measureBytes({
        html: fetched?.html ?? "",
        facts,
        pageUrl: `${server.url}${page.path}`,
        localOrigin: server.url,
        loadedScripts: axe.get(page.label)?.loadedScripts ?? [],
      }),
      showsBreadcrumbs: facts.showsBreadcrumbs,
    });
  }

  const routeFiles = new Set([...routes.map((route) => fileOf(route.path)), "404.html"]);
  const notes: string[] = [
    `Crawled ${crawled.result.pagesVisited.length} HTML pages from /, requested ${crawled.result.checked.length} ` +
      `internal URLs once each, listed ${crawled.result.external.length} external links without fetching them.`,
  ];
  if (crawled.result.unreachedRoutes.length) {
    notes.push(`No link from / reaches ${crawled.result.unreachedRoutes.join(", ")} (audited all the same).`);
  }
  if (!siteLanguages(site).some((language) => hoursStatedIn(site, language.tag))) {
    notes.push(
      "No row of the business's opening hours reads as days and times (and openAllHours is false), so its " +
        "LocalBusiness states no openingHoursSpecification, and none is asked for.",
    );
  }
  const withBreadcrumbs = pages.filter((page) => page.showsBreadcrumbs).map((page) => page.label);
  notes.push(
    withBreadcrumbs.length
      ? `Pages showing breadcrumbs, checked for a BreadcrumbList: ${withBreadcrumbs.join(", ")}.`
      : "No page shows breadcrumbs (no element named or classed breadcrumb), so no BreadcrumbList is expected.",
  );
  const heaviest = [...pages].sort((a, b) => b.bytes.js.gzip - a.bytes.js.gzip)[0];
  if (heaviest) {
    notes.push(
      `Heaviest JavaScript: ${heaviest.label}, ${heaviest.bytes.js.gzip} B gzip (${heaviest.bytes.js.raw} B raw) in ` +
        `${heaviest.bytes.js.files.join(", ") || "no file"}.`,
    );
  }
  const thirdParty = [...new Set(pages.flatMap((page) => page.bytes.externalScripts))];
  if (thirdParty.length) notes.push(`Third-party scripts, not fetched and not counted: ${thirdParty.join(", ")}.`);
  const reran = pages.flatMap((page) =>
    Object.entries(page.lighthouse ?? {})
      .filter(([, result]) => result.runs.length > 1)
      .map(([preset]) => `${page.label} (${preset})`),
  );
  if (reran.length)
    notes.push(
      `Lighthouse missed the budget on a first run and took the median of ${RUNS_ON_MISS} for: ${reran.join(", ")}.`,
    );
  notes.push(...lighthouse.errors.map((error) => `Lighthouse error: ${error}`));

  results = {
    startedAt: startedAt.toISOString(),
    durationMs: Math.round(performance.now() - started),
    siteUrl: site.site.url,
    localUrl: server.url,
    pages,
    crawl: crawled.result,
    otherHtmlFiles: only.length
      ? []
      : [...htmlErrors].filter(([file]) => !routeFiles.has(file)).map(([file, errors]) => ({ file, errors })),
    notes,
  };
} finally {
  server.stop();
}

const failures = [...budgetFailures(results), ...(observatory?.failures ?? [])];
const warnings = budgetWarnings(results);
mkdirSync(resolve(REPORT_FILE, ".."), { recursive: true });
writeFileSync(REPORT_FILE, JSON.stringify({ ...results, failures, warnings }, null, 2) + "\n");

console.log(renderTable(results));
console.log(`\n${TABLE_LEGEND}\n`);
for (const note of results.notes) console.log(note);
if (observatory) console.log(`\n${observatory.report}`);
if (warnings.length) console.log(`\nWarnings (not failures):\n${warnings.map((line) => `  - ${line}`).join("\n")}`);
console.log(
  failures.length
    ? `\n${failures.length} budget failure${failures.length === 1 ? "" : "s"}:\n${failures.map((line) => `  - ${line}`).join("\n")}`
    : "\nEvery budget holds.",
);
console.log(`\nAudit took ${seconds(started)} s; full results in ${REPORT_FILE.replace(`${process.cwd()}/`, "")}.`);
process.exit(failures.length ? 1 : 0);
