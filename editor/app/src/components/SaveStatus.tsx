/** Where the owner's work stands (model/save-status.ts), in the top bar's slot of fixed width; and a save refused by a change on disk. */
import { useEffect, useRef } from "react";
import { saveStatus, type LastPublish, type Status } from "../model/save-status.ts";
import { askLiveAtStart, useLastPublish } from "../store/publish.ts";
import { useStore } from "../store/StoreProvider.tsx";
import { isError } from "../store/problems.ts";
import { useGoToFirstError } from "./FirstError.tsx";
import { useT } from "../i18n/useT.ts";

/**
 * The one state the editor is in. A publish's outcome belongs to the file it published: once another version is
 * saved (or the owner edits), it says nothing more.
 */
export function useSaveStatus(): Status {
  const { saveState, dirty, problems, draftOffer, baseHash } = useStore();
  const publish = useLastPublish();
  // Whether the file opened is the one live, asked once: "Live" from the start, not only after a publish here.
  const hash = useRef(baseHash);
  hash.current = baseHash;
  useEffect(() => askLiveAtStart(hash.current, () => hash.current), []);
  const published = useRef<{ publish: LastPublish; hash: string }>({ publish, hash: baseHash });
  if (published.current.publish !== publish) published.current = { publish, hash: baseHash };
  const current: LastPublish =
    publish.kind === "publishing" || published.current.hash === baseHash ? publish : { kind: "none" };
  return saveStatus({
    lastSave: saveState,
    dirty,
    errors: problems.filter(isError).length,
    draftFound: draftOffer !== undefined,
    lastPublish: current,
  });
}

export function SaveStatus({ status }: { status: Status }) {
  const { save } = useStore();
  const goToFirstError = useGoToFirstError();
  const t = useT();
  return (
    <div className={`status-slot tone-${status.tone}`} data-state={status.kind}>
      <span className="save-status" role="status" title={status.text}>
        {status.text}
      </span>
      {status.action === "first-error" ? (
        <button type="button" className="link-button status-action" onClick={goToFirstError}>
          {t("shell.status.show")}
          <span className="visually-hidden">{t("shell.status.showWhat")}</span>
        </button>
      ) : null}
      {status.action === "retry" ? (
        <button type="button" className="link-button status-action" onClick={() => void save()}>
          {t("shell.status.retry")}
          <span className="visually-hidden">{t("shell.status.retryWhat")}</span>
        </button>
      ) : null}
    </div>
  );
}

export function ConflictDialog() {
  const { saveState, reloadKeepingEdits } = useStore();
  const savedBy = saveState.kind === "conflict" ? saveState.savedBy : undefined;
  const ref = useRef<HTMLDialogElement>(null);
  const t = useT();
  useEffect(() => {
    if (saveState.kind === "conflict") ref.current?.showModal();
    else ref.current?.close();
  }, [saveState.kind]);
  return (
    <dialog ref={ref} className="dialog" aria-labelledby="conflict-title">
      <h2 id="conflict-title">{savedBy ? t("shell.conflict.titleBy", { who: savedBy }) : t("shell.conflict.title")}</h2>
      <p>
        {savedBy ? t("shell.conflict.whyBy", { who: savedBy }) : t("shell.conflict.why")} {t("shell.conflict.then")}
      </p>
      <div className="dialog-actions">
        <button type="button" className="primary" onClick={reloadKeepingEdits}>
          {t("shell.conflict.reload")}
        </button>
      </div>
    </dialog>
  );
}
