import { existsSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { ISLANDS_MANIFEST } from "../src/paths.ts";

/** Source of the islands script, relative to the project root; the build emits it as one hashed chunk. */
export const ISLANDS_SOURCE = "src/islands/client.ts";
export { ISLANDS_MANIFEST };

let builtUrl: string | undefined;

/**
 * The URL the document loads the islands script from: Vite's dev transform, or the built chunk, whose
 * name the client build recorded. That record cannot change during a prerender, so it is read once.
 */
export function islandsScriptUrl(): string {
  if (!import.meta.env.PROD) return `/${ISLANDS_SOURCE}`;
  if (builtUrl) return builtUrl;
  const manifest = resolve(ISLANDS_MANIFEST);
  if (!existsSync(manifest)) {
    throw new Error(`${ISLANDS_MANIFEST} is missing: the client build did not emit the islands script`);
  }
  builtUrl = (JSON.parse(readFileSync(manifest, "utf8")) as { src: string }).src;
  return builtUrl;
}
