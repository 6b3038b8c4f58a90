import { plainText } from "../../site/inline.ts";

/**
 * Signs that a text holds words of the other language: English left in a Spanish text, Spanish in an English one.
 * Lowercase common words of the other language, and in a Spanish text English word shapes and a few English
 * abbreviations. A name keeps its capitals and is no sign. Only English ("en") and Spanish ("es") are known.
 */

/** The languages whose texts are judged, by their base code, with their names in the check's words. */
export const JUDGED_LANGUAGES: Readonly<Record<string, string>> = { en: "English", es: "Spanish" };

/** Common English words that are not Spanish words too (no "a", "no", "me", "he", "has", "once", "come", "son"). */
const ENGLISH_WORDS =
  "the and of with your our for to is are you we this that from by at on it be will have not or an " +
  "they their them there here what which who when where how why all any more most some such than then " +
  "get free call us about into over after before just only also very would could should been being were " +
  "was do does did done out up off yes tree trees service services estimate home contact read back " +
  "learn request schedule today now need help work yard lawn price quote near";
/** Common Spanish words that are not English words too (no "a", "no", "me", "he", "son", "come", "sin", "con"). */
const SPANISH_WORDS =
  "de del la las los el y para su sus que por una uno es muy más pero como cuando desde hasta también " +
  "nuestro nuestra nuestros nuestras usted ustedes árbol árboles servicio servicios estimado gratis llame " +
  "pida casa poda remoción";
/** English abbreviations a Spanish text says its own way (RCP for CPR); other capitals are names and stay. */
const ENGLISH_ABBREVIATIONS = ["CPR", "ASAP", "FAQ", "DIY"];

const ENGLISH = new Set(ENGLISH_WORDS.split(" "));
const SPANISH = new Set(SPANISH_WORDS.split(" "));
/** Shapes no Spanish word has: th, ck, ght, and the endings -ing, -ers, -tion. */
const ENGLISH_SHAPE = /th|ck|ght|ings?$|ers$|tions?$/;

const LATIN_LETTER = "[A-Za-zÀ-ÖØ-öø-ÿ]";
/** A whole word among `words`: no Latin letter just before or after it. */
const wordOf = (words: string) => `(?<!${LATIN_LETTER})(?:${words.replaceAll(" ", "|")})(?!${LATIN_LETTER})`;
/** One scan of a text in each language for the other's signs (it may say yes of a name with "th": a name passes later). */
const MAY_HOLD: Readonly<Record<string, RegExp>> = {
  es: new RegExp(
    `${wordOf(`${ENGLISH_WORDS} ${ENGLISH_ABBREVIATIONS.join(" ")}`)}|th|ck|ght|(?:ings?|ers|tions?)(?!${LATIN_LETTER})`,
  ),
  en: new RegExp(wordOf(SPANISH_WORDS)),
};

/**
 * Whether a text in `language` may hold the other language's words, by one scan of it. Most texts hold none and are
 * read no further; those that may are read word by word (`otherLanguageWords`).
 */
export const mayHoldOtherLanguage = (text: string, language: string): boolean =>
  Object.hasOwn(MAY_HOLD, language) && MAY_HOLD[language]!.test(text);

const WORD = /\p{L}+(?:[-'’]\p{L}+)*/gu;

/**
 * The text without links' addresses, `{placeholders}`, web and e-mail addresses, each looked for only where it can
 * be, and each in time linear in the text: a pattern starts only where its first character stands.
 */
export function wordsOnly(text: string): string {
  let words = text.includes("](") ? plainText(text) : text;
  if (words.includes("{")) words = words.replace(/\{[^{}]*\}/g, " ");
  if (words.includes("@")) words = words.replace(/(?<!\S)\S*@\S*/g, " ");
  if (words.includes("://")) words = words.replace(/https?:\/\/\S+/g, " ");
  if (words.includes("www.")) words = words.replace(/www\.\S+/g, " ");
  return words;
}

const isCapital = (word: string | undefined) => word !== undefined && word[0] !== word[0]!.toLowerCase();

/**
 * A text's words read once (after `wordsOnly`): how many letters it has, and the other language's words it holds. In
 * an English text, Spanish words between capitals are part of a name (Ponce de León, Casa de la Luz); an English
 * name in a Spanish text is named, as it usually has a Spanish one (Sociedad Internacional de Arboricultura).
 */
export function otherLanguageWords(text: string, language: string): { letters: number; foreign: string[] } {
  const words = text.match(WORD) ?? [];
  const foreign = new Set<string>();
  let letters = 0;
  for (let at = 0; at < words.length; at++) {
    const word = words[at]!;
    letters += word.length;
    if (isCapital(word)) {
      // a name keeps its capitals; a few English abbreviations are not names
      if (language === "es" && ENGLISH_ABBREVIATIONS.includes(word)) foreign.add(word);
    } else if (language === "es") {
      // not accents: English has café and jalapeño
      if (ENGLISH.has(word) || ENGLISH_SHAPE.test(word)) foreign.add(word);
    } else if (SPANISH.has(word)) {
      // The whole run of Spanish words, read once: part of a name when capitals stand on both sides (Casa de la Luz).
      let end = at;
      while (end + 1 < words.length && SPANISH.has(words[end + 1]!)) end++;
      const inName = isCapital(words[at - 1]) && isCapital(words[end + 1]);
      for (let part = at; part <= end; part++) {
        if (part > at) letters += words[part]!.length;
        if (!inName) foreign.add(words[part]!);
      }
      at = end;
    }
  }
  return { letters, foreign: [...foreign] };
}
