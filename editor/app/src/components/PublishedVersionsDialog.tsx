/** The published versions, newest first (when, who, what changed), each but the live one able to go back live. */
import { useCallback, useEffect, useState } from "react";
import type { PublishedVersion, PublishedVersions } from "../../../shared/publish-wire.ts";
import { personName } from "../model/publish-steps.ts";
import type { MessageId } from "../i18n/catalogues/en.ts";
import { useMoment, useT } from "../i18n/useT.ts";
import { ApiError } from "../store/api.ts";
import { listPublished, putVersionBack } from "../store/publish.ts";
import { Dialog } from "./Dialog.tsx";
import { LiveLink } from "./PublishDialog.tsx";
import { PublishSetUpNote } from "./PublishSetUpNote.tsx";

const KIND_WORDS: Record<PublishedVersion["kind"], MessageId> = {
  publish: "versions.kind.publish",
  "put back": "versions.kind.putBack",
  scheduled: "versions.kind.scheduled",
};

export function PublishedVersionsDialog({ onClose }: { onClose: () => void }) {
  const [list, setList] = useState<PublishedVersions | undefined>();
  const [notSetUp, setNotSetUp] = useState<string | undefined>();
  const [confirming, setConfirming] = useState<PublishedVersion | undefined>();
  const [working, setWorking] = useState(false);
  const [outcome, setOutcome] = useState<{ ok: boolean; words: string } | undefined>();
  const t = useT();
  const when = useMoment();
  const seconds = (ms: number) => t("job.seconds", { seconds: ms / 1000 });
  const refresh = useCallback(() => {
    listPublished()
      .then(setList)
      .catch((error: unknown) => {
        if (error instanceof ApiError && error.status === 409) setNotSetUp(error.message);
        else setOutcome({ ok: false, words: t("versions.couldNotRead", { message: (error as Error).message }) });
      });
  }, [t]);
  useEffect(refresh, [refresh]);

  async function putBack(version: PublishedVersion) {
    setWorking(true);
    try {
      const answer = await putVersionBack(version.id);
      setOutcome(
        "failed" in answer
          ? { ok: false, words: t("versions.notPutBack", { words: answer.failed.words, todo: answer.failed.todo }) }
          : { ok: true, words: t("versions.liveAgain", { when: when(version.at), time: seconds(answer.ms) }) },
      );
    } catch (error) {
      setOutcome({ ok: false, words: t("versions.notPutBackError", { message: (error as Error).message }) });
    } finally {
      setWorking(false);
      setConfirming(undefined);
      refresh();
    }
  }

  return (
    <Dialog title={t("versions.title")} onClose={onClose}>
      {notSetUp ? (
        <PublishSetUpNote file="publish.json" problems={[notSetUp.replace(/^publishing is not set up: /, "")]} />
      ) : null}
      {list?.versions.length === 0 ? <p>{t("versions.none")}</p> : null}
      <div role="status">{outcome?.ok ? <p>{outcome.words}</p> : null}</div>
      {outcome && !outcome.ok ? (
        <p role="alert" className="problem problem-error">
          {outcome.words}
        </p>
      ) : null}
      {confirming ? (
        <div className="publish-confirm" role="group" aria-labelledby="put-back-question">
          <p id="put-back-question">{t("versions.confirm", { when: when(confirming.at) })}</p>
          <div className="dialog-actions">
            <button type="button" className="primary" disabled={working} onClick={() => void putBack(confirming)}>
              {working ? t("versions.puttingBack") : t("versions.putBackLive")}
            </button>
            <button type="button" disabled={working} onClick={() => setConfirming(undefined)}>
              {t("common.cancel")}
            </button>
          </div>
        </div>
      ) : null}
      <ul className="versions published-versions">
        {list?.versions.map((version, n) => (
          <li key={`${version.id}-${n}`}>
            <span>
              {t("versions.entry", {
                when: when(version.at),
                kind: t(KIND_WORDS[version.kind]),
                who: personName(version.who),
              })}
              {version.live ? <strong className="live-badge">{t("versions.liveNow")}</strong> : null}
              <span className="version-changed">{version.changes.join("; ")}</span>
            </span>
            {version.canPutBack ? (
              <button type="button" disabled={working} onClick={() => setConfirming(version)}>
                {t("versions.putThisBack")}
                <span className="visually-hidden">{t("versions.putThisBackWhich", { when: when(version.at) })}</span>
              </button>
            ) : null}
          </li>
        ))}
      </ul>
      <div className="dialog-actions">
        {list?.liveUrl ? <LiveLink url={list.liveUrl} /> : null}
        <button type="button" onClick={onClose}>
          {t("common.close")}
        </button>
      </div>
    </Dialog>
  );
}
