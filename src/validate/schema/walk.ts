import { z } from "zod";
import type { JsonPath } from "../report/problem.ts";
import { isRecord, valueAt } from "../../site/json-path.ts";

/*
 * Walking the zod schema beside the data: the schema that describes a value, and the alternative of a union
 * the owner meant. Nothing here words a message (messages.ts does) or decides what an issue means
 * (issues.ts does).
 */

type Schema = z.core.$ZodType;

/** The schema's definition, typed by its kind (`def.type`), as Zod's own walkers (toJSONSchema) read it. */
const defOf = (schema: Schema) => (schema as z.core.$ZodTypes)._zod.def;

/** The schema under optional(), default(), pipe() and the other wrappers that do not change a value's shape. */
function unwrap(schema: Schema): Schema {
  let current = schema;
  for (;;) {
    const def = defOf(current);
    switch (def.type) {
      case "optional":
      case "default":
      case "nullable":
      case "readonly":
      case "prefault":
      case "nonoptional":
      case "catch":
        current = def.innerType;
        break;
      case "pipe":
        current = def.in;
        break;
      case "lazy":
        current = def.getter();
        break;
      default:
        return current;
    }
  }
}

/** Whether a value could be an instance of this (unwrapped) schema at all, by its JSON kind. */
function sameKind(schema: Schema, value: unknown): boolean {
  const kind = defOf(unwrap(schema)).type;
  if (kind === "object") return isRecord(value);
  if (kind === "array") return Array.isArray(value);
  if (kind === "literal" || kind === "enum") return typeof value === "string";
  return kind === typeof value;
}

/** The union alternative the owner meant: the one whose discriminator matches, else whose fields match most. */
function chooseOption(union: z.core.$ZodUnionDef, value: unknown): Schema | undefined {
  const options = union.options;
  const discriminator = "discriminator" in union ? union.discriminator : undefined;
  if (typeof discriminator === "string" && isRecord(value)) {
    const tagged = options.find((option) =>
      literalValues(objectShape(option)?.[discriminator]).includes(value[discriminator]),
    );
    if (tagged) return tagged;
  }
  let best: Schema | undefined;
  let bestScore = -Infinity;
  for (const option of options) {
    if (!sameKind(option, value)) continue;
    const shape = objectShape(option);
    const score = shape && isRecord(value) ? Object.keys(value).filter((key) => key in shape).length : 0;
    if (score > bestScore) [best, bestScore] = [option, score];
  }
  return best;
}

/** The schema that describes the value at `path`, choosing union members by the data. */
export function schemaAt(root: Schema, data: unknown, path: JsonPath): Schema | undefined {
  let schema: Schema | undefined = root;
  for (let i = 0; i <= path.length && schema; i++) {
    schema = unwrap(schema);
    const def = defOf(schema);
    if (def.type === "union") {
      schema = chooseOption(def, valueAt(data, path.slice(0, i)));
      i--;
      continue;
    }
    if (i === path.length) break;
    const part = path[i]!;
    if (def.type === "object") schema = def.shape[part as string];
    else if (def.type === "array") schema = def.element;
    else if (def.type === "record") schema = def.valueType;
    else return undefined;
  }
  return schema;
}

/** The fields an object schema allows, by name. */
export function objectShape(schema: Schema | undefined): Readonly<Record<string, Schema>> | undefined {
  if (!schema) return undefined;
  const def = defOf(unwrap(schema));
  return def.type === "object" ? def.shape : undefined;
}

function literalValues(schema: Schema | undefined): readonly unknown[] {
  if (!schema) return [];
  const def = defOf(unwrap(schema));
  return def.type === "literal" ? def.values : [];
}

/** The schema's `.describe()` text: what the field is for, in the owner's words. */
export function description(schema: Schema | undefined): string | undefined {
  return schema ? z.globalRegistry.get(schema)?.description : undefined;
}
