/** The steps of a publish as the dialog lists them, from the events the server reported so far. Pure. */
import { STEP_WORDS, type PublishEvent, type StepName } from "../../../../src/publish/steps.ts";
import { t } from "../i18n/useT.ts";

export type StepStatus = "waiting" | "running" | "done" | "failed";

export interface StepRow {
  step: StepName;
  title: string;
  status: StepStatus;
  /** What the step found or did, or what went wrong. */
  words?: string;
}

const ORDER: StepName[] = ["check", "build", "verify", "publish", "live"];

export function stepRows(events: readonly PublishEvent[]): StepRow[] {
  return ORDER.map((step) => {
    const last = events.filter((event) => event.step === step).at(-1);
    return {
      step,
      title: STEP_WORDS[step],
      status: last?.status ?? "waiting",
      ...(last && last.status !== "running" ? { words: last.words } : {}),
    };
  });
}

export const STATUS_WORDS: Record<StepStatus, string> = {
  waiting: "waiting",
  running: "under way",
  done: "done",
  failed: "failed",
};

/** A duration in seconds with one decimal, as the owner reads it after "Live in". */
export const seconds = (ms: number): string => `${(ms / 1000).toFixed(1)} s`;

/** "Owner <owner@example.com>" said as "Owner". */
export const personName = (who: string): string => who.replace(/\s*<[^>]*>\s*$/, "") || who;

/** Why Publish cannot be pressed now, in words; undefined when it can. */
export function publishBlocked(dirty: boolean, errors: number): string | undefined {
  if (errors) return t("shell.publish.fixErrors", { count: errors });
  if (dirty) return t("shell.publish.saveFirst");
  return undefined;
}
