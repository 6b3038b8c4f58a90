/**
 * The keyboard never left on the page's top (`<body>`): when the control it was on goes away (a page opened from the
 * list, the fields drawn again after Undo, a button that hid itself), it goes to the same control drawn again, else
 * to where the screen starts (a page's sections list, or the screen itself).
 */
import { useEffect } from "react";

/** Where a screen starts for the keyboard, first found first: the section chosen, the first section, the screen. */
const SCREEN_START = [
  '#screen .section-list button[aria-pressed="true"]',
  "#screen .section-list button",
  "#screen h1:not(.visually-hidden)",
];

/** How long the same control drawn again may take to show (the fields after Undo), before the screen's start is taken. */
const SAME_WAIT_MS = 300;
/** How long a screen may take to show its start (a page's canvas and lists draw a few frames after its screen). */
const WAIT_MS = 1000;

function sameControl(lost: { id: string; path: string | null }): HTMLElement | null {
  if (lost.id) {
    const byId = document.getElementById(lost.id);
    if (byId) return byId;
  }
  if (lost.path) {
    const box = document.querySelector(`[data-path="${CSS.escape(lost.path)}"]`);
    const inside = box?.querySelector<HTMLElement>("input, select, textarea, button");
    if (inside) return inside;
  }
  return null;
}

export function useFocusKept(): void {
  useEffect(() => {
    let last: HTMLElement | null = null;
    let since = 0;
    let timer = 0;
    const onFocusIn = (event: FocusEvent) => {
      if (event.target instanceof HTMLElement) last = event.target;
    };
    const rescue = () => {
      timer = 0;
      if (document.activeElement && document.activeElement !== document.body) return;
      if (!last || last.isConnected) return;
      const lost = {
        id: last.id,
        path: last.closest("[data-path]")?.getAttribute("data-path") ?? null,
      };
      const waited = performance.now() - since;
      const startNow = !(lost.id || lost.path) || waited >= SAME_WAIT_MS;
      const target =
        sameControl(lost) ??
        (startNow ? SCREEN_START.map((s) => document.querySelector<HTMLElement>(s)).find(Boolean) : null);
      if (target) {
        if (target.tabIndex < 0 && !target.hasAttribute("tabindex")) target.setAttribute("tabindex", "-1");
        target.focus();
        last = target;
        return;
      }
      if (waited >= WAIT_MS) {
        document.getElementById("screen")?.focus();
        return;
      }
      timer = window.setTimeout(rescue, 50);
    };
    const observer = new MutationObserver(() => {
      if (timer || !last || last.isConnected) return;
      if (document.activeElement && document.activeElement !== document.body) return;
      since = performance.now();
      timer = window.setTimeout(rescue, 0);
    });
    document.addEventListener("focusin", onFocusIn);
    observer.observe(document.body, { subtree: true, childList: true });
    return () => {
      document.removeEventListener("focusin", onFocusIn);
      observer.disconnect();
      clearTimeout(timer);
    };
  }, []);
}
