import { createRequire } from "node:module";
import { JUDGED_LANGUAGES, otherLanguageWords, wordsOnly } from "./language-signs.ts";
import type { PartRule, RuleFinding, TemplatedFinding } from "./rule.ts";

/**
 * A text of a page in one language that reads as another: English left in a Spanish page, or the reverse, on a site
 * in two languages or more. The other language's words in a text are named (language-signs.ts); a text long enough
 * to judge that holds them is judged whole by franc, between the two languages only. Only English and Spanish are
 * judged: for another language the rule says nothing.
 */

/** Letters from which franc's answer is trusted (below it, a sentence or two can read as either). */
const LONG_ENOUGH = 80;
const FRANC_CODES: Readonly<Record<string, string>> = { en: "eng", es: "spa" };

type Franc = (text: string, options: { only: string[]; minLength: number }) => string;
let franc: Franc | undefined;

/**
 * The language franc reads a text as, between English and Spanish. franc-min and its tables are read on the first
 * text that needs them, synchronously as every caller of the validator's door is, so a check in which no long text
 * holds the other language's words never reads them.
 */
function readsAs(text: string): string | undefined {
  franc ??= (createRequire(import.meta.url)("franc-min") as { franc: Franc }).franc;
  const code = franc(text, { only: Object.values(FRANC_CODES), minLength: 1 });
  return Object.keys(FRANC_CODES).find((language) => FRANC_CODES[language] === code);
}

/** Whether franc has been read in this process. */
export const detectorLoaded = (): boolean => franc !== undefined;

type Verdict = Omit<TemplatedFinding, "path">;

/** What the rule says of a text in a language (en or es), before it is placed. */
function judge(value: string, language: string): Verdict | undefined {
  const other = language === "es" ? "en" : "es";
  const words = wordsOnly(value);
  const { letters, foreign } = otherLanguageWords(words, language);
  if (foreign.length === 0) return undefined;
  const data = { language: JUDGED_LANGUAGES[language]!, other: JUDGED_LANGUAGES[other]! };
  if (letters >= LONG_ENOUGH && readsAs(words) === other) return { messageId: "other-language-text", data };
  const named = foreign.map((word) => `“${word}”`).join(", ");
  return { messageId: "other-language-text:words", data: { ...data, words: named } };
}

/** Verdicts by language, then text: the editor checks after every pause, and re-judges only the texts that changed. */
const verdicts = new Map<string, Map<string, Verdict | null>>();
const MAX_REMEMBERED = 10_000;

function judged(value: string, language: string): Verdict | undefined {
  let known = verdicts.get(language);
  if (!known) verdicts.set(language, (known = new Map()));
  const verdict = known.get(value);
  if (verdict !== undefined) return verdict ?? undefined;
  const fresh = judge(value, language);
  if (known.size >= MAX_REMEMBERED) known.clear();
  known.set(value, fresh ?? null);
  return fresh;
}

const HINT = "translate it; a name, such as a brand's, stays as it is, with its capitals";

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
      message: "this text should be in {language}, but it reads as {other}",
      expected: "a text in {language}",
      hint: HINT,
    },
    "other-language-text:words": {
      message: "this text should be in {language}, but has {other} words in it: {words}",
      expected: "a text in {language}",
      hint: HINT,
    },
  },
  check({ texts }) {
    // facts.ts gathers only the texts that may hold the other language's words, and only on a site in two languages.
    const found: RuleFinding[] = [];
    for (const { value, path, language } of texts) {
      const verdict = judged(value, language);
      if (verdict) found.push({ ...verdict, path });
    }
    return found;
  },
};
