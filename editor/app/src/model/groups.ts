/**
 * The editor's four groups and the parts of the site each lists: one small table. A part of the site the table
 * does not name yet still shows, under Settings, so a part added to the schema is never out of reach. Pure but for
 * the words' language.
 */
import type { MessageId } from "../i18n/catalogues/en.ts";
import { t } from "../i18n/useT.ts";

export type GroupKey = "pages" | "business" | "design" | "settings";

/** A place a group lists: a part of the site edited on its settings screen, or a screen of its own. */
export interface GroupEntry {
  /** The address it opens. */
  to: string;
  title: string;
  /** A subhead it is listed under ("Special pages"), if any. */
  under?: string;
}

export interface Group {
  key: GroupKey;
  title: string;
  entries: GroupEntry[];
}

/** A screen that is not a part of the site's file, listed in a group before its parts. */
interface ScreenEntry {
  to: string;
  title: MessageId;
}

/** A mapped part: its key, the subhead it is under, and its own name where the schema's title is not the owner's. */
interface PartEntry {
  key: string;
  under?: MessageId;
  title?: MessageId;
}

const TABLE: { key: GroupKey; title: MessageId; screens: ScreenEntry[]; parts: PartEntry[] }[] = [
  {
    key: "pages",
    title: "shell.group.pages",
    screens: [
      { to: "/", title: "shell.group.pagesAndPosts" },
      { to: "/pictures", title: "shell.group.pictures" },
    ],
    parts: [
      { key: "labels", title: "shell.group.blogSettings" },
      { key: "notFound", under: "shell.group.specialPages" },
    ],
  },
  {
    key: "business",
    title: "shell.group.business",
    screens: [],
    parts: [{ key: "business" }, { key: "estimateForm" }],
  },
  {
    key: "design",
    title: "shell.group.design",
    screens: [],
    parts: [{ key: "theme" }, { key: "navigation" }, { key: "footer" }],
  },
  {
    key: "settings",
    title: "shell.group.settings",
    screens: [],
    parts: [{ key: "site" }, { key: "languages" }, { key: "redirects" }],
  },
];

/**
 * The four groups with the parts the site's schema has (`parts`: settingsParts' answer, in the schema's order): each
 * mapped part in its group, in the table's order; every other part at the end of Settings.
 */
export function siteGroups(parts: readonly { key: string; title: string }[]): Group[] {
  const titles = new Map(parts.map((part) => [part.key, part.title]));
  const mapped = new Set(TABLE.flatMap((group) => group.parts.map((part) => part.key)));
  return TABLE.map((group) => {
    const entries: GroupEntry[] = [
      ...group.screens.map((screen) => ({ to: screen.to, title: t(screen.title) })),
      ...group.parts
        .filter((part) => titles.has(part.key))
        .map((part) => ({
          to: `/settings/${part.key}`,
          title: part.title ? t(part.title) : titles.get(part.key)!,
          ...(part.under ? { under: t(part.under) } : {}),
        })),
    ];
    if (group.key === "settings")
      for (const part of parts)
        if (!mapped.has(part.key)) entries.push({ to: `/settings/${part.key}`, title: part.title });
    return { key: group.key, title: t(group.title), entries };
  });
}

/** The group the screen at `pathname` belongs to: a page's or a post's screen is in Pages. */
export function groupOf(pathname: string, groups: readonly Group[]): GroupKey | undefined {
  if (pathname === "/" || /^\/(pages|posts)\//.test(pathname)) return "pages";
  const path = pathname.replace(/\/+$/, "");
  return groups.find((group) => group.entries.some((entry) => entry.to === path))?.key;
}

/** Where a group's link leads: its first entry. */
export const groupHome = (group: Group): string => group.entries[0]?.to ?? "/";
