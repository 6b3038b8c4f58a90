/**
 * `npm run dev`'s check of site.json after each save: one check per version of the file, shared by the page that
 * lists its problems and the pages that render it.
 */
import { siteFileKey } from "../site/loaded-site.ts";
import { loadSite } from "../site/load.ts";
import { validate, type ValidationResult } from "./index.ts";

/**
 * The check of the file as it is now, the last one kept for as long as the file does not change; when it passed, the
 * site it gave is the one the pages render (load.ts), with no check of their own.
 */
export function devCheck(file: string): ValidationResult {
  const key = siteFileKey(file);
  if (last?.key === key) return last.result;
  const result = validate({ file });
  if (result.ok) loadSite(file, result, key);
  last = { key, result };
  return result;
}

let last: { key: string; result: ValidationResult } | undefined;
