/**
 * The true conflicts of a three-way merge of site data: the same value changed on both sides to different things.
 * merge3 (src/save/merge.ts) lets the owner's side win there, which suits unsaved edits but not a publish, where
 * the other side's change is already live: such places are named to the owner instead, and nothing is merged.
 */
import type { Key } from "../save/changes.ts";
import { same } from "../save/merge.ts";
import { describePlace } from "../validate/report/problem.ts";
import { isRecord } from "../site/json-path.ts";

/** The places (in words) changed differently on both sides. Lists that changed length are merge3's to line up. */
export function trueConflicts(base: unknown, mine: unknown, theirs: unknown): string[] {
  const found: Key[][] = [];
  walk(base, mine, theirs, [], found);
  return found.map((path) => describePlace(path, mine));
}

function walk(base: unknown, mine: unknown, theirs: unknown, at: Key[], found: Key[][]): void {
  if (same(mine, base) || same(theirs, base) || same(mine, theirs)) return;
  if (isRecord(base) && isRecord(mine) && isRecord(theirs)) {
    for (const key of new Set([...Object.keys(mine), ...Object.keys(theirs)])) {
      walk(base[key], mine[key], theirs[key], [...at, key], found);
    }
    return;
  }
  if (Array.isArray(base) && Array.isArray(mine) && Array.isArray(theirs)) {
    if (mine.length === base.length && theirs.length === base.length) {
      base.forEach((item, n) => walk(item, mine[n], theirs[n], [...at, n], found));
    }
    return;
  }
  found.push(at);
}
