/**
 * `npm run build [-- --strict] [--no-precompress] [--fresh]`: the whole build (src/build/build.ts) into dist/
 * (DIST_DIR), printing each step. --strict refuses warnings too; --no-precompress leaves out the .br/.gz copies
 * (for hosts that compress by themselves); --fresh compiles the code even when a cached compile matches.
 * A failure prints why and leaves the previous output (dist/, or DIST_DIR) as it was.
 */
import { formatProblem, colorFor } from "../src/validate/report/problem.ts";
import { notFoundFiles } from "../src/build/output.ts";
import { BuildFailure, buildSite } from "../src/build/build.ts";
import { exitWhenPrinted } from "../src/exit.ts";
import { displayName, distDir, siteJsonPath } from "../src/paths.ts";

const FLAGS = ["--strict", "--no-precompress", "--fresh"];
const unknown = process.argv.slice(2).filter((arg) => !FLAGS.includes(arg));
if (unknown.length) {
  console.error(`Unknown option ${unknown.join(", ")}. Usage: npm run build [-- ${FLAGS.join(" ")}]`);
  process.exit(2);
}

const color = colorFor(process.stderr);

try {
  const result = await buildSite({
    siteFile: siteJsonPath(),
    dist: distDir(),
    strict: process.argv.includes("--strict"),
    precompress: !process.argv.includes("--no-precompress"),
    fresh: process.argv.includes("--fresh"),
    log: (line) => console.log(line),
    problems: (file, problems) => {
      for (const problem of problems) console.error(formatProblem(file, problem, { color }) + "\n");
    },
  });
  for (const [label, ms] of Object.entries(result.steps)) console.log(`${label}: ${ms.toFixed(0)} ms`);
  console.log(
    `\nBuilt ${result.routes} routes and ${notFoundFiles(result.site).join(", ")} into ${displayName(distDir())}/client in ${(result.ms / 1000).toFixed(1)} s ` +
      `(${(result.ms / result.routes).toFixed(0)} ms per route, all steps; ` +
      `Vike's ${result.through} in the build's own thread).`,
  );
  exitWhenPrinted(0);
} catch (error) {
  console.error(
    `\nBuild failed: ${error instanceof BuildFailure ? error.message : String(error)}\n${displayName(distDir())}/ was left as it was.`,
  );
  process.exit(1);
}
