import type { Finding } from "../report/problem.ts";
import type { PartRule } from "./rule.ts";

/** The block that holds a page's h1; a post's h1 is its heading. */
const HERO = "hero";

/** The block types a page or a post may hold, of `types`: a post no hero (the editor offers it only these). */
export const blockTypesIn = (kind: "page" | "post", types: readonly string[]): string[] =>
  kind === "post" ? types.filter((type) => type !== HERO) : [...types];

/** One hero (the page's h1) on every page; none in a post, whose h1 is its heading. */
export const heroes: PartRule = {
  name: "one hero a page, none in a post",
  codes: {
    "hero-count": { severity: "error", summary: "A page without a hero block, or with more than one." },
    "post-hero": { severity: "error", summary: "A hero block in a post." },
  },
  scope: "part",
  check({ entries }) {
    const found: Finding[] = [];
    for (const entry of entries) {
      if (entry.kind === "page") {
        if (!entry.hasBlocks) continue;
        const count = entry.blockTypes.filter((type) => type === HERO).length;
        if (count !== 1) {
          found.push({
            code: "hero-count",
            path: [...entry.where, "blocks"],
            message: `the page has ${count} hero blocks`,
            expected: "exactly one hero block, which holds the page's main heading",
            hint: count ? "change the other heroes to text blocks" : 'add { "type": "hero", ... } as the first block',
          });
        }
      } else {
        entry.blockTypes.forEach((type, index) => {
          if (type === HERO) {
            found.push({
              code: "post-hero",
              path: [...entry.where, "blocks", index, "type"],
              message: "a post cannot have a hero block",
              expected: "text and other blocks; the post's heading is its title (or heading)",
              hint: "remove this block, or change it to a text block",
            });
          }
        });
      }
    }
    return found;
  },
};
