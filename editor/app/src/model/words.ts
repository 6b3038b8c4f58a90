import { languageNameIn } from "../i18n/names.ts";
import { editorLanguage } from "../i18n/language.ts";

/** A language's name in the editor's language: es-US is "Spanish", or "español". */
export const languageName = (tag: string): string => languageNameIn(editorLanguage(), tag);

export const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** "1 place", "3 places": a count with its noun. */
export const said = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

/** The check's words as a sentence, so the expected value and hint that follow read as their own. */
export const sentence = (text: string): string => (/[.!?]$/.test(text) ? text : `${text}.`);
