/**
 * A rule's words, apart from its checks: templates by id, filled with a finding's values. A template's id is its
 * code ("phone-mismatch"), or its code, a colon and which wording ("broken-image:heic") where a rule words one code
 * several ways; the catalogue holds words only, so another language can supply one keyed by the same ids.
 */

/** The words of one problem; `{name}` stands for the finding's value of that name. */
export interface MessageTemplate {
  message: string;
  expected?: string;
  hint?: string;
}

/** One language's words for a rule, by template id. */
export type MessageCatalogue = Readonly<Record<string, MessageTemplate>>;

/** The values a finding fills its template with: texts as they are (nothing is escaped), numbers as written. */
export type MessageData = Readonly<Record<string, string | number | undefined>>;

/** The code a template reports: its id up to the colon. */
export const codeOfTemplate = (id: string): string => id.split(":")[0]!;

const PLACEHOLDER = /\{([A-Za-z][A-Za-z0-9]*)\}/g;

/**
 * Fills `{name}` with `data.name`; a value is put in as it is, never read for placeholders itself. A name the finding
 * does not give is a mistake in the rule and throws; one it gives as undefined returns undefined (the part, say an
 * optional hint, is left out).
 */
export function fillTemplate(template: string, data: MessageData, id: string): string | undefined {
  let missing = false;
  const filled = template.replace(PLACEHOLDER, (_, name: string) => {
    if (!(name in data)) throw new Error(`the message ${id} names {${name}}, a value its finding does not give`);
    const value = data[name];
    if (value === undefined) missing = true;
    return String(value);
  });
  return missing ? undefined : filled;
}

/** A template's words with the finding's values in them: an optional part whose value is undefined is left out. */
export function formatMessage(
  template: MessageTemplate,
  data: MessageData,
  id: string,
): { message: string; expected?: string; hint?: string } {
  const message = fillTemplate(template.message, data, id);
  if (message === undefined) throw new Error(`the message ${id} lacks a value its words need`);
  const words: { message: string; expected?: string; hint?: string } = { message };
  for (const part of ["expected", "hint"] as const) {
    const text = template[part] === undefined ? undefined : fillTemplate(template[part], data, id);
    if (text !== undefined) words[part] = text;
  }
  return words;
}
