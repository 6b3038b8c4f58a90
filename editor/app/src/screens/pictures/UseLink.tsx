/** A link to the field where a picture is used: the page's or part's screen opens with the keyboard at that field. */
import { Link } from "react-router-dom";
import type { JumpState } from "../../components/jump.ts";
import type { Path } from "../../model/paths.ts";

/** The screen a path is edited on: a page's or post's, else its part's. */
export function screenOf(path: Path): string {
  const [top, index] = path;
  return (top === "pages" || top === "posts") && typeof index === "number" ? `/${top}/${index}` : `/settings/${top}`;
}

export function UseLink({ path, children }: { path: Path; children: React.ReactNode }) {
  const state: JumpState = { jump: path, at: Date.now() };
  return (
    <Link to={screenOf(path)} state={state}>
      {children}
    </Link>
  );
}
