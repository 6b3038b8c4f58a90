import type { JsonPath } from "../report/problem.ts";
import { isRecord } from "../../site/json-path.ts";
import { JUDGED_LANGUAGES } from "./language-signs.ts";

/** Fields whose texts are not words for visitors to read: addresses, codes, names of things the code knows. */
const NOT_PROSE = new Set([
  "$schema",
  "path",
  "href",
  "src",
  "url",
  "language",
  "translationOf",
  "type",
  "action",
  "style",
  "id",
  "tone",
  "published",
  "modified",
  "displayDate",
  "email",
  "e164",
  "display",
  "provider",
  "formId",
  "scriptUrl",
  "pageUrl",
  "layout",
  "blogPath",
  "code",
  "from",
  "to",
  "priceRange",
  "consoleMessage",
]);
/** Lists of names or addresses, and the sections that hold no visitor's text in a language. */
const NOT_PROSE_SECTIONS = new Set(["theme", "sameAs", "sameTexts", "servedCities", "redirects", "estimateForm"]);

/** Whether the text at `path` is one visitors read in the page's or the section's language. */
export function isProse(path: JsonPath): boolean {
  const field = path[path.length - 1];
  if (typeof field === "string" && NOT_PROSE.has(field)) return false;
  for (const step of path) if (typeof step === "string" && NOT_PROSE_SECTIONS.has(step)) return false;
  // The site's and the business's name, address and phone are the same in every language.
  if (path[0] === "site") return path[1] === "tagline" || path[1] === "defaultImage";
  if (path[0] === "business") return path[1] === "description" || path[1] === "hours";
  return true;
}

/** "es" of "es-US", when its texts are judged (language-signs.ts). */
function judgedLanguage(tag: unknown): string | undefined {
  const base = typeof tag === "string" ? tag.split("-")[0]!.toLowerCase() : undefined;
  return base && Object.hasOwn(JUDGED_LANGUAGES, base) ? base : undefined;
}

/**
 * The language, among those judged, of the text at a path: its page's or post's, its language's entry's, or the
 * site's. Undefined for a site in one language, which has nothing to leave untranslated.
 */
export function textLanguages(data: Record<string, unknown>): ((path: JsonPath) => string | undefined) | undefined {
  const languages = Array.isArray(data.languages) ? data.languages : [];
  if (languages.length === 0) return undefined;
  const site = judgedLanguage(isRecord(data.site) ? data.site.language : undefined);
  const own = (list: unknown) =>
    (Array.isArray(list) ? list : []).map((entry) =>
      isRecord(entry) && entry.language !== undefined ? judgedLanguage(entry.language) : site,
    );
  const pages = own(data.pages);
  const posts = own(data.posts);
  const chrome = languages.map((entry) => judgedLanguage(isRecord(entry) ? entry.language : undefined));
  // Asked of every text of the file: plain indexing, no destructuring.
  return (path) => {
    const top = path[0];
    const index = path[1];
    if (typeof index !== "number") return site;
    if (top === "pages") return pages[index];
    if (top === "posts") return posts[index];
    return top === "languages" ? chrome[index] : site;
  };
}
