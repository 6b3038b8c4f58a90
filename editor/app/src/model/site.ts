export type Site = Record<string, unknown>;
export type Collection = "pages" | "posts";
export type Entry = { title?: string; path?: string; blocks?: unknown[] } & Record<string, unknown>;
