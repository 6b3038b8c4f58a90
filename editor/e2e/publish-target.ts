/**
 * The publish targets the editor's browser tests publish to: a server target in a local folder, its `current` link
 * served by nginx (tools/test-servers/nginx.ts), as a web server serves it; a server that cannot be reached; and a
 * git host (a bare repository whose post-receive hook builds what is pushed, served by nginx). The ssh route is
 * tested by tests/publish-server.test.ts; here the owner's side is. publish.json is written beside the copy's
 * site.json only while the publish tests run, so the other tests see an editor with publishing not set up.
 */
import { execFileSync } from "node:child_process";
import { mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { makeGitHost } from "../../tools/test-servers/git-host.ts";
import { startNginx } from "../../tools/test-servers/nginx.ts";
import { EDITOR_E2E_DIR, EDITOR_E2E_SLOT } from "./copy.ts";

/** Where the editor under test builds what it publishes, and keeps its publish history and lock. */
export const PUBLISH_E2E_DIST = join(EDITOR_E2E_DIR, "publish-dist");
export const PUBLISH_E2E_STATE = join(EDITOR_E2E_DIR, "publish-state");
export const PUBLISH_E2E_CONFIG = join(EDITOR_E2E_DIR, "publish.json");
const SERVER_ROOT = join(EDITOR_E2E_DIR, "publish-server");
/** Each worker's targets on their own ports (ten apart), beside its own copy. */
const PORT_BASE = Number(process.env.PUBLISH_TEST_PORT_BASE ?? 18400) + 10 * EDITOR_E2E_SLOT;
const NGINX_PORT = PORT_BASE + 20;
const GIT_HOST_NGINX_PORT = PORT_BASE + 25;
/** A port nothing listens on: the server that cannot be reached. */
const CLOSED_PORT = PORT_BASE + 27;
const GIT_HOST_DIR = resolve(`.scratch/editor-e2e-git-host-${EDITOR_E2E_SLOT}`);

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

/**
 * Points publish.json at a server that cannot be reached (ssh to a closed port on this machine), whose live address
 * is `target`'s: what visitors see there must stay as it was.
 */
export function targetUnreachable(target: PublishTarget): void {
  writeFileSync(
    PUBLISH_E2E_CONFIG,
    JSON.stringify({
      targets: {
        live: { type: "server", host: "127.0.0.1", port: CLOSED_PORT, path: "/srv/site", liveUrl: target.url },
      },
    }),
  );
}

/** Makes `target` serve a version put there by hand, as a server that was published to before serves its last one. */
export function serveEarlierVersion(html: string): void {
  const release = join(SERVER_ROOT, "releases", "20260101T000000Z-earlier");
  mkdirSync(release, { recursive: true });
  writeFileSync(join(release, "index.html"), html);
  rmSync(join(SERVER_ROOT, "current"), { force: true });
  symlinkSync("releases/20260101T000000Z-earlier", join(SERVER_ROOT, "current"));
}

export interface GitTarget extends PublishTarget {
  /** Commits `change` to the site as a colleague working elsewhere does, and pushes it to the host. */
  colleagueCommits(change: (site: { pages: { blocks: Record<string, unknown>[] }[] }) => void): void;
}

const git = (cwd: string, ...args: string[]) =>
  execFileSync("git", ["-c", "user.name=Someone", "-c", "user.email=someone@example.com", ...args], {
    cwd,
    encoding: "utf8",
  });

/**
 * The editor's copy made a clone of a git host's repository (its site.json and images/ pushed first), and
 * publish.json naming that host: the host builds each push and nginx serves the build, as Netlify does.
 */
export async function startGitTarget(): Promise<GitTarget> {
  rmSync(PUBLISH_E2E_STATE, { recursive: true, force: true });
  rmSync(join(EDITOR_E2E_DIR, ".git"), { recursive: true, force: true });
  mkdirSync(GIT_HOST_DIR, { recursive: true });
  const host = makeGitHost(GIT_HOST_DIR, join(GIT_HOST_DIR, "dist"));
  const colleague = join(GIT_HOST_DIR, "colleague");
  rmSync(colleague, { recursive: true, force: true });
  git(EDITOR_E2E_DIR, "init", "--quiet", "--initial-branch", "main");
  git(EDITOR_E2E_DIR, "add", "site.json", "images");
  git(EDITOR_E2E_DIR, "commit", "--quiet", "-m", "The site");
  git(EDITOR_E2E_DIR, "remote", "add", "origin", host.remote);
  git(EDITOR_E2E_DIR, "push", "--quiet", "origin", "main");
  git(GIT_HOST_DIR, "clone", "--quiet", host.remote, colleague);
  const nginx = await startNginx(host.served, GIT_HOST_NGINX_PORT);
  writeFileSync(
    PUBLISH_E2E_CONFIG,
    JSON.stringify({
      targets: { host: { type: "git", remote: "origin", branch: "main", liveUrl: nginx.url, liveTimeout: 240 } },
    }),
  );
  return {
    url: nginx.url,
    colleagueCommits(change) {
      const file = join(colleague, "site.json");
      const site = JSON.parse(readFileSync(file, "utf8"));
      change(site);
      writeFileSync(file, JSON.stringify(site, null, 2) + "\n");
      git(colleague, "commit", "--quiet", "-am", "A colleague's change");
      git(colleague, "push", "--quiet", "origin", "main");
    },
    async stop() {
      rmSync(PUBLISH_E2E_CONFIG, { force: true });
      rmSync(join(EDITOR_E2E_DIR, ".git"), { recursive: true, force: true });
      await nginx.stop();
    },
  };
}

/**
 * What an owner must never read in the publish dialog: a file path, a file or command name, a program's name, an
 * exit code, a release name or a JSON path. (A page's address, such as /about, is the owner's own word.)
 */
export const DEVELOPER_WORDS =
  /\/[\w.-]+\/[\w.-]|\.json|\bnpm\b|\bssh\b|rsync|\bgit\b|exit code|\bport \d|\w\[\d+\]|\bcode \d|\d{8}T\d{6}Z|\b[0-9a-f]{7,}\b/i;

/** The page at `path` as nginx serves it now, fetched past any cache. */
export async function liveText(target: PublishTarget, path = ""): Promise<string> {
  const response = await fetch(`${target.url}${path}?t=${Date.now()}`);
  return response.text();
}
