import { createHash } from "node:crypto";
import { readFileSync, statSync, watch } from "node:fs";
import { basename, dirname, resolve } from "node:path";
import type { Plugin, UserConfig } from "vite";
import { ISLANDS_SOURCE, publicDir, siteJsonPath } from "./src/paths.ts";

/**
 * The validator, the site's loader and the fonts, which only the dev server's plugins use: imported when the dev
 * server starts, not when a build makes this configuration (src/build/vite-config.ts). Once, for both plugins: they
 * share the dev server's check of site.json (dev-check.ts).
 */
let devModulesLoaded: ReturnType<typeof loadDevModules> | undefined;
const devModules = () => (devModulesLoaded ??= loadDevModules());
const loadDevModules = async () => {
  const [load, page, check, fonts] = await Promise.all([
    import("./src/site/load.ts"),
    import("./src/validate/report/dev-page.ts"),
    import("./src/validate/dev-check.ts"),
    import("./src/theme/fonts.ts"),
  ]);
  return { ...load, ...page, ...check, ...fonts };
};

/**
 * site.json is read with fs by server code, so Vite does not see it as a dependency.
 * This plugin watches it and asks the browser for a full reload when the owner saves it.
 * The folder is watched rather than the file, since editors often save by replacing the file.
 * Before the reload, the theme's web fonts are cut again for the text as it is now (src/theme/fonts.ts names each
 * file by the letters it holds): a letter typed for the first time would otherwise name a file nobody made, and the
 * page would lose its font until the next start. The same at the start, for a site the images step did not prepare.
 */
function reloadOnSiteJsonChange(): Plugin {
  return {
    name: "reload-on-site-json-change",
    apply: "serve",
    async configureServer(server) {
      const { devCheck, loadSite, publishFonts, siteCharacters } = await devModules();
      const file = siteJsonPath();
      // A file with errors publishes nothing: the dev server lists its problems instead (below). One publish at a
      // time: two quick saves would otherwise each remove the other's new file as no longer wanted.
      let publishing: Promise<void> = Promise.resolve();
      const publish = () =>
        (publishing = publishing.then(async () => {
          try {
            if (!devCheck(file).ok) return;
            const site = loadSite(file);
            await publishFonts(site.theme, siteCharacters(site));
          } catch {
            // the problems page says why
          }
        }));
      void publish();
      // One save often fires two or three events (truncate, write, rename): they are taken as one after a short
      // quiet spell, so the open page reloads once, not once per event (a second reload cut the first one short).
      // On a busy machine the spell can end between a save's truncate and its write: the file is then empty, and the
      // write's own event follows (an empty file is still reported, if it stays so). And a version already sent is
      // not sent again: the page reloads once for each content the file takes.
      const versionOf = () => {
        try {
          return createHash("sha1").update(readFileSync(file)).digest("hex");
        } catch {
          return "none";
        }
      };
      let sent = versionOf();
      let quiet: NodeJS.Timeout | undefined;
      const settled = (lastLook: boolean) => {
        let size = -1;
        try {
          size = statSync(file).size;
        } catch {
          // gone: said by the problems page
        }
        if (size === 0 && !lastLook) {
          quiet = setTimeout(() => settled(true), 300);
          return;
        }
        const version = versionOf();
        if (version === sent) return;
        sent = version;
        void publish().then(() => server.ws.send({ type: "full-reload", path: "*" }));
      };
      const watcher = watch(dirname(file), (_event, name) => {
        if (name !== basename(file)) return;
        clearTimeout(quiet);
        quiet = setTimeout(() => settled(false), 60);
      });
      server.httpServer?.once("close", () => {
        clearTimeout(quiet);
        watcher.close();
      });
    },
  };
}

/**
 * While site.json has errors, every page request in the dev server gets the list of problems
 * (the validator's own words) instead of a stack trace; the reload above brings the site back.
 */
