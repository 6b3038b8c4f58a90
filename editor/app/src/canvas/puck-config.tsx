/**
 * Puck's configuration, made from the schema and the block registry alone: one palette entry per block type,
 * its fields one schema field each, its preview the real component from src/blocks/. A block type added to
 * schema/blocks.ts and src/blocks/registry.ts appears here with no change to the editor.
 */
import { Component, createContext, useContext, type ComponentType, type ReactNode } from "react";
import { createUsePuck, type Config } from "@puckeditor/core";
import { useRender } from "../../../../src/layout/context.tsx";
import { fillPlaceholders, placeholderValues } from "../../../../src/site/placeholders.ts";
import { SchemaField } from "../fields/SchemaField.tsx";
import { ANCHOR, itemToBlock } from "./puck-data.ts";
import { blockSchemas, emptyValue, labelFor, type JsonSchema } from "../model/schema.ts";
import { type Path } from "../model/paths.ts";
import { useStore } from "../store/StoreProvider.tsx";
import { isError } from "../store/problems.ts";
import { GroupedField, groupedKeys, type Group } from "./field-groups.tsx";
import { t } from "../i18n/useT.ts";
import { typeInSentence, typeNameOf } from "../screens/page/section-types.tsx";

const usePuckState = createUsePuck();

/** Where the page being edited lives in site.json (`["pages", 3]`), for the blocks' field paths. */
export const PagePathContext = createContext<Path>([]);

/** Draws `fallback` where its children fail to draw (a section or post half written), and tries them again once changed. */
export class Boundary extends Component<{ children: ReactNode; fallback: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  componentDidUpdate(previous: { children: ReactNode }) {
    if (previous.children !== this.props.children && this.state.failed) this.setState({ failed: false });
  }
  render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

function BlockField({
  schema,
  name,
  value,
  onChange,
  required,
  group,
  first,
  subheads,
}: {
  schema: JsonSchema;
  name: string;
  value: unknown;
  onChange: (v: unknown) => void;
  required: boolean;
  group: Group;
  first: boolean;
  subheads: boolean;
}) {
  const pagePath = useContext(PagePathContext);
  const index = usePuckState((s) => s.appState.ui.itemSelector?.index);
  const key = name === ANCHOR ? "id" : name;
  const path = [...pagePath, "blocks", index ?? 0, key];
  return (
    <GroupedField path={path} group={group} first={first} subheads={subheads}>
      <SchemaField
        schema={schema}
        name={key}
        label={name === ANCHOR ? t("page.sectionId") : undefined}
        path={path}
        required={required}
        value={value}
        onChange={onChange}
      />
    </GroupedField>
  );
}

function RootField({
  schema,
  name,
  value,
  onChange,
  required,
}: {
  schema: JsonSchema;
  name: string;
  value: unknown;
  onChange: (v: unknown) => void;
  required: boolean;
}) {
  const pagePath = useContext(PagePathContext);
  return (
    <SchemaField
      schema={schema}
      name={name}
      path={[...pagePath, name]}
      value={value}
      onChange={onChange}
      required={required}
    />
  );
}

/** Where a block's pictures still to choose are (an object whose `src` is empty), in the order they are drawn. */
export function emptyPictures(value: unknown, at: Path = []): Path[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => emptyPictures(item, [...at, index]));
  if (!value || typeof value !== "object") return [];
  const record = value as Record<string, unknown>;
  if (record.src === "") return [at];
  return Object.entries(record).flatMap(([key, child]) => emptyPictures(child, [...at, key]));
}

/** What a section's badge on the canvas says of its problems: the errors first, then what is left to fill in. */
export function sectionBadge(errors: number, toFill: number, warnings: number, type: string): string {
  if (errors) return t(toFill ? "page.badge.errorsAndFill" : "page.badge.errors", { errors, toFill, type });
  if (toFill) return t("page.badge.fill", { toFill, type });
  return t("page.badge.warnings", { warnings, type });
}

function SectionPreview({
  type,
  props,
  component: Block,
  defaults,
}: {
  type: string;
  props: Record<string, unknown>;
  component: ComponentType<{ block: never }>;
  /** The schema's values for fields left out (a hero's buttons: none), which the build gives the section too. */
  defaults: readonly [string, unknown][];
}) {
  const pagePath = useContext(PagePathContext);
  const { problemsAt, schema } = useStore();
  const index = usePuckState((s) => s.appState.data.content.findIndex((item) => item.props.id === props.id));
  const problems = index < 0 ? [] : problemsAt([...pagePath, "blocks", index], { deep: true });
  const errors = problems.filter(isError).length;
  const toFill = problems.filter((p) => p.toFill).length;
  const { site } = useRender();
  // {phone}, {businessName} and {year} are filled as the build fills them.
  let block = itemToBlock({ type, props });
  for (const [key, value] of defaults) if (block[key] === undefined) block[key] = value;
  try {
    block = fillPlaceholders(block, placeholderValues(site));
  } catch {
    /* the business facts are incomplete: the texts show as written */
  }
  const selected = usePuckState((s) => s.appState.ui.itemSelector?.index) === index && index >= 0;
  const classes = ["editor-section", errors ? "editor-section-bad" : "", selected ? "editor-section-selected" : ""];
  return (
    <div className={classes.join(" ").trim()} data-section-type={type}>
      {selected ? (
        <span className="editor-section-chip" aria-hidden="true">
          {typeNameOf(schema, type)}
        </span>
      ) : null}
      {problems.length ? (
        <p
          className={`editor-section-badge${errors ? "" : toFill ? " editor-section-badge-fill" : " editor-section-badge-warning"}`}
        >
          {sectionBadge(errors, toFill, problems.length - errors - toFill, typeInSentence(schema, type))}
        </p>
      ) : null}
      <Boundary
        fallback={
          <div className="editor-section-unrenderable" role="note">
            {t("page.unrenderable", { type: typeInSentence(schema, type) })}
          </div>
        }
      >
        <Block block={block as never} />
      </Boundary>
    </div>
  );
}

