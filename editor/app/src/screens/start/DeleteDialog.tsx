/** The dialog that removes a page or a post, and what links to it. */
import { useState } from "react";
import { linksTo, untiedFrom, removeLinkItems, moveAddress } from "../../../../../src/site/links.ts";
import { Dialog } from "../../components/Dialog.tsx";
import { addresses } from "../../model/addresses.ts";
import type { Collection, Entry, Site } from "../../model/site.ts";
import { useStore } from "../../store/StoreProvider.tsx";
import { LinkPlaces } from "./RenameDialog.tsx";
import { useT } from "../../i18n/useT.ts";

export function DeleteDialog({
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
  const list = site[collection] as Entry[];
  const entry = list[index]!;
  const from = String(entry.path);
  const places = linksTo(site, from).filter((p) => p.path[0] !== collection || p.path[1] !== index);
  const others = addresses(site).filter((a) => a !== from);
  const [target, setTarget] = useState(others.includes("/") ? "/" : (others[0] ?? ""));
  const [mode, setMode] = useState<"remove" | "redirect">("remove");
  // Its address kept leading on (an old address), to the page chosen: not by default, as a page gone is not always
  // replaced by another (search engines treat a move to an unrelated page as a page not found).
  const [keepOld, setKeepOld] = useState(false);
  const options = (
    <select id="redirect-links" value={target} onChange={(e) => setTarget(e.target.value)}>
      {others.map((a) => (
        <option key={a} value={a}>
          {a}
        </option>
      ))}
    </select>
  );
  return (
    <Dialog title={t("delete.title", { name: String(entry.title ?? from) })} onClose={onClose}>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          update((s) => {
            // Its translations stay, as pages of their own (no longer tied to an original).
            const without = { ...s, [collection]: (s[collection] as Entry[]).filter((_, i) => i !== index) };
            const copy = untiedFrom(without, new Set([from])) as Site;
            if (!keepOld && !places.some((p) => p.path.at(-1) !== "translationOf")) return copy;
            const kept = mode === "remove" ? (removeLinkItems(copy, from) as Site) : copy;
            return moveAddress(kept, from, target, keepOld) as Site;
          });
          onClose();
        }}
      >
        {places.length ? (
          <>
            <p>{t("delete.links", { count: places.length, address: from })}</p>
            <LinkPlaces places={places} site={site} schema={schema} />
            <fieldset className="field-group">
              <legend>{t("delete.whatToDo")}</legend>
              <div className="field-check">
                <input
                  type="radio"
                  id="links-remove"
                  name="links"
                  checked={mode === "remove"}
                  onChange={() => setMode("remove")}
                />
                <label htmlFor="links-remove">{t("delete.remove")}</label>
              </div>
              <div className="field-check">
                <input
                  type="radio"
                  id="links-redirect"
                  name="links"
                  checked={mode === "redirect"}
                  onChange={() => setMode("redirect")}
                />
                <label htmlFor="links-redirect">{t("delete.redirect")}</label>
              </div>
            </fieldset>
            <label className="field-label" htmlFor="redirect-links">
              {t("delete.sendStaying")}
            </label>
            {options}
          </>
        ) : (
          <p>{t("delete.noLinks", { address: from })}</p>
        )}
        <div className="field-check">
          <input type="checkbox" id="keep-deleted" checked={keepOld} onChange={(e) => setKeepOld(e.target.checked)} />
          <label htmlFor="keep-deleted">
            {t(places.length ? "delete.keepThatPage" : "delete.keepAnotherPage", { address: from })}
          </label>
        </div>
        {keepOld && !places.length ? (
          <>
            <label className="field-label" htmlFor="redirect-links">
              {t("delete.sendVisitors")}
            </label>
            {options}
          </>
        ) : null}
        <p>{t("delete.undo")}</p>
        <div className="dialog-actions">
          <button type="submit" className="danger">
            {t(collection === "pages" ? "delete.page" : "delete.post")}
          </button>
          <button type="button" onClick={onClose}>
            {t("common.cancel")}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
