/**
 * `npm run bench [-- 100 1000 4000 10000] [--keep] [--no-eleventy]`: builds generated site.json files of the given numbers of
 * pages (made from the shipped content, see bench-site.ts) into .scratch-bench/, and prints one table: build
 * wall time (the pages alone, `--no-precompress`, the same work as Eleventy's; then the default build with .br
 * and .gz), ms per route, peak memory, output size, validation time. `npm run build` is what runs: the first
 * size compiles the code, the others reuse it, as an owner's rebuilds do. Exits 1 if the build does not grow
 * linearly: ms per route at the largest size more than 1.5 times that at the next size below it. The time
 * targets for 10,000 pages (build under 30 s, validation under 1 s) are printed as met or MISSED.
 *
 * Beside each size, Eleventy 3.1.8 builds the same pages' text (bench-eleventy.ts) in the same run, and the
 * table prints the ratio of our build to it; the target (DESIGN.md) is a ratio of at most 0.8 at 4,000 pages.
 * `--no-eleventy` leaves it out (for a quick look).
 */
import { readdirSync, rmSync } from "node:fs";
import { BUILD_STATE_FILE } from "../src/build/incremental.ts";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import {
  folderSize,
  loadAverage,
  measure,
  medianValidation,
  SCRATCH,
  writeGeneratedSite,
  type GeneratedFile,
} from "./bench-site.ts";
import { ELEVENTY_VERSION, timeEleventy, writeEleventyProject } from "./bench-eleventy.ts";

const LINEARITY_LIMIT = 1.5;
const TARGET_PAGES = 10_000;
const BUILD_TARGET_MS = 30_000;
const VALIDATE_TARGET_MS = 1_000;
const VALIDATION_RUNS = 3;
const ELEVENTY_TARGET_PAGES = 4_000;
const ELEVENTY_TARGET_RATIO = 0.8;

export interface SizeResult {
  generated: GeneratedFile;
  /** The build of the pages alone (`--no-precompress`): the same work Eleventy does, and what is compared with it. */
  buildMs: number;
  /** The default build, which also writes .br and .gz beside every text file (for nginx). */
  precompressedBuildMs: number;
  /** Step times the build printed ("images", "vike build + prerender"). */
  steps: Record<string, number>;
  largestRss: number | undefined;
  treeRss: number | undefined;
  output: { bytes: number; files: number };
  validateInProcessMs: number | undefined;
  validateProcessMs: number;
  /** Eleventy's build of the same pages' text in the same run, start to exit; undefined with --no-eleventy. */
  eleventyMs: number | undefined;
}

/** Our build's time over Eleventy's on the same pages: below 1.0 we are faster. */
const eleventyRatio = (result: SizeResult) =>
  result.eleventyMs === undefined ? undefined : result.buildMs / result.eleventyMs;

const msPerRoute = (result: SizeResult) => result.buildMs / result.generated.routes;

/** The linearity rule: ms per route at the largest size at most 1.5 times that at the next size below. */
export function linearity(results: SizeResult[]): { ok: boolean; message: string } | undefined {
  const sorted = [...results].sort((a, b) => a.generated.pages - b.generated.pages);
  const large = sorted.at(-1);
  const small = sorted.at(-2);
  if (!large || !small) return undefined;
  const ratio = msPerRoute(large) / msPerRoute(small);
  const marginal = (large.buildMs - small.buildMs) / (large.generated.routes - small.generated.routes);
  const ok = ratio <= LINEARITY_LIMIT;
  return {
    ok,
    message:
      `linearity: ${msPerRoute(large).toFixed(2)} ms per route at ${large.generated.pages} pages is ` +
      `${ratio.toFixed(2)}x the ${msPerRoute(small).toFixed(2)} at ${small.generated.pages} ` +
      `(limit ${LINEARITY_LIMIT}x): ${ok ? "ok" : "FAILED"}; each route past ${small.generated.pages} ` +
      `cost ${marginal.toFixed(2)} ms`,
  };
}

