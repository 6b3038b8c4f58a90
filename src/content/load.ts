import { statSync } from "node:fs";
import { dirname, resolve } from "node:path";
import type { SiteData } from "../../schema/site.ts";
import { fillPlaceholders, placeholderValues } from "./placeholders.ts";
import { formatProblem, summarize, type Problem } from "./problems.ts";
import { validateSiteFile, type ValidationResult } from "./validate.ts";

/** The one module that reads site.json. SITE_JSON points elsewhere (tests, benchmarks). */
export function siteJsonPath(): string {
  return resolve(process.env.SITE_JSON ?? "site.json");
}

export class SiteValidationError extends Error {
  constructor(
    readonly file: string,
    readonly problems: Problem[],
  ) {
    super(`${summarize(file, problems)}:\n\n` + problems.map((problem) => formatProblem(file, problem)).join("\n\n"));
    this.name = "SiteValidationError";
  }
}

let cache: { key: string; site: SiteData } | undefined;

/**
 * The validated site with placeholders filled. Re-read only when the file changes (dev server).
 * A caller that has just validated the file (the build, to print warnings) passes the result along.
 */
export function loadSite(file = siteJsonPath(), checked?: ValidationResult): SiteData {
  let key = `${file}:missing`;
  try {
    const stat = statSync(file);
    key = `${file}:${stat.mtimeMs}:${stat.size}`;
  } catch {
    // validateSiteFile reports the missing file in the owner's words
  }
  if (cache?.key === key) return cache.site;
  const result = checked ?? validateSiteFile(file, { root: dirname(file) });
  if (!result.ok) throw new SiteValidationError(displayName(file), result.problems);
  const site = fillPlaceholders(result.site, placeholderValues(result.site));
  cache = { key, site };
  return site;
}

export function displayName(file: string): string {
  const relative = file.startsWith(process.cwd() + "/") ? file.slice(process.cwd().length + 1) : file;
  return relative;
}
