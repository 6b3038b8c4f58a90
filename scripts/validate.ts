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
 */
import { execFileSync } from "node:child_process";
import { dirname, resolve } from "node:path";
import { displayName, siteJsonPath } from "../src/content/load.ts";
import { colorFor, formatProblem, plural, summarize } from "../src/content/problems.ts";
import { fileProblem, validateSiteFile, validateSiteText, type ValidationResult } from "../src/content/validate.ts";

const args = process.argv.slice(2);
const flags = new Set(args.filter((arg) => arg.startsWith("--")));
const unknown = [...flags].filter((flag) => !["--json", "--strict", "--staged"].includes(flag));
if (unknown.length) {
  console.error(`validate: unknown option ${unknown.join(", ")}; the options are --json, --strict and --staged`);
  process.exit(2);
}
const json = flags.has("--json");
const strict = flags.has("--strict");
const file = resolve(args.find((arg) => !arg.startsWith("--")) ?? siteJsonPath());
const name = displayName(file);

const started = performance.now();
let result: ValidationResult;
if (flags.has("--staged")) {
  // What is about to be committed, not what is in the editor: the two differ after a partial `git add`.
  let staged: string | undefined;
  try {
    staged = execFileSync("git", ["show", `:${displayName(file)}`], {
      encoding: "utf8",
      maxBuffer: 1 << 30,
      stdio: ["ignore", "pipe", "ignore"],
    });
  } catch {
    // Not in the index: the commit deletes site.json, which is reported as a missing file.
  }
  result =
    staged === undefined
      ? fileProblem({
          code: "missing-file",
          message: `this commit deletes ${name}`,
          expected: `${name} in every commit`,
          hint: `the site cannot be built without it; restore it with: git checkout HEAD -- ${name}`,
        })
      : validateSiteText(staged, { root: dirname(file) });
} else {
  result = validateSiteFile(file, { root: dirname(file) });
}
const ms = performance.now() - started;

const errors = result.problems.filter((problem) => problem.severity === "error").length;
const warnings = result.problems.length - errors;
const failed = errors > 0 || (strict && warnings > 0);

if (json) {
  console.log(
    JSON.stringify(
      { file: name, ok: !failed, errors, warnings, milliseconds: Math.round(ms), problems: result.problems },
      null,
      2,
    ),
  );
} else {
  const color = colorFor(process.stderr);
  for (const problem of result.problems) console.error(formatProblem(name, problem, { color }) + "\n");
  if (result.ok && !failed) {
    const site = result.site;
    console.log(
      `${name} is valid${warnings ? `, with ${summarize(name, result.problems).split(" in ")[0]}` : ""}: ` +
        `${plural(site.pages.length, "page")}, ${plural(site.posts.length, "post")} (checked in ${ms.toFixed(0)} ms)`,
    );
  } else {
    console.error(
      `${summarize(name, result.problems)}. ` +
        (errors
          ? "Fix the errors above; the site cannot be built until then."
          : "Warnings count as errors with --strict."),
    );
  }
}
process.exit(failed ? 1 : 0);
