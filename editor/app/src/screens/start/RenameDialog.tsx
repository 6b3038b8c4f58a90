/** The dialog that changes a page's or post's address, and the links that follow it. */
import { linksTo, moveAddress, type LinkPlace } from "../../../../../src/site/links.ts";
import { addresses, addressProblem } from "../../model/addresses.ts";
import type { JsonSchema } from "../../model/schema.ts";
import { ownerPlaceAndField } from "../../model/owner-place.ts";
import type { Entry, Collection, Site } from "../../model/site.ts";
import { useStore } from "../../store/StoreProvider.tsx";
import { useState } from "react";
import { Dialog } from "../../components/Dialog.tsx";
import { useT } from "../../i18n/useT.ts";

export function AddressError({ site, value, own }: { site: Site; value: string; own?: string }) {
  const { schema } = useStore();
  const t = useT();
  const pattern = schema.properties?.pages?.items?.properties?.path?.pattern;
  let message = "";
  if (pattern && !new RegExp(pattern).test(value)) message = t("address.badForm");
  else if (value !== own && addresses(site).includes(value)) message = t("address.taken", { address: value });
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
  const t = useT();
  return (
    <ul className="link-places">
      {places.slice(0, 50).map((p, i) => {
        const words = ownerPlaceAndField(p.path, site, schema) ?? p.place;
        return (
          <li key={i}>
            {p.place.startsWith("a link inside the text") ? t("address.linkIn", { place: words }) : words}
          </li>
        );
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
  const t = useT();
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
    <Dialog title={t("rename.title", { name: String(entry.title ?? from) })} onClose={onClose}>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (bad) return;
          update((s) => moveAddress(s, from, to, keepOld) as Site);
          onClose();
        }}
      >
        <label className="field-label" htmlFor="new-address">
          {t("rename.newAddress")}
        </label>
        <input
          id="new-address"
          value={to}
          autoFocus
          aria-describedby="address-error"
          onChange={(e) => setTo(e.target.value.trim())}
        />
        {to !== from ? <AddressError site={site} value={to} own={from} /> : null}
        <p>{places.length === 0 ? t("rename.noLinks") : t("rename.links", { count: places.length })}</p>
        {places.length ? <LinkPlaces places={places} site={site} schema={schema} /> : null}
        <div className="field-check">
          <input type="checkbox" id="keep-old" checked={keepOld} onChange={(e) => setKeepOld(e.target.checked)} />
          <label htmlFor="keep-old">{t("rename.keepOld", { address: from })}</label>
        </div>
        <div className="dialog-actions">
          <button type="submit" className="primary" disabled={bad}>
            {t("rename.change")}
          </button>
          <button type="button" onClick={onClose}>
            {t("common.cancel")}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
