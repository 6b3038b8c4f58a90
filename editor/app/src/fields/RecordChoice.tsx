/** A page's or post's language, or the original it translates, picked from the site's own. */
import { valueAt } from "../../../../src/site/json-path.ts";
import { fieldId, type Path } from "../model/paths.ts";
import { labelFor } from "../model/schema.ts";
import { useStore } from "../store/StoreProvider.tsx";
import { useLanguageName, useT } from "../i18n/useT.ts";
import { type FieldProps, Shell, useDescribedBy } from "./FieldShell.tsx";

/** One of the site's own values, each said in words; a value the file holds that is not among them stays offered. */
export function Pick(props: FieldProps & { options: { value: string; label: string }[]; none: string }) {
  const { schema, value, onChange, path, name, required, none } = props;
  const described = useDescribedBy(path, schema.description);
  const id = fieldId(path);
  const text = typeof value === "string" ? value : "";
  const options =
    text && !props.options.some((option) => option.value === text)
      ? [...props.options, { value: text, label: text }]
      : props.options;
  return (
    <Shell path={path} label={props.label ?? labelFor(name)} help={schema.description} required={required} htmlFor={id}>
      <select
        id={id}
        value={text}
        aria-describedby={described}
        aria-required={required || undefined}
        onChange={(e) => onChange(e.target.value === "" && !required ? undefined : e.target.value)}
      >
        <option value="">{none}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </Shell>
  );
}

/**
 * A page's or post's language, and the page it translates, chosen from the site's: typed, a language code or an
 * address was a mistake waiting to happen, and the owner had to know the codes. For those two fields only
 * (isRecordChoice).
 */
export function RecordChoice(props: FieldProps) {
  const { site } = useStore();
  const say = useT();
  const languageName = useLanguageName();
  const [collection, index, key] = props.path;
  const own = String(valueAt(site, ["site", "language"]) ?? "");
  const said = (tag: string) => `${languageName(tag)} (${tag})`;
  if (key === "language") {
    const languages = (valueAt(site, ["languages"]) as { language?: unknown }[] | undefined) ?? [];
    const options = [own, ...languages.map((entry) => entry?.language)]
      .filter((tag): tag is string => typeof tag === "string" && tag !== "")
      .filter((tag, at, all) => all.indexOf(tag) === at)
      .map((tag) => ({ value: tag, label: said(tag) }));
    return (
      <Pick
        {...props}
        options={options}
        none={say("fields.language.site", { language: own ? said(own) : say("fields.language.notSet") })}
      />
    );
  }
  // The originals: pages and posts that translate nothing, in the site's language; this one left out.
  const options: { value: string; label: string }[] = [];
  for (const kind of ["pages", "posts"] as const) {
    const list = valueAt(site, [kind]);
    if (!Array.isArray(list)) continue;
    list.forEach((entry: { path?: unknown; title?: unknown; language?: unknown; translationOf?: unknown }, at) => {
      if ((kind === collection && at === index) || typeof entry?.path !== "string") return;
      if (entry.translationOf !== undefined || (entry.language ?? own) !== own) return;
      options.push({ value: entry.path, label: `${String(entry.title ?? "")} (${entry.path})` });
    });
  }
  return <Pick {...props} options={options} none={say("fields.original.none")} />;
}

/** Whether `path` is a page's or a post's `language` or `translationOf`. */
export const isRecordChoice = (path: Path): boolean =>
  path.length === 3 &&
  (path[0] === "pages" || path[0] === "posts") &&
  typeof path[1] === "number" &&
  (path[2] === "language" || path[2] === "translationOf");
