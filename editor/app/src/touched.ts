/**
 * Which fields the owner has typed in, kept as the site changes shape. A field is known by its place in the site, and
 * a section added before it, a page deleted above it or an item removed from its list moves it: its place is followed
 * from the site before the change to the site after it. A field whose section, page or item is gone is forgotten.
 */
import { pathKey, type Path } from "./schema.ts";

export type Touched = ReadonlyMap<string, Path>;

/**
 * Where the value at `path` in `before` is in `after`, or undefined when it is gone. Only a list whose length changed
 * moves its items (an item added, removed or duplicated): the item is looked for at its place and then outward, as
 * far as the length changed, first as the same object and then as an equal one (a page's sections are made again on
 * every change). A list of the same length is taken to have changed in place, a field typed in or an item moved, and
 * keeps its places, as it did before this module. A part that is no longer a list or an object keeps the rest.
 * Two items alike in every field (two new sections of a type, nothing typed in either) cannot be told apart: the
 * nearer place is taken.
 */
export function followPath(before: unknown, after: unknown, path: Path): Path | undefined {
  const out: Path = [];
  let [was, now] = [before, after];
  for (let at = 0; at < path.length; at++) {
    if (was === now) return [...out, ...path.slice(at)];
    const step = path[at]!;
    let next = step;
    if (Array.isArray(was) && Array.isArray(now) && typeof step === "number" && was.length !== now.length) {
      const found = itemIn(now, was[step], step, Math.abs(now.length - was.length));
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

/** `item`'s index in `list`, looked for from `from` outward, no further than `reach`: the same object, else an equal one. */
function itemIn(list: unknown[], item: unknown, from: number, reach: number): number | undefined {
  const near: number[] = [];
  for (let distance = 0; distance <= reach; distance++)
    for (const at of distance ? [from - distance, from + distance] : [from])
      if (at >= 0 && at < list.length) near.push(at);
  const same = near.find((at) => list[at] === item);
  if (same !== undefined) return same;
  if (item === undefined) return undefined;
  const written = JSON.stringify(item);
  return near.find((at) => JSON.stringify(list[at]) === written);
}
