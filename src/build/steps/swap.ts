import { spawn } from "node:child_process";
import { existsSync, renameSync } from "node:fs";
import type { SiteData } from "../../../schema/site.ts";
import { deployDirOf, keepDeployInStep } from "../../deploy/files.ts";
import { clientDir } from "../../paths.ts";
import type { ReusePlan } from "../reuse-plan.ts";
import { foldersDir, keepFoldersInBackground, spareDir } from "../spare.ts";

/** From this many routes a first build makes its folders again for the rebuild after it (spare.ts, foldersDir). */
const OWN_FOLDERS_FROM_ROUTES = 100;

/**
 * Sets aside a folder the build no longer needs (the output it replaced, or a staging folder left by a build that
 * was stopped) and deletes it in a detached process of its own, which the build does not wait for. Renamed first,
 * beside the output (dist.discarded-*), so nothing reads it and a build started meanwhile never meets it.
 */
export function discardInBackground(folder: string, dist: string, what: "staging" | "spare" | "folders"): void {
  if (!existsSync(folder)) return;
  const aside = `${dist}.discarded-${process.pid}-${Date.now()}-${what}`;
  renameSync(folder, aside);
  const remove = "require('node:fs').rmSync(process.argv[1], { recursive: true, force: true })";
  spawn(process.execPath, ["-e", remove, aside], { detached: true, stdio: "ignore" }).unref();
}

/**
 * Puts the staging folder in the output's place. A rebuild keeps the output it replaces for the next one to start
 * from (spare.ts); a whole build, which shares no file with it, keeps folders only, for the first rebuild after it.
 * The spare and the folders this build did not start from go either way.
 */
export function swapIn(staging: string, dist: string, plan: ReusePlan, routes: number): void {
  discardInBackground(spareDir(dist), dist, "spare");
  discardInBackground(foldersDir(dist), dist, "folders");
  const replaced = existsSync(dist);
  if (plan.partial && replaced) renameSync(dist, spareDir(dist));
  else if (replaced) keepFoldersInBackground(dist, "replaced");
  renameSync(staging, dist);
  if (!replaced && routes >= OWN_FOLDERS_FROM_ROUTES) keepFoldersInBackground(dist, "own");
}

/**
 * The project's deploy/ follows the site just built (files.ts), with this build's stylesheet for a site without a
 * form. The site is built by then: a folder that cannot be written is said, and the build stands.
 */
export function keepDeployFor(siteFile: string, site: SiteData, dist: string, log: (line: string) => void): void {
  try {
    const written = keepDeployInStep(deployDirOf(siteFile), site, clientDir(dist));
    if (written.length) log(`deploy/ brought in step with the site: ${written.join(", ")}`);
  } catch (error) {
    log(`deploy/ could not be written (${(error as Error).message}): run npm run deploy:config`);
  }
}
