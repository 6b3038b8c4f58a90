/**
 * A publish's or a preview's steps as they go, and, when one stopped, what went wrong, what to do and what the check
 * found: the same in the Publish and the Preview dialogs, each with its own words for the steps and the failure.
 */
import type { PublishJob } from "../../../shared/publish-wire.ts";
import type { StepName } from "../../../../src/publish/steps.ts";
import { stepRows } from "../model/publish-steps.ts";
import { useT, type Translate } from "../i18n/useT.ts";
import { ownerPlace } from "../model/owner-place.ts";
import { useStore } from "../store/StoreProvider.tsx";

export function JobSteps({
  job,
  label,
  titles,
}: {
  job: PublishJob;
  label: string;
  titles?: (t: Translate) => Record<StepName, string>;
}) {
  const t = useT();
  const named = titles?.(t) ?? stepTitles(t);
  return (
    <ol className="publish-steps" aria-label={label}>
      {stepRows(job.events).map((row) => (
        <li key={row.step} className={`publish-step publish-step-${row.status}`}>
          <span className="publish-step-title">
            {t("job.stepLine", { step: named[row.step], status: t(`job.status.${row.status}`) })}
          </span>
          {row.words ? <span className="publish-step-words">{row.words}</span> : null}
        </li>
      ))}
    </ol>
  );
}

/** The steps of a publish in the editor's words. */
export const stepTitles = (t: Translate): Record<StepName, string> => ({
  check: t("job.step.check"),
  build: t("job.step.build"),
  verify: t("job.step.verify"),
  publish: t("job.step.publish"),
  live: t("job.step.live"),
});

/** The same steps as a preview runs them: its copy and its address in place of the live site's. */
export const previewStepTitles = (t: Translate): Record<StepName, string> => ({
  ...stepTitles(t),
  publish: t("job.previewStep.publish"),
  live: t("job.previewStep.live"),
});

/** "Not published: …" or "No preview made: …", the live site said unchanged, and the check's problems by place. */
export function JobFailure({ job, notDone }: { job: PublishJob; notDone: string }) {
  const { site, schema } = useStore();
  const t = useT();
  if (!job.failed) return null;
  return (
    <div role="alert" className="problem problem-error publish-failed">
      <p>{t("job.failed", { notDone, words: job.failed.words, todo: job.failed.todo })}</p>
      {job.failed.liveUntouched ? <p>{t("job.liveUntouched")}</p> : null}
      {job.problems?.length ? (
        <ul className="publish-problems">
          {job.problems.map((problem, n) => (
            <li key={n}>
              {ownerPlace(problem.path, site, schema) ?? t("job.wholeSite")}: {problem.message}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
