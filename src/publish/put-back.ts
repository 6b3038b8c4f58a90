/**
 * "Put this version back live": on the server target `current` is switched to the kept release by the same one
 * rename (nothing is built or copied); on the git target a commit restoring that version's site.json and images is
 * pushed. Either way the live address is read back, and the history gains an entry naming the version put back.
 */
import type { TargetConfig } from "./config.ts";
import { commitAndPush, GitRefused } from "./git-target.ts";
import { readHistory, recordPublished, type Published } from "./history.ts";
import { waitUntilLive } from "./live-check.ts";
import { withPublishLock } from "./lock.ts";
import { buildIdOf, switchCurrent } from "./server-target.ts";
import { failureInWords, PublishFailed } from "./steps.ts";

export interface PutBackOptions {
  siteFile: string;
  targetName: string;
  target: TargetConfig;
  stateDir: string;
  /** The history entry's id (a build id or a commit) of the version to put back. */
  id: string;
  author: string;
  sshKey?: string;
  knownHosts?: string;
  liveTimeoutMs?: number;
}

export function putBack(options: PutBackOptions): Promise<Published> {
  return withPublishLock(options.stateDir, () => putBackNow(options));
}

async function putBackNow(options: PutBackOptions): Promise<Published> {
  const started = performance.now();
  const { target, stateDir, targetName } = options;
  const version = readHistory(stateDir).find((entry) => entry.target === targetName && entry.id === options.id);
  if (!version) {
    throw new PublishFailed(
      "publish",
      "that version is not among the published versions",
      "Choose one from the list of published versions",
      true,
      `no published version ${options.id} in the history of ${targetName}`,
    );
  }
  const when = version.at.replace("T", " ").slice(0, 16);
  const entry = {
    at: "",
    who: options.author,
    target: targetName,
    kind: "put back" as const,
    changes: [`Put back the version of ${when} UTC`, ...version.changes],
  };
  if (target.type === "server") {
    if (!version.release) {
      throw new PublishFailed("publish", `the version of ${when} has no release on the server`, "Choose another");
    }
    // One command on the server: it says so when the release is no longer kept (only the last `keep` are).
    await switchCurrent({ target, sshKey: options.sshKey, knownHosts: options.knownHosts }, version.release, {
      copied: false,
    }).catch((error: Error) => {
      const owner = failureInWords("publish", error.message);
      throw new PublishFailed(
        "publish",
        owner.words,
        owner.todo ?? "Choose a more recent version, or publish again",
        true,
        error.message,
      );
    });
    const check = await waitUntilLive(target.liveUrl, buildIdOf(version.release), options.liveTimeoutMs ?? 10_000);
    if (!check.live) {
      throw new PublishFailed(
        "live",
        "the live address did not show that version",
        "Tell whoever set up the site: the web server does not show the versions published to it",
        false,
        `${target.liveUrl} answered ${check.found ?? "nothing"} after the switch: is the web server's root ${target.path}/current?`,
      );
    }
    const done = {
      ...entry,
      at: new Date().toISOString(),
      id: version.id,
      release: version.release,
      ms: performance.now() - started,
    };
    recordPublished(stateDir, done);
    return done;
  }
  const { commit } = await commitAndPush(
    {
      siteFile: options.siteFile,
      target,
      author: options.author,
      subject: `Put back the version of ${when} UTC`,
      body: version.changes,
      check: async () => undefined,
    },
    version.commit,
  ).catch((error: unknown) => {
    if (!(error instanceof GitRefused)) throw error;
    const owner = failureInWords("publish", error.message);
    throw new PublishFailed("publish", owner.words, owner.todo ?? "Try again in a moment", true, error.message);
  });
  if (target.liveUrl) {
    const check = await waitUntilLive(target.liveUrl, commit, target.liveTimeout * 1000);
    if (!check.live)
      throw new PublishFailed(
        "live",
        "the live address does not show that version yet",
        "Look again in a few minutes; if it is still not there, tell whoever set up the site",
        false,
        `${target.liveUrl} still serves ${check.found ?? "nothing"}: look at the host's build log`,
      );
  }
  const done = { ...entry, at: new Date().toISOString(), id: commit, commit, ms: performance.now() - started };
  recordPublished(stateDir, done);
  return done;
}
