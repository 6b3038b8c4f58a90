/**
 * The output a rebuild replaced, kept beside the new one (dist.spare) for the next rebuild to start from.
 *
 * A rebuild used to make its output in a new folder: a folder for every page (each address is `folder/index.html`),
 * the unchanged pages' files linked into them from the output it replaced, and that output deleted after. At 1,000
 * pages that is 1,000 new folders and 3,000 links on every rebuild of one changed page, and the folders were most of
 * the rebuild's second: profiled on this project's machine, 0.15 to 0.83 ms each (0.3 to 0.9 s in all, slowest
 * right after the last output's deletion), where the render of the changed page took 0.1 s.
 *
 * Now a rebuild keeps the output it replaces, when the two differ by pages only (the same code, images and
 * shared data: the same `shared` in their build states), and the next rebuild that shares them too renames it
 * into place as its staging folder. Every folder is there already, and every page but those the last build
 * rendered (still their earlier version) and those this one renders: the first are linked from the output being
 * replaced, the second written. Builds then alternate between the two folders, and each rebuild touches the files
 * of the pages that changed in it and in the one before, no folder, and deletes nothing.
 *
 * The spare's unchanged files are the live output's own files (links to one file, not copies), so the build never
 * writes through a file in its folder: whatever it writes removes what is there first (`writeAnew`, the page
 * writer, precompress.ts). A spare that was altered by hand is at worst a file missing, which is linked again, or
 * a file changed, which nothing checks: it is the build's own folder, as dist.tmp is.
 */
import * as fs from "node:fs";
import * as path from "node:path";
import { outputFileOf } from "../content/address-files.ts";
import { type BuildState, linkFiles, readBuildState } from "./incremental.ts";

export const spareDir = (dist: string): string => `${dist}.spare`;

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
    // One look per page (a system call, about 4 ms for 1,000): a file missing there is linked again, not missed.
    if (current && fs.existsSync(path.join(client, file))) placed.add(file);
    else stale.push(file);
  }
  for (const file of stale) {
    for (const extension of ["", ".br", ".gz"]) fs.rmSync(path.join(client, file + extension), { force: true });
  }
  for (const file of linkFiles(fs, path, previousClient, client, stale, compressed)) placed.add(file);
  return placed;
}
