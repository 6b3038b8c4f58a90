/** The site's data as the editor holds it, and its two lists of pages and posts. */
export type Site = Record<string, unknown>;
export type Collection = "pages" | "posts";
export type Entry = { title?: string; path?: string; blocks?: unknown[] } & Record<string, unknown>;
