import { franc } from "franc-min";
import type { JsonPath } from "../report/problem.ts";
import type { EntryFact, PartFacts } from "./facts.ts";
import type { PartRule, RuleFinding } from "./rule.ts";

/**
 * A text of a page in one language that reads as another: English left in a Spanish page, or the reverse. Texts long
 * enough to judge are judged whole by franc (among the two languages only); in any text, lowercase common words of
 * the other language, and English word shapes in a Spanish text, are named. A name keeps its capitals and is left
 * alone. Only English and Spanish are judged: for another language the rule says nothing.
 */
const NAMES: Record<string, string> = { en: "English", es: "Spanish" };
const FRANC_CODES: Record<string, string> = { en: "eng", es: "spa" };
/** Letters from which franc's answer is trusted (below it, a sentence or two can read as either). */
const LONG_ENOUGH = 80;
/** A text in a language has at least this share of its common words (the lists below); fewer is a sign. */
const OWN_SHARE = 0.1;

/** Common English words that are not Spanish words too (no "a", "no", "me", "he", "has", "once", "come", "son"). */
const ENGLISH = new Set(
  (
    "the and of with your our for to is are you we this that from by at on it be will have not or an " +
    "they their them there here what which who when where how why all any more most some such than then " +
    "get free call us about into over after before just only also very would could should been being were " +
    "was do does did done out up off yes tree trees service services estimate home contact read back " +
    "learn request schedule today now need help work yard lawn price quote near"
  ).split(" "),
);
/** Common Spanish words that are not English words too (no "a", "no", "me", "he", "son", "come", "sin", "con"). */
const SPANISH = new Set(
  (
    "de del la las los el y para su sus que por una uno es muy más pero como cuando desde hasta también " +
    "nuestro nuestra nuestros nuestras usted ustedes árbol árboles servicio servicios estimado gratis llame " +
    "pida casa poda remoción"
  ).split(" "),
);
/** Shapes no Spanish word has: th, ck, ght, and the endings -ing, -ers, -tion. */
const ENGLISH_SHAPE = /th|ck|ght|ings?$|ers$|tions?$/;

const WORD = /\p{L}+(?:[-'’]\p{L}+)*/gu;

/** The text without links' addresses, `{placeholders}` and bare web addresses (each looked for only where it can be). */
function clean(text: string): string {
  let words = text;
  if (words.includes("](")) words = words.replace(/\[([^\]]*)\]\([^)]*\)/g, "$1");
  if (words.includes("{")) words = words.replace(/\{[^}]*\}/g, " ");
  if (words.includes("://")) words = words.replace(/https?:\/\/\S+/g, " ");
  return words;
}

/** A text's words read once: its letters, how many are its language's common words, and the other's it holds. */
function readWords(words: string[], language: string): { letters: number; own: number; foreign: string[] } {
  const owns = language === "es" ? SPANISH : ENGLISH;
  const foreign = new Set<string>();
  let letters = 0;
  let own = 0;
  for (const word of words) {
    letters += word.length;
    const lower = word.toLowerCase();
    if (owns.has(lower)) own++;
    if (word[0] !== lower[0]) continue; // a name keeps its capitals
    // not accents: English has café and jalapeño
    if (language === "es" ? ENGLISH.has(word) || ENGLISH_SHAPE.test(word) : SPANISH.has(word)) foreign.add(word);
  }
  return { letters, own, foreign: [...foreign] };
}

/** Where a text's language is said: its page's or post's, its language's entry, or the site's. */
function languageAt(facts: PartFacts, entries: Map<string, EntryFact>, path: JsonPath): string | undefined {
  const [top, index] = path;
  const site = facts.languages[0]?.tag;
  if (top === "pages" || top === "posts") return entries.get(`${top}.${index}`)?.language ?? site;
  if (top === "languages" && typeof index === "number") return facts.languages[index + 1]?.tag;
  return site;
}

export const textLanguage: PartRule = {
  name: "texts read as their language",
  scope: "part",
  codes: {
    "other-language-text": {
      severity: "warning",
      summary: "A text of a page in one language that reads as another, or has the other's words in it.",
    },
  },
  messages: {
    "other-language-text": {
      message: "this text is in {tag}, but it reads as {other}",
      expected: "a text in {tag}",
      hint: "translate it; a name that stays as it is keeps its capitals",
    },
    "other-language-text:words": {
      message: "this text is in {tag}, but has {other} in it: {words}",
      expected: "a text in {tag}",
      hint: "translate it; a name that stays as it is keeps its capitals",
    },
  },
  check(facts) {
    const found: RuleFinding[] = [];
    const entries = new Map(facts.entries.map((entry) => [`${entry.where[0]}.${entry.where[1]}`, entry]));
    for (const { value, path } of facts.texts) {
      const tag = languageAt(facts, entries, path);
      const language = tag?.split("-")[0]!.toLowerCase();
      if (!tag || !language || !(language in NAMES)) continue;
      const other = language === "es" ? "en" : "es";
      const text = clean(value);
      const words = text.match(WORD) ?? [];
      const { letters, own, foreign } = readWords(words, language);
      // franc is the costly part: asked only of a long text that shows a sign of the other language, or too few
      // of its own common words.
      const doubtful = foreign.length > 0 || own < words.length * OWN_SHARE;
      const whole =
        letters >= LONG_ENOUGH &&
        doubtful &&
        franc(text, { only: [FRANC_CODES.en!, FRANC_CODES.es!], minLength: 1 }) === FRANC_CODES[other];
      if (!whole && foreign.length === 0) continue;
      const data = { tag, other: NAMES[other] };
      found.push(
        whole
          ? { messageId: "other-language-text", path, data }
          : {
              messageId: "other-language-text:words",
              path,
              data: { ...data, words: foreign.map((word) => `"${word}"`).join(", ") },
            },
      );
    }
    return found;
  },
};
