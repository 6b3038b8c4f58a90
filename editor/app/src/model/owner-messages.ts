/**
 * The editor's own words for problems, undo and history, said by id: the templates are the `problems` catalogue's
 * (i18n/catalogues/en/problems.ts and es/), where each id has "problems." before it. Components ask for a message by
 * id with its values; none holds the words.
 */
import { EN_PROBLEMS } from "../i18n/catalogues/en/problems.ts";
import { formatMessage } from "../i18n/format.ts";
import { editorLanguage } from "../i18n/language.ts";

type Unprefixed<Id> = Id extends `problems.${infer Rest}` ? Rest : never;
export type MessageId = Unprefixed<keyof typeof EN_PROBLEMS>;
export type MessageValues = Record<string, string | number>;

/** The English templates by their id without "problems.": what `say` says in English. */
export const OWNER_MESSAGES = Object.fromEntries(
  Object.entries(EN_PROBLEMS).map(([id, words]) => [id.slice("problems.".length), words]),
) as Record<MessageId, string>;

/** The message `id` filled with `values`, in the editor's language. */
export function say(id: MessageId, values: MessageValues = {}): string {
  return formatMessage(editorLanguage(), `problems.${id}`, values);
}

/** Whether the catalogue has `id`: a problem's code has a title of its own, or the general one. */
export const hasMessage = (id: string): id is MessageId => id in OWNER_MESSAGES;

/** "title and heading", "title, heading and intro": a list as a sentence says it, in the editor's language. */
export const listed = (items: readonly string[]): string =>
  new Intl.ListFormat(editorLanguage() === "es" ? "es" : "en", { style: "long", type: "conjunction" }).format(items);
