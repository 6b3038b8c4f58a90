import { PLACEHOLDER_NAMES, placeholderList } from "../../../schema/patterns.ts";
import { PLACEHOLDER } from "../../site/placeholders.ts";
import type { Finding } from "../report/problem.ts";
import { closest } from "../report/suggest.ts";
import type { PartRule } from "./rule.ts";

/** Every `{name}` in a text is one the site fills in. */
export const placeholders: PartRule = {
  name: "known placeholders",
  codes: {
    "unknown-placeholder": { severity: "error", summary: `A {placeholder} that is not ${placeholderList("or")}.` },
  },
  scope: "part",
  check({ braces }) {
    const known: readonly string[] = PLACEHOLDER_NAMES;
    const found: Finding[] = [];
    for (const { value, path } of braces) {
      for (const [, name] of value.matchAll(PLACEHOLDER)) {
        if (name === undefined || known.includes(name)) continue;
        const guess = closest(name, known);
        found.push({
          code: "unknown-placeholder",
          path,
          message: `{${name}} is not a known placeholder`,
          expected: `one of ${known.map((word) => `{${word}}`).join(", ")}`,
          hint: guess ? `did you mean {${guess}}?` : undefined,
        });
      }
    }
    return found;
  },
};
