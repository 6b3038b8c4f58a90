import type { Finding } from "../report/problem.ts";
import { closest } from "../report/suggest.ts";
import type { PartFacts, SiteFacts } from "./facts.ts";

/** What a rule says of each code it reports: how grave it is, and one line on what it means (docs/editing.md says more). */
export interface CodeDeclaration {
  severity: "error" | "warning";
  summary: string;
}
export type CodeDeclarations = Readonly<Record<string, CodeDeclaration>>;

/**
 * A rule no single field can express. It declares the codes it reports, reads the facts gathered once (facts.ts) and
 * returns what it finds; it changes nothing, so rules run in any order and one can be added, removed or tested alone.
 * A site rule reads what spans the file (every address, every link); a part rule (`scope: "part"`) judges each page,
 * text or image by itself.
 */
export type Rule = SiteRule | PartRule;

export interface SiteRule {
  /** What it checks, in a few words (for whoever reads the list). */
  name: string;
  /** Every code its findings carry; a finding's severity is its code's. */
  codes: CodeDeclarations;
  scope?: "site";
  check(facts: SiteFacts): Finding[];
}

export interface PartRule {
  name: string;
  codes: CodeDeclarations;
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
    let findings: Finding[];
    try {
      findings = check(rule);
    } catch (error) {
      if (valid) throw error;
      continue;
    }
    for (const finding of findings) {
      const declared = rule.codes[finding.code];
      if (!declared) throw new Error(`the rule "${rule.name}" reports ${finding.code}, a code it does not declare`);
      found.push(declared.severity === "warning" ? { ...finding, severity: "warning" } : finding);
    }
  }
  return found;
}
