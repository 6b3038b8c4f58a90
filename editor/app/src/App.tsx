/**
 * The editor's frame: where the owner is (pages, business, header, footer…), undo and redo, the problems the
 * check finds (each one a link to its field), Save, and the saved versions. Save is refused while the check
 * finds errors, so the file on disk is always one the site builds from.
 */
import { useEffect, useRef, useState } from "react";
import { NavLink, Route, Routes, useLocation, useNavigate, useNavigationType } from "react-router-dom";
import * as api from "./store/api.ts";
import { FindDialog, OpenFind } from "./components/FindDialog.tsx";
import { jumpTo } from "./components/jump.ts";
import { RemedyButton } from "./components/RemedyButton.tsx";
import { fieldId, hintSentence, KIND_WORDS, kindOf, sentence } from "./fields/SchemaField.tsx";
import { placeInEditorWords } from "./model/problem-words.ts";
import { pathKey, type JsonSchema, type Path } from "./model/schema.ts";
import { PageScreen, useUndoKeys } from "./screens/PageScreen.tsx";
import { SettingsScreen, settingsParts } from "./screens/SettingsScreen.tsx";
import { Dialog, StartScreen } from "./screens/StartScreen.tsx";
import { isError, useStore } from "./store/StoreProvider.tsx";

export interface JumpState {
  jump: Path;
  at: number;
}

/** Focuses the field for `path` (or the nearest enclosing one that is shown), once it is on screen. */
export function focusPath(path: Path, root: ParentNode = document): boolean {
  for (let n = path.length; n > 0; n--) {
    const part = path.slice(0, n);
    const direct = root.querySelector<HTMLElement>(`#${CSS.escape(fieldId(part))}`);
    const box = root.querySelector<HTMLElement>(`[data-path="${CSS.escape(pathKey(part))}"]`);
    const target = direct ?? box?.querySelector<HTMLElement>("input, select, textarea, button") ?? null;
    if (target) {
      target.scrollIntoView({ block: "center" });
      target.focus();
      return true;
    }
  }
  return false;
}

/** Tries to focus `path` for up to a second (a screen's fields appear a moment after it is shown). */
export function retryFocus(path: Path): () => void {
  let tries = 0;
  const timer = setInterval(() => {
    if (focusPath(path) || ++tries > 20) clearInterval(timer);
  }, 50);
  return () => clearInterval(timer);
}

function ProblemsPanel({ onClose }: { onClose: () => void }) {
  const { problems } = useStore();
  const navigate = useNavigate();
  // Opened, the panel takes the keyboard: on a phone it is drawn above the screen, where the owner's eyes are not yet.
  const title = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    title.current?.focus();
    title.current?.scrollIntoView({ block: "nearest" });
  }, []);
  // Errors first, then the fields to fill in, then warnings; each in the file's order.
  const rank = { error: 0, fill: 1, warning: 2 };
  const sorted = [...problems].sort((a, b) => rank[kindOf(a)] - rank[kindOf(b)] || a.line - b.line);
  return (
    <aside className="problems-panel" aria-labelledby="problems-title">
      <div className="panel-head">
        <h2 id="problems-title" ref={title} tabIndex={-1}>
          Problems
        </h2>
        <button type="button" onClick={onClose}>
          Close<span className="visually-hidden"> the problems</span>
        </button>
      </div>
      {sorted.length === 0 ? <p>No problems: the site can be saved.</p> : null}
      <ol>
        {sorted.map((problem, index) => (
          <li key={index} className={`problem problem-${kindOf(problem)}`}>
            <button type="button" className="link-button" onClick={() => jumpTo(navigate, problem.path)}>
              <span className="problem-place">{problem.place}</span>
            </button>
            <span>
              {KIND_WORDS[kindOf(problem)]}: {sentence(problem.message)}
              {problem.expected ? ` Expected: ${problem.expected}.` : ""}
              {problem.hint ? ` ${hintSentence(problem.hint)}` : ""}
            </span>
            <RemedyButton problem={problem} />
          </li>
        ))}
      </ol>
    </aside>
  );
}

const when = (version: api.Version) => (version.savedAt ? new Date(version.savedAt).toLocaleString() : version.id);

/** "Header › Item 2 › Label, Footer › Services heading and 3 more": the places the save after a version changed. */
function changedWords(changed: NonNullable<api.Version["changed"]>, site: unknown, schema: JsonSchema): string {
  const names = [
    ...new Set(changed.places.map((place) => placeInEditorWords(place, site, schema) ?? "the whole file")),
  ];
  const more = changed.count - changed.places.length;
  if (more > 0) return `${names.join(", ")} and ${more} more`;
  return names.length > 1 ? `${names.slice(0, -1).join(", ")} and ${names[names.length - 1]}` : names[0]!;
}

