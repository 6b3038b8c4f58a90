/** The audit's one table, route by measure, in plain text a person reads in a terminal or a CI log. */
import { FIRST_ROUND_TRIP_BYTES, RUNS_ON_MISS } from "./budgets.ts";
import { CATEGORIES, type AuditResults, type LighthouseResult, type PageResult } from "./types.ts";

interface Column {
  header: string;
  align: "left" | "right";
  cell: (page: PageResult) => string;
}

const NONE = "-";

function scores(result: LighthouseResult | undefined): string {
  if (!result) return NONE;
  return CATEGORIES.map((category) => result.scores[category]).join("/") + (result.runs.length > 1 ? "*" : "");
}

/** A figure for both presets, as "mobile/desktop". */
function both(page: PageResult, pick: (result: LighthouseResult) => string): string {
  const { mobile, desktop } = page.lighthouse ?? {};
  if (!mobile && !desktop) return NONE;
  return `${mobile ? pick(mobile) : NONE}/${desktop ? pick(desktop) : NONE}`;
}

export function externalCounts(results: AuditResults): Map<string, number> {
  const counts = new Map<string, number>();
  for (const link of results.crawl.external) {
    for (const page of link.foundOn) counts.set(page, (counts.get(page) ?? 0) + 1);
  }
  return counts;
}

export function renderTable(results: AuditResults): string {
  const external = externalCounts(results);
  const columns: Column[] = [
    { header: "route", align: "left", cell: (page) => page.label },
    { header: "m p/a/bp/seo", align: "right", cell: (page) => scores(page.lighthouse?.mobile) },
    { header: "d p/a/bp/seo", align: "right", cell: (page) => scores(page.lighthouse?.desktop) },
    { header: "LCP s m/d", align: "right", cell: (page) => both(page, (run) => (run.lcpMs / 1000).toFixed(1)) },
    { header: "TBT m/d", align: "right", cell: (page) => both(page, (run) => String(run.tbtMs)) },
    { header: "CLS m/d", align: "right", cell: (page) => both(page, (run) => String(run.cls)) },
    {
      header: "KB",
      align: "right",
      cell: (page) => (page.lighthouse?.mobile ? (page.lighthouse.mobile.totalBytes / 1024).toFixed(0) : NONE),
    },
    { header: "JS gz", align: "right", cell: (page) => String(page.bytes.js.gzip) },
    {
      header: "H+C KB",
      align: "right",
      cell: (page) =>
        (page.bytes.htmlCssGzip / 1024).toFixed(1) + (page.bytes.htmlCssGzip > FIRST_ROUND_TRIP_BYTES ? "!" : ""),
    },
    {
      header: "axe",
      align: "right",
      cell: (page) => String(page.axe.reduce((sum, check) => sum + check.violations.length + (check.error ? 1 : 0), 0)),
    },
    { header: "html", align: "right", cell: (page) => String(page.htmlValidate.length) },
    { header: "dead", align: "right", cell: (page) => String(page.brokenLinks.length) },
    { header: "ext", align: "right", cell: (page) => String(external.get(page.path) ?? 0) },
    {
      header: "LD",
      align: "left",
      cell: (page) => (page.jsonLd.problems.length ? `${page.jsonLd.problems.length} bad` : "ok"),
    },
  ];
  const rows = [
    columns.map((column) => column.header),
    ...results.pages.map((page) => columns.map((c) => c.cell(page))),
  ];
  const widths = columns.map((_, index) => Math.max(...rows.map((row) => row[index]!.length)));
  const line = (row: string[]) =>
    row
      .map((cell, index) =>
        columns[index]!.align === "left" ? cell.padEnd(widths[index]!) : cell.padStart(widths[index]!),
      )
      .join("  ")
      .trimEnd();
  const rule = widths.map((width) => "-".repeat(width)).join("  ");
  return [line(rows[0]!), rule, ...rows.slice(1).map(line)].join("\n");
}

export const TABLE_LEGEND = [
  "m, d: Lighthouse mobile and desktop presets; p/a/bp/seo: performance, accessibility, best practices, SEO scores;",
  `  * the median of ${RUNS_ON_MISS} runs (the first run missed the budget). LCP in s, TBT in ms, CLS: m/d. KB: bytes transferred (mobile).`,
  "JS gz: bytes gzip of the site's own JavaScript the page loads. H+C KB: the HTML document with its inlined CSS, gzip;",
  `  ! over ${FIRST_ROUND_TRIP_BYTES / 1024} KB (a warning). axe: violations at both widths and every state opened.`,
  "html: html-validate errors. dead: references not answering 200. ext: links to other hosts, tel: and mailto: (in the",
  "  JSON report, not fetched). LD: the structured data, ok or how many problems.",
].join("\n");
