/**
 * The pages of a build: through Vike's renderPage in this thread for a rebuild's changed pages and a small site,
 * otherwise through Vike's prerender, on render threads (render-threads.ts) or in this thread. Each page is written
 * as soon as it is rendered.
 */
import * as fs from "node:fs";
import { dirname, join } from "node:path";
import { pathToFileURL } from "node:url";
import type { SiteData } from "../../schema/site.ts";
import { holdSite } from "../site/loaded-site.ts";
import { routeTable } from "../site/routes.ts";
import { buildThreads } from "../paths.ts";
import { notFoundPages, outputFileOf } from "./output.ts";
import { pageWriter, writePageSync } from "./page-writer.ts";
import { RenderThreads, THREADS_FROM_ROUTES, threadsFor } from "./render-threads.ts";
import { prerenderViteConfig } from "./vite-config.ts";
import { releasePrerendered, setShard, type Shard } from "./shard.ts";

/**
 * Pages Vike renders at once in a thread (its default is the number of cores). With two in flight, while pages
 * were still written through node's promises, this thread sat waiting for the disk a third of the time (4,000
 * pages on this project's 2-core machine; 8 in flight, alternating runs: 8.8 to 11.1 s whole build against 11.7
 * to 13.1 s). Each page is now handed to the writer thread (page-writer.ts), which holds up a render only when
 * it is behind.
 */
const PAGES_IN_FLIGHT = 8;

export interface PrerenderJob {
  siteFile: string;
  site: SiteData;
  /** Only these addresses (the pages a rebuild renders again, not-found ones such as /es/404); all when absent. */
  only?: string[];
  /** The folder `vike build` wrote (its client/ and server/); the pages go into client/. */
  outDir: string;
  /** The version of site.json the build checked, when it knows it (render-threads.ts). */
  checked?: string;
  /** This process compiled the code (`vike build`), which loaded Vike's development logger (throughRenderPage). */
  compiled?: boolean;
}

export interface PrerenderSummary {
  /** HTML files written. */
  pages: number;
  /** How: Vike's renderPage or Vike's prerender, on this many render threads (0: in the build's own thread). */
  through: "renderPage" | "prerender";
  threads: number;
}

interface PrerenderedPage {
  is404?: boolean;
  _prerenderResult?: { filePath: string; fileContent: string };
}

/** This thread's share of the prerender: Vike renders, and each page is written as soon as it is rendered. */
export async function prerenderShard(job: PrerenderJob, shard: Shard): Promise<number> {
  holdSite(job.siteFile, job.site);
  setShard(shard);
  let pages = 0;
  const writer = pageWriter();
  try {
    // Loaded here, not with this module: a rebuild through renderPage never needs it.
    const { prerender } = await import("vike/api");
    await prerender({
      viteConfig: prerenderViteConfig(job.outDir),
      // Vike deletes the server bundle when its prerender ends, which would pull it from under the other threads:
      // prerenderSite deletes it once all are done.
      vikeConfig: { prerender: { keepDistServer: true, parallel: PAGES_IN_FLIGHT } },
      // Vike hands each rendered page here instead of writing it (an option vite-plugin-vercel uses too): every
      // thread renders the error page, and one writes it.
      onPagePrerender: async (pageContext: PrerenderedPage) => {
        if (pageContext.is404 && shard.index !== 0) return;
        const { filePath, fileContent } = pageContext._prerenderResult!;
        await writer.write(filePath, fileContent);
        pages++;
        releasePrerendered(pageContext);
      },
    } as Parameters<typeof prerender>[0]);
    await writer.done();
  } catch (error) {
    writer.stop();
    const message = error instanceof Error ? error.message : String(error);
    throw new Error(shard.count > 1 ? `thread ${shard.index + 1} of ${shard.count}: ${message}` : message);
  } finally {
    setShard(undefined);
  }
  return pages;
}

