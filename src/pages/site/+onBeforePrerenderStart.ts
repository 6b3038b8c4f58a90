import { loadSite } from "../../content/load.ts";
import { routeTable } from "../../content/routes.ts";

/** Every page and post address of site.json: exactly the files prerender writes. */
export function onBeforePrerenderStart(): string[] {
  return routeTable(loadSite()).map((route) => route.path);
}
