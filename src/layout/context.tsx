import { createContext, useContext } from "react";
import type { SiteData } from "../../schema/site.ts";
import { languageLinks, languageOfPath, siteIn, siteLanguage, type LanguageLink } from "../site/languages.ts";
import type { Route } from "../site/routes.ts";
import type { ResponsiveImage } from "../images/manifest.ts";

/**
 * What every component may read while a route renders: the site as a reader of the page's language sees it (its
 * header, footer and labels, its pages and posts), the current address, that language's home page, the header's
 * links to the page in the other languages, and how an image named in site.json is published. The prerender answers `images` from the build's manifest; the editor's canvas answers
 * it from the editor server, so components never read files themselves.
 */
export interface RenderContext {
  site: SiteData;
  path: string;
  /** The home page of the page's language: / or /es. */
  home: string;
  /** The language switcher's links (none on a site in one language). */
  languageLinks: LanguageLink[];
  images: (src: string) => ResponsiveImage;
}

/**
 * The context of one address: its route's language, or for an address without one (a not-found page) the language
 * of its folder, so /es/… is answered in Spanish.
 */
export function renderContextFor(
  site: SiteData,
  path: string,
  route: Route | undefined,
  images: RenderContext["images"],
): RenderContext {
  const language = route?.language ?? languageOfPath(site, path).tag;
  return {
    site: siteIn(site, language),
    path,
    home: siteLanguage(site, language).home,
    languageLinks: languageLinks(site, route?.path, language),
    images,
  };
}

const Context = createContext<RenderContext | null>(null);

export const RenderProvider = Context.Provider;

export function useRender(): RenderContext {
  const value = useContext(Context);
  if (!value) throw new Error("useRender() outside <RenderProvider>");
  return value;
}

/**
 * A link is current on its own path; a section link (like /blog) also on every path under it, but a home page
 * (/, or a language's /es) only on itself.
 */
export function isCurrent(href: string, path: string, home = "/"): boolean {
  if (href === path) return true;
  return href !== "/" && href !== home && path.startsWith(`${href}/`);
}
