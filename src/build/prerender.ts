/**
 * Vike's prerender of every route, on render threads (render-threads.ts) or in this thread, and a rebuild's few
 * changed pages through Vike's renderPage in this thread. Each page is written as soon as it is rendered.
 */
import * as fs from "node:fs";
import { dirname, join } from "node:path";
import { pathToFileURL } from "node:url";
import type { SiteData } from "../../schema/site.ts";
import { holdSite } from "../content/load.ts";
import { outputFileOf } from "./output.ts";
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
  /** Only these addresses (the pages a rebuild renders again); every route when absent. */
  only?: string[];
  /** The folder `vike build` wrote (its client/ and server/); the pages go into client/. */
  outDir: string;
  /** The version of site.json the build checked, when it knows it (render-threads.ts). */
  checked?: string;
}

export interface PrerenderSummary {
  /** HTML files written. */
  pages: number;
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
 * A rebuild's few changed pages, through Vike's renderPage() on the compiled server bundle: the same renderer and
 * the same HTML as its prerender (the rebuild test compares every byte with a whole build), without the second or
 * so its prerender spends loading Vite and the configuration before the first page. For routes only (pages and
 * posts); each must answer 200.
 */
async function renderPages(job: PrerenderJob, paths: string[]): Promise<number> {
  holdSite(job.siteFile, job.site);
  await import(pathToFileURL(join(job.outDir, "server", "entry.mjs")).href);
  const { renderPage } = await import("vike/server");
  for (const path of paths) {
    const { httpResponse } = await renderPage({ urlOriginal: path });
    if (httpResponse?.statusCode !== 200) throw new Error(`${path} rendered with status ${httpResponse?.statusCode}`);
    const file = join(job.outDir, "client", outputFileOf(path));
    writePageSync(fs, { dirname }, file, httpResponse.body);
  }
  return paths.length;
}

/**
 * Whether prerenderSite renders these addresses through renderPage, writing their files and nothing else: a
 * rebuild's few changed pages and posts (`routesOnly`: every not-found page is linked already).
 */
export function rendersOnlyThese(only: string[] | undefined, routesOnly: boolean): only is string[] {
  return only !== undefined && routesOnly && only.length < THREADS_FROM_ROUTES;
}

/** The server bundle is no part of the site (Vike deletes it after a prerender of its own, not after ours). */
export function removeServerBundle(outDir: string): void {
  fs.rmSync(join(outDir, "server"), { recursive: true, force: true });
}

/**
 * `routes`: how many routes this build renders. The caller removes the server bundle when it has rendered all. A
 * rebuild's few changed pages and posts (`only`, every other file linked already) go through renderPages;
 * everything else through Vike's prerender: on the `started` threads when the build started them, otherwise on
 * threads when there are many routes and cores (threadsFor), else in this thread.
 */
export async function prerenderSite(
  job: PrerenderJob,
  routes: number,
  options: { routesOnly?: boolean; started?: RenderThreads } = {},
): Promise<PrerenderSummary> {
  const { started } = options;
  if (rendersOnlyThese(job.only, options.routesOnly ?? false)) {
    started?.stop();
    return { pages: await renderPages(job, job.only), threads: 1 };
  }
  const wanted = threadsFor(routes);
  const threads = started ?? (wanted > 1 ? await RenderThreads.start(job.siteFile, wanted) : undefined);
  if (!threads) return { pages: await prerenderShard(job, { index: 0, count: 1, only: job.only }), threads: 1 };
  try {
    return { pages: await threads.render(job, wanted, job.checked), threads: threads.count };
  } finally {
    threads.stop();
  }
}
