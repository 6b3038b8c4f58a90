/** The page's sections as a list, each a way to select it on the canvas, and what happens to them said aloud. */
import { useContext, useEffect, useMemo, useRef, useState } from "react";
import "@puckeditor/core/no-external.css";
import { CircleAlert, CircleDashed, GripVertical, TriangleAlert } from "lucide-react";
import { useT } from "../../i18n/useT.ts";
import { NOT_TEXT, type Translation } from "../../model/translations.ts";
import { PagePathContext } from "../../canvas/puck-config.tsx";
import { ANCHOR } from "../../canvas/puck-data.ts";
import { isError } from "../../store/problems.ts";
import { useStore } from "../../store/StoreProvider.tsx";
import { iconOf, typeInSentence, typeNameOf } from "./section-types.tsx";
import { usePuckState, ZONE } from "../../canvas/puck-state.ts";
import { useAnnounce } from "../../components/Announcer.tsx";

/** A section chosen in the sections list (by Enter or a click): its actions take the keyboard once shown. */
export interface Chosen {
  index: number;
  byKeyboard: boolean;
}

/**
 * Where the fields are below the canvas (a phone), the way back up to the section as visitors see it: the canvas
 * brought into view, the section at its top.
 */
export function showInPreview(id: string) {
  const canvas = document.querySelector<HTMLElement>(".page-editor .canvas");
  const frame = canvas?.querySelector("iframe")?.contentDocument;
  const section = frame?.querySelector(`[data-puck-component="${CSS.escape(id)}"]`);
  if (section && frame?.defaultView) toTopOfCanvas(frame.defaultView, section, "auto");
  canvas?.scrollIntoView({ block: "start" });
}

/** The canvas scrolled to put `section` at its top, a little room above it. */
export function toTopOfCanvas(view: Window, section: Element, behavior: ScrollBehavior) {
  view.scrollTo({ top: view.scrollY + section.getBoundingClientRect().top - 16, behavior });
}

/**
 * The page's sections in order, each a button that selects it: the keyboard's way into the canvas, and on to the
 * section's actions and fields (Enter). Each row shows its type's icon, its heading (or first words), what is wrong or
 * left to do in it, and a handle to drag it to another place; on a translation, how many of its texts are still the
 * original's.
 */
export function SectionList({
  translation,
  onChosen,
}: {
  translation?: Translation;
  /** A section chosen here: its actions and fields take the keyboard (Enter) or stay where they are (a click). */
  onChosen?: (chosen: Chosen) => void;
}) {
  const dispatch = usePuckState((s) => s.dispatch);
  const selected = usePuckState((s) => s.appState.ui.itemSelector?.index);
  const content = usePuckState((s) => s.appState.data.content);
  const { problemsAt, schema } = useStore();
  const t = useT();
  const pagePath = useContext(PagePathContext);
  const [dragged, setDragged] = useState<number>();
  const [over, setOver] = useState<number>();
  const left = useMemo(() => {
    const count = new Map<number, number>();
    for (const [, , blocks, index] of translation?.same ?? [])
      if (blocks === "blocks" && typeof index === "number") count.set(index, (count.get(index) ?? 0) + 1);
    return count;
  }, [translation]);
  // Dragged by the pointer onto another row: the section goes to that place (the keyboard has Move up and down).
  const drop = (to: number) => {
    if (dragged === undefined || dragged === to) return;
    dispatch({ type: "reorder", sourceIndex: dragged, destinationIndex: to, destinationZone: ZONE });
    dispatch({ type: "setUi", ui: { itemSelector: { index: to, zone: ZONE } } });
  };
  return (
    <ol className="section-list">
      {content.map((item, index) => {
        const props = item.props as Record<string, unknown>;
        const name = firstWords(props);
        const Icon = iconOf(item.type);
        const typeName = typeNameOf(schema, item.type);
        const problems = problemsAt([...pagePath, "blocks", index], { deep: true });
        const errors = problems.filter(isError).length;
        const toFill = problems.filter((p) => p.toFill).length;
        const warnings = problems.length - errors - toFill;
        const toDo = toFill + (left.get(index) ?? 0);
        return (
          <li
            key={String(props.id)}
            draggable
            className={over === index && dragged !== index ? "drop-here" : undefined}
            onDragStart={(event) => {
              event.dataTransfer.effectAllowed = "move";
              setDragged(index);
            }}
            onDragOver={(event) => {
              if (dragged === undefined) return;
              event.preventDefault();
              setOver(index);
            }}
            onDragLeave={() => setOver((was) => (was === index ? undefined : was))}
            onDrop={(event) => {
              event.preventDefault();
              drop(index);
            }}
            onDragEnd={() => {
              setDragged(undefined);
              setOver(undefined);
            }}
          >
            <button
              type="button"
              aria-pressed={selected === index}
              title={typeName}
              onClick={(event) => {
                dispatch({ type: "setUi", ui: { itemSelector: { index, zone: ZONE } } });
                // A click's detail counts the clicks; Enter and Space give none.
                onChosen?.({ index, byKeyboard: event.detail === 0 });
              }}
            >
              <Icon aria-hidden size={16} className="section-icon" />
              <span className="visually-hidden">{t("page.list.typeOf", { type: typeName })}</span>
              <span className="section-name">{name || typeName}</span>
              {errors ? (
                <span className="section-status status-error">
                  <CircleAlert aria-hidden size={14} />
                  {errors}
                  <span className="visually-hidden">{t("page.list.errors", { count: errors })}</span>
                </span>
              ) : null}
              {warnings ? (
                <span className="section-status status-warning">
                  <TriangleAlert aria-hidden size={14} />
                  {warnings}
                  <span className="visually-hidden">{t("page.list.warnings", { count: warnings })}</span>
                </span>
              ) : null}
              {toDo ? (
                <span className="section-status status-todo">
                  <CircleDashed aria-hidden size={14} />
                  {toDo}
                  {toFill ? <span className="visually-hidden">{t("page.list.toFill")}</span> : null}
                  {left.get(index) ? (
                    <span className="visually-hidden section-left">
                      {t("page.list.toTranslate", { count: left.get(index)! })}
                    </span>
                  ) : null}
                </span>
              ) : null}
            </button>
            <GripVertical aria-hidden size={16} className="drag-handle" />
          </li>
        );
      })}
    </ol>
  );
}

