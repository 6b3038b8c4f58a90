/**
 * Where the owner's work stands, as the top bar says it: one state at a time, with one text each, worked out from
 * what the editor knows (the last save's outcome, unsaved edits, a kept draft, the last publish). Pure but for the words' language: the top bar
 * and the phone's bottom bar read the same answer, so two contradictory states can never show together.
 */
import { t } from "../i18n/useT.ts";
import { editorLanguage } from "../i18n/language.ts";

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

/** A time of day as the editor's language writes it ("2:41 PM", "14:41"). */
export const timeOfDay = (at: Date) =>
  at.toLocaleTimeString(editorLanguage() === "es" ? "es" : [], { hour: "numeric", minute: "2-digit" });

/**
 * The one state shown, the most pressing first: a conflict or a found draft must be answered before anything else
 * means much; work under way next; then what keeps the edits from the file; then the file's own state.
 */
export function saveStatus({ lastSave, dirty, errors, draftFound, lastPublish }: StatusInputs): Status {
  if (lastSave.kind === "conflict") return { kind: "conflict", text: t("shell.status.conflict"), tone: "attention" };
  if (draftFound) return { kind: "draft", text: t("shell.status.draft"), tone: "attention" };
  if (lastSave.kind === "saving") return { kind: "saving", text: t("shell.status.saving"), tone: "busy" };
  if (lastPublish.kind === "publishing")
    return { kind: "publishing", text: t("shell.status.publishing"), tone: "busy" };
  if (lastSave.kind === "refused" && errors > 0)
    return {
      kind: "refused",
      text: t("shell.status.refused", { count: errors }),
      tone: "attention",
      action: "first-error",
    };
  if (lastSave.kind === "failed" && dirty)
    return {
      kind: "failed",
      text: t("shell.status.failed", { reason: lastSave.message }),
      tone: "attention",
      action: "retry",
    };
  if (dirty) return { kind: "unsaved", text: t("shell.status.unsaved"), tone: "calm" };
  if (lastPublish.kind === "live") return { kind: "live", text: t("shell.status.live"), tone: "good" };
  if (lastPublish.kind === "failed")
    return { kind: "publishFailed", text: t("shell.status.publishFailed"), tone: "attention" };
  if (lastSave.kind === "saved")
    return {
      kind: "saved",
      text: lastSave.words ?? t("shell.status.savedAt", { time: timeOfDay(lastSave.at) }),
      tone: "calm",
    };
  return { kind: "saved", text: t("shell.status.saved"), tone: "calm" };
}

/**
 * The last publish once the site changes again: live or failed no longer describe what is on screen, so both are
 * forgotten at the next edit (publishing itself is modal, and ends on its own).
 */
export function publishAfterEdit(last: LastPublish, dirty: boolean): LastPublish {
  return dirty && (last.kind === "live" || last.kind === "failed") ? { kind: "none" } : last;
}
