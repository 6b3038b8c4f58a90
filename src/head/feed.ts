/**
 * The blog's Atom feed (RFC 4287) at /feed.xml, and one per added language at /es/feed.xml: a feed has one
 * xml:lang, and a reader who subscribes from a Spanish page wants the Spanish posts. Absolute URLs, RFC 3339 dates from each post's own
 * published/modified dates (never the build time), the post's excerpt as summary and a link to it.
 * A small writer rather than the `feed` package: Atom needs a dozen elements and one escaping rule,
 * and this keeps the output byte-stable and free of a dependency tree.
 */
import type { PostData, SiteData } from "../../schema/site.ts";

export const FEED_PATH = "/feed.xml";
export const FEED_TYPE = "application/atom+xml";

type FeedSite = Pick<SiteData, "site" | "pages" | "posts" | "business">;

/** A site with posts has a feed; a site without has none (and no link to one). */
export function hasFeed(site: Pick<SiteData, "posts">): boolean {
  return site.posts.length > 0;
}

/** Where a language's feed is: /feed.xml for the default language, /es/feed.xml in the folder /es. */
export const feedPath = (prefix = "") => `${prefix}${FEED_PATH}`;

/** Any language's feed: served as Atom by every host. */
export const isFeedPath = (path: string) => path.endsWith(FEED_PATH);

export const feedUrl = (site: Pick<SiteData, "site">, prefix = "") => `${site.site.url}${feedPath(prefix)}`;

/** The feed's title: the title of the page listing the posts, else the site's name. */
export function feedTitle(site: FeedSite): string {
  const blog = site.pages.find((page) => page.blocks.some((block) => block.type === "postList"));
  return blog?.title ?? site.site.name;
}

/** A site.json date (YYYY-MM-DD) as an RFC 3339 date-time: the start of that day, UTC. */
export function rfc3339(date: string): string {
  if (/^\d{4}-\d{2}-\d{2}$/.test(date)) return `${date}T00:00:00Z`;
  const parsed = new Date(date);
  if (Number.isNaN(parsed.getTime())) throw new Error(`not a date: ${date}`);
  return parsed.toISOString().replace(/\.\d{3}Z$/, "Z");
}

const escapeXml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

const updatedOf = (post: PostData) => post.modified ?? post.published;

/** The feed of the site's posts (a language's view of the site, with `prefix` its folder). */
export function atomFeed(site: FeedSite, prefix = ""): string {
  const posts = [...site.posts].sort((a, b) => updatedOf(b).localeCompare(updatedOf(a)));
  const newest = posts[0];
  if (!newest) throw new Error("a feed needs at least one post");
  const home = `${site.site.url}${prefix || "/"}`;
  const entries = posts.map((post) => {
    const url = `${site.site.url}${post.path}`;
    return [
      "  <entry>",
      `    <id>${escapeXml(url)}</id>`,
      `    <title>${escapeXml(post.heading ?? post.title)}</title>`,
      `    <link rel="alternate" type="text/html" href="${escapeXml(url)}"/>`,
      `    <published>${rfc3339(post.published)}</published>`,
      `    <updated>${rfc3339(updatedOf(post))}</updated>`,
      `    <summary>${escapeXml(post.excerpt)}</summary>`,
      "  </entry>",
    ].join("\n");
  });
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${escapeXml(site.site.language)}">`,
    `  <id>${escapeXml(home)}</id>`,
    `  <title>${escapeXml(feedTitle(site))}</title>`,
    `  <updated>${rfc3339(updatedOf(newest))}</updated>`,
    `  <author><name>${escapeXml(site.business.name)}</name><uri>${escapeXml(home)}</uri></author>`,
    `  <link rel="self" type="${FEED_TYPE}" href="${escapeXml(feedUrl(site, prefix))}"/>`,
    `  <link rel="alternate" type="text/html" href="${escapeXml(home)}"/>`,
    ...entries,
    "</feed>",
    "",
  ].join("\n");
}
