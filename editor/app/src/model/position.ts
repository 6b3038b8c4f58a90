/** A place's latitude and longitude read from a map's link or from the two numbers themselves. */
import type { JsonSchema } from "./schema.ts";

export interface Position {
  latitude: number;
  longitude: number;
}

/** An object of the schema that is a position: its latitude and longitude fields. */
export const isPosition = (schema: JsonSchema): boolean =>
  Boolean(schema.properties?.latitude && schema.properties?.longitude);

/** Degrees as the file keeps them: 6 decimals, about 10 cm, more than any map link means. */
export const degrees = (value: number) => Math.round(value * 1e6) / 1e6;

export const NUMBER = String.raw`[-+]?\d{1,3}(?:\.\d+)?`;

/**
 * Each way a map's link writes a place, most exact first: Google's place (`!3d…!4d…`), then its view (`@lat,lon`),
 * a query or a marker (`q=`, `ll=`, `mlat=…&mlon=`, Apple's `coordinate=`), OpenStreetMap's view (`#map=zoom/lat/lon`),
 * Bing's centre (`cp=lat~lon`), and last two numbers written by hand ("28.1461, -81.4823").
 */
export const WAYS: RegExp[] = [
  new RegExp(String.raw`!3d(${NUMBER})!4d(${NUMBER})`),
  new RegExp(String.raw`@(${NUMBER}),(${NUMBER})`),
  new RegExp(String.raw`[?&](?:q|query|ll|sll|daddr|destination|coordinate)=(${NUMBER})(?:,|%2C)\s*(${NUMBER})`, "i"),
  new RegExp(String.raw`[?&]mlat=(${NUMBER})&mlon=(${NUMBER})`),
  new RegExp(String.raw`#map=\d+(?:\.\d+)?/(${NUMBER})/(${NUMBER})`),
  new RegExp(String.raw`[?&]cp=(${NUMBER})(?:~|%7E)(${NUMBER})`, "i"),
  new RegExp(String.raw`^\s*(${NUMBER})\s*[,;\s]\s*(${NUMBER})\s*$`),
];

/** A link that only leads to the place through the map's own server, which the editor cannot ask. */
export const SHORT = /^\s*(https?:\/\/)?(maps\.app\.goo\.gl|goo\.gl\/maps|osm\.org\/go|bit\.ly)\//i;

/**
 * The position written in `text`, "short-link" for a short link (it has to be opened first), or undefined when none
 * is in it. A latitude beyond ±90 or a longitude beyond ±180 is no position.
 */
export function positionIn(text: string): Position | "short-link" | undefined {
  if (SHORT.test(text)) return "short-link";
  for (const way of WAYS) {
    const match = way.exec(text);
    if (!match) continue;
    const [latitude, longitude] = [Number(match[1]), Number(match[2])];
    if (Math.abs(latitude) <= 90 && Math.abs(longitude) <= 180) {
      return { latitude: degrees(latitude), longitude: degrees(longitude) };
    }
  }
  return undefined;
}
