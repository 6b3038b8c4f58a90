import { FEED_PATH } from "../../head/feed.ts";
import { IMMUTABLE_PREFIXES } from "../../deploy/headers.ts";
import { movedFile, outputFileOf } from "../address-files.ts";
import type { Finding } from "../problems.ts";
import { isObject, list, text, type RouteFact, type SiteFacts } from "./facts.ts";
import { addressHint, type Rule } from "./rule.ts";

/** The files every build writes at the top of the site and of each language's folder, which no old address may be. */
const OWN_FILES = ["sitemap.xml", "robots.txt"];
const FOLDER_FILES = ["404.html", FEED_PATH.slice(1)];

/**
 * What an old address would be in the way of, if anything: a page or post (its address, or its file, as
 * `/about/index.html` is), or a file the build writes. `pages` maps each page's and post's file to it.
 */
function inTheWay(facts: SiteFacts, from: string, pages: ReadonlyMap<string, RouteFact>): string | undefined {
  const file = movedFile(from);
  const route = facts.routes.get(from) ?? pages.get(file);
  if (route) {
    const which = `${route.entry.kind} ${(route.entry.where[1] as number) + 1}`;
    return route.entry.path === from ? `the address of ${which}` : `the file of ${which}`;
  }
  if (IMMUTABLE_PREFIXES.some((prefix) => from.startsWith(prefix))) return `in ${IMMUTABLE_PREFIXES.join(", ")}`;
  const files = [
    ...OWN_FILES,
    ...facts.languages.flatMap((language) =>
      FOLDER_FILES.map((name) => (language.prefix ? `${language.prefix.slice(1)}/${name}` : name)),
    ),
  ];
  return files.includes(file) ? "a file the build writes" : undefined;
}

/**
 * Each old address leads on to a page (redirects): it is no page's own address (the page would answer it, or the
 * old address hide it), it is listed once, and it leads to a page or post of the site.
 */
export const redirects: Rule = {
  name: "old addresses lead to a page",
  check(facts) {
    const found: Finding[] = [];
    const listed = list(facts.data.redirects);
    if (!listed.length) return found;
    const pages = new Map([...facts.routes].map(([path, route]) => [outputFileOf(path), route]));
    // Two old addresses are the same one when the build would write them into one file (/a and /a/index.html).
    const seen = new Map<string, { index: number; from: string }>();
    listed.forEach((value, index) => {
      if (!isObject(value)) return;
      const where = ["redirects", index];
      const from = text(value.from);
      const to = text(value.to);
      if (from !== undefined) {
        const taken = inTheWay(facts, from, pages);
        const first = seen.get(movedFile(from));
        if (taken) {
          found.push({
            code: "redirect-over-page",
            path: [...where, "from"],
            message: `the old address ${from} is ${taken}`,
            expected: "an address no page, post or file of the site has",
            hint: facts.routes.has(from)
              ? `that page answers ${from} itself: remove this old address`
              : "remove this old address",
          });
        } else if (first !== undefined) {
          const written = first.from === from ? "" : `, written ${first.from}`;
          found.push({
            code: "duplicate-path",
            path: [...where, "from"],
            message: `the old address ${from} is already listed, as old address ${first.index + 1}${written}`,
            expected: "each old address listed once",
            hint: "remove one of the two",
          });
        } else seen.set(movedFile(from), { index, from });
      }
      if (to !== undefined && facts.routes.size && !facts.routes.has(to)) {
        found.push({
          code: "broken-link",
          path: [...where, "to"],
          message: `${to} is not a page of this site`,
          expected: "the address of the page that visitors of the old address are sent to",
          hint: addressHint(to, facts.addresses),
        });
      }
    });
    return found;
  },
};
