/** A language's name in the editor's words: es-US is "Spanish". */
export function languageName(tag: string): string {
  try {
    return new Intl.DisplayNames(["en"], { type: "language" }).of(tag.split("-")[0]!) ?? tag;
  } catch {
    return tag;
  }
}

export const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** "1 place", "3 places": a count with its noun. */
export const said = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

/** The check's words as a sentence, so the expected value and hint that follow read as their own. */
export const sentence = (text: string): string => (/[.!?]$/.test(text) ? text : `${text}.`);
