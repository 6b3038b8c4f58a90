/** The published versions, newest first (when, who, what changed), each but the live one able to go back live. */
import { useCallback, useEffect, useState } from "react";
import type { PublishedVersion, PublishedVersions } from "../../../shared/publish-wire.ts";
import { personName, seconds } from "../model/publish-steps.ts";
import { ApiError } from "../store/api.ts";
import { listPublished, putVersionBack } from "../store/publish.ts";
import { Dialog } from "./Dialog.tsx";
import { LiveLink } from "./PublishDialog.tsx";
import { PublishSetUpNote } from "./PublishSetUpNote.tsx";

const KIND_WORDS: Record<PublishedVersion["kind"], string> = {
  publish: "Published",
  "put back": "Put back",
  scheduled: "Published on schedule",
};

const when = (at: string) => new Date(at).toLocaleString();

export function PublishedVersionsDialog({ onClose }: { onClose: () => void }) {
  const [list, setList] = useState<PublishedVersions | undefined>();
  const [notSetUp, setNotSetUp] = useState<string | undefined>();
  const [confirming, setConfirming] = useState<PublishedVersion | undefined>();
  const [working, setWorking] = useState(false);
  const [outcome, setOutcome] = useState<{ ok: boolean; words: string } | undefined>();
  const refresh = useCallback(() => {
    listPublished()
      .then(setList)
      .catch((error: unknown) => {
        if (error instanceof ApiError && error.status === 409) setNotSetUp(error.message);
        else setOutcome({ ok: false, words: `The editor could not read them: ${(error as Error).message}` });
      });
  }, []);
  useEffect(refresh, [refresh]);

  async function putBack(version: PublishedVersion) {
    setWorking(true);
    try {
      const answer = await putVersionBack(version.id);
      setOutcome(
        "failed" in answer
          ? { ok: false, words: `Not put back: ${answer.failed.words}. ${answer.failed.todo}.` }
          : { ok: true, words: `The version of ${when(version.at)} is live again (${seconds(answer.ms)}).` },
      );
    } catch (error) {
      setOutcome({ ok: false, words: `Not put back: ${(error as Error).message}.` });
    } finally {
      setWorking(false);
      setConfirming(undefined);
      refresh();
    }
  }

  return (
    <Dialog title="Published versions" onClose={onClose}>
      {notSetUp ? (
        <PublishSetUpNote file="publish.json" problems={[notSetUp.replace(/^publishing is not set up: /, "")]} />
      ) : null}
      {list?.versions.length === 0 ? <p>Nothing has been published yet: press Publish to put the site live.</p> : null}
      <div role="status">{outcome?.ok ? <p>{outcome.words}</p> : null}</div>
      {outcome && !outcome.ok ? (
        <p role="alert" className="problem problem-error">
          {outcome.words}
        </p>
      ) : null}
      {confirming ? (
        <div className="publish-confirm" role="group" aria-labelledby="put-back-question">
          <p id="put-back-question">
            Put the version of {when(confirming.at)} back live? Visitors see it at once; nothing in the editor changes.
          </p>
          <div className="dialog-actions">
            <button type="button" className="primary" disabled={working} onClick={() => void putBack(confirming)}>
              {working ? "Putting it back…" : "Put it back live"}
            </button>
            <button type="button" disabled={working} onClick={() => setConfirming(undefined)}>
              Cancel
            </button>
          </div>
        </div>
      ) : null}
      <ul className="versions published-versions">
        {list?.versions.map((version, n) => (
          <li key={`${version.id}-${n}`}>
            <span>
              {when(version.at)}: {KIND_WORDS[version.kind]} by {personName(version.who)}
              {version.live ? <strong className="live-badge"> (live now)</strong> : null}
              <span className="version-changed">{version.changes.join("; ")}</span>
            </span>
            {version.canPutBack ? (
              <button type="button" disabled={working} onClick={() => setConfirming(version)}>
                Put this version back live<span className="visually-hidden"> (the version of {when(version.at)})</span>
              </button>
            ) : null}
          </li>
        ))}
      </ul>
      <div className="dialog-actions">
        {list?.liveUrl ? <LiveLink url={list.liveUrl} /> : null}
        <button type="button" onClick={onClose}>
          Close
        </button>
      </div>
    </Dialog>
  );
}
