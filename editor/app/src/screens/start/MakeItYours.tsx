/** On a site copied from another business: the steps that make it this business's own. */
import { valueAt } from "../../../../../src/site/json-path.ts";
import { isOwnFact, OWN_FACTS, type OwnFact } from "../../../../shared/own-facts.ts";
import { useState } from "react";
import { Link, useNavigate } from "react-router-dom";
import { labelFor, partTitle } from "../../model/schema.ts";
import { useStore } from "../../store/StoreProvider.tsx";

import { jumpTo } from "../../components/jump.ts";

/** Where NewSite leaves the name of the site a new one was copied from, for this tab, until the owner is done. */
export const STARTED_FROM = "site-editor-started-from";

/** The screens to go through first on a copy, in order, with why where it is not plain. */
export const FIRST_STEPS: [key: string, why?: string][] = [
  ["business", "your name, phone, address and hours, and an email of your own"],
  ["site", "the address your site will be online at"],
  [
    "estimateForm",
    "the copy's form belongs to its business: your visitors' requests would go there; put your own, or remove it",
  ],
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
  const still = useStillShared();
  if (!still) return null;
  const shared = still.paths;
  return (
    <p>
      Your site still has {still.name}'s{" "}
      {shared.map((path, index) => (
        <span key={path}>
          {index === 0 ? "" : index === shared.length - 1 ? " and " : ", "}
          <button type="button" className="link-button" onClick={() => jumpTo(navigate, path.split("."))}>
            {OWN_FACTS[path]}
          </button>
        </span>
      ))}
      .
    </p>
  );
}

/** A site that still says another business's name or number, between sessions too: what is still that business's. */
export function StillACopy() {
  if (!useStillShared()) return null;
  return (
    <section className="translation-status make-it-yours" aria-labelledby="still-a-copy-title">
      <h2 id="still-a-copy-title">Not yet yours everywhere</h2>
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
      <h2 id="make-it-yours-title">Your site is a copy of {from}</h2>
      <p>Make it yours, in this order: each screen shows the copy's words and pictures, to replace with your own.</p>
      <StillShared />
      <ol>
        {screens.map(([key, why]) => (
          <li key={key}>
            <Link to={`/settings/${key}`}>{partTitle(schema, key)}</Link>
            {why ? `: ${why}` : null}
            {key === "business" && typeof category === "string" ? (
              <>
                ; and your{" "}
                <button
                  type="button"
                  className="link-button"
                  onClick={() => jumpTo(navigate, ["business", "category"])}
                >
                  kind of business
                </button>
                , which search engines are told: the copy's is {labelFor(category)}
              </>
            ) : null}
          </li>
        ))}
        <li>Each page and post below, and its pictures (Upload, on a picture's field).</li>
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
        Done: hide this
      </button>
    </section>
  );
}
