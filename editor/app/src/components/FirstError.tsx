/**
 * The first error, as a refused Save shows it: on the screen open where it has one, else the first of the file. A
 * refused Save takes the keyboard there, as a form does; the status's link goes there again.
 */
import { useCallback, useEffect, useRef } from "react";
import { useLocation, useNavigate } from "react-router-dom";
import { isError, type ShownProblem } from "../store/problems.ts";
import { useStore } from "../store/StoreProvider.tsx";
import { jumpTo } from "./jump.ts";

function firstError(problems: readonly ShownProblem[], pathname: string): ShownProblem | undefined {
  const errors = problems.filter(isError).sort((a, b) => a.line - b.line);
  const [, collection, index, part] = /^\/(?:(pages|posts)\/(\d+)|settings\/([^/]+))/.exec(pathname) ?? [];
  const here = errors.find(({ path }) =>
    collection ? path[0] === collection && path[1] === Number(index) : part !== undefined && path[0] === part,
  );
  return here ?? errors[0];
}

/** Goes to the first error's field. */
export function useGoToFirstError(): () => void {
  const { problems } = useStore();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const latest = useRef({ problems, pathname });
  latest.current = { problems, pathname };
  return useCallback(() => {
    const first = firstError(latest.current.problems, latest.current.pathname);
    if (first) jumpTo(navigate, first.path);
  }, [navigate]);
}

export function FirstErrorOnRefusal() {
  const { saveState } = useStore();
  const goToFirstError = useGoToFirstError();
  useEffect(() => {
    if (saveState.kind === "refused") goToFirstError();
  }, [saveState, goToFirstError]);
  return null;
}
