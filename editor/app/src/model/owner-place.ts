/**
 * A place in the site as the owner knows it, in two steps at most: “Home page › Gallery”, “Services menu › Tree
 * Removal”, “Footer (Español) › Services heading”. Never the file's path (“Header › Item 2 › Children”), a list's
 * item number, or a language's tag: a language is called what the site calls it.
 */
import type { JsonPath } from "../../../../src/validate/report/problem.ts";
import { labelFor, partTitle, type JsonSchema } from "./schema.ts";
import { say } from "./owner-messages.ts";
import { editorLanguage } from "../i18n/language.ts";
import { pseudo } from "../i18n/format.ts";

type Json = Record<string, unknown>;
const isRecord = (value: unknown): value is Json => !!value && typeof value === "object" && !Array.isArray(value);
const text = (value: unknown): string | undefined => (typeof value === "string" && value.trim() ? value : undefined);

/**
 * A language as the owner reads it: the name the site gives it (its header's “Language name”, such as “Español”),
 * else its name in the editor's language, region and all (“Spanish (United States)”), never its tag.
 */
export function languageLabel(tag: string, site?: unknown): string {
  const data = isRecord(site) ? site : {};
  const own = (part: unknown) => text(isRecord(part) && isRecord(part.navigation) ? part.navigation.languageName : "");
  if (isRecord(data.site) && data.site.language === tag && own(data)) return own(data)!;
  const language = Array.isArray(data.languages)
    ? data.languages.find((entry) => isRecord(entry) && entry.language === tag)
    : undefined;
  if (own(language)) return own(language)!;
  const editor = editorLanguage();
  try {
    // A tag Intl does not know has no name ("none"): said as another language.
    const name = new Intl.DisplayNames([editor === "es" ? "es" : "en"], { type: "language", fallback: "none" }).of(tag);
    if (name) return editor === "xx" ? `⟦${pseudo(name)}⟧` : name;
  } catch {
    // Not a tag at all: said as another language.
  }
  return say("place.otherLanguage");
}

/** Every language tag in `words` (“es-US”, “fr”) said as its name: the check names languages by their tags. */
export function withLanguageNames(words: string, site?: unknown): string {
  return words.replace(/(?<![\w/.-])([a-z]{2,3})-([A-Z]{2}|\d{3})(?![\w-])/g, (tag) => languageLabel(tag, site));
}

/** A page's or post's name: the home page as such, else its title up to “ | ”, else its address. */
export function entryName(entry: unknown, kind: "page" | "post", site?: unknown): string {
  const record = isRecord(entry) ? entry : {};
  const address = text(record.path);
  const language = text(record.language);
  if (kind === "page" && address === "/") return say("place.home");
  // A language's home page sits at its folder: es-US's at /es (or /es-us).
  const folders = language ? [language.split("-")[0]!, language].map((name) => `/${name.toLowerCase()}`) : [];
  if (kind === "page" && language && folders.includes(address?.toLowerCase() ?? ""))
    return say("place.homeIn", { language: languageLabel(language, site) });
  const title = text(record.title)?.split(" | ")[0]!.trim();
  return title || address || say("place.untitled", { kind });
}

/** A list's element named by what it says: a menu item's label, a picture's caption, a question. */
function elementName(element: unknown): string | undefined {
  if (!isRecord(element)) return undefined;
  for (const key of ["label", "title", "heading", "question", "name"])
    if (text(element[key])) return text(element[key]);
  return undefined;
}

/**
 * The label of the last field named in `steps` (“Title”) of `within`, skipping list indexes and lists themselves (a
 * menu's “children”, the file's word): the place names a list by what holds it.
 */
function lastField(steps: JsonPath, within: unknown): string | undefined {
  for (let i = steps.length - 1; i >= 0; i--) {
    const step = steps[i];
    if (typeof step !== "string" || Array.isArray(at(within, steps.slice(0, i + 1)))) continue;
    return labelFor(step, typeof steps[i - 1] === "string" ? steps[i - 1] : undefined);
  }
  return undefined;
}

