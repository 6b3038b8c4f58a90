/**
 * One "Add …" button for a section with two lists (a text's paragraphs and bullets), opening a menu of them (the ARIA
 * menu button pattern): the section's toolbar keeps five buttons, each at most two arrow keys from the first.
 */
import { useEffect, useId, useRef, useState } from "react";
import { useT } from "../../i18n/useT.ts";

export interface SectionList {
  key: string;
  /** What one item is called: "paragraph", "bullet" ("párrafo", "punto"). */
  one: string;
  /** At its most items: nothing more can be added. */
  full: boolean;
}

export function AddToListMenu({ lists, addTo }: { lists: SectionList[]; addTo: (key: string) => void }) {
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  const id = useId();
  const t = useT();
  const items = () => [...(menu.current?.querySelectorAll<HTMLButtonElement>("[role=menuitem]:not(:disabled)") ?? [])];
  useEffect(() => {
    if (open) items()[0]?.focus();
  }, [open]);
  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) opener.current?.focus();
  };
  return (
    <span className="add-menu-wrap">
      <button
        type="button"
        ref={opener}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        disabled={lists.every((list) => list.full)}
        onClick={() => setOpen((was) => !was)}
      >
        {t("page.section.addEither", {
          first: lists
            .slice(0, -1)
            .map((list) => list.one)
            .join(", "),
          second: lists.at(-1)!.one,
        })}
      </button>
      {open ? (
        <div
          role="menu"
          id={id}
          ref={menu}
          aria-label={t("page.section.addMenu")}
          className="add-menu"
          onBlur={(event) => {
            if (!event.currentTarget.contains(event.relatedTarget) && event.relatedTarget !== opener.current)
              close(false);
          }}
          onKeyDown={(event) => {
            const all = items();
            const at = all.indexOf(document.activeElement as HTMLButtonElement);
            const to: Record<string, number> = {
              ArrowDown: at + 1,
              ArrowUp: at - 1,
              Home: 0,
              End: all.length - 1,
            };
            if (event.key in to) all[(to[event.key]! + all.length) % all.length]?.focus();
            // Escape, or an arrow along the toolbar, goes back to the button that opened it.
            else if (["Escape", "ArrowLeft", "ArrowRight"].includes(event.key)) close(true);
            else if (event.key === "Tab") close(false);
            else return;
            // The toolbar around it moves along its own buttons with the arrow keys: not while the menu is open.
            if (event.key !== "Tab") event.preventDefault();
            event.stopPropagation();
          }}
        >
          {lists.map((list) => (
            <button
              key={list.key}
              type="button"
              role="menuitem"
              tabIndex={-1}
              disabled={list.full}
              onClick={() => {
                setOpen(false);
                addTo(list.key);
              }}
            >
              {t("page.section.add", { item: list.one })}
            </button>
          ))}
        </div>
      ) : null}
    </span>
  );
}
