import type { PageContextServer } from "vike/types";

/**
 * The site every page renders. The build hands in the site it checked (Vike's `pageContextInit`, src/build/render/);
 * where nothing does (the dev server), site.json is loaded and checked here, once per version of the file (load.ts,
 * imported only then, so the pages' server code carries no check), which throws for a file with errors.
 */
export async function onCreatePageContext(pageContext: PageContextServer): Promise<void> {
  pageContext.site ??= (await import("../src/site/load.ts")).loadSite();
}
