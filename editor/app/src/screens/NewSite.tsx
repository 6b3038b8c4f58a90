/**
 * The first screen where the file the editor edits does not exist yet: another business starting its site. It offers
 * the sites the project holds, each to be copied whole (its pages, its look, its pictures) and then made one's own.
 */
import { useState } from "react";
import * as api from "../store/api.ts";
import { languageName } from "../model/words.ts";
import { STARTED_FROM } from "./start/MakeItYours.tsx";

export function NewSite({ missing, onStarted }: { missing: api.Missing; onStarted: () => void }) {
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
        ? `the copy has ${problems.length} ${problems.length === 1 ? "problem" : "problems"}: ${problems
            .map((problem: api.Problem) => problem.message)
            .join("; ")}`
        : error instanceof Error
          ? error.message
          : String(error);
      setState({ kind: "failed", message });
    }
  };
  return (
    <main className="app">
      <div className="screen new-site">
        <h1>Start your site</h1>
        <p>
          There is no <code>{missing.file}</code> here yet. Start from one of these sites: the editor copies it whole,
          with its pages, its look and its pictures, and you make it yours, from the business's name and phone to every
          page.
        </p>
        {missing.sites.length ? (
          <form
            onSubmit={(event) => {
              event.preventDefault();
              void start();
            }}
          >
            <fieldset>
              <legend>Start from</legend>
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
                    {site.description} {site.pages} {site.pages === 1 ? "page" : "pages"}, in{" "}
                    {site.languages.map((tag) => languageName(tag)).join(" and ")}.
                  </p>
                </div>
              ))}
            </fieldset>
            <button type="submit" className="primary" disabled={state.kind === "starting"}>
              Start from this site
            </button>
            {state.kind === "failed" ? <p role="alert">It could not be started: {state.message}.</p> : null}
          </form>
        ) : (
          <p role="alert">
            The project has no site to start from. Write <code>{missing.file}</code> by hand (the guide,
            docs/editing.md, shows every part), then reload this page.
          </p>
        )}
      </div>
    </main>
  );
}
