/**
 * What a build reuses, decided once before it compiles or renders anything: the pages of the last output made from
 * exactly what this build would use (incremental.ts), the folder it starts in (the output before the last, or
 * empty folders kept for it: spare.ts), and the compiled code (code-cache.ts).
 */
import { existsSync, readFileSync } from "node:fs";
import type { SiteData } from "../../schema/site.ts";
import { routeTable } from "../site/routes.ts";
import { imageManifestPath, publicDir } from "../paths.ts";
import { cachedEntry, codeKey } from "./code-cache.ts";
import { buildState, type BuildState, unchangedPages } from "./incremental.ts";
import { notFoundFiles, notFoundPages, outputFileOf } from "./output.ts";
import { takeFolders, takeSpare, type Spare } from "./spare.ts";

export interface ReusePlan {
  /** What this build's pages are made from, left beside its output for the next build. */
  state: BuildState;
  /** The last build's, when there is one (never with --fresh). */
  previous?: BuildState;
  /** Addresses whose pages the last output holds as this build would render them. */
  unchanged: Set<string>;
  /** The addresses to render: every route and not-found page when nothing is reused. */
  render: string[];
  /** Whether any page is reused (a rebuild), so the render lists `render` only. */
  partial: boolean;
  /**
   * Where the compiled code comes from: the output before the last, taken as the staging folder ("spare", which
   * holds every page's folder too; the server bundle only is linked from `cached`); the cache, copied in ("cache",
   * into the empty folders of the output a whole build replaced when `intoFolders`); or compiled anew.
   */
  code: { from: "spare"; cached: string; spare: Spare } | { from: "cache"; intoFolders: boolean } | { from: "compile" };
  /** The cache entry's key for this build's code and public files. */
  codeKey: string;
}

export interface PlanInputs {
  site: SiteData;
  siteFile: string;
  dist: string;
  staging: string;
  precompress: boolean;
  fresh: boolean;
}

/**
 * Decides the build's reuse, after the images and fonts are published (the code's key covers the public folder).
 * A spare or kept folders it chooses are taken at once: renamed into place as the staging folder.
 */
export function planReuse(inputs: PlanInputs, previous: BuildState | undefined): ReusePlan {
  const { site, dist, staging, fresh } = inputs;
  const key = codeKey({ publicDir: publicDir(inputs.siteFile), outDir: staging });
  const manifest = imageManifestPath();
  const imageManifest = existsSync(manifest) ? readFileSync(manifest, "utf8") : "";
  const state = buildState(site, { codeKey: key, imageManifest, precompressed: inputs.precompress });
  const unchanged = new Set(unchangedPages(previous, state));
  const table = routeTable(site);
  const partial = unchanged.size > 0;
  const render = partial
    ? table.map((route) => route.path).filter((path) => !unchanged.has(path))
    : [...table.map((route) => route.path), ...notFoundPages(site).map((page) => page.url)];
  const base = { state, ...(previous ? { previous } : {}), unchanged, render, partial, codeKey: key };
  // A rebuild whose shared inputs are those of the last two starts from the output before the last; without one,
  // the first rebuild after a whole build starts in the folders of the output that build replaced.
  const cached = partial ? cachedEntry(key) : undefined;
  if (cached) {
    const spare = takeSpare(dist, staging, state, previous!);
    if (spare) return { ...base, code: { from: "spare", cached, spare } };
    const files = [...table.map((route) => outputFileOf(route.path)), ...notFoundFiles(site)];
    if (takeFolders(dist, staging, files)) return { ...base, code: { from: "cache", intoFolders: true } };
  }
  if (!fresh && cachedEntry(key)) return { ...base, code: { from: "cache", intoFolders: false } };
  return { ...base, code: { from: "compile" } };
}
