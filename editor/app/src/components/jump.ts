/** How a screen leads to another: to a field (focused once shown), or to the list with one of its dialogs open. */
import type { NavigateFunction } from "react-router-dom";
import { fieldId, pathKey, type Path } from "../model/paths.ts";
import type { Collection } from "../model/site.ts";

/** Opens the screen of `path` (a page's, a post's or a settings screen) with the keyboard at its field. */
export function jumpTo(navigate: NavigateFunction, path: Path): void {
  const [top, i] = path;
  const state: JumpState = { jump: path, at: Date.now() };
  if ((top === "pages" || top === "posts") && typeof i === "number") navigate(`/${top}/${i}`, { state });
  else if (typeof top === "string") navigate(`/settings/${top}`, { state });
}

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

export type Open =
  | { kind: "rename" | "delete"; collection: Collection; index: number }
  | { kind: "add"; collection: Collection; version?: { index: number; language: string }; from?: number };

/** What another screen hands the list when it leads there to open one of its dialogs (a problem's remedy). */
export interface StartState {
  open: Open;
}
