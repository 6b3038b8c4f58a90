/**
 * One publish, as the editor's Publish button and `npm run publish` run it: the strict check, the incremental
 * build, a check of the built pages, the publish to the target, and "live" only once the live address serves this
 * build's id. Each step is told as it starts and ends (onEvent); any failure names its step, says what to do, and
 * leaves the live site as it was. One publish at a time per project (lock.ts); each one is kept in the history.
 */
import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { userInfo } from "node:os";
import { validate } from "../validate/index.ts";
import { summarize, type Problem } from "../validate/report/problem.ts";
import { displayName, publishNow } from "../paths.ts";
import { dueNames } from "./schedule-run.ts";
import type { GitTargetConfig, ServerTargetConfig, TargetConfig } from "./config.ts";
import { changesInWords, summaryLine } from "./change-words.ts";
import { commitAndPush, repositoryOf, siteAt } from "./git-target.ts";
import { recordPublished, type Published } from "./history.ts";
import { waitUntilLive } from "./live-check.ts";
import { withPublishLock } from "./lock.ts";
import {
  openConnection,
  type Connection,
  type Releases,
  copyRelease,
  prepareServer,
  releaseName,
  switchCurrent,
  type ServerAccess,
} from "./server-target.ts";
import type { PublishEvent } from "./steps.ts";
import { checkBuildVerify, stepper, type Step } from "./build-steps.ts";

export interface PublishOptions {
  siteFile: string;
  /** The build's output folder (inside the project). */
  dist: string;
  targetName: string;
  target: TargetConfig;
  /** Publishing's own folder: lock, history, the last published site per target. */
  stateDir: string;
  /** `Name <email>`; by default the account's name. */
  author?: string;
  sshKey?: string;
  knownHosts?: string;
  /** "scheduled" for a scheduled run. */
  kind?: Published["kind"];
  precompress?: boolean;
  /** How long the server target's live address may take to serve the new build. */
  liveTimeoutMs?: number;
  onEvent?: (event: PublishEvent) => void;
  /** The build's own lines, for a command that prints them. */
  log?: (line: string) => void;
  problems?: (file: string, problems: Problem[]) => void;
}

export interface PublishResult extends Published {
  filesCopied?: number;
  liveUrl?: string;
}

export const defaultAuthor = () => `${userInfo().username} <${userInfo().username}@localhost>`;

/** The site as last published to a target (server target), to say what changed since. */
const publishedCopy = (stateDir: string, target: string) => join(stateDir, `${target}.published.json`);

export function publishSite(options: PublishOptions): Promise<PublishResult> {
  return withPublishLock(options.stateDir, () => publishHoldingLock(options));
}

async function publishHoldingLock(options: PublishOptions): Promise<PublishResult> {
  const started = performance.now();
  // The server is reached (one ssh connection, its releases read) while the site is checked and built.
  const server = options.target.type === "server" ? reachServer(options, options.target) : undefined;
  try {
    return await publishSteps(options, started, server);
  } finally {
    await (await server)?.connection?.close();
  }
}

async function publishSteps(
  options: PublishOptions,
  started: number,
  server: Promise<ServerReady> | undefined,
): Promise<PublishResult> {
  const { siteFile, target, targetName, stateDir } = options;
  const step = stepper(options.onEvent ?? (() => {}));
  const author = options.author ?? defaultAuthor();
  const buildId = randomBytes(6).toString("hex");
  const { client } = await checkBuildVerify(
    {
      siteFile,
      dist: options.dist,
      buildId,
      precompress: options.precompress,
      log: options.log,
      problems: options.problems,
      again: "publish again",
      nothing: "Nothing was published",
    },
    step,
  );

  const siteText = readFileSync(siteFile, "utf8");
  const common = {
    who: author,
    target: targetName,
    kind: options.kind ?? "publish",
    due: dueNames(siteText, publishNow()),
  };
  let result: PublishResult;
  if (target.type === "server") {
    result = await publishToServer(options, target, { client, buildId, step, common, siteText, server: server! });
  } else {
    result = await publishToGit(options, target, { step, common, siteText, author });
  }
  result.ms = performance.now() - started;
  recordPublished(stateDir, stripExtras(result));
  mkdirSync(stateDir, { recursive: true });
  writeFileSync(publishedCopy(stateDir, targetName), siteText);
  return result;
}

const stripExtras = ({ filesCopied: _, liveUrl: __, ...entry }: PublishResult): Published => entry;

type Common = Pick<Published, "who" | "target" | "kind" | "due">;

/** What changed since the version last published to this target, in words. */
export function changedSince(stateDir: string, targetName: string, siteText: string): string[] {
  try {
    return changesInWords(JSON.parse(readFileSync(publishedCopy(stateDir, targetName), "utf8")), JSON.parse(siteText));
  } catch {
    return ["First publish"];
  }
}

