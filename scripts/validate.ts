/**
 * `npm run validate`: every problem in site.json, errors and warnings, each with its line and column.
 *
 *   npm run validate                    check site.json (or the file SITE_JSON names)
 *   npm run validate -- other.json      check another file
 *   npm run validate -- --strict        warnings fail too
 *   npm run validate -- --json          the same problems as JSON, for tools
 *   npm run validate -- --staged        check the copy of site.json staged for commit (the pre-commit hook)
 *   npm run validate -- --lang es       the problems in Spanish (the codes stay the same)
 *
 * Exits 1 when there is an error (or, with --strict, a warning), 2 when the command line is wrong.
 * The work is src/validate/command.ts; this only prints what it returns.
 */
import { statSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { exitWhenPrinted } from "../src/exit.ts";
import { siteJsonPath } from "../src/paths.ts";
import { colorFor } from "../src/validate/report/problem.ts";
import { rememberedAnswer, type ValidateCommandOptions } from "../src/validate/report/command-output.ts";

const started = performance.now();
// Compiled (scripts/compiled.mjs), the answers for small files are kept beside the bundle, under its identity: the
// bundle is made again whenever any code it holds changes. Through tsx there is no bundle, and no memo.
const bundle = import.meta.url.endsWith(".ts") ? undefined : fileURLToPath(import.meta.url);
const stat = bundle ? statSync(bundle) : undefined;
const options: ValidateCommandOptions = {
  defaultFile: siteJsonPath(),
  color: colorFor(process.stderr),
  started,
  ...(bundle && stat ? { memo: { file: `${bundle}.results.json`, code: `${stat.size}:${stat.mtimeMs}` } } : {}),
};
const args = process.argv.slice(2);
// The check (zod, the rules) is loaded only when no answer is remembered for the file as it is.
const { code, stdout, stderr } =
  rememberedAnswer(args, options) ?? (await import("../src/validate/command.ts")).runValidate(args, options);
process.stderr.write(stderr);
process.stdout.write(stdout);
exitWhenPrinted(code);
