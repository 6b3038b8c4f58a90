/**
 * Lighthouse with its mobile (default) and desktop presets, one route after another in one Chromium:
 * Lighthouse measures timing, and two runs sharing a browser or two cores would disturb each other.
 * The machine is offline, so the form's and the map's hosts are blocked: their absence is what is
 * measured, as a visitor whose network drops them would see. A run that misses the budget is repeated until
 * there are RUNS_ON_MISS (budgets.ts) and their median kept, so one or two noisy runs neither fail nor pass a route by themselves
 * (Lighthouse's own advice is the median of five; on this 2-core machine the example's /visit once gave 99, 99,
 * 100 over three runs: a short stall in a run is multiplied by the mobile preset's CPU slowdown).
 */
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import desktopConfig from "lighthouse/core/config/desktop-config.js";
import { pageFunctions } from "lighthouse/core/lib/page-functions.js";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../chromium.ts";
import { lighthouseRunMisses, RUNS_ON_MISS } from "./budgets.ts";
import { medianRun } from "./median.ts";
import { CATEGORIES, PRESETS, type LighthouseResult, type LighthouseRun, type Preset } from "./types.ts";

const BLOCKED = ["*tally.so*", "*google.com*"];

/**
 * Shorter waits and no unscored extras. The metrics are simulated (Lantern) from the page's own requests and
 * tasks, which a local static page finishes in milliseconds, so waiting a second after FCP, after load and for
 * quiet adds nothing measured; the back/forward-cache probe (another navigation) and the screenshots weigh 0 in
 * every score. Together they made each run about half as long.
 */
const FAST = {
  pauseAfterFcpMs: 250,
  pauseAfterLoadMs: 250,
  networkQuietThresholdMs: 250,
  cpuQuietThresholdMs: 250,
  disableFullPageScreenshot: true,
  skipAudits: ["bf-cache", "screenshot-thumbnails", "final-screenshot"],
};
const CONFIGS = {
  mobile: { extends: "lighthouse:default", settings: FAST },
  desktop: { ...desktopConfig, settings: { ...desktopConfig.settings, ...FAST } },
} as const;

type Lhr = NonNullable<Awaited<ReturnType<typeof lighthouse>>>["lhr"];

/**
 * Lighthouse starts every run with a one-second CPU benchmark of the host (computeBenchmarkIndex, in the tab).
 * Its number only describes the machine: it is reported as environment.benchmarkIndex and warns of a slow host,
 * and no audit, score or metric reads it. The host does not change between the runs of one audit, so the first
 * run measures it and the later runs report that measurement instead of spending a second each. Lighthouse has no setting for this; it evaluates pageFunctions.computeBenchmarkIndex in the
 * page by its source, so the stand-in is a function whose source returns the measured number. Were a later
 * Lighthouse to stop reading it there, the stand-in would go unused and every run would measure again, slower
 * but the same.
 */
function reuseBenchmarkIndex(index: number): () => void {
  const original = pageFunctions.computeBenchmarkIndex;
  pageFunctions.computeBenchmarkIndex = new Function(`return ${JSON.stringify(index)};`) as () => number;
  return () => {
    pageFunctions.computeBenchmarkIndex = original;
  };
}

function summarize(lhr: Lhr): LighthouseRun {
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const scripts = (
    lhr.audits["resource-summary"]?.details as { items?: { resourceType: string; transferSize: number }[] } | undefined
  )?.items?.find((item) => item.resourceType === "script");
  const shiftItems = (
    lhr.audits["layout-shifts"]?.details as { items?: { node?: { selector?: string }; score?: number }[] } | undefined
  )?.items;
  const shifts = (shiftItems ?? []).map(
    (item) => `${item.node?.selector ?? "an element"} ${Number((item.score ?? 0).toFixed(3))}`,
  );
  const lostPoints = Object.fromEntries(
    CATEGORIES.map((category) => [
      category,
      (lhr.categories[category]?.auditRefs ?? []).flatMap((ref) => {
        const audit = lhr.audits[ref.id];
        return ref.weight > 0 && audit && audit.score !== null && audit.score < 1
          ? [`${audit.id} ${Math.round(audit.score * 100)}`]
          : [];
      }),
    ]),
  ) as LighthouseRun["lostPoints"];
  return {
    scores: Object.fromEntries(
      CATEGORIES.map((category) => [category, Math.round((lhr.categories[category]?.score ?? 0) * 100)]),
    ) as LighthouseRun["scores"],
    lcpMs: Math.round(numeric("largest-contentful-paint")),
    tbtMs: Math.round(numeric("total-blocking-time")),
    cls: Number(numeric("cumulative-layout-shift").toFixed(3)),
    totalBytes: numeric("total-byte-weight"),
    jsBytes: scripts?.transferSize ?? 0,
    shifts,
    lostPoints,
  };
}

export interface LighthouseOutput {
  results: Map<string, Partial<Record<Preset, LighthouseResult>>>;
  /** Runs that ended in an error; their route then has no result for that preset, which fails the budget. */
  errors: string[];
}

export async function runLighthouse(
  baseUrl: string,
  paths: string[],
  log: (line: string) => void,
): Promise<LighthouseOutput> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ["--headless=new", "--no-sandbox", ...CHROMIUM_FLAGS],
  });
  let restoreBenchmark: (() => void) | undefined;
  const once = async (url: string, preset: Preset): Promise<LighthouseRun> => {
    const result = await lighthouse(
      url,
      { port: chrome.port, output: "json", logLevel: "error", blockedUrlPatterns: BLOCKED },
      CONFIGS[preset] as never,
    );
    if (!result) throw new Error(`Lighthouse returned nothing for ${url} (${preset})`);
    if (result.lhr.runtimeError) throw new Error(`Lighthouse ${preset} on ${url}: ${result.lhr.runtimeError.message}`);
    const measured = result.lhr.environment.benchmarkIndex;
    if (!restoreBenchmark && Number.isFinite(measured) && measured > 0)
      restoreBenchmark = reuseBenchmarkIndex(measured);
    return summarize(result.lhr);
  };

  const results = new Map<string, Partial<Record<Preset, LighthouseResult>>>();
  const errors: string[] = [];
  try {
    for (const path of paths) {
      const byPreset: Partial<Record<Preset, LighthouseResult>> = {};
      for (const preset of PRESETS) {
        const runs: LighthouseRun[] = [];
        try {
          runs.push(await once(`${baseUrl}${path}`, preset));
          if (lighthouseRunMisses(runs[0]!)) {
            for (let extra = 1; extra < RUNS_ON_MISS; extra++) runs.push(await once(`${baseUrl}${path}`, preset));
          }
        } catch (error) {
          errors.push((error as Error).message);
          log(`lighthouse ${preset} ${path}: ${(error as Error).message}`);
          continue;
        }
        const kept = runs.length > 1 ? medianRun(runs) : runs[0]!;
        byPreset[preset] = { ...kept, runs };
        log(
          `lighthouse ${preset} ${path}: ${CATEGORIES.map((category) => kept.scores[category]).join("/")}, ` +
            `CLS ${kept.cls}${runs.length > 1 ? ` (median of ${runs.length} runs)` : ""}`,
        );
      }
      results.set(path, byPreset);
    }
  } finally {
    restoreBenchmark?.();
    chrome.kill();
  }
  return { results, errors };
}
