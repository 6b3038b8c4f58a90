/**
 * One problem in the owner's words, wherever it is shown (at its field, in the list of problems): how much it matters,
 * a short title, one line of why, the remedy where the editor has one, and the check's whole words behind “Why?”.
 */
import { ownerProblem } from "../model/owner-problem.ts";
import { say } from "../model/owner-messages.ts";
import type { ShownProblem } from "../store/problems.ts";
import { useStore } from "../store/StoreProvider.tsx";
import { RemedyButton } from "./RemedyButton.tsx";
import { useEditorLanguage } from "../i18n/useT.ts";

export function ProblemWords({ problem }: { problem: ShownProblem }) {
  const { site, schema } = useStore();
  // Said again in the editor's language when the owner changes it.
  useEditorLanguage();
  const said = ownerProblem(problem, site, schema);
  return (
    <>
      <span className="problem-words">
        <strong className="problem-kind">{said.kindWords}:</strong> <span className="problem-title">{said.title}.</span>{" "}
        <span className="problem-why">{said.why}</span>
      </span>
      <RemedyButton problem={problem} />
      {said.details ? (
        <details className="problem-details">
          <summary>{say("problem.more")}</summary>
          {said.details}
        </details>
      ) : null}
    </>
  );
}
