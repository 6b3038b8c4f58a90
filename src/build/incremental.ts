/**
 * Rebuilds only what changed. Each build leaves beside its output (dist/build-state.json, never published) what
 * its pages were made from: one key for what every page shares, and one per page for its own entry in site.json.
 * The next build renders again only the pages whose own entry changed, and links the others' files (the page and
 * its .br/.gz) from the output it replaces, so they cost nothing; when anything shared changed, every page is
 * rendered. Shared: the compiled code and public files (code-cache.ts), the image manifest, everything in
 * site.json outside the pages and posts (business, navigation, footer, labels, theme, languages), and every
 * page's and post's fields other than its sections: other pages show those (the blog's cards, the language
 * versions in each head), so a new title or a new post renders every page again. A page's sections show only on
 * that page.
 */
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { SiteData } from "../../schema/site.ts";
import { routeTable } from "../site/routes.ts";
import { onOwnThread } from "../files/own-thread.ts";
import { writeAnew } from "../files/write-anew.ts";

export const BUILD_STATE_FILE = "build-state.json";
/** Bumped when what the state means changes, so an older state is never trusted. */
const STATE_VERSION = 2;

export interface BuildState {
  version: number;
  /** What every page shares. */
  shared: string;
  /** Each route's own entry, by address. */
  pages: Record<string, string>;
  /** Whether the output has .br/.gz copies (a --no-precompress build has none to reuse). */
  precompressed: boolean;
  /** The brotli quality they were made at, which a rebuild's new files get too. */
  quality?: number;
}

const hashOf = (...parts: string[]) => {
  const hash = createHash("sha256");
  for (const part of parts) hash.update(part).update("\0");
  return hash.digest("base64url");
};

/** What this build's output is made from: the parts every page shares, and each route's own entry, hashed. */
export function buildState(
  site: SiteData,
  inputs: { codeKey: string; imageManifest: string; precompressed: boolean },
): BuildState {
  const { pages, posts, ...rest } = site;
  const entries = [...pages, ...posts];
  const summaries = entries.map(({ blocks: _sections, ...summary }) => summary);
  const shared = hashOf(
    String(STATE_VERSION),
    inputs.codeKey,
    inputs.imageManifest,
    JSON.stringify(rest),
    JSON.stringify(summaries),
  );
  return {
    version: STATE_VERSION,
    shared,
    precompressed: inputs.precompressed,
    pages: Object.fromEntries(routeTable(site).map((route) => [route.path, hashOf("json", JSON.stringify(route))])),
  };
}

export function readBuildState(dist: string): BuildState | undefined {
  try {
    const state = JSON.parse(readFileSync(join(dist, BUILD_STATE_FILE), "utf8")) as BuildState;
    return state.version === STATE_VERSION && typeof state.shared === "string" && state.pages ? state : undefined;
  } catch {
    return undefined; // no earlier build, or one from before this file: everything is rendered
  }
}

export function writeBuildState(dist: string, state: BuildState): void {
  writeAnew(join(dist, BUILD_STATE_FILE), JSON.stringify(state));
}

/** The addresses whose pages the previous build made from exactly what this build would use. */
export function unchangedPages(previous: BuildState | undefined, next: BuildState): string[] {
  if (!previous || previous.shared !== next.shared) return [];
  return Object.keys(next.pages).filter((path) => previous.pages[path] === next.pages[path]);
}

type Fs = Pick<typeof import("node:fs"), "linkSync" | "mkdirSync">;
type Path = Pick<typeof import("node:path"), "dirname" | "join">;

/**
 * Links each file (relative to the output), and its .br/.gz where the previous build kept them and `compressed`
 * asks for them, from the previous output into the new one. Returns the files linked; one missing there is left to
 * be rendered. A linked file is never written to (the prerender writes only the other pages, and removes a file
 * before it writes one), so the output being replaced stays exactly as it was until the swap.
 *
 * Self-contained (node's fs and path are handed in) so that `linkFilesInBackground` can run this very function on
 * a thread of its own (own-thread.ts).
 */
export function linkFiles(
  fs: Fs,
  path: Path,
  previousClient: string,
  client: string,
  files: string[],
  compressed: boolean,
): string[] {
  const linked: string[] = [];
  const folders = new Set<string>([client]);
  const makeFolder = (folder: string): void => {
    if (folders.has(folder)) return;
    makeFolder(path.dirname(folder));
    try {
      fs.mkdirSync(folder);
    } catch (error) {
      // The page being rendered meanwhile (the sections of a post beside linked ones) may have made it first.
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
    folders.add(folder);
  };
  // Tried rather than looked up first: a thousand pages are three thousand links, and each look is a system call.
  const link = (from: string, to: string): boolean => {
    try {
      fs.linkSync(from, to);
      return true;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return false;
      throw error;
    }
  };
  for (const file of files) {
    const to = path.join(client, file);
    makeFolder(path.dirname(to));
    const from = path.join(previousClient, file);
    if (!link(from, to)) continue;
    if (compressed) for (const extension of [".br", ".gz"]) link(from + extension, to + extension);
    linked.push(file);
  }
  return linked;
}

/**
 * `linkFiles` on a thread of its own, while this one renders the changed pages: the pages' folders and links are
 * mostly waiting on the disk (a new folder is the slow part), which then costs the rebuild nothing.
 */
export async function linkFilesInBackground(
  previousClient: string,
  client: string,
  files: string[],
  compressed: boolean,
): Promise<Set<string>> {
  return new Set(await onOwnThread(linkFiles, "linking unchanged pages", previousClient, client, files, compressed));
}
