/** The check's problems as the editor shows them: in its words, empty fields "to fill in", looked up by field. */
import { useCallback, useMemo, type RefObject } from "react";
import { pathKey, type Path } from "../model/paths.ts";
import { inEditorWords } from "../model/problem-words.ts";
import type { JsonSchema } from "../model/schema.ts";
import type { Site } from "../model/site.ts";
import type { Touched } from "../model/touched.ts";
import type { Problem } from "./api.ts";

/**
 * A problem as the editor shows it. `toFill`: an error that only says a field is still empty (a text, a field, a
 * list's first items) in a field the owner has not typed in this session, such as every field of a section just
 * added. Shown as something to fill in, not as a mistake; it still keeps Save from writing the file, and a refused
 * Save shows it as the error it then is.
 */
export type ShownProblem = Problem & { toFill?: boolean };

/** The codes of a field still empty, shown as "to fill in" until the owner types in it or presses Save. */
const FILL_CODES = new Set(["empty-text", "missing-field", "too-few"]);

/** A problem that keeps Save from writing the file and is shown as a mistake (an error that is not `toFill`). */
export const isError = (problem: ShownProblem): boolean => problem.severity === "error" && !problem.toFill;

/** How a problem is shown: an error, an empty field still to fill in (see `ShownProblem`), or a warning. */
export const shownAs = (problem: ShownProblem): "error" | "fill" | "warning" =>
  problem.toFill ? "fill" : problem.severity;

export function useShownProblems(problems: Problem[], schema: JsonSchema, touched: Touched, siteRef: RefObject<Site>) {
  // The check's words, with the few that name the file's syntax, and each place, said as the editor's screens say
  // them. The places are named from the site as the problems arrive (the version checked, or one keystroke on).
  const worded = useMemo(
    () => problems.map((problem) => inEditorWords(problem, siteRef.current, schema)),
    [problems, schema, siteRef],
  );
  const said = useMemo(
    () =>
      worded.map((problem): ShownProblem => {
        if (problem.severity !== "error" || !FILL_CODES.has(problem.code) || touched.has(pathKey(problem.path)))
          return problem;
        // "To fill in: some text for visitors to read", not "the text is empty. Expected: some text…".
        const { expected, ...rest } = problem;
        return problem.code === "empty-text" && expected
          ? { ...rest, message: expected, toFill: true }
          : { ...problem, toFill: true };
      }),
    [worded, touched],
  );
  const byPath = useMemo(() => {
    const map = new Map<string, ShownProblem[]>();
    for (const problem of said) {
      const key = pathKey(problem.path);
      map.set(key, [...(map.get(key) ?? []), problem]);
    }
    return map;
  }, [said]);

  const problemsAt = useCallback(
    (path: Path, options: { deep?: boolean } = {}) => {
      const key = pathKey(path);
      if (!options.deep) return byPath.get(key) ?? [];
      const out: ShownProblem[] = [];
      for (const [k, list] of byPath) if (k === key || k.startsWith(`${key}.`)) out.push(...list);
      return out;
    },
    [byPath],
  );
  return { shown: said, problemsAt };
}