function showSiteProblems(): Plugin {
  return {
    name: "show-site-problems",
    apply: "serve",
    async configureServer(server) {
      const { devCheck, displayName, problemsPage } = await devModules();
      server.middlewares.use((request, response, next) => {
        const wantsPage = request.method === "GET" && /text\/html/.test(request.headers.accept ?? "");
        if (!wantsPage || /^\/(@|node_modules\/)/.test(request.url ?? "")) return next();
        // Checked once per version of the file (dev-check.ts).
        const file = siteJsonPath();
        const result = devCheck(file);
        if (result.ok) return next();
        response.statusCode = 500;
        response.setHeader("Content-Type", "text/html; charset=utf-8");
        response.end(problemsPage(displayName(file), result.problems));
      });
    },
  };
}

/**
 * The site's old addresses (site.json's `redirects`) answer 301 with their page's address, as `npm run serve` and
 * every host do (src/deploy/redirects.ts): a link or bookmark to one works in the dev server too. While site.json
 * has errors, the request goes on to the problems page.
 */
function answerOldAddresses(): Plugin {
  return {
    name: "answer-old-addresses",
    apply: "serve",
    async configureServer(server) {
      const { devCheck, loadSite } = await devModules();
      server.middlewares.use((request, response, next) => {
        if (request.method !== "GET" && request.method !== "HEAD") return next();
        const url = new URL(request.url ?? "/", "http://dev");
        if (/^\/(@|node_modules\/)/.test(url.pathname)) return next();
        const file = siteJsonPath();
        if (!devCheck(file).ok) return next();
        const from = url.pathname.length > 1 ? url.pathname.replace(/\/+$/, "") : url.pathname;
        const moved = loadSite(file).redirects?.find((redirect) => redirect.from === from);
        if (!moved) return next();
        response.statusCode = 301;
        response.setHeader("Location", moved.to);
        response.end();
      });
    },
  };
}

/** The module the document imports the islands script's URL from. */
const ISLANDS_MODULE = "virtual:islands-script";

/**
 * Pages are HTML-only, so Vike ships no client entry. The islands script is emitted here as its own hashed
 * chunk by the client build, and its URL handed to the server build (built next, by the same plugin object) as
 * a module the document imports; the dev server hands it the source's own URL.
 */
function islandsScript(): Plugin {
  let reference: string | undefined;
  let builtUrl: string | undefined;
  return {
    name: "islands-script",
    // One plugin object for both builds of one `vike build`, so the server build learns the client's file name.
    sharedDuringBuild: true,
    resolveId(id) {
      return id === ISLANDS_MODULE ? `\0${ISLANDS_MODULE}` : undefined;
    },
    load(id) {
      if (id !== `\0${ISLANDS_MODULE}`) return undefined;
      if (this.environment.mode === "dev") return `export default ${JSON.stringify(`/${ISLANDS_SOURCE}`)};`;
      if (!builtUrl) this.error("the client build has not emitted the islands script");
      return `export default ${JSON.stringify(builtUrl)};`;
    },
    buildStart() {
      if (this.environment.mode !== "build" || this.environment.name !== "client") return;
      reference = this.emitFile({ type: "chunk", id: resolve(ISLANDS_SOURCE), name: "islands" });
    },
    generateBundle() {
      if (this.environment.name === "client" && reference) builtUrl = `/${this.getFileName(reference)}`;
    },
  };
}

/**
 * The build's server bundle carries the plain ES module packages the pages use (package.json's bundledPackages, which
 * the build command bundles too) instead of importing them from node_modules when it loads: zod, culori and
 * jsonc-parser are a hundred-odd files, and resolving and compiling
 * them was about 0.1 s of each rebuild that renders a few changed pages (src/build/prerender.ts). The dev server
 * loads them as they are, where Vite would otherwise transform every one of those files.
 */
function bundlePlainPackages(): Plugin {
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
    // scripts/build.ts builds into a temporary folder (through Vike's API) and swaps it into dist/ on success.
    build: { outDir: "dist" },
  };
}

/**
 * What Vite's own loader (`npm run dev`) reads: the same, with Vike's plugin. Imported here, when the dev server
 * makes the configuration, and not when this module is loaded: the build bundles this module, and importing Vike's
 * plugin costs about half a second (it loads Babel), which a rebuild through renderPage never needs.
 */
export default async (): Promise<UserConfig> => {
  const { default: vike } = await import("vike/plugin");
  const config = siteViteConfig();
  return { ...config, plugins: [vike(), ...config.plugins!] };
};