/** The targets: Eleventy's time at 4,000 pages, and the 10,000-page limits. Reported, not enforced. */
export function targets(results: SizeResult[]): string[] {
  const verdict = (value: number | undefined, limit: number) =>
    value === undefined ? "unknown" : value <= limit ? "met" : "MISSED";
  const seconds = (ms: number | undefined) => (ms === undefined ? "?" : `${(ms / 1000).toFixed(2)} s`);
  const lines: string[] = [];
  const versus = results.find((item) => item.generated.pages === ELEVENTY_TARGET_PAGES);
  const ratio = versus && eleventyRatio(versus);
  lines.push(
    ratio === undefined
      ? `target: at ${ELEVENTY_TARGET_PAGES} pages at most ${ELEVENTY_TARGET_RATIO} × Eleventy's time: not checked (no such run with Eleventy)`
      : `target: at ${ELEVENTY_TARGET_PAGES} pages at most ${ELEVENTY_TARGET_RATIO} × Eleventy's time: ratio ${ratio.toFixed(2)}, ` +
          verdict(ratio, ELEVENTY_TARGET_RATIO),
  );
  const result = results.find((item) => item.generated.pages === TARGET_PAGES);
  if (!result) return [...lines, `targets: the ${TARGET_PAGES}-page ones not checked (no such run)`];
  return [
    ...lines,
    `target: build of ${TARGET_PAGES} pages under ${BUILD_TARGET_MS / 1000} s: ${seconds(result.buildMs)}, ` +
      verdict(result.buildMs, BUILD_TARGET_MS),
    `target: validation of ${TARGET_PAGES} pages under ${VALIDATE_TARGET_MS / 1000} s, in process: ` +
      `${seconds(result.validateInProcessMs)}, ${verdict(result.validateInProcessMs, VALIDATE_TARGET_MS)}`,
    `target: validation of ${TARGET_PAGES} pages under ${VALIDATE_TARGET_MS / 1000} s, whole ` +
      `\`npm run validate\`: ${seconds(result.validateProcessMs)}, ` +
      verdict(result.validateProcessMs, VALIDATE_TARGET_MS),
  ];
}

const mb = (bytes: number | undefined) => (bytes === undefined ? "-" : (bytes / 1024 / 1024).toFixed(1));

export function table(results: SizeResult[]): string {
  const header = [
    "pages",
    "routes",
    "site.json MB",
    "build s",
    "ms/route",
    "build s with .br/.gz",
    "peak RSS MB (tree)",
    "peak RSS MB (largest process)",
    "dist/client MB",
    "files",
    "validate ms (in process)",
    "validate ms (process)",
    `Eleventy ${ELEVENTY_VERSION} s`,
    "ours / Eleventy",
  ];
  const rows = results.map((result) => [
    String(result.generated.pages),
    String(result.generated.routes),
    mb(result.generated.bytes),
    (result.buildMs / 1000).toFixed(2),
    msPerRoute(result).toFixed(2),
    (result.precompressedBuildMs / 1000).toFixed(2),
    mb(result.treeRss),
    mb(result.largestRss),
    mb(result.output.bytes),
    String(result.output.files),
    result.validateInProcessMs === undefined ? "?" : result.validateInProcessMs.toFixed(0),
    result.validateProcessMs.toFixed(0),
    result.eleventyMs === undefined ? "-" : (result.eleventyMs / 1000).toFixed(2),
    eleventyRatio(result)?.toFixed(2) ?? "-",
  ]);
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]!.length)));
  const line = (cells: string[]) => `| ${cells.map((cell, column) => cell.padStart(widths[column]!)).join(" | ")} |`;
  return [line(header), `|${widths.map((width) => "-".repeat(width + 1) + ":").join("|")}|`, ...rows.map(line)].join(
    "\n",
  );
}

