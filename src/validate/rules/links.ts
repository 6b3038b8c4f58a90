import { linkMistake, slugify } from "../report/address-mistakes.ts";
import type { Finding } from "../report/problem.ts";
import { isInternal, normalizePath } from "../../site/routes.ts";
import { addressHint, type Rule } from "./rule.ts";
import { SHARED_CODES } from "./shared-codes.ts";

/** Every link leads somewhere: a link inside a text is written as a link, and an internal one reaches a page. */
export const links: Rule = {
  name: "links lead to a page",
  codes: {
    "broken-link": SHARED_CODES["broken-link"],
    "bad-link": SHARED_CODES["bad-link"],
    "unsafe-link": SHARED_CODES["unsafe-link"],
  },
  check({ links, routes, addresses }) {
    const found: Finding[] = [];
    for (const { href, path, inText } of links) {
      const mistake = inText ? linkMistake(href) : undefined;
      if (mistake) {
        found.push({ path, ...mistake, message: `${mistake.message} (in the text's link)` });
        continue;
      }
      if (!isInternal(href) || routes.size === 0) continue;
      const target = normalizePath(href);
      if (routes.has(target)) continue;
      // A page whose own address is malformed is reached by this link once its address is corrected.
      const meant = [...routes.keys()].find((route) => !routes.get(route)!.wellFormed && slugify(route) === target);
      found.push({
        code: "broken-link",
        path,
        message: `the link ${href} leads to no page of this site`,
        expected: "the address of one of the site's pages or posts",
        hint: meant
          ? `the page written "${meant}" becomes ${target} once its address is corrected`
          : addressHint(target, addresses),
      });
    }
    return found;
  },
};
