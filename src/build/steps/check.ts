import { dirname, isAbsolute, relative } from "node:path";
import type { SiteData } from "../../../schema/site.ts";
import { renderedSite } from "../../site/loaded-site.ts";
import type { Checked, ValidationResult } from "../../validate/check-file.ts";
import { loadInPieces, PIECES } from "../../validate/pieces/check-pieces.ts";
import { summarize } from "../../validate/report/problem.ts";
import { displayName } from "../../paths.ts";
import type { BuildOptions } from "../options.ts";
import { BuildFailure } from "../failure.ts";

export interface CheckedSite {
  /** The site as pages render it: zod's output, placeholders filled. */
  site: SiteData;
  /** The SHA-256 of each page's own bytes, where the check read the page alone (incremental.ts). */
  pageKeys: Checked["pageKeys"];
}

/**
 * The same check as `npm run validate`, with the same words: read in pieces, what they find worded from the pages it
 * is in (scoped-report.ts), and read whole to report anything else; zod (the words) is loaded only then. Refuses
 * errors, warnings too with `strict`, and an output folder outside the project (Vike then fails halfway, unexplained).
 */
export async function checkSite(options: BuildOptions): Promise<CheckedSite> {
  const { siteFile, dist, strict = false, fresh = false } = options;
  const checkedOptions = { root: dirname(siteFile) };
  const pieces = loadInPieces(siteFile, checkedOptions, PIECES, fresh ? undefined : options.memo);
  const checked: ValidationResult & Pick<Checked, "pageKeys"> =
    (pieces && "troubled" in pieces
      ? (await import("../../validate/pieces/scoped-report.ts")).loadScoped(pieces)
      : pieces) ?? (await import("../../validate/check-file.ts")).validateSiteFile(siteFile, checkedOptions);
  options.problems?.(displayName(siteFile), checked.problems);
  if (!checked.ok || (strict && checked.problems.length)) {
    throw new BuildFailure(
      `${summarize(displayName(siteFile), checked.problems)}; ` +
        `fix ${checked.ok ? "the warnings (--strict)" : "the errors"} above`,
    );
  }
  const fromProject = relative(process.cwd(), dist);
  if (fromProject.startsWith("..") || isAbsolute(fromProject)) {
    throw new BuildFailure(`the output folder ${dist} must be inside the project folder ${process.cwd()}`);
  }
  return { site: renderedSite(checked.site), pageKeys: checked.pageKeys };
}
