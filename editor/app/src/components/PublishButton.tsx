/**
 * Preview and Publish, beside Save: pressed only with everything saved and no error (the words say why not), they
 * open the preview and the publish dialogs. "Published versions" opens their list.
 */
import { useState } from "react";
import { publishBlocked } from "../model/publish-steps.ts";
import { isError } from "../store/problems.ts";
import { useStore } from "../store/StoreProvider.tsx";
import { PreviewDialog } from "./PreviewDialog.tsx";
import { PublishDialog } from "./PublishDialog.tsx";
import { PublishedVersionsDialog } from "./PublishedVersionsDialog.tsx";

export function PublishButton() {
  const { dirty, problems, saveState } = useStore();
  const [open, setOpen] = useState<"publish" | "preview" | undefined>();
  const blocked = publishBlocked(dirty || saveState.kind === "saving", problems.filter(isError).length);
  return (
    <>
      {blocked ? (
        <span className="publish-why" id="publish-why">
          {blocked}
        </span>
      ) : null}
      <button
        type="button"
        disabled={Boolean(blocked)}
        aria-describedby={blocked ? "publish-why" : undefined}
        onClick={() => setOpen("preview")}
      >
        Preview
      </button>
      <button
        type="button"
        className="primary"
        disabled={Boolean(blocked)}
        aria-describedby={blocked ? "publish-why" : undefined}
        onClick={() => setOpen("publish")}
      >
        Publish
      </button>
      {open === "publish" ? <PublishDialog onClose={() => setOpen(undefined)} /> : null}
      {open === "preview" ? <PreviewDialog onClose={() => setOpen(undefined)} /> : null}
    </>
  );
}

export function PublishedVersionsButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Published versions
      </button>
      {open ? <PublishedVersionsDialog onClose={() => setOpen(false)} /> : null}
    </>
  );
}
