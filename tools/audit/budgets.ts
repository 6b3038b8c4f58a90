/**
 * The budgets (README, "npm run audit") as one pure function of the audit's results: what it returns is what fails
 * `npm run audit`. Kept apart from the measuring so a unit test can feed it samples and see it fail.
 */
import { CATEGORIES, PRESETS, type AuditResults, type LighthouseRun, type PageResult } from "./types.ts";

export const SCORE_BUDGET = 100;
export const CLS_BUDGET = 0;
/** About what the first round trip of a new connection carries (10 TCP segments); a warning, not a failure. */
export const FIRST_ROUND_TRIP_BYTES = 14 * 1024;

const CATEGORY_NAMES: Record<(typeof CATEGORIES)[number], string> = {
  performance: "performance",
  accessibility: "accessibility",
  "best-practices": "best practices",
  seo: "SEO",
};

/** Lighthouse runs of a route and preset whose first run misses the budget, the median kept (Lighthouse's advice). */
export const RUNS_ON_MISS = 5;

/** Whether one Lighthouse run misses the budget; such a route is run again, RUNS_ON_MISS in all. */
export function lighthouseRunMisses(run: LighthouseRun): boolean {
  return CATEGORIES.some((category) => run.scores[category] < SCORE_BUDGET) || run.cls > CLS_BUDGET;
}

function lighthouseFailures(page: PageResult): string[] {
  if (page.kind !== "route") return [];
  if (!page.lighthouse) return [`${page.label}: Lighthouse did not run`];
  const failures: string[] = [];
  for (const preset of PRESETS) {
    const result = page.lighthouse[preset];
    if (!result) {
      failures.push(`${page.label}: no Lighthouse ${preset} result`);
      continue;
    }
    const median = result.runs.length > 1 ? ` (median of ${result.runs.length} runs)` : "";
    for (const category of CATEGORIES) {
      const score = result.scores[category];
      const lostOn = result.lostPoints[category];
      const lost = lostOn.length ? `; points lost on: ${lostOn.join(", ")}` : "";
      if (score < SCORE_BUDGET) {
        failures.push(
          `${page.label}: Lighthouse ${preset} ${CATEGORY_NAMES[category]} score is ${score}${median}, ` +
            `the budget is ${SCORE_BUDGET}${lost}`,
        );
      }
    }
    if (result.cls > CLS_BUDGET) {
      failures.push(
        `${page.label}: Lighthouse ${preset} layout shift (CLS) is ${result.cls}${median}, the budget is ${CLS_BUDGET}` +
          (result.shifts.length ? `; moved: ${result.shifts.join(", ")}` : ""),
      );
    }
  }
  return failures;
}

function statusFailures(page: PageResult): string[] {
  const expected = page.kind === "route" ? 200 : 404;
  return page.status === expected
    ? []
    : [`${page.label}: ${page.path} answered HTTP ${page.status}, expected ${expected}`];
}

function axeFailures(page: PageResult): string[] {
  return page.axe.flatMap((check) => {
    const where = `${page.label} at ${check.width} px${check.state === "page" ? "" : ` with ${check.state}`}`;
    if (check.error) return [`${where}: axe could not run: ${check.error}`];
    return check.violations.map(
      (violation) =>
        `${where}: axe violation ${violation.id} (${violation.impact ?? "no impact given"}): ${violation.help} ` +
        `at ${violation.targets.join(", ")}`,
    );
  });
}

function byteFailures(page: PageResult): string[] {
  const { bytes } = page;
  const failures: string[] = [];
  const js = bytes.js.raw + bytes.inlineScriptBytes;
  if (bytes.islands === 0 && js > 0) {
    failures.push(
      `${page.label}: has no data-island element but loads ${js} bytes of JavaScript, the budget is 0 ` +
        `(${[...bytes.js.files, ...(bytes.inlineScriptBytes ? ["inline script"] : [])].join(", ")})`,
    );
  }
  for (const href of bytes.stylesheetLinks) {
    failures.push(`${page.label}: loads the stylesheet ${href}, a render-blocking request; CSS must be inlined`);
  }
  return failures;
}

function pageFailures(page: PageResult): string[] {
  return [
    ...statusFailures(page),
    ...lighthouseFailures(page),
    ...axeFailures(page),
    ...page.htmlValidate.map(
      (error) =>
        `${page.label}: html-validate ${error.rule} at ${page.file}:${error.line}:${error.column}: ${error.message}`,
    ),
    ...page.brokenLinks.map((link) => `${page.label}: broken reference ${link.url} (${link.status})`),
    ...page.jsonLd.problems.map((problem) => `${page.label}: structured data: ${problem}`),
    ...byteFailures(page),
  ];
}

/** Every broken budget, each in a sentence a person can act on. An empty list means the site passes. */
export function budgetFailures(results: AuditResults): string[] {
  return [
    ...results.pages.flatMap(pageFailures),
    ...results.otherHtmlFiles.flatMap(({ file, errors }) =>
      errors.map((error) => `${file}: html-validate ${error.rule} at ${error.line}:${error.column}: ${error.message}`),
    ),
  ];
}

/** Measures the budgets name as goals "where the page allows": reported, never failing. */
export function budgetWarnings(results: AuditResults): string[] {
  return results.pages
    .filter((page) => page.bytes.htmlCssGzip > FIRST_ROUND_TRIP_BYTES)
    .map(
      (page) =>
        `${page.label}: HTML with its inlined CSS is ${(page.bytes.htmlCssGzip / 1024).toFixed(1)} KB gzip, ` +
        `more than the ${FIRST_ROUND_TRIP_BYTES / 1024} KB of a first round trip`,
    );
}
