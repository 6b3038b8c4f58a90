import { mkdirSync, watch, writeFileSync } from "node:fs";
import { basename, dirname, resolve } from "node:path";
import vike from "vike/plugin";
import type { Plugin, UserConfig } from "vite";
import { displayName, siteFileKey, siteJsonPath } from "./src/content/load.ts";
import { problemsPage } from "./src/content/problems-page.ts";
import { validateSiteFile } from "./src/content/validate.ts";
import { ISLANDS_MANIFEST, ISLANDS_SOURCE } from "./renderer/islands-script.ts";

/**
 * site.json is read with fs by server code, so Vite does not see it as a dependency.
 * This plugin watches it and asks the browser for a full reload when the owner saves it.
 * The folder is watched rather than the file, since editors often save by replacing the file.
 */
function reloadOnSiteJsonChange(): Plugin {
  return {
    name: "reload-on-site-json-change",
    apply: "serve",
    configureServer(server) {
      const file = siteJsonPath();
      const watcher = watch(dirname(file), (_event, name) => {
        if (name === basename(file)) server.ws.send({ type: "full-reload", path: "*" });
      });
      server.httpServer?.once("close", () => watcher.close());
    },
  };
}

/**
 * While site.json has errors, every page request in the dev server gets the list of problems
 * (the validator's own words) instead of a stack trace; the reload above brings the site back.
 */
function showSiteProblems(): Plugin {
  let cache: { key: string; html?: string } | undefined;
  return {
    name: "show-site-problems",
    apply: "serve",
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const wantsPage = request.method === "GET" && /text\/html/.test(request.headers.accept ?? "");
        if (!wantsPage || /^\/(@|node_modules\/)/.test(request.url ?? "")) return next();
        const file = siteJsonPath();
        const key = siteFileKey(file);
        if (cache?.key !== key) {
          const result = validateSiteFile(file, { root: dirname(file) });
          cache = { key, html: result.ok ? undefined : problemsPage(displayName(file), result.problems) };
        }
        if (!cache.html) return next();
        response.statusCode = 500;
        response.setHeader("Content-Type", "text/html; charset=utf-8");
        response.end(cache.html);
      });
    },
  };
}

/**
 * Pages are HTML-only, so Vike ships no client entry. The islands script is emitted here as its own
 * hashed chunk, and its URL recorded for the document, which adds it only to pages that need it.
 */
function emitIslandsScript(): Plugin {
  let reference: string | undefined;
  return {
    name: "emit-islands-script",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    buildStart() {
      reference = this.emitFile({ type: "chunk", id: resolve(ISLANDS_SOURCE), name: "islands" });
    },
    generateBundle() {
      if (!reference) return;
      const file = resolve(ISLANDS_MANIFEST);
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, JSON.stringify({ src: `/${this.getFileName(reference)}` }));
    },
  };
}

export default {
  plugins: [showSiteProblems(), vike(), reloadOnSiteJsonChange(), emitIslandsScript()],
  // scripts/build.ts builds into a temporary folder (through Vike's API) and swaps it into dist/ on success.
  build: { outDir: "dist" },
} satisfies UserConfig;
