/**
 * The server target, as Capistrano and Deployer lay a server out: `releases/<UTC time>-<build id>/` and `current`, a
 * symlink to the live one, which nginx serves. A release is copied with rsync beside the previous one (hard links
 * for every unchanged file: hashed assets never change, so a one-page edit copies a handful of files) under a
 * `.partial` name, renamed when complete, and only then made live by one rename of a new symlink over `current`
 * (rename(2) is atomic; `ln -sfn` is not). A copy cut short is never `current` and is removed at the next publish.
 * Over ssh when the target has a host, else to a folder on this machine; the same shell scripts either way.
 */
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { ServerTargetConfig } from "./config.ts";
import { run } from "./run.ts";

export interface ServerAccess {
  target: ServerTargetConfig;
  /** The private key file (PUBLISH_SSH_KEY); never printed. */
  sshKey?: string;
  /** The known_hosts file the server's key is checked against (PUBLISH_SSH_KNOWN_HOSTS). */
  knownHosts?: string;
  /** The socket of one ssh connection the publish's commands share (openConnection). */
  controlPath?: string;
}

/** What a server holds: its releases, oldest first, and the one `current` points at. */
export interface Releases {
  releases: string[];
  current?: string;
}

const RELEASE_NAME = /^[0-9]{8}T[0-9]{6}Z-[A-Za-z0-9]+$/;
export const quote = (text: string) => `'${text.replace(/'/g, `'\\''`)}'`;

/** `20261129T041500Z-3fa9c2d1`: the UTC time first, so names sort by age. */
export function releaseName(buildId: string, now = new Date()): string {
  const time = now
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d+Z$/, "Z");
  return `${time}-${buildId}`;
}

/** The build id a release was made with (its name's last part), which its build.txt holds. */
export const buildIdOf = (release: string): string => release.slice(release.lastIndexOf("-") + 1);

function sshOptions({ target, sshKey, knownHosts, controlPath }: ServerAccess): string[] {
  return [
    ...(controlPath ? ["-o", `ControlPath=${controlPath}`] : []),
    ...(target.port ? ["-p", String(target.port)] : []),
    ...(sshKey ? ["-i", sshKey, "-o", "IdentitiesOnly=yes"] : []),
    ...(knownHosts ? ["-o", `UserKnownHostsFile=${knownHosts}`, "-o", "StrictHostKeyChecking=yes"] : []),
    "-o",
    "BatchMode=yes",
    "-o",
    "ConnectTimeout=5",
  ];
}

const where = ({ target }: ServerAccess) => (target.user ? `${target.user}@${target.host}` : target.host!);
const describeServer = (access: ServerAccess) =>
  access.target.host
    ? `the server ${where(access)}${access.target.port ? ` (port ${access.target.port})` : ""}`
    : `the folder ${access.target.path}`;

/** Runs a POSIX shell script in the target's folder: over ssh, or here. */
export async function onServer(access: ServerAccess, what: string, script: string): Promise<string> {
  const path = quote(access.target.path);
  const body = `set -e\nmkdir -p ${path}/releases\ncd ${path}\n${script}`;
  const result = access.target.host
    ? await run("ssh", [...sshOptions(access), where(access), "sh -s"], { input: body, timeoutMs: 60_000 })
    : await run("sh", ["-s"], { input: body });
  if (result.code !== 0) {
    const said = (result.stderr.trim() || result.stdout.trim()).split("\n").slice(-2).join(" ");
    const check = access.target.host
      ? ". Check that the server is on, its address and port in publish.json, and the key in PUBLISH_SSH_KEY"
      : "";
    throw new Error(`${what} on ${describeServer(access)} failed${said ? `: ${said}` : ""}${check}`);
  }
  return result.stdout;
}

/** Makes the folders if new, removes what a cut-short publish left, and says what is there. */
export const prepareServer = (access: ServerAccess): Promise<Releases> =>
  onServer(access, "Reaching the releases", `rm -rf releases/*.partial current.next\n${LIST}`).then(parseReleases);

/** The releases kept on the server, for the list of published versions that can be put back. */
export const listReleases = (access: ServerAccess): Promise<Releases> =>
  onServer(access, "Listing the releases", LIST).then(parseReleases);

const LIST = 'if [ -L current ]; then echo "current $(readlink current)"; fi\nls releases\n';

