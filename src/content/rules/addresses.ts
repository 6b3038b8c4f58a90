import type { Finding } from "../problems.ts";
import { isObject, text } from "./facts.ts";
import { addressHint, type Rule } from "./rule.ts";

/** Each page and post at its own address, a home page, and the posts under the blog's address. */
export const addresses: Rule = {
  name: "addresses: unique, a home page, posts under the blog",
  check({ data, entries, routes, addresses }) {
    const found: Finding[] = [];
    for (const entry of entries) {
      const first = entry.path === undefined ? undefined : routes.get(entry.path)?.entry;
      if (first && first !== entry) {
        found.push({
          code: "duplicate-path",
          path: [...entry.where, "path"],
          message: `the address ${entry.path} is already used by ${first.kind} ${(first.where[1] as number) + 1}`,
          expected: "each page and post at its own address",
        });
      }
    }
    if (entries.some((entry) => entry.kind === "page") && !routes.has("/")) {
      found.push({
        code: "no-home-page",
        path: ["pages"],
        message: "there is no home page",
        expected: 'a page whose path is "/"',
      });
    }
    const blogPath = text(isObject(data.labels) ? data.labels.blogPath : undefined);
    // A site without posts has no blog, and no visitor is ever sent back to one.
    const hasPosts = entries.some((entry) => entry.kind === "post");
    if (blogPath && hasPosts && routes.size && !routes.has(blogPath)) {
      found.push({
        code: "broken-link",
        path: ["labels", "blogPath"],
        message: `${blogPath} is not a page of this site`,
        expected: "the address of the page that lists the posts",
        hint: addressHint(blogPath, addresses),
      });
    }
    for (const post of entries.filter((entry) => entry.kind === "post")) {
      if (blogPath && post.path && !post.path.startsWith(`${blogPath}/`)) {
        found.push({
          code: "post-outside-blog",
          path: [...post.where, "path"],
          message: `the post's address ${post.path} is not under ${blogPath}/`,
          expected: `an address starting with ${blogPath}/`,
          hint: `write "${blogPath}/${post.path.split("/").filter(Boolean).pop() ?? ""}"`,
        });
      }
    }
    return found;
  },
};
