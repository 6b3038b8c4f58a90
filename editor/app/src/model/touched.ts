/**
 * Which fields the owner has typed in, kept as the site changes shape. A field is known by its place in the site, and
 * a section added before it, a page deleted above it or an item removed from its list moves it: its place is followed
 * from the site before the change to the site after it. A field whose section, page or item is gone is forgotten.
 */
import { pathKey, type Path } from "./paths.ts";

export type Touched = ReadonlyMap<string, Path>;

/** Where item `index` of `before` is in `after`, a list of another length; undefined where it is gone. */
export type ItemLocator = (before: unknown[], after: unknown[], index: number) => number | undefined;

/**
 * Where the value at `path` in `before` is in `after`, or undefined when it is gone. Only a list whose length changed
 * moves its items (an item added, removed or duplicated): `locate` finds the item, by default (nearby) at its place
 * and then outward, as far as the length changed, first as the same object and then as an equal one (a page's
 * sections are made again on every change). A list of the same length is taken to have changed in place, a field
 * typed in or an item moved, and keeps its places, as it did before this module. A part that is no longer a list or an
 * object keeps the rest. Two items alike in every field (two new sections of a type, nothing typed in either) cannot
 * be told apart: the nearer place is taken.
 */
export function followPath(
  before: unknown,
  after: unknown,
  path: Path,
  locate: ItemLocator = nearby,
): Path | undefined {
  const out: Path = [];
  let [was, now] = [before, after];
  for (let at = 0; at < path.length; at++) {
    if (was === now) return [...out, ...path.slice(at)];
    const step = path[at]!;
    let next = step;
    if (Array.isArray(was) && Array.isArray(now) && typeof step === "number" && was.length !== now.length) {
      const found = locate(was, now, step);
      if (found === undefined) return undefined;
      next = found;
    } else if (!isContainer(was) || !isContainer(now)) {
      return [...out, ...path.slice(at)];
    }
    out.push(next);
    was = (was as Record<string | number, unknown>)[step];
    now = (now as Record<string | number, unknown>)[next];
  }
  return out;
}

/** The touched fields, each at its place in `after`; the very map when nothing moved. */
export function followTouched(touched: Touched, before: unknown, after: unknown): Touched {
  if (!touched.size || before === after) return touched;
  const next = new Map<string, Path>();
  let moved = false;
  for (const [key, path] of touched) {
    const followed = followPath(before, after, path);
    if (!followed) {
      moved = true;
      continue;
    }
    const followedKey = pathKey(followed);
    if (followedKey !== key) moved = true;
    next.set(followedKey, followed);
  }
  return moved ? next : touched;
}

const isContainer = (value: unknown): value is object => typeof value === "object" && value !== null;

/**
 * The item at its place in `after`, else nearby (no further than the lists' lengths differ): the same object, else an
 * equal one.
 */
const nearby: ItemLocator = (before, after, index) => {
  const item = before[index];
  const near: number[] = [];
  for (let distance = 0; distance <= Math.abs(after.length - before.length); distance++)
    for (const at of distance ? [index - distance, index + distance] : [index])
      if (at >= 0 && at < after.length) near.push(at);
  const same = near.find((at) => after[at] === item);
  if (same !== undefined) return same;
  if (item === undefined) return undefined;
  const written = JSON.stringify(item);
  return near.find((at) => JSON.stringify(after[at]) === written);
};

/**
 * The item by the items equal in both lists (their longest common run): one changed in place is the one in the same
 * gap between equal items, where the gap holds as many on both sides. So an answer changed below a question added
 * above it is still found, where `nearby` looks for it as it was and loses it.
 */
export const byCommonRun: ItemLocator = (before, after, index) => {
  const [a, b] = [before.map((item) => JSON.stringify(item)), after.map((item) => JSON.stringify(item))];
  const common = Array.from({ length: a.length + 1 }, () => new Array<number>(b.length + 1).fill(0));
  for (let i = a.length - 1; i >= 0; i--)
    for (let j = b.length - 1; j >= 0; j--)
      common[i]![j] = a[i] === b[j] ? common[i + 1]![j + 1]! + 1 : Math.max(common[i + 1]![j]!, common[i]![j + 1]!);
  // The equal items, in order, with the two lists' ends as the last.
  const equal: [number, number][] = [];
  for (let i = 0, j = 0; i < a.length && j < b.length;)
    if (a[i] === b[j]) equal.push([i++, j++]);
    else if (common[i + 1]![j]! >= common[i]![j + 1]!) i++;
    else j++;
  equal.push([a.length, b.length]);
  let [gapA, gapB] = [0, 0];
  for (const [i, j] of equal) {
    if (index === i) return j;
    if (index < i) return i - gapA === j - gapB ? gapB + (index - gapA) : undefined;
    [gapA, gapB] = [i + 1, j + 1];
  }
  return undefined;
};
