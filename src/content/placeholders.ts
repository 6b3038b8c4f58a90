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
 */
export function fillPlaceholders<T>(value: T, values: Record<string, string>): T {
  if (typeof value === "string") {
    return (
      value.includes("{") ? value.replace(PLACEHOLDER, (whole, name: string) => values[name] ?? whole) : value
    ) as T;
  }
  if (Array.isArray(value)) {
    let copy: unknown[] | undefined;
    for (let index = 0; index < value.length; index++) {
      const filled = fillPlaceholders(value[index], values);
      if (filled !== value[index]) (copy ??= [...value])[index] = filled;
    }
    return (copy ?? value) as T;
  }
  if (value && typeof value === "object") {
    let copy: Record<string, unknown> | undefined;
    for (const key in value) {
      const item = (value as Record<string, unknown>)[key];
      const filled = fillPlaceholders(item, values);
      if (filled !== item) (copy ??= { ...(value as Record<string, unknown>) })[key] = filled;
    }
    return (copy ?? value) as T;
  }
  return value;
}
