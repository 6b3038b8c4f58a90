import type { z } from "zod";
import { linkMistake, pathMistake } from "./addresses.ts";
import { closest, quoteList, type Finding, type JsonPath } from "./problems.ts";

/*
 * Zod reports what failed in validator terms; the owner needs to read what to change.
 * These functions turn each issue into a plain sentence, walking the schema to name the
 * allowed fields and block types ("did you mean 'gallery'?"). A union reports only the
 * alternative the data was written as, never every alternative's complaints.
 */

type Schema = z.core.$ZodType;
type Issue = z.core.$ZodIssue;
type Def = { type: string; [key: string]: unknown };

const def = (schema: Schema): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;

function unwrap(schema: Schema): Schema {
  let current = schema;
  for (;;) {
    const d = def(current);
    if (["optional", "default", "nullable", "readonly", "prefault", "nonoptional", "catch"].includes(d.type)) {
      current = d.innerType as Schema;
    } else if (d.type === "pipe") {
      current = d.in as Schema;
    } else if (d.type === "lazy") {
      current = (d.getter as () => Schema)();
    } else return current;
  }
}

export function valueAt(data: unknown, path: JsonPath): unknown {
  let current = data;
  for (const part of path) {
    if (current === null || typeof current !== "object") return undefined;
    current = (current as Record<string | number, unknown>)[part];
  }
  return current;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === "object" && !Array.isArray(value);

/** Whether a value could be an instance of this (unwrapped) schema at all, by its JSON kind. */
function sameKind(schema: Schema, value: unknown): boolean {
  const kind = def(unwrap(schema)).type;
  if (kind === "object") return isObject(value);
  if (kind === "array") return Array.isArray(value);
  if (kind === "literal" || kind === "enum") return typeof value === "string";
  return kind === typeof value;
}

/** The union alternative the owner meant: the one whose discriminator matches, else whose fields match most. */
function chooseOption(union: Def, value: unknown): number {
  const options = union.options as Schema[];
  const discriminator = union.discriminator as string | undefined;
  if (discriminator && isObject(value)) {
    const tagged = options.findIndex((option) =>
      literalValues(objectShape(option)?.[discriminator]).includes(value[discriminator]),
    );
    if (tagged >= 0) return tagged;
  }
  let best = -1;
  let bestScore = -Infinity;
  options.forEach((option, index) => {
    if (!sameKind(option, value)) return;
    const shape = objectShape(option);
    const score = shape && isObject(value) ? Object.keys(value).filter((key) => key in shape).length : 0;
    if (score > bestScore) [best, bestScore] = [index, score];
  });
  return best;
}

/** The schema that describes the value at `path`, choosing union members by the data. */
export function schemaAt(root: Schema, data: unknown, path: JsonPath): Schema | undefined {
  let schema: Schema | undefined = root;
  for (let i = 0; i <= path.length && schema; i++) {
    schema = unwrap(schema);
    const d = def(schema);
    if (d.type === "union") {
      schema = (d.options as Schema[])[chooseOption(d, valueAt(data, path.slice(0, i)))];
      i--;
      continue;
    }
    if (i === path.length) break;
    const part = path[i]!;
    if (d.type === "object") schema = (d.shape as Record<string, Schema>)[part as string];
    else if (d.type === "array") schema = d.element as Schema;
    else if (d.type === "record") schema = d.valueType as Schema;
    else return undefined;
  }
  return schema;
}

function objectShape(schema: Schema | undefined): Record<string, Schema> | undefined {
  if (!schema) return undefined;
  const d = def(unwrap(schema));
  return d.type === "object" ? (d.shape as Record<string, Schema>) : undefined;
}

function literalValues(schema: Schema | undefined): unknown[] {
  if (!schema) return [];
  const d = def(unwrap(schema));
  return d.type === "literal" ? (d.values as unknown[]) : [];
}

function describe(schema: Schema | undefined): string | undefined {
  return schema ? (schema as unknown as { description?: string }).description : undefined;
}

/** The value as the owner wrote it, briefly: `the text "cheap"`, `the number 42`, `a list`. */
export function kindOf(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "a list [ ... ]";
  switch (typeof value) {
    case "string":
      return `the text "${value.length > 40 ? value.slice(0, 37) + "..." : value}"`;
    case "number":
      return `the number ${value}`;
    case "boolean":
      return `${value}`;
    case "object":
      return "an object { ... }";
    default:
      return "nothing";
  }
}

const YES_NO: Record<string, string> = { true: "true", yes: "true", false: "false", no: "false" };

const EXPECTED: Record<string, string> = {
  string: "text in quotes",
  number: "a number",
  int: "a whole number",
  boolean: "true or false (without quotes)",
  object: "an object { ... }",
  array: "a list [ ... ]",
};

/** What a tagged object is called in messages: a block's `type`, a button's `action`. */
function taggedName(path: JsonPath, discriminator: string): string {
  if (discriminator === "action") return "button action";
  if (path.includes("structuredData")) return "structured data type";
  if (path.includes("blocks")) return "block type";
  return discriminator;
}

/**
 * How badly the data fits one alternative of a union: a value of the wrong kind altogether fits worst;
 * otherwise each unknown or missing field counts. The alternative that fits best is what the owner meant.
 */
function misfit(errors: Issue[]): number {
  let score = 0;
  for (const error of errors) {
    if (error.path.length === 0 && error.code === "invalid_type") score += 1000;
    else if (error.code === "unrecognized_keys") score += error.keys.length;
    else score += 1;
  }
  return score;
}

/** Plain findings for one zod issue. `base` is where a nested union's issue paths start. */
export function plainIssues(root: Schema, data: unknown, issue: Issue, base: JsonPath = []): Finding[] {
  const path = [...base, ...(issue.path as JsonPath)];
  const value = valueAt(data, path);
  const field = path[path.length - 1];
  switch (issue.code) {
    case "invalid_type": {
      if (value === undefined) {
        const help = describe(schemaAt(root, data, path));
        return [
          {
            code: "missing-field",
            path,
            message: `'${String(field)}' is missing`,
            expected: `${EXPECTED[issue.expected] ?? issue.expected}${help ? `: ${help}` : ""}`,
          },
        ];
      }
      return [
        {
          code: "wrong-type",
          path,
          message: `${kindOf(value)} is the wrong kind of value here`,
          expected: EXPECTED[issue.expected] ?? issue.expected,
          hint:
            issue.expected === "number" && typeof value === "string" && value.trim() !== "" && !isNaN(Number(value))
              ? `write ${Number(value)} without quotes`
              : issue.expected === "boolean" && typeof value === "string" && value.toLowerCase() in YES_NO
                ? `write ${YES_NO[value.toLowerCase()]}, without quotes`
                : undefined,
        },
      ];
    }
    case "unrecognized_keys": {
      const allowed = Object.keys(objectShape(schemaAt(root, data, path)) ?? {});
      return issue.keys.map((key) => {
        const guess = closest(key, allowed);
        return {
          code: "unknown-field",
          path: [...path, key],
          atKey: true,
          message: `'${key}' is not a field here`,
          expected: allowed.length ? `one of the fields ${quoteList(allowed)}` : undefined,
          hint: guess ? `did you mean '${guess}'?` : undefined,
          meant: guess,
        };
      });
    }
    case "invalid_union": {
      const tagged = issue as { discriminator?: string; options?: unknown[] };
      if (tagged.discriminator && tagged.options) {
        const name = taggedName(path, tagged.discriminator);
        const choices = `one of ${quoteList(tagged.options)}`;
        if (value === undefined) {
          return [
            {
              code: "missing-type",
              path,
              message: `'${tagged.discriminator}' is missing, so it is not known what this is`,
              expected: `'${tagged.discriminator}' set to ${choices}`,
            },
          ];
        }
        const guess = typeof value === "string" ? closest(value, tagged.options.map(String)) : undefined;
        return [
          {
            code: "unknown-type",
            path,
            message: `unknown ${name} ${JSON.stringify(value)}`,
            expected: choices,
            hint: guess ? `did you mean '${guess}'?` : undefined,
          },
        ];
      }
      // An untagged union (a link or a dropdown; a text or a titled item): explain the alternative the owner wrote.
      const alternatives = (issue as { errors?: Issue[][] }).errors ?? [];
      const alternative = alternatives.reduce<Issue[] | undefined>(
        (best, errors) => (best === undefined || misfit(errors) < misfit(best) ? errors : best),
        undefined,
      );
      if (alternative?.length) return alternative.flatMap((inner) => plainIssues(root, data, inner, path));
      return [{ code: "wrong-type", path, message: `${kindOf(value)} is the wrong kind of value here` }];
    }
    case "invalid_value": {
      const guess = typeof value === "string" ? closest(value, issue.values.map(String)) : undefined;
      return [
        {
          code: "not-allowed",
          path,
          message: `${kindOf(value)} is not allowed here`,
          expected: issue.values.length === 1 ? quoteList(issue.values) : `one of ${quoteList(issue.values)}`,
          hint: guess ? `did you mean '${guess}'?` : undefined,
        },
      ];
    }
    case "too_small": {
      const min = Number(issue.minimum);
      if (issue.origin === "array")
        return [
          {
            code: "too-few",
            path,
            message: `the list has ${(value as unknown[]).length} item${(value as unknown[]).length === 1 ? "" : "s"}`,
            expected: `at least ${min}`,
          },
        ];
      if (issue.origin === "string")
        return [{ code: "too-short", path, message: "the text is too short", expected: `at least ${min} characters` }];
      return [
        {
          code: "too-small",
          path,
          message: `${kindOf(value)} is too small`,
          expected: issue.inclusive === false ? `more than ${min}` : `at least ${min}`,
        },
      ];
    }
    case "too_big": {
      const max = Number(issue.maximum);
      if (issue.origin === "array")
        return [
          {
            code: "too-many",
            path,
            message: `the list has ${(value as unknown[]).length} items`,
            expected: `at most ${max}`,
          },
        ];
      if (issue.origin === "string")
        return [{ code: "too-long", path, message: "the text is too long", expected: `at most ${max} characters` }];
      return [
        {
          code: "too-big",
          path,
          message: `${kindOf(value)} is too big`,
          expected: issue.inclusive === false ? `less than ${max}` : `at most ${max}`,
        },
      ];
    }
    case "invalid_format":
      return [formatFinding(path, value, issue.message, issue.format)];
    default:
      return [{ code: "invalid", path, message: issue.message }];
  }
}

/** A text that does not have the form its field needs: say which rule it breaks where that is knowable. */
function formatFinding(path: JsonPath, value: unknown, message: string, format: string): Finding {
  const field = path[path.length - 1];
  if (typeof value === "string" && !/\S/.test(value)) {
    return { code: "empty-text", path, message: "the text is empty", expected: "some text for visitors to read" };
  }
  if (typeof value === "string" && (field === "path" || field === "blogPath")) {
    const mistake = pathMistake(value);
    if (mistake) return { path, ...mistake };
  }
  if (typeof value === "string" && field === "href") {
    const mistake = linkMistake(value);
    if (mistake) return { path, ...mistake };
  }
  const expected = message.startsWith("must be ")
    ? message.slice("must be ".length)
    : message.startsWith("Invalid")
      ? `a valid ${format}`
      : message;
  const hint = typeof value === "string" ? suggestFormat(String(field), value) : undefined;
  return { code: "bad-format", path, message: `${kindOf(value)} is not written in the right form`, expected, hint };
}

/** The value in the right form, where the owner's intent is clear from what they wrote. */
function suggestFormat(field: string, value: string): string | undefined {
  if (field === "url") {
    const site = /^(?:https?:\/\/)?([^/\s]+)/i.exec(value.trim())?.[1];
    return site && site.includes(".") ? `write "https://${site.toLowerCase()}"` : undefined;
  }
  if (field === "e164") {
    const digits = value.replace(/\D/g, "");
    if (digits.length === 10) return `for a US or Canadian number, write "+1${digits}"`;
    if (digits.length > 10) return `write "+${digits}"`;
    return undefined;
  }
  if (["published", "modified", "displayDate"].includes(field)) {
    const parts = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(value.trim());
    if (!parts) return undefined;
    const [first, second, year] = [Number(parts[1]), Number(parts[2]), parts[3]];
    const iso = (month: number, day: number) =>
      `write "${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}"`;
    if (first > 12 && second <= 12) return iso(second, first);
    if (second > 12 && first <= 12) return iso(first, second);
    return "write the year first, then the month, then the day";
  }
  if (field === "formId") {
    const id = /\/([A-Za-z0-9]+)\/?$/.exec(value)?.[1];
    return id && value.includes("/") ? `write only the form's id, "${id}"` : undefined;
  }
  if (field === "src" && value.startsWith("images/")) {
    if (/\s/.test(value))
      return `file names cannot contain spaces: rename the file to "${value.replace(/\s+/g, "-")}" and write that`;
    if (/\.[A-Za-z]+$/.test(value) && /[A-Z]+$/.test(value)) {
      return `write the extension in small letters, "${value.replace(/\.[A-Za-z]+$/, (ext) => ext.toLowerCase())}", and rename the file to match`;
    }
    if (!/\.(svg|png|jpe?g|webp|avif)$/.test(value))
      return "the file must be a .jpg, .jpeg, .png, .webp, .avif or .svg image";
    return "file names may use letters, digits, - and _ only; rename the file and write the new name";
  }
  if (field === "src" && !value.startsWith("images/")) {
    const name = value
      .split(/[\\/]/)
      .pop()
      ?.toLowerCase()
      .replace(/[^a-z0-9._-]+/g, "-");
    return name ? `copy the file into the images/ folder and write "images/${name}"` : undefined;
  }
  return undefined;
}
