/**
 * Publishing from the editor (src/publish/): what will go live, Publish and Preview (jobs the app polls for their
 * steps), the published versions and putting one back. The target comes from publish.json; what is sent to the browser is only
 * its name, kind and public address: never a key, a remote's address or an environment value.
 */
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { basename } from "node:path";
import type http from "node:http";
import { chooseTarget, readPublishConfig, type TargetConfig } from "../../../src/publish/config.ts";
import { changedSince, defaultAuthor, publishSite, type PublishOptions } from "../../../src/publish/flow.ts";
import { lastPublished, readHistory } from "../../../src/publish/history.ts";
import { PublishBusy } from "../../../src/publish/lock.ts";
import { previewSite } from "../../../src/publish/preview.ts";
import { putBack } from "../../../src/publish/put-back.ts";
import { failureInWords, ownerEvent, PublishFailed, type StepName } from "../../../src/publish/steps.ts";
import {
  distDir,
  publishAuthor,
  publishConfigPath,
  publishKnownHosts,
  publishSshKey,
  publishStateDir,
} from "../../../src/paths.ts";
import type { PublishJob, PublishState, PublishedVersion, PublishedVersions } from "../../shared/publish-wire.ts";
import type { EditorContext } from "../context.ts";
import { jsonBody, Refusal, send, type Route } from "../http.ts";
import { JSON_LIMIT } from "../security.ts";
import { languageOf, listed, said, say, type Said, type ServerLanguage, type ServerWordId } from "../words/say.ts";
import { inSpanish } from "../words/publish-es.ts";

/** One of publishing's own sentences (src/publish/) in the editor's language; marked in the tests' pseudo-language. */
const publishWords = (words: string, language: ServerLanguage) =>
  language === "es" ? inSpanish(words) : language === "xx" ? `⟦${words}⟧` : words;

/** A job as the editor reads it: its steps' and its failure's words in the editor's language. */
function jobIn(job: PublishJob, language: ServerLanguage): PublishJob {
  if (language === "en") return job;
  const events = job.events.map((event) =>
    event.status === "running"
      ? event
      : event.status === "done"
        ? { ...event, words: publishWords(event.words, language) }
        : { ...event, words: publishWords(event.words, language), todo: publishWords(event.todo, language) },
  );
  return { ...job, events, ...(job.failed ? { failed: failedIn(job.failed, language) } : {}) };
}

/** A failure's words in the editor's language; its advice is already, where it is the editor's own (words/). */
const failedIn = (failed: NonNullable<PublishJob["failed"]>, language: ServerLanguage) => ({
  ...failed,
  words: publishWords(failed.words, language),
  todo: failed.todo.startsWith("⟦") ? failed.todo : publishWords(failed.todo, language),
});

/** Where publishing reads and writes; by default paths.ts's (PUBLISH_CONFIG, DIST_DIR, PUBLISH_STATE_DIR). */
export interface PublishPlaces {
  configFile?: string;
  dist?: string;
  stateDir?: string;
}

/**
 * What to do after a step that failed before anything was copied, in the editor's words (the command's name npm
 * scripts). The app says itself that the live site is unchanged.
 */
const EDITOR_TODO: Partial<Record<StepName, ServerWordId>> = {
  check: "publish.todo.check",
  verify: "publish.todo.verify",
};

const PREVIEW_TODO: Partial<Record<StepName, ServerWordId>> = {
  check: "preview.todo.check",
  verify: "preview.todo.verify",
};

/** Where a running publish or preview tells its steps and the check's problems. */
type Reporting = Pick<PublishOptions, "onEvent" | "problems">;

/** Jobs kept after they end, for a page reloaded meanwhile to read how one ended. */
const KEEP_JOBS = 5;

