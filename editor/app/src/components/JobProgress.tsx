/**
 * A publish's or a preview's steps as they go, and, when one stopped, what went wrong, what to do and what the check
 * found: the same in the Publish and the Preview dialogs, each with its own words for the steps and the failure.
 */
import type { PublishJob } from "../../../shared/publish-wire.ts";
import type { StepName } from "../../../../src/publish/steps.ts";
import { STATUS_WORDS, stepRows } from "../model/publish-steps.ts";
import { placeInEditorWords } from "../model/problem-words.ts";
import { useStore } from "../store/StoreProvider.tsx";

export function JobSteps({
  job,
  label,
  titles,
}: {
  job: PublishJob;
  label: string;
  titles?: Record<StepName, string>;
}) {
  return (
    <ol className="publish-steps" aria-label={label}>
      {stepRows(job.events).map((row) => (
        <li key={row.step} className={`publish-step publish-step-${row.status}`}>
          <span className="publish-step-title">
            {titles?.[row.step] ?? row.title}: {STATUS_WORDS[row.status]}
          </span>
          {row.words ? <span className="publish-step-words">{row.words}</span> : null}
        </li>
      ))}
    </ol>
  );
}

/** "Not published: …" or "No preview made: …", the live site said unchanged, and the check's problems by place. */
export function JobFailure({ job, notDone }: { job: PublishJob; notDone: string }) {
  const { site, schema } = useStore();
  if (!job.failed) return null;
  return (
    <div role="alert" className="problem problem-error publish-failed">
      <p>
        {notDone}: {job.failed.words}. {job.failed.todo}.
      </p>
      {job.failed.liveUntouched ? <p>The live site is unchanged: visitors still see the last version.</p> : null}
      {job.problems?.length ? (
        <ul className="publish-problems">
          {job.problems.map((problem, n) => (
            <li key={n}>
              {placeInEditorWords(problem.path, site, schema) ?? "The whole site"}: {problem.message}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
