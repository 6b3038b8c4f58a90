/**
 * The output a rebuild replaced, kept beside the new one (dist.spare) for the next rebuild to start from: making a
 * folder for every page was most of a one-page rebuild's time. Builds alternate between the two folders, each
 * rebuild writing only the pages changed in it and in the one before. The spare's unchanged files are links to the
 * live output's own, so the build never writes through a file: whatever it writes removes what is there first.
 */
import { spawn } from "node:child_process";
import * as fs from "node:fs";
import * as path from "node:path";
import { outputFileOf } from "../site/address-files.ts";
import { type BuildState, linkFiles, readBuildState } from "./incremental.ts";

export const spareDir = (dist: string): string => `${dist}.spare`;

/**
 * Folders only, one for each of an output's (dist.folders), for the first rebuild after a whole build: it has no spare
 * (the whole build rendered every page anew, and the output it replaced shares no file with it), and would make all
 * its pages' folders again, the slow part of a rebuild. It starts in these folders instead, and makes none.
 */
export const foldersDir = (dist: string): string => `${dist}.folders`;

/** Empties a folder of every file, or makes one with `from`'s folders, then names it `target`; else deletes it. */
const FOLDERS = `const fs = require("node:fs"), path = require("node:path");
const [how, folder, target, from] = process.argv.slice(1);
const under = (root) => fs.readdirSync(root, { recursive: true, withFileTypes: true });
const at = (entry) => path.join(entry.parentPath ?? entry.path, entry.name);
try {
  if (how === "empty") for (const entry of under(folder)) !entry.isDirectory() && fs.unlinkSync(at(entry));
  else for (const entry of under(from)) entry.isDirectory() && fs.mkdirSync(path.join(folder, path.relative(from, at(entry))), { recursive: true });
  fs.renameSync(folder, target);
} catch {
  fs.rmSync(folder, { recursive: true, force: true });
}`;

/**
 * Keeps folders for the next rebuild (foldersDir) after a whole build, in a detached process of its own that the build
 * does not wait for (as it did not wait for the deletion of the output it replaced): those of the output at `dist`
 * being "replaced", emptied of every file (before the swap); or, after a first build, which replaced none, those of
 * its "own" output at `dist`, made again (after the swap). Worked on under a name of its own (dist.discarded-*), then
 * named dist.folders, or deleted when that cannot be (a newer one is there). A rebuild that starts before it is done
 * finds none, and makes its folders.
 */
export function keepFoldersInBackground(dist: string, whose: "replaced" | "own"): void {
  // Named apart from the earlier dist.folders, which the build discards as dist.discarded-…-folders a moment before,
  // maybe in the same millisecond: the same name would be a rename onto a folder that is there, and fail the build.
  const aside = `${dist}.discarded-${process.pid}-${Date.now()}-kept-folders`;
  if (whose === "replaced") fs.renameSync(dist, aside);
  const args = whose === "replaced" ? ["empty", aside, foldersDir(dist)] : ["make", aside, foldersDir(dist), dist];
  spawn(process.execPath, ["-e", FOLDERS, ...args], { detached: true, stdio: "ignore" }).unref();
}

/**
 * Renames dist.folders into place as the staging folder (which must not exist) with the folders of the pages in
 * `files` (relative to the output's client/ folder) and every folder above them; the others go (a page's deleted
 * since, the compiled code's, which the build puts in place again), so that the output holds the folders a build
 * into a new folder makes. False when there is none, or it holds anything but folders (a file put there by hand):
 * then it is removed, and the build makes its folders.
 */
export function takeFolders(dist: string, staging: string, files: Iterable<string>): boolean {
  try {
    fs.renameSync(foldersDir(dist), staging);
  } catch {
    return false; // none, or being emptied yet
  }
  try {
    const kept = new Set<string>();
    for (const file of files)
      for (let at = path.join(staging, "client", path.dirname(file)); at.length > staging.length; at = path.dirname(at))
        kept.add(at);
    const entries = fs.readdirSync(staging, { recursive: true, withFileTypes: true });
    if (entries.some((entry) => !entry.isDirectory())) throw new Error("not folders only");
    const gone = entries
      .map((entry) => path.join(entry.parentPath ?? entry.path, entry.name))
      .filter((at) => !kept.has(at))
      .sort((a, b) => b.length - a.length);
    // Deepest first: each is empty by then.
    for (const at of gone) fs.rmdirSync(at);
    return true;
  } catch {
    fs.rmSync(staging, { recursive: true, force: true });
    return false;
  }
}

export interface Spare {
  /** What the spare was built from. */
  state: BuildState;
}

/**
 * Renames the spare into place as the staging folder (which must not exist) when it was built from the same shared
 * inputs as this build, and it, this build and the output being replaced (`previous`) have compressed copies alike
 * (all or none, at one quality); otherwise leaves it, for the swap to discard.
 */
export function takeSpare(dist: string, staging: string, next: BuildState, previous: BuildState): Spare | undefined {
  const state = readBuildState(spareDir(dist));
  const compressedAlike = state?.precompressed === next.precompressed && previous.precompressed === next.precompressed;
  if (state?.shared !== next.shared || !compressedAlike || state.quality !== previous.quality) return undefined;
  fs.renameSync(spareDir(dist), staging);
  return { state };
}

/**
 * A rebuild's reused files, from the spare: each unchanged page's (by address), current where the spare's is that
 * page already; the not-found pages, which show nothing of any one page, current.
 */
export function reusedFrom(
  spare: Spare,
  next: BuildState,
  unchanged: Iterable<string>,
  notFound: string[],
): { file: string; current: boolean }[] {
  return [
    ...[...unchanged].map((address) => ({
      file: outputFileOf(address),
      current: spare.state.pages[address] === next.pages[address],
    })),
    ...notFound.map((file) => ({ file, current: true })),
  ];
}

/**
 * Puts each reused file (relative to the output) in place in the staging folder made from the spare: kept where the
 * spare's is this build's already (`current`), otherwise the spare's removed, with its .br/.gz, and the last output's
 * linked instead. Returns the files in place, as `linkFiles` does; one missing in both is left to be rendered.
 */
export function placeReused(
  previousClient: string,
  client: string,
  files: { file: string; current: boolean }[],
  compressed: boolean,
): Set<string> {
  const placed = new Set<string>();
  const stale: string[] = [];
  for (const { file, current } of files) {
    // One look per page, a cheap system call: a file missing there is linked again, not missed.
    if (current && fs.existsSync(path.join(client, file))) placed.add(file);
    else stale.push(file);
  }
  for (const file of stale) {
    for (const extension of ["", ".br", ".gz"]) fs.rmSync(path.join(client, file + extension), { force: true });
  }
  for (const file of linkFiles(fs, path, previousClient, client, stale, compressed)) placed.add(file);
  return placed;
}
