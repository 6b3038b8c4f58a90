import type { OnBeforePrerenderStartSync } from "vike/types";
import { loadSite } from "../../content/load.ts";
import { routeTable } from "../../content/routes.ts";

/**
 * Every page and post address of site.json (exactly the files prerender writes), each with its route already
 * resolved, so nothing looks it up again while rendering (Vike skips +onBeforeRender for these).
 */
export const onBeforePrerenderStart: OnBeforePrerenderStartSync = () =>
  routeTable(loadSite()).map((route) => ({ url: route.path, pageContext: { route } }));
