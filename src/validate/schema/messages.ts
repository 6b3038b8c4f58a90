/*
 * The words of every problem the schema finds, and nothing else. issues.ts decides what an issue is
 * (which field, which value, which alternative of a union, the closest allowed name); this module says
 * it in sentences the owner can act on, as Zod's own locales (zod/v4/locales/en.ts) word its messages.
 * To change how a schema problem reads, change it here; the corpus (tests/broken/*.txt) shows the result.
 */
import { IMAGE_EXTENSION } from "../../../schema/primitives.ts";
import { embeddedAddress } from "../report/address-mistakes.ts";
import {
  colourHint,
  emailHint,
  httpsHint,
  languageHint,
  missingDay,
  numberHint,
  phoneLettersHint,
} from "./near-misses.ts";

/** A schema problem as issues.ts found it: its code and the facts the sentences need. */
export type SchemaProblem =
  | { code: "missing-field"; field: string; type: string; help?: string }
  | { code: "wrong-type"; value: unknown; type?: string; field?: string }
  | { code: "unknown-field"; key: string; allowed: readonly string[]; guess?: string }
  | { code: "missing-type"; discriminator: string; options: readonly unknown[] }
  | { code: "unknown-type"; what: TaggedKind; value: unknown; options: readonly unknown[]; guess?: string }
  | { code: "not-allowed"; value: unknown; values: readonly unknown[]; guess?: string }
  | { code: "too-few" | "too-many"; count: number; limit: number }
  | { code: "too-short" | "too-long"; limit: number }
  | { code: "too-small" | "too-big"; value: unknown; limit: number; exclusive: boolean }
  | { code: "empty-text"; needs?: string }
  | { code: "bad-format"; field: string; value: unknown; rule: string; format: string }
  | { code: "invalid"; message: string };

/** What a tagged object is: a block (by its `type`), a button (by its `action`), structured data, or other. */
export type TaggedKind = "block" | "button" | "structured data" | { discriminator: string };

export interface Wording {
  message: string;
  expected?: string;
  hint?: string;
}

const quoteList = (values: readonly unknown[]) => values.map((value) => `'${String(value)}'`).join(", ");

/** The value as the owner wrote it, briefly: `the text "cheap"`, `the number 42`, `a list`. */
function valueInWords(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "a list [ ... ]";
  switch (typeof value) {
    case "string":
      return `the text "${value.length > 40 ? value.slice(0, 37) + "..." : value}"`;
    case "number":
      return `the number ${value}`;
    case "boolean":
      return `${value}`;
    case "object":
      return "an object { ... }";
    default:
      return "nothing";
  }
}

/** What Zod calls a kind of value, as the owner would say it. */
const EXPECTED: Record<string, string> = {
  string: "text in quotes",
  number: "a number",
  int: "a whole number",
  boolean: "true or false (without quotes)",
  object: "an object { ... }",
  array: "a list [ ... ]",
};

const YES_NO: Record<string, string> = { true: "true", yes: "true", false: "false", no: "false" };

const TAGGED_NAME = { block: "block type", button: "button action", "structured data": "structured data type" };

const didYouMean = (guess: string | undefined) => (guess ? `did you mean '${guess}'?` : undefined);

export function word(problem: SchemaProblem): Wording {
  switch (problem.code) {
    case "missing-field":
      return {
        message: `'${problem.field}' is missing`,
        expected: `${EXPECTED[problem.type] ?? problem.type}${problem.help ? `: ${problem.help}` : ""}`,
      };
    case "wrong-type": {
      const { value, type } = problem;
      const message = `${valueInWords(value)} is the wrong kind of value here`;
      if (type === undefined) return { message };
      return {
        message,
        expected: EXPECTED[type] ?? type,
        hint:
          type === "number" && typeof value === "string" && value.trim() !== "" && !isNaN(Number(value))
            ? `write ${Number(value)} without quotes`
            : (type === "number" || type === "int") && typeof value === "string"
              ? numberHint(value, problem.field ?? "")
              : type === "boolean" && typeof value === "string" && value.toLowerCase() in YES_NO
                ? `write ${YES_NO[value.toLowerCase()]}, without quotes`
                : undefined,
      };
    }
    case "unknown-field":
      return {
        message: `'${problem.key}' is not a field here`,
        expected: problem.allowed.length ? `one of the fields ${quoteList(problem.allowed)}` : undefined,
        hint: didYouMean(problem.guess),
      };
    case "missing-type":
      return {
        message: `'${problem.discriminator}' is missing, so it is not known what this is`,
        expected: `'${problem.discriminator}' set to one of ${quoteList(problem.options)}`,
      };
    case "unknown-type": {
      const name = typeof problem.what === "string" ? TAGGED_NAME[problem.what] : problem.what.discriminator;
      return {
        message: `unknown ${name} ${JSON.stringify(problem.value)}`,
        expected: `one of ${quoteList(problem.options)}`,
        hint: didYouMean(problem.guess),
      };
    }
    case "not-allowed":
      return {
        message: `${valueInWords(problem.value)} is not allowed here`,
        expected: problem.values.length === 1 ? quoteList(problem.values) : `one of ${quoteList(problem.values)}`,
        hint: didYouMean(problem.guess),
      };
    case "too-few":
      return {
        message: `the list has ${problem.count} item${problem.count === 1 ? "" : "s"}`,
        expected: `at least ${problem.limit}`,
      };
    case "too-many":
      return { message: `the list has ${problem.count} items`, expected: `at most ${problem.limit}` };
    case "too-short":
      return { message: "the text is too short", expected: `at least ${problem.limit} characters` };
    case "too-long":
      return { message: "the text is too long", expected: `at most ${problem.limit} characters` };
    case "too-small":
      return {
        message: `${valueInWords(problem.value)} is too small`,
        expected: problem.exclusive ? `more than ${problem.limit}` : `at least ${problem.limit}`,
      };
    case "too-big":
      return {
        message: `${valueInWords(problem.value)} is too big`,
        expected: problem.exclusive ? `less than ${problem.limit}` : `at most ${problem.limit}`,
      };
    case "empty-text":
      return { message: "the text is empty", expected: problem.needs ?? "some text for visitors to read" };
    case "bad-format": {
      const { rule, format, field, value } = problem;
      const expected = rule.startsWith("must be ")
        ? rule.slice("must be ".length)
        : rule.startsWith("Invalid")
          ? `a valid ${format}`
          : rule;
      // A date in the right form that is no day of the calendar is named for that, not for its form.
      const missing = typeof value === "string" && expected.includes("YYYY-MM-DD") ? missingDay(value) : undefined;
      if (missing) return { ...missing, expected };
      return {
        message: `${valueInWords(value)} is not written in the right form`,
        expected,
        hint: typeof value === "string" ? suggestFormat(field, value, expected) : undefined,
      };
    }
    case "invalid":
      return { message: problem.message };
  }
}

