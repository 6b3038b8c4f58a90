import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/**
 * The project folder: the nearest above this module that holds the editor's sources. Found rather than counted,
 * because `npm run edit` runs this module compiled (scripts/compiled.mjs), from node_modules/.cache/.
 */
export const repo = (() => {
  for (let dir = path.dirname(fileURLToPath(import.meta.url)); ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, "editor", "server", "server.ts"))) return dir;
    if (path.dirname(dir) === dir) throw new Error("the editor's project folder (with editor/server/) was not found");
  }
})();
