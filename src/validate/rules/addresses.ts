import { languageOf, text, type SiteFacts } from "./facts.ts";
import { guessedAddress, type Rule, type RuleFinding } from "./rule.ts";
import { SHARED_CODES } from "./shared-codes.ts";

const inOtherFolder = (facts: SiteFacts, path: string, own: string) =>
  facts.languages.some(
    (language) =>
      language.prefix &&
      language.prefix !== own &&
      (path === language.prefix || path.startsWith(`${language.prefix}/`)),
  );

/** Each page and post at its own address, a home page, and each language's posts under its blog's address. */
export const addresses: Rule = {
  name: "addresses: unique, a home page, posts under the blog",
  codes: {
    "broken-link": SHARED_CODES["broken-link"],
    "duplicate-path": SHARED_CODES["duplicate-path"],
    "missing-field": SHARED_CODES["missing-field"],
    "no-home-page": SHARED_CODES["no-home-page"],
    "post-outside-blog": { severity: "error", summary: "A post whose address is not under the blog's address." },
  },
  messages: {
    "duplicate-path": {
      message: "the address {path} is already used by {kind} {number}",
      expected: "each page and post at its own address",
    },
    "no-home-page": { message: "there is no home page", expected: 'a page whose path is "/"' },
    "missing-field": {
      message: "'labels' is missing",
      expected:
        "an object { ... } with backToBlog, blogPath and backToHome: the site has {count} posts in this language, " +
        "and a post's page shows them",
    },
    "missing-field:one-post": {
      message: "'labels' is missing",
      expected:
        "an object { ... } with backToBlog, blogPath and backToHome: the site has 1 post in this language, " +
        "and a post's page shows them",
    },
    "broken-link": {
      message: "{blogPath} is not a page of this site",
      expected: "the address of the page that lists the posts",
      hint: "did you mean {guess}?",
    },
    "post-outside-blog": {
      message: "the post's address {path} is not under {blogPath}/",
      expected: "an address starting with {blogPath}/",
      hint: 'write "{blogPath}/{slug}"',
    },
  },
  check(facts) {
    const { entries, routes, addresses } = facts;
    const found: RuleFinding[] = [];
    for (const entry of entries) {
      const first = entry.path === undefined ? undefined : routes.get(entry.path)?.entry;
      if (first && first !== entry) {
        found.push({
          messageId: "duplicate-path",
          path: [...entry.where, "path"],
          data: { path: entry.path, kind: first.kind, number: (first.where[1] as number) + 1 },
        });
      }
    }
    if (entries.some((entry) => entry.kind === "page") && !routes.has("/")) {
      found.push({ messageId: "no-home-page", path: ["pages"] });
    }
    // Each language's blog: its address is a page, and that language's posts live under it. A site without
    // posts has no blog, and no visitor is ever sent back to one.
    const hasPosts = entries.some((entry) => entry.kind === "post");
    for (const language of facts.languages) {
      if (language.labels === undefined) {
        // Only a post's page shows them: a site without posts in this language has no use for them.
        const posts = entries.filter((entry) => entry.kind === "post" && languageOf(facts, entry) === language.tag);
        if (posts.length) {
          found.push({
            messageId: posts.length === 1 ? "missing-field:one-post" : "missing-field",
            path: [...language.chrome, "labels"],
            data: { count: posts.length },
          });
        }
        continue;
      }
      const blogPath = text(language.labels.blogPath);
      if (!blogPath) continue;
      if (hasPosts && routes.size && !routes.has(blogPath)) {
        found.push({
          messageId: "broken-link",
          path: [...language.chrome, "labels", "blogPath"],
          data: { blogPath, guess: guessedAddress(blogPath, addresses) },
        });
      }
      for (const post of entries.filter((entry) => entry.kind === "post")) {
        if (languageOf(facts, post) !== language.tag || !post.path || post.path.startsWith(`${blogPath}/`)) continue;
        // A post in another language's folder is told so by the languages rule, which names the fix.
        if (inOtherFolder(facts, post.path, language.prefix)) continue;
        found.push({
          messageId: "post-outside-blog",
          path: [...post.where, "path"],
          data: { path: post.path, blogPath, slug: post.path.split("/").filter(Boolean).pop() ?? "" },
        });
      }
    }
    return found;
  },
};
