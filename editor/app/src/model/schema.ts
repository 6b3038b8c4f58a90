/**
 * The JSON Schema the editor receives from its server (schema/site.schema.json, made by z.toJSONSchema from the
 * zod schema): how to find each block type's schema, which variant of a union a value is, what an empty value
 * of a schema looks like, and how a key is said in words. Nothing here knows one block type from another, so a
 * block type added to schema/blocks.ts reaches the editor with no editor change.
 */
import { isRecord } from "../../../../src/site/json-path.ts";
import { labelFor as englishLabel } from "../../../../src/site/field-labels.ts";
import { editorLanguage, type EditorLanguage } from "../i18n/language.ts";
import { ES_LABELS, ES_LABELS_IN, esItem } from "../i18n/labels-es.ts";
import { ES_DESCRIPTIONS, ES_TITLES } from "../../../../src/validate/messages/schema-es.ts";
import { pseudo } from "../i18n/format.ts";

export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  const?: unknown;
  enum?: unknown[];
  description?: string;
  title?: string;
  pattern?: string;
  minItems?: number;
  maxItems?: number;
  minimum?: number;
  maximum?: number;
  default?: unknown;
  examples?: unknown[];
  format?: string;
}

export const variantsOf = (schema: JsonSchema): JsonSchema[] | undefined => schema.oneOf ?? schema.anyOf;

/** The schema of a page's blocks: a union with one variant per block type, told apart by `type`. */
export function blockSchemas(site: JsonSchema): Map<string, JsonSchema> {
  const union = site.properties?.pages?.items?.properties?.blocks?.items;
  const out = new Map<string, JsonSchema>();
  for (const variant of (union && variantsOf(union)) ?? []) {
    const type = variant.properties?.type?.const;
    if (typeof type === "string") out.set(type, variant);
  }
  return out;
}

/** The JSON Schema type of a value, as `type` names it: "integer" for a whole number. */
function jsonType(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "array";
  if (Number.isInteger(value)) return "integer";
  return typeof value;
}

function accepts(schema: JsonSchema, value: unknown): number {
  // A score, not a verdict: the variant the value most looks like is the one its fields are edited in.
  const kind = jsonType(value);
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  if (schema.const !== undefined) return schema.const === value ? 3 : 0;
  if (types.length && !types.includes(kind) && !(kind === "integer" && types.includes("number"))) return 0;
  if (kind === "object" && schema.properties) {
    const record = value as Record<string, unknown>;
    const discriminator = Object.entries(schema.properties).find(([, p]) => p.const !== undefined);
    if (discriminator && record[discriminator[0]] !== discriminator[1].const) return 0;
    const keys = Object.keys(record);
    const known = keys.filter((key) => key in schema.properties!).length;
    return 1 + (keys.length ? known / keys.length : 0.5) + (discriminator ? 1 : 0);
  }
  return 1;
}

/** Which variant of a union `value` is (0 when nothing fits, so a fresh value starts as the first). */
export function pickVariant(variants: JsonSchema[], value: unknown): number {
  let best = 0;
  let score = 0;
  variants.forEach((variant, index) => {
    const s = accepts(variant, value);
    if (s > score) [best, score] = [index, s];
  });
  return best;
}

/** A new value for a schema: required fields present (empty, so the check asks for them), optional ones left out. */
export function emptyValue(schema: JsonSchema): unknown {
  if (schema.const !== undefined) return schema.const;
  if (schema.default !== undefined) return structuredClone(schema.default);
  const variants = variantsOf(schema);
  if (variants?.length) return emptyValue(variants[0]!);
  if (schema.enum?.length) return schema.enum[0];
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case "object": {
      const out: Record<string, unknown> = {};
      for (const key of schema.required ?? []) out[key] = emptyValue(schema.properties?.[key] ?? {});
      return out;
    }
    case "array":
      return Array.from({ length: schema.minItems ?? 0 }, () => emptyValue(schema.items ?? {}));
    case "number":
    case "integer":
      return undefined;
    case "boolean":
      return false;
    default:
      return "";
  }
}

