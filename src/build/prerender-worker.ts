/** One worker thread of the prerender (prerender.ts): its share of the routes, then the number of pages written. */
import { parentPort, workerData } from "node:worker_threads";
import { prerenderShard, type PrerenderJob } from "./prerender.ts";
import { whenListed, type Shard } from "./shard.ts";

const { job, shard } = workerData as { job: PrerenderJob; shard: Shard };
// The build starts the next thread once this one has loaded Vike's configuration (prerenderSite says why).
whenListed(() => parentPort!.postMessage({ listed: true }));
try {
  parentPort!.postMessage({ pages: await prerenderShard(job, shard) });
} catch (error) {
  parentPort!.postMessage({ error: error instanceof Error ? error.message : String(error) });
}
