/**
 * The first steps of a publish and of a preview alike: the strict check, the incremental build and the check of the
 * built pages, each told as it starts and ends. Nothing has left this machine when one of them fails.
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { buildSite, BuildFailure, type BuildResult } from "../build/build.ts";
import type { Problem } from "../validate/report/problem.ts";
import { clientDir, displayName } from "../paths.ts";
import { failureInWords, PublishFailed, type PublishEvent, type StepName } from "./steps.ts";
import { checkBuiltOutput, describeOutputCheck } from "./verify-output.ts";

/** A step's outcome: the owner's words, and the developer's detail (a path, a release, a commit) beside them. */
export type Told = string | { words: string; detail?: string };

/**
 * Runs `work` as step `step`, telling onEvent; a thrown error becomes that step's PublishFailed, said in the owner's
 * words (failureInWords) with the error's own message as its detail.
 */
export function stepper(onEvent: (event: PublishEvent) => void) {
  return async <T>(step: StepName, todo: string, work: () => Promise<T>, told: (value: T) => Told): Promise<T> => {
    const started = performance.now();
    onEvent({ step, status: "running" });
    try {
      const value = await work();
      const outcome = told(value);
      const said = typeof outcome === "string" ? { words: outcome } : outcome;
      onEvent({ step, status: "done", ...said, ms: performance.now() - started });
      return value;
    } catch (error) {
      const detail = (error as Error).message.replace(/\.$/, "");
      const owner = failureInWords(step, detail);
      const failed =
        error instanceof PublishFailed ? error : new PublishFailed(step, owner.words, owner.todo ?? todo, true, detail);
      onEvent({
        step: failed.step,
        status: "failed",
        words: failed.words,
        todo: failed.todo,
        ...(failed.detail ? { detail: failed.detail } : {}),
      });
      throw failed;
    }
  };
}

export type Step = ReturnType<typeof stepper>;

export interface BuildStepsOptions {
  siteFile: string;
  dist: string;
  buildId: string;
  precompress?: boolean;
  log?: (line: string) => void;
  problems?: (file: string, problems: Problem[]) => void;
  /** What the owner does after fixing a failure: "publish again", "make the preview again". */
  again: string;
  /** Said when a step fails: "Nothing was published", "No preview was made". */
  nothing: string;
}

/** Checks, builds and checks the built pages; returns the build and its client folder. */
export async function checkBuildVerify(
  options: BuildStepsOptions,
  step: Step,
): Promise<{ build: BuildResult; client: string }> {
  const { siteFile, buildId, again, nothing } = options;
  const untouched = "The live site was not touched";
  // The check is the build's first part: its end is told when the build hands over the problems it found.
  let checkDone: (() => void) | undefined;
  const checked = new Promise<void>((resolve) => (checkDone = resolve));
  const { building } = await step(
    "check",
    `Fix what the check found, then ${again}. ${untouched}`,
    async () => {
      const building = buildSite({
        siteFile,
        dist: options.dist,
        strict: true,
        buildId,
        precompress: options.precompress ?? true,
        log: options.log,
        problems: (file, problems) => {
          options.problems?.(file, problems);
          if (!problems.length) checkDone!();
        },
      });
      await Promise.race([checked, building.then(() => undefined)]).catch((error: unknown) => {
        throw new Error(error instanceof BuildFailure ? error.message.replace(/; fix .*$/, "") : String(error));
      });
      // Wrapped: an async function returning the promise itself would wait for the whole build.
      return { building };
    },
    () => ({ words: "the site has no errors or warnings", detail: displayName(siteFile) }),
  );
  const build = await step(
    "build",
    `${nothing}. ${untouched}. Try again; if it fails again, tell whoever set up the site, with these words`,
    () => building,
    (result) => `${pagesBuilt(result.rendered, result.routes)} (${(result.ms / 1000).toFixed(1)} s)`,
  );
  const client = clientDir(options.dist);
  await step(
    "verify",
    `${nothing}. ${untouched}; fix the links or pages named, then ${again}`,
    async () => {
      const check = checkBuiltOutput(client, build.site);
      // Another build of the project (another site, the same output folder) may have replaced this one since.
      const written = existsSync(join(client, "build.txt"))
        ? readFileSync(join(client, "build.txt"), "utf8").trim()
        : "";
      if (written !== buildId) throw new Error(`${displayName(client)} was replaced by another build meanwhile`);
      const wrong = describeOutputCheck(check);
      if (wrong) throw new Error(wrong);
      return check;
    },
    () => `all ${build.routes} pages there, no broken link`,
  );
  return { build, client };
}

/** "28 pages built"; for a rebuild "1 changed page built, 27 kept as they were", or "no page changed, 28 kept". */
const pagesBuilt = (rendered: number, routes: number): string => {
  if (rendered >= routes) return `${routes} pages built`;
  if (rendered === 0) return `no page changed since the last build, all ${routes} kept`;
  return `${rendered} changed page${rendered === 1 ? "" : "s"} built, ${routes - rendered} kept as they were`;
};
