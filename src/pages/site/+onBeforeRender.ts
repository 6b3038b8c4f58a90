import { render } from "vike/abort";
import type { PageContextServer } from "vike/types";
import { loadSite } from "../../content/load.ts";
import { findRoute } from "../../content/routes.ts";

/**
 * In the dev server, where no prerender hook resolved the address: its route, or the not-found page for an
 * address site.json does not list. (Prerendered pages arrive with their route and never come here.)
 */
export function onBeforeRender(pageContext: PageContextServer) {
  const route = findRoute(loadSite(), pageContext.urlPathname);
  if (!route) throw render(404);
  return { pageContext: { route } };
}
