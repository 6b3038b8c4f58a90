import type { Finding } from "../report/problem.ts";
import { normalizePath } from "../../site/routes.ts";
import { languageOf, repeatedLanguages, type SiteEntry } from "./facts.ts";
import { addressHint, type Rule } from "./rule.ts";

/** A page or post in a message: `page /about`. */
const entryName = (entry: SiteEntry) => `${entry.kind} ${entry.path ?? ""}`.trim();

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
  check(facts) {
    const found: Finding[] = [];
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
          code: "translation-missing",
          path: where,
          message: `the ${entry.kind} translates ${entry.translationOf}, but there is no page or post at that address`,
          expected: "the address of the page or post this one translates",
          hint: addressHint(target, addresses),
        });
        continue;
      }
      const language = languageOf(facts, entry);
      if (original === entry || (original.translationOf === undefined && languageOf(facts, original) === language)) {
        found.push({
          code: "translation-same-language",
          path: where,
          message:
            original === entry
              ? `${target} is the address of this ${entry.kind} itself`
              : `${target} is in ${language} too, the language of this ${entry.kind}`,
          expected: "the address of the page or post it translates, in another language",
          hint: original === entry ? undefined : `give this ${entry.kind} "language" if it is not in ${language}`,
        });
        continue;
      }
      if (original.translationOf !== undefined) {
        found.push({
          code: "translation-chain",
          path: where,
          message: `${target} is itself a translation (of ${original.translationOf})`,
          expected: "the address of the original, which every translation names",
          hint: `write "${normalizePath(original.translationOf)}"`,
        });
        continue;
      }
      if (!language || skipped.has(language)) continue;
      const byLanguage = versionsOf(original);
      const claimed = byLanguage.get(language);
      if (claimed) {
        found.push({
          code: "translation-duplicate",
          path: where,
          message: `${entryName(claimed)} already translates ${target} into ${language}`,
          expected: "one version of a page in each language",
          hint: "point this one at the page it translates, or remove one of the two",
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
        code: "untranslated-page",
        path: [...original.where, "path"],
        message: `${entryName(original)} has no version in ${missing.join(" or ")}`,
        expected: `a ${original.kind} in each of the site's languages`,
        hint: `add one with "language": "${missing[0]}" and "translationOf": "${original.path}"; until then it has no alternate and the language switcher leads to the home page`,
        about: { page: original.path, language: missing[0] },
      });
    }
    return found;
  },
};
