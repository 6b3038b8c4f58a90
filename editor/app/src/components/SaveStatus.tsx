/** What Save did, and a save refused by a change on disk. */
import { useEffect, useRef } from "react";
import { useStore } from "../store/StoreProvider.tsx";
import { isError } from "../store/problems.ts";

export function SaveStatus() {
  const { saveState, dirty, problems } = useStore();
  // A refused save is said while errors are left, counted as the check counts them now: fixed, they are gone from here.
  const errors = problems.filter(isError).length;
  let text = dirty ? "Unsaved changes" : "All changes saved";
  if (saveState.kind === "saving") text = "Saving…";
  if (saveState.kind === "refused" && errors)
    text = `Not saved: ${errors} ${errors === 1 ? "error" : "errors"} to fix first (see Problems)`;
  if (saveState.kind === "failed") text = `Not saved: ${saveState.message}`;
  if (saveState.kind === "saved" && !dirty) text = saveState.words ?? `Saved at ${saveState.at.toLocaleTimeString()}`;
  return (
    <span className="save-status" role="status">
      {text}
    </span>
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
