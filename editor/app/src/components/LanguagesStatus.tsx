/** On the Languages screen: for each other language, how many of its texts are still the site's own language's. */
import type { Behind } from "../model/behind.ts";
import { ownLanguage, type SiteLike } from "../model/translations.ts";
import { languageLeft } from "../model/field-notes.ts";
import { capital, languageName } from "../model/words.ts";
import { useNextOf } from "./TranslationStatus.tsx";
import { useT } from "../i18n/useT.ts";
/** On the Languages screen: for each other language, how many of its texts are still the site's own language's. */
export function LanguagesStatus({
  site,
  behind,
}: {
  site: SiteLike & Record<string, unknown>;
  /** The other languages' texts behind a change to the site's own language's (behind.ts). */
  behind: readonly Behind[];
}) {
  const list = Array.isArray(site.languages) ? (site.languages as { language?: unknown }[]) : [];
  const own = ownLanguage(site);
  const t = useT();
  if (!list.length) return null;
  return (
    <section className="translation-status" aria-labelledby="languages-status-title">
      <h2 id="languages-status-title">{t("problems.languages.title")}</h2>
      <ul>
        {list.map((entry, index) => (
          <LanguageLeft
            key={index}
            site={site}
            index={index}
            own={own}
            tag={entry.language}
            behind={behind.filter((text) => text.path[1] === index)}
          />
        ))}
      </ul>
    </section>
  );
}

function LanguageLeft({
  site,
  index,
  own,
  tag,
  behind,
}: {
  site: SiteLike & Record<string, unknown>;
  index: number;
  own: string;
  tag: unknown;
  behind: readonly Behind[];
}) {
  const { same, all } = languageLeft(site, index);
  const next = useNextOf(same, all, "/settings/languages");
  const nextBehind = useNextOf(
    behind.map((text) => text.path),
    all,
    "/settings/languages",
  );
  const t = useT();
  const name =
    typeof tag === "string" && tag
      ? capital(languageName(tag))
      : t("problems.languages.unnamed", { number: index + 1 });
  return (
    <li>
      <span role="status">{t("problems.languages.same", { name, count: same.length, own: languageName(own) })}</span>{" "}
      {same.length ? (
        <button type="button" onClick={next} aria-label={t("problems.languages.nextName", { name })}>
          {t("problems.translation.next")}
        </button>
      ) : null}
      {behind.length ? (
        <>
          {" "}
          <span>{t("problems.languages.behind", { count: behind.length, own: languageName(own) })}</span>{" "}
          <button type="button" onClick={nextBehind} aria-label={t("problems.languages.nextChangedName", { name })}>
            {t("problems.translation.nextChanged")}
          </button>
        </>
      ) : null}
    </li>
  );
}
