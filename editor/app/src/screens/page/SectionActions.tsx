/** The selected section's title and its actions: move, copy, add to its lists, remove (confirmed). */
import { useContext, useEffect, useRef, useState, type MutableRefObject } from "react";
import "@puckeditor/core/no-external.css";
import { ArrowDown, ArrowUp, Copy, Trash2 } from "lucide-react";
import { Dialog } from "../../components/Dialog.tsx";
import { blockSchemas, isImage, labelFor } from "../../model/schema.ts";
import { ES_SINGULAR } from "../../../../../src/validate/report/place-words.ts";
import { editorLanguage } from "../../i18n/language.ts";
import { useT } from "../../i18n/useT.ts";
import { typeInSentence, typeNameOf } from "./section-types.tsx";
import { pathKey } from "../../model/paths.ts";
import { usePuckState, ZONE } from "../../canvas/puck-state.ts";
import { PagePathContext } from "../../canvas/puck-config.tsx";
import { singular } from "../../fields/SchemaField.tsx";
import { useStore } from "../../store/StoreProvider.tsx";
import { focusToolbar, Toolbar } from "../../components/Toolbar.tsx";
import { showInPreview, type Chosen } from "./SectionList.tsx";
import { AddToListMenu } from "./AddToListMenu.tsx";
import { usePhoneTabs } from "./phone-tabs.tsx";

/** Where a section was just added, for its fields to take the keyboard once shown. */
export type Added = MutableRefObject<number | undefined>;

/** What one item of the list `key` is called, in the editor's language: "question", "pregunta". */
function itemNoun(key: string): string {
  if (editorLanguage() !== "es") return singular(key);
  return ES_SINGULAR[key] ?? labelFor(key).toLowerCase();
}

/**
 * The section's lists (a FAQ's questions, a hero's buttons), each with an "Add" of its own beside Move and Remove: a
 * new item is then two arrow keys from the section chosen, not a walk through every item before it.
 */
function useListsOf(type: string | undefined, props: Record<string, unknown> | undefined) {
  const { schema } = useStore();
  const t = useT();
  const block = type ? blockSchemas(schema).get(type) : undefined;
  return Object.entries(block?.properties ?? {}).flatMap(([key, child]) => {
    const kind = Array.isArray(child.type) ? child.type[0] : child.type;
    if (kind !== "array" || child.const !== undefined) return [];
    const length = Array.isArray(props?.[key]) ? (props[key] as unknown[]).length : 0;
    const one = isImage(child.items ?? {}) ? t("page.section.picture") : itemNoun(key);
    return [{ key, one, full: child.maxItems !== undefined && length >= child.maxItems }];
  });
}

