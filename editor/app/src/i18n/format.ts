/**
 * A catalogue message in words: ICU MessageFormat (intl-messageformat), so plurals and numbers come out right in each
 * language (`{count, plural, one {# página} other {# páginas}}`). In the pseudo-language every message is the English
 * one with its letters accented and wrapped in ⟦ ⟧, and the values put in as they are: a word on screen without the
 * marks is one the catalogue does not hold.
 */
import { IntlMessageFormat } from "intl-messageformat";
import { EN, type MessageId } from "./catalogues/en.ts";
import { ES } from "./catalogues/es.ts";
import type { EditorLanguage } from "./language.ts";

export type MessageValues = Record<string, string | number>;
type MessageFormatElement = ReturnType<IntlMessageFormat["getAst"]>[number];

const CATALOGUES = { en: EN, es: ES } as const;

const ACCENTED: Record<string, string> = {
  a: "á",
  e: "é",
  i: "í",
  o: "ó",
  u: "ú",
  y: "ý",
  n: "ñ",
  c: "ç",
  A: "Á",
  E: "É",
  I: "Í",
  O: "Ó",
  U: "Ú",
  Y: "Ý",
  N: "Ñ",
  C: "Ç",
};

export const pseudo = (text: string): string => text.replace(/[aeiouyncAEIOUYNC]/g, (letter) => ACCENTED[letter]!);

/** The literal words of a parsed message accented, in every branch of a plural or a choice; its values untouched. */
function pseudoElements(elements: MessageFormatElement[]): MessageFormatElement[] {
  return elements.map((element) => {
    if (element.type === 0) return { ...element, value: pseudo(element.value) };
    if ((element.type === 5 || element.type === 6) && "options" in element) {
      const options = Object.fromEntries(
        Object.entries(element.options).map(([key, option]) => [
          key,
          { ...option, value: pseudoElements(option.value) },
        ]),
      );
      return { ...element, options } as MessageFormatElement;
    }
    return element;
  });
}

const compiled = new Map<string, IntlMessageFormat>();

function formatter(language: EditorLanguage, id: MessageId): IntlMessageFormat {
  const key = `${language}:${id}`;
  let format = compiled.get(key);
  if (!format) {
    if (language === "xx") {
      const english = new IntlMessageFormat(EN[id], "en", undefined, { ignoreTag: true });
      format = new IntlMessageFormat(pseudoElements(english.getAst()), "en", undefined, { ignoreTag: true });
    } else format = new IntlMessageFormat(CATALOGUES[language][id], language, undefined, { ignoreTag: true });
    compiled.set(key, format);
  }
  return format;
}

export function formatMessage(language: EditorLanguage, id: MessageId, values?: MessageValues): string {
  const words = String(formatter(language, id).format(values));
  return language === "xx" ? `⟦${words}⟧` : words;
}
