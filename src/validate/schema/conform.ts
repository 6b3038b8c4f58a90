/**
 * What zod's `parse` returns for data its schema accepts, made without zod by the plan `npm run schema` writes
 * (schema/site-conform.js): for a site ajv accepted (check.ts) and a render thread's copy (src/site/load.ts).
 * Where the plan cannot say, it throws CannotConform and the caller asks zod.
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
