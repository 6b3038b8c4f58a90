/**
 * A position (latitude and longitude: `business.geo`, the place search engines show) found from what an owner can
 * copy: a map's link from Google Maps, OpenStreetMap, Apple Maps or Bing, or the two numbers themselves. An owner does
 * not know their business's degrees; every map app can share a link to a place, and the link holds them.
 */
import { valueAt } from "../../../../src/site/json-path.ts";
import { useId, useState } from "react";
import { useStore } from "../store/StoreProvider.tsx";
import { useT } from "../i18n/useT.ts";

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
  const say = useT();
  // The sentence around the map's link, in the editor's language: the link goes where the message puts it.
  const [before, after] = say("fields.position.findAt", { link: "\u0000" }).split("\u0000");
  const found = pasted.trim() ? positionIn(pasted) : undefined;
  const address = addressLine(site);
  return (
    <div className="position-from-map">
      <label className="field-label" htmlFor={id}>
        {say("fields.position.paste")}
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
        {address ? (
          <>
            {before}
            <a
              href={`https://www.openstreetmap.org/search?query=${encodeURIComponent(address)}`}
              target="_blank"
              rel="noopener noreferrer"
            >
              {say("fields.position.lookUp", { address })}
              <span className="visually-hidden">{say("fields.position.newTab")}</span>
            </a>
            {after}
          </>
        ) : (
          say("fields.position.find")
        )}
      </p>
      <div id={`${id}-found`} role="status">
        {found === "short-link" ? (
          <p className="field-note">{say("fields.position.shortLink")}</p>
        ) : found ? (
          <p className="field-note">
            {say("fields.position.found", { latitude: String(found.latitude), longitude: String(found.longitude) })}{" "}
            <button
              type="button"
              onClick={() => {
                onChange({ ...value, latitude: found.latitude, longitude: found.longitude });
                setPasted("");
                setDone(say("fields.position.done"));
              }}
            >
              {say("fields.position.use")}
            </button>
          </p>
        ) : pasted.trim() ? (
          <p className="field-note">{say("fields.position.none")}</p>
        ) : (
          done && <p className="field-help">{done}</p>
        )}
      </div>
    </div>
  );
}
