import { readFileSync, statSync } from "node:fs";
import { dirname, resolve } from "node:path";
import type { SiteData } from "../../schema/site.ts";
import { fillPlaceholders, placeholderValues } from "./placeholders.ts";
import { formatProblem, type Problem } from "./problems.ts";
import { validateSiteText } from "./validate.ts";

/** The one module that reads site.json. SITE_JSON points elsewhere (tests, benchmarks). */
export function siteJsonPath(): string {
  return resolve(process.env.SITE_JSON ?? "site.json");
}

export class SiteValidationError extends Error {
  constructor(
    readonly file: string,
    readonly problems: Problem[],
  ) {
    super(
      `${file} has ${problems.length} problem${problems.length === 1 ? "" : "s"}:\n` +
        problems.map((problem) => formatProblem(file, problem)).join("\n"),
    );
    this.name = "SiteValidationError";
  }
}

let cache: { key: string; site: SiteData } | undefined;

/** The validated site with placeholders filled. Re-read only when the file changes (dev server). */
export function loadSite(file = siteJsonPath()): SiteData {
  const stat = statSync(file);
  const key = `${file}:${stat.mtimeMs}:${stat.size}`;
  if (cache?.key === key) return cache.site;
  const result = validateSiteText(readFileSync(file, "utf8"), { root: dirname(file) });
  if (!result.ok) throw new SiteValidationError(displayName(file), result.problems);
  const site = fillPlaceholders(result.site, placeholderValues(result.site));
  cache = { key, site };
  return site;
}

export function displayName(file: string): string {
  const relative = file.startsWith(process.cwd() + "/") ? file.slice(process.cwd().length + 1) : file;
  return relative;
}
