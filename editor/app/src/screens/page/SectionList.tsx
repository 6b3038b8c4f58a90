/** The page's sections as a list, each a way to select it on the canvas, and what happens to them said aloud. */
import { useEffect, useMemo, useRef } from "react";
import "@puckeditor/core/no-external.css";
import { labelFor } from "../../model/schema.ts";
import { type Translation } from "../../model/translations.ts";
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
 * section's actions and fields (Enter). On a translation,
 * each says how many of its texts are still the original's.
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
  const left = useMemo(() => {
    const count = new Map<number, number>();
    for (const [, , blocks, index] of translation?.same ?? [])
      if (blocks === "blocks" && typeof index === "number") count.set(index, (count.get(index) ?? 0) + 1);
    return count;
  }, [translation]);
  return (
    <ol className="section-list">
      {content.map((item, index) => {
        const props = item.props as Record<string, unknown>;
        const name = typeof props.heading === "string" ? props.heading : "";
        return (
          <li key={String(props.id)}>
            <button
              type="button"
              aria-pressed={selected === index}
              onClick={(event) => {
                dispatch({ type: "setUi", ui: { itemSelector: { index, zone: ZONE } } });
                // A click's detail counts the clicks; Enter and Space give none.
                onChosen?.({ index, byKeyboard: event.detail === 0 });
              }}
            >
              {labelFor(item.type)}
              {name ? <span className="section-name">{name}</span> : null}
              {left.get(index) ? (
                <span className="section-left">
                  {left.get(index)} {left.get(index) === 1 ? "text" : "texts"} to translate
                </span>
              ) : null}
            </button>
          </li>
        );
      })}
    </ol>
  );
}

/** A section moved, added or removed, said aloud: where it went shows nowhere a screen reader is reading. */
export function SectionChangesSaid() {
  const content = usePuckState((s) => s.appState.data.content);
  const selected = usePuckState((s) => s.appState.ui.itemSelector?.index);
  const announce = useAnnounce();
  const before = useRef<{ id: string; type: string }[] | undefined>(undefined);
  useEffect(() => {
    const now = content.map((item) => ({ id: String(item.props.id), type: item.type }));
    const was = before.current;
    before.current = now;
    if (!was) return;
    const named = (type: string) => `the ${labelFor(type).toLowerCase()} section`;
    const count = `${now.length} ${now.length === 1 ? "section" : "sections"}`;
    if (now.length === was.length + 1) {
      const at = now.findIndex((item) => !was.some((old) => old.id === item.id));
      if (at >= 0) announce(`Added ${named(now[at]!.type)} at place ${at + 1}; the page has ${count}.`);
    } else if (now.length === was.length - 1) {
      const gone = was.find((old) => !now.some((item) => item.id === old.id));
      if (gone) announce(`Removed ${named(gone.type)}; the page has ${count}.`);
    } else if (now.length === was.length && selected !== undefined && now[selected]) {
      const moved = now[selected]!;
      const from = was.findIndex((old) => old.id === moved.id);
      if (from >= 0 && from !== selected)
        announce(`Moved ${named(moved.type)} ${from > selected ? "up" : "down"} to place ${selected + 1}.`);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [content]);
  return null;
}
