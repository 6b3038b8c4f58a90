/**
 * The business categories a site may name are schema.org's local businesses, as schema-dts (Google's schema.org
 * vocabulary) classes them: a name that is not one would tell search engines a type they do not take as a business.
 */
import { describe, expect, it } from "vitest";
import { BUSINESS_CATEGORIES } from "../schema/business-categories.ts";
import { Site } from "../schema/site.ts";
import { localBusiness } from "../src/head/json-ld.ts";
import { typeWithSubtypes } from "../tools/audit/structured-data.ts";
import { minimalSite, type Json } from "./fixtures/site.ts";

const withCategory = (category: string) => {
  const site = minimalSite();
  return { ...site, business: { ...(site.business as Json), category } };
};

describe("business categories", () => {
  it("are each a subtype of LocalBusiness in schema.org, listed once", () => {
    const businesses = typeWithSubtypes("LocalBusiness");
    expect(BUSINESS_CATEGORIES.filter((category) => !businesses.has(category))).toEqual([]);
    expect(new Set(BUSINESS_CATEGORIES).size).toBe(BUSINESS_CATEGORIES.length);
  });

  it("are the business's type in its structured data, a LocalBusiness without one", () => {
    const site = Site.parse(minimalSite());
    expect(localBusiness(site, "https://example.com/og.jpg")["@type"]).toBe("LocalBusiness");
    const bakery = Site.parse(withCategory("Bakery"));
    expect(localBusiness(bakery, "https://example.com/og.jpg")["@type"]).toBe("Bakery");
  });

  it("refuse a kind schema.org does not class as a local business", () => {
    const result = Site.safeParse(withCategory("Person"));
    expect(result.success).toBe(false);
  });
});
