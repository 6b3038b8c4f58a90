/**
 * The built site checked before it is sent anywhere: every route's page is there, and every link and file a page
 * points at inside the site (href and src starting with one /) leads to a file of the build. Reads every page: a
 * check of what visitors would meet, not of what the build meant to write.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { SiteData } from "../../schema/site.ts";
import { outputFileOf } from "../site/address-files.ts";
import { routeTable } from "../site/routes.ts";

export interface OutputCheck {
  missingPages: string[];
  /** `/about → /contct`: the page holding the link, and where it leads. */
  brokenLinks: string[];
  pagesRead: number;
}

const LINK = /\s(?:href|src)="(\/(?!\/)[^"#?]*)[^"]*"/g;

export function checkBuiltOutput(client: string, site: SiteData): OutputCheck {
  const missingPages = routeTable(site)
    .map((route) => route.path)
    .filter((path) => !existsSync(join(client, outputFileOf(path))));
  const found = new Map<string, boolean>();
  const leadsSomewhere = (target: string) => {
    let known = found.get(target);
    if (known === undefined) {
      const path = decodeURI(target).replace(/\/+$/, "") || "/";
      known = [path.slice(1), outputFileOf(path), `${path.slice(1)}.html`].some(
        (file) => file !== "" && existsSync(join(client, file)),
      );
      found.set(target, known);
    }
    return known;
  };
  const brokenLinks: string[] = [];
  let pagesRead = 0;
  for (const file of readdirSync(client, { recursive: true, encoding: "utf8" })) {
    if (!file.endsWith(".html")) continue;
    pagesRead++;
    const html = readFileSync(join(client, file), "utf8");
    for (const [, target] of html.matchAll(LINK)) {
      if (!leadsSomewhere(target!)) brokenLinks.push(`${pageOf(file)} → ${target}`);
    }
  }
  return { missingPages, brokenLinks: [...new Set(brokenLinks)], pagesRead };
}

const pageOf = (file: string) => `/${file.replace(/(^|\/)index\.html$/, "").replace(/\.html$/, "")}`;

/** The check's findings in words, or undefined when there are none. */
export function describeOutputCheck(check: OutputCheck): string | undefined {
  const parts = [
    check.missingPages.length ? `pages missing from the build: ${check.missingPages.slice(0, 5).join(", ")}` : "",
    check.brokenLinks.length
      ? `${check.brokenLinks.length} broken link${check.brokenLinks.length === 1 ? "" : "s"}: ${check.brokenLinks.slice(0, 5).join("; ")}`
      : "",
  ].filter(Boolean);
  return parts.length ? parts.join("; ") : undefined;
}
