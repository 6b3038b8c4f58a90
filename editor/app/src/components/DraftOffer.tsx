/**
 * The unsaved edits kept from an earlier visit, offered back: what they change, said, before the owner chooses; once
 * brought back, the editor opens where the owner was, and says what came back.
 */
import { useEffect, useMemo, useRef, useState } from "react";
import { useNavigate } from "react-router-dom";
import { changedParts, inList } from "../model/draft-words.ts";
import { useStore } from "../store/StoreProvider.tsx";
import { jumpTo } from "./jump.ts";
import { useMoment, useT } from "../i18n/useT.ts";

export function DraftOffer() {
  const { draftOffer, acceptDraft, dismissDraft, schema } = useStore();
  const navigate = useNavigate();
  const t = useT();
  const moment = useMoment();
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
    // Said again in the language the owner switches to (t changes with it).
    [draftOffer, schema, t],
  );
  if (broughtBack !== undefined)
    return (
      <div className="draft-offer" role="status">
        <p>{t("shell.draft.broughtBack", { parts: broughtBack || "none" })}</p>
        <button type="button" onClick={() => setBroughtBack(undefined)}>
          {t("shell.draft.closeNote")}
        </button>
      </div>
    );
  if (!draftOffer) return null;
  const at = moment(draftOffer.at);
  if (asking)
    return (
      <div className="draft-offer" role="alert">
        <p>{t("shell.draft.discardSure", { at })}</p>
        <button type="button" ref={keep} className="primary" onClick={() => setAsking(false)}>
          {t("shell.draft.keep")}
        </button>
        <button type="button" onClick={dismissDraft}>
          {t("shell.draft.discardForGood")}
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
      <p>{t("shell.draft.found", { at, parts: parts || "none" })}</p>
      <button type="button" className="primary" onClick={bringBack}>
        {t("shell.draft.bringBack")}
      </button>
      <button type="button" onClick={() => setAsking(true)}>
        {t("shell.draft.discard")}
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
