/**
 * The site a process has loaded from site.json, kept per version of the file so a long-running process (the dev
 * server) checks each version once. This module holds no check: load.ts checks, and keeps its result here.
 */
import { statSync } from "node:fs";
import type { SiteData } from "../../schema/site.ts";
import { publishNow, siteJsonPath } from "../paths.ts";
import { dayOf, dueSite } from "./schedule.ts";
import { fillPlaceholders, placeholderValues } from "./placeholders.ts";

/**
 * The last loaded site, per process rather than per module: the dev server's plugins and its pages' server code
 * each hold their own copy of this module, and one check is what both see.
 */
const LOADED = Symbol.for("site-renderer.loaded-site");
interface Loaded {
  key: string;
  site: SiteData;
}
const processCache = globalThis as { [LOADED]?: Loaded };

/** Identifies one version of the file: a change of content changes its time and usually its size. */
export function siteFileKey(file: string): string {
  try {
    const stat = statSync(file);
    return `${file}:${stat.mtimeMs}:${stat.size}`;
  } catch {
    return `${file}:missing`; // validateSiteFile reports the missing file in the owner's words
  }
}

/** The site loaded for this version of the file (`key`, when the caller knows it); else undefined. */
export function loadedSite(file = siteJsonPath(), key?: string): SiteData | undefined {
  const cached = processCache[LOADED];
  return cached && cached.key === (key ?? siteFileKey(file)) ? cached.site : undefined;
}

/** The site as pages render it: zod's output without what is not due today (schedule.ts), placeholders filled. */
export const renderedSite = (site: SiteData): SiteData => {
  const due = dueSite(site, dayOf(publishNow()));
  return fillPlaceholders(due, placeholderValues(due));
};

/**
 * The site as pages render it from zod's output of a check that passed (`checked`) on the version `key` of the file,
 * kept until another version is loaded.
 */
export function siteFromCheck(checked: SiteData, key: string): SiteData {
  const site = renderedSite(checked);
  processCache[LOADED] = { key, site };
  return site;
}
