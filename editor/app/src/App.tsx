/**
 * The editor's frame: the top bar (where the owner is among the four groups, undo and redo, the problems the check
 * finds, each one a link to its field, where the work stands, Save and Publish), the screen, and the dialogs. Save is refused while the check
 * finds errors, so the file on disk is always one the site builds from.
 */
import { UndoNotice } from "./components/UndoNotice.tsx";
import { useEffect, useRef, useState } from "react";
import { Route, Routes, useLocation, useNavigate, useNavigationType } from "react-router-dom";
import { FindDialog, OpenFind } from "./components/FindDialog.tsx";
import { jumpTo, retryFocus, type JumpState } from "./components/jump.ts";
import { isError } from "./store/problems.ts";
import { PageScreen } from "./screens/PageScreen.tsx";
import { useUndoKeys } from "./components/useUndoKeys.ts";
import { SettingsScreen } from "./screens/SettingsScreen.tsx";
import { StartScreen } from "./screens/StartScreen.tsx";
import { PicturesScreen } from "./screens/pictures/PicturesScreen.tsx";
import { useStore } from "./store/StoreProvider.tsx";
import { ProblemsPanel } from "./components/ProblemsPanel.tsx";
import { HistoryDialog } from "./components/HistoryDialog.tsx";
import { ConflictDialog, useSaveStatus } from "./components/SaveStatus.tsx";
import { DraftOffer } from "./components/DraftOffer.tsx";
import { PublishDialogs, type PublishDialogName } from "./components/PublishButton.tsx";
import { BottomBar, TopBar } from "./components/TopBar.tsx";
import { GroupParts, useGroups } from "./components/GroupNav.tsx";
import { groupOf } from "./model/groups.ts";
import { FirstErrorOnRefusal } from "./components/FirstError.tsx";
import { AnnounceProvider } from "./components/Announcer.tsx";
import { ScreenTitle } from "./components/ScreenTitle.tsx";
import { useFocusKept, useFocusOnScreenChange } from "./components/useFocusKept.ts";
import { useSaveKey } from "./components/useUndoKeys.ts";
import { countsInWords } from "./components/ProblemsPill.tsx";
import { useT } from "./i18n/useT.ts";

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
    // On the document too, for the window's room above a control the keyboard reaches (styles/fields.css).
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
  const t = useT();
  const { problems, save, undo, redo, dirty } = store;
  // Ctrl/Cmd+Z anywhere in the editor (the canvas adds its own frame) is the session's undo.
  useUndoKeys(document, undo, redo);
  useSaveKey(document, () => dirty && void save());
  useFocusKept();
  useFocusOnScreenChange();
  const [showProblems, setShowProblems] = useState(false);
  // Closed, the problems give the keyboard back to their button.
  const problemsButton = useRef<HTMLButtonElement>(null);
  const closeProblems = () => {
    setShowProblems(false);
    problemsButton.current?.focus();
  };
  // On a page's screen the drawer lies over the fields: a jump to one of them closes it, so the field is in view.
  const location = useLocation();
  useEffect(() => {
    if ((location.state as JumpState | null)?.jump && /^\/(pages|posts)\//.test(location.pathname))
      setShowProblems(false);
  }, [location]);
  const [showHistory, setShowHistory] = useState(false);
  // Closed, or open with the text it was opened for ("" from the top bar).
  const [showFind, setShowFind] = useState<string | undefined>();
  const [publishDialog, setPublishDialog] = useState<PublishDialogName | undefined>();
  const navigate = useNavigate();
  const errors = problems.filter(isError).length;
  const toDo = problems.filter((p) => p.toFill).length;
  const counts = { errors, warnings: problems.length - errors - toDo, toDo };
  const status = useSaveStatus();
  // A group's screens list its parts beside them; a page's screen needs the whole width.
  const { pathname } = location;
  const groups = useGroups();
  const group = groupOf(pathname, groups);
  const partsGroup = /^\/(pages|posts)\//.test(pathname) ? undefined : groups.find((g) => g.key === group);
  const { bar, app } = useTopbarHeight();
  const countWords = countsInWords(counts);
  return (
    <div className="app" ref={app}>
      <AnnounceProvider>
        <header className="topbar" ref={bar}>
          <a className="skip" href="#screen">
            {t("shell.skip")}
          </a>
          <TopBar
            ref={problemsButton}
            status={status}
            counts={counts}
            problemsOpen={showProblems}
            toggleProblems={() => setShowProblems((open) => !open)}
            openFind={() => setShowFind("")}
            openHistory={() => setShowHistory(true)}
            openPublish={setPublishDialog}
          />
          {/* The count said as it changes, as the owner types elsewhere. */}
          <span role="status" className="visually-hidden">
            {countWords ? t("shell.check.finds", { counts: countWords }) : t("shell.check.nothing")}
          </span>
          {/* In the bar, so the page screen's panels, sized to the window below it, make room for it. */}
          <DraftOffer />
        </header>
        <div
          className={["workspace", partsGroup ? "group-screen" : "", showProblems ? "with-drawer" : ""]
            .join(" ")
            .trim()}
        >
          {partsGroup ? <GroupParts group={partsGroup} /> : null}
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
          {/* A drawer over the right of the screen: the outline and the canvas keep their sizes. */}
          {showProblems ? (
            <div className="problems-drawer" id="problems-drawer">
              <ProblemsPanel onClose={closeProblems} />
            </div>
          ) : null}
        </div>
        <BottomBar status={status} openPublish={setPublishDialog} />
        <PublishDialogs open={publishDialog} onClose={() => setPublishDialog(undefined)} />
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
