/**
 * The editor's frame: where the owner is (pages, business, header, footer…), undo and redo, the problems the
 * check finds (each one a link to its field), Save, and the saved versions. Save is refused while the check
 * finds errors, so the file on disk is always one the site builds from.
 */
import { UndoNotice } from "./components/UndoNotice.tsx";
import { useEffect, useRef, useState } from "react";
import { Link, NavLink, Route, Routes, useLocation, useNavigate, useNavigationType } from "react-router-dom";
import { FindDialog, OpenFind } from "./components/FindDialog.tsx";
import { jumpTo, retryFocus, type JumpState } from "./components/jump.ts";
import { isError } from "./store/problems.ts";
import { PageScreen } from "./screens/PageScreen.tsx";
import { useUndoKeys } from "./components/useUndoKeys.ts";
import { SettingsScreen, settingsParts } from "./screens/SettingsScreen.tsx";
import { StartScreen } from "./screens/StartScreen.tsx";
import { PicturesScreen } from "./screens/pictures/PicturesScreen.tsx";
import { useStore } from "./store/StoreProvider.tsx";
import { ProblemsPanel } from "./components/ProblemsPanel.tsx";
import { HistoryDialog } from "./components/HistoryDialog.tsx";
import { SaveStatus, ConflictDialog } from "./components/SaveStatus.tsx";
import { DraftOffer } from "./components/DraftOffer.tsx";
import { PublishButton, PublishedVersionsButton } from "./components/PublishButton.tsx";
import { SignedIn } from "./components/SignedIn.tsx";
import { AppName } from "./components/AppName.tsx";
import { LanguageChoice } from "./i18n/LanguageChoice.tsx";
import { AnnounceProvider } from "./components/Announcer.tsx";
import { ScreenTitle } from "./components/ScreenTitle.tsx";
import { useFocusKept, useFocusOnScreenChange } from "./components/useFocusKept.ts";
import { useSaveKey } from "./components/useUndoKeys.ts";

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
    // On the document too, for the window's room above a control the keyboard reaches (editor.css).
    const observer = new ResizeObserver(() => {
      const height = `${element.getBoundingClientRect().height}px`;
      frame.style.setProperty("--topbar-height", height);
      document.documentElement.style.setProperty("--topbar-height", height);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { bar, app };
}

export function App() {
  const store = useStore();
  const { problems, save, undo, redo, canUndo, canRedo, dirty, schema } = store;
  // Ctrl/Cmd+Z anywhere in the editor (the canvas adds its own frame) is the session's undo.
  useUndoKeys(document, undo, redo);
  useSaveKey(document, () => dirty && void save());
  useFocusKept();
  useFocusOnScreenChange();
  const { pathname } = useLocation();
  const [showProblems, setShowProblems] = useState(false);
  // Closed, the problems give the keyboard back to their button.
  const problemsButton = useRef<HTMLButtonElement>(null);
  const closeProblems = () => {
    setShowProblems(false);
    problemsButton.current?.focus();
  };
  const [showHistory, setShowHistory] = useState(false);
  // Closed, or open with the text it was opened for ("" from the top bar).
  const [showFind, setShowFind] = useState<string | undefined>();
  const navigate = useNavigate();
  const errors = problems.filter(isError).length;
  const toFill = problems.filter((p) => p.toFill).length;
  const warnings = problems.length - errors - toFill;
  const { bar, app } = useTopbarHeight();
  const problemsWords =
    errors || warnings || toFill
      ? `${errors} ${errors === 1 ? "error" : "errors"}, ${warnings} ${warnings === 1 ? "warning" : "warnings"}` +
        (toFill ? `, ${toFill} to fill in` : "")
      : "";
  return (
    <div className="app" ref={app}>
      <AnnounceProvider>
        <header className="topbar" ref={bar}>
          <a className="skip" href="#screen">
            Skip to the editor
          </a>
          <AppName />
          <nav aria-label="Parts of the site">
            {/* A page's or a post's screen is within "Pages and posts". */}
            <Link to="/" aria-current={pathname === "/" || /^\/(pages|posts)\//.test(pathname) ? "page" : undefined}>
              Pages and posts
            </Link>
            <NavLink to="/pictures">Pictures</NavLink>
            {settingsParts(schema).map((part) => (
              <NavLink key={part.key} to={`/settings/${part.key}`}>
                {part.title}
              </NavLink>
            ))}
          </nav>
          <SignedIn />
          <LanguageChoice />
          <div className="topbar-actions">
            <button type="button" onClick={undo} disabled={!canUndo} aria-keyshortcuts="Control+Z Meta+Z">
              Undo
            </button>
            <button type="button" onClick={redo} disabled={!canRedo} aria-keyshortcuts="Control+Shift+Z Meta+Shift+Z">
              Redo
            </button>
            <button
              type="button"
              ref={problemsButton}
              aria-expanded={showProblems}
              className={errors ? "has-errors" : ""}
              onClick={() => setShowProblems((v) => !v)}
            >
              {problemsWords ? `Problems: ${problemsWords}` : "No problems"}
            </button>
            {/* The count said as it changes, as the owner types elsewhere. */}
            <span role="status" className="visually-hidden">
              {problemsWords ? `The check finds ${problemsWords}.` : "The check finds nothing to fix."}
            </span>
            <button type="button" onClick={() => setShowFind("")}>
              Find and replace
            </button>
            <button type="button" onClick={() => setShowHistory(true)}>
              History
            </button>
            <PublishedVersionsButton />
            <div className="save-bar">
              <SaveStatus />
              {/* Unavailable, not disabled: a disabled button lets the keyboard fall to the page's top after a save. */}
              <button
                type="button"
                className="primary"
                onClick={() => dirty && void save()}
                aria-disabled={!dirty}
                aria-keyshortcuts="Control+S Meta+S"
              >
                Save
              </button>
              <PublishButton />
            </div>
          </div>
          {/* In the bar, so the page screen's panels, sized to the window below it, make room for it. */}
          <DraftOffer />
        </header>
        <div className={showProblems ? "workspace with-problems" : "workspace"}>
          <main id="screen" tabIndex={-1}>
            <OpenFind.Provider value={(text = "") => setShowFind(text)}>
              <Routes>
                <Route path="/" element={<StartScreen />} />
                <Route path="/pages/:index" element={<PageScreen collection="pages" />} />
                <Route path="/posts/:index" element={<PageScreen collection="posts" />} />
                <Route path="/settings/:part" element={<SettingsScreen />} />
                <Route path="/pictures" element={<PicturesScreen />} />
                <Route path="*" element={<StartScreen />} />
              </Routes>
            </OpenFind.Provider>
          </main>
          {showProblems ? <ProblemsPanel onClose={closeProblems} /> : null}
        </div>
        <ScrollToTop />
        <JumpFocus />
        <UndoNotice />
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
        <ScreenTitle />
        <datalist id="site-addresses">
          {(["pages", "posts"] as const).flatMap((c) =>
            ((store.site[c] as { path?: string }[]) ?? []).map((e, i) => <option key={`${c}${i}`} value={e.path} />),
          )}
        </datalist>
      </AnnounceProvider>
    </div>
  );
}
