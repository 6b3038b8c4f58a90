/** `npm run validate`: every problem in site.json, one line each, exit 1 if there is any. */
import { readFileSync } from "node:fs";
import { dirname } from "node:path";
import { displayName, siteJsonPath } from "../src/content/load.ts";
import { formatProblem } from "../src/content/problems.ts";
import { validateSiteText } from "../src/content/validate.ts";

const file = process.argv[2] ?? siteJsonPath();
let text: string;
try {
  text = readFileSync(file, "utf8");
} catch {
  console.error(`${displayName(file)}: cannot read the file; is the name right?`);
  process.exit(1);
}
const started = performance.now();
const result = validateSiteText(text, { root: dirname(file) });
const ms = (performance.now() - started).toFixed(0);
if (result.ok) {
  const site = result.site;
  console.log(`${displayName(file)} is valid: ${site.pages.length} pages, ${site.posts.length} posts (${ms} ms)`);
} else {
  for (const problem of result.problems) console.error(formatProblem(displayName(file), problem));
  console.error(
    `\n${result.problems.length} problem${result.problems.length === 1 ? "" : "s"} in ${displayName(file)}; nothing was built.`,
  );
  process.exit(1);
}
