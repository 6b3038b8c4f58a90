import { isRecord } from "../../site/json-path.ts";
import type { Rule } from "./rule.ts";

/** A mile in metres (the editor says a service radius in miles by it too). */
export const MILE = 1609.344;
/** Below this, a service radius is a distance in miles or kilometres written as metres: no business serves less. */
export const SMALL_RADIUS_METERS = 1000;

const metres = (value: number) => Math.round(value).toLocaleString("en-US");

/**
 * The service radius is in metres (schema.org's GeoCircle); an owner who thinks in miles or kilometres writes 25
 * for 25 miles, and search engines are told the business serves 25 metres around its centre.
 */
export const serviceArea: Rule = {
  name: "the service radius is a distance in metres",
  codes: {
    "small-service-radius": {
      severity: "warning",
      summary: "A service radius under a kilometre: miles or kilometres written where metres belong.",
    },
  },
  messages: {
    "small-service-radius": {
      message: "search engines are told the business works within {shown} metres of its centre",
      expected: "the distance in metres: {radius} miles is {miles} metres, {radius} kilometres {kilometres} metres",
    },
  },
  check({ data }) {
    const business = isRecord(data.business) ? data.business : {};
    const radius = business.serviceRadiusMeters;
    if (typeof radius !== "number" || !(radius > 0) || radius >= SMALL_RADIUS_METERS) return [];
    return [
      {
        messageId: "small-service-radius",
        path: ["business", "serviceRadiusMeters"],
        data: { shown: metres(radius), radius, miles: metres(radius * MILE), kilometres: metres(radius * 1000) },
      },
    ];
  },
};
