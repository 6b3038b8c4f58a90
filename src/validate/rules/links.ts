import { linkMistake, slugify } from "../report/address-mistakes.ts";
import { isInternal, normalizePath } from "../../site/routes.ts";
import { guessedAddress, type Rule, type RuleFinding } from "./rule.ts";
import { SHARED_CODES } from "./shared-codes.ts";

/** Every link leads somewhere: a link inside a text is written as a link, and an internal one reaches a page. */
export const links: Rule = {
  name: "links lead to a page",
  codes: {
    "broken-link": SHARED_CODES["broken-link"],
    "bad-link": SHARED_CODES["bad-link"],
    "unsafe-link": SHARED_CODES["unsafe-link"],
  },
  messages: {
    // A link written wrongly inside a text is worded as the schema words one in an href (report/address-mistakes.ts).
    "bad-link:in-text": { message: "{message} (in the text's link)", expected: "{expected}", hint: "{hint}" },
    "unsafe-link:in-text": { message: "{message} (in the text's link)", expected: "{expected}", hint: "{hint}" },
    "broken-link": {
      message: "the link {href} leads to no page of this site",
      expected: "the address of one of the site's pages or posts",
      hint: "did you mean {guess}?",
    },
    "broken-link:malformed-page": {
      message: "the link {href} leads to no page of this site",
      expected: "the address of one of the site's pages or posts",
      hint: 'the page written "{meant}" becomes {target} once its address is corrected',
    },
  },
  check({ links, routes, addresses }) {
    const found: RuleFinding[] = [];
    for (const { href, path, inText } of links) {
      const mistake = inText ? linkMistake(href) : undefined;
      if (mistake) {
        const { code, message, expected, hint } = mistake;
        found.push({ messageId: `${code}:in-text`, path, data: { message, expected, hint } });
        continue;
      }
      if (!isInternal(href) || routes.size === 0) continue;
      const target = normalizePath(href);
      if (routes.has(target)) continue;
      // A page whose own address is malformed is reached by this link once its address is corrected.
      const meant = [...routes.keys()].find((route) => !routes.get(route)!.wellFormed && slugify(route) === target);
      found.push({
        messageId: meant ? "broken-link:malformed-page" : "broken-link",
        path,
        data: { href, meant, target, guess: meant ? undefined : guessedAddress(target, addresses) },
      });
    }
    return found;
  },
};
