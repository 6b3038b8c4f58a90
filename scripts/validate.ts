/**
 * `npm run validate`: every problem in site.json, errors and warnings, each with its line and column.
 *
 *   npm run validate                    check site.json (or the file SITE_JSON names)
 *   npm run validate -- other.json      check another file
 *   npm run validate -- --strict        warnings fail too
 *   npm run validate -- --json          the same problems as JSON, for tools
 *   npm run validate -- --staged        check the copy of site.json staged for commit (the pre-commit hook)
 *
 * Exits 1 when there is an error (or, with --strict, a warning), 2 when the command line is wrong.
 * The work is src/validate/command.ts; this only prints what it returns. Compiled (scripts/compiled.mjs),
 * the worker that reads a large file's second half has an entry of its own (src/validate/pieces/worker.ts).
 */
import { availableParallelism } from "node:os";
import { compiledBundle } from "../src/compiled.ts";
import { exitWhenPrinted } from "../src/exit.ts";
import { siteJsonPath } from "../src/paths.ts";
import { colorFor } from "../src/validate/report/problem.ts";
import { quickValidate, type ValidateCommandOptions } from "../src/validate/report/command-output.ts";
import { memoPlace } from "../src/validate/pieces/memo.ts";

// The whole check (zod, the words of every problem) is imported only when it runs: a file the check in pieces finds
// nothing in is answered without it (validate-output.ts), about 27 ms sooner.
// Through tsx the module is TypeScript, with no compiled bundle to key a memo by: every page is checked then.
const compiled = !import.meta.url.endsWith(".ts");
const self = new URL(import.meta.url);
// Reading in pieces, a worker shares the work from 4 cores: on this project's 2-core machines one thread measured as
// quick as two, with 0.7 s less CPU (hashing runs at full speed on both cores at once, but two threads decoding and
// parsing large texts each took about 1.4 times as long). The worker has an entry, and so a bundle, of its own, which
// starts in a fraction of this one's time.
const piecesWorker = availableParallelism() >= 4 ? await compiledBundle("src/validate/pieces/worker.ts") : undefined;
const args = process.argv.slice(2);
const started = performance.now();
const options: ValidateCommandOptions = {
  defaultFile: siteJsonPath(),
  color: colorFor(process.stderr),
  pieces: piecesWorker,
  // Beside the compiled bundles, keyed by this one, which is rebuilt when any of the code it holds changes.
  memo: compiled ? memoPlace(self) : undefined,
};
// What the pieces found, when they found something, goes to the whole check's module to be worded.
const quick = quickValidate(args, options);
const { code, stdout, stderr } =
  quick && "code" in quick
    ? quick
    : (await import("../src/validate/command.ts")).runValidate(args, {
        ...options,
        piecesTried: quick ?? true,
        started,
      });
process.stderr.write(stderr);
process.stdout.write(stdout);
exitWhenPrinted(code);