function parseReleases(text: string): Releases {
  const lines = text.split("\n").filter(Boolean);
  const current = lines.find((line) => line.startsWith("current "))?.slice("current releases/".length);
  const releases = lines.filter((line) => RELEASE_NAME.test(line)).sort();
  return { releases, ...(current ? { current } : {}) };
}

/** Copies the built site into `releases/<name>.partial/`, linked to `previous`: returns how many files were sent. */
export const copyRelease = (access: ServerAccess, client: string, name: string, previous?: string): Promise<number> =>
  copyFolder(access, client, `releases/${name}.partial`, previous ? [`../${previous}`] : []);

/**
 * Copies a local folder into `destination` (inside the target's folder) with rsync, each unchanged file a hard link
 * to its twin in `linkDests` (relative to the destination): returns how many files were sent.
 */
export async function copyFolder(
  access: ServerAccess,
  local: string,
  destination: string,
  linkDests: string[],
): Promise<number> {
  const { target } = access;
  const into = `${target.path}/${destination}/`;
  const args = [
    "-a",
    // By content: the build writes some unchanged files anew (a new time), which must still be linked, not sent.
    "--checksum",
    "--delete",
    "--stats",
    ...linkDests.map((dest) => `--link-dest=${dest}`),
    ...(target.host ? ["-e", ["ssh", ...sshOptions(access)].map(rsyncWord).join(" ")] : []),
    `${local}/`,
    target.host ? `${where(access)}:${into}` : into,
  ];
  const result = await run("rsync", args, { timeoutMs: 600_000 });
  if (result.code !== 0) {
    const said = result.stderr.trim().split("\n").slice(-2).join(" ");
    throw new Error(`Copying the site to ${describeServer(access)} failed${said ? `: ${said}` : ""}`);
  }
  return Number(/Number of regular files transferred: ([\d,]+)/.exec(result.stdout)?.[1]?.replace(/,/g, "") ?? NaN);
}

/** rsync's -e splits on spaces; a word with one is quoted. */
const rsyncWord = (word: string) => (/[\s'"]/.test(word) ? quote(word) : word);

/**
 * Points `current` at `name` by one rename, after completing the copied release (its `.partial` renamed), and
 * removes the releases past the newest `keep`, never the live one.
 */
export async function switchCurrent(
  access: ServerAccess,
  name: string,
  { copied }: { copied: boolean },
): Promise<void> {
  if (!RELEASE_NAME.test(name)) throw new Error(`"${name}" is not a release's name`);
  const release = quote(`releases/${name}`);
  await onServer(
    access,
    "Switching the live site",
    [
      copied
        ? `mv -T ${quote(`releases/${name}.partial`)} ${release}`
        : `[ -d ${release} ] || { echo "release ${name} is no longer kept there" >&2; exit 3; }`,
      `ln -s ${release} current.next`,
      "mv -T current.next current",
      `ls releases | grep -v '\\.partial$' | sort -r | tail -n +${access.target.keep + 1} | while read -r old; do`,
      `  [ "releases/$old" = ${release} ] || rm -rf "releases/$old"`,
      "done",
      "",
    ].join("\n"),
  );
}

/** One ssh connection the commands of a publish share, and how to end it. */
export interface Connection {
  access: ServerAccess;
  close(): Promise<void>;
}

/**
 * Opens one ssh connection for the commands that follow to share (OpenSSH's ControlMaster): each then skips the key
 * exchange and login. Without a host, or when that connection cannot be made, each command connects by itself (and
 * says why it cannot).
 */
export async function openConnection(access: ServerAccess): Promise<Connection> {
  if (!access.target.host) return { access, close: async () => {} };
  const folder = mkdtempSync(join(tmpdir(), "publish-ssh-"));
  const shared = { ...access, controlPath: join(folder, "c") };
  // -f: into the background once logged in. Its output is not read: a pipe would stay open as long as it runs.
  const master = spawn("ssh", [...sshOptions(shared), "-M", "-N", "-f", where(access)], { stdio: "ignore" });
  const connected = await new Promise<boolean>((resolve) => {
    master.on("error", () => resolve(false));
    master.on("exit", (code) => resolve(code === 0));
  });
  return {
    access: connected ? shared : access,
    async close() {
      if (connected) await run("ssh", [...sshOptions(shared), "-O", "exit", where(access)], { timeoutMs: 10_000 });
      rmSync(folder, { recursive: true, force: true });
    },
  };
}