function HistoryDialog({ onClose }: { onClose: () => void }) {
  const { baseHash, dirty, replaceFromDisk, site, schema } = useStore();
  const [versions, setVersions] = useState<api.Version[] | undefined>();
  const [message, setMessage] = useState<string | undefined>();
  useEffect(() => {
    api
      .listVersions()
      .then((answer) => setVersions(answer.versions))
      .catch((e: unknown) => setMessage(String(e)));
  }, []);
  return (
    <Dialog title="Saved versions" onClose={onClose}>
      <p>Each save keeps the version it replaced. Restoring one saves it as the current file.</p>
      {dirty ? <p className="problem problem-warning">Restoring replaces your unsaved changes.</p> : null}
      {message ? <p role="alert">{message}</p> : null}
      {versions?.length === 0 ? <p>No earlier versions yet: they appear after the first save.</p> : null}
      <ul className="versions">
        {versions?.map((version) => (
          <li key={version.id}>
            <span>
              {when(version)}
              {version.bytes ? ` (${Math.round(version.bytes / 1024)} KB)` : ""}
              {version.changed?.count ? (
                <span className="version-changed">
                  Before a change to {changedWords(version.changed, site, schema)}
                  {version.changed.text ? (
                    <>
                      : “{version.changed.text.was}” became “{version.changed.text.now}”
                    </>
                  ) : null}
                </span>
              ) : null}
            </span>
            <button
              type="button"
              onClick={async () => {
                const answer = await api.restoreVersion(version.id, baseHash);
                if (answer.kind === "saved") {
                  const loaded = await api.loadSite();
                  if ("data" in loaded && loaded.data) replaceFromDisk(loaded.hash, loaded.data);
                  onClose();
                } else if (answer.kind === "invalid")
                  setMessage("That version no longer passes the check, so it was not restored.");
                else setMessage("site.json changed on disk meanwhile; reload the editor first.");
              }}
            >
              Restore<span className="visually-hidden"> the version of {when(version)}</span>
            </button>
          </li>
        ))}
      </ul>
      <div className="dialog-actions">
        <button type="button" onClick={onClose}>
          Close
        </button>
      </div>
    </Dialog>
  );
}

function SaveStatus() {
  const { saveState, dirty } = useStore();
  let text = dirty ? "Unsaved changes" : "All changes saved";
  if (saveState.kind === "saving") text = "Saving…";
  if (saveState.kind === "refused")
    text = `Not saved: ${saveState.errors} ${saveState.errors === 1 ? "error" : "errors"} to fix first (see Problems)`;
  if (saveState.kind === "failed") text = `Not saved: ${saveState.message}`;
  if (saveState.kind === "saved" && !dirty) text = `Saved at ${saveState.at.toLocaleTimeString()}`;
  return (
    <span className="save-status" role="status">
      {text}
    </span>
  );
}

function ConflictDialog() {
  const { saveState, reloadKeepingEdits } = useStore();
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    if (saveState.kind === "conflict") ref.current?.showModal();
    else ref.current?.close();
  }, [saveState.kind]);
  return (
    <dialog ref={ref} className="dialog" aria-labelledby="conflict-title">
      <h2 id="conflict-title">The file changed while you were editing</h2>
      <p>
        site.json was changed outside this editor since you opened it (another editor, or a git pull). Nothing was
        saved, so those changes are safe. Reload it, and your edits here are applied again on top: both are kept, and
        where you both changed the same thing, yours is. Look it over, then save.
      </p>
      <div className="dialog-actions">
        <button type="button" className="primary" onClick={reloadKeepingEdits}>
          Reload and keep my edits
        </button>
      </div>
    </dialog>
  );
}

function DraftOffer() {
  const { draftOffer, acceptDraft, dismissDraft } = useStore();
  if (!draftOffer) return null;
  return (
    <div className="draft-offer" role="alert">
      <p>
        You have changes from {new Date(draftOffer.at).toLocaleString()} that were never saved (the tab was closed or
        the computer stopped).
      </p>
      <button type="button" className="primary" onClick={acceptDraft}>
        Bring them back
      </button>
      <button type="button" onClick={dismissDraft}>
        Discard them
      </button>
    </div>
  );
}

/**
 * A refused Save takes the keyboard to the first error, as a form does: on the screen open where it has one, else the
 * first of the file. On a phone the status line said "see Problems" with the field out of sight.
 */
function FirstErrorOnRefusal() {
  const { saveState, problems } = useStore();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const latest = useRef({ problems, pathname });
  latest.current = { problems, pathname };
  useEffect(() => {
    if (saveState.kind !== "refused") return;
    const errors = latest.current.problems.filter(isError).sort((a, b) => a.line - b.line);
    const [, collection, index, part] =
      /^\/(?:(pages|posts)\/(\d+)|settings\/([^/]+))/.exec(latest.current.pathname) ?? [];
    const here = errors.find(({ path }) =>
      collection ? path[0] === collection && path[1] === Number(index) : part !== undefined && path[0] === part,
    );
    const first = here ?? errors[0];
    if (first) jumpTo(navigate, first.path);
  }, [saveState, navigate]);
  return null;
}

/** After a jump from the problems list, focus the field once the screen shows it. */
function JumpFocus() {
  const location = useLocation();
  useEffect(() => {
    const state = location.state as JumpState | null;
    // A page's or post's fields: its screen selects the section first, then focuses.
    if (!state?.jump || state.jump[0] === "pages" || state.jump[0] === "posts") return;
    return retryFocus(state.jump);
  }, [location]);
  return null;
}

