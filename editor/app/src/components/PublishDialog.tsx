/**
 * Publish, in three moments: what will go live (page by page, in words) and a confirm; the steps one by one as the
 * server runs them; then "Live" with the time it took and the live address, or what went wrong and what to do.
 */
import { seconds } from "../model/publish-steps.ts";
import { usePublishJob, usePublishState } from "../store/publish.ts";
import { Dialog } from "./Dialog.tsx";
import { JobFailure, JobSteps } from "./JobProgress.tsx";
import { PublishSetUpNote } from "./PublishSetUpNote.tsx";

function LiveLink({ url }: { url: string }) {
  return (
    <a className="button-link" href={url} target="_blank" rel="noopener noreferrer">
      Open the live site<span className="visually-hidden"> (opens in a new tab)</span>
    </a>
  );
}

export function PublishDialog({ onClose }: { onClose: () => void }) {
  const { state, message } = usePublishState();
  const { job, refused, start } = usePublishJob();
  const running = job && !job.done && !job.failed;
  const close = (
    <button type="button" onClick={onClose} disabled={running}>
      Close
    </button>
  );

  if (!state) {
    return (
      <Dialog title="Publish" onClose={onClose}>
        <p role="status">{message ? `The editor could not ask: ${message}` : "Reading what will go live…"}</p>
        <div className="dialog-actions">{close}</div>
      </Dialog>
    );
  }
  if (!state.configured) {
    return (
      <Dialog title="Publish" onClose={onClose}>
        <PublishSetUpNote file={state.file} problems={state.problems} />
        <div className="dialog-actions">{close}</div>
      </Dialog>
    );
  }
  const where = state.liveUrl ?? state.target;
  if (!job) {
    return (
      <Dialog title="Publish" onClose={onClose}>
        <p>
          {state.lastPublished
            ? `What will go live on ${where}, changed since the last publish (${new Date(state.lastPublished.at).toLocaleString()}):`
            : `What will go live on ${where}:`}
        </p>
        {state.pending.length ? (
          <ul className="publish-changes">
            {state.pending.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        ) : (
          <p>Nothing changed since the last publish: publishing again puts the same version live.</p>
        )}
        {refused ? (
          <p role="alert" className="problem problem-error">
            Not published: {refused}.
          </p>
        ) : null}
        <div className="dialog-actions">
          <button type="button" className="primary" onClick={() => void start()}>
            Publish now
          </button>
          <button type="button" onClick={onClose}>
            Cancel
          </button>
        </div>
      </Dialog>
    );
  }
  return (
    <Dialog title={job.done ? "Live" : job.failed ? "Not published" : "Publishing…"} onClose={onClose}>
      <JobSteps job={job} label="Steps of the publish" />
      <div role="status" className="publish-outcome">
        {job.done ? (
          <p>
            <strong>Live</strong> in {seconds(job.done.ms)}: visitors see your changes now.
          </p>
        ) : null}
      </div>
      <JobFailure job={job} notDone="Not published" />
      <div className="dialog-actions">
        {job.done?.liveUrl ? <LiveLink url={job.done.liveUrl} /> : null}
        {close}
      </div>
    </Dialog>
  );
}

export { LiveLink };
