/**
 * What no message the owner reads may hold (issue 54, done-when 6): the file's “Children”, a list's “Item 3”, a
 * language's tag (“es-US”), the check's “Expected:”, or a place of more than two “›” steps.
 */
export const FORBIDDEN: { name: string; pattern: RegExp }[] = [
  { name: "Children", pattern: /\bchildren\b/i },
  { name: "Item N", pattern: /\bitem \d+/i },
  { name: "a language tag", pattern: /(?<![\w/.-])[a-z]{2,3}-[A-Z]{2}(?![\w-])/ },
  { name: "Expected:", pattern: /\bexpected:/i },
  { name: "a path of more than two steps", pattern: /›[^›.;!?]*›/ },
];

/** Each message that breaks a rule, with the rule it breaks. */
export function forbiddenIn(messages: readonly string[]): string[] {
  return messages.flatMap((message) =>
    FORBIDDEN.filter(({ pattern }) => pattern.test(message)).map(({ name }) => `${name}: ${message}`),
  );
}
