import { mkdirSync, watch, writeFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import vike from "vike/plugin";
import type { Plugin, UserConfig } from "vite";
import { ISLANDS_MANIFEST, ISLANDS_SOURCE } from "./src/islands/entry.ts";

/**
 * site.json is read with fs by server code, so Vite does not see it as a dependency.
 * This plugin watches it and asks the browser for a full reload when the owner saves it.
 */
function reloadOnSiteJsonChange(): Plugin {
  return {
    name: "reload-on-site-json-change",
    apply: "serve",
    configureServer(server) {
      const watcher = watch(resolve(process.env.SITE_JSON ?? "site.json"), () =>
        server.ws.send({ type: "full-reload", path: "*" }),
      );
      server.httpServer?.once("close", () => watcher.close());
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
  plugins: [vike(), reloadOnSiteJsonChange(), emitIslandsScript()],
  build: {
    // The build script points this at a temporary folder and swaps it into dist/ only when everything succeeded.
    outDir: process.env.BUILD_OUT_DIR ?? "dist",
  },
} satisfies UserConfig;
