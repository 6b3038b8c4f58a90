import { DESCRIPTION_MAX, DESCRIPTION_MIN, TITLE_MAX } from "../../../schema/patterns.ts";
import type { Finding } from "../report/problem.ts";
import { languageOf } from "./facts.ts";
import type { Rule } from "./rule.ts";

const DUPLICATE = {
  title: { code: "duplicate-title", expected: "a title of its own for each page, so search results tell them apart" },
  description: { code: "duplicate-description", expected: "a description of its own for each page" },
} as const;

/** What search results show: titles and descriptions of a useful length, each page's its own in its language (warnings). */
export const searchListing: Rule = {
  name: "titles and descriptions for search results",
  codes: {
    "description-length": {
      severity: "warning",
      summary: "A description shorter or longer than search results show well.",
    },
    "duplicate-description": { severity: "warning", summary: "Two pages with the same description." },
    "duplicate-title": { severity: "warning", summary: "Two pages with the same title." },
    "long-title": { severity: "warning", summary: "A title longer than search results show." },
  },
  check(facts) {
    const { entries } = facts;
    const found: Finding[] = [];
    // The first page or post to use each title and each description, named as the owner knows it.
    const firstUse = { title: new Map<string, string>(), description: new Map<string, string>() };
    for (const entry of entries) {
      const { title, description, where } = entry;
      if (title && title.length > TITLE_MAX) {
        found.push({
          code: "long-title",
          path: [...where, "title"],
          message: `the title has ${title.length} characters; search results cut it after about ${TITLE_MAX}`,
          expected: `at most ${TITLE_MAX} characters`,
        });
      }
      if (description && (description.length < DESCRIPTION_MIN || description.length > DESCRIPTION_MAX)) {
        const short = description.length < DESCRIPTION_MIN;
        found.push({
          code: "description-length",
          path: [...where, "description"],
          message:
            `the description has ${description.length} characters; ` +
            (short
              ? "search engines may replace so short a summary with text from the page"
              : "search results cut it after about 160"),
          expected: `${DESCRIPTION_MIN} to ${DESCRIPTION_MAX} characters`,
        });
      }
      const name = `${entry.kind} "${String(entry.path)}"`;
      // Within one language: a name or a word like "Blog" may well read the same in two.
      const language = languageOf(facts, entry) ?? "";
      for (const field of ["title", "description"] as const) {
        const value = entry[field];
        if (!value) continue;
        const key = `${language} ${value}`;
        const first = firstUse[field].get(key);
        if (first) {
          found.push({
            ...DUPLICATE[field],
            path: [...where, field],
            message: `${first} has the same ${field}`,
          });
        } else firstUse[field].set(key, name);
      }
    }
    return found;
  },
};
