/**
 * What the build asks Vike's prerender for: the addresses to list. Vike calls the prerender hook
 * (src/pages/site/+onBeforePrerenderStart.ts) with no argument, so the build leaves its request here, on globalThis
 * (the server bundle holds its own copy of this module), and the hook reads it once; the pages get the site itself
 * through Vike's pageContext.
 */
import type { SiteData } from "../../schema/site.ts";

export interface PrerenderRequest {
  site: SiteData;
  /** Only these addresses (the pages a rebuild renders again, not-found ones such as /es/404); all when absent. */
  only?: string[];
}

const REQUEST = Symbol.for("site-renderer.prerender-request");
const slot = globalThis as { [REQUEST]?: PrerenderRequest };

/** Runs Vike's prerender (`prerender`) with this request in place for its hook. */
export async function withPrerenderRequest<T>(request: PrerenderRequest, prerender: () => Promise<T>): Promise<T> {
  slot[REQUEST] = request;
  try {
    return await prerender();
  } finally {
    delete slot[REQUEST];
  }
}

/** The build's request, for the prerender hook; undefined in a prerender the build did not start. */
export const prerenderRequest = (): PrerenderRequest | undefined => slot[REQUEST];

/** The addresses of a list the request asks for. */
export function requested<T extends { url: string }>(items: T[], only: string[] | undefined): T[] {
  if (!only) return items;
  const wanted = new Set(only);
  return items.filter((item) => wanted.has(item.url));
}
