import type { Problem } from "./api.ts";

/**
 * A problem as the editor shows it. `toFill`: an error that only says a field is still empty (a text, a field, a
 * list's first items) in a field the owner has not typed in this session, such as every field of a section just
 * added. Shown as something to fill in, not as a mistake; it still keeps Save from writing the file, and a refused
 * Save shows it as the error it then is.
 */

export type ShownProblem = Problem & { toFill?: boolean };
/** The codes of a field still empty, shown as "to fill in" until the owner types in it or presses Save. */
export const FILL_CODES = new Set(["empty-text", "missing-field", "too-few"]);
/** A problem that keeps Save from writing the file and is shown as a mistake (an error that is not `toFill`). */

export const isError = (problem: ShownProblem): boolean => problem.severity === "error" && !problem.toFill;
/** How a problem is shown: an error, an empty field still to fill in (see `ShownProblem`), or a warning. */

export const kindOf = (problem: ShownProblem): "error" | "fill" | "warning" =>
  problem.toFill ? "fill" : problem.severity;

export const KIND_WORDS = { error: "Error", fill: "To fill in", warning: "Warning" } as const;
