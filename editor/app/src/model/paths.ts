/** Paths into the site's data, and reading and writing the value at one. */
export type Path = (string | number)[];

/** A path as the key of a lookup, e.g. problems by field: `pages.2.blocks.0.heading`. */
export const pathKey = (path: Path): string => path.join(".");

/** Sets `value` at `path` in a copy of `root` (leaving the rest shared); undefined removes the key. */
export function setAt(root: unknown, path: Path, value: unknown): unknown {
  if (!path.length) return value;
  const [head, ...rest] = path;
  if (Array.isArray(root)) {
    const copy = root.slice();
    const next = setAt(copy[head as number], rest, value);
    if (next === undefined && !rest.length) copy.splice(head as number, 1);
    else copy[head as number] = next;
    return copy;
  }
  const record = { ...((root as Record<string, unknown>) ?? {}) };
  const next = setAt(record[head as string], rest, value);
  if (next === undefined) delete record[head as string];
  else record[head as string] = next;
  return record;
}

/** The id of the input that edits `path`: what labels, problems and jumps point at. */
export const fieldId = (path: Path): string => `field-${pathKey(path)}`;
