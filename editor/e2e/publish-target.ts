/**
 * The publish target the editor's browser tests publish to: a server target in a local folder, its `current` link
 * served by nginx (tools/test-servers/nginx.ts), as a web server serves it. The ssh route is tested by
 * tests/publish-server.test.ts; here the owner's side is. publish.json is written beside the copy's site.json
 * only while the publish tests run, so the other tests see an editor with publishing not set up.
 */
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { startNginx } from "../../tools/test-servers/nginx.ts";
import { EDITOR_E2E_DIR } from "./copy.ts";

/** Where the editor under test builds what it publishes, and keeps its publish history and lock. */
export const PUBLISH_E2E_DIST = join(EDITOR_E2E_DIR, "publish-dist");
export const PUBLISH_E2E_STATE = join(EDITOR_E2E_DIR, "publish-state");
export const PUBLISH_E2E_CONFIG = join(EDITOR_E2E_DIR, "publish.json");
const SERVER_ROOT = join(EDITOR_E2E_DIR, "publish-server");
const NGINX_PORT = Number(process.env.PUBLISH_TEST_PORT_BASE ?? 18400) + 20;

export interface PublishTarget {
  url: string;
  stop(): Promise<void>;
}

/** A clean target (no release, no history) served by nginx, and publish.json naming it. */
export async function startPublishTarget(): Promise<PublishTarget> {
  for (const dir of [SERVER_ROOT, PUBLISH_E2E_STATE]) rmSync(dir, { recursive: true, force: true });
  mkdirSync(SERVER_ROOT, { recursive: true });
  const nginx = await startNginx(join(SERVER_ROOT, "current"), NGINX_PORT, { previewsIn: SERVER_ROOT });
  writeFileSync(
    PUBLISH_E2E_CONFIG,
    JSON.stringify({ targets: { live: { type: "server", path: SERVER_ROOT, keep: 3, liveUrl: nginx.url } } }, null, 2),
  );
  return {
    url: nginx.url,
    async stop() {
      rmSync(PUBLISH_E2E_CONFIG, { force: true });
      await nginx.stop();
    },
  };
}

/** The page at `path` as nginx serves it now, fetched past any cache. */
export async function liveText(target: PublishTarget, path = ""): Promise<string> {
  const response = await fetch(`${target.url}${path}?t=${Date.now()}`);
  return response.text();
}
