/**
 * The threads that run Vike's prerender (prerender-worker.ts), each over its share of the routes (shard.ts).
 *
 * A build that renders every page starts its first thread before it checks site.json: the thread loads Vite, Vike
 * and React, and reads and parses the file itself, while the build's thread checks it, makes the images and restores
 * the code; once the check has passed on the version of the file the thread read, the thread renders its own copy,
 * and nothing is copied between them. Rendering there also leaves the pages' garbage out of the heap that holds the
 * check's. Measured on this project's 2-core machine, a 4,000-page build, 8 alternating pairs: median 6.57 s against
 * 6.84 in the build's own thread. A thread whose read came from another version (the file was saved during the
 * build), or failed, is sent the checked site, serialized.
 */
import { availableParallelism } from "node:os";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { serialize } from "node:v8";
import { Worker } from "node:worker_threads";
import { compiledBundle } from "../compiled.ts";
import { buildThreads } from "../paths.ts";
import type { PrerenderJob } from "./prerender.ts";
import type { Shard } from "./shard.ts";

/**
 * Below this many pages a render goes through renderPage in the build's thread (prerender.ts). From it, through
 * Vike's prerender: on up to MAX_THREADS threads from THREADS_FROM_CORES cores, else on one. On this project's 2-core
 * machine two threads were slower than one (4,000 pages, alternating runs: 9.7-10.4 s against 8.0-8.4; the pages'
 * memory, not the CPU, is what the two cores share).
 */
export const THREADS_FROM_ROUTES = 300;
const THREADS_FROM_CORES = 4;
const MAX_THREADS = 4;

/** What a thread is started with. */
export interface ThreadStart {
  siteFile: string;
}

/** What the build then sends it. */
export interface ThreadTask {
  job: Omit<PrerenderJob, "site">;
  shard: Shard;
  /** The checked site (node:v8's serialization), when the thread's own read is not of the checked version. */
  site?: Uint8Array;
}

/** What a thread says: ready (with the version of the file it read, if it could), listed, then done. */
export type ThreadMessage =
  { ready: true; version?: string } | { listed: true } | { pages: number } | { error: string };

/** How many threads render every route of a site this size (BUILD_THREADS decides, when set; 0 is the build's own). */
export function threadsFor(routes: number): number {
  const chosen = buildThreads();
  if (chosen !== undefined) return Math.max(0, Math.min(chosen, MAX_THREADS));
  const cores = availableParallelism();
  return routes < THREADS_FROM_ROUTES || cores < THREADS_FROM_CORES ? 1 : Math.min(cores, MAX_THREADS);
}

class Thread {
  readonly worker: Worker;
  readonly ready: Promise<{ version?: string }>;
  readonly listed: Promise<void>;
  readonly done: Promise<number>;

  constructor(entry: { url: URL | string; eval?: true }, start: ThreadStart, label: () => string) {
    this.worker = new Worker(entry.url, { workerData: start, ...(entry.eval ? { eval: true } : {}) });
    let ready!: (value: { version?: string }) => void;
    let listed!: () => void;
    let done!: (pages: number) => void;
    let fail!: (error: Error) => void;
    this.ready = new Promise((resolve) => (ready = resolve));
    this.listed = new Promise((resolve) => (listed = resolve));
    this.done = new Promise((resolve, reject) => ((done = resolve), (fail = reject)));
    // A failure before the build asked for anything is reported when it does; never as an unhandled rejection.
    this.done.catch(() => {});
    this.worker.on("message", (message: ThreadMessage) => {
      if ("ready" in message) ready({ version: message.version });
      else if ("listed" in message) listed();
      else if ("error" in message) fail(new Error(message.error));
      else done(message.pages);
    });
    this.worker.once("error", (error) => {
      ready({});
      fail(error);
    });
    this.worker.once("exit", (code) => {
      ready({});
      fail(new Error(`the prerender ${label()} stopped (code ${code})`));
    });
  }
}

/** Threads started for a prerender: `start` them, `render` once the site is checked and the code in place. */
export class RenderThreads {
  private constructor(
    private readonly siteFile: string,
    private readonly threads: Thread[],
  ) {}

  /** Starts `count` threads, which load the renderer and read `siteFile` at once. */
  static async start(siteFile: string, count: number): Promise<RenderThreads> {
    const threads = new RenderThreads(siteFile, []);
    await threads.grow(count);
    return threads;
  }

  get count(): number {
    return this.threads.length;
  }

  private async grow(count: number): Promise<void> {
    const entry = await workerEntry();
    while (this.threads.length < count) {
      const index = this.threads.length;
      this.threads.push(new Thread(entry, { siteFile: this.siteFile }, () => `thread ${index + 1} of ${this.count}`));
    }
  }

  /**
   * Renders the job on `count` threads (more are started if fewer are running), each its share, and runs `meanwhile`
   * in this thread once the first has its task. `checked` is the
   * version of site.json the build checked (validate-pieces.ts), if it knows it: a thread that read another gets the
   * checked site. One thread after the other loads Vike's configuration: Vike runs each +file it needs by writing it
   * beside its source under a name made of its content, importing it and deleting it, so two threads loading at once
   * deleted each other's file (ENOENT on src/pages/site/+route.ts.build-….mjs, a failed build).
   */
  async render(
    job: PrerenderJob,
    count: number,
    checked: string | undefined,
    meanwhile: () => void = () => {},
  ): Promise<number> {
    await this.grow(count);
    const { site, ...rest } = job;
    let serialized: Uint8Array | undefined;
    for (const [index, thread] of this.threads.entries()) {
      const { version } = await thread.ready;
      const own = version !== undefined && version === checked;
      const task: ThreadTask = {
        job: rest,
        shard: { index, count: this.count, ...(job.only ? { only: job.only } : {}) },
        ...(own ? {} : { site: (serialized ??= serialize(site)) }),
      };
      thread.worker.postMessage(task);
      if (index === 0) meanwhile();
      if (index < this.count - 1) await Promise.race([thread.listed, thread.done.then(noop, noop)]);
    }
    const counts = await Promise.all(this.threads.map((thread) => thread.done));
    return counts.reduce((sum, pages) => sum + pages, 0);
  }

  /** Ends every thread: after a render, or when the build stops before one. */
  stop(): void {
    for (const thread of this.threads) void thread.worker.terminate();
  }
}

const noop = () => {};

/**
 * The threads' code: its bundle, when this command runs compiled (scripts/compiled.mjs offers one, made like the
 * command's own); otherwise its source, through tsx like this thread. A worker does not inherit the loader tsx
 * registered here, so it registers its own before it imports the source.
 */
async function workerEntry(): Promise<{ url: URL | string; eval?: true }> {
  const bundle = await compiledBundle("src/build/prerender-worker.ts");
  if (bundle) return { url: bundle };
  const source = pathToFileURL(resolve("src/build/prerender-worker.ts")).href;
  const load = `import("tsx/esm/api").then(({ register }) => { register(); return import(${JSON.stringify(source)}); });`;
  return { url: load, eval: true };
}
