/** Where two versions of the site first differ: what an undo or a redo changes, to say it and to go there. */
import { isRecord, type Path } from "./paths.ts";

/**
 * The path of the first place `a` and `b` differ, descending while both are objects or lists of one length (a list
 * whose length changed differs as a whole: an item added or removed); undefined where they are the same.
 */
export function firstDifference(a: unknown, b: unknown, path: Path = []): Path | undefined {
  if (Object.is(a, b)) return undefined;
  if (Array.isArray(a) && Array.isArray(b)) {
    if (a.length !== b.length) return path;
    for (let i = 0; i < a.length; i++) {
      const found = firstDifference(a[i], b[i], [...path, i]);
      if (found) return found;
    }
    return undefined;
  }
  if (isRecord(a) && isRecord(b)) {
    for (const key of new Set([...Object.keys(a), ...Object.keys(b)])) {
      const found = firstDifference(a[key], b[key], [...path, key]);
      if (found) return found;
    }
    return undefined;
  }
  return path;
}
