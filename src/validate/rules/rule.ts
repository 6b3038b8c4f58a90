import type { Finding } from "../report/problem.ts";
import { closest } from "../report/suggest.ts";
import type { PartFacts, SiteFacts } from "./facts.ts";
import { codeOfTemplate, formatMessage, type MessageCatalogue, type MessageData } from "./messages.ts";

/** What a rule says of each code it reports: how grave it is, and one line on what it means (docs/editing.md says more). */
export interface CodeDeclaration {
  severity: "error" | "warning";
  summary: string;
}
export type CodeDeclarations = Readonly<Record<string, CodeDeclaration>>;

/**
 * What a rule finds, named by its message template (messages.ts) with the values the words need; its code is the
 * template's. A rule may still write its words inline as a plain Finding (code, message, expected, hint).
 */
export interface TemplatedFinding extends Omit<Finding, "code" | "message" | "expected" | "hint" | "severity"> {
  messageId: string;
  data?: MessageData;
}
export type RuleFinding = Finding | TemplatedFinding;

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
  /** Its words, by template id: the code, or the code, a colon and which wording ("broken-image:heic"). */
  messages?: MessageCatalogue;
  scope?: "site";
  check(facts: SiteFacts): RuleFinding[];
}

export interface PartRule {
  name: string;
  codes: CodeDeclarations;
  messages?: MessageCatalogue;
  scope: "part";
  check(facts: PartFacts): RuleFinding[];
}

/** The closest of the site's addresses to `target`, if one is close: a template's "did you mean {guess}?". */
export function guessedAddress(target: string, addresses: Iterable<string>): string | undefined {
  return closest(target, addresses) || undefined;
}

/** "did you mean /about?" for the closest of the site's addresses, if one is close (for words written inline). */
export function addressHint(target: string, addresses: Iterable<string>): string | undefined {
  const guess = guessedAddress(target, addresses);
  return guess ? `did you mean ${guess}?` : undefined;
}

/**
 * Runs rules over what was read of the file, even when the schema found problems elsewhere, so one pass shows
 * every problem. A rule that meets a part it cannot read (the schema reports that part) is skipped for this run
 * rather than hiding the others' findings; on a valid site no rule may fail, so there it is a bug and thrown.
 */
export function runRules(
  rules: readonly Rule[],
  check: (rule: Rule) => RuleFinding[],
  valid: boolean,
  translation?: Translation,
): Finding[] {
  const found: Finding[] = [];
  for (const rule of rules) {
    let findings: RuleFinding[];
    try {
      findings = check(rule);
    } catch (error) {
      if (valid) throw error;
      continue;
    }
    for (const each of findings) {
      const finding = "messageId" in each ? worded(rule, each, translation) : each;
      const declared = rule.codes[finding.code];
      if (!declared) throw new Error(`the rule "${rule.name}" reports ${finding.code}, a code it does not declare`);
      found.push(declared.severity === "warning" ? { ...finding, severity: "warning" } : finding);
    }
  }
  return found;
}

/** Another language's words for the rules: each rule's catalogue, and its words for values that are English words. */
export interface Translation {
  messages(rule: Rule): MessageCatalogue | undefined;
  values: Readonly<Record<string, string>>;
}

/**
 * A templated finding in words: its template filled with its values, its code the template's. Translated, the
 * template of the same id in the other language, and a value that is itself an English word ("page") said in it.
 */
export function worded(rule: Rule, finding: TemplatedFinding, translation?: Translation): Finding {
  const { messageId, data = {}, ...rest } = finding;
  const template = rule.messages?.[messageId];
  if (!template) throw new Error(`the rule "${rule.name}" reports the message ${messageId}, which it does not declare`);
  const translated = translation?.messages(rule)?.[messageId];
  if (!translated) return { code: codeOfTemplate(messageId), ...rest, ...formatMessage(template, data, messageId) };
  const values = Object.fromEntries(
    Object.entries(data).map(([name, value]) => [
      name,
      typeof value === "string" ? (translation!.values[value] ?? value) : value,
    ]),
  );
  return { code: codeOfTemplate(messageId), ...rest, ...formatMessage(translated, values, messageId) };
}