/** A section's heading, or else its first words (a text section's first paragraph), without their markup. */
export function firstWords(props: Record<string, unknown>): string {
  const found = typeof props.heading === "string" && props.heading.trim() ? props.heading : firstText(props);
  return found.replace(/<[^>]*>|\[([^\]]*)\]\([^)]*\)|[*_`]/g, "$1").trim();
}

/** Keys whose values are no words a visitor reads as the section's content. */
const NOT_WORDS = new Set([...NOT_TEXT, ANCHOR, "tone", "imagePosition", "alt"]);

function firstText(value: unknown): string {
  if (typeof value === "string") return value;
  if (Array.isArray(value)) {
    for (const item of value) {
      const text = firstText(item);
      if (text) return text;
    }
  } else if (value && typeof value === "object") {
    for (const [key, child] of Object.entries(value)) {
      if (NOT_WORDS.has(key) || /Label$/.test(key)) continue;
      const text = firstText(child);
      if (text) return text;
    }
  }
  return "";
}

/** A section moved, added or removed, said aloud: where it went shows nowhere a screen reader is reading. */
export function SectionChangesSaid() {
  const content = usePuckState((s) => s.appState.data.content);
  const selected = usePuckState((s) => s.appState.ui.itemSelector?.index);
  const announce = useAnnounce();
  const { schema } = useStore();
  const t = useT();
  const before = useRef<{ id: string; type: string }[] | undefined>(undefined);
  useEffect(() => {
    const now = content.map((item) => ({ id: String(item.props.id), type: item.type }));
    const was = before.current;
    before.current = now;
    if (!was) return;
    const named = (type: string) => typeInSentence(schema, type);
    const count = now.length;
    if (now.length === was.length + 1) {
      const at = now.findIndex((item) => !was.some((old) => old.id === item.id));
      if (at >= 0) announce(t("page.said.added", { type: named(now[at]!.type), place: at + 1, count }));
    } else if (now.length === was.length - 1) {
      const gone = was.find((old) => !now.some((item) => item.id === old.id));
      if (gone) announce(t("page.said.removed", { type: named(gone.type), count }));
    } else if (now.length === was.length && selected !== undefined && now[selected]) {
      const moved = now[selected]!;
      const from = was.findIndex((old) => old.id === moved.id);
      if (from >= 0 && from !== selected)
        announce(
          t(from > selected ? "page.said.movedUp" : "page.said.movedDown", {
            type: named(moved.type),
            place: selected + 1,
          }),
        );
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [content]);
  return null;
}
