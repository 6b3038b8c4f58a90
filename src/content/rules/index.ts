/**
 * The cross-checks: the rules no single field can express, each in its own file, run over the facts read once
 * from the file (facts.ts). To add one, write a `Rule` (rule.ts) and add it to RULES; its findings are located
 * and worded like every other problem. Errors stop the build; a finding with `severity: "warning"` does not.
 */
import type { Finding } from "../problems.ts";
import { addresses } from "./addresses.ts";
import { altText } from "./alt-text.ts";
import { contrast } from "./contrast.ts";
import { dates } from "./dates.ts";
import { siteFacts, type PartFacts, type SiteFacts } from "./facts.ts";
import { heroes } from "./heroes.ts";
import { imageFiles } from "./images.ts";
import { languageLinks } from "./language-links.ts";
import { languages } from "./languages.ts";
import { links } from "./links.ts";
import { phone } from "./phone.ts";
import { placeholders } from "./placeholders.ts";
import type { Rule } from "./rule.ts";
import { searchListing } from "./search-listing.ts";
import { servicesMenu } from "./services-menu.ts";
import { translations } from "./translations.ts";
import { unlinkedPages } from "./unlinked-pages.ts";

export type { PartRule, Rule, SiteRule } from "./rule.ts";

export const RULES: readonly Rule[] = [
  addresses,
  languages,
  translations,
  heroes,
  phone,
  dates,
  contrast,
  servicesMenu,
  placeholders,
  links,
  imageFiles,
  altText,
  searchListing,
  unlinkedPages,
  languageLinks,
];

/**
 * Runs the rules over the parsed file, even when the schema found problems elsewhere, so one pass shows every
 * problem. A rule that meets a part it cannot read (the schema reports that part) is skipped for this run
 * rather than hiding the others' findings; on a valid site no rule may fail, so there it is a bug and thrown.
 */
export function crossCheck(
  data: unknown,
  options: { root?: string; valid: boolean; rules?: readonly Rule[] },
): Finding[] {
  const facts = siteFacts(data, options.root);
  return runRules(options.rules ?? RULES, (rule) => rule.check(facts), options.valid);
}

/** The part rules' findings in one part of the file (every rule of `rules` whose scope is the part). */
export function checkPart(facts: PartFacts, options: { valid: boolean; rules?: readonly Rule[] }): Finding[] {
  const rules = (options.rules ?? RULES).filter((rule) => rule.scope === "part");
  return runRules(rules, (rule) => (rule.scope === "part" ? rule.check(facts) : []), options.valid);
}

/** The site rules' findings, from the facts of the whole file. */
export function checkSite(facts: SiteFacts, options: { valid: boolean; rules?: readonly Rule[] }): Finding[] {
  const rules = (options.rules ?? RULES).filter((rule) => rule.scope !== "part");
  return runRules(rules, (rule) => (rule.scope === "part" ? [] : rule.check(facts)), options.valid);
}

function runRules(rules: readonly Rule[], check: (rule: Rule) => Finding[], valid: boolean): Finding[] {
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
