/**
 * The first screen where the file the editor edits does not exist yet: another business starting its site. It offers
 * the sites the project holds, each to be copied whole (its pages, its look, its pictures) and then made one's own.
 */
import { useState } from "react";
import * as api from "../store/api.ts";
import { useEditorLanguage, useLanguageName, useT } from "../i18n/useT.ts";
import { SLOT, WordsAround } from "./WordsAround.tsx";
import { STARTED_FROM } from "./start/MakeItYours.tsx";

export function NewSite({ missing, onStarted }: { missing: api.Missing; onStarted: () => void }) {
  const t = useT();
  const languageName = useLanguageName();
  const language = useEditorLanguage();
  const [chosen, setChosen] = useState(missing.sites[0]?.id);
  const [state, setState] = useState<{ kind: "idle" | "starting" } | { kind: "failed"; message: string }>({
    kind: "idle",
  });
  const start = async () => {
    if (!chosen) return;
    setState({ kind: "starting" });
    try {
      await api.startSite(chosen);
      const name = missing.sites.find((site) => site.id === chosen)?.name;
      try {
        if (name) sessionStorage.setItem(STARTED_FROM, name);
      } catch {
        /* storage off: the editor opens without the first steps */
      }
      onStarted();
    } catch (error) {
      const problems = error instanceof api.ApiError ? error.body.problems : undefined;
      const message = Array.isArray(problems)
        ? t("settings.new.copyProblems", {
            count: problems.length,
            list: problems.map((problem: api.Problem) => problem.message).join("; "),
          })
        : error instanceof Error
          ? error.message
          : String(error);
      setState({ kind: "failed", message });
    }
  };
  return (
    <main className="app">
      <div className="screen new-site">
        <h1>{t("settings.new.title")}</h1>
        <p>
          <WordsAround words={t("settings.new.intro", { file: SLOT })}>
            <code>{missing.file}</code>
          </WordsAround>
        </p>
        {missing.sites.length ? (
          <form
            onSubmit={(event) => {
              event.preventDefault();
              void start();
            }}
          >
            <fieldset>
              <legend>{t("settings.new.startFrom")}</legend>
              {missing.sites.map((site) => (
                <div className="new-site-choice" key={site.id}>
                  <input
                    type="radio"
                    name="site"
                    id={`start-${site.id}`}
                    value={site.id}
                    checked={chosen === site.id}
                    onChange={() => setChosen(site.id)}
                    aria-describedby={`start-${site.id}-about`}
                  />
                  <label htmlFor={`start-${site.id}`}>{site.name}</label>
                  <p className="field-help" id={`start-${site.id}-about`}>
                    {t("settings.new.about", {
                      description: site.description,
                      pages: site.pages,
                      languages: listed(language, site.languages.map(languageName)),
                    })}
                  </p>
                </div>
              ))}
            </fieldset>
            <button type="submit" className="primary" disabled={state.kind === "starting"}>
              {t("settings.new.start")}
            </button>
            {state.kind === "failed" ? (
              <p role="alert">{t("settings.new.failed", { message: state.message })}</p>
            ) : null}
          </form>
        ) : (
          <p role="alert">
            <WordsAround words={t("settings.new.nothing", { file: SLOT })}>
              <code>{missing.file}</code>
            </WordsAround>
          </p>
        )}
      </div>
    </main>
  );
}

/** "English and Spanish", "inglés y español": a list of names as the editor's language joins them. */
function listed(language: string, names: string[]): string {
  return new Intl.ListFormat(language === "es" ? "es" : "en", { type: "conjunction" }).format(names);
}
