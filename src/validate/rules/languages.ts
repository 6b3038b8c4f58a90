import { pathMistake } from "../report/address-mistakes.ts";
import { closest } from "../report/suggest.ts";
import { languageOf, text, type LanguageFact } from "./facts.ts";
import type { Rule, RuleFinding } from "./rule.ts";
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
  messages: {
    "duplicate-language": {
      message: "{tag} is the same language as {first}",
      expected: "each language once (its pages would share the folder /{kind})",
    },
    "duplicate-language:default": {
      message: "{tag} is the same language as {first}, the site's own language",
      expected: "each language once (its pages would share the folder /{kind})",
    },
    "unknown-language": {
      message: "{language} is not one of the site's languages",
      expected: "one of {known} (site.language or languages[].language)",
      hint: "add the language to languages, with its header and footer",
    },
    "unknown-language:guess": {
      message: "{language} is not one of the site's languages",
      expected: "one of {known} (site.language or languages[].language)",
      hint: "did you mean {guess}?",
    },
    "unknown-language:several": {
      message: "{language} is not one of the site's languages",
      expected: "one of {known} (site.language or languages[].language)",
      hint: "add {language} to languages, with its header and footer, or remove its {count} pages and posts",
    },
    "language-path": {
      message: "the {kind} is in {tag}, but its address {path} is not under {prefix}",
      expected: "an address in {tag}'s folder, starting with {prefix}",
      hint: 'write "{prefix}{rest}"',
    },
    "language-path:other-folder": {
      message: "the address {path} is in {folderTag}'s folder {prefix}, but the {kind} is in {tag}",
      expected: '"language": "{folderTag}" for a {kind} written in it, or an address outside {prefix}',
    },
    "missing-field": {
      message: "the header of {tag} has no 'languageName'",
      expected: "the language's name in its own words, like English or Español",
      hint: "the language switcher on the other languages' pages shows it",
    },
    "no-home-page": {
      message: "there is no home page in {tag}",
      expected: 'a page whose path is "{prefix}", with "language": "{tag}"',
      hint: "its header's logo and the not-found page lead there",
    },
  },
  check(facts) {
    const found: RuleFinding[] = [];
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
        messageId: first.isDefault ? "duplicate-language:default" : "duplicate-language",
        path: language.where,
        data: { tag: language.tag, first: first.tag, kind },
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
          messageId: guess ? "unknown-language:guess" : count > 1 ? "unknown-language:several" : "unknown-language",
          path: [...entry.where, "language"],
          data: { language: entry.language, known: known.map((language) => language.tag).join(", "), guess, count },
          about: { language: entry.language },
        });
        continue;
      }
      const tag = languageOf(facts, entry);
      const language = tag === undefined ? undefined : byTag.get(tag);
      if (!language || !entry.path || pathMistake(entry.path)) continue;
      if (!language.isDefault && !inFolder(entry.path, language.prefix)) {
        found.push({
          messageId: "language-path",
          path: [...entry.where, "path"],
          data: {
            kind: entry.kind,
            tag: language.tag,
            path: entry.path,
            prefix: language.prefix,
            rest: entry.path === "/" ? "" : entry.path,
          },
        });
      }
      const folder = language.isDefault
        ? known.find((other) => !other.isDefault && inFolder(entry.path!, other.prefix))
        : undefined;
      if (folder) {
        found.push({
          messageId: "language-path:other-folder",
          path: [...entry.where, "path"],
          data: { path: entry.path, folderTag: folder.tag, prefix: folder.prefix, kind: entry.kind, tag: language.tag },
        });
      }
    }

    if (known.length < 2) return found;
    for (const language of known) {
      if (!text(language.navigation.languageName) && Object.keys(language.navigation).length > 0) {
        found.push({
          messageId: "missing-field",
          path: [...language.chrome, "navigation"],
          data: { tag: language.tag },
        });
      }
      const written = entries.some((entry) => languageOf(facts, entry) === language.tag);
      if (!language.isDefault && written && !routes.has(language.prefix)) {
        found.push({
          messageId: "no-home-page",
          path: language.where,
          data: { tag: language.tag, prefix: language.prefix },
        });
      }
    }
    return found;
  },
};
