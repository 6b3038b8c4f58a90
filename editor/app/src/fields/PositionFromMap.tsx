/**
 * A position (latitude and longitude: `business.geo`, the place search engines show) found from what an owner can
 * copy: a map's link from Google Maps, OpenStreetMap, Apple Maps or Bing, or the two numbers themselves. An owner does
 * not know their business's degrees; every map app can share a link to a place, and the link holds them.
 */
import { valueAt } from "../../../../src/site/json-path.ts";
import { useId, useState } from "react";
import { useStore } from "../store/StoreProvider.tsx";

import { positionIn } from "../model/position.ts";

/** The business's address as one line, to look it up on a map. */
function addressLine(site: unknown): string {
  const address = valueAt(site, ["business", "address"]);
  return ["street", "city", "region", "postalCode", "country"]
    .map((key) => valueAt(address, [key]))
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
