/**
 * Preview against real parts started here, as the publish tests do: over ssh with rsync to a server folder whose
 * `current` link and preview/ folder nginx serves, and to a bare git repository. The preview is at its private
 * address (its links kept under it), says noindex, is in no sitemap, and the live site is as it was.
 */
import { execFileSync } from "node:child_process";
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readHistory } from "../src/publish/history.ts";
import { makeGitHost } from "../tools/test-servers/git-host.ts";
import { startNginx } from "../tools/test-servers/nginx.ts";
import { fetchText, publishCommand } from "../tools/test-servers/publish-command.ts";
import { startSshd, type TestSshd } from "../tools/test-servers/sshd.ts";

const BASE = Number(process.env.PUBLISH_TEST_PORT_BASE ?? 18400) + 40;
const folder = resolve(".scratch/publish-test/preview");
const siteFile = join(folder, "site", "site.json");
type Site = { pages: { path: string; blocks: { heading?: string }[] }[] };
const shipped = JSON.parse(readFileSync("site.json", "utf8")) as Site;

let sshd: TestSshd;
let nginx: { url: string; stop(): Promise<void> };
let serverRoot: string;
let stateDir: string;

const siteWith = (heading: string) => {
  const site = structuredClone(shipped);
  site.pages[0]!.blocks[0]!.heading = heading;
  return JSON.stringify(site, null, 2) + "\n";
};
const run = (args: string[], env: Record<string, string>) =>
  publishCommand([...args, "--no-precompress"], {
    PUBLISH_CONFIG: join(folder, "publish.json"),
    PUBLISH_STATE_DIR: stateDir,
    PUBLISH_AUTHOR: "Owner <owner@example.com>",
    ...env,
  });
const onServer = (args: string[]) =>
  run(args, {
    SITE_JSON: siteFile,
    DIST_DIR: join(folder, "dist"),
    PUBLISH_SSH_KEY: sshd.key,
    PUBLISH_SSH_KNOWN_HOSTS: sshd.knownHosts,
  });
const previewAt = (stdout: string) => /Preview at (\S+) in /.exec(stdout)?.[1];

beforeAll(async () => {
  mkdirSync(join(folder, "site"), { recursive: true });
  rmSync(join(folder, "site", "images"), { recursive: true, force: true });
  cpSync(resolve("images"), join(folder, "site", "images"), { recursive: true });
  serverRoot = mkdtempSync(join(tmpdir(), "preview-server-"));
  stateDir = mkdtempSync(join(tmpdir(), "preview-state-"));
  [sshd, nginx] = await Promise.all([
    startSshd(BASE),
    startNginx(join(serverRoot, "current"), BASE + 1, { previewsIn: serverRoot }),
  ]);
}, 30_000);

afterAll(async () => {
  await Promise.all([sshd?.stop(), nginx?.stop()]);
  rmSync(serverRoot, { recursive: true, force: true });
  rmSync(stateDir, { recursive: true, force: true });
});

describe("npm run publish -- --preview to a server over ssh", () => {
  it("puts the saved site at a private, unindexed address, its links kept there, and leaves the live site", async () => {
    writeFileSync(
      join(folder, "publish.json"),
      JSON.stringify({
        targets: {
          live: {
            type: "server",
            host: "127.0.0.1",
            user: sshd.user,
            port: BASE,
            path: serverRoot,
            keepPreviews: 2,
            liveUrl: nginx.url,
          },
        },
      }),
    );
    writeFileSync(siteFile, siteWith("Tree care live for everyone"));
    expect((await onServer([])).stdout).toContain("Live at");
    const liveRelease = readlinkSync(join(serverRoot, "current"));
    const liveSitemap = await fetchText(`${nginx.url}sitemap.xml`);

    writeFileSync(siteFile, siteWith("Tree care only previewed"));
    const result = await onServer(["--preview"]);
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toContain("the live site is unchanged");
    const address = previewAt(result.stdout)!;
    const token = /\/preview\/([0-9a-f]+)\/$/.exec(address)?.[1];
    expect(token).toHaveLength(32);

    const response = await fetch(address);
    expect(response.headers.get("x-robots-tag")).toBe("noindex");
    const page = await response.text();
    expect(page).toContain("Tree care only previewed");
    expect(page).toContain('<meta name="robots" content="noindex"/>');
    // Its links and pictures lead within the preview, and are there.
    expect(page).toContain(`href="/preview/${token}/about"`);
    expect(page).not.toMatch(/\s(href|src)="\/(?!preview\/)[^/]/);
    const picture = /src="(\/preview\/[^"]+\.svg)"/.exec(page)![1]!;
    expect((await fetch(new URL(picture, nginx.url))).status).toBe(200);
    expect(await fetchText(`${address}about`)).toContain(`href="/preview/${token}/contact"`);

    // The live site, its link and its sitemap are as they were; no history entry either.
    expect(await fetchText(nginx.url)).toContain("Tree care live for everyone");
    expect(await fetchText(nginx.url)).not.toContain("Tree care only previewed");
    expect(readlinkSync(join(serverRoot, "current"))).toBe(liveRelease);
    expect(await fetchText(`${nginx.url}sitemap.xml`)).toBe(liveSitemap);
    expect(liveSitemap).not.toContain("preview");
    expect(readHistory(stateDir)).toHaveLength(1);
    // The previews' folder cannot be listed.
    const listing = await fetch(`${nginx.url}preview/`);
    expect(listing.status).toBe(404);
    expect(await listing.text()).not.toContain(token);

    // Only the newest previews are kept (keepPreviews: 2).
    const second = previewAt((await onServer(["--preview"])).stdout)!;
    const third = previewAt((await onServer(["--preview"])).stdout)!;
    expect(readdirSync(join(serverRoot, "preview")).sort()).toEqual(
      [second, third].map((url) => /([0-9a-f]{32})\/$/.exec(url)![1]).sort(),
    );
    expect((await fetch(address)).status).toBe(404);
  }, 180_000);

  it("says in words why no preview was made when the server cannot be reached", async () => {
    const config = JSON.parse(readFileSync(join(folder, "publish.json"), "utf8"));
    config.targets.live.port = BASE + 2;
    writeFileSync(join(folder, "publish.json"), JSON.stringify(config));
    const result = await onServer(["--preview"]);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(`No preview made. Reaching the previews on the server ${sshd.user}@127.0.0.1`);
    expect(result.stderr).toContain("The live site was not touched");
    expect(await fetchText(nginx.url)).toContain("Tree care live for everyone");
  }, 120_000);
});

