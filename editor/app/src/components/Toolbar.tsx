/**
 * A row of buttons that is one tab stop (the ARIA toolbar pattern): Tab reaches the button last used, the arrow keys
 * move along the row, wrapping at its ends, and Home and End go to its ends. A section's five actions cost one Tab
 * between its title and its fields, not five.
 */
import { useLayoutEffect, useRef, type ReactNode, type RefObject } from "react";

/** The row's own buttons, not those of a menu one of them opens. */
const ownButtons = (row: HTMLElement) => [...row.querySelectorAll<HTMLButtonElement>("button:not([role=menuitem])")];

/** The buttons the keyboard can stop at: neither disabled nor hidden (a phone's button on a computer). */
function usable(row: HTMLElement): HTMLButtonElement[] {
  return ownButtons(row).filter((button) => !button.disabled && button.getClientRects().length);
}

/** Focuses the toolbar's first button (the arrow keys then count from there, whichever was used last). */
export function focusToolbar(row: HTMLElement | null, scroll = true): boolean {
  const target = row ? usable(row)[0] : undefined;
  target?.focus({ preventScroll: !scroll });
  return Boolean(target);
}

export function Toolbar({
  label,
  className,
  children,
  rowRef,
}: {
  label: string;
  className?: string;
  children: ReactNode;
  rowRef?: RefObject<HTMLDivElement | null>;
}) {
  const own = useRef<HTMLDivElement>(null);
  const row = rowRef ?? own;
  const current = useRef<HTMLButtonElement | null>(null);
  const settle = () => {
    const element = row.current;
    if (!element) return;
    const buttons = usable(element);
    if (!current.current || !buttons.includes(current.current)) current.current = buttons[0] ?? null;
    for (const button of ownButtons(element)) button.tabIndex = button === current.current ? 0 : -1;
  };
  // At every drawing: a button disabled (Move up at the top) or added hands the tab stop on.
  useLayoutEffect(settle);
  const go = (to: (buttons: HTMLButtonElement[], at: number) => number) => {
    const element = row.current;
    if (!element) return false;
    const buttons = usable(element);
    if (!buttons.length) return false;
    const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
    const next = buttons[(to(buttons, at) + buttons.length) % buttons.length];
    next?.focus();
    return true;
  };
  return (
    <div
      role="toolbar"
      aria-label={label}
      className={className}
      ref={row}
      onFocus={(event) => {
        if (event.target instanceof HTMLButtonElement) {
          current.current = event.target;
          settle();
        }
      }}
      onKeyDown={(event) => {
        const moves: Record<string, (buttons: HTMLButtonElement[], at: number) => number> = {
          ArrowRight: (_, at) => at + 1,
          ArrowLeft: (_, at) => (at < 0 ? -1 : at - 1),
          Home: () => 0,
          End: (buttons) => buttons.length - 1,
        };
        const move = moves[event.key];
        if (move && !event.altKey && !event.ctrlKey && !event.metaKey && go(move)) event.preventDefault();
      }}
    >
      {children}
    </div>
  );
}
