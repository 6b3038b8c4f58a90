import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import type { Plugin } from "vite";

/**
 * The build's server bundle carries the plain ES module packages the pages use (package.json's bundledPackages, which
 * the build command bundles too) instead of importing them from node_modules when it loads: zod, culori and
 * jsonc-parser are a hundred-odd files, which a rebuild of a few changed pages would otherwise resolve and compile.
 * The dev server loads them as they are, where Vite would otherwise transform every one of those files.
 */
export function bundlePlainPackages(): Plugin {
  // Read, not imported: Vite's configuration loader prints a warning for every JSON import, at every build.
  // From the working folder, the project's (paths.ts): the build bundles this module, so its own folder is the cache's.
  const { bundledPackages } = JSON.parse(readFileSync(resolve("package.json"), "utf8")) as {
    bundledPackages: string[];
  };
  return {
    name: "bundle-plain-packages",
    config: (_config, { command }) => (command === "build" ? { ssr: { noExternal: bundledPackages } } : undefined),
  };
}
