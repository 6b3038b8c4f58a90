import { isUtf8 } from "node:buffer";
import { closeSync, fstatSync, openSync, readFileSync } from "node:fs";
import type { SiteData } from "../../schema/site.ts";
import { conformSite } from "../validate/schema/conform.ts";
import { MAX_FILE_BYTES } from "../validate/read/input-limits.ts";
import { fileVersion } from "../validate/read/file-version.ts";
import { utf8Text } from "../validate/read/utf8.ts";
import { formatProblem, summarize, type Problem } from "../validate/report/problem.ts";
import { validate, type ValidationResult } from "../validate/index.ts";
import { displayName, siteJsonPath } from "../paths.ts";
import { loadedSite, renderedSite, siteFileKey, siteFromCheck } from "./loaded-site.ts";

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

/**
 * The site loadSite gives for the file, made without checking it, and the version of the file it was made from (as
 * the check records it, src/validate/index.ts). For a render thread, which reads the file while the build's
 * thread checks it and renders this only if the check passed on that very version (render-threads.ts): zod's output is
 * conformed (conform.ts) as the build's own thread conforms the pages it checked. Undefined for a file too large to
 * be a site, or one that changed while it was read; throws for a text that is not a site.
 */
export function readSiteUnchecked(file: string): { site: SiteData; version: string } | undefined {
  const fd = openSync(file, "r");
  try {
    const before = fileVersion(fd);
    if (fstatSync(fd).size > MAX_FILE_BYTES) return undefined;
    const bytes = readFileSync(fd);
    if (fileVersion(fd) !== before) return undefined;
    if (!isUtf8(bytes)) throw new Error("not UTF-8");
    const text = utf8Text(bytes);
    return { site: renderedSite(conformSite(JSON.parse(text))), version: before };
  } finally {
    closeSync(fd);
  }
}
