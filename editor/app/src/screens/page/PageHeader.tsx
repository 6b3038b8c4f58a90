/**
 * Above the canvas: the way back to the list of pages, this page's name, its address, and its language with a way to
 * its versions in the site's other languages (the English and Spanish home pages look alike on the canvas).
 */
import { Link } from "react-router-dom";
import { ArrowLeft, Languages } from "lucide-react";
import type { Collection } from "../../model/site.ts";
import { languagesOf, versionsAt } from "../../model/addresses.ts";
import { ownLanguage } from "../../model/translations.ts";
import { capital } from "../../model/words.ts";
import { useLanguageName, useT } from "../../i18n/useT.ts";
import { useStore } from "../../store/StoreProvider.tsx";

export function PageHeader({
  collection,
  record,
  name,
}: {
  collection: Collection;
  record: Record<string, unknown>;
  name: string;
}) {
  const { site } = useStore();
  const t = useT();
  const languageName = useLanguageName();
  const path = typeof record.path === "string" ? record.path : "";
  const language = typeof record.language === "string" ? record.language : ownLanguage(site);
  const list = (site[collection] as Record<string, unknown>[] | undefined) ?? [];
  // Its versions in the other languages, each with its screen.
  const others = languagesOf(site).length > 1 ? versionsAt(site, path) : [];
  const versions = others.flatMap((version) => {
    const index = list.findIndex((entry) => entry.path === version.path);
    return version.path === path || index < 0 ? [] : [{ tag: version.language.tag, index }];
  });
  return (
    <header className="page-header">
      <Link to="/" className="page-back">
        <ArrowLeft aria-hidden size={16} />
        {t(collection === "posts" ? "page.back.posts" : "page.back.pages")}
      </Link>
      <div className="page-identity">
        <h1 className="page-name">{name}</h1>
        <span className="page-address">
          <span className="visually-hidden">{t("page.address")}</span>
          {path}
        </span>
      </div>
      <div className="page-language">
        <span className="page-language-name">
          <Languages aria-hidden size={16} />
          <span className="visually-hidden">{t("page.language")}</span>
          {/* On its own, a label: "Inglés", though Spanish writes "inglés" within a sentence. */}
          {capital(languageName(language))}
        </span>
        {versions.map((version) => (
          <Link key={version.tag} to={`/${collection}/${version.index}`} className="page-switch">
            {t("page.switchTo", { language: languageName(version.tag) })}
          </Link>
        ))}
      </div>
    </header>
  );
}
