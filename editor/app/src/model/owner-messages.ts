/**
 * The editor's own words for problems, undo and history, as named ICU MessageFormat templates: one catalogue, so
 * another language can supply the same ids. Components ask for a message by id with its values; none holds the words.
 */
import { IntlMessageFormat } from "intl-messageformat";

export const OWNER_MESSAGES = {
  // How much a problem matters, before its title.
  "kind.error": "Must fix",
  "kind.warning": "Worth fixing",
  "kind.fill": "To do",
  "problem.more": "Why?",
  "problem.none": "No problems: the site can be saved.",
  // A problem's short title, by the check's code; `field` is the field's label.
  "title.fill": "Fill in “{field}”",
  "title.noPicture": "No picture chosen yet",
  "title.empty-text": "“{field}” is empty",
  "title.missing-field": "“{field}” is missing",
  "title.unknown-field": "“{field}” does not belong here",
  "title.wrong-type": "“{field}” holds the wrong kind of value",
  "title.bad-format": "“{field}” is not written the right way",
  "title.not-allowed": "“{field}” is not one of the choices",
  "title.bad-link": "This link cannot be followed",
  "title.unsafe-link": "This link is not safe",
  "title.broken-link": "This link leads nowhere",
  "title.missing-alt": "A picture has no description",
  "title.long-heading": "The heading is long",
  "title.long-title": "The title is long",
  "title.short-title": "The title is short",
  "title.long-description": "The description is long",
  "title.short-description": "The description is short",
  "title.untranslated-page": "No {language} version yet",
  "title.unknown-language": "A language the site does not have",
  "title.service-not-in-menu": "A service page is not in the menu",
  "title.not-a-service": "This page is not a service page",
  "title.hero-count": "The first section should be a Hero",
  "title.other": "{severity, select, error {“{field}” needs fixing} other {“{field}” is worth a look}}",
  "title.otherNoField":
    "{severity, select, error {Something here needs fixing} other {Something here is worth a look}}",
  // One line of why, where the check's own words are not the best one.
  "why.fill": "{expected}.",
  "why.noPicture": "Choose one of the site's pictures, or upload one.",
  "why.missing-alt": "Visitors who cannot see the picture hear this text instead.",
  "why.untranslated-page": "Until there is one, the language switcher leads to the home page.",
  "why.unknown-language": "{language} is not one of the site's languages.",
  "why.empty-text": "Visitors would see nothing here.",
  // The check's whole words, behind "Why?".
  "details.expected": "It should be {expected}.",
  // Places, as the editor's screens name them.
  "place.home": "Home page",
  "place.homeIn": "Home page ({language})",
  "place.untitled": "Untitled {kind, select, post {post} other {page}}",
  "place.menu": "{label} menu",
  "place.mainMenu": "Menu",
  "place.inLanguage": "{part} ({language})",
  "place.wholeSite": "The whole site",
  "place.site": "the site",
  // Undo's notice.
  "undo.done":
    "{move, select, undo {Undone} other {Redone}}: a change to {field, select, none {} other {“{field}” on }}{place}{more, select, yes { and more} other {}}",
  // History of saves.
  "history.saved": "Saved {signed, select, yes {by {who} } other {}}at {time}",
  "history.timeUnknown": "a time not known",
  "history.line": "{place}: {fields}",
  "history.added": "added",
  "history.removed": "removed",
  "history.pagesAdded": "{names} added",
  "history.pagesRemoved": "{names} removed",
  "history.pagesMoved": "order changed",
  "history.changed": "changed",
  "history.menu": "menu",
  "history.unknownDay": "Another day",
  "history.more": "{count, plural, one {and # more change} other {and # more changes}}",
  "history.today": "Today",
  "history.yesterday": "Yesterday",
  "history.nothing": "Nothing in the site changed (only its layout).",
} as const;

export type MessageId = keyof typeof OWNER_MESSAGES;
export type MessageValues = Record<string, string | number>;

const formats = new Map<string, IntlMessageFormat>();

/** The message `id` filled with `values`, in the editor's language (English until the Spanish catalogue joins). */
export function say(id: MessageId, values: MessageValues = {}): string {
  let format = formats.get(id);
  if (!format) {
    format = new IntlMessageFormat(OWNER_MESSAGES[id], "en");
    formats.set(id, format);
  }
  return String(format.format(values));
}

/** Whether the catalogue has `id`: a problem's code has a title of its own, or the general one. */
export const hasMessage = (id: string): id is MessageId => id in OWNER_MESSAGES;

/** "title and heading", "title, heading and intro": a list as a sentence says it. */
export const listed = (items: readonly string[]): string =>
  new Intl.ListFormat("en", { style: "long", type: "conjunction" }).format(items);
