/**
 * The check's problems as the owner reads them in the editor. `npm run validate` words a few of them for a reader of
 * site.json: `"language": "es-US"`, `add { "label": "...", "href": "/x" }`. The editor says the same with its labels
 * (“Language es-US”), and where it has a button for the remedy, names the button.
 */
import type { JsonPath, Problem } from "../../../../src/validate/report/problem.ts";
import { sayPlace, SINGULAR } from "../../../../src/validate/report/place-words.ts";
import { labelFor, partTitle, type JsonSchema } from "./schema.ts";
import { capital, languageName } from "./words.ts";
import { say } from "./owner-messages.ts";

type Words = Partial<Pick<Problem, "expected" | "hint">>;

/** The problems whose remedy the editor words its own way, from what the check's words name. */
const REMEDIES: Partial<Record<Problem["code"], (problem: Problem) => Words>> = {
  "untranslated-page": ({ about }) => {
    const tag = about?.language;
    if (!tag) return {};
    return { hint: say("words.addVersion", { language: languageName(tag) }) };
  },
  "hero-count": ({ hint }) => (hint?.startsWith("add {") ? { hint: say("words.addHero") } : {}),
  "service-not-in-menu": ({ about }) => (about?.page ? { hint: say("words.addToMenu", { page: about.page }) } : {}),
  "not-a-service": () => ({ expected: say("words.servicePage", { field: labelFor("structuredData") }) }),
  "unknown-language": ({ expected, hint }) => ({
    ...(expected
      ? {
          expected: expected.replace(
            / \(site\.language or languages\[\]\.language\)$/,
            ": Website › Language, or one on the Languages screen",
          ),
        }
      : {}),
    ...(hint ? { hint: hint.replace(/ to languages, with its header and footer/, " on the Languages screen") } : {}),
  }),
};

/**
 * `"language": "es-US"` as the editor's label says it, “Language es-US”; `"alt":` as “Description of the image:”; a
 * block (the file's word) as a section (the editor's), outside what is quoted: a “Block party” heading stays as written.
 */
function fieldWords(text: string): string {
  return (
    text
      .replace(/"(\w+)": "([^"]*)"/g, (_, key: string, value: string) => `${labelFor(key)} “${value}”`)
      .replace(/"(\w+)": /g, (_, key: string) => `${labelFor(key)}: `)
      // A field named alone, as the schema's messages name it: 'heading' is missing.
      .replace(/'(\w+)'/g, (_, key: string) => `“${labelFor(key)}”`)
      .split(/("[^"]*"|“[^”]*”)/)
      .map((part, index) => (index % 2 ? part : part.replace(/\bblock(s?)\b/g, "section$1")))
      .join("")
  );
}

/**
 * Where a problem is, named as the editor's screens name things: `business › phone › display` (site.json's keys) is
 * “Business facts › Phone › Display”, `page "/about" › block 2 (gallery) › item 4 › alt` is “Page “/about” ›
 * Section 2 (Gallery) › Item 4 › Description of the image”.
 */
export function placeInEditorWords(path: JsonPath, site: unknown, schema: JsonSchema): string | undefined {
  if (path.length === 0) return undefined;
  return sayPlace(path, site, {
    element(list, index, { address, type, language }, first) {
      if ((list === "pages" || list === "posts") && typeof address === "string")
        return `${capital(SINGULAR[list]!)} “${address}”`;
      if (list === "languages" && typeof language === "string")
        return `${partTitle(schema, list)} › ${languageName(language)}`;
      if (list === "blocks") return `Section ${index + 1}${typeof type === "string" ? ` (${labelFor(type)})` : ""}`;
      return `${first ? `${partTitle(schema, list)} › ` : ""}${capital(SINGULAR[list] ?? "item")} ${index + 1}`;
    },
    step: (part, first, parent) =>
      first && typeof part === "string" ? partTitle(schema, part) : labelFor(part, parent),
  });
}

/** A picture's file not chosen yet: the check says a text is empty, where the owner sees a button to choose one. */
const noPicture = ({ code, path }: Problem) =>
  (code === "empty-text" || code === "missing-field") && path[path.length - 1] === "src";

export function inEditorWords(given: Problem, site?: unknown, schema?: JsonSchema): Problem {
  const problem: Problem = noPicture(given)
    ? {
        ...given,
        message: say("words.noPicture"),
        expected: undefined,
        hint: say("words.choosePicture"),
      }
    : given;
  const own = REMEDIES[problem.code]?.(problem) ?? {};
  const expected = own.expected ?? (problem.expected === undefined ? undefined : fieldWords(problem.expected));
  const hint = own.hint ?? (problem.hint === undefined ? undefined : fieldWords(problem.hint));
  const place = site && schema ? placeInEditorWords(problem.path, site, schema) : undefined;
  const { expected: _given, ...rest } = problem;
  return {
    ...rest,
    ...(place ? { place } : {}),
    message: fieldWords(problem.message),
    ...(expected === undefined ? {} : { expected }),
    ...(hint === undefined ? {} : { hint }),
  };
}
