import { list, text } from "./facts.ts";
import { isRecord } from "../../site/json-path.ts";
import type { Rule, RuleFinding } from "./rule.ts";

/**
 * The names kept for examples, which lead nowhere (RFC 2606 and 6761): the top-level names example, test, invalid
 * and localhost, and example.com, .net and .org.
 */
const EXAMPLE_HOST = /(^|\.)(example|test|invalid|localhost|example\.(com|net|org))$/i;

function exampleHost(address: string): boolean {
  try {
    return EXAMPLE_HOST.test(new URL(address).hostname.replace(/\.$/, ""));
  } catch {
    return false; // not an address: the schema says so
  }
}

/**
 * The business's own addresses are not an example's. A site started as a copy of an example keeps the example's web
 * address and email until the owner changes them, and nothing else would tell: the pages build, but every link to
 * the site from search results, the sitemap and shared posts would lead nowhere, and no mail would arrive (warnings,
 * since an example is allowed to be one).
 */
export const exampleAddresses: Rule = {
  name: "the business's own addresses, not an example's",
  codes: {
    "example-address": {
      severity: "warning",
      summary: "The site's web address, email or a profile still an example's, which leads nowhere.",
    },
  },
  messages: {
    "example-address": {
      message: "{address} is an example's address, which leads nowhere",
      expected: "the address the site will be online at",
      hint: "search results, the sitemap and the links people share are all made from it",
    },
    "example-address:email": {
      message: "{address} is an example's address: no mail sent to it arrives",
      expected: "the business's own email",
    },
    "example-address:profile": {
      message: "{address} is an example's address, which leads nowhere",
      expected: "the address of the business's profile on another site",
      hint: "search engines read it as another place to find the business",
    },
  },
  check({ data }) {
    const site = isRecord(data.site) ? data.site : {};
    const business = isRecord(data.business) ? data.business : {};
    const found: RuleFinding[] = [];
    const url = text(site.url);
    if (url && exampleHost(url))
      found.push({ messageId: "example-address", path: ["site", "url"], data: { address: url } });
    const email = text(business.email);
    if (email && exampleHost(`https://${email.slice(email.lastIndexOf("@") + 1)}`))
      found.push({ messageId: "example-address:email", path: ["business", "email"], data: { address: email } });
    list(business.sameAs).forEach((value, index) => {
      const profile = text(value);
      if (profile && exampleHost(profile))
        found.push({
          messageId: "example-address:profile",
          path: ["business", "sameAs", index],
          data: { address: profile },
        });
    });
    return found;
  },
};
