/**
 * The unsaved edits kept from an earlier visit, offered back: what they change, said, before the owner chooses; once
 * brought back, the editor opens where the owner was, and says what came back.
 */
import { useEffect, useMemo, useRef, useState } from "react";
import { useNavigate } from "react-router-dom";
import { changedParts, inList } from "../model/draft-words.ts";
import { useStore } from "../store/StoreProvider.tsx";
import { jumpTo } from "./jump.ts";

export function DraftOffer() {
  const { draftOffer, acceptDraft, dismissDraft, schema } = useStore();
  const navigate = useNavigate();
  // Discarding cannot be undone: it is asked once more, with the keyboard on the choice that keeps them.
  const [asking, setAsking] = useState(false);
  // What came back, said until the owner closes the note.
  const [broughtBack, setBroughtBack] = useState<string | undefined>();
  const keep = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (asking) keep.current?.focus();
  }, [asking]);
  const parts = useMemo(
    () => (draftOffer ? inList(changedParts(draftOffer.base, draftOffer.site, schema)) : ""),
    [draftOffer, schema],
  );
  if (broughtBack !== undefined)
    return (
      <div className="draft-offer" role="status">
        <p>
          Brought back: your changes{broughtBack ? ` to ${broughtBack}` : ""}. Undo takes them back one at a time; Save
          keeps them.
        </p>
        <button type="button" onClick={() => setBroughtBack(undefined)}>
          Close this note
        </button>
      </div>
    );
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
  const bringBack = () => {
    const { where, last } = acceptDraft();
    setBroughtBack(parts);
    // The screen the owner was on; at the last change's field when that is on it.
    const screenOfLast = last ? screenOf(last) : undefined;
    if (last && (!where || where === screenOfLast)) jumpTo(navigate, last);
    else if (where) navigate(where);
  };
  return (
    <div className="draft-offer" role="alert">
      <p>
        You have changes from {at} that were never saved (the tab was closed or the computer stopped)
        {parts ? `, to ${parts}` : ""}.
      </p>
      <button type="button" className="primary" onClick={bringBack}>
        Bring them back
      </button>
      <button type="button" onClick={() => setAsking(true)}>
        Discard them
      </button>
    </div>
  );
}

/** The editor's screen a place is shown on, as jumpTo opens it. */
function screenOf(path: readonly (string | number)[]): string | undefined {
  const [top, index] = path;
  if ((top === "pages" || top === "posts") && typeof index === "number") return `/${top}/${index}`;
  return typeof top === "string" ? `/settings/${top}` : undefined;
}
