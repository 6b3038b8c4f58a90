/**
 * The editor's one top bar, its slots fixed so nothing moves as the state changes: the business at left, the four
 * groups, then Undo, Redo, Find and History as quiet icons, the problems, the save and publish state, Save, Publish
 * and the overflow. On a phone: the menu, the business, the problems, Find and the overflow, with Undo, Redo, the
 * state and the main action in the bottom bar.
 */
import { forwardRef, useState } from "react";
import { History, Redo2, Search, Undo2 } from "lucide-react";
import type { Status } from "../model/save-status.ts";
import { useStore } from "../store/StoreProvider.tsx";
import { AppName } from "./AppName.tsx";
import { GroupLinks, MenuDrawer } from "./GroupNav.tsx";
import { IconButton } from "./IconButton.tsx";
import { MoreMenu } from "./MoreMenu.tsx";
import { ProblemsPill, type ProblemCounts } from "./ProblemsPill.tsx";
import { PublishButton, type PublishDialogName } from "./PublishButton.tsx";
import { SaveStatus } from "./SaveStatus.tsx";
import { usePhoneLayout } from "./usePhoneLayout.ts";
import { useT } from "../i18n/useT.ts";

export interface TopBarActions {
  status: Status;
  counts: ProblemCounts;
  problemsOpen: boolean;
  toggleProblems: () => void;
  openFind: () => void;
  openHistory: () => void;
  openPublish: (dialog: PublishDialogName) => void;
}

/** Save: secondary, and unavailable rather than disabled, so the keyboard stays on it after a save. */
export function SaveButton({ className = "" }: { className?: string }) {
  const { dirty, save } = useStore();
  const t = useT();
  return (
    <button
      type="button"
      className={`save-button ${className}`}
      onClick={() => dirty && void save()}
      aria-disabled={!dirty}
      aria-keyshortcuts="Control+S Meta+S"
    >
      {t("shell.save")}
    </button>
  );
}

export function UndoRedo() {
  const { undo, redo, canUndo, canRedo } = useStore();
  const t = useT();
  return (
    <>
      <IconButton
        label={t("shell.undo")}
        icon={Undo2}
        keys={t("shell.keys.undo")}
        onClick={undo}
        disabled={!canUndo}
        aria-keyshortcuts="Control+Z Meta+Z"
      />
      <IconButton
        label={t("shell.redo")}
        icon={Redo2}
        keys={t("shell.keys.redo")}
        onClick={redo}
        disabled={!canRedo}
        aria-keyshortcuts="Control+Shift+Z Meta+Shift+Z"
      />
    </>
  );
}

export const TopBar = forwardRef<HTMLButtonElement, TopBarActions>(function TopBar(
  { status, counts, problemsOpen, toggleProblems, openFind, openHistory, openPublish },
  problemsButton,
) {
  const [menuOpen, setMenuOpen] = useState(false);
  const phone = usePhoneLayout();
  const t = useT();
  return (
    <div className="topbar-row">
      <div className="topbar-start">
        <span className="phone-only">
          <MenuDrawer open={menuOpen} setOpen={setMenuOpen} />
        </span>
        <AppName />
        <span className="desktop-only">
          <GroupLinks />
        </span>
      </div>
      <div className="topbar-end">
        <div className="topbar-tools desktop-only">
          <UndoRedo />
          <IconButton label={t("shell.find")} icon={Search} onClick={openFind} />
          <IconButton label={t("shell.history")} icon={History} onClick={openHistory} />
        </div>
        <ProblemsPill ref={problemsButton} counts={counts} open={problemsOpen} onToggle={toggleProblems} />
        <span className="phone-only">
          <IconButton label={t("shell.find")} icon={Search} onClick={openFind} />
        </span>
        {phone ? null : <SaveStatus status={status} />}
        <span className="desktop-only topbar-save">
          <SaveButton />
          <PublishButton onOpen={openPublish} />
        </span>
        <MoreMenu onOpen={openPublish} onHistory={openHistory} />
      </div>
    </div>
  );
});

/** The phone's bottom bar: Undo, Redo, the state, and the main action (Save while there is something to save). */
export function BottomBar({
  status,
  openPublish,
}: {
  status: Status;
  openPublish: (dialog: PublishDialogName) => void;
}) {
  const { dirty } = useStore();
  const t = useT();
  if (!usePhoneLayout()) return null;
  return (
    <div className="bottombar" role="group" aria-label={t("shell.bottomBar")}>
      <UndoRedo />
      <SaveStatus status={status} />
      {dirty ? <SaveButton className="primary" /> : <PublishButton onOpen={openPublish} />}
    </div>
  );
}
