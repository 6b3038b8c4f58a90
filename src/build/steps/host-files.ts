import { rmSync } from "node:fs";
import { join } from "node:path";
import type { SiteData } from "../../../schema/site.ts";
import { routeTable } from "../../site/routes.ts";
import { describePrecompress, writeHostFiles } from "../../deploy/output.ts";
import { BuildFailure } from "../failure.ts";
import { writeBuildState } from "../incremental.ts";
import { missingOutputs, notFoundFiles, outputFileOf, placeNotFoundPages, robotsTxt, sitemapXml } from "../output.ts";
import { writeAnew } from "../../files/write-anew.ts";
import type { ReusePlan } from "../reuse-plan.ts";
import type { Rendered } from "./render.ts";

/**
 * The rest of the output around the pages: each added language's not-found page in its place, a check that every
 * page is there, the sitemap and robots.txt, the feed, _headers, .nojekyll, then .br/.gz beside every text file
 * (reusing the last build's where unchanged), and the build state for the next build. Says what it compressed.
 */
export async function writeSiteFiles(
  site: SiteData,
  plan: ReusePlan,
  rendered: Rendered,
  options: {
    staging: string;
    client: string;
    previousClient: string;
    precompress: boolean;
    codeFiles: string[];
    buildId?: string;
  },
): Promise<string> {
  const { staging, client } = options;
  placeNotFoundPages(client, site);
  const missing = missingOutputs(client, site);
  if (missing.length) throw new BuildFailure(`prerender did not write ${missing.join(", ")}`);
  writeAnew(join(client, "sitemap.xml"), sitemapXml(site));
  writeAnew(join(client, "robots.txt"), robotsTxt(site));
  // Publishing finds this build's id at the live address; a rebuild from an older output drops that one's.
  if (options.buildId) writeAnew(join(client, "build.txt"), `${options.buildId}\n`);
  else rmSync(join(client, "build.txt"), { force: true });
  // A rebuild compresses its new files only, at the quality the rest of the site was compressed at.
  const quality = plan.previous?.quality;
  const newFiles =
    plan.partial && quality !== undefined
      ? {
          files: [
            ...options.codeFiles,
            ...[
              ...[...routeTable(site).map((route) => outputFileOf(route.path)), ...notFoundFiles(site)].filter(
                (file) => !rendered.reused.has(file),
              ),
              "sitemap.xml",
              "robots.txt",
              ...(options.buildId ? ["build.txt"] : []),
            ].map((file) => join(client, file)),
          ],
          quality,
        }
      : undefined;
  const previousClient = plan.previous?.precompressed ? options.previousClient : undefined;
  const compressed = await writeHostFiles(client, site, previousClient, options.precompress, newFiles);
  writeBuildState(staging, { ...plan.state, ...(compressed ? { quality: compressed.quality } : {}) });
  return describePrecompress(compressed);
}
