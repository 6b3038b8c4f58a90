/**
 * The canvas's sections as the site draws them, not as controls. Puck's drag library makes each section's wrapper a
 * focusable button (role, tabindex, pressed), which wraps the section's own links and buttons: nested controls for a
 * screen reader, and a tab stop per section. The wrapper stays a surface to point and drag on; the keyboard and screen
 * readers select and move sections in the sections list beside the canvas.
 */
import { useEffect } from "react";

/** What the drag library sets on each section's wrapper to make it a control. */
const CONTROL_ATTRIBUTES = [
  "role",
  "tabindex",
  "aria-roledescription",
  "aria-describedby",
  "aria-pressed",
  "aria-grabbed",
  "aria-disabled",
];

export function plainSections(root: ParentNode): void {
  for (const wrapper of root.querySelectorAll("[data-puck-component]"))
    for (const name of CONTROL_ATTRIBUTES) if (wrapper.hasAttribute(name)) wrapper.removeAttribute(name);
}

/** Keeps the sections in `frame` plain as they are drawn and redrawn. */
export function usePlainSections(frame: Document | undefined): void {
  useEffect(() => {
    if (!frame?.body) return;
    plainSections(frame.body);
    const observer = new MutationObserver(() => plainSections(frame.body));
    observer.observe(frame.body, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: [...CONTROL_ATTRIBUTES, "data-puck-component"],
    });
    return () => observer.disconnect();
  }, [frame]);
}
