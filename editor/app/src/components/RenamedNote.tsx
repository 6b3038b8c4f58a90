/**
 * A fact the site also writes out in its texts, changed: the business's name (in page titles, a footer, an about
 * page), its street or town, its phone number as written. Changed on its screen, the old words still stand in the
 * texts that wrote them out rather than through a placeholder ({businessName}, {phone}); under the field, the editor
 * says how many and writes the new words there with one press (one step of Undo), or leads to each. A map whose
 * address still asks for the old street or town is pointed out, to change by hand: an address is not words.
 */
import { useDeferredValue, useMemo, useState } from "react";
import { useNavigate } from "react-router-dom";
import { jumpTo } from "./jump.ts";
import { ownerPlace, ownerPlaceAndField } from "../model/owner-place.ts";
import { pathKey, type Path } from "../model/paths.ts";
import { useStore } from "../store/StoreProvider.tsx";
import { t as translate, useT } from "../i18n/useT.ts";
import { movedFrom, POSITION, stillWritten, writeEverywhere } from "../model/renamed.ts";

/** Places listed under the note at most; the count says how many there are. */
const LISTED = 20;

/** Under a field holding such a fact (writtenOutToo): where its old words are still written, to change there too. */
export function RenamedNote({ path }: { path: Path }) {
  const { site, opened, schema, update } = useStore();
  const navigate = useNavigate();
  const t = useT();
  const [done, setDone] = useState<string | undefined>();
  // Typing stays quick on a large site: the count follows a moment behind.
  const deferred = useDeferredValue(site);
  const key = pathKey(path);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the path is known by its key; the array is new each render
  const found = useMemo(() => stillWritten(deferred, opened, path), [deferred, opened, key]);
  return (
    <div className="field-notes" id={`renamed-${key}`}>
      {found?.places.length ? (
        <div className="field-note renamed">
          <p>
            {t("problems.renamed.still", { count: found.places.length })} <q>{found.was}</q>.
          </p>
          <button
            type="button"
            onClick={(event) => {
              const field = event.currentTarget.closest(".field")?.querySelector<HTMLElement>("input, textarea");
              // Written into the places as they are now, not as the deferred count last saw them.
              update((current) => {
                const now = stillWritten(current, opened, path);
                return now ? writeEverywhere(current, now) : current;
              });
              setDone(translate("problems.renamed.written", { count: found.places.length }));
              requestAnimationFrame(() => field?.focus());
            }}
          >
            {t("problems.renamed.write")} <q>{found.now}</q>{" "}
            {t("problems.renamed.writeWhere", { count: found.places.length })}
          </button>
          <details>
            <summary>{t("problems.renamed.where")}</summary>
            <ul>
              {found.places.slice(0, LISTED).map((place) => (
                <li key={pathKey(place.path)}>
                  <button type="button" className="link-button" onClick={() => jumpTo(navigate, place.path)}>
                    {ownerPlaceAndField(place.path, site, schema) ?? pathKey(place.path)}
                  </button>
                </li>
              ))}
            </ul>
            {found.places.length > LISTED ? <p>{t("problems.renamed.firstListed", { count: LISTED })}</p> : null}
          </details>
        </div>
      ) : null}
      {movedFrom(site, opened, path) ? (
        <p className="field-note renamed">
          {t("problems.renamed.position")}{" "}
          <button type="button" className="link-button" onClick={() => jumpTo(navigate, POSITION)}>
            {t("problems.renamed.changePosition")}
          </button>
        </p>
      ) : null}
      {found?.maps.map((map) => (
        <p className="field-note renamed" key={pathKey(map)}>
          {t("problems.renamed.map", { place: ownerPlace(map.slice(0, 4), site, schema) ?? "" })} <q>{found.was}</q>.{" "}
          <button type="button" className="link-button" onClick={() => jumpTo(navigate, map)}>
            {t("problems.renamed.changeMap")}
          </button>
        </p>
      ))}
      <p role="status" className="field-help">
        {found?.places.length ? "" : (done ?? "")}
      </p>
    </div>
  );
}
