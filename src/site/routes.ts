import type { PageData, PostData, SiteData } from "../../schema/site.ts";
import { languageOf } from "./languages.ts";

/** An address of the site: a page or a post, and the language it is written in. */
export type Route = { path: string; language: string } & (
  { kind: "page"; page: PageData } | { kind: "post"; post: PostData }
);

/** Every address the site answers, pages first, in the order site.json lists them. */
export function routeTable(site: SiteData): Route[] {
  return [
    ...site.pages.map((page): Route => ({ kind: "page", path: page.path, language: languageOf(site, page), page })),
    ...site.posts.map((post): Route => ({ kind: "post", path: post.path, language: languageOf(site, post), post })),
  ];
}

/** `/about/`, `/about?x=1` and `/about#team` all mean the page `/about`. */
export function normalizePath(href: string): string {
  // Most addresses are already plain: no query, no fragment, no trailing slash (every link of a site is asked).
  if (!href.includes("?") && !href.includes("#") && (href.length < 2 || !href.endsWith("/"))) return href;
  // By position, not by a pattern ending in $, which is tried from each ? or / to the end of a long address.
  const cut = href.search(/[?#]/);
  const path = cut < 0 ? href : href.slice(0, cut);
  let end = path.length;
  while (end > 0 && path[end - 1] === "/") end--;
  return path.length > 1 ? path.slice(0, end) : path;
}

const indexes = new WeakMap<SiteData, Map<string, Route>>();

/** The route at an address; the index is built once per loaded site, since every page render asks. */
export function findRoute(site: SiteData, urlPathname: string): Route | undefined {
  let index = indexes.get(site);
  if (!index) {
    index = new Map(routeTable(site).map((route) => [route.path, route]));
    indexes.set(site, index);
  }
  return index.get(normalizePath(urlPathname));
}

export function isInternal(href: string): boolean {
  return href.startsWith("/");
}