export function SectionActions({ added, chosen }: { added: Added; chosen?: Chosen }) {
  const dispatch = usePuckState((s) => s.dispatch);
  const selected = usePuckState((s) => s.appState.ui.itemSelector?.index);
  const item = usePuckState((s) => s.selectedItem);
  const count = usePuckState((s) => s.appState.data.content.length);
  const { schema } = useStore();
  const t = useT();
  const phoneTabs = usePhoneTabs();
  // A section just added: its fields take the keyboard, and come into view. On a phone the panels are one above the
  // other, and the fields of a section added from the bottom of the page were thousands of pixels up, out of sight.
  const title = useRef<HTMLHeadingElement>(null);
  const toolbar = useRef<HTMLDivElement>(null);
  const pagePath = useContext(PagePathContext);
  const lists = useListsOf(item?.type, item?.props as Record<string, unknown> | undefined);
  // Removed, or left for the page's settings: the keyboard goes on at the page's settings, not back to the page's top.
  const toSettings = useRef(false);
  useEffect(() => {
    const justAdded = selected !== undefined && added.current === selected && item;
    const left = selected === undefined && toSettings.current;
    if (!justAdded && !left) return;
    added.current = undefined;
    toSettings.current = false;
    title.current?.focus();
    title.current?.scrollIntoView({ block: "start" });
  }, [selected, item, added]);
  // Chosen in the sections list: its actions take the keyboard, a Tab before its fields (at once when already shown).
  const handled = useRef<Chosen | undefined>(undefined);
  useEffect(() => {
    if (!chosen || handled.current === chosen || chosen.index !== selected || !item) return;
    handled.current = chosen;
    focusToolbar(toolbar.current, chosen.byKeyboard);
  }, [chosen, selected, item]);
  const settings = () => {
    toSettings.current = true;
    dispatch({ type: "setUi", ui: { itemSelector: null } });
  };
  // Moved to the top or the bottom, the button pressed is disabled and lets the keyboard go: its twin takes it.
  const [up, down] = [useRef<HTMLButtonElement>(null), useRef<HTMLButtonElement>(null)];
  const moved = useRef(false);
  const [confirming, setConfirming] = useState(false);
  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    if (up.current?.disabled && document.activeElement === up.current) down.current?.focus();
    else if (down.current?.disabled && document.activeElement === down.current) up.current?.focus();
    else if (document.activeElement === document.body) (up.current?.disabled ? down : up).current?.focus();
  }, [selected]);
  if (selected === undefined || !item) {
    return (
      <h2 className="fields-title" ref={title} tabIndex={-1}>
        {t("page.settings")}
      </h2>
    );
  }
  const type = typeInSentence(schema, item.type);
  // The list's own "Add" below its items, pressed: the new item's first field then takes the keyboard (SchemaField).
  const addTo = (key: string) =>
    document
      .querySelector<HTMLButtonElement>(
        `.panel-right [data-path="${CSS.escape(pathKey([...pagePath, "blocks", selected, key]))}"] > .list-add`,
      )
      ?.click();
  const reorder = (to: number) => {
    moved.current = true;
    dispatch({ type: "reorder", sourceIndex: selected, destinationIndex: to, destinationZone: ZONE });
    dispatch({ type: "setUi", ui: { itemSelector: { index: to, zone: ZONE } } });
  };
  return (
    <div className="section-actions">
      <h2 className="fields-title" ref={title} tabIndex={-1}>
        {t("page.section.title", { number: selected + 1, count, type: typeNameOf(schema, item.type) })}
      </h2>
      {/* Its first, second and last buttons are one arrow key or two from the one Tab reaches, the fields one Tab. */}
      <Toolbar label={t("page.section.actions", { type })} className="button-row" rowRef={toolbar}>
        <button
          type="button"
          className="icon-button"
          ref={up}
          aria-label={t("page.section.moveUp")}
          data-tip={t("page.section.moveUp")}
          disabled={selected === 0}
          onClick={() => reorder(selected - 1)}
        >
          <ArrowUp aria-hidden size={16} />
        </button>
        <button
          type="button"
          className="icon-button"
          ref={down}
          aria-label={t("page.section.moveDown")}
          data-tip={t("page.section.moveDown")}
          disabled={selected === count - 1}
          onClick={() => reorder(selected + 1)}
        >
          <ArrowDown aria-hidden size={16} />
        </button>
        <button
          type="button"
          className="icon-button"
          aria-label={t("page.section.duplicate")}
          data-tip={t("page.section.duplicate")}
          onClick={() => dispatch({ type: "duplicate", sourceIndex: selected, sourceZone: ZONE })}
        >
          <Copy aria-hidden size={16} />
        </button>
        {/* One list: its own Add. Two: one menu of them, so that no action is more than two arrow keys away. */}
        {lists.length > 1 ? (
          <AddToListMenu lists={lists} addTo={addTo} />
        ) : (
          lists.map((list) => (
            <button key={list.key} type="button" disabled={list.full} onClick={() => addTo(list.key)}>
              {t("page.section.add", { item: list.one })}
            </button>
          ))
        )}
        {/* Last: the arrow to the left of the first action wraps to it. */}
        <button
          type="button"
          className="icon-button icon-danger"
          aria-label={t("page.section.remove")}
          data-tip={t("page.section.remove")}
          onClick={() => setConfirming(true)}
        >
          <Trash2 aria-hidden size={16} />
        </button>
      </Toolbar>
      {confirming ? (
        <Dialog title={t("page.section.removeTitle", { type })} onClose={() => setConfirming(false)}>
          <p>{t("page.section.removeWhat")}</p>
          <div className="dialog-actions">
            <button type="button" onClick={() => setConfirming(false)}>
              {t("page.section.keep")}
            </button>
            <button
              type="button"
              className="danger-button"
              onClick={() => {
                setConfirming(false);
                dispatch({ type: "remove", index: selected, zone: ZONE });
                settings();
              }}
            >
              {t("page.section.removeSection")}
            </button>
          </div>
        </Dialog>
      ) : null}
      <button
        type="button"
        className="stacked-only"
        onClick={() => phoneTabs.show("preview", () => showInPreview(item.props.id as string))}
      >
        {t("page.section.seeInPreview")}
      </button>
    </div>
  );
}
