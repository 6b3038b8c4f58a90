/**
 * schema/site-conform.js: how to make zod's output of data the schema accepts, written out from the zod schema by
 * `npm run schema` as plain data, so that a site ajv accepted is conformed (src/validate/schema/conform.ts) without
 * zod's checks. It follows zod's rules for each kind of
 * schema (conform.ts says which); a kind it does not know, or a union whose options it cannot tell apart from the
 * data, is written as "cannot", and conforming data that reaches it gives up: zod then checks the site whole. tests/schema.test.ts holds the file to this function and conform.ts to zod's own output. This module
 * loads no zod itself (conform.ts reads its types and kindOfValue).
 */
import type { z } from "zod";

/** One schema: its kind and what that kind needs; other schemas are named by their place in `nodes`. */
export type PlanNode =
  | { kind: "same" }
  | { kind: "object"; fields: [string, number][] }
  | { kind: "array"; element: number }
  | { kind: "default"; inner: number; value: unknown }
  | { kind: "optional"; inner: number; runsOnUndefined: boolean }
  | { kind: "nullable"; inner: number }
  | { kind: "tagged"; tag: string; options: [unknown, number][] }
  | { kind: "union"; options: UnionOption[] }
  | { kind: "cannot"; why: string };

/**
 * An option of a plain union, told apart from the others by the data: its kind of value (a text, an object...), and
 * for an object the fields it requires and, for a strict one, the only fields it allows.
 */
export interface UnionOption {
  node: number;
  /** The kind of value it accepts (kindOfValue's word). */
  accepts: string;
  required?: string[];
  allowed?: string[];
}

export interface Plan {
  root: number;
  nodes: PlanNode[];
}

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
  catchall?: z.ZodType;
}

const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

export const kindOfValue = (value: unknown): string =>
  value === null ? "null" : Array.isArray(value) ? "array" : typeof value;

/** The one kind of value a schema accepts; undefined when it may be more than one (undefined, null, a union...). */
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
      return undefined;
  }
}

/** Whether a value is plain JSON: text, a finite number, true or false, null, and lists and plain objects of those. */
function isJson(value: unknown): boolean {
  if (value === null || typeof value === "string" || typeof value === "boolean") return true;
  if (typeof value === "number") return Number.isFinite(value);
  if (Array.isArray(value)) return value.every(isJson);
  if (typeof value !== "object") return false; // undefined, a function...
  return Object.getPrototypeOf(value) === Object.prototype && Object.values(value as object).every(isJson);
}

/** Whether an object schema's field may be left out: zod then gives it no value, or its default. */
const mayBeLeftOut = (field: z.ZodType) => ["optional", "default"].includes(defOf(field).type);

export function conformPlan(schema: z.ZodType): Plan {
  const nodes: PlanNode[] = [];
  const places = new Map<z.ZodType, number>();
  const place = (node: z.ZodType): number => {
    const known = places.get(node);
    if (known !== undefined) return known;
    const index = nodes.push({ kind: "cannot", why: "being made" }) - 1;
    places.set(node, index);
    nodes[index] = make(node);
    return index;
  };
  const make = (node: z.ZodType): PlanNode => {
    const def = defOf(node);
    switch (def.type) {
      case "string":
      case "number":
      case "boolean":
      case "enum":
      case "literal":
        return { kind: "same" };
      case "object":
        return { kind: "object", fields: Object.entries(def.shape!).map(([key, field]) => [key, place(field)]) };
      case "array":
        return { kind: "array", element: place(def.element!) };
      case "default": {
        const value = def.defaultValue;
        // Written out as JSON: a default JSON cannot hold (a date, say) is zod's to give.
        if (!isJson(value)) return { kind: "cannot", why: "a default that is not JSON" };
        return { kind: "default", inner: place(def.innerType!), value };
      }
      case "optional":
        return {
          kind: "optional",
          inner: place(def.innerType!),
          // An optional field around a default still gets the default (zod runs the inner schema then).
          runsOnUndefined: defOf(def.innerType!).type === "default",
        };
      case "nullable":
        return { kind: "nullable", inner: place(def.innerType!) };
      case "union": {
        if (def.discriminator !== undefined) {
          const tag = def.discriminator;
          const options: [unknown, number][] = [];
          for (const option of def.options!) {
            const values = defOf(defOf(option).shape![tag]!).values ?? [];
            for (const value of values) options.push([value, place(option)]);
          }
          return { kind: "tagged", tag, options };
        }
        const options: UnionOption[] = [];
        for (const option of def.options!) {
          const accepts = kindOf(option);
          if (accepts === undefined) return { kind: "cannot", why: "a union of an option of more than one kind" };
          const optionDef = defOf(option);
          const fields =
            accepts === "object"
              ? {
                  required: Object.entries(optionDef.shape!)
                    .filter(([, field]) => !mayBeLeftOut(field))
                    .map(([key]) => key),
                  // A strict object allows its fields only (its catchall is never); another strips the others.
                  ...(optionDef.catchall && defOf(optionDef.catchall).type === "never"
                    ? { allowed: Object.keys(optionDef.shape!) }
                    : {}),
                }
              : {};
          options.push({ node: place(option), accepts, ...fields });
        }
        return { kind: "union", options };
      }
      default:
        return { kind: "cannot", why: `a schema of kind ${def.type}` };
    }
  };
  const root = place(schema);
  return { root, nodes };
}

/** The module schema/site-conform.js, for `site` (schema/site.ts's Site: handed in, this module loads no zod). */
export function conformPlanCode(site: z.ZodType): string {
  return (
    "// Made by `npm run schema` from schema/site.ts (schema/conform-plan.ts says how); do not edit.\n" +
    `export const plan = ${JSON.stringify(conformPlan(site))};\n`
  );
}
