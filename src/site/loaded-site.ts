/**
 * The site a process has loaded, as the pages find it. This module holds no check: the pages' server bundle, which
 * imports it, does not carry zod, the rules and the schema (about 0.3 MB of code, most of a rebuild's 60-110 ms
 * loading that bundle before its one page), since every build hands the pages the site it checked. Only where
 * nothing has (the dev server, a render of its own) do the pages load the check, from load.ts, when first asked.
 */
import { statSync } from "node:fs";
import type { SiteData } from "../../schema/site.ts";
import { publishNow, siteJsonPath } from "../paths.ts";
import { dayOf, dueSite } from "./schedule.ts";
import { fillPlaceholders, placeholderValues } from "./placeholders.ts";

/**
 * The last validated site, per process rather than per module: the build validates site.json, then runs Vike's
 * build and prerender in the same process, where the server bundle has its own copy of this module. Keyed by the
 * file's version, the one validation is what both see, with no snapshot file or environment variable between.
 */
const LOADED = Symbol.for("site-renderer.loaded-site");
interface Loaded {
  key: string;
  site: SiteData;
  /** Held by a build: this version is the one every page renders, even if the file is saved meanwhile. */
  file?: string;
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

/** The site loaded for this version of the file (`key`, when the caller knows it), or held for it; else undefined. */
export function loadedSite(file = siteJsonPath(), key?: string): SiteData | undefined {
  const cached = processCache[LOADED];
  if (cached?.file === file) return cached.site;
  return cached && cached.key === (key ?? siteFileKey(file)) ? cached.site : undefined;
}

/** The site as pages render it: zod's output without what is not due today (schedule.ts), placeholders filled. */
export const renderedSite = (site: SiteData): SiteData => {
  const due = dueSite(site, dayOf(publishNow()));
  return fillPlaceholders(due, placeholderValues(due));
};
/** Whether the schedule leaves something of the site out today. */
export const leavesOutToday = (site: SiteData): boolean => dueSite(site, dayOf(publishNow())) !== site;

/**
 * The site as pages render it from zod's output of a check that passed (`checked`) on the version `key` of the file,
 * kept until another version is loaded.
 */
export function siteFromCheck(checked: SiteData, key: string): SiteData {
  const site = renderedSite(checked);
  processCache[LOADED] = { key, site };
  return site;
}

/**
 * Pins the version of site.json a build validated until `releaseSite`: every page of that build renders it,
 * even if the owner saves the file while the build runs (the next build takes the new version), and no page
 * looks at the file again.
 */
export function holdSite(file: string, site: SiteData): void {
  processCache[LOADED] = { key: siteFileKey(file), site, file };
}

export function releaseSite(): void {
  const cached = processCache[LOADED];
  if (cached) delete cached.file;
}

/**
 * For the pages' hooks that run before a page renders: the loaded site, or else site.json loaded and checked now
 * (load.ts, imported then), which throws for a file with errors. onRenderHtml then finds it with `loadedSite`.
 */
export async function siteForPages(): Promise<SiteData> {
  return loadedSite() ?? (await import("./load.ts")).loadSite();
}
