/**
 * Find and replace: every place the site's wording holds a text, each named as the problems name places and opened
 * at its field with a press, and one button that changes them all (one step of Undo). See find.ts for what is searched.
 */
import { createContext, useDeferredValue, useMemo, useState, type ReactNode } from "react";
import { findText, replaceText, type Found } from "../model/find.ts";
import { ownerPlaceAndField } from "../model/owner-place.ts";
import { pathKey } from "../model/paths.ts";
import { Dialog } from "./Dialog.tsx";
import { useStore } from "../store/StoreProvider.tsx";
import { useT } from "../i18n/useT.ts";

/** Places listed at most; the count says how many there are. */
const LISTED = 100;

/** Characters of context shown either side of the first match. */
const AROUND = 40;

/** Opens Find and replace from anywhere in the editor, with a text to find already in it (App provides it). */
export const OpenFind = createContext<(text?: string) => void>(() => {});

export function FindDialog({
  onClose,
  onOpen,
  initial = "",
}: {
  onClose: () => void;
  onOpen: (found: Found) => void;
  /** The text to find, when the dialog is opened for one (the Form screen's buttons' words). */
  initial?: string;
}) {
  const { site, schema, update } = useStore();
  const t = useT();
  const [needle, setNeedle] = useState(initial);
  const [replacement, setReplacement] = useState("");
  const [done, setDone] = useState<string | undefined>();
  // Typing stays quick on a large site: the list follows a moment behind.
  const sought = useDeferredValue(needle);
  const found = useMemo(() => findText(site, sought), [site, sought]);
  const matches = found.reduce((sum, place) => sum + place.at.length, 0);
  const replace = () => {
    update((current) => replaceText(current, needle, replacement));
    setDone(t("find.replaced", { matches, places: found.length }));
  };
  return (
    <Dialog title={t("find.title")} onClose={onClose}>
      <p>{t("find.intro")}</p>
      <label className="field-label" htmlFor="find-text">
        {t("find.find")}
      </label>
      <input
        id="find-text"
        type="search"
        value={needle}
        autoFocus={!initial}
        onChange={(e) => {
          setNeedle(e.target.value);
          setDone(undefined);
        }}
      />
      <p role="status" className="find-count">
        {done ?? (sought.trim() ? t("find.count", { matches, places: found.length }) : "")}
      </p>
      {found.length ? (
        <ol className="find-results">
          {found.slice(0, LISTED).map((place) => (
            <li key={pathKey(place.path)}>
              <button type="button" className="link-button" onClick={() => onOpen(place)}>
                {ownerPlaceAndField(place.path, site, schema) ?? pathKey(place.path)}
              </button>
              <span className="find-context">{context(place, sought.length)}</span>
            </li>
          ))}
        </ol>
      ) : null}
      {found.length > LISTED ? <p>{t("find.firstListed", { count: LISTED })}</p> : null}
      <label className="field-label" htmlFor="replace-text">
        {t("find.replaceWith")}
      </label>
      {/* Opened for a text, the owner's next step is its new words: the attribute itself (React's autoFocus sets
          none), which the dialog's showModal() looks for. */}
      <input
        id="replace-text"
        type="text"
        value={replacement}
        ref={(input) => {
          if (input && initial) input.setAttribute("autofocus", "");
        }}
        onChange={(e) => setReplacement(e.target.value)}
      />
      <div className="dialog-actions">
        <button type="button" className="primary" disabled={!found.length || needle !== sought} onClick={replace}>
          {found.length ? t("find.replaceIn", { places: found.length }) : t("find.replace")}
        </button>
        <button type="button" onClick={onClose}>
          {t("common.close")}
        </button>
      </div>
    </Dialog>
  );
}

/** The text around its first match, the match marked. */
function context(place: Found, length: number): ReactNode {
  const start = place.at[0]!;
  const from = Math.max(0, start - AROUND);
  const to = Math.min(place.text.length, start + length + AROUND);
  return (
    <>
      {from > 0 ? "…" : ""}
      {place.text.slice(from, start)}
      <mark>{place.text.slice(start, start + length)}</mark>
      {place.text.slice(start + length, to)}
      {to < place.text.length ? "…" : ""}
    </>
  );
}
