/** Where two versions of the site differ: what an undo or a redo changes, to say it and to go there. */
import { isRecord } from "../../../../src/site/json-path.ts";
import type { Path } from "./paths.ts";

/**
 * The paths where `a` and `b` differ, in file order, at most `limit` of them: descending while both are objects or
 * lists of one length (a list whose length changed differs as a whole: an item added or removed).
 */
export function differences(a: unknown, b: unknown, limit = 2, path: Path = [], out: Path[] = []): Path[] {
  if (out.length >= limit || Object.is(a, b)) return out;
  if (Array.isArray(a) && Array.isArray(b) && a.length === b.length) {
    for (let i = 0; i < a.length && out.length < limit; i++) differences(a[i], b[i], limit, [...path, i], out);
  } else if (isRecord(a) && isRecord(b)) {
    for (const key of new Set([...Object.keys(a), ...Object.keys(b)]))
      if (out.length < limit) differences(a[key], b[key], limit, [...path, key], out);
  } else out.push(path);
  return out;
}

/** The first place `a` and `b` differ; undefined where they are the same. */
export const firstDifference = (a: unknown, b: unknown): Path | undefined => differences(a, b, 1)[0];
