import { pathMistake } from "../report/address-mistakes.ts";
import type { Finding } from "../report/problem.ts";
import { closest } from "../report/suggest.ts";
import { languageOf, text, type LanguageFact } from "./facts.ts";
import type { Rule } from "./rule.ts";
import { SHARED_CODES } from "./shared-codes.ts";

const inFolder = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`);

/**
 * The site's languages: each once; each page and post in one of them and in its folder (/es/… for es-US, the
 * default language at the top); and, once there are two, a home page and a name for the switcher in each.
 */
export const languages: Rule = {
  name: "languages: each once, every page in its language's folder, a home page and a name for each",
  codes: {
    "duplicate-language": {
      severity: "error",
      summary: "The same language twice in the site's languages (es and es-US would share /es).",
    },
    "language-path": {
      severity: "error",
      summary: "A page whose address is not in its language's folder (a Spanish page outside /es/).",
    },
    "missing-field": SHARED_CODES["missing-field"],
    "no-home-page": SHARED_CODES["no-home-page"],
    "unknown-language": { severity: "error", summary: "A page or post in a language the site does not declare." },
  },
  check(facts) {
    const found: Finding[] = [];
    const { entries, routes } = facts;
    const known = facts.languages.filter((language): language is LanguageFact & { tag: string } => !!language.tag);
    const byTag = new Map(known.map((language) => [language.tag, language]));

    const firstOfKind = new Map<string, LanguageFact & { tag: string }>();
    for (const language of known) {
      const kind = language.tag.split("-")[0]!;
      const first = firstOfKind.get(kind);
      if (!first) {
        firstOfKind.set(kind, language);
        continue;
      }
      found.push({
        code: "duplicate-language",
        path: language.where,
        message: `${language.tag} is the same language as ${first.tag}${first.isDefault ? ", the site's own language" : ""}`,
        expected: `each language once (its pages would share the folder /${kind})`,
      });
    }

    // A language several pages are in is no misspelling: most likely it was taken out of the list (or not added yet).
    const inUnknown = new Map<string, number>();
    for (const { language } of entries)
      if (language !== undefined && !byTag.has(language)) inUnknown.set(language, (inUnknown.get(language) ?? 0) + 1);
    for (const entry of entries) {
      if (entry.language !== undefined && !byTag.has(entry.language)) {
        const kind = entry.language.split("-")[0]!.toLowerCase();
        const guess =
          known.find((language) => language.tag.split("-")[0] === kind)?.tag ??
          (inUnknown.get(entry.language)! > 1 ? undefined : closest(entry.language, byTag.keys()));
        const count = inUnknown.get(entry.language)!;
        found.push({
          code: "unknown-language",
          path: [...entry.where, "language"],
          message: `${entry.language} is not one of the site's languages`,
          expected: `one of ${known.map((language) => language.tag).join(", ")} (site.language or languages[].language)`,
          hint: guess
            ? `did you mean ${guess}?`
            : count > 1
              ? `add ${entry.language} to languages, with its header and footer, or remove its ${count} pages and posts`
              : "add the language to languages, with its header and footer",
          about: { language: entry.language },
        });
        continue;
      }
      const tag = languageOf(facts, entry);
      const language = tag === undefined ? undefined : byTag.get(tag);
      if (!language || !entry.path || pathMistake(entry.path)) continue;
      if (!language.isDefault && !inFolder(entry.path, language.prefix)) {
        found.push({
          code: "language-path",
          path: [...entry.where, "path"],
          message: `the ${entry.kind} is in ${language.tag}, but its address ${entry.path} is not under ${language.prefix}`,
          expected: `an address in ${language.tag}'s folder, starting with ${language.prefix}`,
          hint: `write "${language.prefix}${entry.path === "/" ? "" : entry.path}"`,
        });
      }
      const folder = language.isDefault
        ? known.find((other) => !other.isDefault && inFolder(entry.path!, other.prefix))
        : undefined;
      if (folder) {
        found.push({
          code: "language-path",
          path: [...entry.where, "path"],
          message: `the address ${entry.path} is in ${folder.tag}'s folder ${folder.prefix}, but the ${entry.kind} is in ${language.tag}`,
          expected: `"language": "${folder.tag}" for a ${entry.kind} written in it, or an address outside ${folder.prefix}`,
        });
      }
    }

    if (known.length < 2) return found;
    for (const language of known) {
      if (!text(language.navigation.languageName) && Object.keys(language.navigation).length > 0) {
        found.push({
          code: "missing-field",
          path: [...language.chrome, "navigation"],
          message: `the header of ${language.tag} has no 'languageName'`,
          expected: "the language's name in its own words, like English or Español",
          hint: "the language switcher on the other languages' pages shows it",
        });
      }
      const written = entries.some((entry) => languageOf(facts, entry) === language.tag);
      if (!language.isDefault && written && !routes.has(language.prefix)) {
        found.push({
          code: "no-home-page",
          path: language.where,
          message: `there is no home page in ${language.tag}`,
          expected: `a page whose path is "${language.prefix}", with "language": "${language.tag}"`,
          hint: "its header's logo and the not-found page lead there",
        });
      }
    }
    return found;
  },
};
