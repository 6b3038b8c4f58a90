/**
 * `npm run images`: makes the published copies of every image site.json names (src/images/pipeline.ts), and
 * publishes the theme's font files (src/theme/fonts.ts), so the dev server has both.
 * `--dev` (before the dev server): an invalid site.json is left for the dev server to show in the browser.
 * Run compiled (scripts/compiled.mjs), as the build is: through tsx its start alone took most of a second.
 */
import type { SiteData } from "../schema/site.ts";
import { loadSite, SiteValidationError } from "../src/site/load.ts";
import { imagesForSite } from "../src/images/pipeline.ts";
import { publishFonts, siteCharacters } from "../src/theme/fonts.ts";

async function main() {
  let site: SiteData;
  try {
    site = loadSite();
  } catch (error) {
    if (error instanceof SiteValidationError) {
      if (process.argv.includes("--dev")) {
        // The dev server shows the problems in the browser; images are made on its next start.
        console.error(
          `${error.problems.length} problem(s) in site.json: the dev server will list them in the browser.`,
        );
        return;
      }
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  console.log((await imagesForSite(site)).summary);
  console.log(await publishFonts(site.theme, siteCharacters(site)));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
