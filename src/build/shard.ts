/**
 * Which part of the routes this thread prerenders. The build splits the routes between worker threads (see
 * prerender.ts); each sets its share here before it runs Vike's prerender, and the prerender hook
 * (src/pages/site/+onBeforePrerenderStart.ts) lists only that share. Kept per thread on globalThis, like the
 * loaded site (src/content/load.ts), because Vike's server bundle has its own copy of this module.
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
