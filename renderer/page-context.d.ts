import type { Route } from "../src/site/routes.ts";

declare global {
  namespace Vike {
    interface PageContext {
      /** The page or post of site.json this address shows; set once per address (see src/pages/site/). */
      route?: Route;
    }
  }
}

export {};
