/**
 * Scheduled content (Hugo's publishDate / expiryDate): a page, post or block with `publishFrom` / `publishUntil`
 * is left out of the site the pages render outside those days. The days are the build machine's (its TZ), so a
 * scheduled run (`npm run publish -- --scheduled`) changes the site on the day. Pure, given "now".
 */
import type { SiteData } from "../../schema/site.ts";

interface Scheduled {
  publishFrom?: string;
  publishUntil?: string;
}

/** `now` as YYYY-MM-DD in the local time zone. */
export const dayOf = (now: Date): string =>
  `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, "0")}-${String(now.getDate()).padStart(2, "0")}`;

/** Whether something is on the site on `day` (YYYY-MM-DD): from its first day through its last, both included. */
export const isDue = ({ publishFrom, publishUntil }: Scheduled, day: string): boolean =>
  (publishFrom === undefined || publishFrom <= day) && (publishUntil === undefined || day <= publishUntil);

const isScheduled = (item: Scheduled) => item.publishFrom !== undefined || item.publishUntil !== undefined;

/** Every scheduled thing, named (`/blog/spring`, `/#3` for a page's third block), with whether it is due on `day`. */
export function scheduledThings(site: SiteData, day: string): { name: string; due: boolean }[] {
  const found: { name: string; due: boolean }[] = [];
  for (const entry of [...site.pages, ...site.posts]) {
    if (isScheduled(entry)) found.push({ name: entry.path, due: isDue(entry, day) });
    entry.blocks.forEach((block, index) => {
      if (isScheduled(block)) found.push({ name: `${entry.path}#${index + 1}`, due: isDue(block, day) });
    });
  }
  return found;
}

/** The site as it is on `day`: the pages, posts and blocks not due left out. The same object when none is. */
export function dueSite(site: SiteData, day: string): SiteData {
  if (!scheduledThings(site, day).some((thing) => !thing.due)) return site;
  const withDueBlocks = <T extends { blocks: SiteData["pages"][number]["blocks"] }>(entry: T): T =>
    entry.blocks.some((block) => !isDue(block, day))
      ? { ...entry, blocks: entry.blocks.filter((block) => isDue(block, day)) }
      : entry;
  return {
    ...site,
    pages: site.pages.filter((page) => isDue(page, day)).map(withDueBlocks),
    posts: site.posts.filter((post) => isDue(post, day)).map(withDueBlocks),
  };
}
