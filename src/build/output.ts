/**
 * What the build writes besides the pages, and where each page goes: the one place that maps an address to
 * its file (the build's check, the audit and the tests use it), the sitemap and robots.txt.
 */
import { existsSync } from "node:fs";
import { join } from "node:path";
import type { SiteData } from "../../schema/site.ts";
import { routeTable } from "../content/routes.ts";
import { absoluteUrl } from "../head/meta.ts";

/** The not-found page's file, served with status 404 for every address the site does not have. */
export const NOT_FOUND_FILE = "404.html";

/** The file (relative to the output folder) the prerender writes for an address: `/about` → `about/index.html`. */
export function outputFileOf(path: string): string {
  return path === "/" ? "index.html" : join(path.slice(1), "index.html");
}

/** The files the prerender should have written for a site and did not (none when the build is whole). */
export function missingOutputs(client: string, site: SiteData): string[] {
  const expected = [...routeTable(site).map((route) => outputFileOf(route.path)), NOT_FOUND_FILE];
  return expected.map((file) => join(client, file)).filter((file) => !existsSync(file));
}

/** sitemap.xml: every address; lastmod only where a true date exists (a post's), never the build's time. */
export function sitemapXml(site: SiteData): string {
  const urls = routeTable(site).map((route) => {
    const lastmod = route.kind === "post" ? `<lastmod>${route.post.modified ?? route.post.published}</lastmod>` : "";
    return `  <url><loc>${absoluteUrl(site, route.path)}</loc>${lastmod}</url>\n`;
  });
  return (
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n` +
    urls.join("") +
    `</urlset>\n`
  );
}

export function robotsTxt(site: SiteData): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${site.site.url}/sitemap.xml\n`;
}
