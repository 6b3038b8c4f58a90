import type { OnBeforePrerenderStartAsync } from "vike/types";
import { prerenderRequest, requested } from "../../build/prerender-request.ts";
import { notFoundUrl, siteLanguages } from "../../site/languages.ts";
import { routeTable } from "../../site/routes.ts";

/**
 * Every page and post address of site.json (exactly the files prerender writes), each with its route already
 * resolved, so nothing looks it up again while rendering (Vike skips +onBeforeRender for these); then each added
 * language's not-found page (/es/404, without a route), which the build moves to es/404.html beside the default
 * language's 404.html (Vike renders that one from the error page, and only that one). A rebuild lists only the
 * pages that changed (src/build/prerender-request.ts).
 */
export const onBeforePrerenderStart: OnBeforePrerenderStartAsync = async () => {
  const request = prerenderRequest() ?? { site: (await import("../../site/load.ts")).loadSite() };
  const { site, only } = request;
  return requested(
    [
      ...routeTable(site).map((route) => ({ url: route.path, pageContext: { route } })),
      ...siteLanguages(site)
        .filter((language) => !language.isDefault)
        .map((language) => ({ url: notFoundUrl(language.prefix), pageContext: {} })),
    ],
    only,
  );
};
