/** The median of repeated Lighthouse runs, for a route whose first run missed the budget. */
import { CATEGORIES, type LighthouseRun } from "./types.ts";

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** Each figure's own median: the three runs need not agree on which run is the middle one. */
export function medianRun(runs: LighthouseRun[]): LighthouseRun {
  const of = (pick: (run: LighthouseRun) => number) => median(runs.map(pick));
  return {
    scores: Object.fromEntries(
      CATEGORIES.map((category) => [category, of((run) => run.scores[category])]),
    ) as LighthouseRun["scores"],
    lcpMs: of((run) => run.lcpMs),
    tbtMs: of((run) => run.tbtMs),
    cls: of((run) => run.cls),
    totalBytes: of((run) => run.totalBytes),
    jsBytes: of((run) => run.jsBytes),
    shifts: [...new Set(runs.flatMap((run) => run.shifts))],
    // A category's lost points as the run that gave its median score saw them.
    lostPoints: Object.fromEntries(
      CATEGORIES.map((category) => {
        const middle = of((run) => run.scores[category]);
        return [category, runs.find((run) => run.scores[category] === middle)!.lostPoints[category]];
      }),
    ) as LighthouseRun["lostPoints"],
  };
}
