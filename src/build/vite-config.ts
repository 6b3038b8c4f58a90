/**
 * The Vite configuration the prerender hands Vike's API: vite.config.ts's own, made in this process, with
 * `configFile: false`, and Vike's plugin left for the API to add. Left to find the file, Vite bundles vite.config.ts
 * with Rolldown, writes the bundle and imports it, with its own copy of the modules the file imported (zod and the
 * validator among them), three times in a prerender.
 *
 * Only the prerender: it builds nothing. A compile (`vike build`) still reads the file, which Vite loads afresh for
 * each environment it builds; with one inline configuration, Vike's plugins, made once, kept the last environment's
 * configuration, and the server-entry plugin wrote the compiled entry's path into node_modules, which the next build
 * with cached code then tried to load.
 */
import type { InlineConfig } from "vite";
import { siteViteConfig } from "../../vite.config.ts";

export function prerenderViteConfig(outDir: string): InlineConfig {
  const config = siteViteConfig();
  return { ...config, configFile: false, build: { ...config.build, outDir }, logLevel: "warn" };
}
