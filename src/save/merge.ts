/**
 * Three-way merge of site data, for re-applying the owner's unsaved edits onto a file that changed on disk
 * (another editor, a `git pull`) or onto a draft kept from an earlier visit: what the owner changed since `base`
 * wins where both sides changed the same thing; everything else is taken from `theirs`, so neither side's edits are
 * lost.
 *
 * Lists are merged as diff3 merges lines (node-diff3's longest common subsequence): the items both sides kept as
 * they were anchor the merge, and between two anchors the side that changed the run of items wins. Where both
 * changed the same run, its items are lined up again by what they are (a page or post by its address, a language
 * by its tag, a block by its type, a link by its address) and merged one by one, so the owner's new heading and
 * another editor's new page in the same list are both kept.
 */
import { LCS } from "node-diff3";
import { isRecord } from "../site/json-path.ts";

/**
 * Whether two values would be written as the same JSON (a key holding undefined is no key). Edits share every
 * untouched part with the value they came from, so the comparison stops at the first shared reference: on a
 * 1,000-page site, comparing by JSON.stringify took two 10 MB strings on every render of every keystroke.
 */
export function same(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!same(a[i] ?? null, b[i] ?? null)) return false;
    return true;
  }
  if (isRecord(a) && isRecord(b)) {
    const keys = (value: Record<string, unknown>) => Object.keys(value).filter((key) => value[key] !== undefined);
    const mine = keys(a);
    if (mine.length !== keys(b).length) return false;
    return mine.every((key) => same(a[key], b[key]));
  }
  return false;
}

export function merge3(base: unknown, mine: unknown, theirs: unknown): unknown {
  if (same(mine, base)) return theirs;
  if (same(theirs, base) || same(theirs, mine)) return mine;
  if (isRecord(base) && isRecord(mine) && isRecord(theirs)) {
    const out: Record<string, unknown> = {};
    const keys = new Set([...Object.keys(theirs), ...Object.keys(mine)]);
    for (const key of keys) {
      const value = merge3(base[key], mine[key], theirs[key]);
      if (value !== undefined) out[key] = value;
    }
    return out;
  }
  if (Array.isArray(base) && Array.isArray(mine) && Array.isArray(theirs)) return mergeList(base, mine, theirs, true);
  return mine;
}

/** The fields that name what a list's item is, first found first: a page's or post's address, a language's tag... */
const IDENTITIES = ["path", "language", "type", "href"];

/** What an item is, to line up the items of a run both sides changed: one of IDENTITIES, else its shape. */
function identity(item: unknown): string {
  if (!isRecord(item)) return JSON.stringify(item) ?? "undefined";
  for (const field of IDENTITIES) if (typeof item[field] === "string") return `${field}:${item[field] as string}`;
  return `{${Object.keys(item).sort().join(",")}}`;
}

/** Whether an item is named by a field that no two items of its list share (a page's or post's address). */
const unique = (item: unknown) => isRecord(item) && typeof item.path === "string";

/**
 * The three lists merged. `exact` lines the items up by their whole content (an item is kept by a side only if it is
 * unchanged there); else by identity, and the items lined up are merged in turn.
 */
function mergeList(base: unknown[], mine: unknown[], theirs: unknown[], exact: boolean): unknown[] {
  const key = exact ? contentKey() : identity;
  const tokens = new Map<string, string>();
  // node-diff3 compares strings (as an object's keys): each distinct key becomes a short token of its own.
  const tokenize = (list: unknown[]) =>
    list.map((item) => {
      const k = key(item);
      let token = tokens.get(k);
      if (token === undefined) tokens.set(k, (token = `#${tokens.size}`));
      return token;
    });
  const [o, a, b] = [tokenize(base), tokenize(mine), tokenize(theirs)];
  const inMine = matches(o, a);
  const inTheirs = matches(o, b);
  const out: unknown[] = [];
  // The next item of each list not yet merged.
  let [i, j, k] = [0, 0, 0];
  for (let x = 0; x <= base.length; x++) {
    const anchor = x === base.length || (inMine[x]! >= 0 && inTheirs[x]! >= 0);
    if (!anchor) continue;
    const [aj, bk] = x === base.length ? [mine.length, theirs.length] : [inMine[x]!, inTheirs[x]!];
    out.push(...mergeRun(base.slice(i, x), mine.slice(j, aj), theirs.slice(k, bk), exact));
    if (x === base.length) break;
    out.push(exact ? mine[aj] : merge3(base[x], mine[aj], theirs[bk]));
    [i, j, k] = [x + 1, aj + 1, bk + 1];
  }
  return exact ? settleMoves(base, out) : out;
}

