/** The dialog that changes a page's or post's address, and the links that follow it. */
import { linksTo, moveAddress, type LinkPlace } from "../../../../../src/site/links.ts";
import { addresses, addressProblem } from "../../model/addresses.ts";
import type { JsonSchema } from "../../model/schema.ts";
import { placeInEditorWords } from "../../model/problem-words.ts";
import type { Entry, Collection, Site } from "../../model/site.ts";
import { useStore } from "../../store/StoreProvider.tsx";
import { useState } from "react";
import { Dialog } from "../../components/Dialog.tsx";

export function AddressError({ site, value, own }: { site: Site; value: string; own?: string }) {
  const { schema } = useStore();
  const pattern = schema.properties?.pages?.items?.properties?.path?.pattern;
  let message = "";
  if (pattern && !new RegExp(pattern).test(value))
    message = "An address starts with / and uses lower-case letters, digits and single hyphens, like /tree-removal.";
  else if (value !== own && addresses(site).includes(value))
    message = `${value} is already the address of another page.`;
  return message ? (
    <p className="problem problem-error" id="address-error" role="alert">
      {message}
    </p>
  ) : null;
}

/**
 * The links a rename or a deletion changes, each named as the editor's screens and the problems name a place
 * (“Header › Item 2 › Link 7 › Link”), not by the file's keys; the first 50.
 */
export function LinkPlaces({ places, site, schema }: { places: LinkPlace[]; site: Site; schema: JsonSchema }) {
  return (
    <ul className="link-places">
      {places.slice(0, 50).map((p, i) => {
        const words = placeInEditorWords(p.path, site, schema) ?? p.place;
        return <li key={i}>{p.place.startsWith("a link inside the text") ? `A link in ${words}` : words}</li>;
      })}
    </ul>
  );
}

export function RenameDialog({
  collection,
  index,
  onClose,
}: {
  collection: Collection;
  index: number;
  onClose: () => void;
}) {
  const { site, update, schema } = useStore();
  const entry = (site[collection] as Entry[])[index]!;
  const from = String(entry.path);
  const [to, setTo] = useState(from);
  const [keepOld, setKeepOld] = useState(true);
  const places = linksTo(site, from).filter(
    (p) => !(p.path[0] === collection && p.path[1] === index && p.path[2] === "path"),
  );
  const pattern = schema.properties?.pages?.items?.properties?.path?.pattern;
  const bad = to === from || addressProblem(site, pattern, to, from);
  return (
    <Dialog title={`Change the address of “${entry.title ?? from}”`} onClose={onClose}>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (bad) return;
          update((s) => moveAddress(s, from, to, keepOld) as Site);
          onClose();
        }}
      >
        <label className="field-label" htmlFor="new-address">
          New address
        </label>
        <input
          id="new-address"
          value={to}
          autoFocus
          aria-describedby="address-error"
          onChange={(e) => setTo(e.target.value.trim())}
        />
        {to !== from ? <AddressError site={site} value={to} own={from} /> : null}
        <p>
          {places.length === 0
            ? "No other link on the site leads here."
            : `${places.length} ${places.length === 1 ? "link leads" : "links lead"} here and will follow the new address:`}
        </p>
        {places.length ? <LinkPlaces places={places} site={site} schema={schema} /> : null}
        <div className="field-check">
          <input type="checkbox" id="keep-old" checked={keepOld} onChange={(e) => setKeepOld(e.target.checked)} />
          <label htmlFor="keep-old">
            Keep {from} working: send its visitors on to the page (links from other websites, bookmarks and search
            results use it)
          </label>
        </div>
        <div className="dialog-actions">
          <button type="submit" className="primary" disabled={bad}>
            Change the address
          </button>
          <button type="button" onClick={onClose}>
            Cancel
          </button>
        </div>
      </form>
    </Dialog>
  );
}
