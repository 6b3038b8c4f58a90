/**
 * Puck's drag sources (the sections on the canvas, the section types in the palette) kept for the pointer only. The
 * drag library marks each a button and a tab stop: on the canvas a button named by the whole section and wrapping its
 * links, in the palette a second copy of each type. The keyboard and screen readers use the sections list and
 * "Add a section" instead, so those marks are taken off as soon as they are put on.
 */
import { useEffect } from "react";

/** What Puck puts on a section of the canvas and on a type of the palette that it lets be dragged. */
export const DRAG_SOURCE = "[data-puck-component], [data-puck-drawer-item]";

/** The marks the drag library adds to a drag source, each meaning "a control" to the keyboard or a screen reader. */
const CONTROL_MARKS = [
  "role",
  "tabindex",
  "aria-roledescription",
  "aria-describedby",
  "aria-pressed",
  "aria-grabbed",
  "aria-disabled",
];

function unmark(element: Element) {
  for (const name of CONTROL_MARKS) if (element.hasAttribute(name)) element.removeAttribute(name);
}

/** Keeps the drag sources under `root` free of the marks of a control, however often the library puts them back. */
export function usePointerOnlyDrag(root: Document | Element | null | undefined): void {
  useEffect(() => {
    if (!root) return;
    const sweep = () => root.querySelectorAll(DRAG_SOURCE).forEach(unmark);
    sweep();
    const observer = new MutationObserver((records) => {
      for (const record of records) {
        if (record.type === "childList") {
          sweep();
          return;
        }
        const target = record.target as Element;
        if (target.matches?.(DRAG_SOURCE)) unmark(target);
      }
    });
    // Puck names a section a drag source after the library has marked it: that naming is watched too.
    const attributeFilter = [...CONTROL_MARKS, "data-puck-component"];
    observer.observe(root, { subtree: true, childList: true, attributes: true, attributeFilter });
    return () => observer.disconnect();
  }, [root]);
}

/** Everything a Tab would stop at in the site's own markup: its links, buttons, fields and disclosures. */
const TAB_STOPS =
  'a[href], button, input, select, textarea, summary, iframe, [contenteditable], [tabindex]:not([tabindex="-1"])';

/**
 * A frame drawing the site as a picture, out of the keyboard's way: neither it nor the site's links inside it are tab
 * stops (they were dozens of Tabs between the sections list and the fields). The pointer and screen readers still
 * reach it; the keyboard reaches each section through the sections list.
 */
export function useOutOfTabOrder(frame: Document | undefined): void {
  useEffect(() => {
    if (!frame) return;
    frame.defaultView?.frameElement?.setAttribute("tabindex", "-1");
    const sweep = () =>
      frame.querySelectorAll(TAB_STOPS).forEach((element) => {
        if (element.getAttribute("tabindex") !== "-1") element.setAttribute("tabindex", "-1");
      });
    sweep();
    const observer = new MutationObserver(sweep);
    observer.observe(frame, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ["tabindex", "href"],
    });
    return () => observer.disconnect();
  }, [frame]);
}
