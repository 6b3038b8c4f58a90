/**
 * Each screen's own window title (the browser's tab, a screen reader's window list), said aloud when the screen
 * changes: every screen was "Site editor", and opening one said nothing.
 */
import { useEffect, useRef } from "react";
import { useLocation } from "react-router-dom";
import { useStore } from "../store/StoreProvider.tsx";
import { t, useT } from "../i18n/useT.ts";
import { useAnnounce } from "./Announcer.tsx";
import { useGroups } from "./GroupNav.tsx";

/**
 * The screen at `pathname` in words: "Editing “About Us”", "Business facts", "Pages and posts"; a part of the site
 * by the name its group lists it under (`entries`).
 */
export function screenName(pathname: string, site: Record<string, unknown>, entries: { to: string; title: string }[]) {
  const record = /^\/(pages|posts)\/(\d+)/.exec(pathname);
  if (record) {
    const entry = (site[record[1]!] as { title?: string; path?: string }[] | undefined)?.[Number(record[2])];
    const name = entry?.title ?? entry?.path;
    return name ? t("shell.screen.editing", { name }) : t("shell.screen.notFound");
  }
  if (pathname === "/pictures") return t("shell.group.pictures");
  const part = /^\/settings\/([^/]+)/.exec(pathname)?.[1];
  if (part) return entries.find((entry) => entry.to === `/settings/${part}`)?.title ?? t("shell.screen.notFound");
  return t("shell.group.pagesAndPosts");
}

export function ScreenTitle() {
  const { pathname } = useLocation();
  const { site } = useStore();
  const announce = useAnnounce();
  const say = useT();
  const entries = useGroups().flatMap((group) => group.entries);
  const name = screenName(pathname, site as Record<string, unknown>, entries);
  const windowTitle = say("shell.screen.windowTitle", { screen: name, app: say("shell.appName") });
  useEffect(() => {
    document.title = windowTitle;
  }, [windowTitle]);
  // Said when the screen changes, not when a page's title is edited on its own screen.
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    announce(say("shell.screen.opened", { screen: name }), { fresh: true });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname]);
  return null;
}
