import { PLACEHOLDER_NAMES, placeholderList } from "../../../schema/patterns.ts";
import { PLACEHOLDER } from "../../site/placeholders.ts";
import { closest } from "../report/suggest.ts";
import type { PartRule, RuleFinding } from "./rule.ts";

/** Every `{name}` in a text is one the site fills in. */
export const placeholders: PartRule = {
  name: "known placeholders",
  codes: {
    "unknown-placeholder": { severity: "error", summary: `A {placeholder} that is not ${placeholderList("or")}.` },
  },
  messages: {
    "unknown-placeholder": {
      message: "{{name}} is not a known placeholder",
      expected: "one of {known}",
      hint: "did you mean {{guess}}?",
    },
  },
  scope: "part",
  check({ braces }) {
    const known: readonly string[] = PLACEHOLDER_NAMES;
    const found: RuleFinding[] = [];
    for (const { value, path } of braces) {
      for (const [, name] of value.matchAll(PLACEHOLDER)) {
        if (name === undefined || known.includes(name)) continue;
        found.push({
          messageId: "unknown-placeholder",
          path,
          data: { name, known: known.map((word) => `{${word}}`).join(", "), guess: closest(name, known) },
        });
      }
    }
    return found;
  },
};