/** The server reached and its releases read, begun while the site builds; never rejects (the step says why). */
interface ServerReady {
  connection?: Connection;
  before?: Releases;
  error?: Error;
}

async function reachServer(options: PublishOptions, target: ServerTargetConfig): Promise<ServerReady> {
  let connection: Connection | undefined;
  try {
    connection = await openConnection({ target, sshKey: options.sshKey, knownHosts: options.knownHosts });
    return { connection, before: await prepareServer(connection.access) };
  } catch (error) {
    return { connection, error: error as Error };
  }
}

async function publishToServer(
  options: PublishOptions,
  target: ServerTargetConfig,
  {
    client,
    buildId,
    step,
    common,
    siteText,
    server,
  }: { client: string; buildId: string; step: Step; common: Common; siteText: string; server: Promise<ServerReady> },
): Promise<PublishResult> {
  const name = releaseName(buildId);
  let access: ServerAccess = { target };
  const { copied, previous } = await step(
    "publish",
    "Try again in a few minutes; if it still fails, tell whoever set up the site",
    async () => {
      const { connection, before, error } = await server;
      if (error || !connection || !before) throw error ?? new Error("the server was not reached");
      access = connection.access;
      const copied = await copyRelease(access, client, name, before.current);
      await switchCurrent(access, name, { copied: true });
      return { copied, previous: before.current };
    },
    ({ copied }) => ({
      words: `${copied} file${copied === 1 ? "" : "s"} copied, switched live`,
      detail: `release ${name}`,
    }),
  );
  await step(
    "live",
    "The previous version was put back, so visitors see what they saw before. Tell whoever set up the site: the web server does not show the versions published to it",
    async () => {
      const check = await waitUntilLive(target.liveUrl, buildId, options.liveTimeoutMs ?? 10_000);
      if (!check.live) {
        if (previous) await switchCurrent(access, previous, { copied: false });
        throw new Error(
          `${target.liveUrl}build.txt answered ${check.found ?? "nothing"}, not ${buildId}: is the web server's root ${target.path}/current?`,
        );
      }
      return check;
    },
    () => ({ words: "the live address shows this version", detail: `${target.liveUrl} serves build ${buildId}` }),
  );
  return {
    ...common,
    at: new Date().toISOString(),
    id: buildId,
    release: name,
    changes: changedSince(options.stateDir, options.targetName, siteText),
    ms: 0,
    filesCopied: copied,
    liveUrl: target.liveUrl,
  };
}

async function publishToGit(
  options: PublishOptions,
  target: GitTargetConfig,
  { step, common, siteText, author }: { step: Step; common: Common; siteText: string; author: string },
): Promise<PublishResult> {
  const { top, site } = await repositoryOf(options.siteFile);
  const before = await siteAt(top, "HEAD", site);
  let changes: string[];
  try {
    changes = before ? changesInWords(JSON.parse(before), JSON.parse(siteText)) : ["First publish"];
  } catch {
    changes = ["site.json replaced"];
  }
  const { commit, merged } = await step(
    "publish",
    "Try again in a few minutes; if it still fails, tell whoever set up the site",
    () =>
      commitAndPush({
        siteFile: options.siteFile,
        target,
        author,
        subject: summaryLine(changes),
        body: changes.length > 1 ? changes : [],
        check: async (file) => {
          const result = validate({ file });
          return result.ok && !result.problems.length ? undefined : summarize(displayName(file), result.problems);
        },
        log: options.log,
      }),
    ({ commit, merged }) => ({
      words: `sent to the host that builds the site${merged ? ", merged with the changes made there meanwhile" : ""}`,
      detail: `pushed ${commit.slice(0, 7)} to ${target.remote} ${target.branch}`,
    }),
  );
  if (target.liveUrl) {
    const liveUrl = target.liveUrl;
    await step(
      "live",
      "The change was sent, and the host has not shown it yet: look again in a few minutes; if it is still not there, tell whoever set up the site",
      async () => {
        const check = await waitUntilLive(liveUrl, commit, target.liveTimeout * 1000);
        if (!check.live)
          throw new Error(`${liveUrl} still serves ${check.found ?? "nothing"}, not ${commit.slice(0, 7)}`);
        return check;
      },
      () => ({
        words: "the live address shows this version",
        detail: `${liveUrl} serves commit ${commit.slice(0, 7)}`,
      }),
    );
  }
  return {
    ...common,
    at: new Date().toISOString(),
    id: commit,
    commit,
    changes: merged ? [...changes, "merged with the changes on the remote"] : changes,
    ms: 0,
    ...(target.liveUrl ? { liveUrl: target.liveUrl } : {}),
  };
}
