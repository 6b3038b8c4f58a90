import { existsSync, readFileSync } from "node:fs";
import { resolve } from "node:path";

/** Source of the islands script, relative to the project root; the build emits it as one hashed chunk. */
export const ISLANDS_SOURCE = "src/islands/client.ts";
export const ISLANDS_MANIFEST = ".generated/islands.json";

/** The URL the document loads the islands script from: the built chunk, or Vite's dev transform. */
export function islandsScriptUrl(): string {
  const manifest = resolve(ISLANDS_MANIFEST);
  if (import.meta.env.PROD && existsSync(manifest))
    return (JSON.parse(readFileSync(manifest, "utf8")) as { src: string }).src;
  if (import.meta.env.PROD)
    throw new Error(`${ISLANDS_MANIFEST} is missing: the client build did not emit the islands script`);
  return `/${ISLANDS_SOURCE}`;
}
