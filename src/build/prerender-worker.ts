/** One worker thread of the prerender (prerender.ts): its share of the routes, then the number of pages written. */
import { parentPort, workerData } from "node:worker_threads";
import { prerenderShard, type PrerenderJob } from "./prerender.ts";
import type { Shard } from "./shard.ts";

const { job, shard } = workerData as { job: PrerenderJob; shard: Shard };
try {
  parentPort!.postMessage({ pages: await prerenderShard(job, shard) });
} catch (error) {
  parentPort!.postMessage({ error: error instanceof Error ? error.message : String(error) });
}
