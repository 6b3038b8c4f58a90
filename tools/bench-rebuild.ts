/**
 * `npm run bench:rebuild [-- PAGES]`: the rebuild after one page's text changes (issue 13's target: under 1 s at
 * 1,000 pages). Generates the site (bench-site.ts), builds it whole once, then RUNS times changes the heading of
 * one page (a different one each time) and times `npm run build`'s command over the last output: the whole
 * process, and the time the build reports. Prints each run and the medians, and the whole build beside them.
 * Each run waits for the background deletion of the output it replaced, as an owner's next build would find it.
 */
import { readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { loadAverage, measure, median, SCRATCH, writeGeneratedSite } from "./bench-site.ts";

const PAGES = Number(process.argv[2] ?? 1_000);
const RUNS = 5;
const TARGET_MS = 1_000;

const generated = writeGeneratedSite(PAGES);
const dist = join(generated.folder, "dist");
const command = [join("scripts", "compiled.mjs"), "--packages-external", join("scripts", "build.ts")];
const build = async () => {
  while (readdirSync(generated.folder).some((name) => name.startsWith("dist.discarded-")))
    await new Promise((done) => setTimeout(done, 100));
  const run = await measure(
    process.execPath,
    command,
    { SITE_JSON: generated.file, DIST_DIR: dist },
    { memory: false },
  );
  if (run.status !== 0) throw new Error(`the build failed:\n${run.stdout}${run.stderr}`);
  const reported = Number(/in ([\d.]+) s \(/.exec(run.stdout)?.[1]) * 1000;
  const changed = /prerender: (\d+ of \d+ pages changed)/.exec(run.stdout)?.[1] ?? "every page rendered";
  return { ms: run.ms, reported, changed };
};

console.log(`${PAGES} pages (${generated.routes} routes); load average ${loadAverage()}`);
const whole = await build();
console.log(`whole build: ${(whole.ms / 1000).toFixed(2)} s (${whole.changed})`);
const runs = [];
for (let run = 0; run < RUNS; run++) {
  const text = readFileSync(generated.file, "utf8");
  // The heading of the first section of a page further down each time: its sections only, nothing shared.
  const at = text.indexOf('"heading": "', text.indexOf('"pages"') + 20_000 * (run + 1)) + '"heading": "'.length;
  writeFileSync(generated.file, `${text.slice(0, at)}Changed ${run}: ${text.slice(at)}`);
  const timed = await build();
  runs.push(timed);
  console.log(
    `rebuild ${run + 1}: ${timed.ms.toFixed(0)} ms whole process, ${timed.reported.toFixed(0)} ms reported ` +
      `(${timed.changed}); load average ${loadAverage()}`,
  );
}
const process_ = median(runs.map((run) => run.ms));
const reported = median(runs.map((run) => run.reported));
console.log(
  `median of ${RUNS}: ${process_.toFixed(0)} ms whole process, ${reported.toFixed(0)} ms reported by the build; ` +
    `target under ${TARGET_MS} ms: ${process_ < TARGET_MS ? "met" : "MISSED"} (whole process)`,
);
rmSync(SCRATCH, { recursive: true, force: true });
