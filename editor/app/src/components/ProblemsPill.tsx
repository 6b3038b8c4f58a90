/**
 * The top bar's count of what the check finds: only the kinds there are, each with its icon, its colour and its
 * number; one button, named "Problems: …", that opens the problems drawer. To-dos (fields still to fill in) are
 * never drawn as errors or warnings.
 */
import { forwardRef } from "react";
import { CircleAlert, CircleCheck, ListTodo, TriangleAlert, type LucideIcon } from "lucide-react";
import type { MessageId } from "../i18n/catalogues/en.ts";
import { t as translate, useT } from "../i18n/useT.ts";

export interface ProblemCounts {
  errors: number;
  warnings: number;
  toDo: number;
}

/** Each kind: its icon, its colour, its word after the pill's number, and its count in words. */
const KINDS: { key: keyof ProblemCounts; icon: LucideIcon; word: MessageId; counted: MessageId; className: string }[] =
  [
    {
      key: "errors",
      icon: CircleAlert,
      word: "problems.pill.errors",
      counted: "problems.counts.errors",
      className: "pill-error",
    },
    {
      key: "warnings",
      icon: TriangleAlert,
      word: "problems.pill.warnings",
      counted: "problems.counts.warnings",
      className: "pill-warning",
    },
    {
      key: "toDo",
      icon: ListTodo,
      word: "problems.pill.toDo",
      counted: "problems.counts.toDo",
      className: "pill-todo",
    },
  ];

/** The counts in words, the zeros left out: "1 error, 3 to do"; "" when there is nothing. */
export function countsInWords(counts: ProblemCounts): string {
  return KINDS.filter((kind) => counts[kind.key])
    .map((kind) => translate(kind.counted, { count: counts[kind.key] }))
    .join(", ");
}

export const ProblemsPill = forwardRef<
  HTMLButtonElement,
  { counts: ProblemCounts; open: boolean; onToggle: () => void }
>(function ProblemsPill({ counts, open, onToggle }, ref) {
  const shown = KINDS.filter((kind) => counts[kind.key]);
  const t = useT();
  return (
    <button
      type="button"
      ref={ref}
      className="problems-pill"
      aria-expanded={open}
      aria-controls={open ? "problems-drawer" : undefined}
      onClick={onToggle}
    >
      <span className="visually-hidden">{t("problems.pill.name")}</span>
      {shown.length ? (
        shown.map(({ key, icon: Icon, word, className }, index) => (
          <span key={key} className={`pill-count ${className}`}>
            <Icon size={16} aria-hidden="true" focusable="false" />
            {counts[key]}
            <span className="visually-hidden">
              {" "}
              {t(word, { count: counts[key] })}
              {index < shown.length - 1 ? ", " : ""}
            </span>
          </span>
        ))
      ) : (
        <span className="pill-count pill-none">
          <CircleCheck size={16} aria-hidden="true" focusable="false" />
          {t("problems.pill.none")}
        </span>
      )}
    </button>
  );
});
