/**
 * Preview: the saved site put at a private address the owner can send to someone, the live site unchanged. Says
 * what it does and waits for a press; then the steps one by one; then the address with Copy and Open, or what went
 * wrong and what to do.
 */
import { useState } from "react";
import { useT } from "../i18n/useT.ts";
import { usePublishJob, usePublishState } from "../store/publish.ts";
import { Dialog } from "./Dialog.tsx";
import { JobFailure, JobSteps, previewStepTitles } from "./JobProgress.tsx";
import { PublishSetUpNote } from "./PublishSetUpNote.tsx";

function CopyAddress({ address }: { address: string }) {
  const [copied, setCopied] = useState<boolean | undefined>();
  const t = useT();
  const copy = () =>
    navigator.clipboard.writeText(address).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  return (
    <div className="preview-address">
      <label htmlFor="preview-address">{t("preview.address")}</label>
      <input id="preview-address" readOnly value={address} onFocus={(event) => event.currentTarget.select()} />
      <div className="button-row">
        <button type="button" onClick={() => void copy()}>
          {t("preview.copy")}
        </button>
        <span role="status">
          {copied === true ? t("preview.copied") : copied === false ? t("preview.copyRefused") : ""}
        </span>
      </div>
    </div>
  );
}

export function PreviewDialog({ onClose }: { onClose: () => void }) {
  const { state, message } = usePublishState();
  const { job, refused, start } = usePublishJob("/api/publish/preview");
  const running = job && !job.done && !job.failed;
  const t = useT();
  const close = (
    <button type="button" onClick={onClose} disabled={running}>
      {t("common.close")}
    </button>
  );

  if (!state || !state.configured) {
    return (
      <Dialog title={t("preview.title")} onClose={onClose}>
        {!state ? (
          <p role="status">{message ? t("common.couldNotAsk", { message }) : t("preview.reading")}</p>
        ) : (
          <PublishSetUpNote file={state.file} problems={state.problems} />
        )}
        <div className="dialog-actions">{close}</div>
      </Dialog>
    );
  }
  if (!job) {
    return (
      <Dialog title={t("preview.title")} onClose={onClose}>
        <p>{t("preview.intro")}</p>
        {refused ? (
          <p role="alert" className="problem problem-error">
            {t("preview.refused", { reason: refused })}
          </p>
        ) : null}
        <div className="dialog-actions">
          <button type="button" className="primary" onClick={() => void start()}>
            {t("preview.make")}
          </button>
          <button type="button" onClick={onClose}>
            {t("common.cancel")}
          </button>
        </div>
      </Dialog>
    );
  }
  const preview = job.done?.preview;
  return (
    <Dialog
      title={job.done ? t("preview.ready") : job.failed ? t("preview.notMade") : t("preview.making")}
      onClose={onClose}
    >
      <JobSteps job={job} label={t("preview.steps")} titles={previewStepTitles} />
      <div role="status" className="publish-outcome">
        {job.done ? (
          <p>
            <strong>{t("preview.ready")}</strong>
            {t("preview.readyRest", { time: t("job.seconds", { seconds: job.done.ms / 1000 }) })}
          </p>
        ) : null}
      </div>
      {preview?.address ? (
        <>
          <p>{t("preview.send")}</p>
          <CopyAddress address={preview.address} />
        </>
      ) : preview?.branch ? (
        <p>{t("preview.branch", { branch: preview.branch })}</p>
      ) : null}
      <JobFailure job={job} notDone={t("preview.notMade")} />
      <div className="dialog-actions">
        {preview?.address ? (
          <a className="button-link" href={preview.address} target="_blank" rel="noopener noreferrer">
            {t("preview.open")}
            <span className="visually-hidden">{t("common.opensNewTab")}</span>
          </a>
        ) : null}
        {close}
      </div>
    </Dialog>
  );
}
