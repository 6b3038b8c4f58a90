/**
 * A problem as the owner reads it: how much it matters, a short title, one line of why, where it is in two steps at
 * most, and the check's whole words for “Why?”. Built on inEditorWords (the check's words with the editor's labels);
 * the check's code, path and severity are kept as they are.
 */
import type { Problem } from "../../../../src/validate/report/problem.ts";
import { capital, sentence } from "./words.ts";
import type { JsonSchema } from "./schema.ts";
import { hasMessage, say } from "./owner-messages.ts";
import { labelFor } from "./schema.ts";
import { languageLabel, ownerPlace, withLanguageNames } from "./owner-place.ts";

export type ProblemKind = "error" | "warning" | "fill";

export interface OwnerProblem {
  kind: ProblemKind;
  /** “Must fix”, “Worth fixing”, “To do”. */
  kindWords: string;
  title: string;
  why: string;
  /** Where it is, as the editor's screens name it; undefined for the whole site. */
  place?: string;
  /** The rest of the check's words, in the editor's, behind “Why?”; empty when the line of why says them all. */
  details: string;
}

/** The field a problem is at, by its label: the last named step of its path, unless it names a list. */
function fieldAt(problem: Problem, site: unknown): string | undefined {
  const { path } = problem;
  const last = path[path.length - 1];
  if (typeof last !== "string") return undefined;
  let value: unknown = site;
  for (const step of path)
    value = value && typeof value === "object" ? (value as Record<string, unknown>)[step] : undefined;
  // A list (a menu's links, a gallery's pictures) is said by the place; its key is the file's word.
  if (Array.isArray(value)) return undefined;
  return labelFor(last, typeof path[path.length - 2] === "string" ? path[path.length - 2] : undefined);
}

/** A picture's file not chosen yet (inEditorWords has said so in its words). */
const noPicture = (problem: Problem) =>
  (problem.code === "empty-text" || problem.code === "missing-field") &&
  problem.path[problem.path.length - 1] === "src";

/**
 * The check's “expected” as the start of a sentence: “text in quotes: Where the link goes” is “Where the link goes”
 * (in Spanish, “texto entre comillas: …”).
 */
const expectedWords = (expected: string): string => expected.replace(/^(text in quotes|texto entre comillas): /, "");

/** The titles that name the field: without one, the general title is said instead. */
const OWNER_FIELD_TITLES = new Set([
  "empty-text",
  "missing-field",
  "unknown-field",
  "wrong-type",
  "bad-format",
  "not-allowed",
  "too-short",
  "too-long",
  "too-small",
  "too-big",
  "invalid",
]);

function titleOf(problem: Problem & { toFill?: boolean }, field: string | undefined, site: unknown): string {
  if (noPicture(problem)) return say("title.noPicture");
  if (problem.toFill) return field ? say("title.fill", { field }) : say("title.fillNoField");
  const language = problem.about?.language ? languageLabel(problem.about.language, site) : "";
  const own = `title.${problem.code}`;
  if (hasMessage(own)) {
    if (!OWNER_FIELD_TITLES.has(problem.code)) return say(own, { language });
    if (field) return say(own, { field });
  }
  return field
    ? say("title.other", { field, severity: problem.severity })
    : say("title.otherNoField", { severity: problem.severity });
}

function whyOf(problem: Problem & { toFill?: boolean }, site: unknown): string {
  if (noPicture(problem)) return say("why.noPicture");
  // A field still to fill in: inEditorWords put what it wants as its message.
  if (problem.toFill) {
    const wanted = problem.code === "missing-field" && problem.expected ? problem.expected : problem.message;
    return say("why.fill", { expected: capital(expectedWords(wanted)).replace(/\.$/, "") });
  }
  const own = `why.${problem.code}`;
  if (hasMessage(own)) {
    // The line starts with the language's name, which Spanish writes in small letters ("francés").
    const language = problem.about?.language ? capital(languageLabel(problem.about.language, site)) : "";
    return say(own, { language });
  }
  if (problem.code === "missing-field" && problem.expected) return sentence(capital(expectedWords(problem.expected)));
  return sentence(capital(problem.message));
}

/**
 * The check's words whole, behind “Why?”: what is wrong, what it should be, and what to do; what the line of why
 * already says is not said twice. Empty when nothing is left.
 */
function detailsOf(problem: Problem, why: string): string {
  const message = sentence(capital(problem.message));
  const parts = message === why ? [] : [message];
  if (problem.expected)
    parts.push(say("details.expected", { expected: expectedWords(problem.expected).replace(/\.$/, "") }));
  if (problem.hint) parts.push(sentence(capital(problem.hint)));
  return parts.filter((part) => part !== why).join(" ");
}

/** `problem` (inEditorWords', with `toFill` where the store says so) in the owner's words. */
export function ownerProblem(given: Problem & { toFill?: boolean }, site: unknown, schema: JsonSchema): OwnerProblem {
  // The check names languages by their tags: said by their names before anything is made of its words.
  const named = (words: string) => withLanguageNames(words, site);
  const problem = {
    ...given,
    message: named(given.message),
    ...(given.expected === undefined ? {} : { expected: named(given.expected) }),
    ...(given.hint === undefined ? {} : { hint: named(given.hint) }),
  };
  const kind: ProblemKind = problem.toFill ? "fill" : problem.severity;
  const field = fieldAt(problem, site);
  const place = ownerPlace(problem.path, site, schema);
  const why = named(whyOf(problem, site));
  return {
    kind,
    kindWords: say(`kind.${kind}`),
    title: named(titleOf(problem, field, site)),
    why,
    ...(place ? { place: named(place) } : {}),
    details: detailsOf(problem, why),
  };
}
