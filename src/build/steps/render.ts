import type { SiteData } from "../../../schema/site.ts";
import { routeTable } from "../../site/routes.ts";
import { buildThreads, clientDir } from "../../paths.ts";
import { linkFilesInBackground } from "../incremental.ts";
import { notFoundFiles, notFoundPages, outputFileOf } from "../output.ts";
import { makeFoldersInBackground } from "../page-writer.ts";
import { prerenderPages } from "../prerender.ts";
import { renderEachPage } from "../render-page.ts";
import type { ReusePlan } from "../reuse-plan.ts";
import { placeReused, reusedFrom } from "../spare.ts";
import { removeServerBundle } from "./compile.ts";

/** From this many pages Vike's prerender renders them: per page it costs less than renderPage, once it has started. */
export const PRERENDER_FROM_PAGES = 300;

export interface Rendered {
  /** How the pages were rendered. */
  through: "renderPage" | "prerender";
  /** Routes rendered by this build; the others were unchanged and reused from the previous output. */
  rendered: number;
  /** Files (relative to client/) reused from the previous output. */
  reused: Set<string>;
}

/**
 * Whether a render of this many pages goes through renderPage, which writes exactly their files, rather than Vike's
 * prerender, which starts slower: under PRERENDER_FROM_PAGES, unless BUILD_THREADS asks a whole build for the
 * prerender. Not in a process that compiled the code: Vike's build loads its development logger, through which
 * renderPage then prints two lines for every page and a warning that Vite is loaded.
 */
export function throughRenderPage(pages: number, options: { whole: boolean; compiled: boolean }): boolean {
  if (options.compiled || pages >= PRERENDER_FROM_PAGES) return false;
  return !options.whole || buildThreads() === undefined;
}

/** Both results, once both have settled: a failed render never removes the folder from under the other thread. */
async function bothSettled<A, B>(first: Promise<A>, second: Promise<B>): Promise<[A, B]> {
  const [a, b] = await Promise.allSettled([first, second]);
  if (a.status === "rejected") throw a.reason;
  if (b.status === "rejected") throw b.reason;
  return [a.value, b.value];
}

/**
 * The pages into the staging folder's client/: those the plan renders, and, on a rebuild, the unchanged ones (and the
 * not-found pages, which show nothing of any one page) linked from the output being replaced, or kept in place from
 * the spare, by another thread meanwhile; a file missing there is rendered after. Then the server bundle goes: it
 * is no part of the site.
 */
export async function renderPages(
  site: SiteData,
  plan: ReusePlan,
  options: { dist: string; staging: string; compiled: boolean; precompress: boolean },
): Promise<Rendered> {
  const { dist, staging, compiled } = options;
  const client = clientDir(staging);
  const whole = !plan.partial;
  const render = async (paths: string[], all: boolean) => {
    if (paths.length === 0) return "renderPage" as const;
    if (throughRenderPage(paths.length, { whole: all, compiled })) {
      await renderEachPage(site, staging, paths);
      return "renderPage" as const;
    }
    await prerenderPages(site, staging, all ? undefined : paths);
    return "prerender" as const;
  };
  const reusedFiles = whole ? [] : [...[...plan.unchanged].map(outputFileOf), ...notFoundFiles(site)];
  // The last output's .br/.gz are reused only if it made them (it may have been a --no-precompress build).
  const compressed = options.precompress && plan.previous?.precompressed === true;
  const place = async (): Promise<Set<string>> => {
    if (plan.code.from === "spare") {
      const files = reusedFrom(plan.code.spare, plan.state, plan.unchanged, notFoundFiles(site));
      return placeReused(clientDir(dist), client, files, compressed);
    }
    return reusedFiles.length ? linkFilesInBackground(clientDir(dist), client, reusedFiles, compressed) : new Set();
  };
  let through: Rendered["through"];
  let reused: Set<string>;
  if (!whole && throughRenderPage(plan.render.length, { whole, compiled })) {
    // A few pages (renderPage, which writes only those) while the other thread links.
    [through, reused] = await bothSettled(render(plan.render, false), place());
  } else {
    // Vike's prerender writes the not-found page too: the links first. Then the pages it renders get their folders
    // from another thread, from before the first page, while Vike starts and renders.
    reused = await place();
    // Routes only: Vike writes 404.html itself, and each added language's not-found page moves out of its folder.
    const routes = whole ? routeTable(site).map((route) => route.path) : plan.render;
    const files = routes.map(outputFileOf).filter((file) => !reused.has(file));
    [through] = await bothSettled(render(plan.render, whole), makeFoldersInBackground(client, files));
  }
  const missed = new Set(reusedFiles.filter((file) => !reused.has(file)));
  if (missed.size) {
    await render(
      [
        ...routeTable(site)
          .map((route) => route.path)
          .filter((path) => missed.has(outputFileOf(path))),
        ...notFoundPages(site)
          .filter((page) => missed.has(page.file))
          .map((page) => page.url),
      ],
      false,
    );
  }
  removeServerBundle(staging);
  const routes = routeTable(site).length;
  return { through, rendered: whole ? routes : plan.render.length + missed.size, reused };
}
