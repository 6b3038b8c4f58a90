/**
 * Pages through Vike's prerender, in the build's thread: Vike renders several at once, and each page is handed to
 * the writer thread (page-writer.ts) as soon as it is rendered, then let go.
 */
import type { SiteData } from "../../schema/site.ts";
import { pageWriter } from "./page-writer.ts";
import { withPrerenderRequest } from "./prerender-request.ts";
import { prerenderViteConfig } from "./vite-config.ts";

/** Pages Vike renders at once (its default is the number of cores): enough to keep rendering while pages are written. */
const PAGES_IN_FLIGHT = 8;

interface PrerenderedPage {
  _prerenderResult?: { filePath: string; fileContent: string };
  _prerenderContext?: { output?: unknown[] };
}

/**
 * Lets a written page go. Vike keeps every prerendered page (its HTML and its pageContext) in its prerender's
 * `output` until the prerender ends, and the page's HTML on the pageContext too; this build writes each page as it
 * is rendered and reads neither afterwards. Kept, a large site's pages are hundreds of megabytes of live heap that
 * every garbage collection goes through.
 */
function releasePrerendered(pageContext: PrerenderedPage): void {
  pageContext._prerenderResult = undefined;
  if (pageContext._prerenderContext?.output) pageContext._prerenderContext.output.length = 0;
}

/** Renders `only`, or every route and not-found page, into `outDir`'s client/ folder: the pages written. */
export async function prerenderPages(site: SiteData, outDir: string, only?: string[]): Promise<number> {
  let pages = 0;
  const writer = pageWriter();
  try {
    // Loaded here, not with this module: a rebuild through renderPage never needs it.
    const { prerender } = await import("vike/api");
    await withPrerenderRequest({ site, ...(only ? { only } : {}) }, () =>
      prerender({
        viteConfig: prerenderViteConfig(outDir),
        // The site every page renders, on each page's pageContext (renderer/+onCreatePageContext.server.ts).
        pageContextInit: { site },
        // Kept for a second render of files the rebuild could not link; the build deletes it once all are rendered.
        vikeConfig: { prerender: { keepDistServer: true, parallel: PAGES_IN_FLIGHT } },
        // Vike hands each rendered page here instead of writing it (an option vite-plugin-vercel uses too).
        onPagePrerender: async (pageContext: PrerenderedPage) => {
          const { filePath, fileContent } = pageContext._prerenderResult!;
          await writer.write(filePath, fileContent);
          pages++;
          releasePrerendered(pageContext);
        },
      } as Parameters<typeof prerender>[0]),
    );
    await writer.done();
  } catch (error) {
    writer.stop();
    throw error;
  }
  return pages;
}
