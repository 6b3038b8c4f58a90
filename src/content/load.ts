import { mkdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
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

let cache: { file: string; key: string; site: SiteData } | undefined;

/** Identifies one version of the file: a change of content changes its time and usually its size. */
export function siteFileKey(file: string): string {
  try {
    const stat = statSync(file);
    return `${file}:${stat.mtimeMs}:${stat.size}`;
  } catch {
    return `${file}:missing`; // validateSiteFile reports the missing file in the owner's words
  }
}

/**
 * The build validates site.json once and leaves the result here for the prerender, which runs in
 * `vike build`'s own process: validating a 10,000-page file again there would cost seconds.
 */
export function writeSiteSnapshot(snapshotFile: string, file: string, site: SiteData): void {
  mkdirSync(dirname(snapshotFile), { recursive: true });
  writeFileSync(snapshotFile, JSON.stringify({ key: siteFileKey(file), site }));
}

function readSiteSnapshot(key: string): SiteData | undefined {
  const snapshotFile = process.env.SITE_SNAPSHOT;
  if (!snapshotFile) return undefined;
  try {
    const snapshot = JSON.parse(readFileSync(snapshotFile, "utf8")) as { key: string; site: SiteData };
    return snapshot.key === key ? snapshot.site : undefined;
  } catch {
    return undefined; // no usable snapshot: validate as usual
  }
}

/**
 * The validated site with placeholders filled. Re-read only when the file changes (dev server); a
 * production prerender, where the file cannot change, does not even look. A caller that has just
 * validated the file (the build, to print warnings) passes the result along.
 */
export function loadSite(file = siteJsonPath(), checked?: ValidationResult): SiteData {
  if (cache?.file === file && process.env.NODE_ENV === "production") return cache.site;
  const key = siteFileKey(file);
  if (cache?.key === key) return cache.site;
  const snapshot = checked ? undefined : readSiteSnapshot(key);
  if (snapshot) {
    cache = { file, key, site: snapshot };
    return snapshot;
  }
  const result = checked ?? validateSiteFile(file, { root: dirname(file) });
  if (!result.ok) throw new SiteValidationError(displayName(file), result.problems);
  const site = fillPlaceholders(result.site, placeholderValues(result.site));
  cache = { file, key, site };
  return site;
}

export function displayName(file: string): string {
  const relative = file.startsWith(process.cwd() + "/") ? file.slice(process.cwd().length + 1) : file;
  return relative;
}
