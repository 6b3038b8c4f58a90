import type { UserConfig } from "vite";
import { publicDir } from "./src/paths.ts";
import { answerOldAddresses } from "./src/vite/answer-old-addresses.ts";
import { bundlePlainPackages } from "./src/vite/bundle-plain-packages.ts";
import { islandsScript } from "./src/vite/islands-script.ts";
import { reloadOnSiteJsonChange } from "./src/vite/reload-on-site-change.ts";
import { showSiteProblems } from "./src/vite/show-site-problems.ts";

/**
 * The site's Vite configuration without Vike's plugin, with new plugin objects at each call. The build's prerender
 * hands it to Vike's API with `configFile: false` (src/build/vite-config.ts says why), and Vike's API then adds its
 * own plugin, made inside the API's call as it must be: made before (under vitest, say), Vike's plugin removes itself.
 */
export function siteViteConfig(): UserConfig {
  return {
    plugins: [
      answerOldAddresses(),
      showSiteProblems(),
      reloadOnSiteJsonChange(),
      islandsScript(),
      bundlePlainPackages(),
    ],
    // What the build publishes as it is (the images' copies, the fonts): public/, or another site's own folder.
    publicDir: publicDir(),
    // The build writes into a staging folder (through Vike's API) and swaps it into dist/ on success.
    build: { outDir: "dist" },
    // `npm run dev` answers this machine only: Vike would listen on every address inside a container (or on CI).
    server: { host: "127.0.0.1" },
    preview: { host: "127.0.0.1" },
  };
}

/**
 * What Vite's own loader (`npm run dev`) reads: the same, with Vike's plugin, imported only here: the build bundles
 * this module, and Vike's plugin loads Babel, which a rebuild through renderPage never needs.
 */
export default async (): Promise<UserConfig> => {
  const { default: vike } = await import("vike/plugin");
  const config = siteViteConfig();
  return { ...config, plugins: [vike(), ...config.plugins!] };
};
