/**
 * The build's host files, written into the staging folder before it is swapped in: the Atom feeds (one per language),
 * a page at each old address and _redirects (redirects.ts), _headers (Netlify, Cloudflare Pages), .nojekyll (GitHub
 * Pages), then .br and .gz beside every text file.
 */
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { SiteData } from "../../schema/site.ts";
import { siteIn, siteLanguages } from "../site/languages.ts";
import { atomFeed, feedPath, hasFeed } from "../head/feed.ts";
import { writeAnew } from "../files/write-anew.ts";
import { netlifyHeaders, type CspOptions } from "./headers.ts";
import { precompress, type PrecompressResult } from "./precompress.ts";
import { movedFile, movedOf, movedPage, REDIRECTS_FILE, redirectsFile } from "./redirects.ts";

/** sha256 (base64) of each distinct inline <style> of the given built pages, for a CSP without 'unsafe-inline'. */
export function inlineStyleHashes(htmlFiles: string[]): string[] {
  const hashes = new Set<string>();
  for (const file of htmlFiles) {
    // Found by position: a pattern tried each <style> of a page without its </style> to the page's end.
    const html = readFileSync(file, "utf8");
    for (let at = html.indexOf("<style>"); at >= 0; at = html.indexOf("<style>", at)) {
      const close = html.indexOf("</style>", at + 7);
      if (close < 0) break;
      hashes.add(
        createHash("sha256")
          .update(html.slice(at + 7, close))
          .digest("base64"),
      );
      at = close + 8;
    }
  }
  return [...hashes];
}

/** The CSP options of a built site: its style hashes, read from the pages it was built into. */
export function cspOptionsFor(client: string): CspOptions {
  return { styleHashes: inlineStyleHashes([join(client, "index.html"), join(client, "404.html")]) };
}

/**
 * `previousClient`: the build being replaced, whose compressed copies of unchanged files are reused.
 * `compress: false` leaves out the .br/.gz copies (for hosts that compress by themselves, see docs/deploy.md).
 */
export async function writeHostFiles(
  client: string,
  site: SiteData,
  previousClient?: string,
  compress = true,
  /** A rebuild's new files (these host files are added to them), at the quality of the build it continues. */
  only?: { files: string[]; quality: number },
): Promise<PrecompressResult | undefined> {
  const written: string[] = [];
  for (const language of siteLanguages(site)) {
    const local = siteIn(site, language.tag);
    if (!hasFeed(local)) continue;
    const feed = join(client, feedPath(language.prefix));
    writeAnew(feed, atomFeed(local, language.prefix));
    written.push(feed);
  }
  // Each old address: a page that sends the browser on (any host), and the same moves as 301s in _redirects.
  for (const moved of movedOf(site)) {
    const file = join(client, movedFile(moved.from));
    writeAnew(file, movedPage(site, moved));
    written.push(file);
  }
  writeAnew(join(client, REDIRECTS_FILE), redirectsFile(site));
  writeAnew(join(client, "_headers"), netlifyHeaders(site, cspOptionsFor(client)));
  // GitHub Pages would otherwise run Jekyll, which drops files and folders whose names start with _.
  writeAnew(join(client, ".nojekyll"), "");
  if (!compress) return undefined;
  return precompress(client, {
    ...(previousClient === undefined ? {} : { previous: previousClient }),
    ...(only ? { only: { files: [...only.files, ...written], quality: only.quality } } : {}),
  });
}

export function describePrecompress(result: PrecompressResult | undefined): string {
  if (!result) return "not precompressed (--no-precompress): the host compresses the files itself";
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  return (
    `precompressed ${result.files} text files (${kb(result.bytes)}, ${result.reused} unchanged since the last ` +
    `build): brotli (quality ${result.quality}) saves ${kb(result.saved.br)}, gzip ${kb(result.saved.gzip)}`
  );
}
