/**
 * `npm run dev`'s check of site.json after each save: one check per version of the file, shared by the page that
 * lists its problems and the pages that render it, and made as the build makes it: read in pieces, the pages an
 * earlier check found nothing in recalled from a memo (validate-pieces.ts, memo.ts), what they find worded from the
 * pages it is in (scoped-report.ts), and read whole to report anything else. On a 1,000-page site, a save took two
 * whole checks (about 0.3 s each) before the page showed it.
 */
import { dirname, resolve } from "node:path";
import { codeKey } from "../files/code-key.ts";
import { memoOf, type MemoPlace } from "./pieces/memo.ts";
import { siteFileKey } from "../site/loaded-site.ts";
import { loadSite } from "../site/load.ts";
import { loadScoped } from "./pieces/scoped-report.ts";
import { loadInPieces, PIECES } from "./pieces/check-pieces.ts";
import { validateSiteFile, type ValidationResult } from "./check-file.ts";

/** The folders whose code decides what a check finds: the schema and the validator. */
const CHECKING_CODE = ["schema", "src/validate", "src/site"];

/**
 * Where the dev server keeps its memo, and the code it is made by: the checking code's files as the dev server read
 * them at its start (code-cache.ts's key of their paths and bytes), so a change to the schema or a rule since the
 * last run forgets the pages.
 */
export function devMemoPlace(project: string): MemoPlace {
  const file = memoOf(resolve(project, "node_modules/.cache/site-renderer/dev"));
  return { file, code: codeKey({ root: project, inputs: CHECKING_CODE, outDir: "dev check" }) };
}

/**
 * The check of the file as it is now, the last one kept for as long as the file does not change; when it passed, the
 * site it gave is the one the pages render (load.ts), with no check of their own.
 */
export function devCheck(file: string, memo: MemoPlace | undefined): ValidationResult {
  const key = siteFileKey(file);
  if (last?.key === key) return last.result;
  const options = { root: dirname(file) };
  const pieces = loadInPieces(file, options, PIECES, memo);
  // What the pieces found, worded from the pages it is in; the whole check where that cannot be.
  const result = (pieces && "troubled" in pieces ? loadScoped(pieces) : pieces) ?? validateSiteFile(file, options);
  if (result.ok) loadSite(file, result, key);
  last = { key, result };
  return result;
}

let last: { key: string; result: ValidationResult } | undefined;
