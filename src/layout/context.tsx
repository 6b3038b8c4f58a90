import { createContext, useContext } from "react";
import type { SiteData } from "../../schema/site.ts";
import type { ResponsiveImage } from "../images/manifest.ts";

/**
 * What every component may read while a route renders: the site, the current address, and how an image named
 * in site.json is published. The prerender answers `images` from the build's manifest; the editor's canvas answers
 * it from the editor server, so components never read files themselves.
 */
export interface RenderContext {
  site: SiteData;
  path: string;
  images: (src: string) => ResponsiveImage;
}

const Context = createContext<RenderContext | null>(null);

export const RenderProvider = Context.Provider;

export function useRender(): RenderContext {
  const value = useContext(Context);
  if (!value) throw new Error("useRender() outside <RenderProvider>");
  return value;
}

/** A link is current on its own path; a section link (like /blog) also on every path under it. */
export function isCurrent(href: string, path: string): boolean {
  if (href === path) return true;
  return href !== "/" && path.startsWith(`${href}/`);
}
