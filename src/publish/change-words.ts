/**
 * What changed between two versions of the site, in the owner's words, one part of the site at a time:
 * `Home page: heading changed; Business: phone number changed`. Used for the commit message, the publish history
 * and the editor's "what will go live" list. Pure: the editor's browser app may import it.
 */
import { changesBetween, type Change, type Key } from "../save/changes.ts";
import { isRecord, valueAt } from "../site/json-path.ts";
import { labelFor } from "../site/field-labels.ts";

const SECTIONS: Record<string, string> = {
  site: "Website",
  theme: "Look",
  business: "Business",
  estimateForm: "Estimate form",
  navigation: "Menu",
  footer: "Footer",
  labels: "Labels",
  notFound: "Not-found page",
};

/** A field as the editor labels it, inside a sentence: "phone number changed". */
const fieldWords = (key: string) => labelFor(key).toLowerCase();

/** A page's or post's name: the home page, else its title up to the first " | ", else its address. */
function entryName(kind: "page" | "post", entry: unknown): string {
  const path = isRecord(entry) && typeof entry.path === "string" ? entry.path : undefined;
  if (kind === "page" && (path === "/" || /^\/[a-z]{2}(-[A-Za-z]{2})?\/$/.test(path ?? ""))) {
    return path === "/" ? "Home page" : `Home page (${path})`;
  }
  const title = isRecord(entry) && typeof entry.title === "string" ? entry.title.split(" | ")[0]!.trim() : "";
  return `${kind === "page" ? "Page" : "Post"} "${title || path || "untitled"}"`;
}

/** The part of the site a change is in, and what in it changed, in words. */
function wordChange(change: Change, before: unknown, after: unknown): { part: string; what: string } {
  const at = change.at;
  const verb =
    "remove" in change
      ? "removed"
      : "items" in change
        ? "changed"
        : valueAt(before, at) === undefined
          ? "added"
          : "changed";
  const [first, index, ...rest] = at;
  if ((first === "pages" || first === "posts") && typeof index === "number") {
    const kind = first === "pages" ? "page" : "post";
    const entry = valueAt(after, [first, index]) ?? valueAt(before, [first, index]);
    if (rest.length === 0) return { part: entryName(kind, entry), what: verb === "changed" ? "replaced" : verb };
    return { part: entryName(kind, entry), what: `${fieldOf(rest, entry)} ${verb}` };
  }
  if ((first === "pages" || first === "posts") && at.length === 1) {
    return { part: first === "pages" ? "Pages" : "Posts", what: listWords(before, after, first) };
  }
  if (first === "languages" && typeof index === "number") {
    const tag = valueAt(after, [first, index, "language"]) ?? valueAt(before, [first, index, "language"]);
    return {
      part: `Language ${String(tag ?? index + 1)}`,
      what: rest.length ? `${fieldOf(rest, undefined)} ${verb}` : verb,
    };
  }
  const part = typeof first === "string" ? (SECTIONS[first] ?? fieldWords(first)) : "Site";
  return { part, what: index === undefined ? verb : `${fieldOf([index, ...rest], undefined)} ${verb}` };
}

/** The words for a field's place inside a page or section: a block's field by its own name, a list by its items. */
function fieldOf(rest: Key[], entry: unknown): string {
  if (rest[0] === "blocks" && typeof rest[1] === "number") {
    const field = rest.slice(2).find((key): key is string => typeof key === "string");
    if (field) return fieldWords(field);
    const type = valueAt(entry, rest.slice(0, 2));
    return isRecord(type) && typeof type.type === "string" ? `${type.type} block` : "block";
  }
  const named = rest.filter((key): key is string => typeof key === "string");
  return named.length ? fieldWords(named[0]!) : "item";
}

function listWords(before: unknown, after: unknown, list: string): string {
  const paths = (data: unknown) =>
    new Set(((valueAt(data, [list]) as unknown[]) ?? []).map((entry) => (isRecord(entry) ? String(entry.path) : "")));
  const [old, now] = [paths(before), paths(after)];
  const added = [...now].filter((path) => !old.has(path));
  const removed = [...old].filter((path) => !now.has(path));
  const words = [...added.map((path) => `${path} added`), ...removed.map((path) => `${path} removed`)];
  return words.join(", ") || "order changed";
}

/** One line per part of the site that changed: `Home page: heading changed, intro changed`. */
export function changesInWords(before: unknown, after: unknown): string[] {
  const parts = new Map<string, Set<string>>();
  for (const change of changesBetween(before, after)) {
    const { part, what } = wordChange(change, before, after);
    if (!parts.has(part)) parts.set(part, new Set());
    parts.get(part)!.add(what);
  }
  return [...parts].map(([part, whats]) => `${part}: ${[...whats].join(", ")}`);
}

/** The changes as one line, for a commit message's subject: at most `max` characters. */
export function summaryLine(lines: readonly string[], max = 200): string {
  if (lines.length === 0) return "No change to the content";
  const whole = lines.join("; ");
  return whole.length <= max ? whole : `${whole.slice(0, max - 1).replace(/[;,]?\s*\S*$/, "")}…`;
}
