import { isAbsolute, relative } from "node:path";
import type { SiteData } from "../../../schema/site.ts";
import { renderedSite } from "../../site/loaded-site.ts";
import { validate } from "../../validate/index.ts";
import { summarize } from "../../validate/report/problem.ts";
import { displayName } from "../../paths.ts";
import type { BuildOptions } from "../options.ts";
import { BuildFailure } from "../failure.ts";

/**
 * The same check as `npm run validate`, with the same words. Refuses errors, warnings too with `strict`, and an
 * output folder outside the project (Vike then fails halfway, unexplained). Returns the site as pages render it.
 */
export async function checkSite(options: BuildOptions): Promise<SiteData> {
  const { siteFile, dist, strict = false } = options;
  const checked = validate({ file: siteFile });
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
  return renderedSite(checked.site!);
}
