/** On the Languages screen: for each other language, how many of its texts are still the site's own language's. */
import type { Behind } from "../model/behind.ts";
import { ownLanguage, type SiteLike } from "../model/translations.ts";
import { languageLeft } from "../model/field-notes.ts";
import { languageName } from "../model/words.ts";
import { useNextOf } from "./TranslationStatus.tsx";
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
  if (!list.length) return null;
  return (
    <section className="translation-status" aria-labelledby="languages-status-title">
      <h2 id="languages-status-title">Left to translate</h2>
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
  const name = typeof tag === "string" && tag ? languageName(tag) : `Language ${index + 1}`;
  return (
    <li>
      <span role="status">
        {name}:{" "}
        {same.length === 0
          ? `no text reads as in ${languageName(own)}.`
          : `${same.length} ${same.length === 1 ? "text reads" : "texts read"} as in ${languageName(own)}.`}
      </span>{" "}
      {same.length ? (
        <button type="button" onClick={next} aria-label={`Go to the next one (${name})`}>
          Go to the next one
        </button>
      ) : null}
      {behind.length ? (
        <>
          {" "}
          <span>
            {behind.length === 1 ? "1 text" : `${behind.length} texts`} changed in {languageName(own)} still{" "}
            {behind.length === 1 ? "reads" : "read"} as before.
          </span>{" "}
          <button type="button" onClick={nextBehind} aria-label={`Go to the next changed one (${name})`}>
            Go to the next changed one
          </button>
        </>
      ) : null}
    </li>
  );
}
