/**
 * Publish, the editor's one filled button, and the dialogs it and its neighbours open (Preview, Published
 * versions). Pressed only with everything saved and no error: until then it says why, in its tooltip and to screen
 * readers, and stays in the keyboard's path so that the why can be read.
 */
import { useId } from "react";
import { isError } from "../store/problems.ts";
import { useStore } from "../store/StoreProvider.tsx";
import { PreviewDialog } from "./PreviewDialog.tsx";
import { PublishDialog } from "./PublishDialog.tsx";
import { PublishedVersionsDialog } from "./PublishedVersionsDialog.tsx";
import { publishBlocked } from "../model/publish-steps.ts";
import { useEditorLanguage, useT } from "../i18n/useT.ts";

export type PublishDialogName = "publish" | "preview" | "versions";

/** Why Publish (and Preview) cannot be pressed now, in words; undefined when they can. */
export function usePublishBlocked(): string | undefined {
  const { dirty, problems, saveState } = useStore();
  // Asked again when the language changes, so the why is said in it.
  useEditorLanguage();
  return publishBlocked(dirty || saveState.kind === "saving", problems.filter(isError).length);
}

export function PublishButton({ onOpen }: { onOpen: (dialog: PublishDialogName) => void }) {
  const blocked = usePublishBlocked();
  const why = useId();
  const t = useT();
  return (
    <span className="tip-wrap publish-wrap">
      <button
        type="button"
        className="primary publish-button"
        aria-disabled={Boolean(blocked)}
        aria-describedby={blocked ? why : undefined}
        onClick={() => !blocked && onOpen("publish")}
      >
        {t("shell.publish")}
      </button>
      {blocked ? (
        <span className="tooltip publish-why" id={why}>
          {blocked}
        </span>
      ) : null}
    </span>
  );
}

export function PublishDialogs({ open, onClose }: { open: PublishDialogName | undefined; onClose: () => void }) {
  if (open === "publish") return <PublishDialog onClose={onClose} />;
  if (open === "preview") return <PreviewDialog onClose={onClose} />;
  if (open === "versions") return <PublishedVersionsDialog onClose={onClose} />;
  return null;
}
