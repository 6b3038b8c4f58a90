/**
 * The keyboard never left on the page's top (`<body>`): when the control it was on goes away (a page opened from the
 * list, the fields drawn again after Undo, a button that hid itself), it goes to the same control drawn again, else
 * to where the screen starts (a page's sections list, or the screen itself).
 */
import { useEffect, useRef } from "react";
import { useLocation } from "react-router-dom";
import type { JumpState } from "./jump.ts";

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

/** The first control of SCREEN_START shown, made focusable where it is a heading. */
function screenStart(): HTMLElement | undefined {
  const target = SCREEN_START.map((s) => document.querySelector<HTMLElement>(s)).find(Boolean) ?? undefined;
  if (target && target.tabIndex < 0 && !target.hasAttribute("tabindex")) target.setAttribute("tabindex", "-1");
  return target;
}

/**
 * A screen opened (a page from the list, a part of the site from the top bar) takes the keyboard at its start, as a
 * new page in a browser does; a jump to a field (from Problems, Find) focuses that field instead.
 */
export function useFocusOnScreenChange(): void {
  const { pathname, state } = useLocation();
  const jump = Boolean((state as JumpState | null)?.jump);
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    if (jump) return;
    let tries = 0;
    const timer = setInterval(() => {
      const target = screenStart();
      if (!target && ++tries <= 20) return;
      clearInterval(timer);
      target?.focus({ preventScroll: true });
    }, 50);
    return () => clearInterval(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname]);
}

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
      const target = sameControl(lost) ?? (startNow ? screenStart() : null);
      if (target) {
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
