/**
 * Every problem code the validator reports, with one line on what it means: the input's (input-codes.ts) and each
 * rule's own declarations. docs/editing.md explains each at length; tests/docs.test.ts holds the two together.
 */
import { INPUT_CODES } from "./input-codes.ts";
import { RULES } from "./rules/index.ts";

export const PROBLEM_CODES: Readonly<Record<string, string>> = {
  ...INPUT_CODES,
  ...Object.fromEntries(
    RULES.flatMap((rule) => Object.entries(rule.codes).map(([code, { summary }]) => [code, summary])),
  ),
};

/** The severity each rule declares for its codes (the input's problems carry theirs as they are found). */
export const RULE_SEVERITIES: Readonly<Record<string, "error" | "warning">> = Object.fromEntries(
  RULES.flatMap((rule) => Object.entries(rule.codes).map(([code, { severity }]) => [code, severity])),
);