export function publishRoutes(context: EditorContext, places: PublishPlaces = {}): Record<string, Route> {
  const configFile = places.configFile ?? publishConfigPath(context.siteFile);
  const stateDir = places.stateDir ?? publishStateDir();
  const dist = places.dist ?? distDir();
  // The signed-in person in the served editor; whoever set the machine up in the local one.
  const author = (req: http.IncomingMessage) => context.who?.(req)?.name ?? publishAuthor() ?? defaultAuthor();
  const secrets = () => ({ sshKey: publishSshKey(), knownHosts: publishKnownHosts() });
  const jobs = new Map<string, PublishJob>();

  /** publish.json read each time (set up while the editor runs, or changed): the target, or the words why not. */
  function target(): { name: string; target: TargetConfig } | { problems: (Said | string)[] } {
    const read = readPublishConfig(configFile);
    const config = basename(configFile);
    if (!read.ok) {
      return {
        problems: read.problems.map((p) =>
          p.code === "missing-file"
            ? said("publish.noConfig", { config, site: basename(context.siteFile) })
            : said("publish.configMistake", { config, line: p.line, column: p.column, message: p.message }),
        ),
      };
    }
    try {
      return chooseTarget(read.config);
    } catch (error) {
      return { problems: [(error as Error).message] };
    }
  }

  function chosen() {
    const found = target();
    if ("problems" in found)
      throw new Refusal(409, said("publish.notSetUp", { problems: listed(found.problems, "; ") }));
    return found;
  }

  /** The owner reads the words; the developer's detail (paths, the program's message) goes to the server's log. */
  const failedWords = (
    error: unknown,
    language: ServerLanguage,
    todos = EDITOR_TODO,
  ): NonNullable<PublishJob["failed"]> => {
    const detail = error instanceof PublishFailed ? error.detail : (error as Error).message;
    if (detail) console.error(`editor: a publish or preview stopped: ${detail}`);
    const todo = error instanceof PublishFailed ? todos[error.step] : undefined;
    return error instanceof PublishFailed
      ? {
          step: error.step,
          words: error.words,
          todo: todo ? say(language, todo) : error.todo,
          liveUntouched: error.liveUntouched,
        }
      : {
          words: failureInWords("publish", detail ?? "").words,
          todo: say(language, "publish.todo.tryAgain"),
          liveUntouched: true,
        };
  };
  /** The same, its words in the editor's language too. */
  const failedInWords = (error: unknown, language: ServerLanguage, todos = EDITOR_TODO) =>
    failedIn(failedWords(error, language, todos), language);

  function keepJob(job: PublishJob): void {
    jobs.set(job.id, job);
    for (const old of [...jobs.keys()].slice(0, -KEEP_JOBS)) jobs.delete(old);
  }

  /** Refuses with the lock's own words at once when another publish holds it; otherwise `work` runs on. */
  async function refuseIfBusy(work: Promise<unknown>): Promise<void> {
    const settledAtOnce = await Promise.race([
      work.then(
        () => undefined,
        (error: unknown) => error,
      ),
      new Promise((resolve) => setImmediate(resolve)),
    ]);
    if (settledAtOnce instanceof PublishBusy) {
      // Who holds the lock (a process id, since when) is for the server's log; the owner is told what to do.
      console.error(`Not published: ${settledAtOnce.message}`);
      throw new Refusal(409, said("publish.busy"));
    }
  }

  /** What a publish and a preview both take: the site, where to build, the target, who, and where to report. */
  const jobOptions = (req: http.IncomingMessage, target: TargetConfig, reporting: Reporting) => ({
    siteFile: context.siteFile,
    dist,
    target,
    stateDir,
    author: author(req),
    ...secrets(),
    ...reporting,
  });

  /**
   * Starts a publish or a preview as a job the app polls: its steps in the owner's words, what the check found, and
   * how it ended. Refused at once in words while another holds the lock.
   */
  async function startJob<T>(
    req: http.IncomingMessage,
    res: http.ServerResponse,
    run: (reporting: Reporting) => Promise<T>,
    done: (result: T) => NonNullable<PublishJob["done"]>,
    todos: Partial<Record<StepName, ServerWordId>>,
  ): Promise<void> {
    const job: PublishJob = { id: randomBytes(8).toString("hex"), events: [] };
    const running = run({
      onEvent: (event) => job.events.push(ownerEvent(event)),
      problems: (_file, problems) => {
        if (problems.length) job.problems = problems.map(({ path, message }) => ({ path, message }));
      },
    });
    await refuseIfBusy(running);
    keepJob(job);
    running.then(
      (result) => (job.done = done(result)),
      (error: unknown) => (job.failed = failedWords(error, languageOf(req), todos)),
    );
    send(res, 202, jobIn(job, languageOf(req)));
  }

  return {
    "GET /api/publish": (req, res) => {
      const found = target();
      if ("problems" in found) {
        const language = languageOf(req);
        const problems = found.problems.map((problem) =>
          typeof problem === "string" ? problem : problem.in(language),
        );
        const state: PublishState = { configured: false, file: basename(configFile), problems };
        return send(res, 200, state);
      }
      const last = lastPublished(stateDir, found.name);
      const state: PublishState = {
        configured: true,
        target: found.name,
        kind: found.target.type,
        ...(found.target.liveUrl ? { liveUrl: found.target.liveUrl } : {}),
        pending: changedSince(stateDir, found.name, readFileSync(context.siteFile, "utf8")),
        ...(last ? { lastPublished: { at: last.at, who: last.who } } : {}),
      };
      send(res, 200, state);
    },
    "POST /api/publish": async (req, res) => {
      await jsonBody(req, JSON_LIMIT);
      const { name, target: config } = chosen();
      await startJob(
        req,
        res,
        (reporting) => publishSite({ ...jobOptions(req, config, reporting), targetName: name }),
        (result) => ({ ms: result.ms, liveUrl: result.liveUrl, changes: result.changes }),
        EDITOR_TODO,
      );
    },
    "POST /api/publish/preview": async (req, res) => {
      await jsonBody(req, JSON_LIMIT);
      const { target: config } = chosen();
      await startJob(
        req,
        res,
        (reporting) => previewSite(jobOptions(req, config, reporting)),
        ({ ms, address, branch }) => ({
          ms,
          changes: [],
          preview: { ...(address ? { address } : {}), ...(branch ? { branch } : {}) },
        }),
        PREVIEW_TODO,
      );
    },
    "GET /api/publish/job": (req, res, url) => {
      const job = jobs.get(url.searchParams.get("id") ?? "");
      if (!job) throw new Refusal(404, said("publish.noSuchJob"));
      send(res, 200, jobIn(job, languageOf(req)));
    },
    "GET /api/publish/versions": (_req, res) => {
      const { name, target: config } = chosen();
      const entries = readHistory(stateDir).filter((entry) => entry.target === name);
      const liveId = entries.at(-1)?.id;
      // On a server only the last `keep` releases are kept: older ones can no longer be put back.
      const kept = new Set(
        entries
          .filter((entry) => entry.kind !== "put back" && entry.release)
          .map((entry) => entry.release)
          .slice(config.type === "server" ? -config.keep : 0),
      );
      const versions: PublishedVersion[] = entries
        .map((entry, n) => ({
          id: entry.id,
          at: entry.at,
          who: entry.who,
          kind: entry.kind,
          changes: entry.changes,
          live: n === entries.length - 1,
          canPutBack:
            entry.kind !== "put back" &&
            entry.id !== liveId &&
            (config.type === "git" || (entry.release !== undefined && kept.has(entry.release))),
        }))
        .reverse();
      const answer: PublishedVersions = { versions, ...(config.liveUrl ? { liveUrl: config.liveUrl } : {}) };
      send(res, 200, answer);
    },
    "POST /api/publish/put-back": async (req, res) => {
      const { id } = await jsonBody(req, JSON_LIMIT);
      if (typeof id !== "string") throw new Refusal(400, said("publish.idMissing"));
      const { name, target: config } = chosen();
      const work = putBack({
        siteFile: context.siteFile,
        targetName: name,
        target: config,
        stateDir,
        id,
        author: author(req),
        ...secrets(),
      });
      try {
        await refuseIfBusy(work);
        const done = await work;
        send(res, 200, { ms: done.ms, changes: done.changes });
      } catch (error) {
        if (error instanceof Refusal) throw error;
        send(res, 422, { failed: failedInWords(error, languageOf(req)) });
      }
    },
  };
}
