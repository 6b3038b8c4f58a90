/**
 * The cross-checks: the rules no single field can express, each in its own file, run over the facts read once
 * from the file (facts.ts). To add one, write a `Rule` (rule.ts) and add it to RULES; its findings are located
 * and worded like every other problem. Errors stop the build; a finding with `severity: "warning"` does not.
 */
import type { Finding } from "../report/problem.ts";
import { addresses } from "./addresses.ts";
import { altText } from "./alt-text.ts";
import { contrast } from "./contrast.ts";
import { dates } from "./dates.ts";
import { exampleAddresses } from "./example-addresses.ts";
import { form } from "./form.ts";
import { siteFacts, type SiteFacts } from "./facts.ts";
import { headings } from "./headings.ts";
import { heroes } from "./heroes.ts";
import { hours } from "./hours.ts";
import { imageFiles } from "./images.ts";
import { languageLinks } from "./language-links.ts";
import { languages } from "./languages.ts";
import { links } from "./links.ts";
import { phone } from "./phone.ts";
import { checkPart, PART_RULES } from "./part.ts";
import { placeholders } from "./placeholders.ts";
import { redirects } from "./redirects.ts";
import { runRules, type Rule } from "./rule.ts";
import { searchListing } from "./search-listing.ts";
import { serviceArea } from "./service-area.ts";
import { servicesMenu } from "./services-menu.ts";
import { translations } from "./translations.ts";
import { unlinkedPages } from "./unlinked-pages.ts";

export type { PartRule, Rule, SiteRule } from "./rule.ts";
export { checkPart, PART_RULES };

export const RULES: readonly Rule[] = [
  addresses,
  languages,
  translations,
  heroes,
  headings,
  phone,
  serviceArea,
  hours,
  dates,
  contrast,
  servicesMenu,
  placeholders,
  links,
  redirects,
  imageFiles,
  altText,
  searchListing,
  unlinkedPages,
  languageLinks,
  exampleAddresses,
  form,
];

/** Every rule over a whole file's data, on one thread. */
export function crossCheck(
  data: unknown,
  options: { root?: string; valid: boolean; rules?: readonly Rule[] },
): Finding[] {
  const facts = siteFacts(data, options.root);
  return runRules(options.rules ?? RULES, (rule) => rule.check(facts), options.valid);
}

/** The site rules' findings, from the facts of the whole file. */
export function checkSite(facts: SiteFacts, options: { valid: boolean; rules?: readonly Rule[] }): Finding[] {
  const rules = (options.rules ?? RULES).filter((rule) => rule.scope !== "part");
  return runRules(rules, (rule) => (rule.scope === "part" ? [] : rule.check(facts)), options.valid);
}
