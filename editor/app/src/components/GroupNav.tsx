/**
 * The editor's four groups (model/groups.ts): their links in the top bar, the current one marked on every screen (a
 * page's too); the list of a group's parts beside its screens; and, on a phone, all of them in the menu drawer.
 */
import { useEffect, useMemo, useRef, type ReactNode } from "react";
import { Link, useLocation } from "react-router-dom";
import { Menu, X } from "lucide-react";
import { groupHome, groupOf, siteGroups, type Group, type GroupEntry } from "../model/groups.ts";
import { settingsParts } from "../screens/SettingsScreen.tsx";
import { useStore } from "../store/StoreProvider.tsx";
import { useEditorLanguage, useT } from "../i18n/useT.ts";

export function useGroups(): Group[] {
  const { schema } = useStore();
  // The groups' words are the editor's language's: made again when it changes.
  const language = useEditorLanguage();
  // eslint-disable-next-line react-hooks/exhaustive-deps
  return useMemo(() => siteGroups(settingsParts(schema)), [schema, language]);
}

/** The four groups, one row, the current one highlighted. */
export function GroupLinks() {
  const groups = useGroups();
  const current = groupOf(useLocation().pathname, groups);
  const t = useT();
  return (
    <nav className="groups" aria-label={t("shell.groups.nav")}>
      {groups.map((group) => (
        <Link key={group.key} to={groupHome(group)} aria-current={group.key === current ? "page" : undefined}>
          {group.title}
        </Link>
      ))}
    </nav>
  );
}

/** A group's entries, each under its subhead where it has one; the one open marked. */
function EntryList({ entries, pathname }: { entries: GroupEntry[]; pathname: string }) {
  const rows: ReactNode[] = [];
  let under: string | undefined;
  for (const entry of entries) {
    if (entry.under && entry.under !== under)
      rows.push(
        <li key={`under-${entry.under}`} className="subnav-head">
          {entry.under}
        </li>,
      );
    under = entry.under;
    rows.push(
      <li key={entry.to}>
        <Link to={entry.to} aria-current={entry.to === pathname ? "page" : undefined}>
          {entry.title}
        </Link>
      </li>,
    );
  }
  return <ul>{rows}</ul>;
}

/**
 * The parts of the group open, listed beside its screens (a phone's menu drawer lists them instead). Before the
 * screen, outside it: the skip link passes over them as over the top bar.
 */
export function GroupParts({ group }: { group: Group }) {
  const { pathname } = useLocation();
  const t = useT();
  return (
    <nav className="subnav" aria-label={t("shell.groups.parts", { group: group.title })}>
      <p className="subnav-title" aria-hidden="true">
        {group.title}
      </p>
      <EntryList entries={group.entries} pathname={pathname} />
    </nav>
  );
}

/** The phone's menu: a button in the app bar, and a drawer listing every group and its parts. */
export function MenuDrawer({ open, setOpen }: { open: boolean; setOpen: (open: boolean) => void }) {
  const groups = useGroups();
  const { pathname } = useLocation();
  const current = groupOf(pathname, groups);
  const t = useT();
  const button = useRef<HTMLButtonElement>(null);
  const drawer = useRef<HTMLElement>(null);
  // A link followed closes it; the keyboard goes into it as it opens.
  useEffect(() => setOpen(false), [pathname, setOpen]);
  useEffect(() => {
    if (open) drawer.current?.querySelector<HTMLElement>("a[aria-current], a")?.focus();
  }, [open]);
  const close = () => {
    setOpen(false);
    button.current?.focus();
  };
  return (
    <>
      <button
        type="button"
        ref={button}
        className="icon-button menu-button"
        aria-label={t("shell.groups.menu")}
        aria-expanded={open}
        aria-controls="menu-drawer"
        onClick={() => setOpen(!open)}
      >
        {open ? <X size={20} aria-hidden="true" /> : <Menu size={20} aria-hidden="true" />}
      </button>
      <nav
        id="menu-drawer"
        ref={drawer}
        className="menu-drawer"
        aria-label={t("shell.groups.nav")}
        hidden={!open}
        onKeyDown={(event) => {
          if (event.key === "Escape") {
            event.preventDefault();
            close();
          }
        }}
      >
        {groups.map((group) => (
          <section key={group.key} className={group.key === current ? "drawer-group current" : "drawer-group"}>
            <h2 aria-current={group.key === current ? "true" : undefined}>{group.title}</h2>
            <EntryList entries={group.entries} pathname={pathname} />
          </section>
        ))}
      </nav>
    </>
  );
}
