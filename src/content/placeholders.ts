import type { SiteData } from "../../schema/site.ts";

/** The words an owner may write in braces in any text; each is filled from the business facts. */
export function placeholderValues(site: SiteData): Record<string, string> {
  return {
    phone: site.business.phone.display,
    businessName: site.business.name,
    year: String(site.site.copyrightYear),
  };
}

export const PLACEHOLDER = /\{([A-Za-z]+)\}/g;

export function fillPlaceholders<T>(value: T, values: Record<string, string>): T {
  if (typeof value === "string") {
    return value.replace(PLACEHOLDER, (whole, name: string) => values[name] ?? whole) as T;
  }
  if (Array.isArray(value)) return value.map((item) => fillPlaceholders(item, values)) as T;
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, fillPlaceholders(item, values)])) as T;
  }
  return value;
}
