/**
 * One field for any part of the schema: the page settings, every block's fields in the canvas's side panel,
 * and the business, header and footer screens all use this, so no block or screen has hand-written fields.
 * Each field is labelled from its key, helped by the schema's description, and shows the check's own words for
 * its path right under it.
 */
import { useEffect, useId, useRef, useState } from "react";
import { ArrowDown, ArrowUp, X } from "lucide-react";
import { ImageField } from "./ImageField.tsx";
import { PositionFromMap } from "./PositionFromMap.tsx";
import { isPosition } from "../model/position.ts";
import { useStore } from "../store/StoreProvider.tsx";
import { useAnnounce } from "../components/Announcer.tsx";
import { fieldId, pathKey, type Path } from "../model/paths.ts";
import {
  emptyValue,
  isImage,
  labelFor,
  pickVariant,
  switchVariant,
  variantsOf,
  UNORDERED_LISTS,
  type JsonSchema,
} from "../model/schema.ts";
import { Problems, type FieldProps } from "./FieldShell.tsx";
import { TextInput } from "./TextInput.tsx";
import { FormattedText, isFormattedText } from "./FormattedText.tsx";
import { NumberInput } from "./NumberInput.tsx";
import { Choice } from "./Choice.tsx";
import { isRecordChoice, RecordChoice } from "./RecordChoice.tsx";
import { Check } from "./Check.tsx";
import { collapsible, ListItemRow, useOpenOnJump } from "./ListItemRow.tsx";
import { itemName } from "./item-names.ts";
import { t, useT } from "../i18n/useT.ts";
import { editorLanguage } from "../i18n/language.ts";

function variantName(variant: JsonSchema, index: number): string {
  if (variant.title) return variant.title;
  const discriminator = Object.values(variant.properties ?? {}).find((p) => p.const !== undefined);
  if (typeof discriminator?.const === "string") return labelFor(discriminator.const);
  // "A dropdown menu of links.", not its fields' names ("Label and Children").
  const said = variant.description?.replace(/\.$/, "");
  if (said && said.length <= 40 && !said.includes(".")) return said;
  if (variant.type === "string") return t("fields.kind.text");
  if (variant.properties)
    return new Intl.ListFormat(editorLanguage() === "es" ? "es" : "en", { type: "conjunction" }).format(
      Object.keys(variant.properties).map((key) => labelFor(key)),
    );
  return t("fields.kind.numbered", { number: index + 1 });
}

