/** Words the editor says from values rather than from its catalogue: a language's name, a date and time. */
import { pseudo } from "./format.ts";
import type { EditorLanguage } from "./language.ts";

/** "Spanish", "español", or the pseudo-language's marked English. */
export function languageNameIn(language: EditorLanguage, tag: string): string {
  let name = tag;
  try {
    name = new Intl.DisplayNames([language === "es" ? "es" : "en"], { type: "language" }).of(tag.split("-")[0]!) ?? tag;
  } catch {
    // an unknown tag is said as it is written
  }
  return language === "xx" ? `⟦${pseudo(name)}⟧` : name;
}

/** A moment as the person's language writes it (the browser's own form in English, as before). */
export function momentIn(language: EditorLanguage, at: string | number | Date): string {
  const date = new Date(at);
  return language === "es" ? date.toLocaleString("es") : date.toLocaleString();
}
