import { pathMistake } from "../report/address-mistakes.ts";
import type { Rule, RuleFinding } from "./rule.ts";

/** Every page is reached by some link: the menu, the footer, a button or a text (a warning). */
export const unlinkedPages: Rule = {
  name: "every page is linked",
  codes: {
    "unlinked-page": { severity: "warning", summary: "A page no link leads to." },
  },
  messages: {
    "unlinked-page": {
      message: "no link on the site leads to {path}",
      expected: "a link to it in the menu, the footer, a button or a text",
      hint: "visitors can only reach it by typing its address",
    },
  },
  check({ entries, linked }) {
    const found: RuleFinding[] = [];
    for (const { kind, path, where } of entries) {
      if (kind !== "page" || !path || pathMistake(path) || linked.has(path)) continue;
      found.push({ messageId: "unlinked-page", path: [...where, "path"], data: { path } });
    }
    return found;
  },
};
