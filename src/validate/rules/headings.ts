import { HEADING_MAX } from "../../../schema/patterns.ts";
import type { Finding } from "../report/problem.ts";
import type { PartRule } from "./rule.ts";

/** A section's heading short enough to read as one: a paragraph pasted into it is said (a warning). */
export const headings: PartRule = {
  name: "headings of a heading's length",
  scope: "part",
  check({ entries }) {
    const found: Finding[] = [];
    for (const { where, headingLengths } of entries)
      headingLengths.forEach((length, block) => {
        if (length === undefined || length <= HEADING_MAX) return;
        found.push({
          code: "long-heading",
          severity: "warning",
          path: [...where, "blocks", block, "heading"],
          message: `the heading has ${length} characters; a heading is read at a glance, in a line or two`,
          expected: `at most ${HEADING_MAX} characters`,
          hint: "keep the heading short, and put the rest in the section's text",
        });
      });
    return found;
  },
};
