/**
 * The part rules (rule.ts), in a module of their own: the worker that checks a large file's pieces
 * (src/validate/pieces/read-pieces.ts) runs them without loading the site rules, the theme's colours or zod. RULES (index.ts)
 * lists them too, in its order; tests/rules.test.ts holds the two lists to the same part rules.
 */
import type { Finding } from "../report/problem.ts";
import { altText } from "./alt-text.ts";
import type { PartFacts } from "./facts.ts";
import { headings } from "./headings.ts";
import { heroes } from "./heroes.ts";
import { imageFiles } from "./images.ts";
import { placeholders } from "./placeholders.ts";
import { runRules, type PartRule, type Rule } from "./rule.ts";

export const PART_RULES: readonly PartRule[] = [heroes, headings, placeholders, imageFiles, altText];

/** The part rules' findings in one part of the file (those of `rules` when given). */
export function checkPart(facts: PartFacts, options: { valid: boolean; rules?: readonly Rule[] }): Finding[] {
  const rules = options.rules?.filter((rule) => rule.scope === "part") ?? PART_RULES;
  return runRules(rules, (rule) => (rule.scope === "part" ? rule.check(facts) : []), options.valid);
}
