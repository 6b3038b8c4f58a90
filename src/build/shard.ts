/**
 * Which part of the routes this thread prerenders. The build splits the routes between worker threads (see
 * prerender.ts); each sets its share here before it runs Vike's prerender, and the prerender hook
 * (src/pages/site/+onBeforePrerenderStart.ts) lists only that share. Kept per thread on globalThis, like the
 * loaded site (src/site/load.ts), because Vike's server bundle has its own copy of this module.
 */
const SHARD = Symbol.for("site-renderer.prerender-shard");

export interface Shard {
  index: number;
  count: number;
  /** Only these addresses (a rebuild renders the pages that changed); all when absent. */
  only?: string[];
}

const state = globalThis as { [SHARD]?: Shard };

export function setShard(shard: Shard | undefined): void {
  if (shard) state[SHARD] = shard;
  else delete state[SHARD];
}

/** This thread's share; the whole site when nothing was set (one thread, the dev server). */
export function currentShard(): Shard {
  return state[SHARD] ?? { index: 0, count: 1 };
}

/** The routes this build renders at all, before they are split between threads. */
export function wanted<T extends { url: string }>(items: T[], shard: Shard = currentShard()): T[] {
  if (!shard.only) return items;
  const only = new Set(shard.only);
  return items.filter((item) => only.has(item.url));
}

/** Whether the item at this position of a list is this thread's to prerender. */
export function inShard(position: number, shard: Shard = currentShard()): boolean {
  return position % shard.count === shard.index;
}

const OUTPUT = Symbol.for("site-renderer.prerender-output");
const outputs = globalThis as { [OUTPUT]?: unknown[] };

/** Vike's list of the pages its prerender wrote, handed over by renderer/+onPrerenderStart.ts for this thread. */
export function holdPrerenderOutput(output: unknown): void {
  if (Array.isArray(output)) outputs[OUTPUT] = output;
}

/**
 * Lets a written page go. Vike keeps every prerendered page (its HTML and its pageContext) in its prerender's
 * `output` until the prerender ends, and the page's HTML on the pageContext too; this build writes each page as it
 * is rendered (prerender.ts) and reads neither afterwards. Kept, 4,000 pages were about 300 MB of live heap that
 * every garbage collection went through: letting them go made a 4,000-page build 22 to 30% quicker on this
 * project's 2-core machine (alternating runs, 8.2-10.4 s against 6.5-7.3 s), with half the page faults.
 */
export function releasePrerendered(pageContext: { _prerenderResult?: unknown }): void {
  pageContext._prerenderResult = undefined;
  const output = outputs[OUTPUT];
  if (output) output.length = 0;
}

const LISTED = Symbol.for("site-renderer.prerender-listed");
const listeners = globalThis as { [LISTED]?: () => void };

/** Tells `whenListed`'s caller, once, that this thread's prerender has listed its pages (see below). */
export function prerenderListed(): void {
  const listener = listeners[LISTED];
  delete listeners[LISTED];
  listener?.();
}

/**
 * Runs `callback` when the prerender hook lists this thread's pages: Vike has then loaded its configuration (each
 * +file it runs is written beside its source as a temporary file, run and deleted) and the server code.
 */
export function whenListed(callback: () => void): void {
  listeners[LISTED] = callback;
}
