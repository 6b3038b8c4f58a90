import type { z } from "zod";
import { closest, type JsonPath } from "./problems.ts";

/*
 * Zod reports what failed in validator terms; the owner needs to read what to change.
 * These functions turn each issue into a plain sentence, walking the schema to name the
 * allowed fields and block types ("did you mean 'gallery'?").
 */

type Schema = z.core.$ZodType;
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

function valueAt(data: unknown, path: JsonPath): unknown {
  let current = data;
  for (const part of path) {
    if (current === null || typeof current !== "object") return undefined;
    current = (current as Record<string | number, unknown>)[part];
  }
  return current;
}

/** The schema that describes the value at `path`, choosing union members by the data. */
export function schemaAt(root: Schema, data: unknown, path: JsonPath): Schema | undefined {
  let schema: Schema | undefined = root;
  for (let i = 0; i <= path.length && schema; i++) {
    schema = unwrap(schema);
    const d = def(schema);
    const here = valueAt(data, path.slice(0, i));
    if (d.type === "union") {
      const options = d.options as Schema[];
      const discriminator = d.discriminator as string | undefined;
      const tag =
        discriminator && here && typeof here === "object"
          ? (here as Record<string, unknown>)[discriminator]
          : undefined;
      schema =
        options.find((option) => {
          const shape = objectShape(option);
          const literal = shape && discriminator ? shape[discriminator] : undefined;
          return literal && literalValues(literal).includes(tag);
        }) ??
        options.find((option) => {
          const kind = def(unwrap(option)).type;
          return (
            (kind === "object" && here && typeof here === "object" && !Array.isArray(here)) ||
            (kind === "array" && Array.isArray(here)) ||
            kind === typeof here
          );
        });
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

function objectShape(schema: Schema): Record<string, Schema> | undefined {
  const d = def(unwrap(schema));
  return d.type === "object" ? (d.shape as Record<string, Schema>) : undefined;
}

function literalValues(schema: Schema): unknown[] {
  const d = def(unwrap(schema));
  return d.type === "literal" ? (d.values as unknown[]) : [];
}

function describe(schema: Schema | undefined): string | undefined {
  return schema ? (schema as unknown as { description?: string }).description : undefined;
}

function kindOf(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "a list";
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

const EXPECTED: Record<string, string> = {
  string: "text in quotes",
  number: "a number",
  int: "a whole number",
  boolean: "true or false",
  object: "an object { ... }",
  array: "a list [ ... ]",
};

const quoteList = (values: readonly unknown[]) => values.map((v) => `'${String(v)}'`).join(", ");

export interface PlainIssue {
  path: JsonPath;
  message: string;
  /** Point at the key rather than its value (unknown fields). */
  atKey?: boolean;
}

export function plainIssues(root: Schema, data: unknown, issue: z.core.$ZodIssue): PlainIssue[] {
  const path = issue.path as JsonPath;
  const value = valueAt(data, path);
  switch (issue.code) {
    case "invalid_type": {
      if (value === undefined) {
        const field = path[path.length - 1];
        const help = describe(schemaAt(root, data, path));
        return [
          {
            path,
            message: `'${String(field)}' is missing: add it (${EXPECTED[issue.expected] ?? issue.expected})${help ? `. ${help}` : ""}`,
          },
        ];
      }
      return [{ path, message: `expected ${EXPECTED[issue.expected] ?? issue.expected}, but found ${kindOf(value)}` }];
    }
    case "unrecognized_keys": {
      const allowed = Object.keys(objectShape(schemaAt(root, data, path) ?? (root as Schema)) ?? {});
      return issue.keys.map((key) => {
        const guess = closest(key, allowed);
        return {
          path: [...path, key],
          atKey: true,
          message:
            `'${key}' is not a field here` +
            (guess ? `; did you mean '${guess}'?` : allowed.length ? `. Allowed fields: ${allowed.join(", ")}` : ""),
        };
      });
    }
    case "invalid_union": {
      // Zod names the discriminator, its allowed values, and puts the discriminator key at the end of the path.
      const { discriminator, options } = issue as { discriminator?: string; options?: unknown[] };
      if (discriminator && options) {
        if (value === undefined) {
          return [{ path, message: `'${discriminator}' is missing: add one of ${quoteList(options)}` }];
        }
        const guess = typeof value === "string" ? closest(value, options.map(String)) : undefined;
        return [
          {
            path,
            message:
              `unknown ${discriminator} ${JSON.stringify(value)}` +
              (guess ? `; did you mean '${guess}'?` : "") +
              ` Possible values: ${quoteList(options)}`,
          },
        ];
      }
      return [{ path, message: `does not match any allowed form: found ${kindOf(value)}` }];
    }
    case "invalid_value":
      return [
        {
          path,
          message: `must be ${issue.values.length === 1 ? quoteList(issue.values) : `one of ${quoteList(issue.values)}`}, but found ${kindOf(value)}`,
        },
      ];
    case "too_small": {
      const min = Number(issue.minimum);
      if (issue.origin === "array")
        return [
          {
            path,
            message: `needs at least ${min} item${min === 1 ? "" : "s"}, but has ${(value as unknown[]).length}`,
          },
        ];
      if (issue.origin === "string")
        return [
          {
            path,
            message: issue.message.startsWith("Too small") ? `must have at least ${min} characters` : issue.message,
          },
        ];
      return [{ path, message: `must be at least ${min}, but is ${String(value)}` }];
    }
    case "too_big": {
      const max = Number(issue.maximum);
      if (issue.origin === "array")
        return [{ path, message: `may have at most ${max} items, but has ${(value as unknown[]).length}` }];
      if (issue.origin === "string") return [{ path, message: `must have at most ${max} characters` }];
      return [{ path, message: `must be at most ${max}, but is ${String(value)}` }];
    }
    case "invalid_format":
      return [
        {
          path,
          message: issue.message.startsWith("Invalid")
            ? `is not a valid ${issue.format}: found ${kindOf(value)}`
            : `${issue.message}, but found ${kindOf(value)}`,
        },
      ];
    default:
      return [{ path, message: issue.message }];
  }
}
