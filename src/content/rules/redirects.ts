import { FEED_PATH } from "../../head/feed.ts";
import { IMMUTABLE_PREFIXES } from "../../deploy/headers.ts";
import type { Finding } from "../problems.ts";
import { isObject, list, text, type SiteFacts } from "./facts.ts";
import { addressHint, type Rule } from "./rule.ts";

/** The files every build writes at the top of the site and of each language's folder, which no old address may be. */
const OWN_FILES = ["/sitemap.xml", "/robots.txt"];
const FOLDER_FILES = ["/404.html", FEED_PATH];

/** What an old address would be in the way of, if anything: a page or post, or a file the build writes. */
function inTheWay(facts: SiteFacts, from: string): string | undefined {
  const route = facts.routes.get(from);
  if (route) return `the address of ${route.entry.kind} ${(route.entry.where[1] as number) + 1}`;
  if (IMMUTABLE_PREFIXES.some((prefix) => from.startsWith(prefix))) return `in ${IMMUTABLE_PREFIXES.join(", ")}`;
  const files = [
    ...OWN_FILES,
    ...facts.languages.flatMap((language) => FOLDER_FILES.map((file) => language.prefix + file)),
  ];
  return files.includes(from) ? "a file the build writes" : undefined;
}

/**
 * Each old address leads on to a page (redirects): it is no page's own address (the page would answer it, or the
 * old address hide it), it is listed once, and it leads to a page or post of the site.
 */
export const redirects: Rule = {
  name: "old addresses lead to a page",
  check(facts) {
    const found: Finding[] = [];
    const seen = new Map<string, number>();
    list(facts.data.redirects).forEach((value, index) => {
      if (!isObject(value)) return;
      const where = ["redirects", index];
      const from = text(value.from);
      const to = text(value.to);
      if (from !== undefined) {
        const taken = inTheWay(facts, from);
        const first = seen.get(from);
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
          found.push({
            code: "duplicate-path",
            path: [...where, "from"],
            message: `the old address ${from} is already listed, as old address ${first + 1}`,
            expected: "each old address listed once",
            hint: "remove one of the two",
          });
        } else seen.set(from, index);
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