/**
 * A value of another kind (`variant`) made from `value`, keeping what the owner wrote that the new kind has room for:
 * a button turned from "Call" to "Link" keeps its words and style, a list item turned from text to a title with text
 * keeps its text as the text, and back keeps the text. What has no place in the new kind is left (Undo brings it back).
 */
export function switchVariant(value: unknown, variant: JsonSchema): unknown {
  const fresh = emptyValue(variant);
  const textsOf = (v: Record<string, unknown>) =>
    Object.entries(v).filter((entry): entry is [string, string] => typeof entry[1] === "string" && entry[1] !== "");
  if (isRecord(fresh) && isRecord(value)) {
    const out = { ...fresh };
    for (const [key, child] of Object.entries(variant.properties ?? {}))
      if (child.const === undefined && key in value && accepts(child, value[key]) > 0) out[key] = value[key];
    return out;
  }
  if (isRecord(fresh) && typeof value === "string" && value !== "") {
    // Into the field that reads most like it: one named text, else the first text field the kind requires.
    const texts = Object.entries(variant.properties ?? {}).filter(
      ([key, child]) => child.const === undefined && child.type === "string" && variant.required?.includes(key),
    );
    const into = texts.find(([key]) => key === "text") ?? texts[0];
    return into ? { ...fresh, [into[0]]: value } : fresh;
  }
  if (typeof fresh === "string" && isRecord(value)) {
    const texts = textsOf(value);
    return (texts.find(([key]) => key === "text") ?? texts[0])?.[1] ?? fresh;
  }
  return fresh;
}

/**
 * A field's label in the editor's language: the English are shared with the publish history's words
 * (src/site/field-labels.ts), the Spanish are i18n/labels-es.ts's; the pseudo-language marks the English.
 */
export function labelFor(key: string | number, parent?: string | number): string {
  const language = editorLanguage();
  if (language === "es") {
    if (typeof key === "number") return esItem(key);
    return (
      (parent === undefined ? undefined : ES_LABELS_IN[`${parent}.${key}`]) ??
      ES_LABELS[key] ??
      englishLabel(key, parent)
    );
  }
  const english = englishLabel(key, parent);
  return language === "xx" ? marked(english) : english;
}

/** The title of a part of the site (a root field) edited on a screen of its own: its schema's, else its key in words. */
export const partTitle = (root: JsonSchema, key: string): string => root.properties?.[key]?.title ?? labelFor(key);

/**
 * Lists whose order changes nothing a visitor meets (by their paths' keys): the editor offers no Move up or Move down
 * in them. Each old address answers on its own, wherever it is in the list.
 */
export const UNORDERED_LISTS: ReadonlySet<string> = new Set(["redirects"]);

/** Keys whose texts are paragraphs rather than one line. */
const LONG = new Set(["intro", "text", "paragraphs", "bullets", "answer", "description", "excerpt", "body", "items"]);

export function isLongText(key: string | number | undefined, parentKey?: string | number): boolean {
  return (typeof key === "string" && LONG.has(key)) || (typeof key === "number" && LONG.has(String(parentKey)));
}

/**
 * Whether a string field holds an address of the site (the `href` of a link or button, the page an old address
 * leads to): offered the site's addresses as it is typed.
 */
export const isLink = (key: string | number | undefined): boolean => key === "href" || key === "to";

/** Whether an object schema is an image: `{ src, alt? }` with `src` under images/. */
export function isImage(schema: JsonSchema): boolean {
  return Boolean(schema.properties?.src?.pattern?.startsWith("^images"));
}

/** The schemas an object's fields may be in: its own, its items' (a list), its variants' (a union). */
function objectsOf(schema: JsonSchema): JsonSchema[] {
  if (schema.items) return objectsOf(schema.items);
  const variants = variantsOf(schema);
  return variants ? variants.flatMap(objectsOf) : schema.properties ? [schema] : [];
}

