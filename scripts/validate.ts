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
 * The work is src/validate/command.ts; this only prints what it returns.
 */
import { exitWhenPrinted } from "../src/exit.ts";
import { siteJsonPath } from "../src/paths.ts";
import { colorFor } from "../src/validate/report/problem.ts";
import { runValidate } from "../src/validate/command.ts";

const started = performance.now();
const { code, stdout, stderr } = runValidate(process.argv.slice(2), {
  defaultFile: siteJsonPath(),
  color: colorFor(process.stderr),
  started,
});
process.stderr.write(stderr);
process.stdout.write(stdout);
exitWhenPrinted(code);
