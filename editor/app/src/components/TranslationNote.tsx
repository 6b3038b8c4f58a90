/** Under a field of a translation: what its text still says in the original's language, with a way to keep it. */
import { valueAt } from "../../../../src/site/json-path.ts";
import { createContext, useContext } from "react";
import { useNavigate } from "react-router-dom";
import { fieldId, pathKey, setAt, type Path } from "../model/paths.ts";
import { keepSame, languageIndex } from "../model/translations.ts";
import type { FieldNote } from "../model/field-notes.ts";
import { languageName } from "../model/words.ts";
import { previewUrl } from "../store/api.ts";
import { useStore } from "../store/StoreProvider.tsx";
import { jumpTo } from "./jump.ts";
import { useT } from "../i18n/useT.ts";

/** A picture's file as the picture field shows it, without its folder. */
const fileName = (src: string): string => src.replace(/^images\//, "");

/** The notes of the screen open (a translated page, the other languages' texts), by a field's path. */
export const TranslationContext = createContext<((path: Path) => FieldNote | undefined) | undefined>(undefined);

/**
 * Under a field of a translation: its text still the original's (a note, not a problem: the site builds either way),
 * or what the original language says there.
 */
export function TranslationNote({ path }: { path: Path }) {
  const note = useContext(TranslationContext)?.(path);
  const { site, update, settle } = useStore();
  const navigate = useNavigate();
  const t = useT();
  if (!note) return null;
  // A language just added has no code yet.
  const [from, to] = [languageName(note.from), note.to ? languageName(note.to) : t("problems.note.thisLanguage")];
  // The keyboard goes back to the field when a note goes with the button pressed.
  const backToField = (event: { currentTarget: HTMLElement }) => {
    const field = event.currentTarget.closest(".field")?.querySelector<HTMLElement>("input, textarea");
    requestAnimationFrame(() => field?.focus());
  };
  // A picture's note: back to its button once the note goes.
  const backToPicture = () => requestAnimationFrame(() => document.getElementById(fieldId(path))?.focus());
  const index = languageIndex(site, note.to);
  const text = valueAt(site, path);
  const { behind, ahead } = note;
  return (
    <div className="field-notes" id={`same-${pathKey(path)}`}>
      {note.same ? (
        <p className="field-note">
          {t("problems.note.same", { onPage: note.onPage ? "yes" : "no", from, to })}
          {index >= 0 && typeof text === "string" ? (
            <button
              type="button"
              className="link-button keep-same"
              onClick={(event) => {
                update((current) => keepSame(current, index, text));
                backToField(event);
              }}
            >
              {t("problems.note.keepSame", { to })}
            </button>
          ) : null}
        </p>
      ) : note.reference !== undefined && !behind ? (
        <p className="field-help field-reference">
          {t("problems.note.reference", { from })} <q lang={note.from}>{note.reference}</q>
        </p>
      ) : null}
      {behind?.picture ? (
        <p className="field-note behind">
          <img className="field-note-picture" src={previewUrl(behind.now)} alt="" width={48} height={32} />
          {t("problems.note.pictureChanged", { from, now: fileName(behind.now), was: fileName(behind.was) })}{" "}
          <button
            type="button"
            className="link-button"
            onClick={() => {
              settle(behind.openedPath);
              backToPicture();
            }}
          >
            {t("problems.note.noChange", { to })}
          </button>
          .{" "}
          <button
            type="button"
            className="link-button"
            onClick={() => {
              update((current) => setAt(current, path, behind.now) as typeof current);
              backToPicture();
            }}
          >
            {t("problems.note.useSamePicture")}
          </button>
        </p>
      ) : behind ? (
        <p className="field-note behind">
          {t("problems.note.textChangedRead", { from })} <q lang={note.from}>{behind.was}</q>{" "}
          {t("problems.note.textChangedNow")} <q lang={note.from}>{behind.now}</q>
          {t("problems.note.textChangedDo")}{" "}
          <button
            type="button"
            className="link-button"
            onClick={(event) => {
              settle(behind.openedPath);
              backToField(event);
            }}
          >
            {t("problems.note.noChange", { to })}
          </button>
          .
        </p>
      ) : null}
      {ahead?.map((version) => (
        <p className="field-note ahead" key={pathKey(version.path)}>
          {version.picture ? (
            <>{t("problems.note.aheadPicture", { language: languageName(version.language) })} </>
          ) : (
            <>
              {t("problems.note.aheadText", { language: languageName(version.language) })}{" "}
              <q lang={version.language}>{version.text}</q>.{" "}
            </>
          )}
          <button type="button" className="link-button" onClick={() => jumpTo(navigate, version.path)}>
            {t("problems.note.changeThere")}
          </button>
        </p>
      ))}
    </div>
  );
}