function Union(props: FieldProps & { variants: JsonSchema[] }) {
  const { variants, value, onChange, path, name, required } = props;
  const absent = value === undefined && !required;
  const chosen = absent ? -1 : pickVariant(variants, value);
  const id = `${fieldId(path)}-kind`;
  const say = useT();
  return (
    <div className="field-union" data-path={pathKey(path)}>
      <label className="field-label field-kind" htmlFor={id}>
        {say("fields.kind", { label: props.label ?? labelFor(name) })}
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

/** The keys the picture's own field edits: its file and its description. */
const IMAGE_KEYS: ReadonlySet<string> = new Set(["src", "alt"]);

function omit(record: Record<string, unknown>, key: string): Record<string, unknown> {
  const copy = { ...record };
  delete copy[key];
  return copy;
}

function ObjectFields(props: FieldProps) {
  const { schema, value, onChange, path, name, required } = props;
  const record = (value && typeof value === "object" ? value : {}) as Record<string, unknown>;
  const legendId = useId();
  const say = useT();
  // One of the object's own fields: a value left out is removed from the object, not kept as undefined.
  const childField = (key: string, child: JsonSchema) => (
    <SchemaField
      key={key}
      schema={child}
      name={key}
      parentKey={name}
      path={[...path, key]}
      required={schema.required?.includes(key) ?? false}
      value={record[key]}
      onChange={(next) => onChange(next === undefined ? omit(record, key) : { ...record, [key]: next })}
    />
  );
  if (isImage(schema)) {
    // A picture with fields of its own beside its file and description (a gallery item's caption): each has its field.
    const own = Object.entries(schema.properties ?? {}).filter(
      ([key, child]) => !IMAGE_KEYS.has(key) && child.const === undefined,
    );
    if (!own.length || (value === undefined && !required)) return <ImageField {...props} />;
    return (
      <div className="field-image-with">
        <ImageField {...props} />
        {own.map(([key, child]) => childField(key, child))}
      </div>
    );
  }
  if (value === undefined && !required) {
    return (
      <div className="field field-absent" data-path={pathKey(path)}>
        <span className="field-label">{props.label ?? labelFor(name)}</span>
        <button type="button" className="link-button" onClick={() => onChange(emptyValue(schema))}>
          {say("fields.addPart", { part: (props.label ?? labelFor(name)).toLowerCase() })}
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
        child.const !== undefined ? null : childField(key, child),
      )}
      {isPosition(schema) ? <PositionFromMap value={record} onChange={onChange} /> : null}
      {required ? null : (
        <button type="button" className="link-button" onClick={() => onChange(undefined)}>
          {say("fields.removePart", { part: (props.label ?? labelFor(name)).toLowerCase() })}
        </button>
      )}
    </fieldset>
  );
}

/** One element of the list at `key`, in the editor's language: "link", "enlace" (as place-words.ts's SINGULAR). */
export const singular = (key: string | number): string => t("fields.one", { list: String(key) });

/** What of a new list item takes the keyboard: its first field (or its picture's button), not its Move or Remove. */
const ADDED_FOCUS =
  "input, select, textarea, button:not(.list-item-actions button, .formatted-toolbar button):not(.list-row-toggle)";

function ArrayFields(props: FieldProps) {
  const { schema, value, onChange, path, name, required } = props;
  const list = Array.isArray(value) ? value : [];
  const itemSchema = schema.items ?? {};
  // A list of pictures (a gallery's) names each a picture, not an item: "Choose picture 2". Other elements go by
  // their own words ("Services menu"); by their place only where they have none, a menu's as links ("Link 2").
  const pictures = isImage(itemSchema);
  const parent = path[path.length - 2];
  const listKey =
    name !== "items"
      ? name
      : parent === "navigation"
        ? "children"
        : itemSchema.properties?.question
          ? "question"
          : name;
  const nameOf = (index: number) => itemName(list[index], index, listKey, pictures);
  const say = useT();
  const full = schema.maxItems !== undefined && list.length >= schema.maxItems;
  const ordered = !UNORDERED_LISTS.has(pathKey(path));
  const legendId = useId();
  const announce = useAnnounce();
  // On the page screen, a list of things with fields of their own shows as rows, one open at a time.
  const rows = collapsible(path, itemSchema);
  // A list of one (a section just added) shows its item open: there is nothing else to choose from.
  const [opened, setOpened] = useState<number | undefined>(list.length === 1 ? 0 : undefined);
  useOpenOnJump(path, setOpened);
  const set = (next: unknown[]) =>
    onChange(next.length === 0 && !required && schema.minItems === undefined ? undefined : next);
  // The items are drawn by their place in the list: after a move, the button pressed belongs to the item that took
  // that place. The keyboard follows the item moved (a second Move up moves it again, not its neighbour back), or
  // after a removal stays at that place; a button disabled at the list's end hands it to its neighbour.
  const items = useRef<HTMLOListElement>(null);
  const follow = useRef<{ index: number; action: string; tries?: number } | undefined>(undefined);
  useEffect(() => {
    const wanted = follow.current;
    follow.current = undefined;
    if (!wanted || !items.current) return;
    // An item added: its first field takes the keyboard, once drawn (the button pressed was pushed out of sight).
    if (wanted.action === "add") {
      // Drawn a render or two later (its row opened as it is added): tried again until it is there.
      const field = items.current.children[wanted.index]?.querySelector<HTMLElement>(ADDED_FOCUS);
      if (!field) {
        if ((wanted.tries ?? 0) < 5) follow.current = { ...wanted, tries: (wanted.tries ?? 0) + 1 };
        return;
      }
      field.focus({ preventScroll: true });
      // Centred, not just in view: the window itself can scroll a little too, and "nearest" left it under the edge.
      field.scrollIntoView({ block: "center" });
      return;
    }
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
    if (opened === from) setOpened(to);
    else if (opened === to) setOpened(from);
    set(next);
  };
  return (
    <fieldset className="field-group field-list" data-path={pathKey(path)} aria-labelledby={legendId}>
      <legend id={legendId}>
        {props.label ?? labelFor(name, parent)}
        {required ? null : <span className="field-optional">{say("fields.optional")}</span>}
      </legend>
      {schema.description ? <p className="field-help">{schema.description}</p> : null}
      <Problems path={path} />
      <ol className="list-items" ref={items}>
        {list.map((item, index) => (
          <li key={index} className={rows ? `list-item list-row${opened === index ? " open" : ""}` : "list-item"}>
            {rows ? (
              <ListItemRow
                item={item}
                itemSchema={itemSchema}
                path={[...path, index]}
                name={nameOf(index)}
                open={opened === index}
                onToggle={() => setOpened(opened === index ? undefined : index)}
              />
            ) : null}
            {!rows || opened === index ? (
              <SchemaField
                schema={itemSchema}
                name={index}
                parentKey={name}
                label={nameOf(index)}
                path={[...path, index]}
                required
                value={item}
                onChange={(next) => {
                  const copy = list.slice();
                  copy[index] = next;
                  set(copy);
                }}
              />
            ) : null}
            <div
              className="list-item-actions"
              role="group"
              aria-label={say("fields.list.actions", { name: nameOf(index) })}
            >
              {ordered ? (
                <>
                  <button
                    type="button"
                    data-action="up"
                    aria-label={say("fields.list.moveUpNamed", { name: nameOf(index) })}
                    className={rows ? "icon-button" : undefined}
                    disabled={index === 0}
                    onClick={() => move(index, index - 1)}
                  >
                    {rows ? <ArrowUp aria-hidden size={16} /> : null}
                    <span className={rows ? "visually-hidden" : undefined}>{say("fields.list.moveUp")}</span>
                  </button>
                  <button
                    type="button"
                    data-action="down"
                    aria-label={say("fields.list.moveDownNamed", { name: nameOf(index) })}
                    className={rows ? "icon-button" : undefined}
                    disabled={index === list.length - 1}
                    onClick={() => move(index, index + 1)}
                  >
                    {rows ? <ArrowDown aria-hidden size={16} /> : null}
                    <span className={rows ? "visually-hidden" : undefined}>{say("fields.list.moveDown")}</span>
                  </button>
                </>
              ) : null}
              <button
                type="button"
                data-action="remove"
                aria-label={say("fields.list.removeNamed", { name: nameOf(index) })}
                className={rows ? "icon-button" : undefined}
                onClick={() => {
                  follow.current = { index, action: "remove" };
                  if (opened !== undefined && opened >= index) setOpened(opened === index ? undefined : opened - 1);
                  set(list.filter((_, i) => i !== index));
                }}
              >
                {rows ? <X aria-hidden size={16} /> : null}
                <span className={rows ? "visually-hidden" : undefined}>{say("fields.list.remove")}</span>
              </button>
            </div>
          </li>
        ))}
      </ol>
      <button
        type="button"
        className="list-add"
        disabled={full}
        onClick={() => {
          follow.current = { index: list.length, action: "add" };
          setOpened(list.length);
          announce(
            say("fields.list.added", { one: singular(pictures ? "picture" : listKey), number: list.length + 1 }),
          );
          set([...list, props.newItem ? props.newItem() : emptyValue(itemSchema)]);
        }}
      >
        {say("fields.list.add", { one: say("fields.one", { list: pictures ? "picture" : String(listKey) }) })}
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
      return isFormattedText(schema) ? <FormattedText {...props} /> : <TextInput {...props} />;
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
