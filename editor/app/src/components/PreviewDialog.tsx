/**
 * Preview: the saved site put at a private address the owner can send to someone, the live site unchanged. Says
 * what it does and waits for a press; then the steps one by one; then the address with Copy and Open, or what went
 * wrong and what to do.
 */
import { useState } from "react";
import { PREVIEW_STEP_WORDS } from "../../../../src/publish/steps.ts";
import { seconds } from "../model/publish-steps.ts";
import { usePublishJob, usePublishState } from "../store/publish.ts";
import { Dialog } from "./Dialog.tsx";
import { JobFailure, JobSteps } from "./JobProgress.tsx";
import { PublishSetUpNote } from "./PublishSetUpNote.tsx";

function CopyAddress({ address }: { address: string }) {
  const [copied, setCopied] = useState<boolean | undefined>();
  const copy = () =>
    navigator.clipboard.writeText(address).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  return (
    <div className="preview-address">
      <label htmlFor="preview-address">Preview address</label>
      <input id="preview-address" readOnly value={address} onFocus={(event) => event.currentTarget.select()} />
      <div className="button-row">
        <button type="button" onClick={() => void copy()}>
          Copy address
        </button>
        <span role="status">
          {copied === true
            ? "Copied"
            : copied === false
              ? "Copying was refused here: select the address and copy it"
              : ""}
        </span>
      </div>
    </div>
  );
}

export function PreviewDialog({ onClose }: { onClose: () => void }) {
  const { state, message } = usePublishState();
  const { job, refused, start } = usePublishJob("/api/publish/preview");
  const running = job && !job.done && !job.failed;
  const close = (
    <button type="button" onClick={onClose} disabled={running}>
      Close
    </button>
  );

  if (!state || !state.configured) {
    return (
      <Dialog title="Preview" onClose={onClose}>
        {!state ? (
          <p role="status">{message ? `The editor could not ask: ${message}` : "Reading how the site is published…"}</p>
        ) : (
          <PublishSetUpNote file={state.file} problems={state.problems} />
        )}
        <div className="dialog-actions">{close}</div>
      </Dialog>
    );
  }
  if (!job) {
    return (
      <Dialog title="Preview" onClose={onClose}>
        <p>
          Preview puts your saved site at a private address you can send to someone before it goes live. Search engines
          are told not to list it, and the live site does not change.
        </p>
        {refused ? (
          <p role="alert" className="problem problem-error">
            No preview made: {refused}.
          </p>
        ) : null}
        <div className="dialog-actions">
          <button type="button" className="primary" onClick={() => void start()}>
            Make a preview
          </button>
          <button type="button" onClick={onClose}>
            Cancel
          </button>
        </div>
      </Dialog>
    );
  }
  const preview = job.done?.preview;
  return (
    <Dialog title={job.done ? "Preview ready" : job.failed ? "No preview made" : "Making a preview…"} onClose={onClose}>
      <JobSteps job={job} label="Steps of the preview" titles={PREVIEW_STEP_WORDS} />
      <div role="status" className="publish-outcome">
        {job.done ? (
          <p>
            <strong>Preview ready</strong> in {seconds(job.done.ms)}. The live site is unchanged.
          </p>
        ) : null}
      </div>
      {preview?.address ? (
        <>
          <p>Send this address to whoever should see the preview. Only people who have it can find it.</p>
          <CopyAddress address={preview.address} />
        </>
      ) : preview?.branch ? (
        <p>
          Your changes went to the “{preview.branch}” version of the site. Your web host makes a preview of it and shows
          its address among its deploys.
        </p>
      ) : null}
      <JobFailure job={job} notDone="No preview made" />
      <div className="dialog-actions">
        {preview?.address ? (
          <a className="button-link" href={preview.address} target="_blank" rel="noopener noreferrer">
            Open the preview<span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        ) : null}
        {close}
      </div>
    </Dialog>
  );
}
