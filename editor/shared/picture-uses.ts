/**
 * Where a site uses each picture, and a picture put in another's place everywhere: one definition for the editor's
 * Pictures screen and its server, which refuses to delete a picture the saved site still uses.
 */
import type { JsonPath } from "../../src/validate/report/problem.ts";
import { walkSite } from "../../src/site/walk.ts";

/** A picture's name as the site and the Pictures screen say it: a file of images/, in any folder of it. */
export const PICTURE_NAME = /^images\/[A-Za-z0-9_-]+(?:\/[A-Za-z0-9_-]+)*\.(?:svg|png|jpe?g|webp|avif)$/i;

/** One place a picture is shown: the path of its `{ src, alt }` object and its description there. */
export interface PictureUse {
  path: JsonPath;
  alt?: string;
}

/** Every picture the site names, each with the places it is used, in the file's order. */
export function pictureUses(site: unknown): Map<string, PictureUse[]> {
  const uses = new Map<string, PictureUse[]>();
  walkSite(site, {
    onImage: (image, path) => {
      const src = image.src as string;
      const alt = typeof image.alt === "string" ? image.alt : undefined;
      uses.set(src, [...(uses.get(src) ?? []), { path: [...path], ...(alt !== undefined ? { alt } : {}) }]);
    },
  });
  return uses;
}

/**
 * The pages (and other parts) that use `src`, once each, named for a refusal an owner reads: a page or a post by
 * its address, a part of the site by its title (`partTitle`), a language's part by its name too.
 */
export function partsUsing(
  site: unknown,
  src: string,
  partTitle: (key: string) => string,
  entryName: EntryName = englishEntryName,
): string[] {
  const named = new Set<string>();
  for (const { path } of pictureUses(site).get(src) ?? []) named.add(partName(site, path, partTitle, entryName));
  return [...named];
}

/** A page or a post named by its address, in the reader's language. */
export type EntryName = (kind: "page" | "post", path: string) => string;
const englishEntryName: EntryName = (kind, path) => `${kind === "page" ? "Page" : "Post"} “${path}”`;

function partName(site: unknown, path: JsonPath, partTitle: (key: string) => string, entryName: EntryName): string {
  const [top, index] = path;
  const list = (site as Record<string, unknown>)[String(top)];
  const entry = Array.isArray(list) && typeof index === "number" ? (list[index] as Record<string, unknown>) : {};
  if ((top === "pages" || top === "posts") && typeof entry?.path === "string")
    return entryName(top === "pages" ? "page" : "post", entry.path);
  if (top === "languages" && typeof entry?.language === "string")
    return `${partTitle("languages")} › ${entry.language}`;
  return partTitle(String(top));
}

/**
 * The site with every use of the picture `from` showing `to` instead, each keeping its own description; the same
 * object where nothing changes, so an undo step holds only the places changed.
 */
export function withPictureReplaced<T>(site: T, from: string, to: string): T {
  const replace = (value: unknown): unknown => {
    if (Array.isArray(value)) {
      const items = value.map(replace);
      return items.some((item, n) => item !== value[n]) ? items : value;
    }
    if (value === null || typeof value !== "object") return value;
    const object = value as Record<string, unknown>;
    let changed = object.src === from;
    const next: Record<string, unknown> = {};
    for (const key of Object.keys(object)) {
      next[key] = key === "src" && object.src === from ? to : replace(object[key]);
      if (next[key] !== object[key]) changed = true;
    }
    return changed ? next : object;
  };
  return replace(site) as T;
}
