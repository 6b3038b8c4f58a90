/**
 * `vike build` compiles the code (the components, the renderer, the islands script, the CSS) and copies the
 * public folder; it reads nothing of site.json. Its output is kept under node_modules/.cache/ keyed by a hash of
 * everything it is made from, and a build whose code and public files are unchanged copies it instead of
 * compiling again. Any change to the code, the dependencies, the configuration or a
 * published file (an image's copy, a font) changes the key, so a stale bundle is never used.
 */
import {
  constants,
  copyFileSync,
  cpSync,
  existsSync,
  linkSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from "node:fs";
import { dirname, join, relative } from "node:path";
import { CODE_INPUTS, codeKey, filesUnder } from "../files/code-key.ts";
import { codeCacheDir } from "../paths.ts";

/** Re-exported for the editor's server and the tests, which import them from here. */
export { CODE_INPUTS, codeKey, filesUnder };

/** Kept entries (about 2 MB each): the project, its example sites, the tests' fixture builds, a branch switched back. */
const KEEP = 10;

export const CODE_CACHE_DIR = codeCacheDir();

/** A whole entry's output folder, marked as used now (the newest used is kept longest); none when there is none. */
export function cachedEntry(key: string, cacheDir = CODE_CACHE_DIR): string | undefined {
  const cached = join(cacheDir, key);
  if (!existsSync(join(cached, "complete"))) return undefined;
  writeFileSync(join(cached, "complete"), usedAt());
  return join(cached, "out");
}

/**
 * Makes the entry for a key: `make` writes the output into the folder it is given, beside the entries; then the
 * mark that it is whole, and the folder renamed into place at once, so an entry cut short (or half made while
 * another process reads the cache) is never used. Keeps the `keep` newest. Returns the entry's output folder.
 */
export async function makeEntry(
  key: string,
  make: (out: string) => unknown,
  options: { cacheDir?: string; keep?: number } = {},
): Promise<string> {
  const { cacheDir = CODE_CACHE_DIR, keep = KEEP } = options;
  const cached = join(cacheDir, key);
  const partial = `${cached}.${process.pid}.tmp`;
  rmSync(partial, { recursive: true, force: true });
  mkdirSync(partial, { recursive: true });
  await make(join(partial, "out"));
  writeFileSync(join(partial, "complete"), usedAt());
  rmSync(cached, { recursive: true, force: true });
  renameSync(partial, cached);
  prune(cacheDir, keep);
  return join(cached, "out");
}

/**
 * Copies the cached output of `vike build` for this key into outDir, each file with its times (so a file of the code
 * has the same time in every build made from this entry, and the last build's .br/.gz of it can be linked, not
 * copied: precompress.ts); false when there is none.
 */
export function restoreBuild(
  key: string,
  outDir: string,
  { into = false, cacheDir = CODE_CACHE_DIR }: { into?: boolean; cacheDir?: string } = {},
): boolean {
  const cached = cachedEntry(key, cacheDir);
  if (!cached) return false;
  // `into` a tree of empty folders (spare.ts, foldersDir), which stay; otherwise into a new folder.
  if (!into) rmSync(outDir, { recursive: true, force: true });
  copyFolder(cached, outDir);
  return true;
}

/**
 * Only the server bundle of a cached output of `vike build` (cachedEntry), into outDir, for a build whose client
 * files are in place already (spare.ts): linked, not copied, as nothing writes to it and the build removes it once
 * the pages are rendered (removeServerBundle).
 */
export function linkServerBundle(cached: string, outDir: string): void {
  const [from, to] = [join(cached, "server"), join(outDir, "server")];
  rmSync(to, { recursive: true, force: true });
  for (const file of filesUnder(from)) {
    const target = join(to, relative(from, file));
    mkdirSync(dirname(target), { recursive: true });
    linkSync(file, target);
  }
}

/**
 * A folder's copy, times kept. Not Node's cpSync, which looks at each source and target in turn and then changes each
 * copy's mode, several times slower: a copy reads its source's mode by itself.
 */
function copyFolder(from: string, to: string): void {
  mkdirSync(to, { recursive: true });
  for (const entry of readdirSync(from, { withFileTypes: true })) {
    const source = join(from, entry.name);
    const target = join(to, entry.name);
    if (entry.isDirectory()) copyFolder(source, target);
    else if (entry.isFile()) {
      copyFileSync(source, target, constants.COPYFILE_FICLONE);
      const { atime, mtime } = statSync(source);
      utimesSync(target, atime, mtime);
    } else cpSync(source, target); // a link, say: none in a compile today
  }
}

/** Keeps a copy of a fresh `vike build` output (before any page is written into it) under its key. */
export async function keepBuild(key: string, outDir: string, cacheDir = CODE_CACHE_DIR): Promise<void> {
  await makeEntry(key, (out) => cpSync(outDir, out, { recursive: true }), { cacheDir });
}

let uses = 0;
/** When an entry was last kept or used, in a form that sorts even within one millisecond. */
const usedAt = () => `${String(Date.now()).padStart(15, "0")}.${String(uses++).padStart(6, "0")}`;
const lastUse = (folder: string) => {
  try {
    return readFileSync(join(folder, "complete"), "utf8");
  } catch {
    return ""; // a copy cut short: first to go
  }
};

/** Removes all but the `keep` entries kept or used last. */
function prune(cacheDir: string, keep = KEEP): void {
  const entries = readdirSync(cacheDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => ({ path: join(cacheDir, entry.name), time: lastUse(join(cacheDir, entry.name)) }))
    .sort((a, b) => (a.time < b.time ? 1 : a.time > b.time ? -1 : 0));
  for (const stale of entries.slice(keep)) rmSync(stale.path, { recursive: true, force: true });
}
