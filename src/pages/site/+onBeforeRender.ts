import { render } from "vike/abort";
import type { PageContextServer } from "vike/types";
import { findRoute } from "../../site/routes.ts";

/**
 * Where no prerender hook resolved the address (the dev server, and the build's renderPage, src/build/render/):
 * its route, or the not-found page for an address site.json does not list (/404, /es/404 among them). Pages of
 * Vike's prerender arrive with their route and never come here.
 */
export function onBeforeRender(pageContext: PageContextServer) {
  const route = findRoute(pageContext.site!, pageContext.urlPathname);
  if (!route) throw render(404);
  return { pageContext: { route } };
}
