/**
 * Publishing to a server target against real parts started here: Debian's sshd on 127.0.0.1 with a key made for the
 * test, rsync over it, and nginx serving the `current` link. `npm run publish` is run as users run it; the site is a
 * copy of the shipped one (its pictures the project's), built into a folder of .scratch kept between runs.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readlinkSync, rmSync, cpSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readHistory } from "../src/publish/history.ts";
import { startNginx } from "../tools/test-servers/nginx.ts";
import { fetchText, publishCommand } from "../tools/test-servers/publish-command.ts";
import { startSshd, type TestSshd } from "../tools/test-servers/sshd.ts";

const BASE = Number(process.env.PUBLISH_TEST_PORT_BASE ?? 18400);
const folder = resolve(".scratch/publish-test/server");
const siteFile = join(folder, "site", "site.json");
const shipped = JSON.parse(readFileSync("site.json", "utf8")) as { pages: { blocks: { heading?: string }[] }[] };

let sshd: TestSshd;
let nginx: { url: string; stop(): Promise<void> };
let serverRoot: string;
let stateDir: string;

const writeSite = (heading: string) => {
  const site = structuredClone(shipped);
  site.pages[0]!.blocks[0]!.heading = heading;
  writeFileSync(siteFile, JSON.stringify(site, null, 2) + "\n");
};
const config = (port: number) =>
  JSON.stringify({
    targets: {
      live: { type: "server", host: "127.0.0.1", user: sshd.user, port, path: serverRoot, keep: 3, liveUrl: nginx.url },
    },
  });
const publish = (args: string[] = [], port = BASE) => {
  writeFileSync(join(folder, "publish.json"), config(port));
  return publishCommand([...args, "--no-precompress"], {
    SITE_JSON: siteFile,
    DIST_DIR: join(folder, "dist"),
    PUBLISH_CONFIG: join(folder, "publish.json"),
    PUBLISH_STATE_DIR: stateDir,
    PUBLISH_SSH_KEY: sshd.key,
    PUBLISH_SSH_KNOWN_HOSTS: sshd.knownHosts,
    PUBLISH_AUTHOR: "Owner <owner@example.com>",
  });
};

beforeAll(async () => {
  mkdirSync(join(folder, "site"), { recursive: true });
  rmSync(join(folder, "site", "images"), { recursive: true, force: true });
  cpSync(resolve("images"), join(folder, "site", "images"), { recursive: true });
  serverRoot = mkdtempSync(join(tmpdir(), "publish-server-"));
  stateDir = mkdtempSync(join(tmpdir(), "publish-state-"));
  [sshd, nginx] = await Promise.all([startSshd(BASE), startNginx(join(serverRoot, "current"), BASE + 1)]);
}, 30_000);

afterAll(async () => {
  await Promise.all([sshd?.stop(), nginx?.stop()]);
  rmSync(serverRoot, { recursive: true, force: true });
  rmSync(stateDir, { recursive: true, force: true });
});

describe("npm run publish to a server over ssh", () => {
  it("publishes a changed heading, says Live only once nginx serves it, and puts the previous version back", async () => {
    writeSite("Tree care published first");
    const first = await publish();
    expect(first.stderr + first.stdout).toContain("Live at");
    expect(await fetchText(nginx.url)).toContain("Tree care published first");

    // What a publish cut short leaves: a copy that never became current, removed by the next publish.
    const leftover = join(serverRoot, "releases", "20000101T000000Z-cutshort.partial");
    mkdirSync(leftover);
    writeSite("Tree care published second");
    const second = await publish();
    expect(existsSync(leftover)).toBe(false);
    expect(second.stdout).toContain("Home page: heading changed");
    // Only what changed is sent: the page, its compressed copies aside (--no-precompress), build.txt, the rest linked.
    expect(Number(/(\d+) files? copied, switched live/.exec(second.stdout)?.[1])).toBeLessThanOrEqual(10);
    expect(await fetchText(nginx.url)).toContain("Tree care published second");
    const history = readHistory(stateDir);
    expect(history.map((entry) => entry.changes[0])).toEqual(["First publish", "Home page: heading changed"]);
    expect(history[1]!.who).toBe("Owner <owner@example.com>");

    const back = await publish(["--put-back", history[0]!.id]);
    expect(back.stdout, back.stderr).toContain("Put back the version of");
    const page = await fetchText(nginx.url);
    expect(page).toContain("Tree care published first");
    expect(page).not.toContain("Tree care published second");
    expect(readlinkSync(join(serverRoot, "current"))).toBe(`releases/${history[0]!.release}`);
  }, 120_000);

  it("leaves the live site as it was and says so when the build fails or the server cannot be reached", async () => {
    const before = await fetchText(nginx.url);
    const site = JSON.parse(readFileSync(siteFile, "utf8")) as { pages: { blocks: unknown[] }[] };
    site.pages[0]!.blocks.push({ type: "galery", images: [] });
    writeFileSync(siteFile, JSON.stringify(site, null, 2));
    const broken = await publish();
    expect(broken.code).toBe(1);
    expect(broken.stderr).toContain('unknown block type "galery"');
    expect(broken.stderr).toContain("The live site was not touched");
    expect(await fetchText(nginx.url)).toBe(before);

    writeSite("Tree care never published");
    const unreachable = await publish([], BASE + 2);
    expect(unreachable.code).toBe(1);
    expect(unreachable.stderr).toContain(
      `Not published. Reaching the releases on the server ${sshd.user}@127.0.0.1 (port ${BASE + 2}) failed`,
    );
    expect(unreachable.stderr).toContain("The live site was not touched: it still shows the last version");
    expect(await fetchText(nginx.url)).toBe(before);
  }, 120_000);
});