/**
 * A section's words for its own workings rather than its content (a gallery's "View larger image" and "Close", a
 * contact section's "Phone"): the same in every section of that type in one language. A new section starts with them
 * as the site already has them, where the owner would otherwise type them again for every section.
 */
const INTERFACE_WORDS = /Label$/;

export function buildConfig(options: {
  siteSchema: JsonSchema;
  /** The schema of the record being edited (a page or a post): its fields other than blocks are the root's. */
  recordSchema: JsonSchema;
  registry: Record<string, ComponentType<{ block: never }>>;
  shell: ComponentType<{ children: ReactNode }>;
  /**
   * The block types the record may hold, offered to be dragged in (a post holds no hero); every type is still drawn,
   * so a block the check refuses shows where it is, with its problem.
   */
  offered?: readonly string[];
  /** What the record's sections are drawn in, inside the site's header and footer (a post's heading and picture). */
  frame?: ComponentType<{ record: Record<string, unknown>; children: ReactNode }>;
  /**
   * The words a new section of `type` starts with in its field `key`, where the site already has them: asked when the
   * section is added (see INTERFACE_WORDS).
   */
  sharedWords?: (type: string, key: string) => string | undefined;
}): Config {
  const components: Config["components"] = {};
  for (const [type, schema] of blockSchemas(options.siteSchema)) {
    const Block = options.registry[type];
    if (!Block) continue;
    const fields: Record<string, unknown> = {};
    const defaults: Record<string, unknown> = {};
    const schemaDefaults = Object.entries(schema.properties ?? {}).flatMap(([key, child]) =>
      child.default === undefined ? [] : [[key, child.default] as [string, unknown]],
    );
    // Grouped under subheads, the seldom-changed fields last behind "More options" (the section's id among them).
    const keys = groupedKeys(Object.entries(schema.properties ?? {}).filter(([key]) => key !== "type"));
    // A group is named only where the section has several and it holds more than one field (one has its own label).
    const sizes = new Map<string, number>();
    for (const { group } of keys) sizes.set(group, (sizes.get(group) ?? 0) + 1);
    const several = [...sizes.keys()].filter((group) => group !== "More options").length > 1;
    for (const [at, { key, schema: child, group }] of keys.entries()) {
      const name = key === "id" ? ANCHOR : key;
      const required = schema.required?.includes(key) ?? false;
      const first = keys[at - 1]?.group !== group;
      fields[name] = {
        type: "custom",
        label: labelFor(key),
        render: ({ value, onChange }: { value: unknown; onChange: (v: unknown) => void }) => (
          <BlockField
            schema={child}
            name={name}
            value={value}
            onChange={onChange}
            required={required}
            group={group}
            first={first}
            subheads={several && (sizes.get(group) ?? 0) > 1}
          />
        ),
      };
      if (!required) continue;
      if (INTERFACE_WORDS.test(key) && options.sharedWords) {
        // Read when Puck makes the new section from these (it copies them), so the site as it is then says them.
        const empty = emptyValue(child);
        Object.defineProperty(defaults, name, {
          enumerable: true,
          get: () => options.sharedWords!(type, key) ?? empty,
        });
      } else defaults[name] = emptyValue(child);
    }
    components[type] = {
      label: typeNameOf(options.siteSchema, type),
      fields: fields as never,
      defaultProps: defaults,
      render: ({ puck: _puck, ...props }: Record<string, unknown>) => (
        <SectionPreview type={type} props={props} component={Block} defaults={schemaDefaults} />
      ),
    } as never;
  }
  const rootFields: Record<string, unknown> = {};
  for (const [key, child] of Object.entries(options.recordSchema.properties ?? {})) {
    if (key === "blocks") continue;
    const required = options.recordSchema.required?.includes(key) ?? false;
    rootFields[key] = {
      type: "custom",
      label: labelFor(key),
      render: ({ value, onChange }: { value: unknown; onChange: (v: unknown) => void }) => (
        <RootField schema={child} name={key} value={value} onChange={onChange} required={required} />
      ),
    };
  }
  const Shell = options.shell;
  const Frame = options.frame;
  const offered = options.offered?.filter((type) => type in components);
  // Puck's drawer lists every component not in a category under "Other": the others are put there, and it is hidden.
  const categories =
    offered && offered.length < Object.keys(components).length
      ? { sections: { title: t("page.sectionTypes"), components: offered }, other: { visible: false } }
      : undefined;
  return {
    components,
    ...(categories ? { categories } : {}),
    root: {
      fields: rootFields as never,
      // Puck hands the root its fields' values (the record's own, but for its blocks) beside the sections.
      render: ({
        children,
        puck: _puck,
        editMode: _editMode,
        ...record
      }: Record<string, unknown> & { children: ReactNode }) => (
        <Shell>{Frame ? <Frame record={record}>{children}</Frame> : children}</Shell>
      ),
    },
  } as Config;
}
