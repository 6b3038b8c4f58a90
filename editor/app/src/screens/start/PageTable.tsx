/** The list of pages or posts, found by a search, each with its actions. */
import { useMemo } from "react";
import { Link } from "react-router-dom";
import { languageName } from "../../model/words.ts";
import { byAddress } from "../../model/translations.ts";
import { useStore } from "../../store/StoreProvider.tsx";
import { type Open } from "../../components/jump.ts";
import type { Collection, Entry } from "../../model/site.ts";
import { missingVersions } from "../../model/addresses.ts";
import { LeftToTranslate } from "./AddDialog.tsx";

export const SHOWN = 100;

export function Table({
  collection,
  query,
  setOpen,
}: {
  collection: Collection;
  query: string;
  setOpen: (o: Open) => void;
}) {
  const { site, problems, opened } = useStore();
  const list = (site[collection] as Entry[]) ?? [];
  const q = query.trim().toLowerCase();
  const matches = useMemo(
    () =>
      list
        .map((entry, index) => ({ entry, index }))
        .filter(({ entry }) => !q || `${entry.title ?? ""} ${entry.path ?? ""}`.toLowerCase().includes(q)),
    [list, q],
  );
  // Beside each page: its mistakes, and apart from them its fields still to fill in (a section just added).
  const [errorsIn, toFillIn] = useMemo(() => {
    const [errors, toFill] = [new Map<number, number>(), new Map<number, number>()];
    for (const p of problems) {
      if (p.path[0] !== collection || p.severity !== "error") continue;
      const map = p.toFill ? toFill : errors;
      map.set(Number(p.path[1]), (map.get(Number(p.path[1])) ?? 0) + 1);
    }
    return [errors, toFill];
  }, [problems, collection]);
  const originals = useMemo(() => ({ now: byAddress(site), opened: byAddress(opened) }), [site, opened]);
  const noun = collection === "pages" ? "page" : "post";
  return (
    <>
      <p className="count" role="status">
        {q ? `${matches.length} of ${list.length} ${noun}s match` : `${list.length} ${noun}s`}
        {matches.length > SHOWN ? `; the first ${SHOWN} are shown, type to narrow them down` : ""}
      </p>
      <table className="records">
        <thead>
          <tr>
            <th scope="col">Title</th>
            <th scope="col">Address</th>
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {matches.slice(0, SHOWN).map(({ entry, index }) => (
            <tr key={index}>
              <th scope="row">
                <Link to={`/${collection}/${index}`}>{entry.title || `(untitled ${noun})`}</Link>
                {errorsIn.get(index) ? <span className="badge-error"> {errorsIn.get(index)} to fix</span> : null}
                {toFillIn.get(index) ? <span className="badge-fill"> {toFillIn.get(index)} to fill in</span> : null}
                <LeftToTranslate collection={collection} index={index} originals={originals} />
              </th>
              <td>
                <code>{entry.path}</code>
                {typeof entry.language === "string" ? (
                  <span className="lang-tag" lang={entry.language}>
                    {" "}
                    {entry.language}
                  </span>
                ) : null}
              </td>
              <td className="row-actions">
                <button
                  type="button"
                  aria-label={`Duplicate ${entry.title ?? entry.path}`}
                  // Named, placed and (a service page) told its own service in the Add dialog: a copy made at once kept
                  // the original's service for search engines, unseen.
                  onClick={() => setOpen({ kind: "add", collection, from: index })}
                >
                  Duplicate
                </button>
                <button
                  type="button"
                  aria-label={`Change the address of ${entry.title ?? entry.path}`}
                  onClick={() => setOpen({ kind: "rename", collection, index })}
                >
                  Change address
                </button>
                <button
                  type="button"
                  aria-label={`Delete ${entry.title ?? entry.path}`}
                  onClick={() => setOpen({ kind: "delete", collection, index })}
                >
                  Delete
                </button>
                {missingVersions(site, entry).map((language) => (
                  <button
                    key={language}
                    type="button"
                    aria-label={`Add the ${languageName(language)} version of ${entry.title ?? entry.path}`}
                    onClick={() => setOpen({ kind: "add", collection, version: { index, language } })}
                  >
                    Add the {languageName(language)} version
                  </button>
                ))}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <button type="button" className="primary" onClick={() => setOpen({ kind: "add", collection })}>
        Add a {noun}
      </button>
    </>
  );
}
