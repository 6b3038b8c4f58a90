/** `const t = useT()`, then `t("find.title")` or `t("find.count", { count })`: the editor's words in its language. */
import { useCallback, useSyncExternalStore } from "react";
import type { MessageId } from "./catalogues/en.ts";
import { formatMessage, type MessageValues } from "./format.ts";
import { editorLanguage, onLanguageChange, type EditorLanguage } from "./language.ts";
import { languageNameIn, momentIn } from "./names.ts";

export type Translate = (id: MessageId, values?: MessageValues) => string;

/** The editor's language, re-rendering the component when the person changes it. */
export const useEditorLanguage = (): EditorLanguage =>
  useSyncExternalStore(onLanguageChange, editorLanguage, () => "en" as const);

export function useT(): Translate {
  const language = useEditorLanguage();
  return useCallback((id, values) => formatMessage(language, id, values), [language]);
}

/** The same outside a component (a word made in a handler): the language at the moment it is called. */
export const t: Translate = (id, values) => formatMessage(editorLanguage(), id, values);

/** A language's name in the editor's language: "Spanish" or "español". */
export function useLanguageName(): (tag: string) => string {
  const language = useEditorLanguage();
  return useCallback((tag) => languageNameIn(language, tag), [language]);
}

/** A moment in the editor's language. */
export function useMoment(): (at: string | number | Date) => string {
  const language = useEditorLanguage();
  return useCallback((at) => momentIn(language, at), [language]);
}
