/**
 * The cross-checks: the rules no single field can express, each in its own file, run over the facts read once from the
 * file (facts.ts). To add one, write a `Rule` (rule.ts) that declares its codes and its words (templates by id,
 * messages.ts), add it to RULES, and run `npm run docs:codes` for the guide's table.
 */
import type { Finding } from "../report/problem.ts";
import { addresses } from "./addresses.ts";
import { altText } from "./alt-text.ts";
import { contrast } from "./contrast.ts";
import { dates } from "./dates.ts";
import { exampleAddresses } from "./example-addresses.ts";
import { form } from "./form.ts";
import { siteFacts } from "./facts.ts";
import { headings } from "./headings.ts";
import { heroes } from "./heroes.ts";
import { hours } from "./hours.ts";
import { imageFiles } from "./images.ts";
import { languageLinks } from "./language-links.ts";
import { languages } from "./languages.ts";
import { links } from "./links.ts";
import { phone } from "./phone.ts";
import { placeholders } from "./placeholders.ts";
import { redirects } from "./redirects.ts";
import type { ValidatorLanguage } from "../messages/language.ts";
import { runRules, type Rule, type Translation } from "./rule.ts";
import { ES_RULE_MESSAGES, ES_VALUES } from "../messages/es.ts";
import { searchListing } from "./search-listing.ts";
import { serviceArea } from "./service-area.ts";
import { servicesMenu } from "./services-menu.ts";
import { textLanguage } from "./text-language.ts";
import { translations } from "./translations.ts";
import { unlinkedPages } from "./unlinked-pages.ts";

export type { PartRule, Rule, SiteRule } from "./rule.ts";

/** Every rule by a name of its own, which other languages' catalogues key its words by (messages/es.ts). */
export const RULES_BY_KEY = {
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
  textLanguage,
  searchListing,
  unlinkedPages,
  languageLinks,
  exampleAddresses,
  form,
} as const satisfies Record<string, Rule>;

export const RULES: readonly Rule[] = Object.values(RULES_BY_KEY);

const KEY_OF = new Map<Rule, string>(Object.entries(RULES_BY_KEY).map(([key, rule]) => [rule, key]));

/** The rules' words in Spanish: a rule with none of its own there (one a test adds) keeps its English. */
const SPANISH: Translation = {
  messages: (rule) => ES_RULE_MESSAGES[KEY_OF.get(rule) ?? ""],
  values: ES_VALUES,
};

/** Every rule over a whole file's data, on one thread. */
export function crossCheck(
  data: unknown,
  options: { root?: string; valid: boolean; rules?: readonly Rule[]; language?: ValidatorLanguage },
): Finding[] {
  const facts = siteFacts(data, options.root);
  const translation = options.language === "es" ? SPANISH : undefined;
  return runRules(options.rules ?? RULES, (rule) => rule.check(facts), options.valid, translation);
}
