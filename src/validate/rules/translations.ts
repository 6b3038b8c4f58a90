import { normalizePath } from "../../site/routes.ts";
import { languageOf, repeatedLanguages, type SiteEntry } from "./facts.ts";
import { guessedAddress, type Rule, type RuleFinding } from "./rule.ts";

/** A page or post in a message: `page /about`. */

/**
 * Translations: each names an original that exists and is not itself a translation, in another language, with
 * one version per language; and, as advice, every page and post of a two-language site has its other versions.
 */
export const translations: Rule = {
  name: "translations: each names an original, one per language; every page translated (advice)",
  codes: {
    "translation-chain": {
      severity: "error",
      summary: "A translation of a translation, where the original's address belongs.",
    },
    "translation-duplicate": {
      severity: "error",
      summary: "Two pages claiming to translate the same page into the same language.",
    },
    "translation-missing": { severity: "error", summary: "A translation whose translationOf names no page or post." },
    "translation-same-language": {
      severity: "error",
      summary: "A translation in the same language as the page it translates.",
    },
    "untranslated-page": {
      severity: "warning",
      summary: "A page or post of a two-language site that exists in one language only.",
    },
  },
  messages: {
    "translation-missing": {
      message: "the {kind} translates {translationOf}, but there is no page or post at that address",
      expected: "the address of the page or post this one translates",
      hint: "did you mean {guess}?",
    },
    "translation-same-language:itself": {
      message: "{target} is the address of this {kind} itself",
      expected: "the address of the page or post it translates, in another language",
    },
    "translation-same-language": {
      message: "{target} is in {language} too, the language of this {kind}",
      expected: "the address of the page or post it translates, in another language",
      hint: 'give this {kind} "language" if it is not in {language}',
    },
    "translation-chain": {
      message: "{target} is itself a translation (of {translationOf})",
      expected: "the address of the original, which every translation names",
      hint: 'write "{original}"',
    },
    "translation-duplicate": {
      message: "{claimedKind} {claimedPath} already translates {target} into {language}",
      expected: "one version of a page in each language",
      hint: "point this one at the page it translates, or remove one of the two",
    },
    "untranslated-page": {
      message: "{kind} {path} has no version in {missing}",
      expected: "a {kind} in each of the site's languages",
      hint:
        'add one with "language": "{language}" and "translationOf": "{path}"; until then it has no alternate and ' +
        "the language switcher leads to the home page",
    },
  },
  check(facts) {
    const found: RuleFinding[] = [];
    const { entries, routes, addresses } = facts;
    const skipped = repeatedLanguages(facts);
    /** Each original's versions by language, itself included. */
    const versions = new Map<SiteEntry, Map<string, SiteEntry>>();
    const versionsOf = (original: SiteEntry) => {
      let byLanguage = versions.get(original);
      if (!byLanguage) {
        byLanguage = new Map();
        const own = languageOf(facts, original);
        if (own) byLanguage.set(own, original);
        versions.set(original, byLanguage);
      }
      return byLanguage;
    };

    for (const entry of entries) {
      if (entry.translationOf === undefined) {
        versionsOf(entry);
        continue;
      }
      const where = [...entry.where, "translationOf"];
      const target = normalizePath(entry.translationOf);
      const original = routes.get(target)?.entry;
      if (!original) {
        found.push({
          messageId: "translation-missing",
          path: where,
          data: { kind: entry.kind, translationOf: entry.translationOf, guess: guessedAddress(target, addresses) },
        });
        continue;
      }
      const language = languageOf(facts, entry);
      if (original === entry || (original.translationOf === undefined && languageOf(facts, original) === language)) {
        found.push({
          messageId: original === entry ? "translation-same-language:itself" : "translation-same-language",
          path: where,
          // A site whose languages could not be read says "undefined", as it always has, rather than skip the rule.
          data: { target, kind: entry.kind, language: String(language) },
        });
        continue;
      }
      if (original.translationOf !== undefined) {
        found.push({
          messageId: "translation-chain",
          path: where,
          data: { target, translationOf: original.translationOf, original: normalizePath(original.translationOf) },
        });
        continue;
      }
      if (!language || skipped.has(language)) continue;
      const byLanguage = versionsOf(original);
      const claimed = byLanguage.get(language);
      if (claimed) {
        found.push({
          messageId: "translation-duplicate",
          path: where,
          data: { claimedKind: claimed.kind, claimedPath: claimed.path ?? "", target, language },
        });
        continue;
      }
      byLanguage.set(language, entry);
    }

    const tags = facts.languages.flatMap((language) =>
      language.tag && !skipped.has(language.tag) ? [language.tag] : [],
    );
    if (tags.length < 2) return found;
    for (const [original, byLanguage] of versions) {
      if (!original.path) continue;
      const missing = tags.filter((tag) => !byLanguage.has(tag));
      if (missing.length === 0 || missing.length === tags.length) continue;
      found.push({
        messageId: "untranslated-page",
        path: [...original.where, "path"],
        data: {
          missing: missing.join(" or "),
          kind: original.kind,
          language: missing[0],
          path: original.path,
        },
        about: { page: original.path, language: missing[0] },
      });
    }
    return found;
  },
};
