import { DESCRIPTION_MAX, DESCRIPTION_MIN, TITLE_MAX } from "../../../schema/patterns.ts";
import { languageOf } from "./facts.ts";
import type { Rule, RuleFinding } from "./rule.ts";

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
  messages: {
    "long-title": {
      message: "the title has {length} characters; search results cut it after about {max}",
      expected: "at most {max} characters",
    },
    "description-length": {
      message: "the description has {length} characters; search results cut it after about 160",
      expected: "{min} to {max} characters",
    },
    "description-length:short": {
      message:
        "the description has {length} characters; search engines may replace so short a summary with text from the page",
      expected: "{min} to {max} characters",
    },
    "duplicate-title": {
      message: "{first} has the same title",
      expected: "a title of its own for each page, so search results tell them apart",
    },
    "duplicate-description": {
      message: "{first} has the same description",
      expected: "a description of its own for each page",
    },
  },
  check(facts) {
    const { entries } = facts;
    const found: RuleFinding[] = [];
    // The first page or post to use each title and each description, named as the owner knows it.
    const firstUse = { title: new Map<string, string>(), description: new Map<string, string>() };
    for (const entry of entries) {
      const { title, description, where } = entry;
      if (title && title.length > TITLE_MAX) {
        found.push({
          messageId: "long-title",
          path: [...where, "title"],
          data: { length: title.length, max: TITLE_MAX },
        });
      }
      if (description && (description.length < DESCRIPTION_MIN || description.length > DESCRIPTION_MAX)) {
        found.push({
          messageId: description.length < DESCRIPTION_MIN ? "description-length:short" : "description-length",
          path: [...where, "description"],
          data: { length: description.length, min: DESCRIPTION_MIN, max: DESCRIPTION_MAX },
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
          found.push({ messageId: `duplicate-${field}`, path: [...where, field], data: { first } });
        } else firstUse[field].set(key, name);
      }
    }
    return found;
  },
};
