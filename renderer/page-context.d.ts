import type { SiteData } from "../schema/site.ts";
import type { Route } from "../src/site/routes.ts";

declare global {
  namespace Vike {
    interface PageContext {
      /** The checked site, placeholders filled: handed in by the build, or loaded by +onCreatePageContext.server.ts. */
      site?: SiteData;
      /** The page or post of site.json this address shows; set once per address (see src/pages/site/). */
      route?: Route;
    }
  }
}

export {};
