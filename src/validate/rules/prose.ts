import type { JsonPath } from "../report/problem.ts";

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