/**
 * Pages through Vike's renderPage() on the compiled server bundle: the same renderer and the same HTML as its
 * prerender (the build tests compare every byte), without the second or so its prerender spends loading Vite, Babel
 * and the configuration before the first page. A route must answer 200; a not-found address (/404, /es/404) 404,
 * and its page goes to its file (404.html, es/404.html).
 */
async function renderPages(job: PrerenderJob, paths: string[]): Promise<number> {
  holdSite(job.siteFile, job.site);
  await import(pathToFileURL(join(job.outDir, "server", "entry.mjs")).href);
  const { renderPage } = await import("vike/server");
  const notFound = new Map(notFoundPages(job.site).map((page) => [page.url, page.file]));
  for (const path of paths) {
    const file = notFound.get(path);
    const { httpResponse } = await renderPage({ urlOriginal: path });
    const expected = file ? 404 : 200;
    if (httpResponse?.statusCode !== expected) {
      throw new Error(`${path} rendered with status ${httpResponse?.statusCode}, not ${expected}`);
    }
    writePageSync(fs, { dirname }, join(job.outDir, "client", file ?? outputFileOf(path)), httpResponse.body);
  }
  return paths.length;
}

/**
 * Whether a render of this many pages goes through renderPage, which writes exactly their files, rather than Vike's
 * prerender: a rebuild's changed pages, and a whole site (`whole`) unless BUILD_THREADS asks for the prerender, under
 * THREADS_FROM_ROUTES pages. Measured on this project's 2-core machine, whole builds, alternating runs: 100 pages
 * 0.8-1.0 s against 1.6-1.7 through the prerender, 300 pages 1.3-1.4 s against 1.6-1.8; at 1,000 pages the prerender
 * is the quicker, 2.6-2.9 s against 3.1-4.2 (renderPage's routing and its pages' writes, here in this thread, cost
 * more per page than the prerender's). Not in a process that compiled the code: Vike's build loads its development
 * logger, through which renderPage then prints two lines for every page and a warning that Vite is loaded.
 */
export function throughRenderPage(pages: number, options: { whole: boolean; compiled: boolean }): boolean {
  if (options.compiled || pages >= THREADS_FROM_ROUTES) return false;
  return !options.whole || buildThreads() === undefined;
}

/** The server bundle is no part of the site (Vike deletes it after a prerender of its own, not after ours). */
export function removeServerBundle(outDir: string): void {
  fs.rmSync(join(outDir, "server"), { recursive: true, force: true });
}

/**
 * Renders `job.only`, or every route and not-found page, and runs `meanwhile` in this thread: while render threads
 * render, or before it renders itself. The caller removes the server bundle when it has rendered all. Through
 * renderPage when there are few (throughRenderPage); otherwise through Vike's prerender: on the `started` threads
 * when the build started them, otherwise on threads when there are many routes and cores (threadsFor), else here.
 */
export async function prerenderSite(
  job: PrerenderJob,
  options: { started?: RenderThreads; meanwhile?: () => void } = {},
): Promise<PrerenderSummary> {
  const { started, meanwhile = () => {} } = options;
  const pages = job.only ?? [
    ...routeTable(job.site).map((route) => route.path),
    ...notFoundPages(job.site).map((page) => page.url),
  ];
  if (throughRenderPage(pages.length, { whole: !job.only, compiled: job.compiled ?? false })) {
    started?.stop();
    meanwhile();
    return { pages: await renderPages(job, pages), through: "renderPage", threads: 0 };
  }
  const wanted = threadsFor(pages.length);
  const threads = started ?? (wanted > 1 ? await RenderThreads.start(job.siteFile, wanted) : undefined);
  if (!threads) {
    meanwhile();
    const pagesWritten = await prerenderShard(job, { index: 0, count: 1, only: job.only });
    return { pages: pagesWritten, through: "prerender", threads: 0 };
  }
  try {
    const pagesWritten = await threads.render(job, wanted, job.checked, meanwhile);
    return { pages: pagesWritten, through: "prerender", threads: threads.count };
  } finally {
    threads.stop();
  }
}