describe("npm run publish -- --preview to a git remote a host builds from", () => {
  it("pushes the saved site to the preview branch only, shows the host's preview address, and leaves main", async () => {
    const git = (cwd: string, ...args: string[]) =>
      execFileSync("git", ["-c", "user.name=Someone", "-c", "user.email=someone@example.com", ...args], {
        cwd,
        encoding: "utf8",
      });
    const hostFolder = join(folder, "git-host");
    mkdirSync(hostFolder, { recursive: true });
    const host = makeGitHost(hostFolder, join(hostFolder, "dist"), "main", {
      branch: "preview",
      dist: join(hostFolder, "preview-dist"),
    });
    const [live, previews] = await Promise.all([
      startNginx(host.served, BASE + 3),
      startNginx(host.previewServed!, BASE + 4),
    ]);
    try {
      const owner = join(folder, "owner");
      rmSync(owner, { recursive: true, force: true });
      mkdirSync(owner);
      git(owner, "init", "--quiet", "--initial-branch", "main");
      writeFileSync(join(owner, "site.json"), siteWith("Tree care on main"));
      cpSync("images", join(owner, "images"), { recursive: true });
      git(owner, "add", "-A");
      git(owner, "commit", "--quiet", "-m", "The site");
      git(owner, "remote", "add", "origin", host.remote);
      git(owner, "push", "--quiet", "origin", "main");
      const head = git(owner, "rev-parse", "HEAD");
      writeFileSync(
        join(folder, "publish.json"),
        JSON.stringify({
          targets: {
            host: { type: "git", remote: "origin", branch: "main", previewUrl: previews.url, liveTimeout: 90 },
          },
        }),
      );
      writeFileSync(join(owner, "site.json"), siteWith("Tree care on the preview branch"));

      const result = await run(["--preview"], {
        SITE_JSON: join(owner, "site.json"),
        DIST_DIR: join(folder, "git-dist"),
      });
      expect(result.code, result.stderr).toBe(0);
      expect(result.stdout).toContain(`Preview at ${previews.url} in `);
      expect(result.stdout).toMatch(/pushed [0-9a-f]{7} to origin preview, not to main/);
      expect(await fetchText(previews.url)).toContain("Tree care on the preview branch");
      expect(git(host.remote, "log", "-1", "--format=%an <%ae>|%s", "preview")).toBe(
        "Owner <owner@example.com>|Preview: Home page: heading changed\n",
      );
      // main, on the host and in the owner's copy, is as it was: the change is still there to publish.
      expect(git(host.remote, "rev-parse", "main")).toBe(head);
      expect(git(host.remote, "show", "main:site.json")).toContain("Tree care on main");
      expect(await fetchText(live.url)).toContain("Tree care on main");
      expect(git(owner, "rev-parse", "HEAD")).toBe(head);
      expect(git(owner, "status", "--porcelain")).toBe(" M site.json\n");
    } finally {
      await Promise.all([live.stop(), previews.stop()]);
    }
  }, 240_000);
});
