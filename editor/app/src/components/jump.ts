import type { NavigateFunction } from "react-router-dom";
import type { JumpState } from "../App.tsx";
import type { Path } from "../model/schema.ts";

/** Opens the screen of `path` (a page's, a post's or a settings screen) with the keyboard at its field. */
export function jumpTo(navigate: NavigateFunction, path: Path): void {
  const [top, i] = path;
  const state: JumpState = { jump: path, at: Date.now() };
  if ((top === "pages" || top === "posts") && typeof i === "number") navigate(`/${top}/${i}`, { state });
  else if (typeof top === "string") navigate(`/settings/${top}`, { state });
}
