import type { z } from "zod";
import { OLD_PATH } from "../../../schema/patterns.ts";
import { linkMistake, pathMistake } from "../report/address-mistakes.ts";
import type { Finding, JsonPath } from "../report/problem.ts";
import { description, objectShape, schemaAt } from "./walk.ts";
import { valueAt } from "../../site/json-path.ts";
import { closest } from "../report/suggest.ts";
import type { ValidatorLanguage } from "../messages/language.ts";
import { word, type SchemaProblem, type TaggedKind } from "./messages.ts";
import { wordInSpanish } from "./messages-es.ts";

/*
 * Zod reports what failed in validator terms; the owner needs to read what to change. For each issue
 * this decides what it is about: the field and the value at its path, the fields the schema allows
 * there (for "did you mean 'gallery'?"), and, in a union, only the alternative the data was written
 * as, never every alternative's complaints. The sentences are messages.ts's.
 */

type Schema = z.core.$ZodType;
type Issue = z.core.$ZodIssue;

const say = (path: JsonPath, problem: SchemaProblem, language: ValidatorLanguage): Finding => ({
  code: problem.code,
  path,
  ...(language === "es" ? wordInSpanish(problem) : word(problem)),
});

/** What a tagged object is, from its discriminator and where it is. */
function taggedKind(path: JsonPath, discriminator: string): TaggedKind {
  if (discriminator === "action") return "button";
  if (path.includes("structuredData")) return "structured data";
  if (path.includes("blocks")) return "block";
  return { discriminator };
}

/**
 * How badly the data fits one alternative of a union: a value of the wrong kind altogether fits worst;
 * otherwise each unknown or missing field counts. The alternative that fits best is what the owner meant.
 */
function misfit(errors: Issue[]): number {
  let score = 0;
  for (const error of errors) {
    if (error.path.length === 0 && error.code === "invalid_type") score += 1000;
    else if (error.code === "unrecognized_keys") score += error.keys.length;
    else score += 1;
  }
  return score;
}

/** Plain findings for one zod issue. `base` is where a nested union's issue paths start. */
export function plainIssues(
  root: Schema,
  data: unknown,
  issue: Issue,
  base: JsonPath = [],
  language: ValidatorLanguage = "en",
): Finding[] {
  const path = [...base, ...(issue.path as JsonPath)];
  const value = valueAt(data, path);
  const field = String(path[path.length - 1]);
  switch (issue.code) {
    case "invalid_type":
      return value === undefined
        ? [
            say(
              path,
              {
                code: "missing-field",
                field,
                type: issue.expected,
                help: description(schemaAt(root, data, path)),
              },
              language,
            ),
          ]
        : [say(path, { code: "wrong-type", value, type: issue.expected, field }, language)];
    case "unrecognized_keys": {
      const allowed = Object.keys(objectShape(schemaAt(root, data, path)) ?? {});
      return issue.keys.map((key) => {
        const guess = closest(key, allowed);
        return {
          ...say([...path, key], { code: "unknown-field", key, allowed, guess }, language),
          atKey: true,
          meant: guess,
        };
      });
    }
    case "invalid_union": {
      if (issue.discriminator && "options" in issue && issue.options) {
        const { discriminator, options } = issue;
        if (value === undefined) return [say(path, { code: "missing-type", discriminator, options }, language)];
        const guess = typeof value === "string" ? closest(value, options.map(String)) : undefined;
        const what = taggedKind(path, discriminator);
        return [say(path, { code: "unknown-type", what, value, options, guess }, language)];
      }
      // An untagged union (a link or a dropdown; a text or a titled item): explain the alternative the owner wrote.
      const alternative = issue.errors.reduce<Issue[] | undefined>(
        (best, errors) => (best === undefined || misfit(errors) < misfit(best) ? errors : best),
        undefined,
      );
      if (alternative?.length) return alternative.flatMap((inner) => plainIssues(root, data, inner, path, language));
      return [say(path, { code: "wrong-type", value }, language)];
    }
    case "invalid_value": {
      const guess = typeof value === "string" ? closest(value, issue.values.map(String)) : undefined;
      return [say(path, { code: "not-allowed", value, values: issue.values, guess }, language)];
    }
    case "too_small":
    case "too_big": {
      const small = issue.code === "too_small";
      const limit = Number(small ? issue.minimum : issue.maximum);
      if (issue.origin === "array") {
        const count = Array.isArray(value) ? value.length : 0;
        return [say(path, { code: small ? "too-few" : "too-many", count, limit }, language)];
      }
      if (issue.origin === "string") return [say(path, { code: small ? "too-short" : "too-long", limit }, language)];
      const exclusive = issue.inclusive === false;
      return [say(path, { code: small ? "too-small" : "too-big", value, limit, exclusive }, language)];
    }
    case "invalid_format":
      return [formatFinding(path, field, value, issue.message, issue.format, language)];
    default:
      return [say(path, { code: "invalid", message: issue.message }, language)];
  }
}

/** A text that does not have the form its field needs: say which rule it breaks where that is knowable. */
function formatFinding(
  path: JsonPath,
  field: string,
  value: unknown,
  rule: string,
  format: string,
  language: ValidatorLanguage,
): Finding {
  // An empty date or file name is missing that, not "text": its own rule ("must be a date ...") says what it needs.
  if (typeof value === "string" && !/\S/.test(value)) {
    return say(
      path,
      { code: "empty-text", ...(rule.startsWith("must be ") ? { needs: rule.slice(8) } : {}) },
      language,
    );
  }
  if (
    typeof value === "string" &&
    (field === "path" || field === "blogPath" || (field === "to" && path[0] === "redirects"))
  ) {
    const mistake = pathMistake(value, language);
    if (mistake) return { path, ...mistake };
  }
  if (typeof value === "string" && field === "href") {
    const mistake = linkMistake(value, language);
    if (mistake) return { path, ...mistake };
  }
  const finding = say(path, { code: "bad-format", field, value, rule, format }, language);
  // An old address written with its / at the end, as a browser shows it: the hosts drop that / before any move.
  if (typeof value === "string" && field === "from" && path[0] === "redirects") {
    const trimmed = withoutTrailingSlashes(value.trim());
    if (trimmed !== value && OLD_PATH.test(trimmed))
      return { ...finding, hint: language === "es" ? `escriba "${trimmed}"` : `write "${trimmed}"` };
  }
  return finding;
}

/** The text without the slashes it ends with: by hand, since `/\/+$/` is tried from each slash of a long run. */
function withoutTrailingSlashes(text: string): string {
  let end = text.length;
  while (end > 0 && text[end - 1] === "/") end--;
  return text.slice(0, end);
}
