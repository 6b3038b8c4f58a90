/**
 * `npm run bench:validate`: generates the 10,000-page site.json (see bench-site.ts) and prints how long the
 * command `npm run validate` runs (package.json's script: the bundle made by scripts/compiled.mjs, run by
 * plain node) takes on it, the time it reports and the whole process, median of 3 runs; then the same
 * through tsx from the sources, for comparison. npm's own start (about 0.15 s) is not counted.
 * The target on this 2-core machine is under 1 second; missing it is printed, not an error.
 */
import { rmSync } from "node:fs";
import { bin, loadAverage, medianValidation, timeValidation, writeGeneratedSite } from "./bench-site.ts";

const PAGES = 10_000;
const RUNS = 3;
const TARGET_MS = 1_000;

const generated = writeGeneratedSite(PAGES);
console.log(
  `${generated.file}: ${generated.pages} pages, ${generated.routes} routes, ` +
    `${(generated.bytes / 1024 / 1024).toFixed(1)} MB; load average ${loadAverage()}`,
);
// The first run after a change to the code bundles it again (a few tenths of a second), once.
const first = await timeValidation(generated.file);
const timing = await medianValidation(generated.file, RUNS);
const fromSources = await medianValidation(generated.file, RUNS, [bin("tsx"), "scripts/validate.ts"]);
rmSync(generated.folder, { recursive: true, force: true });

const verdict = (ms: number | undefined) => (ms === undefined ? "unknown" : ms <= TARGET_MS ? "met" : "MISSED");
const ms = (value: number | undefined) => (value === undefined ? "?" : value.toFixed(0));
console.log(`validate says: ${timing.output}`);
console.log(`first run (bundles the code if it changed): ${ms(first.processMs)} ms whole`);
console.log(`runs: ${timing.all.join("; ")}`);
console.log(`through tsx from the sources: ${fromSources.all.join("; ")}`);
console.log(
  `validation of ${PAGES} pages, median of ${RUNS}: ` +
    `${ms(timing.inProcessMs)} ms in process ` +
    `(target ${TARGET_MS} ms: ${verdict(timing.inProcessMs)}), ` +
    `${ms(timing.processMs)} ms for the whole process (target ${TARGET_MS} ms: ${verdict(timing.processMs)}); ` +
    `through tsx ${ms(fromSources.processMs)} ms whole`,
);
