/** The editor app's entry: loads the site (or offers to start one) and renders the app around the store. */
import { StrictMode, useEffect, useState } from "react";
import { createRoot } from "react-dom/client";
import { BrowserRouter } from "react-router-dom";
import * as api from "./store/api.ts";
import type { Site } from "./model/site.ts";
import { App } from "./App.tsx";
import { NewSite } from "./screens/NewSite.tsx";
import { StoreProvider } from "./store/StoreProvider.tsx";
import { useT } from "./i18n/useT.ts";
import "./styles/tokens.css";
import "./styles/base.css";
import "./styles/shell.css";
import "./styles/screens.css";
import "./styles/fields.css";
import "./styles/page-editor.css";
import "./styles/dialogs.css";
// Last: the phone's layout overrides the rules above it.
import "./styles/phone.css";
import "./styles/touch.css";

function Broken({ loaded }: { loaded: api.Loaded }) {
  const t = useT();
  return (
    <main className="screen">
      <h1>{t("boot.cannotOpen", { file: loaded.file })}</h1>
      <p>{t("boot.notReadable")}</p>
      <ul>
        {loaded.problems.map((p, i) => (
          <li key={i}>{t("boot.problemAt", { line: p.line, column: p.column, message: p.message })}</li>
        ))}
      </ul>
    </main>
  );
}

function Boot() {
  // Everything below says its words again in a language just chosen (labels read it outside React).
  const t = useT();
  const [loaded, setLoaded] = useState<api.Loaded | api.Missing | undefined>();
  const [error, setError] = useState<string | undefined>();
  const load = () => api.loadSite().then(setLoaded, (e: unknown) => setError(String(e)));
  useEffect(() => {
    load();
  }, []);
  if (error) return <p role="alert">{t("boot.unreachable", { error })}</p>;
  if (!loaded) return <p role="status">{t("boot.loading")}</p>;
  if ("missing" in loaded) return <NewSite missing={loaded} onStarted={load} />;
  if (!loaded.data || typeof loaded.data !== "object") return <Broken loaded={loaded} />;
  return (
    <StoreProvider loaded={loaded as api.Loaded & { data: Site }}>
      <BrowserRouter>
        <App />
      </BrowserRouter>
    </StoreProvider>
  );
}

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <Boot />
  </StrictMode>,
);
