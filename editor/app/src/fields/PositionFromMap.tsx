/**
 * A position (latitude and longitude: `business.geo`, the place search engines show) found from what an owner can
 * copy: a map's link from Google Maps, OpenStreetMap, Apple Maps or Bing, or the two numbers themselves. An owner does
 * not know their business's degrees; every map app can share a link to a place, and the link holds them.
 */
import { useId, useState } from "react";
import type { JsonSchema } from "../model/schema.ts";
import { getAt, useStore } from "../store/StoreProvider.tsx";

export interface Position {
  latitude: number;
  longitude: number;
}

/** An object of the schema that is a position: its latitude and longitude fields. */
export const isPosition = (schema: JsonSchema): boolean =>
  Boolean(schema.properties?.latitude && schema.properties?.longitude);

/** Degrees as the file keeps them: 6 decimals, about 10 cm, more than any map link means. */
const degrees = (value: number) => Math.round(value * 1e6) / 1e6;

const NUMBER = String.raw`[-+]?\d{1,3}(?:\.\d+)?`;

/**
 * Each way a map's link writes a place, most exact first: Google's place (`!3d…!4d…`), then its view (`@lat,lon`),
 * a query or a marker (`q=`, `ll=`, `mlat=…&mlon=`, Apple's `coordinate=`), OpenStreetMap's view (`#map=zoom/lat/lon`),
 * Bing's centre (`cp=lat~lon`), and last two numbers written by hand ("28.1461, -81.4823").
 */
const WAYS: RegExp[] = [
  new RegExp(String.raw`!3d(${NUMBER})!4d(${NUMBER})`),
  new RegExp(String.raw`@(${NUMBER}),(${NUMBER})`),
  new RegExp(String.raw`[?&](?:q|query|ll|sll|daddr|destination|coordinate)=(${NUMBER})(?:,|%2C)\s*(${NUMBER})`, "i"),
  new RegExp(String.raw`[?&]mlat=(${NUMBER})&mlon=(${NUMBER})`),
  new RegExp(String.raw`#map=\d+(?:\.\d+)?/(${NUMBER})/(${NUMBER})`),
  new RegExp(String.raw`[?&]cp=(${NUMBER})(?:~|%7E)(${NUMBER})`, "i"),
  new RegExp(String.raw`^\s*(${NUMBER})\s*[,;\s]\s*(${NUMBER})\s*$`),
];

/** A link that only leads to the place through the map's own server, which the editor cannot ask. */
const SHORT = /^\s*(https?:\/\/)?(maps\.app\.goo\.gl|goo\.gl\/maps|osm\.org\/go|bit\.ly)\//i;

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

/** The business's address as one line, to look it up on a map. */
function addressLine(site: unknown): string {
  const address = getAt(site, ["business", "address"]);
  return ["street", "city", "region", "postalCode", "country"]
    .map((key) => getAt(address, [key]))
    .filter((part): part is string => typeof part === "string" && part.trim() !== "")
    .join(", ");
}

/** Under a position's fields: paste a map's link to the place, and its numbers are written in one press. */
export function PositionFromMap({
  value,
  onChange,
}: {
  value: Record<string, unknown>;
  onChange: (next: Record<string, unknown>) => void;
}) {
  const { site } = useStore();
  const [pasted, setPasted] = useState("");
  const [done, setDone] = useState("");
  const id = useId();
  const found = pasted.trim() ? positionIn(pasted) : undefined;
  const address = addressLine(site);
  return (
    <div className="position-from-map">
      <label className="field-label" htmlFor={id}>
        Or paste a map's link to the place
      </label>
      <input
        id={id}
        type="text"
        inputMode="url"
        value={pasted}
        aria-describedby={`${id}-help ${id}-found`}
        onChange={(e) => {
          setPasted(e.target.value);
          setDone("");
        }}
      />
      <p className="field-help" id={`${id}-help`}>
        Find the place on a map
        {address ? (
          <>
            {" "}
            (
            <a
              href={`https://www.openstreetmap.org/search?query=${encodeURIComponent(address)}`}
              target="_blank"
              rel="noopener noreferrer"
            >
              look up {address} on OpenStreetMap<span className="visually-hidden"> (in a new tab)</span>
            </a>
            )
          </>
        ) : null}
        , or share it from Google Maps or Apple Maps, and paste the link here.
      </p>
      <div id={`${id}-found`} role="status">
        {found === "short-link" ? (
          <p className="field-note">
            That is a short link, which only the map's own site can open: open it in the browser, then copy the long
            address from its address bar and paste that here.
          </p>
        ) : found ? (
          <p className="field-note">
            Latitude {found.latitude}, longitude {found.longitude}.{" "}
            <button
              type="button"
              onClick={() => {
                onChange({ ...value, latitude: found.latitude, longitude: found.longitude });
                setPasted("");
                setDone("The position is written in its fields. Undo takes it back.");
              }}
            >
              Use this position
            </button>
          </p>
        ) : pasted.trim() ? (
          <p className="field-note">
            No position in this: paste the link of a place on the map, or its two numbers, like 28.1461, -81.4823.
          </p>
        ) : (
          done && <p className="field-help">{done}</p>
        )}
      </div>
    </div>
  );
}
