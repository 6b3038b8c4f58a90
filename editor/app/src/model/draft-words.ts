/**
 * What unsaved work kept in the browser changes, in the owner's words: the pages and posts by their titles, the other
 * parts by their screens' names. Offered back with no word of what it was, it was kept or discarded blind.
 */
import { same } from "../../../../src/save/merge.ts";
import { partTitle, type JsonSchema } from "./schema.ts";
import { editorLanguage } from "../i18n/language.ts";
import { t } from "../i18n/useT.ts";

type Record_ = Record<string, unknown>;

/** A page's or post's name: its title before " | " (the business's name, a slogan), and its address. */
const nameOf = (entry: Record_): string => {
  const title = typeof entry?.title === "string" ? entry.title.split(" | ")[0]!.trim() : "";
  const path = typeof entry?.path === "string" ? entry.path : "";
  if (!title) return t("shell.draft.entryNoPath", { title: path });
  return path ? t("shell.draft.entry", { title, path }) : t("shell.draft.entryNoPath", { title });
};

/** "a", "a and b", "a, b and c"; in Spanish "a, b y c". */
export function inList(words: readonly string[]): string {
  if (editorLanguage() === "es") return new Intl.ListFormat("es", { type: "conjunction" }).format(words);
  return words.length < 2 ? (words[0] ?? "") : `${words.slice(0, -1).join(", ")} and ${words[words.length - 1]}`;
}

/**
 * Each part `site` changes from `base`, said: "the page “About Us” (/about)", "a new post “Palm care” (/blog/palms)",
 * "the page “Old offer” (/offer), removed", "Business facts". Pages and posts are matched by their addresses (a page
 * whose address changed, at its place and with its title, is said once, as changed).
 */
export function changedParts(base: Record_, site: Record_, schema: JsonSchema): string[] {
  const said: string[] = [];
  for (const key of new Set([...Object.keys(base), ...Object.keys(site)])) {
    if (same(base[key], site[key])) continue;
    if ((key === "pages" || key === "posts") && Array.isArray(site[key])) {
      const kind = key === "pages" ? "page" : "post";
      const before = Array.isArray(base[key]) ? (base[key] as Record_[]) : [];
      const after = site[key] as Record_[];
      const byPath = new Map(before.map((entry) => [entry?.path, entry]));
      const kept = new Set<unknown>();
      const addresses = new Set(after.map((entry) => entry?.path));
      after.forEach((entry, index) => {
        // Found by its address; else, at its place and of its title, a page whose address is gone: its address changed.
        const atPlace = before[index];
        const moved = atPlace && !addresses.has(atPlace.path) && atPlace.title === entry?.title;
        const was = byPath.get(entry?.path) ?? (moved ? atPlace : undefined);
        if (was) kept.add(was);
        if (!was) said.push(t("shell.draft.new", { kind, name: nameOf(entry) }));
        else if (!same(was, entry)) said.push(t("shell.draft.changed", { kind, name: nameOf(entry) }));
      });
      for (const entry of before)
        if (!kept.has(entry)) said.push(t("shell.draft.removed", { kind, name: nameOf(entry) }));
    } else said.push(partTitle(schema, key));
  }
  return said;
}
