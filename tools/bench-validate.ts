/**
 * `npm run bench:validate`: the validate command (package.json's script: the bundle scripts/compiled.mjs makes, run
 * by plain node) on the shipped site and on generated sites of 1,000 and 10,000 pages, and the editor's live check of
 * 1,000 pages, each against its budget (a missed one is printed, not an error). Then one mistake halfway through the
 * 10,000 pages, of each kind the check finds: the command must fail and name it.
 */
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { checkSiteText } from "../src/save/save.ts";
import { loadAverage, measure, median, medianValidation, validateCommand, writeGeneratedSite } from "./bench-site.ts";

const RUNS = 5;
const report = (name: string, ms: number, all: string[], target: number) =>
  console.log(
    `${name}: ${ms.toFixed(0)} ms (target ${target} ms: ${ms <= target ? "met" : "MISSED"}); runs: ${all.join("; ")}`,
  );

console.log(`load average ${loadAverage()}`);
// The first run after a change to the code bundles it again: not counted.
await medianValidation("site.json", 1);
const shipped = await medianValidation("site.json", RUNS);
report("the shipped site, whole command", shipped.processMs, shipped.all, 150);

const thousand = writeGeneratedSite(1_000);
const ofThousand = await medianValidation(thousand.file, RUNS);
report(`1,000 pages (${mb(thousand.bytes)} MB), whole command`, ofThousand.processMs, ofThousand.all, 500);

// The editor checks the text it is about to save, in its own process: one page's heading changed each time.
const text = readFileSync(thousand.file, "utf8");
const live: number[] = [];
for (let run = 0; run <= RUNS; run++) {
  const edited = text.replace('"heading": "', `"heading": "Edited ${run}: `);
  const started = performance.now();
  if (!checkSiteText(edited, { root: dirname(thousand.file) }).ok) throw new Error("the edited site is not valid");
  if (run > 0) live.push(performance.now() - started); // the first loads the code
}
report(
  "the editor's live check of 1,000 pages",
  median(live),
  live.map((ms) => `${ms.toFixed(0)} ms`),
  300,
);
rmSync(thousand.folder, { recursive: true, force: true });

const tenThousand = writeGeneratedSite(10_000);
const ofTenThousand = await medianValidation(tenThousand.file, 3);
report(`10,000 pages (${mb(tenThousand.bytes)} MB), whole command`, ofTenThousand.processMs, ofTenThousand.all, 2_000);
for (const line of await withMistakes(tenThousand.folder, tenThousand.file)) console.log(line);
rmSync(tenThousand.folder, { recursive: true, force: true });

function mb(bytes: number): string {
  return (bytes / 1024 / 1024).toFixed(1);
}

/** Each mistake made halfway through a copy of the file (beside it, so its images are found), timed once. */
async function withMistakes(folder: string, original: string): Promise<string[]> {
  const text = readFileSync(original, "utf8");
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
    "a comma missing (a syntax mistake)": {
      code: "json-missing-comma",
      text: `${text.slice(0, at('",\n') + 1)}${text.slice(at('",\n') + 2)}`,
    },
    "a text left open (a syntax mistake the check stops at)": {
      code: "json-unclosed-text",
      text: `${text.slice(0, at('",\n'))}${text.slice(at('",\n') + 1)}`,
    },
  };
  const file = join(folder, "with-a-mistake.json");
  const lines: string[] = ["one mistake halfway through the 10,000 pages, whole command:"];
  for (const [name, mistake] of Object.entries(made)) {
    writeFileSync(file, mistake.text);
    const [program, ...args] = validateCommand();
    const measured = await measure(program!, [...args, file, "--json"], {}, { memory: false });
    const codes = (JSON.parse(measured.stdout) as { problems: { code: string }[] }).problems.map(({ code }) => code);
    if (measured.status !== 1 || !codes.includes(mistake.code)) {
      throw new Error(`validate did not report ${name} (${mistake.code}): ${codes.join(", ")}`);
    }
    lines.push(`  ${name}: ${measured.ms.toFixed(0)} ms`);
  }
  return lines;
}
