/**
 * `npm run bench:validate`: generates the 10,000-page site.json (see bench-site.ts) and prints how long
 * `tsx scripts/validate.ts` takes on it, the time it reports and the whole process, median of 3 runs.
 * The target on this 2-core machine is under 1 second; missing it is printed, not an error.
 */
import { rmSync } from "node:fs";
import { loadAverage, medianValidation, writeGeneratedSite } from "./bench-site.ts";

const PAGES = 10_000;
const RUNS = 3;
const TARGET_MS = 1_000;

const generated = writeGeneratedSite(PAGES);
console.log(
  `${generated.file}: ${generated.pages} pages, ${generated.routes} routes, ` +
    `${(generated.bytes / 1024 / 1024).toFixed(1)} MB; load average ${loadAverage()}`,
);
const timing = await medianValidation(generated.file, RUNS);
rmSync(generated.folder, { recursive: true, force: true });

const verdict = (ms: number | undefined) => (ms === undefined ? "unknown" : ms <= TARGET_MS ? "met" : "MISSED");
console.log(`validate says: ${timing.output}`);
console.log(`runs: ${timing.all.join("; ")}`);
console.log(
  `validation of ${PAGES} pages, median of ${RUNS}: ` +
    `${timing.inProcessMs === undefined ? "?" : timing.inProcessMs.toFixed(0)} ms in process ` +
    `(target ${TARGET_MS} ms: ${verdict(timing.inProcessMs)}), ` +
    `${timing.processMs.toFixed(0)} ms for the whole process (target ${TARGET_MS} ms: ${verdict(timing.processMs)})`,
);
