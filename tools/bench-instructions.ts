/**
 * `npm run bench:instructions [-- pages]`: the instructions `npm run validate` executes on a generated site.json
 * (10,000 pages unless told), counted by valgrind's callgrind.
 *
 * Why: this project's 2-core machines time the same command 20-30% apart from one hour to the next, and a change
 * worth 5% is lost in that noise however many runs are taken. The count of instructions is the same from run to run
 * (within 0.1% here), so two commits compare in one run each. It is work, not time: what waits on memory or on the
 * disk is not in it, and V8 runs single-threaded for it (`--single-threaded`, so that the collector's and the
 * compiler's threads count in the same total). A count takes a minute or two.
 *
 * Needs valgrind (`apt-get install valgrind`).
 */
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { validateCommand, writeGeneratedSite } from "./bench-site.ts";

const pages = Number(process.argv[2] ?? 10_000);
if (!Number.isInteger(pages) || pages < 10) {
  process.stderr.write("usage: npm run bench:instructions [-- pages]   (10 or more pages; 10,000 unless told)\n");
  process.exit(2);
}
if (spawnSync("valgrind", ["--version"]).status !== 0) {
  process.stderr.write("valgrind is not installed: apt-get install valgrind\n");
  process.exit(1);
}

const generated = writeGeneratedSite(pages);
const BUNDLE = "scripts__validate.mjs";
const bundle = resolve("node_modules/.cache/site-renderer", BUNDLE);
// The command as npm runs it, once: it compiles the bundle if the code changed, and says the file is valid.
const [program, ...args] = validateCommand();
const first = spawnSync(program!, [...args, generated.file], { encoding: "utf8" });
if (first.status !== 0) throw new Error(`validate failed on ${generated.file}:\n${first.stdout}${first.stderr}`);
const folder = mkdtempSync(join(tmpdir(), "bench-instructions-"));

interface Count {
  total: number;
  said: string;
}

/** Runs the compiled command under callgrind; its output file is read for the totals. */
function count(name: string): Promise<Count> {
  const out = join(folder, `${name}.callgrind`);
  const child = spawn(
    "valgrind",
    [
      "--tool=callgrind",
      `--callgrind-out-file=${out}`,
      // V8 writes the machine code it runs: valgrind must look for code written anywhere but in files.
      "--smc-check=all-non-file",
      process.execPath,
      "--single-threaded",
      bundle,
      generated.file,
    ],
    { stdio: ["ignore", "pipe", "pipe"] },
  );
  let stdout = "";
  child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString("utf8")));
  child.stderr.resume();
  return new Promise((done, fail) => {
    child.on("error", fail);
    child.on("close", (status) => {
      if (status !== 0) return fail(new Error(`validate under valgrind exited with ${status}: ${stdout}`));
      const data = readFileSync(out, "utf8");
      const total = Number(/^(?:summary|totals): (\d+)/m.exec(data)?.[1]);
      done({ total, said: stdout.trim() });
    });
  });
}

const counted = await count("validate");
rmSync(folder, { recursive: true, force: true });
rmSync(generated.folder, { recursive: true, force: true });

const billions = (value: number) => `${(value / 1e9).toFixed(3)} G`;

console.log(
  `validate on ${generated.pages} pages (${(generated.bytes / 1024 / 1024).toFixed(1)} MB), callgrind, V8 single-threaded:`,
);
console.log(`  ${billions(counted.total)} instructions; it said: ${counted.said}`);
