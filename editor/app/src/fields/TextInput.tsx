/** A text field: one line, a paragraph, a date or a link. */
import { HEX_COLOUR } from "../../../../schema/patterns.ts";
import { fieldId } from "../model/paths.ts";
import { valueAt } from "../../../../src/site/json-path.ts";
import { isLongText, labelFor, isLink } from "../model/schema.ts";
import { isError } from "../store/problems.ts";
import { useStore } from "../store/StoreProvider.tsx";
import { type FieldProps, useDescribedBy, Shell } from "./FieldShell.tsx";
import { useT } from "../i18n/useT.ts";

export function TextInput(props: FieldProps) {
  const { schema, value, onChange, path, name, parentKey, required } = props;
  const described = useDescribedBy(path, schema.description);
  const { problemsAt, site } = useStore();
  const say = useT();
  const id = fieldId(path);
  const text = typeof value === "string" ? value : "";
  // A text with a format of its own (a colour, a date, an address) is one line, whatever its key.
  const formatted = Boolean(schema.pattern && schema.pattern !== "\\S") || Boolean(schema.format);
  const long = !formatted && (isLongText(name, parentKey) || text.length > 80);
  const colour = schema.pattern === HEX_COLOUR.source;
  // A date is picked from a calendar (a phone's own date wheel), unless the file holds something the picker cannot show:
  // that stays as it is written, to be seen and mended, not drawn as an empty box.
  const date = schema.format === "date" && (text === "" || isDate(text));
  const set = (next: string) => onChange(next === "" && !required ? undefined : next);
  const common = {
    id,
    value: text,
    "aria-describedby": described,
    "aria-invalid": problemsAt(path).some(isError) || undefined,
    "aria-required": required || undefined,
    // A Spanish page's texts are Spanish: read and spell-checked as such, not in the editor's English.
    lang: recordLanguage(site, path),
    placeholder:
      typeof schema.examples?.[0] === "string" ? say("fields.example", { example: schema.examples[0] }) : undefined,
  };
  return (
    <Shell
      path={path}
      label={props.label ?? labelFor(name, parentKey)}
      help={schema.description}
      required={required}
      htmlFor={id}
    >
      {long ? (
        <textarea
          {...common}
          rows={Math.min(8, Math.max(2, Math.ceil(text.length / 60)))}
          onChange={(e) => set(e.target.value)}
        />
      ) : (
        <div className={colour ? "colour-field" : undefined}>
          {colour ? (
            <input
              type="color"
              aria-label={say("fields.pickColour", { label: props.label ?? labelFor(name) })}
              value={HEX_COLOUR.test(text) ? text.toLowerCase() : "#000000"}
              onChange={(e) => set(e.target.value)}
            />
          ) : null}
          <input
            {...common}
            type={date ? "date" : "text"}
            list={isLink(name) ? "site-addresses" : undefined}
            onChange={(e) => set(e.target.value)}
          />
        </div>
      )}
    </Shell>
  );
}

/** The language of the page or post that `path` is in, where it names one. */
export function recordLanguage(site: unknown, path: readonly (string | number)[]): string | undefined {
  if (path[0] !== "pages" && path[0] !== "posts") return undefined;
  const language = (valueAt(site, path.slice(0, 2)) as { language?: unknown } | undefined)?.language;
  return typeof language === "string" && language ? language : undefined;
}

/** A date the calendar can show: YYYY-MM-DD, a day that exists. */
export const isDate = (text: string): boolean => {
  const day = new Date(`${text}T00:00:00Z`);
  // "2025-13-01" makes no date at all (and toISOString would throw); "2025-02-30" makes March the 2nd.
  return /^\d{4}-\d{2}-\d{2}$/.test(text) && !Number.isNaN(day.getTime()) && day.toISOString().startsWith(text);
};
