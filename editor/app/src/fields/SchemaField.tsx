/**
 * One field for any part of the schema: the page settings, every block's fields in the canvas's side panel,
 * and the business, header and footer screens all use this, so no block or screen has hand-written fields.
 * Each field is labelled from its key, helped by the schema's description, and shows the check's own words for
 * its path right under it.
 */
import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import { MILE } from "../../../../src/validate/rules/service-area.ts";
import { SINGULAR } from "../../../../src/validate/report/place-words.ts";
import { ImageField } from "./ImageField.tsx";
import { RemedyButton } from "../components/RemedyButton.tsx";
import { capital, languageName } from "../model/problem-words.ts";
import { RenamedNote, writtenOutToo } from "../components/RenamedNote.tsx";
import { isPosition, PositionFromMap } from "./PositionFromMap.tsx";
import { TranslationNote } from "../model/translations.tsx";
import { getAt, isError, useStore, type ShownProblem } from "../store/StoreProvider.tsx";
import {
  emptyValue,
  isImage,
  isLink,
  isLongText,
  labelFor,
  pathKey,
  pickVariant,
  switchVariant,
  variantsOf,
  UNORDERED_LISTS,
  type JsonSchema,
  type Path,
} from "../model/schema.ts";

export interface FieldProps {
  schema: JsonSchema;
  value: unknown;
  onChange: (value: unknown) => void;
  /** Where the value lives in site.json, for its problems and for jumping to it. */
  path: Path;
  name: string | number;
  parentKey?: string | number;
  required?: boolean;
  label?: string;
  /** A list's new item, where it is more than the schema's empty value (a language starts as a copy of the site's). */
  newItem?: () => unknown;
}

export const fieldId = (path: Path): string => `field-${pathKey(path)}`;

/** The check's words as a sentence, so the expected value and hint that follow read as their own. */
export const sentence = (text: string): string => (/[.!?]$/.test(text) ? text : `${text}.`);

/**
 * A hint as a sentence of its own. The check writes it as a line after `hint`, in lower case and with no full
 * stop; run on after "Expected: ….", it read as a sentence cut off at both ends.
 */
export const hintSentence = (hint: string): string => sentence(capital(hint));

/** How a problem is shown: an error, an empty field still to fill in (see `ShownProblem`), or a warning. */
export const kindOf = (problem: ShownProblem): "error" | "fill" | "warning" =>
  problem.toFill ? "fill" : problem.severity;
export const KIND_WORDS = { error: "Error", fill: "To fill in", warning: "Warning" } as const;

export function Problems({ path, id }: { path: Path; id?: string }) {
  const { problemsAt } = useStore();
  const list = problemsAt(path);
  if (!list.length) return null;
  return (
    <ul className="field-problems" id={id}>
      {list.map((problem, index) => (
        <li key={index} className={`problem problem-${kindOf(problem)}`}>
          <strong>{KIND_WORDS[kindOf(problem)]}:</strong> {sentence(problem.message)}
          {problem.expected ? <span className="problem-expected"> Expected: {problem.expected}.</span> : null}
          {problem.hint ? <span className="problem-hint"> {hintSentence(problem.hint)}</span> : null}
          <RemedyButton problem={problem} />
        </li>
      ))}
    </ul>
  );
}

function Shell({
  path,
  label,
  help,
  required,
  children,
  htmlFor,
}: {
  path: Path;
  label: string;
  help?: string;
  required?: boolean;
  children: ReactNode;
  htmlFor?: string;
}) {
  const { problemsAt } = useStore();
  const bad = problemsAt(path).some(isError);
  return (
    <div className={`field${bad ? " field-bad" : ""}`} data-path={pathKey(path)}>
      <label className="field-label" htmlFor={htmlFor}>
        {label}
        {required ? null : <span className="field-optional"> (optional)</span>}
      </label>
      {children}
      {help ? (
        <p className="field-help" id={`help-${pathKey(path)}`}>
          {help}
        </p>
      ) : null}
      <TranslationNote path={path} />
      {writtenOutToo(path) ? <RenamedNote path={path} /> : null}
      <Problems path={path} id={`problems-${pathKey(path)}`} />
    </div>
  );
}