/**
 * A page one side moved and the other edited comes out twice, as a move is a removal and an insertion: where the
 * mover put it, as it was, and where the editor left it, edited. It is kept once, edited, where it was moved to.
 */
function settleMoves(base: unknown[], out: unknown[]): unknown[] {
  const places = new Map<string, number[]>();
  out.forEach((item, n) => {
    if (unique(item)) places.set(identity(item), [...(places.get(identity(item)) ?? []), n]);
  });
  const result = [...out];
  const moved = new Set<number>();
  for (const twice of places.values()) {
    if (twice.length !== 2) continue;
    const asItWas = twice.filter((n) => base.some((old) => same(old, out[n])));
    if (asItWas.length !== 1) continue;
    const edited = twice.find((n) => n !== asItWas[0])!;
    result[asItWas[0]!] = out[edited];
    moved.add(edited);
  }
  return moved.size ? result.filter((_, n) => !moved.has(n)) : result;
}

/** The run of items between two anchors, as each side left it. */
function mergeRun(base: unknown[], mine: unknown[], theirs: unknown[], exact: boolean): unknown[] {
  if (same(mine, base)) return theirs;
  if (same(theirs, base) || same(theirs, mine)) return mine;
  // Both changed this run. Line its items up by what they are, and merge those.
  if (exact) return mergeList(base, mine, theirs, false);
  // Still both changed: item by item when neither added or removed one and the items in each place are the same
  // kind of thing (texts, or objects of one identity: never two pages, or a text section and a hero, merged field by
  // field into one). Else the owner's items but those the other side removed (and the owner left as they were), then
  // the items the other side added or changed here (an address the owner's items already have is the owner's to keep).
  const alike = (n: number) =>
    [base[n], mine[n], theirs[n]].every((item) => !isRecord(item)) ||
    (identity(mine[n]) === identity(base[n]) && identity(theirs[n]) === identity(base[n]));
  if (mine.length === base.length && theirs.length === base.length && base.every((_, n) => alike(n))) {
    return base.map((item, n) => merge3(item, mine[n], theirs[n]));
  }
  const isIn = (list: unknown[]) => (item: unknown) => list.some((other) => same(other, item));
  const kept = mine.filter((item) => !isIn(base)(item) || isIn(theirs)(item));
  const owners = new Set(kept.filter(unique).map(identity));
  const added = theirs.filter(
    (item) => !isIn(base)(item) && !isIn(kept)(item) && !(unique(item) && owners.has(identity(item))),
  );
  return [...kept, ...added];
}

/** For each of `from`'s items, where the longest common subsequence of the two lists puts it in `to`, or -1. */
function matches(from: string[], to: string[]): Int32Array {
  const found = new Int32Array(from.length).fill(-1);
  // The common start and end directly: LCS is quadratic in the items it has to consider.
  let start = 0;
  while (start < from.length && start < to.length && from[start] === to[start]) found[start] = start++;
  let end = 0;
  while (
    end < from.length - start &&
    end < to.length - start &&
    from[from.length - 1 - end] === to[to.length - 1 - end]
  ) {
    found[from.length - 1 - end] = to.length - 1 - end;
    end++;
  }
  const fromMiddle = from.slice(start, from.length - end);
  const toMiddle = to.slice(start, to.length - end);
  for (let c = LCS(fromMiddle, toMiddle); c && c.buffer1index >= 0; c = c.chain!) {
    found[start + c.buffer1index] = start + c.buffer2index;
  }
  return found;
}

/** An item's content as a key, each object written once: the owner's edits share their untouched parts with base. */
function contentKey(): (item: unknown) => string {
  const written = new WeakMap<object, string>();
  return (item) => {
    if (typeof item !== "object" || item === null) return JSON.stringify(item) ?? "undefined";
    let text = written.get(item);
    if (text === undefined) written.set(item, (text = JSON.stringify(item)));
    return text;
  };
}

/** How many leaf values differ between two versions: "3 changes" in the save bar. */
export function countChanges(a: unknown, b: unknown): number {
  if (same(a, b)) return 0;
  if (isRecord(a) && isRecord(b)) {
    let n = 0;
    for (const key of new Set([...Object.keys(a), ...Object.keys(b)])) n += countChanges(a[key], b[key]);
    return n;
  }
  if (Array.isArray(a) && Array.isArray(b) && a.length === b.length) {
    return a.reduce<number>((n, item, index) => n + countChanges(item, b[index]), 0);
  }
  return 1;
}