/** A field's schema at `key` of a value of `schema`, whichever variant holds it. */
const fieldOf = (schema: JsonSchema, key: string): JsonSchema | undefined =>
  objectsOf(schema).find((object) => object.properties?.[key])?.properties?.[key];

/**
 * A field written as site.json writes it: a name (`translationOf`), or a path from the root (`site.language`,
 * `languages[].language`). Not inside a placeholder (`{businessName}` is typed as it is), an address or a word.
 */
const FIELD = /(?<![\w{./@-])[a-z][A-Za-z0-9]*(?:(?:\[\])?\.[a-z][A-Za-z0-9]*)*(?![\w}]|\.\w|\[)/g;

/**
 * The schema with its descriptions in the owner's words. A description names a field as site.json does, for the
 * owner who edits the file in VS Code, which shows it beside the file's keys: in the editor the owner sees the
 * field's label and the screen it is on, so `site.language` is said “Website › Language”, `translationOf` “Translation
 * of”, as the screen and the field are titled (partTitle, labelFor). What is not a field of the schema (a word, an
 * address such as example.com, a placeholder) is left as it is. A choice's values described one by one (`lora: a warm
 * serif`) are named as its list shows them ("Lora: a warm serif").
 */
export function inOwnerWords(root: JsonSchema, language: EditorLanguage = "en"): JsonSchema {
  const fields = new Set<string>();
  const collect = (schema: JsonSchema) => {
    for (const object of objectsOf(schema))
      for (const [key, child] of Object.entries(object.properties ?? {})) {
        fields.add(key);
        collect(child);
      }
  };
  collect(root);
  const said = (written: string): string => {
    const [first, ...rest] = written.split(".").map((segment) => segment.replace(/\[\]$/, ""));
    if (!rest.length) {
      // A name alone: a field's, when written as one (camelCase), not a word that is also a field's (business).
      if (!/[A-Z]/.test(first!) || !fields.has(first!)) return written;
      return `“${partTitle(root, first!)}”`;
    }
    let schema = root.properties?.[first!];
    const words = [partTitle(root, first!)];
    for (const segment of rest) {
      schema = schema && fieldOf(schema, segment);
      if (!schema) return written;
      words.push(labelFor(segment));
    }
    return `“${words.join(" › ")}”`;
  };
  const rewrite = (schema: JsonSchema): JsonSchema => {
    const out: JsonSchema = { ...schema };
    if (schema.description) out.description = schema.description.replace(FIELD, said);
    // A date is picked from a calendar, which writes it as the file wants: its written form is not the owner's concern.
    if (schema.format === "date" && out.description) out.description = out.description.replace(/, YYYY-MM-DD\./, ".");
    // A choice's values, each described as `value: what it is`, are named as the list of choices shows them.
    for (const value of schema.enum ?? [])
      if (typeof value === "string" && out.description)
        out.description = out.description.replace(
          new RegExp(`(^|[.;] )${value.replace(/\W/g, "\\$&")}:`),
          (_, before: string) => `${before}${labelFor(value)}:`,
        );
    if (language !== "en") {
      if (schema.description) out.description = described(language, schema.description, out.description!);
      if (schema.title)
        out.title = language === "es" ? (ES_TITLES[schema.title] ?? schema.title) : marked(schema.title);
    }
    if (schema.properties)
      out.properties = Object.fromEntries(
        Object.entries(schema.properties).map(([key, child]) => [key, rewrite(child)]),
      );
    if (schema.items) out.items = rewrite(schema.items);
    if (schema.anyOf) out.anyOf = schema.anyOf.map(rewrite);
    if (schema.oneOf) out.oneOf = schema.oneOf.map(rewrite);
    return out;
  };
  return rewrite(root);
}

const marked = (english: string) => `⟦${pseudo(english)}⟧`;

/** A description in Spanish (schema-es.ts, by the schema's own English words), or the pseudo-language's marked one. */
function described(language: EditorLanguage, english: string, inOwnerWords: string): string {
  return language === "es" ? (ES_DESCRIPTIONS[english] ?? inOwnerWords) : marked(inOwnerWords);
}
