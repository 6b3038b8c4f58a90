/**
 * Where the owner's work stands, as the top bar says it: one state at a time, with one text each, worked out from
 * what the editor knows (the last save's outcome, unsaved edits, a kept draft, the last publish). Pure: the top bar
 * and the phone's bottom bar read the same answer, so two contradictory states can never show together.
 */

/** The last save's outcome, as the store keeps it (StoreProvider's SaveState, without the data it carries). */
export type LastSave =
  | { kind: "idle" }
  | { kind: "saving" }
  | { kind: "saved"; at: Date; words?: string }
  | { kind: "refused" }
  | { kind: "conflict"; savedBy?: string }
  | { kind: "failed"; message: string };

/** The last publish started in this session: under way, live, or failed. */
export type LastPublish = { kind: "none" } | { kind: "publishing" } | { kind: "live" } | { kind: "failed" };

export interface StatusInputs {
  lastSave: LastSave;
  /** The site differs from the file on disk. */
  dirty: boolean;
  /** Errors the check finds now (a refused save is said only while some are left). */
  errors: number;
  /** Unsaved work from an earlier visit is offered back. */
  draftFound: boolean;
  lastPublish: LastPublish;
}

export type StatusKind =
  | "saved"
  | "unsaved"
  | "saving"
  | "refused"
  | "failed"
  | "draft"
  | "conflict"
  | "publishing"
  | "live"
  | "publishFailed";

/** What the owner can do from the status itself: go to the first error, or try the save again. */
export type StatusAction = "first-error" | "retry";

export interface Status {
  kind: StatusKind;
  /** The one text of the state. */
  text: string;
  /** How it is drawn: calm, at work, good news, or needing the owner. */
  tone: "calm" | "busy" | "good" | "attention";
  action?: StatusAction;
}

const time = (at: Date) => at.toLocaleTimeString([], { hour: "numeric", minute: "2-digit" });
const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * The one state shown, the most pressing first: a conflict or a found draft must be answered before anything else
 * means much; work under way next; then what keeps the edits from the file; then the file's own state.
 */
export function saveStatus({ lastSave, dirty, errors, draftFound, lastPublish }: StatusInputs): Status {
  if (lastSave.kind === "conflict")
    return { kind: "conflict", text: "Changed elsewhere: reload to go on", tone: "attention" };
  if (draftFound) return { kind: "draft", text: "Unsaved work found", tone: "attention" };
  if (lastSave.kind === "saving") return { kind: "saving", text: "Saving…", tone: "busy" };
  if (lastPublish.kind === "publishing") return { kind: "publishing", text: "Publishing…", tone: "busy" };
  if (lastSave.kind === "refused" && errors > 0)
    return {
      kind: "refused",
      text: `Not saved: ${count(errors, "error", "errors")} to fix`,
      tone: "attention",
      action: "first-error",
    };
  if (lastSave.kind === "failed" && dirty)
    return { kind: "failed", text: `Not saved: ${lastSave.message}`, tone: "attention", action: "retry" };
  if (dirty) return { kind: "unsaved", text: "Unsaved changes", tone: "calm" };
  if (lastPublish.kind === "live") return { kind: "live", text: "Live: visitors see it", tone: "good" };
  if (lastPublish.kind === "failed") return { kind: "publishFailed", text: "Saved, not published", tone: "attention" };
  if (lastSave.kind === "saved")
    return { kind: "saved", text: lastSave.words ?? `Saved at ${time(lastSave.at)}`, tone: "calm" };
  return { kind: "saved", text: "Saved on this computer", tone: "calm" };
}

/**
 * The last publish once the site changes again: live or failed no longer describe what is on screen, so both are
 * forgotten at the next edit (publishing itself is modal, and ends on its own).
 */
export function publishAfterEdit(last: LastPublish, dirty: boolean): LastPublish {
  return dirty && (last.kind === "live" || last.kind === "failed") ? { kind: "none" } : last;
}
