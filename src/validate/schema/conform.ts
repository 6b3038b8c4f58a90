/**
 * What zod's `parse` returns for data its schema accepts, without zod: the same values, each object's fields in the
 * schema's order, each default filled in where a field was left out. For data ajv's compile of the schema accepts
 * (schema/check.ts), and for a render thread's own copy of the site (src/site/load.ts). tests/schema.test.ts holds it
 * to zod's own output, key order included, on a thousand random changes to the shipped site.
 *
 * It follows the plan `npm run schema` writes from the zod schema (schema/site-conform.js, schema/conform-plan.ts):
 * an object is rebuilt field by field in the order of its
 * shape, a field whose result is undefined is left out (unless written), a default is zod's own value, a tagged
 * union takes the option its tag names, a plain union the one option that can accept the value (its kind of value,
 * its fields). Where the plan cannot say (a kind of schema it does not know, options it cannot tell apart), conforming
 * throws CannotConform, and the caller checks the site whole, with zod.
 */
import { plan as sitePlan } from "../../../schema/site-conform.js";
import type { SiteData } from "../../../schema/site.ts";
import { kindOfValue, type Plan, type PlanNode, type UnionOption } from "../../../schema/conform-plan.ts";

type Conform = (value: unknown) => unknown;
/** An object's fields, read before they are known to fit. */
type Fields = Record<string, unknown>;

/** Data the plan cannot conform without zod. */
export class CannotConform extends Error {}

/** The plan made into one function per schema, once, each calling the others' directly. */
function compile(plan: Plan): Conform {
  const made = new Map<number, Conform>();
  const of = (index: number): Conform => {
    const known = made.get(index);
    if (known) return known;
    let conform: Conform | undefined;
    // A schema that contains itself finds this stand-in while its own function is being made.
    made.set(index, (value) => conform!(value));
    conform = make(plan.nodes[index]!);
    made.set(index, conform);
    return conform;
  };
  const make = (node: PlanNode): Conform => {
    switch (node.kind) {
      case "same":
        return same;
      case "object": {
        const fields = node.fields.map(([key, field]) => ({ key, conform: of(field) }));
        return (value) => {
          const input = value as Fields;
          const output: Fields = {};
          for (const { key, conform } of fields) {
            const result = conform(input[key]);
            if (result !== undefined) output[key] = result;
            else if (key in input) output[key] = undefined;
          }
          return output;
        };
      }
      case "array": {
        const element = of(node.element);
        return (value) => {
          const input = value as unknown[];
          const output = new Array<unknown>(input.length);
          for (let index = 0; index < input.length; index++) output[index] = element(input[index]);
          return output;
        };
      }
      case "default": {
        const inner = of(node.inner);
        // An object or a list a shallow copy each time, as zod's defaultValue gives.
        const fallback = node.value;
        const copy: () => unknown = Array.isArray(fallback)
          ? () => [...(fallback as unknown[])]
          : typeof fallback === "object" && fallback !== null
            ? () => ({ ...fallback })
            : () => fallback;
        return (value) => (value !== undefined ? inner(value) : copy());
      }
      case "optional": {
        const inner = of(node.inner);
        return (value) => (value === undefined && !node.runsOnUndefined ? undefined : inner(value));
      }
      case "nullable": {
        const inner = of(node.inner);
        return (value) => (value === null ? null : inner(value));
      }
      case "tagged": {
        const byTag = new Map<unknown, Conform>(node.options.map(([tag, option]) => [tag, of(option)]));
        return (value) => {
          const option = byTag.get((value as Fields)[node.tag]);
          if (!option) throw new CannotConform(`no option for ${node.tag} ${String((value as Fields)[node.tag])}`);
          return option(value);
        };
      }
      case "union": {
        // By the kind of value: the one option of that kind (the data is accepted, so by it), or the one of those
        // whose fields fit.
        const byKind = new Map<string, (UnionOption & { conform: Conform })[]>();
        for (const option of node.options) {
          byKind.set(option.accepts, [...(byKind.get(option.accepts) ?? []), { ...option, conform: of(option.node) }]);
        }
        return (value) => {
          const options = byKind.get(kindOfValue(value)) ?? [];
          if (options.length === 1) return options[0]!.conform(value);
          const fits = options.filter((option) => fieldsFit(option, value));
          if (fits.length !== 1) throw new CannotConform(`${fits.length} options of a union fit`);
          return fits[0]!.conform(value);
        };
      }
      case "cannot":
        return () => {
          throw new CannotConform(node.why);
        };
    }
  };
  return of(plan.root);
}

const same: Conform = (value) => value;

/** Whether an object has every field the option requires and, for a strict one, no other: else it cannot accept it. */
function fieldsFit(option: UnionOption, value: unknown): boolean {
  if (!option.required) return true;
  const input = value as Fields;
  if (!option.required.every((key) => input[key] !== undefined)) return false;
  return !option.allowed || Object.keys(input).every((key) => option.allowed!.includes(key));
}

let site: Conform | undefined;

/** zod's output of Site for `data`, which the schema must accept (checked beforehand, by ajv or by zod). */
export function conformSite(data: unknown): SiteData {
  site ??= compile(sitePlan as Plan);
  return site(data) as SiteData;
}
