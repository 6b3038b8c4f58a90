import { isRecord } from "../site/json-path.ts";
/**
 * What the editor sends to check or save the site: the changes from the version of site.json it loaded or last saved
 * (named by that file's hash), not the whole site. On a 1,000-page site the whole is 10 MB, which the browser wrote
 * out and the server read, screened and parsed for every check, a few times a minute while the owner types, and
 * compared value by value with the file's data, since nothing in it was shared.
 *
 * `changesBetween` lists them: the owner's edits share every untouched part with the version they came from, so the
 * walk stops at the first shared reference, and a list whose items were added, removed or moved is sent as the places
 * of its old items and the new items only. `applyChanges` makes the edited site from the server's copy of that same
 * version, sharing its untouched parts (so writing the text and checking it find them equal at once), and refuses
 * anything that is not such a list of changes: it is read from a request.
 */

/** A field's name or a list's index. */
export type Key = string | number;

export type Change =
  /** The value at `at` is now `value` (a field added or changed, an item replaced). */
  | { at: Key[]; value: unknown }
  /** The field at `at` is gone. */
  | { at: Key[]; remove: true }
  /** The list at `at` is now these items: a number is the old list's item at that index, kept as it was. */
  | { at: Key[]; items: Array<number | { value: unknown }> };

/** The changes that make `after` from `before`. */
export function changesBetween(before: unknown, after: unknown): Change[] {
  const changes: Change[] = [];
  walk(before, after, [], changes);
  return changes;
}

function walk(before: unknown, after: unknown, at: Key[], changes: Change[]): void {
  if (before === after) return;
  if (isRecord(before) && isRecord(after)) {
    for (const key of Object.keys(after)) {
      if (after[key] === undefined) continue;
      if (before[key] === undefined) changes.push({ at: [...at, key], value: after[key] });
      else walk(before[key], after[key], [...at, key], changes);
    }
    for (const key of Object.keys(before)) {
      if (before[key] !== undefined && after[key] === undefined) changes.push({ at: [...at, key], remove: true });
    }
    return;
  }
  if (Array.isArray(before) && Array.isArray(after)) {
    // An item kept from the old list, at another index: the list is sent as old indexes and new items.
    const index = new Map<unknown, number>();
    before.forEach((item, n) => {
      if (typeof item === "object" && item !== null && !index.has(item)) index.set(item, n);
    });
    const moved = after.some((item, n) => index.has(item) && index.get(item) !== n);
    if (before.length === after.length && !moved) {
      for (let n = 0; n < after.length; n++) walk(before[n], after[n], [...at, n], changes);
      return;
    }
    changes.push({ at, items: after.map((item) => index.get(item) ?? { value: item ?? null }) });
    return;
  }
  changes.push({ at, value: after ?? null });
}

/** A list of changes the server will not apply: its words say what is wrong with it. */
export class ChangesRefused extends Error {}

/** Field names that are not data: set on an object, they would change what it is. */
const NOT_FIELDS = new Set(["__proto__", "constructor", "prototype"]);
/** More changes than any edit between two checks makes: the editor sends the whole site instead. */
export const MAX_CHANGES = 10_000;

/**
 * The site `changes` make from `data`, sharing what they leave untouched; `data` itself is not changed. Throws
 * ChangesRefused for anything that is not a list of changes to this data.
 */
export function applyChanges(data: unknown, changes: unknown): unknown {
  if (!Array.isArray(changes) || changes.length > MAX_CHANGES) {
    throw new ChangesRefused(`changes must be a list of at most ${MAX_CHANGES}`);
  }
  // The objects and lists made here, which the later changes may edit in place.
  const made = new WeakSet<object>();
  const copy = <T extends object>(value: T): T => {
    const fresh = (Array.isArray(value) ? [...value] : { ...value }) as T;
    made.add(fresh);
    return fresh;
  };
  const root = { data };
  made.add(root);
  for (const change of changes as unknown[]) {
    if (!isRecord(change) || !Array.isArray(change.at)) throw new ChangesRefused("a change has no place (at)");
    const at = change.at as unknown[];
    // The value holding the changed one, made anew along the way: the root's holder first.
    let holder: Record<string, unknown> | unknown[] = root;
    let key: string | number = "data";
    for (const next of at) {
      let value: unknown = (holder as Record<string | number, unknown>)[key];
      if (!made.has(value as object)) {
        if (typeof value !== "object" || value === null) throw new ChangesRefused(`nothing at ${describe(at)}`);
        value = copy(value);
        (holder as Record<string | number, unknown>)[key] = value;
      }
      holder = value as Record<string, unknown> | unknown[];
      key = keyIn(holder, next, at);
    }
    const target = holder as Record<string | number, unknown>;
    if ("remove" in change) {
      if (change.remove !== true || Array.isArray(holder) || !Object.hasOwn(holder, key)) {
        throw new ChangesRefused(`no field to remove at ${describe(at)}`);
      }
      delete target[key];
    } else if ("items" in change) {
      const old = target[key];
      if (!Array.isArray(old) || !Array.isArray(change.items)) throw new ChangesRefused(`no list at ${describe(at)}`);
      target[key] = (change.items as unknown[]).map((item) => {
        if (typeof item === "number" && Number.isInteger(item) && item >= 0 && item < old.length) return old[item];
        if (isRecord(item) && "value" in item) return item.value;
        throw new ChangesRefused(`an item of the list at ${describe(at)} is neither an old index nor a value`);
      });
      made.add(target[key] as object);
    } else if ("value" in change) {
      target[key] = change.value;
    } else {
      throw new ChangesRefused(`a change at ${describe(at)} says neither value, items nor remove`);
    }
  }
  return root.data;
}

/** `next` as a key of `holder`: an index inside a list, a field's name (which may be new) in an object. */
function keyIn(holder: Record<string, unknown> | unknown[], next: unknown, at: unknown[]): string | number {
  if (Array.isArray(holder)) {
    if (typeof next === "number" && Number.isInteger(next) && next >= 0 && next < holder.length) return next;
    throw new ChangesRefused(`no item ${String(next)} in the list at ${describe(at)}`);
  }
  if (typeof next === "string" && !NOT_FIELDS.has(next)) return next;
  throw new ChangesRefused(`${JSON.stringify(next) ?? "nothing"} is not a field's name (at ${describe(at)})`);
}

const describe = (at: unknown[]) => (at.length ? at.map((key) => JSON.stringify(key)).join(".") : "the root");
