/** A part of the site that is not a page: business facts, header, footer, form, not-found page, labels. */
import { valueAt } from "../../../../src/site/json-path.ts";
import { useContext, useMemo, useState } from "react";
import { Link, useParams } from "react-router-dom";
import { ObjectForm, SchemaField } from "../fields/SchemaField.tsx";
import { emptyValue, partTitle, type JsonSchema } from "../model/schema.ts";
import { useStore } from "../store/StoreProvider.tsx";
import { setAt } from "../model/paths.ts";
import { behindInLanguages } from "../model/behind.ts";
import { newLanguage } from "../model/translations.ts";
import { languageNotes, partNotes } from "../model/field-notes.ts";
import { LanguagesStatus } from "../components/LanguagesStatus.tsx";
import { TranslationContext } from "../components/TranslationNote.tsx";
import { SitePreview } from "./SitePreview.tsx";
import { buttonWords, callInsteadOfForm, formButtons } from "../model/remedies.ts";
import { OpenFind } from "../components/FindDialog.tsx";
import { useT } from "../i18n/useT.ts";

/** The top-level parts edited on their own screens: every object of the schema but the page lists. */
export function settingsParts(schema: JsonSchema): { key: string; title: string }[] {
  return Object.entries(schema.properties ?? {})
    .filter(([key, child]) => child.type === "object" || (child.type === "array" && key !== "pages" && key !== "posts"))
    .map(([key]) => ({ key, title: partTitle(schema, key) }));
}

const ESTIMATE_FORM = "estimateForm";

export function SettingsScreen() {
  const { part = "" } = useParams();
  const { site, schema, update, opened } = useStore();
  const openFind = useContext(OpenFind);
  const t = useT();
  // The words of the buttons the Form screen just made to call, which still ask for the form.
  const [called, setCalled] = useState<ReturnType<typeof buttonWords>>([]);
  const partSchema = schema.properties?.[part];
  // The other languages' texts, each with what the site's own language says in its place; those behind a change to
  // it (behind.ts), both there and at the text changed (the header's, the footer's).
  const behind = useMemo(() => behindInLanguages(opened, site), [opened, site]);
  const notes = useMemo(
    () =>
      part === "languages"
        ? languageNotes(site, behind)
        : partNotes(behind.filter((text) => text.originalPath[0] === part)),
    [part, site, behind],
  );
  if (!partSchema || !settingsParts(schema).some((p) => p.key === part)) {
    return (
      <div className="screen">
        <h1>{t("settings.notFound")}</h1>
        <p>
          {t("settings.noSuchPart", { part })} <Link to="/">{t("settings.backToList")}</Link>
        </p>
      </div>
    );
  }
  const value = (valueAt(site, [part]) ?? {}) as Record<string, unknown>;
  // Old addresses show nothing on a page, and the form only in the provider's popup: no preview beside them.
  const preview = part !== "redirects" && part !== ESTIMATE_FORM;
  const formPage = part === ESTIMATE_FORM && typeof value.pageUrl === "string" ? value.pageUrl : undefined;
  return (
    <TranslationContext.Provider value={notes}>
      <div className={preview ? "screen settings settings-with-preview" : "screen settings"}>
        <div>
          <h1>{partTitle(schema, part)}</h1>
          {partSchema.description ? <p className="lead">{partSchema.description}</p> : null}
          {preview ? (
            <p className="to-preview">
              <a href="#preview">{t("settings.seeChanges")}</a>
            </p>
          ) : null}
          {part === "languages" ? <LanguagesStatus site={site} behind={behind} /> : null}
          {formPage && /^https:\/\//.test(formPage) ? (
            <p>
              {t("settings.formIsProviders")}{" "}
              <a href={formPage} target="_blank" rel="noopener noreferrer">
                {t("settings.openToCheck")}
                <span className="visually-hidden">{t("settings.inNewTab")}</span>
              </a>
              .
            </p>
          ) : null}
          {part === ESTIMATE_FORM ? (
            <FormPresence
              present={valueAt(site, [part]) !== undefined}
              opening={formButtons(site).length}
              add={() => update((s) => setAt(s, [part], emptyValue(partSchema)) as typeof s)}
              remove={() => update((s) => setAt(s, [part], undefined) as typeof s)}
              call={() => {
                setCalled(buttonWords(site, formButtons(site)));
                update((s) => callInsteadOfForm(s));
              }}
              called={called}
              changeWords={openFind}
            />
          ) : null}
          <form
            onSubmit={(e) => e.preventDefault()}
            className="settings-form"
            hidden={part === ESTIMATE_FORM && valueAt(site, [part]) === undefined}
          >
            {partSchema.type === "object" ? (
              <ObjectForm
                schema={partSchema}
                value={value}
                path={[part]}
                onChange={(key, next) => update((s) => setAt(s, [part, key], next) as typeof s, `${part}.${key}`)}
              />
            ) : (
              <SchemaField
                // Its description is the screen's, said once above.
                schema={{ ...partSchema, description: undefined }}
                name={part}
                path={[part]}
                value={valueAt(site, [part])}
                onChange={(next) => update((s) => setAt(s, [part], next) as typeof s, part)}
                newItem={part === "languages" ? () => newLanguage(site, partSchema.items ?? {}) : undefined}
              />
            )}
          </form>
        </div>
        {preview ? <SitePreview key={part} part={part} /> : null}
      </div>
    </TranslationContext.Provider>
  );
}

/**
 * A site may have no form (a business that takes requests by phone): its buttons then call or link, and the check
 * points to any that still opens the form. Added back, its fields are to fill in.
 */
function FormPresence({
  present,
  opening,
  add,
  remove,
  call,
  called,
  changeWords,
}: {
  present: boolean;
  /** How many buttons open the form now (the footers' included). */
  opening: number;
  add: () => void;
  remove: () => void;
  /** Every button that opens the form calls instead (problem-actions.tsx), in one step. */
  call: () => void;
  /** The words of the buttons `call` changed, the most used first. */
  called: { words: string; buttons: number }[];
  /** Opens Find and replace on these words. */
  changeWords: (words: string) => void;
}) {
  const t = useT();
  if (!present && opening > 0)
    return (
      <p>
        {t("settings.form.noneButOpening", { count: opening })}{" "}
        <button type="button" onClick={call}>
          {t("settings.form.makeCall", { count: opening })}
        </button>{" "}
        <button type="button" onClick={add}>
          {t("settings.form.add")}
        </button>
      </p>
    );
  if (!present)
    return (
      <>
        <p>
          {t("settings.form.none")}{" "}
          <button type="button" onClick={add}>
            {t("settings.form.add")}
          </button>
        </p>
        {called.length ? (
          <div className="form-called">
            <p>{t("settings.form.called")}</p>
            <ul>
              {called.slice(0, 5).map(({ words, buttons }) => (
                <li key={words}>
                  {t("settings.form.calledWords", { words, buttons })}{" "}
                  <button type="button" onClick={() => changeWords(words)}>
                    {t("settings.form.change", { words })}
                  </button>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </>
    );
  return (
    <p>
      {t("settings.form.whyKeep", { count: opening })}{" "}
      <button type="button" onClick={remove}>
        {t("settings.form.remove")}
      </button>
    </p>
  );
}
