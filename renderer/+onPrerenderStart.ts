import { holdPrerenderOutput } from "../src/build/shard.ts";

/**
 * Hands Vike's list of prerendered pages (its prerender context's `output`) to the build, which empties it as it
 * writes each page (releasePrerendered in src/build/shard.ts): Vike would otherwise hold every page's HTML until its
 * prerender ends. Returns nothing, so the pages to render are Vike's own, unchanged.
 */
export function onPrerenderStart(prerenderContext: { output?: unknown }): void {
  holdPrerenderOutput(prerenderContext.output);
}
