/**
 * What zod's `parse` returns for data its schema accepts, without zod's checks: the same values, each object's
 * fields in the schema's order, and each default filled in where a field was left out. The build reads a large
 * file in pieces, each page accepted by ajv's compile of the schema (schema/site-check.js), and renders the site
 * conformed here: zod's checks would all pass, and their cost (measured at 4,000 pages: 0.27 s against 0.1 s
 * here) buys nothing. tests/schema.test.ts holds it to zod's own output, key order included, on a thousand random
 * changes to the shipped site.
 *
 * It reads the schema's definition (zod's `_zod.def`, which zod offers to libraries built on it) and follows zod's
 * rules for each kind of schema: an object is rebuilt field by field in the order of its shape, a field whose
 * result is undefined is left out (unless written), a default is zod's own value (`def.defaultValue`), a tagged
 * union takes the option its tag names, a plain union the first option zod accepts. A kind of schema this does not
 * know (none in the schema today) is parsed by zod itself, so a new field type is never conformed wrongly.
 */
import type { z } from "zod";

type Conform = (value: unknown) => unknown;
type Loose = Record<string, unknown>;

interface Def {
  type: string;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  innerType?: z.ZodType;
  options?: z.ZodType[];
  discriminator?: string;
  defaultValue?: unknown;
  values?: unknown[];
  entries?: Record<string, unknown>;
}

const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;
const compiled = new WeakMap<z.ZodType, Conform>();

/** The function that conforms data this schema accepts, made once per schema. */
export function conformer(schema: z.ZodType): Conform {
  const known = compiled.get(schema);
  if (known) return known;
  let made: Conform | undefined;
  // A schema that contains itself finds this stand-in while its own function is being made.
  compiled.set(schema, (value) => made!(value));
  made = make(schema);
  compiled.set(schema, made);
  return made;
}

/** zod's output for `data`, which `schema` must accept (checked beforehand, by ajv or by zod). */
export function conform<T extends z.ZodType>(schema: T, data: unknown): z.output<T> {
  return conformer(schema)(data) as z.output<T>;
}

const same: Conform = (value) => value;

function make(schema: z.ZodType): Conform {
  const def = defOf(schema);
  switch (def.type) {
    case "string":
    case "number":
    case "boolean":
    case "enum":
    case "literal":
      return same;
    case "object": {
      const fields = Object.entries(def.shape!).map(([key, field]) => ({ key, conform: conformer(field) }));
      return (value) => {
        const input = value as Loose;
        const output: Loose = {};
        for (const { key, conform } of fields) {
          const result = conform(input[key]);
          if (result !== undefined) output[key] = result;
          else if (key in input) output[key] = undefined;
        }
        return output;
      };
    }
    case "array": {
      const element = conformer(def.element!);
      return (value) => {
        const input = value as unknown[];
        const output = new Array<unknown>(input.length);
        for (let index = 0; index < input.length; index++) output[index] = element(input[index]);
        return output;
      };
    }
    case "default": {
      const inner = conformer(def.innerType!);
      return (value) => (value === undefined ? def.defaultValue : inner(value));
    }
    case "optional": {
      const inner = conformer(def.innerType!);
      // An optional field around a default still gets the default (zod runs the inner schema then).
      const runsOnUndefined = defOf(def.innerType!).type === "default";
      return (value) => (value === undefined && !runsOnUndefined ? undefined : inner(value));
    }
    case "nullable": {
      const inner = conformer(def.innerType!);
      return (value) => (value === null ? null : inner(value));
    }
    case "union": {
      if (def.discriminator !== undefined) {
        const tag = def.discriminator;
        const byTag = new Map<unknown, Conform>();
        for (const option of def.options!) {
          const values = defOf(defOf(option).shape![tag]!).values ?? [];
          for (const value of values) byTag.set(value, conformer(option));
        }
        return (value) => {
          const option = byTag.get((value as Loose)[tag]);
          return option ? option(value) : schema.parse(value);
        };
      }
      // Zod takes the first option that accepts the value. An option of another kind of value than this one (a text
      // for a list item's object, say) cannot accept it: when one option alone is of its kind, it is that option's.
      // Otherwise (two objects, say) each is tried by zod itself, which a few values in the root can afford.
      const byKind = new Map<string, Conform | undefined>();
      const kinds = def.options!.map(kindOf);
      if (kinds.every((kind) => kind !== undefined)) {
        def.options!.forEach((option, index) => {
          const kind = kinds[index]!;
          byKind.set(kind, byKind.has(kind) ? undefined : conformer(option));
        });
      }
      return (value) => (byKind.get(kindOfValue(value)) ?? ((data) => schema.parse(data)))(value);
    }
    default:
      return (value) => schema.parse(value);
  }
}

/** The one kind of value a schema accepts (a text, a number, an object...); undefined when it may be more than one. */
function kindOf(schema: z.ZodType): string | undefined {
  const def = defOf(schema);
  switch (def.type) {
    case "string":
    case "number":
    case "boolean":
    case "object":
    case "array":
      return def.type;
    case "enum":
    case "literal": {
      const kinds = new Set((def.values ?? Object.values(def.entries ?? {})).map(kindOfValue));
      return kinds.size === 1 ? [...kinds][0] : undefined;
    }
    default:
      return undefined; // optional, nullable, a default, a union...: undefined, null or more than one kind
  }
}

const kindOfValue = (value: unknown): string =>
  value === null ? "null" : Array.isArray(value) ? "array" : typeof value;
