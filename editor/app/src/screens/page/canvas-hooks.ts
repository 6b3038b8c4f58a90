/** The canvas following the selection, and a tap on it leading to the fields on a phone. */
import { useEffect } from "react";
import "@puckeditor/core/no-external.css";
import { usePuckState } from "../../canvas/puck-state.ts";
import { toTopOfCanvas } from "./SectionList.tsx";

/** The layout of a phone or a narrow window: the fields below the canvas, not beside it (styles/page-editor.css). */
export const STACKED = "(max-width: 900px)";

/**
 * A section tapped on the canvas of a phone brings its fields into view. There the fields are below the canvas, and a
 * tap selected the section with nothing else on screen changing: its fields, a screen's height further down, were
 * never seen. Beside the canvas (a wider window) they already are, and nothing moves.
 */
export function useFieldsOnTap(frame: Document | undefined) {
  useEffect(() => {
    if (!frame) return;
    let handle = 0;
    const onClick = (event: MouseEvent) => {
      if (!window.matchMedia(STACKED).matches) return;
      if (!(event.target instanceof frame.defaultView!.Element) || !event.target.closest("[data-puck-component]"))
        return;
      cancelAnimationFrame(handle);
      // Puck selects the section on the same click; its fields are drawn a frame or two later.
      let frames = 0;
      const look = () => {
        const title = document.querySelector<HTMLElement>(".panel-right .section-actions .fields-title");
        if (!title) {
          if (++frames < 30) handle = requestAnimationFrame(look);
          return;
        }
        title.scrollIntoView({ block: "start" });
        title.focus({ preventScroll: true });
      };
      handle = requestAnimationFrame(look);
    };
    // Captured: Puck's own handler, on the section, lets no click rise past it.
    frame.addEventListener("click", onClick, true);
    return () => {
      frame.removeEventListener("click", onClick, true);
      cancelAnimationFrame(handle);
    };
  }, [frame]);
}

/**
 * The selected section brought into the canvas's view. One added at the end, chosen in the list of sections, moved, or
 * jumped to from a problem was selected out of sight below the canvas's fold: its fields showed, the section did not.
 * A section whose top is in view (one clicked in the canvas) stays where it is.
 */
export function useScrollToSelected(frame: Document | undefined) {
  const id = usePuckState((s) => s.selectedItem?.props.id as string | undefined);
  const index = usePuckState((s) => s.appState.ui.itemSelector?.index);
  useEffect(() => {
    const view = frame?.defaultView;
    if (id === undefined || !frame || !view) return;
    let frames = 0;
    let handle = 0;
    const look = () => {
      const section = frame.querySelector(`[data-puck-component="${CSS.escape(id)}"]`);
      // A section just added is drawn a frame or two later.
      if (!section) {
        if (++frames < 30) handle = requestAnimationFrame(look);
        return;
      }
      const { top } = section.getBoundingClientRect();
      if (top >= 0 && top <= view.innerHeight - 48) return;
      const still = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
      toTopOfCanvas(view, section, still ? "auto" : "smooth");
    };
    look();
    return () => cancelAnimationFrame(handle);
  }, [frame, id, index]);
}
