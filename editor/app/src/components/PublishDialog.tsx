/**
 * Publish, in three moments: what will go live (page by page, in words) and a confirm; the steps one by one as the
 * server runs them; then "Live" with the time it took and the live address, or what went wrong and what to do.
 */
import { useMoment, useT } from "../i18n/useT.ts";
import { usePublishJob, usePublishState } from "../store/publish.ts";
import { Dialog } from "./Dialog.tsx";
import { JobFailure, JobSteps } from "./JobProgress.tsx";
import { PublishSetUpNote } from "./PublishSetUpNote.tsx";

function LiveLink({ url }: { url: string }) {
  const t = useT();
  return (
    <a className="button-link" href={url} target="_blank" rel="noopener noreferrer">
      {t("publish.openLive")}
      <span className="visually-hidden">{t("common.opensNewTab")}</span>
    </a>
  );
}

export function PublishDialog({ onClose }: { onClose: () => void }) {
  const { state, message } = usePublishState();
  const { job, refused, start } = usePublishJob();
  const running = job && !job.done && !job.failed;
  const t = useT();
  const moment = useMoment();
  const close = (
    <button type="button" onClick={onClose} disabled={running}>
      {t("common.close")}
    </button>
  );

  if (!state) {
    return (
      <Dialog title={t("publish.title")} onClose={onClose}>
        <p role="status">{message ? t("common.couldNotAsk", { message }) : t("publish.reading")}</p>
        <div className="dialog-actions">{close}</div>
      </Dialog>
    );
  }
  if (!state.configured) {
    return (
      <Dialog title={t("publish.title")} onClose={onClose}>
        <PublishSetUpNote file={state.file} problems={state.problems} />
        <div className="dialog-actions">{close}</div>
      </Dialog>
    );
  }
  const where = state.liveUrl ?? state.target;
  if (!job) {
    return (
      <Dialog title={t("publish.title")} onClose={onClose}>
        <p>
          {state.lastPublished
            ? t("publish.whatSince", { where, when: moment(state.lastPublished.at) })
            : t("publish.what", { where })}
        </p>
        {state.pending.length ? (
          <ul className="publish-changes">
            {state.pending.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        ) : (
          <p>{t("publish.nothingChanged")}</p>
        )}
        {refused ? (
          <p role="alert" className="problem problem-error">
            {t("publish.refused", { reason: refused })}
          </p>
        ) : null}
        <div className="dialog-actions">
          <button type="button" className="primary" onClick={() => void start()}>
            {t("publish.now")}
          </button>
          <button type="button" onClick={onClose}>
            {t("common.cancel")}
          </button>
        </div>
      </Dialog>
    );
  }
  return (
    <Dialog
      title={job.done ? t("publish.live") : job.failed ? t("publish.notPublished") : t("publish.publishing")}
      onClose={onClose}
    >
      <JobSteps job={job} label={t("publish.steps")} />
      <div role="status" className="publish-outcome">
        {job.done ? (
          <p>
            <strong>{t("publish.liveIn")}</strong>
            {t("publish.liveInRest", { time: t("job.seconds", { seconds: job.done.ms / 1000 }) })}
          </p>
        ) : null}
      </div>
      <JobFailure job={job} notDone={t("publish.notPublished")} />
      <div className="dialog-actions">
        {job.done?.liveUrl ? <LiveLink url={job.done.liveUrl} /> : null}
        {close}
      </div>
    </Dialog>
  );
}

export { LiveLink };
