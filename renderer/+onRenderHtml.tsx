import { renderToStaticMarkup } from "react-dom/server";
import { dangerouslySkipEscape, escapeInject } from "vike/server";
import type { OnRenderHtmlAsync } from "vike/types";
import css from "../src/styles/site.css?inline";
import { iconImageUrl, responsiveImage, socialImageUrl } from "../src/images/manifest.ts";
import type { Route } from "../src/site/routes.ts";
import { headForNotFound, headForRoute } from "../src/head/meta.ts";
import { ISLAND_ATTRIBUTE } from "../src/islands/marker.ts";
import islandsScriptUrl from "virtual:islands-script";
import { RenderProvider, renderContextFor } from "../src/layout/context.tsx";
import { themeStyles } from "../src/theme/css.ts";
import { siteCharacters } from "../src/theme/fonts.ts";
import { Document } from "./Document.tsx";

/**
 * Renders every route to static HTML. React runs here only; the islands script is added to the
 * document only when the rendered body holds an island, so a page without behaviour ships no JavaScript.
 */
export const onRenderHtml: OnRenderHtmlAsync = async (pageContext) => {
  const site = pageContext.site!; // set by +onCreatePageContext.server.ts at the latest
  const Page = pageContext.Page as (props: { route?: Route }) => React.ReactNode;
  // Resolved once: by the prerender hook, or in the dev server by +onBeforeRender; none on the not-found page.
  const route = pageContext.is404 ? undefined : pageContext.route;
  const path = route?.path ?? pageContext.urlPathname;
  const context = renderContextFor(site, path, route, responsiveImage);
  // A missing address is answered in the language of its folder: /es/… gets the Spanish not-found page.
  const head = route
    ? headForRoute(site, route, socialImageUrl)
    : headForNotFound(site, socialImageUrl, context.site.site.language);

  const body = renderToStaticMarkup(
    <RenderProvider value={context}>
      <Page route={route} />
    </RenderProvider>,
  );
  const theme = themeStyles(site.theme, siteCharacters(site));
  // The logo is the site's icon too: each business its own, with no file of one business in public/. A drawing is the
  // tab's icon as it is; a photo's, and a phone's home screen, get the square PNG made of it (pipeline.ts's icons).
  const logo = responsiveImage(site.site.logo.src).fallback;
  const square = iconImageUrl(site.site.logo.src);
  const html = renderToStaticMarkup(
    <Document
      head={head}
      css={theme.css + css}
      fontPreloads={theme.preload}
      icon={logo.endsWith(".svg") ? { href: logo, type: "image/svg+xml" } : { href: square, type: "image/png" }}
      touchIcon={square}
      islandsScriptUrl={body.includes(` ${ISLAND_ATTRIBUTE}=`) ? islandsScriptUrl : undefined}
      bodyHtml={body}
    />,
  );
  return escapeInject`<!doctype html>${dangerouslySkipEscape(html)}`;
};