/** The value at `path` in `data`. */
function at(data: unknown, path: JsonPath): unknown {
  let value = data;
  for (const step of path) value = isRecord(value) || Array.isArray(value) ? (value as Json)[step] : undefined;
  return value;
}

/** A menu (`navigation` or a language's) and what in it: “Services menu › Tree Removal”, “Menu › About”. */
function inMenu(navigation: unknown, rest: JsonPath, schema: JsonSchema, language?: string): string[] {
  const inLanguage = (part: string) => (language ? say("place.inLanguage", { part, language }) : part);
  if (rest[0] !== "items" || typeof rest[1] !== "number") {
    const field = lastField(rest, navigation);
    return [inLanguage(partTitle(schema, "navigation")), ...(field ? [field] : [])];
  }
  const item = at(navigation, rest.slice(0, 2));
  const label = elementName(item);
  if (rest[2] === "children") {
    const menu = inLanguage(label ? say("place.menu", { label }) : say("place.mainMenu"));
    const child = typeof rest[3] === "number" ? elementName(at(item, rest.slice(2, 4))) : undefined;
    return [menu, ...(child ? [child] : [])];
  }
  return [inLanguage(say("place.mainMenu")), ...(label ? [label] : [])];
}

/** The place of `path` in `site` as steps, two at most. */
export function placeSteps(path: JsonPath, site: unknown, schema: JsonSchema): string[] {
  const [top, index, ...rest] = path;
  if (top === undefined) return [];
  if ((top === "pages" || top === "posts") && typeof index === "number") {
    const entry = at(site, [top, index]);
    const name = entryName(entry, top === "pages" ? "page" : "post", site);
    if (rest[0] === "blocks" && typeof rest[1] === "number") {
      const type = at(entry, rest.slice(0, 2));
      const kind = isRecord(type) && text(type.type) ? labelFor(type.type as string) : undefined;
      return [name, ...(kind ? [kind] : [])];
    }
    const field = lastField(rest, entry);
    return [name, ...(field ? [field] : [])];
  }
  if (top === "languages" && typeof index === "number") {
    const entry = at(site, [top, index]);
    const tag = isRecord(entry) ? text(entry.language) : undefined;
    const language = languageLabel(tag ?? "", site);
    const [part, ...inside] = rest;
    if (part === "navigation") return inMenu(at(entry, ["navigation"]), inside, schema, language);
    if (typeof part !== "string") return [language];
    const field = inside.length ? lastField(inside, at(entry, [part])) : undefined;
    return [say("place.inLanguage", { part: partTitle(schema, part), language }), ...(field ? [field] : [])];
  }
  if (top === "navigation") return inMenu(at(site, ["navigation"]), path.slice(1), schema);
  if (typeof top !== "string") return [];
  const title = partTitle(schema, top);
  if (typeof index === "number") {
    const name = elementName(at(site, [top, index]));
    const field = rest.length ? lastField(rest, at(site, [top, index])) : undefined;
    return [title, ...(field ? [field] : name ? [name] : [])];
  }
  const field = path.length > 1 ? lastField(path.slice(1), at(site, [top])) : undefined;
  return [title, ...(field ? [field] : [])];
}

/** The place said as the owner reads it (“Home page › Gallery”), or undefined for the whole site. */
export function ownerPlace(path: JsonPath, site: unknown, schema: JsonSchema): string | undefined {
  const steps = placeSteps(path, site, schema);
  return steps.length ? steps.join(" › ") : undefined;
}

/** The field at the end of `path`, by its label, where the place's two steps do not already name it. */
export function ownerField(path: JsonPath, site: unknown, schema: JsonSchema): string | undefined {
  const field = lastField(path.slice(1), at(site, path.slice(0, 1)));
  if (!field) return undefined;
  return placeSteps(path, site, schema).includes(field) ? undefined : field;
}

/** The place and, where its two steps do not name it, the field (“Home page › Text: Heading”): for lists of fields. */
export function ownerPlaceAndField(path: JsonPath, site: unknown, schema: JsonSchema): string | undefined {
  const place = ownerPlace(path, site, schema);
  const field = ownerField(path, site, schema);
  return place && field ? `${place}: ${field}` : place;
}
