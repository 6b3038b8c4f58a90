/**
 * Vike's prerender of every route, on worker threads when BUILD_THREADS asks for them or the machine has cores
 * enough for them to pay (see THREADS_FROM_CORES): each worker thread runs Vike's own prerender over its share of the routes
 * (src/build/shard.ts), with the site this build validated handed to it, and writes its pages itself. A small
 * site renders in this thread, where starting a worker would cost more than it saves.
 */
import { availableParallelism } from "node:os";
import * as fs from "node:fs";
import { dirname, join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { Worker } from "node:worker_threads";
import { prerender } from "vike/api";
import type { SiteData } from "../../schema/site.ts";
import { compiledBundle } from "../compiled.ts";
import { holdSite } from "../content/load.ts";
import { buildThreads } from "../paths.ts";
import { outputFileOf } from "./output.ts";
import { pageWriter, writePageSync } from "./page-writer.ts";
import { prerenderViteConfig } from "./vite-config.ts";
import { releasePrerendered, setShard, type Shard } from "./shard.ts";

/**
 * Below this many routes one thread renders them all. And by default one thread at any size below
 * THREADS_FROM_CORES cores: on this project's 2-core machine two threads were slower than one (4,000 pages: 8.0 s
 * against 6.2 s, 11.3 s of CPU against 7.5 s; each worker first receives a copy of the site and loads Vite and
 * Vike's configuration, about 1.5 s of CPU, and Vike's own prerender already keeps one thread busy).
 * BUILD_THREADS chooses.
 */
export const THREADS_FROM_ROUTES = 300;
/**
 * Pages Vike renders at once in a thread (its default is the number of cores). With two in flight, while pages
 * were still written through node's promises, this thread sat waiting for the disk a third of the time (4,000
 * pages on this project's 2-core machine; 8 in flight, alternating runs: 8.8 to 11.1 s whole build against 11.7
 * to 13.1 s). Each page is now handed to the writer thread (page-writer.ts), which holds up a render only when
 * it is behind.
 */
const PAGES_IN_FLIGHT = 8;
const THREADS_FROM_CORES = 4;
const MAX_THREADS = 4;

export interface PrerenderJob {
  siteFile: string;
  site: SiteData;
  /** Only these addresses (the pages a rebuild renders again); every route when absent. */
  only?: string[];
  /** The folder `vike build` wrote (its client/ and server/); the pages go into client/. */
  outDir: string;
}

export interface PrerenderSummary {
  /** HTML files written. */
  pages: number;
  threads: number;
}

/** How many threads to use for this many routes (BUILD_THREADS decides, when set). */
export function threadsFor(routes: number): number {
  const chosen = buildThreads();
  if (chosen !== undefined) return Math.max(1, Math.min(chosen, MAX_THREADS));
  const cores = availableParallelism();
  return routes < THREADS_FROM_ROUTES || cores < THREADS_FROM_CORES ? 1 : Math.min(cores, MAX_THREADS);
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
 * `routes`: how many routes this build renders. The caller removes the server bundle when it has rendered all. A rebuild's few changed pages and posts (`only`, every other
 * file linked already) go through renderPages; everything else through Vike's prerender, on worker threads when
 * there are many.
 */
export async function prerenderSite(
  job: PrerenderJob,
  routes: number,
  options: { routesOnly?: boolean } = {},
): Promise<PrerenderSummary> {
  if (rendersOnlyThese(job.only, options.routesOnly ?? false)) {
    return { pages: await renderPages(job, job.only), threads: 1 };
  }
  const threads = threadsFor(routes);
  if (threads === 1) return { pages: await prerenderShard(job, { index: 0, count: 1, only: job.only }), threads };
  // Workers only, this thread waiting: after a compile in this thread (vike build), Vike's state here made a worker
  // started beside its own prerender fail to find the server bundle. And one after the other, each once the last has
  // loaded Vike's configuration: Vike runs each +file it needs then by writing it beside its source under a name
  // made of its content, importing it and deleting it, so two threads loading at once deleted each other's file
  // (ENOENT on src/pages/site/+route.ts.build-….mjs, a failed build).
  const runs: Promise<number>[] = [];
  for (let index = 0; index < threads; index++) {
    let listed!: () => void;
    const loaded = new Promise<void>((done) => (listed = done));
    const run = runWorker(job, { index, count: threads, only: job.only }, listed);
    runs.push(run);
    if (index < threads - 1) await Promise.race([loaded, run.then(noop, noop)]);
  }
  const counts = await Promise.all(runs);
  return { pages: counts.reduce((sum, count) => sum + count, 0), threads };
}

/**
 * The worker's code: its bundle, when this command runs compiled (scripts/compiled.mjs offers one, made like the
 * command's own); otherwise its source, through tsx like this thread.
 */
async function workerEntry(): Promise<{ url: URL; execArgv?: string[] }> {
  const bundle = await compiledBundle("src/build/prerender-worker.ts");
  if (bundle) return { url: bundle };
  const fromSource = import.meta.url.endsWith(".ts");
  const url = fromSource
    ? new URL("./prerender-worker.ts", import.meta.url)
    : pathToFileURL(resolve("src/build/prerender-worker.ts"));
  const underTsx = process.execArgv.some((arg) => arg.includes("tsx"));
  return { url, ...(underTsx ? {} : { execArgv: [...process.execArgv, "--import", "tsx"] }) };
}

const noop = () => {};

/** A worker thread's share of the prerender; `listed` is called once its pages are listed (see prerenderSite). */
async function runWorker(job: PrerenderJob, shard: Shard, listed: () => void): Promise<number> {
  const entry = await workerEntry();
  return new Promise((done, fail) => {
    const worker = new Worker(entry.url, { workerData: { job, shard }, execArgv: entry.execArgv });
    let settled = false;
    worker.on("message", (message: { listed?: true; pages?: number; error?: string }) => {
      if (message.listed) return listed();
      settled = true;
      if (message.error !== undefined) fail(new Error(message.error));
      else done(message.pages ?? 0);
    });
    worker.once("error", (error) => {
      settled = true;
      fail(error);
    });
    worker.once("exit", (code) => {
      if (!settled) fail(new Error(`the prerender thread ${shard.index + 1} of ${shard.count} stopped (code ${code})`));
    });
  });
}
