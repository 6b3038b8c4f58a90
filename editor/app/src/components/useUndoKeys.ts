/** The undo, redo and save keys, in the app and in the canvas. */
import { useEffect } from "react";
import "@puckeditor/core/no-external.css";

/** Ctrl/Cmd+Z and Shift+Ctrl/Cmd+Z (or Ctrl+Y) go to the session's history, in the app and in the canvas. */
export function useUndoKeys(target: Document | undefined, undo: () => void, redo: () => void) {
  useEffect(() => {
    if (!target) return;
    const onKey = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey) return;
      const key = event.key.toLowerCase();
      if (key !== "z" && key !== "y") return;
      event.preventDefault();
      event.stopPropagation();
      if (key === "y" || event.shiftKey) redo();
      else undo();
    };
    target.addEventListener("keydown", onKey, true);
    return () => target.removeEventListener("keydown", onKey, true);
  }, [target, undo, redo]);
}

/** Ctrl/Cmd+S saves, as in any editor, and the keyboard stays where it is (the browser would save the editor's page). */
export function useSaveKey(target: Document | undefined, save: () => unknown) {
  useEffect(() => {
    if (!target) return;
    const onKey = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey || event.key.toLowerCase() !== "s")
        return;
      event.preventDefault();
      save();
    };
    target.addEventListener("keydown", onKey, true);
    return () => target.removeEventListener("keydown", onKey, true);
  }, [target, save]);
}
