/**
 * History's words for what a save changed, part by part: “Palm Tree Trimming: title and heading”, “Footer (Español):
 * services heading”, “Pages: Palm Care added”; and the day a save was made: “Today”, “Yesterday”, “Sat, Nov 28”.
 */
import type { ChangedPart, EntryName } from "../../../shared/changed-parts.ts";
import { entryName, languageLabel } from "./owner-place.ts";
import { say } from "./owner-messages.ts";
import { editorLanguage } from "../i18n/language.ts";
import { t } from "../i18n/useT.ts";
import { labelFor, partTitle, type JsonSchema } from "./schema.ts";

/** "title and heading", "title, heading, and intro"; in Spanish "título y encabezado". */
const listed = (items: readonly string[]): string =>
  new Intl.ListFormat(editorLanguage() === "es" ? "es" : "en", { style: "long", type: "conjunction" }).format(items);

/** A day as the editor's language writes it. */
const localeOf = () => (editorLanguage() === "es" ? "es" : []);

/** A label inside a sentence: “heading”, but “HVAC” as it is. */
const inSentence = (label: string): string =>
  /^[A-Z][A-Z]/.test(label) ? label : label.charAt(0).toLowerCase() + label.slice(1);

/** The fields of a part in words: the menu's items are its links. */
const fieldsWords = (fields: string[], key?: string): string =>
  listed(
    fields.map((field) =>
      key === "navigation" && field === "items" ? t("shell.history.menu") : inSentence(labelFor(field)),
    ),
  );

/** One line of History for one changed part of the site. */
export function partLine(part: ChangedPart, site: unknown, schema: JsonSchema): string {
  switch (part.kind) {
    case "page":
    case "post": {
      const place = entryName(part.entry, part.kind, site);
      const fields = part.whole
        ? t(part.whole === "added" ? "shell.history.added" : "shell.history.removed")
        : part.fields.length
          ? fieldsWords(part.fields)
          : t("shell.history.changed");
      return t("shell.history.line", { place, fields });
    }
    case "pages":
    case "posts": {
      const kind = part.kind === "pages" ? "page" : "post";
      const names = (list: EntryName[]) => listed(list.map((entry) => entryName(entry, kind, site)));
      const words = [
        ...(part.added.length ? [t("shell.history.pagesAdded", { names: names(part.added) })] : []),
        ...(part.removed.length ? [t("shell.history.pagesRemoved", { names: names(part.removed) })] : []),
      ];
      return t("shell.history.line", {
        place: partTitle(schema, part.kind),
        fields: words.length ? words.join("; ") : t("shell.history.pagesMoved"),
      });
    }
    case "part":
      return partOfSiteLine(part, site, schema);
  }
}

/** A line for a part of the site other than its pages and posts: “Footer (Español): services heading”. */
function partOfSiteLine(part: Extract<ChangedPart, { kind: "part" }>, site: unknown, schema: JsonSchema): string {
  const language = part.language ? languageLabel(part.language, site) : undefined;
  const title = part.key === "languages" ? (language ?? partTitle(schema, part.key)) : partTitle(schema, part.key);
  const place = language && part.key !== "languages" ? say("place.inLanguage", { part: title, language }) : title;
  const fields = part.fields.filter((field) => field !== part.key);
  return t("shell.history.line", {
    place,
    fields: fields.length ? fieldsWords(fields, part.key) : t("shell.history.changed"),
  });
}

/** The day of a save, as a heading over that day's saves. */
export function dayWords(at: Date, now = new Date()): string {
  if (at.toDateString() === now.toDateString()) return t("shell.history.today");
  const yesterday = new Date(now);
  yesterday.setDate(now.getDate() - 1);
  if (at.toDateString() === yesterday.toDateString()) return t("shell.history.yesterday");
  return at.toLocaleDateString(localeOf(), {
    weekday: "short",
    month: "short",
    day: "numeric",
    ...(at.getFullYear() === now.getFullYear() ? {} : { year: "numeric" }),
  });
}

/** Saves grouped by the day they were made, newest first as given: `[day, saves]` pairs. */
export function byDay<T extends { savedAt?: string }>(saves: T[], now = new Date()): [string, T[]][] {
  const days: [string, T[]][] = [];
  for (const save of saves) {
    const day = save.savedAt ? dayWords(new Date(save.savedAt), now) : t("shell.history.unknownDay");
    const last = days[days.length - 1];
    if (last && last[0] === day) last[1].push(save);
    else days.push([day, [save]]);
  }
  return days;
}
