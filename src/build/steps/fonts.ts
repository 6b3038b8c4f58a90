import type { SiteData } from "../../../schema/site.ts";
import { publishFonts, siteCharacters } from "../../theme/fonts.ts";

/** The theme's web fonts, cut to the characters the site's text uses, under public/: what it did. */
export function publishSiteFonts(site: SiteData): Promise<string> {
  return publishFonts(site.theme, siteCharacters(site));
}
