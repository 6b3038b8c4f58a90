/**
 * The steps of a publish as the editor shows them and the command prints them, and the failure that names the step,
 * what went wrong and what to do. No Node module here: the editor's browser app may import it.
 */

export type StepName = "check" | "build" | "verify" | "publish" | "live";

export const STEP_WORDS: Record<StepName, string> = {
  check: "Checking the site",
  build: "Building the pages",
  verify: "Checking the built pages",
  publish: "Publishing",
  live: "Confirming it is live",
};

/** The same steps as a preview runs them: its copy and its address in place of the live site's. */
export const PREVIEW_STEP_WORDS: Record<StepName, string> = {
  ...STEP_WORDS,
  publish: "Copying the preview",
  live: "Opening the preview's address",
};

export type PublishEvent =
  | { step: StepName; status: "running" }
  | { step: StepName; status: "done"; words: string; ms: number }
  | { step: StepName; status: "failed"; words: string; todo: string };

/** A publish that stopped: which step, what went wrong, what to do, and whether the live site was left as it was. */
export class PublishFailed extends Error {
  override name = "PublishFailed";
  constructor(
    readonly step: StepName,
    readonly words: string,
    readonly todo: string,
    readonly liveUntouched = true,
  ) {
    super(`${STEP_WORDS[step]} failed: ${words}. ${todo}`);
  }
}