function describedBy(path: Path, help?: string): string {
  const key = pathKey(path);
  return [help ? `help-${key}` : "", `same-${key}`, writtenOutToo(path) ? `renamed-${key}` : "", `problems-${key}`]
    .filter(Boolean)
    .join(" ");
}

function TextInput(props: FieldProps) {
  const { schema, value, onChange, path, name, parentKey, required } = props;
  const { problemsAt } = useStore();
  const id = fieldId(path);
  const text = typeof value === "string" ? value : "";
  // A text with a format of its own (a colour, a date, an address) is one line, whatever its key.
  const formatted = Boolean(schema.pattern && schema.pattern !== "\\S") || Boolean(schema.format);
  const long = !formatted && (isLongText(name, parentKey) || text.length > 80);
  const colour = schema.pattern === "^#[0-9a-fA-F]{6}$";
  // A date is picked from a calendar (a phone's own date wheel), unless the file holds something the picker cannot show:
  // that stays as it is written, to be seen and mended, not drawn as an empty box.
  const date = schema.format === "date" && (text === "" || isDate(text));
  const set = (next: string) => onChange(next === "" && !required ? undefined : next);
  const common = {
    id,
    value: text,
    "aria-describedby": describedBy(path, schema.description),
    "aria-invalid": problemsAt(path).some(isError) || undefined,
    placeholder: typeof schema.examples?.[0] === "string" ? `like ${schema.examples[0]}` : undefined,
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
              aria-label={`${props.label ?? labelFor(name)}: pick`}
              value={/^#[0-9a-fA-F]{6}$/.test(text) ? text.toLowerCase() : "#000000"}
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

/** A distance in metres, as an owner who thinks in miles or kilometres reads it: "About 31 miles (50 km)." */
export function inMilesAndKilometres(metres: number): string {
  const round = (amount: number) =>
    amount >= 10
      ? Math.round(amount).toLocaleString("en-US")
      : amount >= 1
        ? String(Math.round(amount * 10) / 10)
        : String(Number(amount.toPrecision(2)));
  const miles = round(metres / MILE);
  return `About ${miles} ${miles === "1" ? "mile" : "miles"} (${round(metres / 1000)} km).`;
}

function NumberInput(props: FieldProps) {
  const { schema, value, onChange, path, name, required } = props;
  const id = fieldId(path);
  // A distance in metres (the service radius), which few owners think in: said in miles and kilometres too.
  const inMetres = String(name).endsWith("Meters");
  // The box keeps what is typed; an empty box is "no number", never 0.
  const [text, setText] = useState(value === undefined || value === null ? "" : String(value));
  useEffect(() => {
    if (String(value ?? "") !== text && Number(text) !== value) setText(value === undefined ? "" : String(value));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [value]);
  return (
    <Shell path={path} label={props.label ?? labelFor(name)} help={schema.description} required={required} htmlFor={id}>
      <input
        id={id}
        type="text"
        inputMode="decimal"
        value={text}
        aria-describedby={[describedBy(path, schema.description), inMetres ? `miles-${pathKey(path)}` : ""]
          .filter(Boolean)
          .join(" ")}
        onChange={(e) => {
          setText(e.target.value);
          const trimmed = e.target.value.trim();
          if (trimmed === "") onChange(undefined);
          else if (Number.isFinite(Number(trimmed))) onChange(Number(trimmed));
          else onChange(trimmed);
        }}
      />
      {inMetres && typeof value === "number" && value > 0 ? (
        <p className="field-help" id={`miles-${pathKey(path)}`}>
          {inMilesAndKilometres(value)}
        </p>
      ) : null}
    </Shell>
  );
}

function Choice(props: FieldProps & { options: unknown[] }) {
  const { schema, value, onChange, path, name, required, options } = props;
  const id = fieldId(path);
  return (
    <Shell path={path} label={props.label ?? labelFor(name)} help={schema.description} required={required} htmlFor={id}>
      <select
        id={id}
        value={value === undefined ? "" : JSON.stringify(value)}
        aria-describedby={describedBy(path, schema.description)}
        onChange={(e) => onChange(e.target.value === "" ? undefined : JSON.parse(e.target.value))}
      >
        {required && value !== undefined ? null : <option value="">{required ? "Choose…" : "(none)"}</option>}
        {options.map((option) => (
          <option key={JSON.stringify(option)} value={JSON.stringify(option)}>
            {typeof option === "string" ? labelFor(option) : String(option)}
          </option>
        ))}
      </select>
    </Shell>
  );
}

/** A date the calendar can show: YYYY-MM-DD, a day that exists. */
const isDate = (text: string): boolean => {
  const day = new Date(`${text}T00:00:00Z`);
  // "2025-13-01" makes no date at all (and toISOString would throw); "2025-02-30" makes March the 2nd.
  return /^\d{4}-\d{2}-\d{2}$/.test(text) && !Number.isNaN(day.getTime()) && day.toISOString().startsWith(text);
};

/** One of the site's own values, each said in words; a value the file holds that is not among them stays offered. */
function Pick(props: FieldProps & { options: { value: string; label: string }[]; none: string }) {
  const { schema, value, onChange, path, name, required, none } = props;
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
        aria-describedby={describedBy(path, schema.description)}
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
function RecordChoice(props: FieldProps) {
  const { site } = useStore();
  const [collection, index, key] = props.path;
  const own = String(getAt(site, ["site", "language"]) ?? "");
  const said = (tag: string) => `${languageName(tag)} (${tag})`;
  if (key === "language") {
    const languages = (getAt(site, ["languages"]) as { language?: unknown }[] | undefined) ?? [];
    const options = [own, ...languages.map((entry) => entry?.language)]
      .filter((tag): tag is string => typeof tag === "string" && tag !== "")
      .filter((tag, at, all) => all.indexOf(tag) === at)
      .map((tag) => ({ value: tag, label: said(tag) }));
    return <Pick {...props} options={options} none={`The site's language: ${own ? said(own) : "not set"}`} />;
  }
  // The originals: pages and posts that translate nothing, in the site's language; this one left out.
  const options: { value: string; label: string }[] = [];
  for (const kind of ["pages", "posts"] as const) {
    const list = getAt(site, [kind]);
    if (!Array.isArray(list)) continue;
    list.forEach((entry: { path?: unknown; title?: unknown; language?: unknown; translationOf?: unknown }, at) => {
      if ((kind === collection && at === index) || typeof entry?.path !== "string") return;
      if (entry.translationOf !== undefined || (entry.language ?? own) !== own) return;
      options.push({ value: entry.path, label: `${String(entry.title ?? "")} (${entry.path})` });
    });
  }
  return <Pick {...props} options={options} none="(none: this is an original)" />;
}

/** Whether `path` is a page's or a post's `language` or `translationOf`. */
const isRecordChoice = (path: Path): boolean =>
  path.length === 3 &&
  (path[0] === "pages" || path[0] === "posts") &&
  typeof path[1] === "number" &&
  (path[2] === "language" || path[2] === "translationOf");

function Check(props: FieldProps) {
  const { schema, value, onChange, path, name } = props;
  const id = fieldId(path);
  return (
    <div className="field field-check" data-path={pathKey(path)}>
      <input
        id={id}
        type="checkbox"
        checked={value === true}
        aria-describedby={describedBy(path, schema.description)}
        onChange={(e) => onChange(e.target.checked)}
      />
      <label htmlFor={id}>{props.label ?? labelFor(name)}</label>
      {schema.description ? (
        <p className="field-help" id={`help-${pathKey(path)}`}>
          {schema.description}
        </p>
      ) : null}
      <Problems path={path} id={`problems-${pathKey(path)}`} />
    </div>
  );
}

function variantName(variant: JsonSchema, index: number): string {
  if (variant.title) return variant.title;
  const discriminator = Object.values(variant.properties ?? {}).find((p) => p.const !== undefined);
  if (typeof discriminator?.const === "string") return labelFor(discriminator.const);
  // "A dropdown menu of links.", not its fields' names ("Label and Children").
  const said = variant.description?.replace(/\.$/, "");
  if (said && said.length <= 40 && !said.includes(".")) return said;
  if (variant.type === "string") return "Text";
  if (variant.properties) return Object.keys(variant.properties).map(labelFor).join(" and ");
  return `Kind ${index + 1}`;
}

function Union(props: FieldProps & { variants: JsonSchema[] }) {
  const { variants, value, onChange, path, name, required } = props;
  const absent = value === undefined && !required;
  const chosen = absent ? -1 : pickVariant(variants, value);
  const id = `${fieldId(path)}-kind`;
  return (
    <div className="field-union" data-path={pathKey(path)}>
      <label className="field-label field-kind" htmlFor={id}>
        {props.label ?? labelFor(name)}: kind
      </label>
      <select
        id={id}
        value={chosen}
        onChange={(e) => onChange(switchVariant(value, variants[Number(e.target.value)]!))}
      >
        {variants.map((variant, index) => (
          <option key={index} value={index}>
            {variantName(variant, index)}
          </option>
        ))}
      </select>
      {absent ? null : <SchemaField {...props} required schema={variants[chosen]!} />}
    </div>
  );
}

function ObjectFields(props: FieldProps) {
  const { schema, value, onChange, path, name, required } = props;
  const record = (value && typeof value === "object" ? value : {}) as Record<string, unknown>;
  const legendId = useId();
  if (isImage(schema)) return <ImageField {...props} />;
  if (value === undefined && !required) {
    return (
      <div className="field field-absent" data-path={pathKey(path)}>
        <span className="field-label">{props.label ?? labelFor(name)}</span>
        <button type="button" className="link-button" onClick={() => onChange(emptyValue(schema))}>
          Add {(props.label ?? labelFor(name)).toLowerCase()}
        </button>
        {schema.description ? <p className="field-help">{schema.description}</p> : null}
      </div>
    );
  }
  return (
    <fieldset className="field-group" data-path={pathKey(path)} aria-labelledby={legendId}>
      <legend id={legendId}>{props.label ?? labelFor(name)}</legend>
      {schema.description ? <p className="field-help">{schema.description}</p> : null}
      <Problems path={path} />
      {Object.entries(schema.properties ?? {}).map(([key, child]) =>
        child.const !== undefined ? null : (
          <SchemaField
            key={key}
            schema={child}
            name={key}
            parentKey={name}
            path={[...path, key]}
            required={schema.required?.includes(key) ?? false}
            value={record[key]}
            onChange={(next) => {
              const copy = { ...record };
              if (next === undefined) delete copy[key];
              else copy[key] = next;
              onChange(copy);
            }}
          />
        ),
      )}
      {isPosition(schema) ? <PositionFromMap value={record} onChange={onChange} /> : null}
      {required ? null : (
        <button type="button" className="link-button" onClick={() => onChange(undefined)}>
          Remove {(props.label ?? labelFor(name)).toLowerCase()}
        </button>
      )}
    </fieldset>
  );
}

export const singular = (key: string | number): string =>
  SINGULAR[String(key)] ?? labelFor(key).toLowerCase().replace(/s$/, "");

function ArrayFields(props: FieldProps) {
  const { schema, value, onChange, path, name, required } = props;
  const list = Array.isArray(value) ? value : [];
  const itemSchema = schema.items ?? {};
  // A list of pictures (a gallery's) names each a picture, not an item: "Choose picture 2".
  const one = isImage(itemSchema) ? "picture" : singular(name);
  const full = schema.maxItems !== undefined && list.length >= schema.maxItems;
  const ordered = !UNORDERED_LISTS.has(pathKey(path));
  const legendId = useId();
  const set = (next: unknown[]) =>
    onChange(next.length === 0 && !required && schema.minItems === undefined ? undefined : next);
  // The items are drawn by their place in the list: after a move, the button pressed belongs to the item that took
  // that place. The keyboard follows the item moved (a second Move up moves it again, not its neighbour back), or
  // after a removal stays at that place; a button disabled at the list's end hands it to its neighbour.
  const items = useRef<HTMLOListElement>(null);
  const follow = useRef<{ index: number; action: string } | undefined>(undefined);
  useEffect(() => {
    const wanted = follow.current;
    follow.current = undefined;
    if (!wanted || !items.current) return;
    const row = items.current.children[Math.min(wanted.index, items.current.children.length - 1)];
    const buttons = [...(row?.querySelectorAll<HTMLButtonElement>(":scope > .list-item-actions button") ?? [])];
    const target =
      buttons.find((button) => button.dataset.action === wanted.action && !button.disabled) ??
      buttons.find((button) => !button.disabled) ??
      items.current.parentElement?.querySelector<HTMLButtonElement>(":scope > .list-add");
    target?.focus();
  });
  const move = (from: number, to: number) => {
    const next = list.slice();
    const [item] = next.splice(from, 1);
    next.splice(to, 0, item);
    follow.current = { index: to, action: to < from ? "up" : "down" };
    set(next);
  };
  return (
    <fieldset className="field-group field-list" data-path={pathKey(path)} aria-labelledby={legendId}>
      <legend id={legendId}>
        {props.label ?? labelFor(name)}
        {required ? null : <span className="field-optional"> (optional)</span>}
      </legend>
      {schema.description ? <p className="field-help">{schema.description}</p> : null}
      <Problems path={path} />
      <ol className="list-items" ref={items}>
        {list.map((item, index) => (
          <li key={index} className="list-item">
            <SchemaField
              schema={itemSchema}
              name={index}
              parentKey={name}
              label={`${one.charAt(0).toUpperCase()}${one.slice(1)} ${index + 1}`}
              path={[...path, index]}
              required
              value={item}
              onChange={(next) => {
                const copy = list.slice();
                copy[index] = next;
                set(copy);
              }}
            />
            <div className="list-item-actions" role="group" aria-label={`${one} ${index + 1}`}>
              {ordered ? (
                <>
                  <button type="button" data-action="up" disabled={index === 0} onClick={() => move(index, index - 1)}>
                    Move up
                    <span className="visually-hidden">
                      {" "}
                      {one} {index + 1}
                    </span>
                  </button>
                  <button
                    type="button"
                    data-action="down"
                    disabled={index === list.length - 1}
                    onClick={() => move(index, index + 1)}
                  >
                    Move down
                    <span className="visually-hidden">
                      {" "}
                      {one} {index + 1}
                    </span>
                  </button>
                </>
              ) : null}
              <button
                type="button"
                data-action="remove"
                onClick={() => {
                  follow.current = { index, action: "remove" };
                  set(list.filter((_, i) => i !== index));
                }}
              >
                Remove
                <span className="visually-hidden">
                  {" "}
                  {one} {index + 1}
                </span>
              </button>
            </div>
          </li>
        ))}
      </ol>
      <button
        type="button"
        className="list-add"
        disabled={full}
        onClick={() => set([...list, props.newItem ? props.newItem() : emptyValue(itemSchema)])}
      >
        Add {one}
      </button>
    </fieldset>
  );
}

export function SchemaField(given: FieldProps) {
  // A change made here is the owner's: the field's empty-field problem is an error from now on (see ShownProblem).
  const { touch } = useStore();
  const onChange = (value: unknown) => {
    touch(given.path);
    given.onChange(value);
  };
  const props = { ...given, onChange };
  const { schema } = props;
  if (schema.const !== undefined) return null;
  if (isRecordChoice(props.path)) return <RecordChoice {...props} />;
  const variants = variantsOf(schema);
  if (variants?.length) return <Union {...props} variants={variants} />;
  if (schema.enum) return <Choice {...props} options={schema.enum} />;
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case "object":
      return <ObjectFields {...props} />;
    case "array":
      return <ArrayFields {...props} />;
    case "number":
    case "integer":
      return <NumberInput {...props} />;
    case "boolean":
      return <Check {...props} />;
    default:
      return <TextInput {...props} />;
  }
}

/** The fields of an object, without a box around them: a screen's or a block's whole form. */
export function ObjectForm({
  schema,
  value,
  path,
  onChange,
  skip = [],
}: {
  schema: JsonSchema;
  value: Record<string, unknown>;
  path: Path;
  onChange: (key: string, next: unknown) => void;
  skip?: string[];
}) {
  return (
    <>
      {Object.entries(schema.properties ?? {})
        .filter(([key, child]) => !skip.includes(key) && child.const === undefined)
        .map(([key, child]) => (
          <SchemaField
            key={key}
            schema={child}
            name={key}
            path={[...path, key]}
            required={schema.required?.includes(key) ?? false}
            value={value[key]}
            onChange={(next) => onChange(key, next)}
          />
        ))}
    </>
  );
}
