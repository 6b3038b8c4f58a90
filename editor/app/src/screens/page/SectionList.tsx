/** The page's sections as a list, each a way to select it on the canvas. */
import { useMemo } from "react";
import "@puckeditor/core/no-external.css";
import { labelFor } from "../../model/schema.ts";
import { type Translation } from "../../model/translations.ts";
import { usePuckState, ZONE } from "../../canvas/puck-state.ts";

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
 * The page's sections in order, each a button that selects it: the keyboard's way into the canvas. On a translation,
 * each says how many of its texts are still the original's.
 */
export function SectionList({ translation }: { translation?: Translation }) {
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
              onClick={() => dispatch({ type: "setUi", ui: { itemSelector: { index, zone: ZONE } } })}
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
