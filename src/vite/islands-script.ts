import { resolve } from "node:path";
import type { Plugin } from "vite";
import { ISLANDS_SOURCE } from "../paths.ts";

/** The module the document imports the islands script's URL from. */
const ISLANDS_MODULE = "virtual:islands-script";

/**
 * Pages are HTML-only, so Vike ships no client entry. The islands script is emitted here as its own hashed
 * chunk by the client build, and its URL handed to the server build (built next, by the same plugin object) as
 * a module the document imports; the dev server hands it the source's own URL.
 */
export function islandsScript(): Plugin {
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
