/**
 * Pages through Vike's renderPage() on the compiled server bundle, in the build's thread: the same renderer and the
 * same HTML as its prerender (the build tests compare every byte), without the time its prerender spends loading
 * Vite, Babel and the configuration before the first page: the route for a rebuild's few changed pages.
 */
import * as fs from "node:fs";
import { dirname, join } from "node:path";
import { pathToFileURL } from "node:url";
import type { SiteData } from "../../schema/site.ts";
import { notFoundPages, outputFileOf } from "./output.ts";
import { writePageSync } from "../files/write-anew.ts";

/**
 * Renders each address into `outDir`'s client/ folder: a route must answer 200; a not-found address (/404, /es/404)
 * 404, and its page goes to its file (404.html, es/404.html). Returns the pages written.
 */
export async function renderEachPage(site: SiteData, outDir: string, paths: string[]): Promise<number> {
  await import(pathToFileURL(join(outDir, "server", "entry.mjs")).href);
  const { renderPage } = await import("vike/server");
  const notFound = new Map(notFoundPages(site).map((page) => [page.url, page.file]));
  for (const path of paths) {
    const file = notFound.get(path);
    // The site every page renders, on its pageContext (renderer/+onCreatePageContext.server.ts).
    const { httpResponse } = await renderPage({ urlOriginal: path, site });
    const expected = file ? 404 : 200;
    if (httpResponse?.statusCode !== expected) {
      throw new Error(`${path} rendered with status ${httpResponse?.statusCode}, not ${expected}`);
    }
    writePageSync(fs, { dirname }, join(outDir, "client", file ?? outputFileOf(path)), httpResponse.body);
  }
  return paths.length;
}
