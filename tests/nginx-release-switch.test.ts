/**
 * deploy/nginx.conf as committed serves a server target's `current` link (root /srv/site/current, the target's path
 * being /srv/site): after a publish switches the link to a new release, the very next request gets the new release,
 * with nginx still running. Real nginx (tools/serve-nginx.ts, only the root and port changed), the server target's
 * own copy and switch (src/publish/server-target.ts) in a folder standing for /srv/site.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, readlinkSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NGINX_ROOT } from "../src/deploy/nginx.ts";
import {
  copyRelease,
  prepareServer,
  releaseName,
  switchCurrent,
  type ServerAccess,
} from "../src/publish/server-target.ts";
import { stopChild, waitForPort } from "../tools/test-servers/sshd.ts";

const PORT = Number(process.env.PUBLISH_TEST_PORT_BASE ?? 18400) + 40;
const conf = readFileSync("deploy/nginx.conf", "utf8");
let folder: string;
let access: ServerAccess;
let nginx: ChildProcess;

/** A built site of one page saying `words`, with its build id, as the build writes it. */
function build(words: string, id: string): string {
  const client = join(folder, `build-${id}`);
  mkdirSync(client, { recursive: true });
  writeFileSync(join(client, "index.html"), `<!doctype html><title>${words}</title><h1>${words}</h1>\n`);
  writeFileSync(join(client, "404.html"), "<!doctype html><title>Not found</title>\n");
  writeFileSync(join(client, "build.txt"), `${id}\n`);
  return client;
}

async function publishRelease(words: string, id: string, previous?: string): Promise<string> {
  const name = releaseName(id, new Date(Date.UTC(2030, 0, 1, 0, 0, Number.parseInt(id, 16) % 60)));
  await prepareServer(access);
  await copyRelease(access, build(words, id), name, previous);
  await switchCurrent(access, name, { copied: true });
  return name;
}

const home = async () => (await fetch(`http://127.0.0.1:${PORT}/?t=${performance.now()}`)).text();

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), "nginx-switch-"));
  // The target's path stands for /srv/site: nginx's root is its `current`, as the committed config has it.
  const serverRoot = join(folder, "srv-site");
  access = {
    target: { type: "server", path: serverRoot, keep: 3, keepPreviews: 3, liveUrl: `http://127.0.0.1:${PORT}/` },
  };
  const first = await publishRelease("The first release", "a1");
  expect(first).toMatch(/-a1$/);
  nginx = spawn(resolve("node_modules/.bin/tsx"), ["tools/serve-nginx.ts"], {
    env: { ...process.env, SERVE_DIR: NGINX_ROOT.replace("/srv/site", serverRoot), NGINX_PORT: String(PORT) },
    stdio: ["ignore", "ignore", "inherit"],
  });
  await waitForPort(PORT, 20_000);
}, 40_000);

afterAll(async () => {
  if (nginx) await stopChild(nginx);
  rmSync(folder, { recursive: true, force: true });
});

describe("deploy/nginx.conf and the server target's releases", () => {
  it("serves the current link, follows it on every request, and keeps no file open across a switch", () => {
    expect(NGINX_ROOT).toBe("/srv/site/current");
    expect(conf).toContain(`root ${NGINX_ROOT};`);
    expect(conf).toContain("disable_symlinks off;");
    expect(conf.match(/^\s*open_file_cache\b.*$/gm)).toEqual(["    open_file_cache off;"]);
  });

  it("serves the new release on the first request after the switch, nginx still running", async () => {
    for (let n = 0; n < 3; n++) expect(await home()).toContain("The first release");
    const live = readlinkSync(join(access.target.path, "current")).replace(/^releases\//, "");
    const second = await publishRelease("The second release", "b2", live);
    expect(await home()).toContain("The second release");
    expect(await (await fetch(`http://127.0.0.1:${PORT}/build.txt?t=${performance.now()}`)).text()).toBe("b2\n");
    // And back, as "Put this version back live" does: the kept release, switched by the same rename.
    const first = readdirSync(join(access.target.path, "releases")).find((name) => name.endsWith("-a1"))!;
    await switchCurrent(access, first, { copied: false });
    expect(await home()).toContain("The first release");
    expect(second).toMatch(/-b2$/);
  });
});
