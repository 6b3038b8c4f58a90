import { list, text } from "./facts.ts";
import { isRecord } from "../../site/json-path.ts";
import type { Rule, RuleFinding } from "./rule.ts";

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A post is not modified before it was published. */
export const dates: Rule = {
  name: "a post's dates in order",
  codes: {
    "date-order": { severity: "error", summary: "A post modified before it was published." },
  },
  messages: {
    "date-order": {
      message: "the post was modified ({modified}) before it was published ({published})",
      expected: "a date on or after {published}",
    },
  },
  check({ data }) {
    const found: RuleFinding[] = [];
    list(data.posts).forEach((post, index) => {
      if (!isRecord(post)) return;
      const published = text(post.published);
      const modified = text(post.modified);
      if (published && modified && ISO_DATE.test(published) && ISO_DATE.test(modified) && modified < published) {
        found.push({ messageId: "date-order", path: ["posts", index, "modified"], data: { modified, published } });
      }
    });
    return found;
  },
};
