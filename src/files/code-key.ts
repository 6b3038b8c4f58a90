/**
 * The key of one version of the code: a hash of the files a compile reads, for caches that must never serve a stale
 * result (the build's compiled code, code-cache.ts; the editor's app; the dev server's memo of checked pages).
 */
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { nodeEnv } from "../paths.ts";

/** What `vike build` reads, besides the public folder: the code, its dependencies and its configuration. */
export const CODE_INPUTS = [
  "src",
  "schema",
  "renderer",
  "vite.config.ts",
  "tsconfig.json",
  "package.json",
  "package-lock.json",
];
/** Every file under a folder (or the path itself, if a file), sorted; none when it does not exist. */
export function filesUnder(path: string): string[] {
  if (!existsSync(path)) return [];
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

/**
 * The key of one `vike build`: each input file's path and bytes, the public folder's too, Node's version, the mode
 * (NODE_ENV), and where the output goes (the server bundle names that folder). `inputs` (paths from the root)
 * replaces CODE_INPUTS for another compile of the same code, the editor's app.
 */
export function codeKey(options: { publicDir?: string; outDir: string; root?: string; inputs?: string[] }): string {
  const root = options.root ?? process.cwd();
  const hash = createHash("sha256");
  hash.update(`node ${process.version}\0${nodeEnv()}\0out ${options.outDir}\0`);
  const add = (file: string, base: string, label: string) => {
    hash.update(`${label}:${relative(base, file)}\0`);
    hash.update(readFileSync(file));
    hash.update("\0");
  };
  for (const input of options.inputs ?? CODE_INPUTS)
    for (const file of filesUnder(resolve(root, input))) add(file, root, "code");
  if (options.publicDir) for (const file of filesUnder(options.publicDir)) add(file, options.publicDir, "public");
  return hash.digest("hex").slice(0, 32);
}
