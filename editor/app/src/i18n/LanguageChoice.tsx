/** The editor's language, chosen in the top bar: named in both languages, so either reader finds it. */
import { chooseLanguage, type EditorLanguage } from "./language.ts";
import { useEditorLanguage } from "./useT.ts";
import "./language-choice.css";

export function LanguageChoice() {
  const language = useEditorLanguage();
  return (
    <select
      className="language-choice"
      aria-label="Editor language / Idioma del editor"
      value={language}
      onChange={(event) => chooseLanguage(event.target.value as EditorLanguage)}
    >
      <option value="en" lang="en">
        English
      </option>
      <option value="es" lang="es">
        Español
      </option>
      {language === "xx" ? <option value="xx">⟦Pséúdó⟧</option> : null}
    </select>
  );
}
