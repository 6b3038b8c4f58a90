import { isInternal, normalizePath } from "../../site/routes.ts";
import { languageAt, languageOf, repeatedLanguages } from "./facts.ts";
import type { Rule, RuleFinding } from "./rule.ts";

/**
 * A link in a text of one language leads to a page in that language (advice): a Spanish page or menu linking
 * to an English page is almost always a link copied from the original and left untranslated.
 */
export const languageLinks: Rule = {
  name: "links lead to pages in their own language (advice)",
  codes: {
    "other-language-link": { severity: "warning", summary: "A link in a text of one language to a page in the other." },
  },
  messages: {
    "other-language-link": {
      message: "this text is in {from}, but the link {href} leads to a {kind} in {to}",
      expected: "a link to a page in {from}",
      hint: "its {from} version is {instead}",
    },
    "other-language-link:untranslated": {
      message: "this text is in {from}, but the link {href} leads to a {kind} in {to}",
      expected: "a link to a page in {from}",
      hint: "there is no {from} version of {path} yet",
    },
  },
  check(facts) {
    if (facts.languages.length < 2) return [];
    const found: RuleFinding[] = [];
    // Only between the site's distinct languages (an undeclared or repeated one is reported by the languages rule).
    const skipped = repeatedLanguages(facts);
    const declared = new Set(facts.languages.flatMap((language) => (language.tag ? [language.tag] : [])));
    const counts = (tag: string | undefined): tag is string => !!tag && declared.has(tag) && !skipped.has(tag);
    /** The address of each page's version in each language, by its original's address. */
    const versions = new Map<string, string>();
    const originalOf = (path: string, translationOf: string | undefined) =>
      translationOf === undefined ? path : normalizePath(translationOf);
    for (const entry of facts.entries) {
      const language = languageOf(facts, entry);
      if (entry.path && language)
        versions.set(`${language} ${originalOf(entry.path, entry.translationOf)}`, entry.path);
    }
    for (const link of facts.links) {
      if (!isInternal(link.href)) continue;
      const route = facts.routes.get(normalizePath(link.href));
      if (!route?.entry.path) continue;
      const from = languageAt(facts, link.path);
      const to = languageOf(facts, route.entry);
      if (!counts(from) || !counts(to) || from === to) continue;
      const instead = versions.get(`${from} ${originalOf(route.entry.path, route.entry.translationOf)}`);
      const data = { from, to, href: link.href, kind: route.entry.kind, instead, path: route.entry.path };
      found.push(
        instead
          ? { messageId: "other-language-link", path: link.path, data, about: { page: instead, link: link.href } }
          : { messageId: "other-language-link:untranslated", path: link.path, data },
      );
    }
    return found;
  },
};
