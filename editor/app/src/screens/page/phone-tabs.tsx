/**
 * The page screen on a phone: one of Preview, Sections and Edit at a time, chosen from a row of tabs under the page's
 * header, instead of the three columns one above the other (a column thousands of pixels long, the outline at its end).
 */
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
} from "react";
import { useT } from "../../i18n/useT.ts";
import { STACKED } from "./canvas-hooks.ts";

export const PHONE_TABS = ["preview", "sections", "edit"] as const;
export type PhoneTab = (typeof PHONE_TABS)[number];

const WORDS = { preview: "phone.tab.preview", sections: "phone.tab.sections", edit: "phone.tab.edit" } as const;

export const tabId = (tab: PhoneTab) => `phone-tab-${tab}`;
export const panelId = (tab: PhoneTab) => `phone-panel-${tab}`;

/** Whether the window is a phone's (or as narrow): the page screen then shows one tab's panel at a time. */
export function usePhoneLayout(): boolean {
  return useSyncExternalStore(
    (changed) => {
      const query = window.matchMedia(STACKED);
      query.addEventListener("change", changed);
      return () => query.removeEventListener("change", changed);
    },
    () => window.matchMedia(STACKED).matches,
    () => false,
  );
}

/** The tab each page was left on, for as long as the editor is open: the page drawn again (a restore) keeps it. */
const leftOn = new Map<string, PhoneTab>();

export interface PhoneTabs {
  tab: PhoneTab;
  /** Shows `tab`'s panel; `then` runs once it is drawn (to scroll inside it, or give it the keyboard). */
  show: (tab: PhoneTab, then?: () => void) => void;
}

/** The chosen tab of the page `page`, remembered across the screen being drawn again. */
export function usePhoneTabState(page: string): PhoneTabs {
  const [state, setState] = useState<{ tab: PhoneTab; asked: number }>(() => ({
    tab: leftOn.get(page) ?? "preview",
    asked: 0,
  }));
  const pending = useRef<(() => void)[]>([]);
  useEffect(() => setState((now) => ({ tab: leftOn.get(page) ?? "preview", asked: now.asked })), [page]);
  useEffect(() => {
    const waiting = pending.current.splice(0);
    if (waiting.length === 0) return;
    // Drawn, and laid out a frame later: what follows can scroll and focus inside the shown panel.
    const handle = requestAnimationFrame(() => waiting.forEach((then) => then()));
    return () => cancelAnimationFrame(handle);
  }, [state]);
  const show = useCallback(
    (tab: PhoneTab, then?: () => void) => {
      leftOn.set(page, tab);
      if (then) pending.current.push(then);
      setState((now) => ({ tab, asked: now.asked + 1 }));
    },
    [page],
  );
  return { tab: state.tab, show };
}

/**
 * One tab's panel. Beside each other (a wider window) the panels are no tabs and this wrapper draws as nothing; on a
 * phone only the chosen one shows (page-phone.css).
 */
export function PhonePanel({
  tab,
  phone,
  children,
  onClickCapture,
}: {
  tab: PhoneTab;
  phone: boolean;
  children: ReactNode;
  onClickCapture?: (event: MouseEvent) => void;
}) {
  const shown = usePhoneTabs().tab === tab;
  return (
    <div
      onClickCapture={onClickCapture}
      className={`phone-panel phone-panel-${tab}`}
      id={panelId(tab)}
      data-shown={shown || undefined}
      {...(phone ? { role: "tabpanel", "aria-labelledby": tabId(tab) } : {})}
    >
      {children}
    </div>
  );
}

const NO_TABS: PhoneTabs = { tab: "preview", show: (_tab, then) => then?.() };
export const PhoneTabContext = createContext<PhoneTabs>(NO_TABS);

/** The page screen's tabs, for a control that leads to another one ("See it in the preview"). */
export const usePhoneTabs = (): PhoneTabs => useContext(PhoneTabContext);

/** The row of tabs: a click or Enter shows a tab; the arrow keys, Home and End move between them (the ARIA tabs way). */
export function PhoneTabList() {
  const t = useT();
  const { tab, show } = usePhoneTabs();
  const list = useRef<HTMLDivElement>(null);
  const onKeyDown = (event: KeyboardEvent) => {
    const at = PHONE_TABS.indexOf(tab);
    const to = {
      ArrowRight: (at + 1) % PHONE_TABS.length,
      ArrowLeft: (at + PHONE_TABS.length - 1) % PHONE_TABS.length,
      Home: 0,
      End: PHONE_TABS.length - 1,
    }[event.key];
    if (to === undefined) return;
    event.preventDefault();
    const next = PHONE_TABS[to]!;
    show(next, () => list.current?.querySelector<HTMLElement>(`#${tabId(next)}`)?.focus());
  };
  return (
    <div role="tablist" aria-label={t("phone.tabs")} className="phone-tabs" ref={list} onKeyDown={onKeyDown}>
      {PHONE_TABS.map((each) => (
        <button
          key={each}
          type="button"
          role="tab"
          id={tabId(each)}
          aria-selected={each === tab}
          aria-controls={panelId(each)}
          tabIndex={each === tab ? 0 : -1}
          onClick={() => show(each)}
        >
          {t(WORDS[each])}
        </button>
      ))}
    </div>
  );
}

/** The fields' title, in view and taking the keyboard: where the Edit tab leads, unless focus is already in it. */
function toFields() {
  const focused = document.activeElement;
  if (focused && focused !== document.body && focused.closest(".panel-right")) return;
  const title = document.querySelector<HTMLElement>(".panel-right .fields-title");
  title?.scrollIntoView({ block: "start" });
  title?.focus({ preventScroll: true });
}

/** On a phone, a section newly selected (on the canvas, in the outline, just added) is edited: the Edit tab shows. */
export function useEditOnSelect({ show }: PhoneTabs, phone: boolean, selectedId: unknown) {
  const before = useRef(selectedId);
  useEffect(() => {
    if (before.current === selectedId) return;
    before.current = selectedId;
    if (phone && selectedId !== undefined) show("edit", toFields);
  }, [selectedId, phone, show]);
}

/** A row of the outline pressed on a phone (a section, or the page's settings): its fields show, on the Edit tab. */
export function chosenInOutline(event: MouseEvent, { show }: PhoneTabs, phone: boolean) {
  if (phone && event.target instanceof Element && event.target.closest("button.outline-row, .section-list button"))
    show("edit", toFields);
}

/** On a phone, a tap on a section of the canvas edits it, even the one already selected. */
export function useEditOnTap(frame: Document | undefined) {
  const { show } = usePhoneTabs();
  const phone = usePhoneLayout();
  useEffect(() => {
    if (!frame || !phone) return;
    const onClick = (event: Event) => {
      const target = event.target as Element | null;
      if (target?.closest?.("[data-puck-component]")) show("edit", toFields);
    };
    // Captured: Puck's own handler, on the section, lets no click rise past it.
    frame.addEventListener("click", onClick, true);
    return () => frame.removeEventListener("click", onClick, true);
  }, [frame, phone, show]);
}
