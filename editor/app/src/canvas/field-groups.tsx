/**
 * A section's fields in the inspector, grouped under subheads (its words, its items, its picture, its buttons), with
 * the fields an owner seldom changes kept behind "More options": its id for links, its background tone, its
 * picture's side, the days it shows between, and its interface words ("Close", "View larger image"), the same in every section of its type.
 */
import { createContext, useContext, useState, type ReactNode } from "react";
import { useLocation } from "react-router-dom";
import { ChevronDown, ChevronRight } from "lucide-react";
import type { JumpState } from "../components/jump.ts";
import { pathKey, type Path } from "../model/paths.ts";
import { isImage, type JsonSchema } from "../model/schema.ts";
import { useStore } from "../store/StoreProvider.tsx";
import { useT } from "../i18n/useT.ts";
import type { MessageId } from "../i18n/catalogues/en.ts";

/** The fields behind "More options", by key; and every key ending in Label (a section's interface words). */
const MORE_OPTIONS: ReadonlySet<string> = new Set(["id", "tone", "imagePosition", "publishFrom", "publishUntil"]);
export const isMoreOption = (key: string): boolean => MORE_OPTIONS.has(key) || /Label$/.test(key);

export type Group = "Text" | "Items" | "Picture" | "Buttons" | "More options";
const ORDER: Group[] = ["Text", "Items", "Picture", "Buttons", "More options"];
/** Each group's subhead, in the editor's language. */
const SUBHEADS: Record<Group, MessageId> = {
  Text: "page.group.Text",
  Items: "page.group.Items",
  Picture: "page.group.Picture",
  Buttons: "page.group.Buttons",
  "More options": "page.group.moreOptions",
};

const kindOf = (schema: JsonSchema) => (Array.isArray(schema.type) ? schema.type[0] : schema.type);

export function groupOf(key: string, schema: JsonSchema): Group {
  if (isMoreOption(key)) return "More options";
  if (isImage(schema)) return "Picture";
  if (key === "actions") return "Buttons";
  const items = schema.items;
  // A list of words (paragraphs, bullets, badges) is text; a list of things with fields of their own is items.
  if (kindOf(schema) === "array" && items && (kindOf(items) === "object" || items.anyOf || items.oneOf)) return "Items";
  return "Text";
}

/**
 * A block's keys in the inspector's order: by group, in the schema's order within one, the section's id last (a name
 * for links, not something a visitor reads).
 */
export function groupedKeys(entries: [string, JsonSchema][]): { key: string; schema: JsonSchema; group: Group }[] {
  const place = (key: string, group: Group) => ORDER.indexOf(group) * 2 + Number(key === "id");
  return entries
    .map(([key, schema]) => ({ key, schema, group: groupOf(key, schema) }))
    .sort((a, b) => place(a.key, a.group) - place(b.key, b.group));
}

/** Whether "More options" is open for the section selected (closed again for each section chosen). */
export const MoreOptionsContext = createContext<[boolean, (open: boolean) => void]>([false, () => {}]);

export function MoreOptionsProvider({ section, children }: { section: unknown; children: ReactNode }) {
  const [open, setOpen] = useState<{ section: unknown; open: boolean }>({ section, open: false });
  const value: [boolean, (open: boolean) => void] = [
    open.section === section && open.open,
    (next) => setOpen({ section, open: next }),
  ];
  return <MoreOptionsContext.Provider value={value}>{children}</MoreOptionsContext.Provider>;
}

/**
 * One field of a section with, where its group starts, the group's subhead (or the "More options" switch). A field
 * behind "More options" still shows while it has a problem, or when a problem's link leads to it.
 */
export function GroupedField({
  path,
  group,
  first,
  subheads,
  children,
}: {
  path: Path;
  group: Group;
  /** The first field of its group: the subhead goes above it. */
  first: boolean;
  /** Whether its group is named: the section has several, and this one more than one field. */
  subheads: boolean;
  children: ReactNode;
}) {
  const [open, setOpen] = useContext(MoreOptionsContext);
  const { problemsAt } = useStore();
  const t = useT();
  const jump = (useLocation().state as JumpState | null)?.jump;
  if (group !== "More options")
    return (
      <>
        {first && subheads ? <h3 className="field-subhead">{t(SUBHEADS[group])}</h3> : null}
        {children}
      </>
    );
  const key = pathKey(path);
  const wanted = Boolean(jump && pathKey(jump.slice(0, path.length)) === key);
  const shown = open || wanted || problemsAt(path, { deep: true }).length > 0;
  return (
    <>
      {first ? (
        <button type="button" className="more-options" aria-expanded={open} onClick={() => setOpen(!open)}>
          {open ? <ChevronDown aria-hidden size={16} /> : <ChevronRight aria-hidden size={16} />}
          {t(SUBHEADS["More options"])}
        </button>
      ) : null}
      {shown ? children : <span className="field-tucked" hidden />}
    </>
  );
}
