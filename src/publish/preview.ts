/**
 * Preview: the saved site checked and built as Publish does, then put at a private address the owner can send to
 * someone, never over the live site. Server target: a copy under `preview/<128 random bits>/` beside `current`,
 * its addresses under that path and every page noindex (preview-copy.ts), the newest `keepPreviews` kept. Git
 * target: a commit pushed over the preview branch, whose deploy the host makes. The lock is Publish's own.
 */
import { randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Problem } from "../validate/report/problem.ts";
import { checkBuildVerify, stepper, type Step } from "./build-steps.ts";
import { changesInWords, summaryLine } from "./change-words.ts";
import type { GitTargetConfig, ServerTargetConfig, TargetConfig } from "./config.ts";
import { pushPreview, repositoryOf, siteAt } from "./git-target.ts";
import { waitUntilLive } from "./live-check.ts";
import { withPublishLock } from "./lock.ts";
import { makePreviewCopy, previewAddress, previewBase, previewToken } from "./preview-copy.ts";
import { copyFolder, onServer, openConnection, quote, type Connection } from "./server-target.ts";
import { PublishFailed, type PublishEvent } from "./steps.ts";

export interface PreviewOptions {
  siteFile: string;
  dist: string;
  target: TargetConfig;
  stateDir: string;
  author: string;
  sshKey?: string;
  knownHosts?: string;
  precompress?: boolean;
  /** How long the preview's address may take to serve it (server target). */
  liveTimeoutMs?: number;
  onEvent?: (event: PublishEvent) => void;
  log?: (line: string) => void;
  problems?: (file: string, problems: Problem[]) => void;
}

export interface PreviewResult {
  /** The address to send; absent for a git host without previewUrl (then the branch says where). */
  address?: string;
  /** Git target: the branch the preview was pushed to, and the remote. */
  branch?: string;
  remote?: string;
  ms: number;
}

const NOTHING = "No preview was made";
const UNTOUCHED = "The live site was not touched";
const TOKEN = /^[0-9a-f]{32}$/;

export function previewSite(options: PreviewOptions): Promise<PreviewResult> {
  return withPublishLock(options.stateDir, () => previewHoldingLock(options));
}

async function previewHoldingLock(options: PreviewOptions): Promise<PreviewResult> {
  const started = performance.now();
  const step = stepper(options.onEvent ?? (() => {}));
  const { target } = options;
  // The server is reached while the site is checked and built, as Publish does.
  const server = target.type === "server" ? reachPreviews(options, target) : undefined;
  try {
    const buildId = randomBytes(6).toString("hex");
    const { client } = await checkBuildVerify(
      { ...options, buildId, again: "make the preview again", nothing: NOTHING },
      step,
    );
    const result =
      target.type === "server"
        ? await previewOnServer(options, target, { client, buildId, step, server: server! })
        : await previewOnGit(options, target, step);
    return { ...result, ms: performance.now() - started };
  } finally {
    await (await server)?.connection?.close();
  }
}

interface PreviewsReady {
  connection?: Connection;
  /** The live release and the newest preview, whose unchanged files the new preview links to. */
  current?: string;
  newest?: string;
  error?: Error;
}

const LIST_PREVIEWS = [
  "mkdir -p preview",
  "rm -rf preview/*.partial",
  'if [ -L current ]; then echo "current $(readlink current)"; fi',
  "ls -t preview",
  "",
].join("\n");

async function reachPreviews(options: PreviewOptions, target: ServerTargetConfig): Promise<PreviewsReady> {
  let connection: Connection | undefined;
  try {
    connection = await openConnection({ target, sshKey: options.sshKey, knownHosts: options.knownHosts });
    const lines = (await onServer(connection.access, "Reaching the previews", LIST_PREVIEWS)).split("\n");
    const current = lines.find((line) => line.startsWith("current releases/"))?.slice("current releases/".length);
    return { connection, current, newest: lines.find((line) => TOKEN.test(line)) };
  } catch (error) {
    return { connection, error: error as Error };
  }
}

