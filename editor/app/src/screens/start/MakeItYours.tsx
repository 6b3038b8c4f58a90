/** On a site copied from another business: the steps that make it this business's own. */
import { valueAt } from "../../../../../src/site/json-path.ts";
import { isOwnFact, type OwnFact } from "../../../../shared/own-facts.ts";
import { useState } from "react";
import { Link, useNavigate } from "react-router-dom";
import { labelFor, partTitle } from "../../model/schema.ts";
import { useStore } from "../../store/StoreProvider.tsx";
import type { MessageId } from "../../i18n/catalogues/en.ts";
import { useT } from "../../i18n/useT.ts";

import { jumpTo } from "../../components/jump.ts";

/** Where NewSite leaves the name of the site a new one was copied from, for this tab, until the owner is done. */
export const STARTED_FROM = "site-editor-started-from";

/** The screens to go through first on a copy, in order, with why where it is not plain. */
export const FIRST_STEPS: [key: string, why?: MessageId][] = [
  ["business", "copy.why.business"],
  ["site", "copy.why.site"],
  ["estimateForm", "copy.why.estimateForm"],
  ["theme"],
  ["navigation"],
  ["footer"],
];

/**
 * The business's own facts the site still shares with the site it was copied from (the server tells which, as it
 * opened: loaded.copyOf), as it reads now: each goes from the list once the owner changes it.
 */
export function useStillShared(): { name: string; paths: OwnFact[] } | undefined {
  const { site, copyOf } = useStore();
  const paths = Object.entries(copyOf?.facts ?? {})
    .filter((fact): fact is [OwnFact, string] => isOwnFact(fact[0]) && valueAt(site, fact[0].split(".")) === fact[1])
    .map(([path]) => path);
  return copyOf && paths.length ? { name: copyOf.name, paths } : undefined;
}

/** Those facts in a sentence, each a way to its field. */
export function StillShared() {
  const navigate = useNavigate();
  const t = useT();
  const still = useStillShared();
  if (!still) return null;
  const shared = still.paths;
  return (
    <p>
      {t("copy.stillHas", { name: still.name })}{" "}
      {shared.map((path, index) => (
        <span key={path}>
          {index === 0 ? "" : index === shared.length - 1 ? t("copy.and") : t("copy.comma")}
          <button type="button" className="link-button" onClick={() => jumpTo(navigate, path.split("."))}>
            {t(`settings.ownFact.${path}`)}
          </button>
        </span>
      ))}
      .
    </p>
  );
}

/** A site that still says another business's name or number, between sessions too: what is still that business's. */
export function StillACopy() {
  const t = useT();
  if (!useStillShared()) return null;
  return (
    <section className="translation-status make-it-yours" aria-labelledby="still-a-copy-title">
      <h2 id="still-a-copy-title">{t("copy.notYetYours")}</h2>
      <StillShared />
    </section>
  );
}

/**
 * Right after a site is started as a copy of another (screens/NewSite.tsx): what to change first to make it one's own,
 * each a link to its screen, until the owner says it is done.
 */
export function MakeItYours() {
  const { schema, site } = useStore();
  const navigate = useNavigate();
  const t = useT();
  // The copy's kind of business (schema.org's category) is told to search engines: a plumber's copy of the bakery
  // would be listed as a bakery. Not one of the facts above (a bakery copying the bakery keeps it rightly): said here.
  const category = valueAt(site, ["business", "category"]);
  const [from, setFrom] = useState(() => {
    try {
      return sessionStorage.getItem(STARTED_FROM);
    } catch {
      return null; // storage off: nothing to show
    }
  });
  // Once the owner is done with the first steps (or in another session), what still is the copy's business's.
  if (!from) return <StillACopy />;
  const screens = FIRST_STEPS.filter(([key]) => schema.properties?.[key]);
  return (
    <section className="translation-status make-it-yours" aria-labelledby="make-it-yours-title">
      <h2 id="make-it-yours-title">{t("copy.isCopyOf", { name: from })}</h2>
      <p>{t("copy.intro")}</p>
      <StillShared />
      <ol>
        {screens.map(([key, why]) => (
          <li key={key}>
            <Link to={`/settings/${key}`}>{partTitle(schema, key)}</Link>
            {why ? `: ${t(why)}` : null}
            {key === "business" && typeof category === "string" ? (
              <>
                {t("copy.andYour")}{" "}
                <button
                  type="button"
                  className="link-button"
                  onClick={() => jumpTo(navigate, ["business", "category"])}
                >
                  {t("copy.kindOfBusiness")}
                </button>
                {t("copy.categoryTold", { category: labelFor(category) })}
              </>
            ) : null}
          </li>
        ))}
        <li>{t("copy.eachPage")}</li>
      </ol>
      <button
        type="button"
        onClick={() => {
          setFrom(null);
          try {
            sessionStorage.removeItem(STARTED_FROM);
          } catch {
            /* storage off */
          }
        }}
      >
        {t("copy.done")}
      </button>
    </section>
  );
}
