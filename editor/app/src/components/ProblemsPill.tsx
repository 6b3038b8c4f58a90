/**
 * The top bar's count of what the check finds: only the kinds there are, each with its icon, its colour and its
 * number; one button, named "Problems: …", that opens the problems drawer. To-dos (fields still to fill in) are
 * never drawn as errors or warnings.
 */
import { forwardRef } from "react";
import { CircleAlert, CircleCheck, ListTodo, TriangleAlert, type LucideIcon } from "lucide-react";

export interface ProblemCounts {
  errors: number;
  warnings: number;
  toDo: number;
}

const KINDS: { key: keyof ProblemCounts; icon: LucideIcon; one: string; many: string; className: string }[] = [
  { key: "errors", icon: CircleAlert, one: "error", many: "errors", className: "pill-error" },
  { key: "warnings", icon: TriangleAlert, one: "warning", many: "warnings", className: "pill-warning" },
  { key: "toDo", icon: ListTodo, one: "to do", many: "to do", className: "pill-todo" },
];

/** The counts in words, the zeros left out: "1 error, 3 to do"; "" when there is nothing. */
export function countsInWords(counts: ProblemCounts): string {
  return KINDS.filter((kind) => counts[kind.key])
    .map((kind) => `${counts[kind.key]} ${counts[kind.key] === 1 ? kind.one : kind.many}`)
    .join(", ");
}

export const ProblemsPill = forwardRef<
  HTMLButtonElement,
  { counts: ProblemCounts; open: boolean; onToggle: () => void }
>(function ProblemsPill({ counts, open, onToggle }, ref) {
  const shown = KINDS.filter((kind) => counts[kind.key]);
  return (
    <button
      type="button"
      ref={ref}
      className="problems-pill"
      aria-expanded={open}
      aria-controls={open ? "problems-drawer" : undefined}
      onClick={onToggle}
    >
      <span className="visually-hidden">Problems: </span>
      {shown.length ? (
        shown.map(({ key, icon: Icon, one, many, className }, index) => (
          <span key={key} className={`pill-count ${className}`}>
            <Icon size={16} aria-hidden="true" focusable="false" />
            {counts[key]}
            <span className="visually-hidden">
              {" "}
              {counts[key] === 1 ? one : many}
              {index < shown.length - 1 ? ", " : ""}
            </span>
          </span>
        ))
      ) : (
        <span className="pill-count pill-none">
          <CircleCheck size={16} aria-hidden="true" focusable="false" />
          None
        </span>
      )}
    </button>
  );
});
