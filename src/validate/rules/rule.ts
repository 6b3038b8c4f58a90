import type { Finding } from "../report/problem.ts";
import { closest } from "../report/suggest.ts";
import type { PartFacts, SiteFacts } from "./facts.ts";

/**
 * A rule no single field can express. It reads the facts gathered once (facts.ts) and returns what it finds;
 * it changes nothing, so rules run in any order and one can be added, removed or tested alone.
 *
 * A site rule reads what spans the file (every address, every link). A part rule (`scope: "part"`) judges each
 * page, text or image by itself, so it finds the same in any part of the file as in the whole: a large file's
 * parts are then checked by it on the thread that read them (validate-pieces.ts).
 */
export type Rule = SiteRule | PartRule;

export interface SiteRule {
  /** What it checks, in a few words (for whoever reads the list). */
  name: string;
  scope?: "site";
  check(facts: SiteFacts): Finding[];
}

export interface PartRule {
  name: string;
  scope: "part";
  check(facts: PartFacts): Finding[];
}

/** "did you mean /about?" for the closest of the site's addresses, if one is close. */
export function addressHint(target: string, addresses: Iterable<string>): string | undefined {
  const guess = closest(target, addresses);
  return guess ? `did you mean ${guess}?` : undefined;
}

/**
 * Runs rules over what was read of the file, even when the schema found problems elsewhere, so one pass shows
 * every problem. A rule that meets a part it cannot read (the schema reports that part) is skipped for this run
 * rather than hiding the others' findings; on a valid site no rule may fail, so there it is a bug and thrown.
 */
export function runRules(rules: readonly Rule[], check: (rule: Rule) => Finding[], valid: boolean): Finding[] {
  const found: Finding[] = [];
  for (const rule of rules) {
    try {
      for (const finding of check(rule)) found.push(finding);
    } catch (error) {
      if (valid) throw error;
    }
  }
  return found;
}
