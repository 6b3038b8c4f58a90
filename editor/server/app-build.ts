/**
 * Builds editor/app with Vite's JS API into a cache folder; without the app's files, the API runs alone. The build is
 * kept under a key of everything it is made from, as the site's compiled code is (src/build/code-cache.ts): the app,
 * the components and schema it imports, the dependencies and Node's version. An unchanged project opens the editor
 * at once; any change compiles again, so a stale app is never served.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { cachedEntry, CODE_INPUTS, codeKey, makeEntry } from "../../src/build/code-cache.ts";
import { repo } from "./project.ts";
import { editorAppCacheDir, editorAppDir } from "../../src/paths.ts";

export async function buildApp(): Promise<{ dir?: string; note: string }> {
  const root = editorAppDir(repo);
  const config = path.join(root, "vite.config.ts");
  if (!existsSync(path.join(root, "index.html")) || !existsSync(config)) {
    return { note: "editor/app (index.html, vite.config.ts) is not there yet, so only the API is served" };
  }
  const cacheDir = editorAppCacheDir(repo);
  const key = codeKey({ outDir: "editor-app", root: repo, inputs: [...CODE_INPUTS, "editor/app"] });
  const cached = cachedEntry(key, cacheDir);
  if (cached) {
    return {
      dir: cached,
      note: "the app is built into node_modules/.cache/editor-app (unchanged since it was, reused)",
    };
  }
  const { build } = await import("vite");
  // Made beside, then renamed into place whole: an editor started meanwhile never serves half an app.
  const dir = await makeEntry(
    key,
    (outDir) => build({ root, configFile: config, logLevel: "warn", build: { outDir, emptyOutDir: true } }),
    { cacheDir, keep: 3 },
  );
  return { dir, note: "the app is built into node_modules/.cache/editor-app" };
}
