import type { PageData, PostData, SiteData } from "../../schema/site.ts";

export type Route = { kind: "page"; path: string; page: PageData } | { kind: "post"; path: string; post: PostData };

/** Every address the site answers, pages first, in the order site.json lists them. */
export function routeTable(site: SiteData): Route[] {
  return [
    ...site.pages.map((page): Route => ({ kind: "page", path: page.path, page })),
    ...site.posts.map((post): Route => ({ kind: "post", path: post.path, post })),
  ];
}

/** `/about/`, `/about?x=1` and `/about#team` all mean the page `/about`. */
export function normalizePath(href: string): string {
  const path = href.replace(/[?#].*$/, "");
  return path.length > 1 ? path.replace(/\/+$/, "") : path;
}

export function findRoute(site: SiteData, urlPathname: string): Route | undefined {
  const path = normalizePath(urlPathname);
  return routeTable(site).find((route) => route.path === path);
}

export function isInternal(href: string): boolean {
  return href.startsWith("/");
}