async function benchSize(pages: number, eleventy: boolean): Promise<SizeResult> {
  const generated = writeGeneratedSite(pages);
  console.log(`\n${pages} pages: ${generated.file}, ${mb(generated.bytes)} MB; load average ${loadAverage()}`);

  const validation = await medianValidation(generated.file, VALIDATION_RUNS);
  console.log(`  validate (median of ${VALIDATION_RUNS}): ${validation.output}; runs: ${validation.all.join("; ")}`);

  // One output folder for every size: the compiled code (src/build/code-cache.ts) is keyed on it, so only the
  // first size compiles, as only a first build does. The pages alone first, then the default build with .br/.gz.
  const dist = join(SCRATCH, "dist");
  const runBuild = async (flags: string[]) => {
    // A build deletes the output it replaced in the background; between an owner's builds that is long done, so
    // the bench waits for it too rather than time the next build against the disk.
    while (readdirSync(SCRATCH).some((name) => name.startsWith("dist.discarded-")))
      await new Promise((done) => setTimeout(done, 100));
    // Every build checks and renders every page: without the last build's state there is nothing to reuse (the
    // compiled code aside), as for Eleventy. A rebuild of one changed page is timed by tools/bench-rebuild.ts.
    rmSync(join(dist, BUILD_STATE_FILE), { force: true });
    const build = await measure(
      process.execPath,
      ["scripts/compiled.mjs", "--packages-external", "scripts/build.ts", ...flags],
      { SITE_JSON: generated.file, DIST_DIR: dist },
    );
    if (build.status !== 0) {
      console.error(build.stdout + build.stderr);
      throw new Error(`the build of ${pages} pages failed (exit ${build.status})`);
    }
    const steps: Record<string, number> = {};
    for (const [, label, ms] of build.stdout.matchAll(/^([\w +]+): (\d+) ms$/gm)) steps[label!] = Number(ms);
    const through = /Vike's (\w+) in the build's own thread/.exec(build.stdout)?.[1] ?? "?";
    const code = /vike build: the code .* reused/.test(build.stdout) ? "compiled code reused" : "code compiled";
    console.log(
      `  build${flags.length ? ` ${flags.join(" ")}` : ""}: ${(build.ms / 1000).toFixed(2)} s (${Object.entries(steps)
        .map(([label, ms]) => `${label} ${ms} ms`)
        .join(", ")}; ${code}; through ${through}); load average ${loadAverage()}`,
    );
    return { ...build, steps };
  };
  const build = await runBuild(["--no-precompress"]);
  const precompressed = await runBuild([]);
  const steps = build.steps;
  const output = folderSize(join(dist, "client"));
  let eleventyMs: number | undefined;
  if (eleventy) {
    const run = await timeEleventy(writeEleventyProject(generated));
    eleventyMs = run.ms;
    const ratio = build.ms / run.ms;
    console.log(`  Eleventy ${ELEVENTY_VERSION}: ${(run.ms / 1000).toFixed(2)} s; ours / Eleventy ${ratio.toFixed(2)}`);
  }
  return {
    eleventyMs,
    generated,
    buildMs: build.ms,
    precompressedBuildMs: precompressed.ms,
    steps,
    largestRss: build.largestRss,
    treeRss: build.treeRss,
    output,
    validateInProcessMs: validation.inProcessMs,
    validateProcessMs: validation.processMs,
  };
}

async function main() {
  const args = process.argv.slice(2);
  const keep = args.includes("--keep");
  const eleventy = !args.includes("--no-eleventy");
  const sizes = args.filter((arg) => !arg.startsWith("--")).map((arg) => Number(arg.replace(/[_,]/g, "")));
  if (sizes.some((size) => !Number.isInteger(size) || size < 1)) {
    console.error("usage: npm run bench [-- 100 1000 4000 10000] [--keep] [--no-eleventy]   (numbers of pages)");
    process.exit(2);
  }
  if (sizes.length === 0) sizes.push(100, 1_000, ELEVENTY_TARGET_PAGES, 10_000);
  sizes.sort((a, b) => a - b);

  const results: SizeResult[] = [];
  // Outputs are removed only at the end: on ext4 without a journal (this machine's disk), creating files
  // soon after deleting thousands of others is several times slower, which would slow the next size.
  for (const size of sizes) results.push(await benchSize(size, eleventy));

  console.log(`\n${table(results)}\n`);
  console.log(
    "peak RSS (tree): the largest sum of the RSS of every process of the build at one moment, polled every 200 ms;\n" +
      "peak RSS (largest process): GNU time's high-water mark of the single largest process.\n" +
      `validate: median of ${VALIDATION_RUNS} runs of \`npm run validate\` (its compiled command, npm's own start not\n` +
      "counted), the time it reports and the whole process; `npm run bench:validate` times each budget.",
  );
  const rule = linearity(results);
  console.log(rule ? rule.message : "linearity: not checked (it needs two sizes)");
  for (const line of targets(results)) console.log(line);
  if (keep) console.log(`outputs kept in ${SCRATCH}`);
  else rmSync(SCRATCH, { recursive: true, force: true });
  if (rule && !rule.ok) process.exit(1);
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
