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
  "title.untranslated-page": "No {language} version yet",
  "title.unknown-language": "A language the site does not have",
  "title.service-not-in-menu": "A service page is not in the menu",
  "title.not-a-service": "This page is not a service page",
  "title.hero-count": "The first section should be a Hero",
  "title.missing-type": "The type is missing",
  "title.unknown-type": "A type the editor does not know",
  "title.bad-path": "This address breaks a rule for addresses",
  "title.too-many": "Too many here",
  "title.too-short": "“{field}” is too short",
  "title.too-long": "“{field}” is too long",
  "title.too-small": "“{field}” is too small",
  "title.too-big": "“{field}” is too big",
  "title.invalid": "“{field}” is not accepted",
  "title.duplicate-field": "Written twice",
  "title.duplicate-path": "Two share this address",
  "title.no-home-page": "No page is the home page",
  "title.post-outside-blog": "This post is outside the blog",
  "title.duplicate-language": "A language is listed twice",
  "title.language-path": "This address is outside its language's folder",
  "title.translation-chain": "A translation of a translation",
  "title.translation-duplicate": "Two translations of one page",
  "title.translation-missing": "The page it translates does not exist",
  "title.translation-same-language": "A translation in its own language",
  "title.post-hero": "A post has no Hero section",
  "title.phone-mismatch": "The number shown is not the one dialled",
  "title.small-service-radius": "The service radius is very small",
  "title.unread-hours": "Search engines cannot read these hours",
  "title.date-order": "Changed before it was published",
  "title.low-contrast": "Some text is hard to read in these colours",
  "title.unknown-placeholder": "A placeholder the site does not fill",
  "title.redirect-over-page": "This old address is a page's own",
  "title.broken-image": "This picture cannot be shown",
  "title.large-image": "This picture is very large",
  "title.missing-image": "The picture's file is missing",
  "title.unsafe-svg": "This drawing is not safe",
  "title.other-language-text": "This text reads as another language",
  "title.description-length": "The description's length suits search results badly",
  "title.duplicate-description": "Two pages share this description",
  "title.duplicate-title": "Two pages share this title",
  "title.unlinked-page": "No link leads to this page",
  "title.other-language-link": "This link leads to the other language",
  "title.example-address": "An example's address is still here",
  "title.no-form": "This button opens a form the site does not have",
  "title.language-form": "This button opens the form in another language",
  "title.fillNoField": "To fill in",
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
  // The remedies the editor carries out itself.
  "remedy.addVersion": "Add the {language} version",
  // Places, as the editor's screens name them.
  "place.home": "Home page",
  "place.homeIn": "Home page ({language})",
  "place.untitled": "Untitled {kind, select, post {post} other {page}}",
  "place.menu": "{label} menu",
  "place.mainMenu": "Menu",
  "place.inLanguage": "{part} ({language})",
  "place.otherLanguage": "another language",
  "place.wholeSite": "The whole site",
  "place.site": "the site",
  // Undo's notice.
  "undo.done":
    "{move, select, undo {Undone} other {Redone}}: a change to {field, select, none {} other {“{field}” on }}{place}{more, select, yes { and more} other {}}",
  // History of saves.
  "history.title": "History of saves",
  "history.intro":
    "Each save is listed with who made it and what it changed. Restore goes back to the site as it was before it.",
  "history.unsaved": "Restoring replaces your unsaved changes.",
  "history.empty": "No saves yet: each save appears here once it is made.",
  "history.restore": "Restore",
  "history.restoreWhat": "the site as it was before this save",
  "history.close": "Close",
  "history.restored":
    "Restored to before {signed, select, yes {{who}’s save} other {the save}} {when}, and saved. Undo takes it back.",
  "history.invalid": "That version no longer passes the check, so it was not restored.",
  "history.conflict":
    "{signed, select, yes {{who}} other {Someone}} saved meanwhile; close this and reload the editor first.",
  "history.notAllowed": "Not restored: your role on this team does not allow it.",
  "history.failed": "Not restored: {reason}",
  "history.textChange": ": “{was}” became “{now}”",
  "history.atTime": "at {time}",
  "history.onDay": "on {day}, at {time}",
  "history.atUnknownTime": "at a time not known",
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