/**
 * A screen opened by a link or a button starts at its top, as a new page in a browser does, not where the last one
 * was scrolled to (a post added from the bottom of the list opened with its canvas half scrolled away). Back and
 * forward leave the browser's own place; a jump from the problems list scrolls to its field (JumpFocus).
 */
function ScrollToTop() {
  const { pathname } = useLocation();
  const how = useNavigationType();
  useEffect(() => {
    if (how !== "POP") window.scrollTo(0, 0);
  }, [pathname, how]);
  return null;
}

/**
 * The top bar's height, as `--topbar-height` on the editor: the panels below it fill the window's rest. The bar wraps
 * onto two or three lines in a window narrower than its links, and a height taken for one line left the page screen's
 * panels and canvas running below the window's edge.
 */
function useTopbarHeight() {
  const bar = useRef<HTMLElement>(null);
  const app = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const [element, frame] = [bar.current, app.current];
    if (!element || !frame) return;
    const observer = new ResizeObserver(() =>
      frame.style.setProperty("--topbar-height", `${element.getBoundingClientRect().height}px`),
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { bar, app };
}

export function App() {
  const store = useStore();
  const { problems, save, undo, redo, canUndo, canRedo, dirty, schema, file } = store;
  // Ctrl/Cmd+Z anywhere in the editor (the canvas adds its own frame) is the session's undo.
  useUndoKeys(document, undo, redo);
  const [showProblems, setShowProblems] = useState(false);
  const [showHistory, setShowHistory] = useState(false);
  // Closed, or open with the text it was opened for ("" from the top bar).
  const [showFind, setShowFind] = useState<string | undefined>();
  const navigate = useNavigate();
  const errors = problems.filter(isError).length;
  const toFill = problems.filter((p) => p.toFill).length;
  const warnings = problems.length - errors - toFill;
  const { bar, app } = useTopbarHeight();
  return (
    <div className="app" ref={app}>
      <header className="topbar" ref={bar}>
        <a className="skip" href="#screen">
          Skip to the editor
        </a>
        <p className="app-name">
          Site editor <code>{file}</code>
        </p>
        <nav aria-label="Parts of the site">
          <NavLink to="/" end>
            Pages and posts
          </NavLink>
          {settingsParts(schema).map((part) => (
            <NavLink key={part.key} to={`/settings/${part.key}`}>
              {part.title}
            </NavLink>
          ))}
        </nav>
        <div className="topbar-actions">
          <button type="button" onClick={undo} disabled={!canUndo} aria-keyshortcuts="Control+Z Meta+Z">
            Undo
          </button>
          <button type="button" onClick={redo} disabled={!canRedo} aria-keyshortcuts="Control+Shift+Z Meta+Shift+Z">
            Redo
          </button>
          <button
            type="button"
            aria-expanded={showProblems}
            className={errors ? "has-errors" : ""}
            onClick={() => setShowProblems((v) => !v)}
          >
            {errors || warnings || toFill
              ? `Problems: ${errors} ${errors === 1 ? "error" : "errors"}, ${warnings} ${warnings === 1 ? "warning" : "warnings"}` +
                (toFill ? `, ${toFill} to fill in` : "")
              : "No problems"}
          </button>
          <button type="button" onClick={() => setShowFind("")}>
            Find and replace
          </button>
          <button type="button" onClick={() => setShowHistory(true)}>
            History
          </button>
          <div className="save-bar">
            <SaveStatus />
            <button type="button" className="primary" onClick={() => void save()} disabled={!dirty}>
              Save
            </button>
          </div>
        </div>
      </header>
      <DraftOffer />
      <div className={showProblems ? "workspace with-problems" : "workspace"}>
        <main id="screen" tabIndex={-1}>
          <OpenFind.Provider value={(text = "") => setShowFind(text)}>
            <Routes>
              <Route path="/" element={<StartScreen />} />
              <Route path="/pages/:index" element={<PageScreen collection="pages" />} />
              <Route path="/posts/:index" element={<PageScreen collection="posts" />} />
              <Route path="/settings/:part" element={<SettingsScreen />} />
              <Route path="*" element={<StartScreen />} />
            </Routes>
          </OpenFind.Provider>
        </main>
        {showProblems ? <ProblemsPanel onClose={() => setShowProblems(false)} /> : null}
      </div>
      <ScrollToTop />
      <JumpFocus />
      <FirstErrorOnRefusal />
      <ConflictDialog />
      {showHistory ? <HistoryDialog onClose={() => setShowHistory(false)} /> : null}
      {showFind !== undefined ? (
        <FindDialog
          initial={showFind}
          onClose={() => setShowFind(undefined)}
          onOpen={(found) => {
            setShowFind(undefined);
            jumpTo(navigate, found.path);
          }}
        />
      ) : null}
      <datalist id="site-addresses">
        {(["pages", "posts"] as const).flatMap((c) =>
          ((store.site[c] as { path?: string }[]) ?? []).map((e, i) => <option key={`${c}${i}`} value={e.path} />),
        )}
      </datalist>
    </div>
  );
}
