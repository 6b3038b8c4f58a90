/**
 * `npm run bench:validate`: generates the 10,000-page site.json (see bench-site.ts) and prints how long the
 * command `npm run validate` runs (package.json's script: the bundle made by scripts/compiled.mjs, run by
 * plain node) takes on it, the time it reports and the whole process, median of 3 runs each:
 *
 * - with no memo (src/validate/pieces/memo.ts): the first check after a change to the code, every page checked;
 * - the same file again: every page recalled from the memo but the first and the last;
 * - after one page's edit, each run another page: what an owner who edits and validates waits;
 * - with one mistake halfway through the file, after a check of the file without it (the memo recalls every other
 *   page): an unknown block type, a field written twice, a link to no page (a site rule), a comma missing in a page
 *   and in the root's fields, and a text left open (syntax slips, read and mended as syntax.ts reads the file), each
 *   worded from its piece by the scoped report (src/validate/pieces/scoped-report.ts). The command must fail and name the
 *   mistake.
 *
 * Then the same through tsx from the sources (no memo there), for comparison. npm's own start (about 0.15 s) is
 * not counted. The target on this 2-core machine is under 1 second; missing it is printed, not an error.
 */
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import {
  bin,
  forgetCheckedPages,
  loadAverage,
  measure,
  median,
  medianValidation,
  timeValidation,
  validateCommand,
  writeGeneratedSite,
} from "./bench-site.ts";

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
const noMemo = await runs(() => forgetCheckedPages("scripts__validate.mjs"));
const timing = await medianValidation(generated.file, RUNS);
const edited = await runs((run) => {
  // One page's heading, a different page each run, as an owner's save writes it.
  const text = readFileSync(generated.file, "utf8");
  const at = text.indexOf('"heading": "', Math.floor((text.length * (run + 1)) / (RUNS + 2))) + '"heading": "'.length;
  writeFileSync(generated.file, `${text.slice(0, at)}Edited ${run}: ${text.slice(at)}`);
});
const mistakes = await withMistakes();
const fromSources = await medianValidation(generated.file, RUNS, [bin("tsx"), "scripts/validate.ts"]);
rmSync(generated.folder, { recursive: true, force: true });

/**
 * Each mistake made halfway through a copy of the file (beside it, so its images are found), timed RUNS times after a
 * check of the file without it: the whole process, and the code of the problem the command printed.
 */
async function withMistakes() {
  const text = readFileSync(generated.file, "utf8");
  const half = Math.floor(text.length / 2);
  const at = (needle: string) => text.indexOf(needle, half);
  const pageStart = text.indexOf('"', at("\n    {"));
  const made: Record<string, { code: string; text: string }> = {
    "an unknown block type (the schema)": {
      code: "unknown-type",
      text: `${text.slice(0, at('"type": "text"'))}"type": "txet"${text.slice(at('"type": "text"') + 14)}`,
    },
    "a link to no page (a site rule)": {
      code: "broken-link",
      text: `${text.slice(0, at("](/") + 3)}nowhere/${text.slice(at("](/") + 3)}`,
    },
    "a field written twice": {
      code: "duplicate-field",
      text: `${text.slice(0, pageStart)}"title": "Again", ${text.slice(pageStart)}`,
    },
    "a comma missing in a page (a syntax slip, mended in its page)": {
      code: "json-missing-comma",
      text: `${text.slice(0, at('",\n') + 1)}${text.slice(at('",\n') + 2)}`,
    },
    "a comma missing in the business facts (a syntax slip in the root's head)": {
      code: "json-missing-comma",
      text: (() => {
        const end = text.indexOf('",\n', text.indexOf('"description": "', text.indexOf('\n  "business": ')));
        return `${text.slice(0, end + 1)}${text.slice(end + 2)}`;
      })(),
    },
    "a text left open (a syntax slip the check stops at)": {
      code: "json-unclosed-text",
      text: `${text.slice(0, at('",\n'))}${text.slice(at('",\n') + 1)}`,
    },
  };
  const file = join(generated.folder, "with-a-mistake.json");
  const results: string[] = [];
  for (const [name, mistake] of Object.entries(made)) {
    writeFileSync(file, mistake.text);
    await timeValidation(generated.file); // the memo of the file without it
    const [program, ...args] = validateCommand();
    const times: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      const measured = await measure(program!, [...args, file, "--json"], {}, { memory: false });
      const codes = (JSON.parse(measured.stdout) as { problems: { code: string }[] }).problems.map(({ code }) => code);
      if (measured.status !== 1 || !codes.includes(mistake.code)) {
        throw new Error(`validate did not report ${name} (${mistake.code}): ${codes.join(", ")}`);
      }
      times.push(measured.ms);
    }
    results.push(
      `${name}: ${times.map((ms) => ms.toFixed(0)).join(", ")} ms whole; median ${median(times).toFixed(0)}`,
    );
  }
  return results;
}

/** The median of RUNS validations, each after `before`. */
async function runs(before: (run: number) => void) {
  const timings = [];
  for (let run = 0; run < RUNS; run++) {
    before(run);
    timings.push(await timeValidation(generated.file));
  }
  return {
    inProcessMs: timings.every((timing) => timing.inProcessMs !== undefined)
      ? median(timings.map((timing) => timing.inProcessMs!))
      : undefined,
    processMs: median(timings.map((timing) => timing.processMs)),
    all: timings.map((timing) => `${timing.inProcessMs ?? "?"} ms in process, ${timing.processMs.toFixed(0)} ms whole`),
    output: timings[0]!.output,
  };
}

const verdict = (ms: number | undefined) => (ms === undefined ? "unknown" : ms <= TARGET_MS ? "met" : "MISSED");
const ms = (value: number | undefined) => (value === undefined ? "?" : value.toFixed(0));
console.log(`validate says: ${edited.output}`);
console.log(`first run (bundles the code if it changed): ${ms(first.processMs)} ms whole`);
console.log(`with no memo: ${noMemo.all.join("; ")}`);
console.log(`unchanged: ${timing.all.join("; ")}`);
console.log(`one page edited: ${edited.all.join("; ")}`);
console.log(`through tsx from the sources: ${fromSources.all.join("; ")}`);
const line = (name: string, result: { inProcessMs: number | undefined; processMs: number }) =>
  `  ${name}: ${ms(result.inProcessMs)} ms in process, ` +
  `${ms(result.processMs)} ms for the whole process (target ${TARGET_MS} ms: ${verdict(result.processMs)})`;
console.log(`validation of ${PAGES} pages, median of ${RUNS}:`);
console.log(line("with no memo (the first check after a change to the code)", noMemo));
console.log(line("the same file again", timing));
console.log(line("after one page's edit", edited));
console.log(`  through tsx from the sources: ${ms(fromSources.processMs)} ms whole`);
console.log(`with one mistake halfway, after a check of the file without it (${RUNS} runs each):`);
for (const result of mistakes) console.log(`  ${result}`);
