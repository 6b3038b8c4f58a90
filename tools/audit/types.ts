/** The shape of `reports/audit/audit.json`: everything the audit measured, page by page. */

export const PRESETS = ["mobile", "desktop"] as const;
export type Preset = (typeof PRESETS)[number];

export const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
export type Category = (typeof CATEGORIES)[number];

export interface LighthouseRun {
  /** 0 to 100, as Lighthouse shows them. */
  scores: Record<Category, number>;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  totalBytes: number;
  /** Transfer size of every script the page loaded, as Lighthouse's resource summary counts it. */
  jsBytes: number;
  /** The elements that moved, with their share of the shift, when CLS is above 0. */
  shifts: string[];
  /** Per category, the audits that cost points ("image-alt 0"), for the person reading a failure. */
  lostPoints: Record<Category, string[]>;
}

export interface LighthouseResult extends LighthouseRun {
  /** Every run made; when there are three, the figures above are their medians. */
  runs: LighthouseRun[];
}

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  targets: string[];
}

export interface AxeCheck {
  width: number;
  /** What was open when axe ran: "page" for the page as loaded, else the interactive part opened. */
  state: string;
  violations: AxeViolation[];
  /** Set when the state could not be reached (a selector found nothing, the page did not load). */
  error?: string;
}

export interface HtmlValidateError {
  rule: string;
  message: string;
  line: number;
  column: number;
  selector: string | null;
}

export interface BrokenLink {
  url: string;
  /** The HTTP status, or why there is none ("missing #id", "no answer: ..."). */
  status: number | string;
}

export interface JsonLdResult {
  /** How many `<script type="application/ld+json">` elements the page has. */
  blocks: number;
  types: string[];
  problems: string[];
}

export interface Size {
  raw: number;
  gzip: number;
}

export interface PageBytes {
  html: Size;
  /** The content of the page's `<style>` elements. */
  css: Size;
  /** The site's own scripts the page loads: its `<script src>` and what the browser fetched on load. */
  js: Size & { files: string[] };
  /** The HTML document gzipped (its CSS is inside it). */
  htmlCssGzip: number;
  /** Elements marked `data-island`. */
  islands: number;
  /** Inline scripts that run (JSON-LD does not), in bytes; counted as JavaScript. */
  inlineScriptBytes: number;
  /** `<link rel="stylesheet">` hrefs: each would be a render-blocking request. */
  stylesheetLinks: string[];
  /** Scripts from other hosts: listed, not fetched (the machine is offline). */
  externalScripts: string[];
}

export interface PageResult {
  /** The route's path, or "404" for the not-found page. */
  label: string;
  kind: "route" | "not-found";
  /** The path requested from the local server. */
  path: string;
  /** The built file, relative to dist/client. */
  file: string;
  /** The HTTP status the local server answered for `path`. */
  status: number;
  /** Undefined where Lighthouse did not run (the not-found page). */
  lighthouse?: Partial<Record<Preset, LighthouseResult>>;
  axe: AxeCheck[];
  htmlValidate: HtmlValidateError[];
  brokenLinks: BrokenLink[];
  jsonLd: JsonLdResult;
  bytes: PageBytes;
  /** Whether the page shows breadcrumbs (a navigation named or classed "breadcrumb"). */
  showsBreadcrumbs: boolean;
}

export interface ExternalLink {
  url: string;
  foundOn: string[];
}

export interface CrawlResult {
  /** HTML pages reached from `/` through `<a href>`. */
  pagesVisited: string[];
  /** Every internal URL requested once, with its status. */
  checked: { url: string; status: number | string }[];
  external: ExternalLink[];
  /** Routes of site.json that no link reaches from `/`. */
  unreachedRoutes: string[];
}

export interface AuditResults {
  startedAt: string;
  durationMs: number;
  siteUrl: string;
  localUrl: string;
  pages: PageResult[];
  crawl: CrawlResult;
  /** Built HTML files that html-validate checked but that belong to no audited page. */
  otherHtmlFiles: { file: string; errors: HtmlValidateError[] }[];
  notes: string[];
}
