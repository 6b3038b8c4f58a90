/**
 * `npm run bench:validate`: the validate command (package.json's script: the bundle scripts/compiled.mjs makes, run
 * by plain node) on the shipped site and on generated sites of 1,000 and 10,000 pages, and the editor's live check of
 * 1,000 pages, each against its budget (a missed one is printed, not an error). Then one mistake halfway through the
 * 10,000 pages, of each kind the check finds: the command must fail and name it.
 */
import { spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { checkSiteText } from "../src/save/save.ts";
import { loadAverage, measure, median, validateCommand, writeGeneratedSite } from "./bench-site.ts";

const RUNS = 5;
const TIME = "/usr/bin/time";
const SCRATCH_TIMES = mkdtempSync(join(tmpdir(), "bench-validate-"));

/**
 * `runs` runs of the command on `file`, each a fresh process: the medians of the whole process's time and, where GNU
 * time is there, of the processor time it used (user and system), which a busy machine inflates far less.
 */
function timeCommand(file: string, runs: number): { wallMs: number; cpuMs: number | undefined } {
  const [program, ...args] = validateCommand();
  const wall: number[] = [];
  const cpu: number[] = [];
  const times = join(SCRATCH_TIMES, "times.txt");
  for (let run = 0; run < runs; run++) {
    const timed = existsSync(TIME);
    const started = performance.now();
    const ran = timed
      ? spawnSync(TIME, ["-f", "%U %S", "-o", times, program!, ...args, file], { encoding: "utf8" })
      : spawnSync(program!, [...args, file], { encoding: "utf8" });
    wall.push(performance.now() - started);
    if (ran.status !== 0) throw new Error(`validate failed on ${file}:\n${ran.stdout}${ran.stderr}`.slice(0, 4000));
    if (timed) {
      const [user, system] = readFileSync(times, "utf8").trim().split("\n").at(-1)!.split(" ").map(Number);
      cpu.push((user! + system!) * 1000);
    }
  }
  return { wallMs: median(wall), cpuMs: cpu.length ? median(cpu) : undefined };
}

function report(name: string, result: { wallMs: number; cpuMs: number | undefined }, target: number): void {
  const verdict = result.wallMs <= target ? "met" : "MISSED";
  const cpu = result.cpuMs === undefined ? "" : `; processor time ${result.cpuMs.toFixed(0)} ms`;
  console.log(`${name}: ${result.wallMs.toFixed(0)} ms (target ${target} ms: ${verdict})${cpu}`);
}

console.log(`load average ${loadAverage()}`);
// The first run after a change to the code bundles it again: not counted.
timeCommand("site.json", 1);
report("the shipped site, unchanged (its answer remembered)", timeCommand("site.json", RUNS), 150);
// The same site, a little different each run: checked, not remembered.
const edited = join(SCRATCH_TIMES, "edited");
mkdirSync(edited);
cpSync(resolve("images"), join(edited, "images"), { recursive: true }); // a linked images/ is refused
const shippedText = readFileSync("site.json", "utf8");
const afterEdits: { wallMs: number; cpuMs: number | undefined }[] = [];
for (let run = 0; run < RUNS; run++) {
  writeFileSync(join(edited, "site.json"), withEditedHeading(shippedText, run));
  afterEdits.push(timeCommand(join(edited, "site.json"), 1));
}
report(
  "the shipped site after an edit",
  {
    wallMs: median(afterEdits.map((run) => run.wallMs)),
    cpuMs: afterEdits.every((run) => run.cpuMs !== undefined) ? median(afterEdits.map((run) => run.cpuMs!)) : undefined,
  },
  150,
);

const thousand = writeGeneratedSite(1_000);
report(`1,000 pages (${mb(thousand.bytes)} MB), whole command`, timeCommand(thousand.file, RUNS), 500);

// The editor checks the text it is about to save, in its own process: one page's heading changed each time.
const text = readFileSync(thousand.file, "utf8");
const live: number[] = [];
const liveCpu: number[] = [];
for (let run = 0; run <= RUNS; run++) {
  const started = performance.now();
  const cpuBefore = process.cpuUsage();
  const checked = checkSiteText(withEditedHeading(text, run), { root: dirname(thousand.file) });
  if (!checked.ok) throw new Error("the edited site is not valid");
  const cpu = process.cpuUsage(cpuBefore);
  // The first loads the code, once for the editor's whole run: not counted.
  if (run > 0) live.push(performance.now() - started);
  if (run > 0) liveCpu.push((cpu.user + cpu.system) / 1000);
}
report("the editor's live check of 1,000 pages", { wallMs: median(live), cpuMs: median(liveCpu) }, 300);
rmSync(thousand.folder, { recursive: true, force: true });

const tenThousand = writeGeneratedSite(10_000);
report(`10,000 pages (${mb(tenThousand.bytes)} MB), whole command`, timeCommand(tenThousand.file, 3), 2_000);
for (const line of await withMistakes(tenThousand.folder, tenThousand.file)) console.log(line);
rmSync(tenThousand.folder, { recursive: true, force: true });
rmSync(SCRATCH_TIMES, { recursive: true, force: true });

/** The text with the first heading of a page changed (not the theme's heading font), differently for each run. */
function withEditedHeading(text: string, run: number): string {
  const at = text.indexOf('"heading": "', text.indexOf('"pages"')) + '"heading": "'.length;
  return `${text.slice(0, at)}Edited ${run}: ${text.slice(at)}`;
}

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
