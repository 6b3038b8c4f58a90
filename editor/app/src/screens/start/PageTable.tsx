/** The list of pages or posts, found by a search, each with its actions. */
import { useMemo } from "react";
import { Link } from "react-router-dom";
import { useLanguageName, useT } from "../../i18n/useT.ts";
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
  const t = useT();
  const languageName = useLanguageName();
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
        {q
          ? t(noun === "page" ? "start.pagesMatch" : "start.postsMatch", {
              matches: matches.length,
              count: list.length,
            })
          : t(noun === "page" ? "start.pages" : "start.posts", { count: list.length })}
        {matches.length > SHOWN ? t("start.firstShown", { shown: SHOWN }) : ""}
      </p>
      <table className="records">
        <thead>
          <tr>
            <th scope="col">{t("start.title")}</th>
            <th scope="col">{t("start.address")}</th>
            <th scope="col">
              <span className="visually-hidden">{t("start.actions")}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {matches.slice(0, SHOWN).map(({ entry, index }) => (
            <tr key={index}>
              <th scope="row">
                <Link to={`/${collection}/${index}`}>
                  {entry.title || t(noun === "page" ? "start.untitledPage" : "start.untitledPost")}
                </Link>
                {errorsIn.get(index) ? (
                  <span className="badge-error">{t("start.toFix", { count: errorsIn.get(index)! })}</span>
                ) : null}
                {toFillIn.get(index) ? (
                  <span className="badge-fill">{t("start.toFill", { count: toFillIn.get(index)! })}</span>
                ) : null}
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
                  aria-label={t("start.duplicateWhich", { name: String(entry.title ?? entry.path) })}
                  // Named, placed and (a service page) told its own service in the Add dialog: a copy made at once kept
                  // the original's service for search engines, unseen.
                  onClick={() => setOpen({ kind: "add", collection, from: index })}
                >
                  {t("start.duplicate")}
                </button>
                <button
                  type="button"
                  aria-label={t("start.changeAddressWhich", { name: String(entry.title ?? entry.path) })}
                  onClick={() => setOpen({ kind: "rename", collection, index })}
                >
                  {t("start.changeAddress")}
                </button>
                <button
                  type="button"
                  aria-label={t("start.deleteWhich", { name: String(entry.title ?? entry.path) })}
                  onClick={() => setOpen({ kind: "delete", collection, index })}
                >
                  {t("start.delete")}
                </button>
                {missingVersions(site, entry).map((language) => (
                  <button
                    key={language}
                    type="button"
                    aria-label={t("start.addVersionWhich", {
                      language: languageName(language),
                      name: String(entry.title ?? entry.path),
                    })}
                    onClick={() => setOpen({ kind: "add", collection, version: { index, language } })}
                  >
                    {t("start.addVersion", { language: languageName(language) })}
                  </button>
                ))}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <button type="button" className="primary" onClick={() => setOpen({ kind: "add", collection })}>
        {t(noun === "page" ? "start.addPage" : "start.addPost")}
      </button>
    </>
  );
}
