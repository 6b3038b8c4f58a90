import { HEADING_MAX } from "../../../schema/patterns.ts";
import type { PartRule, RuleFinding } from "./rule.ts";

/** A section's heading short enough to read as one: a paragraph pasted into it is said (a warning). */
export const headings: PartRule = {
  name: "headings of a heading's length",
  scope: "part",
  codes: {
    "long-heading": {
      severity: "warning",
      summary: "A section's heading longer than a heading reads (a paragraph pasted into it).",
    },
  },
  messages: {
    "long-heading": {
      message: "the heading has {length} characters; a heading is read at a glance, in a line or two",
      expected: "at most {max} characters",
      hint: "keep the heading short, and put the rest in the section's text",
    },
  },
  check({ entries }) {
    const found: RuleFinding[] = [];
    for (const { where, headingLengths } of entries)
      headingLengths.forEach((length, block) => {
        if (length === undefined || length <= HEADING_MAX) return;
        found.push({
          messageId: "long-heading",
          path: [...where, "blocks", block, "heading"],
          data: { length, max: HEADING_MAX },
        });
      });
    return found;
  },
};
