/**
 * What the build writes besides the pages, and where each page goes: the one place that maps an address to
 * its file (the build's check, the audit and the tests use it), the sitemap and robots.txt.
 */
import { existsSync, renameSync, rmdirSync } from "node:fs";
import { dirname, join } from "node:path";
import type { SiteData } from "../../schema/site.ts";
import { notFoundUrl, siteLanguages } from "../site/languages.ts";
import { outputFileOf } from "../site/address-files.ts";
import { routeTable } from "../site/routes.ts";
import { absoluteUrl, alternatesOf } from "../head/meta.ts";

/** The not-found page's file, served with status 404 for every address the site does not have. */
export const NOT_FOUND_FILE = "404.html";

/** Each language's not-found page: the address it is rendered at (/404, /es/404) and its file (404.html, es/404.html). */
export function notFoundPages(site: SiteData): { url: string; file: string }[] {
  return siteLanguages(site).map((language) => {
    const url = notFoundUrl(language.prefix);
    return { url, file: `${url.slice(1)}.html` };
  });
}

/** Each language's not-found page, as a file of the output: 404.html, es/404.html. */
export function notFoundFiles(site: SiteData): string[] {
  return notFoundPages(site).map((page) => page.file);
}

/**
 * Moves each added language's not-found page from where the prerender wrote it (es/404/index.html, a page at
 * /es/404) to es/404.html, where hosts look for it and where no address answers it with status 200.
 */
export function placeNotFoundPages(client: string, site: SiteData): void {
  for (const language of siteLanguages(site).filter((candidate) => !candidate.isDefault)) {
    const url = notFoundUrl(language.prefix);
    const written = join(client, outputFileOf(url));
    if (!existsSync(written)) continue; // missingOutputs reports it
    renameSync(written, join(client, `${url.slice(1)}.html`));
    rmdirSync(dirname(written));
  }
}

export { outputFileOf };

/** The files the prerender should have written for a site and did not (none when the build is whole). */
export function missingOutputs(client: string, site: SiteData): string[] {
  const expected = [...routeTable(site).map((route) => outputFileOf(route.path)), ...notFoundFiles(site)];
  return expected.map((file) => join(client, file)).filter((file) => !existsSync(file));
}

/**
 * sitemap.xml: every address; lastmod only where a true date exists (a post's), never the build's time. A page
 * with versions in other languages lists them as its head does (xhtml:link, itself and x-default included), so
 * the sitemap and the pages tell search engines the same thing.
 */
export function sitemapXml(site: SiteData): string {
  let translated = false;
  const urls = routeTable(site).map((route) => {
    const lastmod = route.kind === "post" ? `<lastmod>${route.post.modified ?? route.post.published}</lastmod>` : "";
    const alternates = alternatesOf(site, route.path).map(
      (alternate) => `\n    <xhtml:link rel="alternate" hreflang="${alternate.hreflang}" href="${alternate.href}"/>`,
    );
    if (alternates.length === 0) return `  <url><loc>${absoluteUrl(site, route.path)}</loc>${lastmod}</url>\n`;
    translated = true;
    return `  <url><loc>${absoluteUrl(site, route.path)}</loc>${lastmod}${alternates.join("")}\n  </url>\n`;
  });
  const namespaces = `xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"${
    translated ? ' xmlns:xhtml="http://www.w3.org/1999/xhtml"' : ""
  }`;
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset ${namespaces}>\n` + urls.join("") + `</urlset>\n`;
}

export function robotsTxt(site: SiteData): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${site.site.url}/sitemap.xml\n`;
}
