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
  if (!note) return null;
  // A language just added has no code yet.
  const [from, to] = [languageName(note.from), note.to ? languageName(note.to) : "this language"];
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
          Same as {note.onPage ? `on the ${from} page` : `in ${from}`}. Translate it, or keep it if it is the same in{" "}
          {to}.
          {index >= 0 && typeof text === "string" ? (
            <button
              type="button"
              className="link-button keep-same"
              onClick={(event) => {
                update((current) => keepSame(current, index, text));
                backToField(event);
              }}
            >
              It is the same in {to}
            </button>
          ) : null}
        </p>
      ) : note.reference !== undefined && !behind ? (
        <p className="field-help field-reference">
          In {from}: <q lang={note.from}>{note.reference}</q>
        </p>
      ) : null}
      {behind?.picture ? (
        <p className="field-note behind">
          <img className="field-note-picture" src={previewUrl(behind.now)} alt="" width={48} height={32} />
          The {from} page has another picture here now ({fileName(behind.now)}, in place of {fileName(behind.was)}). Use
          the same one, or say{" "}
          <button
            type="button"
            className="link-button"
            onClick={() => {
              settle(behind.openedPath);
              backToPicture();
            }}
          >
            it needs no change in {to}
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
            Use the same picture
          </button>
        </p>
      ) : behind ? (
        <p className="field-note behind">
          The {from} text here changed: it read <q lang={note.from}>{behind.was}</q> and now reads{" "}
          <q lang={note.from}>{behind.now}</q>. Change this one to match, or say{" "}
          <button
            type="button"
            className="link-button"
            onClick={(event) => {
              settle(behind.openedPath);
              backToField(event);
            }}
          >
            it needs no change in {to}
          </button>
          .
        </p>
      ) : null}
      {ahead?.map((version) => (
        <p className="field-note ahead" key={pathKey(version.path)}>
          {version.picture ? (
            <>The {languageName(version.language)} version still shows the picture from before your change. </>
          ) : (
            <>
              The {languageName(version.language)} version still reads here as before your change:{" "}
              <q lang={version.language}>{version.text}</q>.{" "}
            </>
          )}
          <button type="button" className="link-button" onClick={() => jumpTo(navigate, version.path)}>
            Change it there
          </button>
        </p>
      ))}
    </div>
  );
}
