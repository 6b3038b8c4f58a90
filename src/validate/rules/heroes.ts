import type { PartRule, RuleFinding } from "./rule.ts";

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
  messages: {
    "hero-count": {
      message: "the page has {count} hero blocks",
      expected: "exactly one hero block, which holds the page's main heading",
      hint: "change the other heroes to text blocks",
    },
    "hero-count:none": {
      message: "the page has 0 hero blocks",
      expected: "exactly one hero block, which holds the page's main heading",
      hint: 'add { "type": "hero", ... } as the first block',
    },
    "post-hero": {
      message: "a post cannot have a hero block",
      expected: "text and other blocks; the post's heading is its title (or heading)",
      hint: "remove this block, or change it to a text block",
    },
  },
  scope: "part",
  check({ entries }) {
    const found: RuleFinding[] = [];
    for (const entry of entries) {
      if (entry.kind === "page") {
        if (!entry.hasBlocks) continue;
        const count = entry.blockTypes.filter((type) => type === HERO).length;
        if (count !== 1) {
          const path = [...entry.where, "blocks"];
          found.push(
            count ? { messageId: "hero-count", path, data: { count } } : { messageId: "hero-count:none", path },
          );
        }
      } else {
        entry.blockTypes.forEach((type, index) => {
          if (type === HERO) {
            found.push({ messageId: "post-hero", path: [...entry.where, "blocks", index, "type"] });
          }
        });
      }
    }
    return found;
  },
};
