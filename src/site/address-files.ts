/**
 * Where an address's file is in the built site: the one place that maps one to the other, for the prerender's pages
 * (build/output.ts), the pages the build writes at old addresses (deploy/redirects.ts) and the rule that keeps an old
 * address from landing on a page's file (rules/redirects.ts). No module beyond this, so a rule can use it.
 */

/** The file (relative to the output folder) the prerender writes for an address: `/about` → `about/index.html`. */
export function outputFileOf(path: string): string {
  return path === "/" ? "index.html" : `${path.slice(1)}/index.html`;
}

/** Where the build writes the page for an old address: `/services.html` as it is, `/about-us` as a folder's index. */
export function movedFile(from: string): string {
  const last = from.slice(from.lastIndexOf("/") + 1);
  return last.includes(".") ? from.slice(1) : outputFileOf(from);
}
