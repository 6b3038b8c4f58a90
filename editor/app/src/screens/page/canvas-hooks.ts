/** The canvas following the selection, a tap on it leading to the fields on a phone, an empty picture to its field. */
import { useContext, useEffect, useLayoutEffect, useRef } from "react";
import "@puckeditor/core/no-external.css";
import { useNavigate } from "react-router-dom";
import { usePuckState } from "../../canvas/puck-state.ts";
import { emptyPictures, PagePathContext } from "../../canvas/puck-config.tsx";
import { itemToBlock } from "../../canvas/puck-data.ts";
import { isEmptyPicture } from "../../canvas/preview.tsx";
import { jumpTo } from "../../components/jump.ts";
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

/**
 * An empty picture's placeholder clicked on the canvas: its field (the picture's "Choose" button) takes the keyboard,
 * its section selected and its list item opened.
 */
export function useEmptyPictureClicks(frame: Document | undefined) {
  const content = usePuckState((s) => s.appState.data.content);
  const pagePath = useContext(PagePathContext);
  const navigate = useNavigate();
  const latest = useRef({ content, pagePath, navigate });
  latest.current = { content, pagePath, navigate };
  useEffect(() => {
    if (!frame) return;
    const onClick = (event: MouseEvent) => {
      // Puck takes the pointer off a section's insides while editing: the picture is found by where it is drawn.
      const section = (event.target as Element).closest?.("[data-puck-component]");
      const empties = [...(section?.querySelectorAll("img") ?? [])].filter((img) =>
        isEmptyPicture(img.getAttribute("src")),
      );
      const picture = empties.find((img) => {
        const box = img.getBoundingClientRect();
        const [x, y] = [event.clientX, event.clientY];
        return x >= box.left && x <= box.right && y >= box.top && y <= box.bottom;
      });
      if (!picture || !section) return;
      const { content, pagePath, navigate } = latest.current;
      const index = content.findIndex((item) => item.props.id === section.getAttribute("data-puck-component"));
      const item = content[index];
      if (!item) return;
      const at = emptyPictures(itemToBlock(item))[empties.indexOf(picture)];
      if (at) jumpTo(navigate, [...pagePath, "blocks", index, ...at, "src"]);
    };
    frame.addEventListener("click", onClick, true);
    return () => frame.removeEventListener("click", onClick, true);
  }, [frame]);
}

/** The canvas's scale as `--editor-scale` in the frame: the editor's marks on it keep their size on screen (canvas.css). */
export function useScaleInFrame(frame: Document | undefined, scale: number) {
  useLayoutEffect(() => {
    if (!frame) return;
    const style = frame.createElement("style");
    style.textContent = `:root { --editor-scale: ${scale}; }`;
    frame.head.appendChild(style);
    return () => style.remove();
  }, [frame, scale]);
}
