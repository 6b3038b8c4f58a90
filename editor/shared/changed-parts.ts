/**
 * What a save changed, part of the site by part, as values rather than words: the editor's History says them in the
 * owner's words and language (“Palm Tree Trimming: title and heading”). The server computes them, as it alone holds
 * both versions; the app words them.
 */
import { changesBetween, type Key } from "../../src/save/changes.ts";
import { isRecord, valueAt } from "../../src/site/json-path.ts";

/** A page or post as History names it: the home page, else its title, else its address. */
export interface EntryName {
  title?: string;
  path?: string;
  language?: string;
}

export type ChangedPart =
  /** A page or post: the fields changed in it (a section's own field, else the section's type), or all of it. */
  | { kind: "page" | "post"; entry: EntryName; fields: string[]; whole?: "added" | "removed" }
  /** Pages or posts added to or taken out of their list. */
  | { kind: "pages" | "posts"; added: EntryName[]; removed: EntryName[] }
  /** Any other part of the site (business, footer…), in a language where it is one language's. */
  | { kind: "part"; key: string; language?: string; fields: string[] };

const nameOf = (entry: unknown): EntryName => {
  if (!isRecord(entry)) return {};
  const text = (key: string) => (typeof entry[key] === "string" ? { [key]: entry[key] as string } : {});
  return { ...text("title"), ...text("path"), ...text("language") };
};

/** The field a change is in, below an entry or part: a section's own field, else the section's type, else the key. */
function fieldOf(rest: Key[], within: unknown): string | undefined {
  if (rest[0] === "blocks" && typeof rest[1] === "number") {
    const field = rest.slice(2).find((key): key is string => typeof key === "string");
    if (field) return field;
    const block = valueAt(within, rest.slice(0, 2));
    return isRecord(block) && typeof block.type === "string" ? block.type : "blocks";
  }
  return rest.find((key): key is string => typeof key === "string");
}

/** The parts `after` changed from `before`, in the order first met, one entry a part. */
export function changedParts(before: unknown, after: unknown): ChangedPart[] {
  const parts = new Map<string, ChangedPart>();
  const add = (id: string, make: () => ChangedPart, field?: string) => {
    const part = parts.get(id) ?? make();
    parts.set(id, part);
    if (field && "fields" in part && !part.fields.includes(field)) part.fields.push(field);
  };
  for (const change of changesBetween(before, after)) {
    const [first, index, ...rest] = change.at;
    if ((first === "pages" || first === "posts") && typeof index === "number") {
      const entry = valueAt(after, [first, index]) ?? valueAt(before, [first, index]);
      const kind = first === "pages" ? "page" : "post";
      const was = valueAt(before, [first, index]);
      const whole = rest.length
        ? undefined
        : was === undefined
          ? "added"
          : valueAt(after, [first, index]) === undefined
            ? "removed"
            : undefined;
      const make = (): ChangedPart => ({ kind, entry: nameOf(entry), fields: [], ...(whole ? { whole } : {}) });
      add(`${first}.${index}`, make, rest.length ? fieldOf(rest, entry) : undefined);
    } else if ((first === "pages" || first === "posts") && change.at.length === 1) {
      const paths = (data: unknown) => ((valueAt(data, [first]) as unknown[] | undefined) ?? []).map(nameOf);
      const [old, now] = [paths(before), paths(after)];
      const has = (list: EntryName[], entry: EntryName) => list.some((other) => other.path === entry.path);
      parts.set(first, {
        kind: first,
        added: now.filter((entry) => !has(old, entry)),
        removed: old.filter((entry) => !has(now, entry)),
      });
      // A list that changed length is sent whole: the pages kept in it may have changed too.
      const olds = (valueAt(before, [first]) as unknown[] | undefined) ?? [];
      ((valueAt(after, [first]) as unknown[] | undefined) ?? []).forEach((entry, index) => {
        const was = olds.find((other) => nameOf(other).path === nameOf(entry).path);
        if (was === undefined || was === entry) return;
        const kind = first === "pages" ? "page" : "post";
        for (const inner of changesBetween(was, entry))
          add(`${first}.${index}`, () => ({ kind, entry: nameOf(entry), fields: [] }), fieldOf(inner.at, entry));
      });
    } else if (first === "languages" && typeof index === "number") {
      const entry = valueAt(after, [first, index]) ?? valueAt(before, [first, index]);
      const language = nameOf(entry).language;
      const [key, ...inside] = rest;
      const part = typeof key === "string" ? key : "languages";
      const make = (): ChangedPart => ({ kind: "part", key: part, fields: [], ...(language ? { language } : {}) });
      add(`languages.${index}.${part}`, make, fieldOf(inside, undefined));
    } else if (typeof first === "string") {
      add(first, () => ({ kind: "part", key: first, fields: [] }), fieldOf(change.at.slice(1), undefined));
    }
  }
  return [...parts.values()];
}
