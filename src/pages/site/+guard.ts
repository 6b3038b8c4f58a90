import { render } from "vike/abort";
import type { PageContextServer } from "vike/types";
import { loadSite } from "../../content/load.ts";
import { findRoute } from "../../content/routes.ts";

/** In the dev server, an address site.json does not list gets the not-found page (prerender never asks for one). */
export function guard(pageContext: PageContextServer) {
  if (!findRoute(loadSite(), pageContext.urlPathname)) throw render(404);
}
