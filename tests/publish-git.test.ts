/**
 * Publishing to a git target against real parts started here: a bare repository whose post-receive hook builds the
 * pushed commit (with the commit as its build id) into a folder nginx serves, as a git-connected host does. The
 * owner's copy and a colleague's are clones; `npm run publish` is run as users run it.
 */
import { execFileSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readHistory } from "../src/publish/history.ts";
import { makeGitHost, type GitHost } from "../tools/test-servers/git-host.ts";
import { startNginx } from "../tools/test-servers/nginx.ts";
import { fetchText, publishCommand } from "../tools/test-servers/publish-command.ts";

const BASE = Number(process.env.PUBLISH_TEST_PORT_BASE ?? 18400) + 10;
const folder = resolve(".scratch/publish-test/git");
const owner = join(folder, "owner");
const colleague = join(folder, "colleague");
type Site = { pages: { path: string; blocks: { heading?: string; intro?: string; eyebrow?: string }[] }[] };
const shipped = JSON.parse(readFileSync("site.json", "utf8")) as Site;

let host: GitHost;
let nginx: { url: string; stop(): Promise<void> };
let stateDir: string;

const git = (cwd: string, ...args: string[]) =>
  execFileSync("git", ["-c", "user.name=Someone", "-c", "user.email=someone@example.com", ...args], {
    cwd,
    encoding: "utf8",
  });
const edit = (copy: string, change: (site: Site) => void) => {
  const file = join(copy, "site.json");
  const site = JSON.parse(readFileSync(file, "utf8")) as Site;
  change(site);
  writeFileSync(file, JSON.stringify(site, null, 2) + "\n");
};
const publish = (args: string[] = []) =>
  publishCommand([...args, "--no-precompress"], {
    SITE_JSON: join(owner, "site.json"),
    DIST_DIR: join(folder, "owner-dist"),
    PUBLISH_CONFIG: join(folder, "publish.json"),
    PUBLISH_STATE_DIR: stateDir,
    PUBLISH_AUTHOR: "Owner <owner@example.com>",
  });

beforeAll(async () => {
  mkdirSync(folder, { recursive: true });
  host = makeGitHost(folder, join(folder, "host-dist"));
  stateDir = mkdtempSync(join(tmpdir(), "publish-git-state-"));
  nginx = await startNginx(host.served, BASE);
  writeFileSync(
    join(folder, "publish.json"),
    JSON.stringify({
      targets: { host: { type: "git", remote: "origin", branch: "main", liveUrl: nginx.url, liveTimeout: 90 } },
    }),
  );
  for (const copy of [owner, colleague]) rmSync(copy, { recursive: true, force: true });
  // The first version, pushed by whoever set the site up.
  mkdirSync(owner);
  git(owner, "init", "--quiet", "--initial-branch", "main");
  writeFileSync(join(owner, "site.json"), JSON.stringify(shipped, null, 2) + "\n");
  cpSync("images", join(owner, "images"), { recursive: true });
  git(owner, "add", "-A");
  git(owner, "commit", "--quiet", "-m", "The site");
  git(owner, "remote", "add", "origin", host.remote);
  git(owner, "push", "--quiet", "origin", "main");
  git(folder, "clone", "--quiet", host.remote, colleague);
}, 60_000);

afterAll(async () => {
  await nginx?.stop();
  rmSync(stateDir, { recursive: true, force: true });
});

describe("npm run publish to a git remote a host builds from", () => {
  it("commits with a message in words and the author, pushes, and says Live once the host serves the commit", async () => {
    edit(owner, (site) => (site.pages[0]!.blocks[0]!.heading = "Tree care pushed by the owner"));
    const result = await publish();
    expect(result.stdout, result.stderr).toContain("Live at");
    expect(await fetchText(nginx.url)).toContain("Tree care pushed by the owner");
    expect(git(owner, "log", "-1", "--format=%an <%ae>|%s")).toBe(
      "Owner <owner@example.com>|Home page: heading changed\n",
    );
  }, 180_000);

  it("merges a push refused because the remote moved, and publishes both changes", async () => {
    // The colleague changes the eyebrow just above the heading and pushes first: the same lines for git.
    git(colleague, "pull", "--quiet");
    edit(colleague, (site) => (site.pages[0]!.blocks[0]!.eyebrow = "Eyebrow line from a colleague"));
    git(colleague, "commit", "--quiet", "-am", "Eyebrow");
    git(colleague, "push", "--quiet", "origin", "main");
    edit(owner, (site) => (site.pages[0]!.blocks[0]!.heading = "Tree care merged by the owner"));
    const result = await publish();
    expect(result.stdout, result.stderr).toContain("merged with the changes made there meanwhile");
    const page = await fetchText(nginx.url);
    expect(page).toContain("Tree care merged by the owner");
    expect(page).toContain("Eyebrow line from a colleague");
  }, 180_000);

  it("says a true conflict in words, publishes nothing and keeps the owner's change", async () => {
    git(colleague, "pull", "--quiet");
    edit(colleague, (site) => (site.pages[0]!.blocks[0]!.heading = "The colleague's heading"));
    git(colleague, "commit", "--quiet", "-am", "Heading");
    git(colleague, "push", "--quiet", "origin", "main");
    edit(owner, (site) => (site.pages[0]!.blocks[0]!.heading = "The owner's heading"));
    const result = await publish();
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(
      'Someone changed the same thing on main meanwhile, differently: page "/" › block 1 (hero) › heading',
    );
    expect(result.stderr).toContain("nothing was lost");
    expect(git(owner, "show", "HEAD:site.json")).toContain("The owner's heading");
  }, 180_000);

  it("puts an earlier version back with a commit restoring it, live once the host serves that commit", async () => {
    // The owner's copy holds the refused commit of the test before: the colleague's version is taken first.
    git(owner, "fetch", "--quiet", "origin");
    git(owner, "reset", "--quiet", "--hard", "origin/main");
    const first = readHistory(stateDir).find((entry) => entry.changes[0] === "Home page: heading changed")!;
    const result = await publish(["--put-back", first.id]);
    expect(result.stdout, result.stderr).toContain("Put back the version of");
    expect(git(owner, "log", "-1", "--format=%s")).toMatch(/^Put back the version of /);
    const page = await fetchText(nginx.url);
    expect(page).toContain("Tree care pushed by the owner");
    expect(page).not.toMatch(/colleague(&#x27;|')s heading/);
    expect(page).not.toContain("Eyebrow line from a colleague");
    expect(page).not.toContain("Tree care merged by the owner");
  }, 180_000);
});
