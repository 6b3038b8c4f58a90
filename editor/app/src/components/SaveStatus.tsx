/** What Save did, a save refused by a change on disk, and the unsaved edits kept from an earlier visit. */
import { useEffect, useRef, useState } from "react";
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

export function DraftOffer() {
  const { draftOffer, acceptDraft, dismissDraft } = useStore();
  // Discarding cannot be undone: it is asked once more, with the keyboard on the choice that keeps them.
  const [asking, setAsking] = useState(false);
  const keep = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (asking) keep.current?.focus();
  }, [asking]);
  if (!draftOffer) return null;
  const at = new Date(draftOffer.at).toLocaleString();
  if (asking)
    return (
      <div className="draft-offer" role="alert">
        <p>Discard the changes from {at} for good? They cannot be brought back afterwards, not even with Undo.</p>
        <button type="button" ref={keep} className="primary" onClick={() => setAsking(false)}>
          Keep them
        </button>
        <button type="button" onClick={dismissDraft}>
          Discard them for good
        </button>
      </div>
    );
  return (
    <div className="draft-offer" role="alert">
      <p>You have changes from {at} that were never saved (the tab was closed or the computer stopped).</p>
      <button type="button" className="primary" onClick={acceptDraft}>
        Bring them back
      </button>
      <button type="button" onClick={() => setAsking(true)}>
        Discard them
      </button>
    </div>
  );
}
