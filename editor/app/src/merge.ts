/**
 * Three-way merge of site data, for re-applying the owner's unsaved edits onto a file that changed on disk
 * (another editor, a `git pull`) or onto a draft kept from an earlier visit: what the owner changed since `base`
 * wins; everything else is taken from `theirs`, so neither side's edits are lost.
 */

const isRecord = (value: unknown): value is Record<string, unknown> =>
  Boolean(value) && typeof value === "object" && !Array.isArray(value);

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
  if (same(theirs, base)) return mine;
  if (isRecord(base) && isRecord(mine) && isRecord(theirs)) {
    const out: Record<string, unknown> = {};
    const keys = new Set([...Object.keys(theirs), ...Object.keys(mine)]);
    for (const key of keys) {
      const value = merge3(base[key], mine[key], theirs[key]);
      if (value !== undefined) out[key] = value;
    }
    return out;
  }
  if (Array.isArray(base) && Array.isArray(mine) && Array.isArray(theirs)) {
    // Same length on all three sides: the same items, edited in place; merge each.
    if (base.length === mine.length && base.length === theirs.length) {
      return base.map((item, index) => merge3(item, mine[index], theirs[index]));
    }
  }
  return mine;
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
