/**
 * Each screen's own window title (the browser's tab, a screen reader's window list), said aloud when the screen
 * changes: every screen was "Site editor", and opening one said nothing.
 */
import { useEffect, useRef } from "react";
import { useLocation } from "react-router-dom";
import { useStore } from "../store/StoreProvider.tsx";
import { settingsParts } from "../screens/SettingsScreen.tsx";
import { useAnnounce } from "./Announcer.tsx";

const APP_NAME = "Site editor";

/** The screen at `pathname` in words: "Editing “About Us”", "Business facts", "Pages and posts". */
export function screenName(pathname: string, site: Record<string, unknown>, parts: { key: string; title: string }[]) {
  const record = /^\/(pages|posts)\/(\d+)/.exec(pathname);
  if (record) {
    const entry = (site[record[1]!] as { title?: string; path?: string }[] | undefined)?.[Number(record[2])];
    const name = entry?.title ?? entry?.path;
    return name ? `Editing “${name}”` : "Not found";
  }
  if (pathname === "/pictures") return "Pictures";
  const part = /^\/settings\/([^/]+)/.exec(pathname)?.[1];
  if (part) return parts.find((p) => p.key === part)?.title ?? "Not found";
  return "Pages and posts";
}

export function ScreenTitle() {
  const { pathname } = useLocation();
  const { site, schema } = useStore();
  const announce = useAnnounce();
  const name = screenName(pathname, site as Record<string, unknown>, settingsParts(schema));
  useEffect(() => {
    document.title = `${name} – ${APP_NAME}`;
  }, [name]);
  // Said when the screen changes, not when a page's title is edited on its own screen.
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    announce(`${name} opened`, { fresh: true });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname]);
  return null;
}