async function previewOnServer(
  options: PreviewOptions,
  target: ServerTargetConfig,
  { client, buildId, step, server }: { client: string; buildId: string; step: Step; server: Promise<PreviewsReady> },
): Promise<Omit<PreviewResult, "ms">> {
  const token = previewToken();
  const address = previewAddress(target.liveUrl, target.previewUrl, token);
  const folder = quote(`preview/${token}`);
  await step(
    "publish",
    `${UNTOUCHED}. Make the preview again in a few minutes; if it still fails, tell whoever set up the site`,
    async () => {
      const { connection, current, newest, error } = await server;
      if (error || !connection) throw error ?? new Error("the server was not reached");
      const local = mkdtempSync(join(tmpdir(), "preview-copy-"));
      try {
        makePreviewCopy(client, join(local, token), new URL(address).pathname.replace(/\/$/, ""));
        const linkDests = [...(current ? [`../../releases/${current}`] : []), ...(newest ? [`../${newest}`] : [])];
        const copied = await copyFolder(connection.access, join(local, token), `preview/${token}.partial`, linkDests);
        await onServer(
          connection.access,
          "Keeping the preview",
          [
            `mv -T ${quote(`preview/${token}.partial`)} ${folder}`,
            `touch ${folder}`,
            `ls -t preview | grep -E '^[0-9a-f]{32}$' | tail -n +${target.keepPreviews + 1} | while read -r old; do`,
            '  rm -rf "preview/$old"',
            "done",
            "",
          ].join("\n"),
        );
        return copied;
      } finally {
        rmSync(local, { recursive: true, force: true });
      }
    },
    (copied) => ({
      words: `${copied} file${copied === 1 ? "" : "s"} copied beside the live site, which is unchanged`,
      detail: `preview/${token}`,
    }),
  );
  await step(
    "live",
    `${UNTOUCHED}. Tell whoever set up the site: the web server does not show the previews sent to it`,
    async () => {
      const check = await waitUntilLive(address, buildId, options.liveTimeoutMs ?? 10_000);
      if (!check.live) {
        const detail = `${address}build.txt answered ${check.found ?? "nothing"}, not ${buildId}: does the web server serve ${target.path}/preview at ${previewBase(target.liveUrl, target.previewUrl)}?`;
        const todo = `${UNTOUCHED}. Tell whoever set up the site: the web server does not show the previews sent to it`;
        throw new PublishFailed("live", "the preview's address did not show it", todo, true, detail);
      }
      return check;
    },
    () => "the preview's address shows this version",
  );
  return { address };
}

async function previewOnGit(
  options: PreviewOptions,
  target: GitTargetConfig,
  step: Step,
): Promise<Omit<PreviewResult, "ms">> {
  const { top, site } = await repositoryOf(options.siteFile);
  const before = await siteAt(top, "HEAD", site);
  let changes: string[];
  try {
    changes = before ? changesInWords(JSON.parse(before), JSON.parse(readFileSync(options.siteFile, "utf8"))) : [];
  } catch {
    changes = ["site.json replaced"];
  }
  const commit = await step(
    "publish",
    `${UNTOUCHED}. Make the preview again in a few minutes; if it still fails, tell whoever set up the site`,
    () =>
      pushPreview({
        siteFile: options.siteFile,
        target,
        author: options.author,
        subject: `Preview: ${changes.length ? summaryLine(changes) : "no change since the last commit"}`,
        body: changes.length > 1 ? changes : [],
        log: options.log,
      }),
    (commit) => ({
      words: "sent to the host as a preview, not to the live site",
      detail: `pushed ${commit.slice(0, 7)} to ${target.remote} ${target.previewBranch}, not to ${target.branch}`,
    }),
  );
  if (target.previewUrl) {
    const address = target.previewUrl;
    await step(
      "live",
      "The preview was sent, and the host has not shown it yet: look again in a few minutes; if it is still not there, tell whoever set up the site",
      async () => {
        const check = await waitUntilLive(address, commit, target.liveTimeout * 1000);
        if (!check.live) {
          const detail = `${address} still serves ${check.found ?? "nothing"}, not ${commit.slice(0, 7)} (the host's build log for ${target.previewBranch} says why)`;
          const todo = "Look again in a few minutes; if it is still not there, tell whoever set up the site";
          throw new PublishFailed("live", "the preview's address does not show it yet", todo, true, detail);
        }
        return check;
      },
      () => ({
        words: "the preview's address shows this version",
        detail: `${address} shows commit ${commit.slice(0, 7)}`,
      }),
    );
  }
  return {
    ...(target.previewUrl ? { address: target.previewUrl } : {}),
    branch: target.previewBranch,
    remote: target.remote,
  };
}
