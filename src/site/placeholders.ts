import type { PLACEHOLDER_NAMES } from "../../schema/patterns.ts";
import type { SiteData } from "../../schema/site.ts";

export function placeholderValues(site: SiteData): Record<(typeof PLACEHOLDER_NAMES)[number], string> {
  return {
    phone: site.business.phone.display,
    businessName: site.business.name,
    year: String(site.site.copyrightYear),
  };
}

export const PLACEHOLDER = /\{([A-Za-z]+)\}/g;

/**
 * The value with every placeholder filled. Only texts that contain `{` and the objects and lists above
 * them are copied; everything else is shared with the input, which on a large site saves most of the work.
 * With `known` (kept by the caller for one set of values), an object or list filled before is not walked again: the
 * editor fills the whole site on every keystroke, and its edits share every untouched part with the site before.
 */
export function fillPlaceholders<T>(value: T, values: Record<string, string>, known?: WeakMap<object, unknown>): T {
  if (typeof value === "string") {
    return (
      value.includes("{") ? value.replace(PLACEHOLDER, (whole, name: string) => values[name] ?? whole) : value
    ) as T;
  }
  if (!value || typeof value !== "object") return value;
  if (known?.has(value)) return known.get(value) as T;
  let filled: unknown = value;
  if (Array.isArray(value)) {
    let copy: unknown[] | undefined;
    for (let index = 0; index < value.length; index++) {
      const item = fillPlaceholders(value[index], values, known);
      if (item !== value[index]) (copy ??= [...value])[index] = item;
    }
    filled = copy ?? value;
  } else {
    let copy: Record<string, unknown> | undefined;
    for (const key in value) {
      const item = (value as Record<string, unknown>)[key];
      const done = fillPlaceholders(item, values, known);
      if (done !== item) (copy ??= { ...(value as Record<string, unknown>) })[key] = done;
    }
    filled = copy ?? value;
  }
  known?.set(value, filled);
  return filled as T;
}
