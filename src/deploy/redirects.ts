/**
 * Old addresses that lead on to a page (site.json's `redirects`), for every host from the one declaration: a page at
 * the old address that sends the browser on (any static host), `_redirects` (Netlify, Cloudflare Pages, `npm run
 * serve`), and a 301 in deploy/nginx.conf and the CloudFront function. The old addresses are checked before
 * (rules/redirects.ts): safe characters only, never a page's address or a file the build writes.
 */
import type { SiteData } from "../../schema/site.ts";
import { movedFile } from "../site/address-files.ts";
import { languageOf } from "../site/languages.ts";
import { absoluteUrl } from "../head/meta.ts";

export interface Moved {
  from: string;
  to: string;
}

export type RedirectSite = Pick<SiteData, "redirects">;

export const REDIRECTS_FILE = "_redirects";

/**
 * A page's address with a `/` at the end, which every host moves to the address without it: parts of the letters,
 * digits and `. _ ~ -` that every address of the site is written in (ROUTE_PATH, OLD_PATH), each after one `/`. The
 * move is made from the request's own path, so only such a path is moved: one with `//`, a backslash, a space, a
 * control character or an escape (`/%5Cevil.example/`, `//evil.example/`) would make a `Location` a browser reads as
 * another site. Any other path is looked up as it is, and is not found.
 */
export const SLASHED_PAGE_PART = "[A-Za-z0-9._~-]+";
export const SLASHED_PAGE = new RegExp(`^((?:/${SLASHED_PAGE_PART})+)/+$`);

/** The site's old addresses and where each leads. */
export const movedOf = (site: RedirectSite): Moved[] => (site.redirects ?? []).map(({ from, to }) => ({ from, to }));

export { movedFile };

const escape = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** The page at an old address: on at once to the new one, which is the canonical address; its words are its title. */
export function movedPage(site: SiteData, moved: Moved): string {
  const entry = [...site.pages, ...site.posts].find((candidate) => candidate.path === moved.to);
  const title = escape(entry?.title ?? moved.to);
  const language = entry ? languageOf(site, entry) : site.site.language;
  const to = escape(moved.to);
  return [
    "<!doctype html>",
    `<html lang="${escape(language)}">`,
    "<head>",
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${title}</title>`,
    '<meta name="robots" content="noindex">',
    `<link rel="canonical" href="${escape(absoluteUrl(site, moved.to))}">`,
    `<meta http-equiv="refresh" content="0; url=${to}">`,
    "</head>",
    `<body><p><a href="${to}">${title}</a></p></body>`,
    "</html>",
    "",
  ].join("\n");
}

/** `_redirects` for Netlify and Cloudflare Pages: one permanent move per line. */
export function redirectsFile(site: RedirectSite): string {
  return movedOf(site)
    .map(({ from, to }) => `${from} ${to} 301!\n`)
    .join("");
}

/** The moves a `_redirects` file holds (as this module writes it), for `npm run serve`. */
export function parseRedirectsFile(text: string): Map<string, string> {
  const moves = new Map<string, string>();
  for (const line of text.split("\n")) {
    const [from, to, status] = line.trim().split(/\s+/);
    if (from?.startsWith("/") && to && /^301!?$/.test(status ?? "") && !moves.has(from)) moves.set(from, to);
  }
  return moves;
}
