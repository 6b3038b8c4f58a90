import type { SiteData } from "../../schema/site.ts";
import { formatProblem, summarize, type Problem } from "../validate/report/problem.ts";
import { validate, type ValidationResult } from "../validate/index.ts";
import { displayName, siteJsonPath } from "../paths.ts";
import { loadedSite, siteFileKey, siteFromCheck } from "./loaded-site.ts";

/** The one module that reads site.json (src/paths.ts says where it is). */
export { displayName, siteJsonPath };

export class SiteValidationError extends Error {
  constructor(
    readonly file: string,
    readonly problems: Problem[],
  ) {
    super(`${summarize(file, problems)}:\n\n` + problems.map((problem) => formatProblem(file, problem)).join("\n\n"));
    this.name = "SiteValidationError";
  }
}

/**
 * The validated site with placeholders filled, validated again only when the file changes (the dev server keeps
 * running while the owner edits). A caller that has just validated the file (the build, to print warnings; the dev
 * server) passes the result along, and the version it read if it knows it.
 */
export function loadSite(file = siteJsonPath(), checked?: ValidationResult, checkedKey?: string): SiteData {
  // The version `checked` was made from, when the caller knows it (the dev server's check, dev-check.ts).
  const key = checkedKey ?? siteFileKey(file);
  const loaded = loadedSite(file, key);
  if (loaded) return loaded;
  const result = checked ?? validate({ file });
  if (!result.ok) throw new SiteValidationError(displayName(file), result.problems);
  return siteFromCheck(result.site, key);
}
