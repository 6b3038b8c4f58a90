/** Reading plain JSON data without trusting its shape: shared by the validator, the save path and the editor app. */

/** A JSON object: not null, not a list. */
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** The value at `path` (keys and list indexes), or undefined where the path leaves the data. */
export function valueAt(data: unknown, path: readonly (string | number)[]): unknown {
  let current = data;
  for (const part of path) {
    if (current === null || typeof current !== "object") return undefined;
    current = (current as Record<string | number, unknown>)[part];
  }
  return current;
}
