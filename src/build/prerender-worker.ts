/**
 * One thread of the prerender (render-threads.ts). It loads what Vike's prerender loads and reads site.json itself
 * while the build's thread checks the file; then it renders its share of the routes from its own copy of the site,
 * when the build checked that very version, or from the one the build sends, and says how many pages it wrote.
 */
import { deserialize } from "node:v8";
import { parentPort, workerData } from "node:worker_threads";
import type { SiteData } from "../../schema/site.ts";
import { readSiteUnchecked } from "../site/load.ts";
import { prerenderShard } from "./prerender.ts";
import type { ThreadMessage, ThreadStart, ThreadTask } from "./render-threads.ts";
import { whenListed } from "./shard.ts";

const { siteFile } = workerData as ThreadStart;
const say = (message: ThreadMessage) => parentPort!.postMessage(message);

// The renderer first, then the file, read as late as it can be while still ready when the build's thread is (the
// check of a large file takes longer than these imports). A failure here is met again, and reported, by the prerender.
await Promise.all([import("vite"), import("vike/api"), import("vike/plugin"), import("react-dom/server")]).catch(
  () => {},
);
let own: { site: SiteData; version: string } | undefined;
try {
  own = readSiteUnchecked(siteFile);
} catch {
  // not a site the build will render: the build's check says why, and this thread is stopped
}

// The build starts the next thread once this one has loaded Vike's configuration (render-threads.ts says why).
whenListed(() => say({ listed: true }));
parentPort!.once("message", async ({ job, shard, site }: ThreadTask) => {
  try {
    const data = site ? (deserialize(site) as SiteData) : own!.site;
    own = undefined;
    say({ pages: await prerenderShard({ ...job, site: data }, shard) });
  } catch (error) {
    say({ error: error instanceof Error ? error.message : String(error) });
  }
});
say({ ready: true, ...(own ? { version: own.version } : {}) });