/**
 * The value in the right form, where the owner's intent is clear from what they wrote (`expected`: the form asked
 * for, which tells an image's `src` from a map's).
 */
function suggestFormat(field: string, value: string, expected: string): string | undefined {
  // A map service's "embed" code pasted whole (<iframe src="…">): the address is in it.
  const embedded = embeddedAddress(value);
  if (embedded && !expected.includes("images/"))
    return `write only the address in the code you pasted, the one after src=: "${embedded}"`;
  if (field === "url") {
    const site = /^(?:https?:\/\/)?([^/\s]+)/i.exec(value.trim())?.[1];
    return site && site.includes(".") ? `write "https://${site.toLowerCase()}"` : undefined;
  }
  if (field === "e164") {
    const lettered = phoneLettersHint(value);
    if (lettered) return lettered;
    const digits = value.replace(/\D/g, "");
    if (digits.length === 10) return `for a US or Canadian number, write "+1${digits}"`;
    if (digits.length > 10) return `write "+${digits}"`;
    return undefined;
  }
  if (["published", "modified", "displayDate"].includes(field)) {
    const parts = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(value.trim());
    if (!parts) return undefined;
    const [first, second, year] = [Number(parts[1]), Number(parts[2]), parts[3]];
    const iso = (month: number, day: number) =>
      `write "${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}"`;
    const real = (month: number, day: number) => !missingDay(`${year}-${month}-${day}`);
    if (first > 12 && second <= 12 && real(second, first)) return iso(second, first);
    if (second > 12 && first <= 12 && real(first, second)) return iso(first, second);
    if (!real(first, second) && !real(second, first)) return `no such day as ${value.trim()}: check the day and month`;
    return "write the year first, then the month, then the day";
  }
  if (field === "email") return emailHint(value);
  if (expected.startsWith("a colour like #")) return colourHint(value);
  if (expected.includes("https://")) return httpsHint(value);
  if (expected.includes("language code")) return languageHint(value);
  if (field === "formId") {
    const id = /\/([A-Za-z0-9]+)\/?$/.exec(value)?.[1];
    return id && value.includes("/") ? `write only the form's id, "${id}"` : undefined;
  }
  if (field === "src" && value.startsWith("images/")) {
    if (/\s/.test(value))
      return `file names cannot contain spaces: rename the file to "${value.replace(/\s+/g, "-")}" and write that`;
    if (/\.[A-Za-z]+$/.test(value) && /[A-Z]$/.test(value)) {
      return `write the extension in small letters, "${value.replace(/\.[A-Za-z]+$/, (ext) => ext.toLowerCase())}", and rename the file to match`;
    }
    if (!IMAGE_EXTENSION.test(value)) return "the file must be a .jpg, .jpeg, .png, .webp, .avif or .svg image";
    return "file names may use letters, digits, - and _ only; rename the file and write the new name";
  }
  if (field === "src" && !value.startsWith("images/") && expected.includes("images/")) {
    const name = value
      .split(/[\\/]/)
      .pop()
      ?.toLowerCase()
      .replace(/[^a-z0-9._-]+/g, "-");
    return name ? `copy the file into the images/ folder and write "images/${name}"` : undefined;
  }
  return undefined;
}
