/** Publishing as the app asks for it (editor/server/routes/publish.ts): what will go live, a publish followed step by step, the versions. */
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from "react";
import type { LastPublish } from "../model/save-status.ts";
import type { PublishJob, PublishState, PublishedVersions } from "../../../shared/publish-wire.ts";
import { ApiError, call } from "./api.ts";
import { t } from "../i18n/useT.ts";

export const readPublishState = () => call<PublishState>("GET", "/api/publish");

/** What will go live (or why publishing is not set up), read once as a dialog opens; or why it could not be read. */
export function usePublishState(): { state?: PublishState; message?: string } {
  const [state, setState] = useState<PublishState | undefined>();
  const [message, setMessage] = useState<string | undefined>();
  useEffect(() => {
    readPublishState()
      .then(setState)
      .catch((error: unknown) => setMessage((error as Error).message));
  }, []);
  return { state, message };
}
export const listPublished = () => call<PublishedVersions>("GET", "/api/publish/versions");

export type PutBackAnswer = { ms: number; changes: string[] } | { failed: NonNullable<PublishJob["failed"]> };

export async function putVersionBack(id: string): Promise<PutBackAnswer> {
  try {
    const answer = await call<{ ms: number; changes: string[] }>("POST", "/api/publish/put-back", { id });
    // An earlier version is live now, not the saved file: the status no longer says it is.
    reportPublish({ kind: "none" });
    return answer;
  } catch (error) {
    if (error instanceof ApiError && error.status === 422) return error.body as PutBackAnswer;
    throw error;
  }
}

/** The last publish of this session, for the top bar's status (a preview is no publish). */
let lastPublish: LastPublish = { kind: "none" };
const publishListeners = new Set<() => void>();
function reportPublish(next: LastPublish) {
  lastPublish = next;
  for (const listener of publishListeners) listener();
}
export function useLastPublish(): LastPublish {
  return useSyncExternalStore(
    (listener) => {
      publishListeners.add(listener);
      return () => publishListeners.delete(listener);
    },
    () => lastPublish,
  );
}

/**
 * Whether the saved file is the version live now, read once as the editor opens: published before (not in this
 * session), nothing changed since, and no earlier version put back since. Said only while the file is still the one
 * opened (`openedHash()`); the top bar then says "Live" from the start.
 */
let liveAsked = false;
export function askLiveAtStart(openedHash: string, currentHash: () => string): void {
  if (liveAsked) return;
  liveAsked = true;
  void (async () => {
    const state = await readPublishState();
    if (!state.configured || !state.lastPublished || state.pending.length) return;
    const { versions } = await listPublished();
    if (versions[0]?.kind === "put back") return;
    if (lastPublish.kind === "none" && currentHash() === openedHash) reportPublish({ kind: "live" });
  })().catch(() => undefined);
}

/** How often a running publish is asked for its steps. */
const POLL_MS = 250;

/**
 * A publish (or, with "/api/publish/preview", a preview) started here and followed until it ends: its job as last
 * read, or the words why it did not start.
 */
export function usePublishJob(path: "/api/publish" | "/api/publish/preview" = "/api/publish") {
  const [job, setJob] = useState<PublishJob | undefined>();
  const [refused, setRefused] = useState<string | undefined>();
  const stopped = useRef(false);
  useEffect(
    () => () => {
      stopped.current = true;
    },
    [],
  );
  const start = useCallback(async () => {
    setRefused(undefined);
    const report = path === "/api/publish" ? reportPublish : () => {};
    let current: PublishJob;
    try {
      current = await call<PublishJob>("POST", path, {});
    } catch (error) {
      setRefused((error as Error).message);
      report({ kind: "failed" });
      return;
    }
    setJob(current);
    report({ kind: "publishing" });
    while (!current.done && !current.failed && !stopped.current) {
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      try {
        current = await call<PublishJob>("GET", `/api/publish/job?id=${current.id}`);
      } catch (error) {
        setRefused(t("shell.publish.lostTrack", { reason: (error as Error).message }));
        report({ kind: "failed" });
        return;
      }
      setJob(current);
    }
    if (current.done) report({ kind: "live" });
    else if (current.failed) report({ kind: "failed" });
    else report({ kind: "none" });
  }, [path]);
  return { job, refused, start };
}
