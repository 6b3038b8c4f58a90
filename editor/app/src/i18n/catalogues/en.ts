/**
 * The editor's own words in English, by id: ICU MessageFormat (`{name}` a value, `{count, plural, ...}` a count).
 * One file per part of the editor under en/ (es/ holds the same ids in Spanish; the type makes a missing one a compile
 * error, and tests/editor-i18n.test.ts checks that both name the same values). Site content (titles, addresses) comes in
 * as values, never as words here.
 */
import { EN_BASE } from "./en/base.ts";
import { EN_SHELL } from "./en/shell.ts";
import { EN_PROBLEMS } from "./en/problems.ts";
import { EN_PAGE } from "./en/page.ts";
import { EN_FIELDS } from "./en/fields.ts";
import { EN_SETTINGS } from "./en/settings.ts";
import { EN_PHONE } from "./en/phone.ts";

export const EN = {
  ...EN_BASE,
  ...EN_SHELL,
  ...EN_PROBLEMS,
  ...EN_PAGE,
  ...EN_FIELDS,
  ...EN_SETTINGS,
  ...EN_PHONE,
} as const;

export type MessageId = keyof typeof EN;
export type Catalogue = Record<MessageId, string>;
