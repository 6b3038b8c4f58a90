/** Where the owner's work stands (model/save-status.ts), in the top bar's slot of fixed width; and a save refused by a change on disk. */
import { useEffect, useRef } from "react";
import { saveStatus, type LastPublish, type Status } from "../model/save-status.ts";
import { useLastPublish } from "../store/publish.ts";
import { useStore } from "../store/StoreProvider.tsx";
import { isError } from "../store/problems.ts";
import { useGoToFirstError } from "./FirstError.tsx";

/**
 * The one state the editor is in. A publish's outcome belongs to the file it published: once another version is
 * saved (or the owner edits), it says nothing more.
 */
export function useSaveStatus(): Status {
  const { saveState, dirty, problems, draftOffer, baseHash } = useStore();
  const publish = useLastPublish();
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
  return (
    <div className={`status-slot tone-${status.tone}`} data-state={status.kind}>
      <span className="save-status" role="status" title={status.text}>
        {status.text}
      </span>
      {status.action === "first-error" ? (
        <button type="button" className="link-button status-action" onClick={goToFirstError}>
          Show<span className="visually-hidden"> the first error</span>
        </button>
      ) : null}
      {status.action === "retry" ? (
        <button type="button" className="link-button status-action" onClick={() => void save()}>
          Try again<span className="visually-hidden"> to save</span>
        </button>
      ) : null}
    </div>
  );
}

export function ConflictDialog() {
  const { saveState, reloadKeepingEdits } = useStore();
  const savedBy = saveState.kind === "conflict" ? saveState.savedBy : undefined;
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    if (saveState.kind === "conflict") ref.current?.showModal();
    else ref.current?.close();
  }, [saveState.kind]);
  return (
    <dialog ref={ref} className="dialog" aria-labelledby="conflict-title">
      <h2 id="conflict-title">
        {savedBy ? `${savedBy} saved a change while you were editing` : "The file changed while you were editing"}
      </h2>
      <p>
        {savedBy
          ? `${savedBy} saved a change meanwhile, so nothing of yours was saved yet, and their change is safe.`
          : "site.json was changed outside this editor since you opened it (another editor, or a git pull). Nothing was saved, so those changes are safe."}{" "}
        Reload it, and your edits here are applied again on top: both are kept, and where you both changed the same
        thing, yours is. Look it over, then save.
      </p>
      <div className="dialog-actions">
        <button type="button" className="primary" onClick={reloadKeepingEdits}>
          Reload and keep my edits
        </button>
      </div>
    </dialog>
  );
}
