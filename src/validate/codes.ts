/**
 * Every problem code the validator reports, with one line on what it means: the input's (input-codes.ts) and each
 * rule's own declarations. docs/editing.md's table is written from them (npm run docs:codes), and its sections explain
 * each at length; tests/code-reference.test.ts and tests/docs.test.ts hold the guide to the list.
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
