import type { SiteData } from "../../../schema/site.ts";
import { imagesForSite } from "../../images/pipeline.ts";

/** Every image site.json names (read from the images/ beside it), in each size the pages use, under public/ and in the manifest: what it did. */
export async function makeImages(site: SiteData, siteFile: string): Promise<string> {
  return (await imagesForSite(site, siteFile)).summary;
}
