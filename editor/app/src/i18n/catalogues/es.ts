/** The editor's own words in Spanish, by the same ids as en.ts, one file per part of the editor under es/. */
import type { Catalogue } from "./en.ts";
import { ES_BASE } from "./es/base.ts";
import { ES_SHELL } from "./es/shell.ts";
import { ES_PROBLEMS } from "./es/problems.ts";
import { ES_PAGE } from "./es/page.ts";
import { ES_FIELDS } from "./es/fields.ts";
import { ES_SETTINGS } from "./es/settings.ts";
import { ES_PHONE } from "./es/phone.ts";

export const ES: Catalogue = {
  ...ES_BASE,
  ...ES_SHELL,
  ...ES_PROBLEMS,
  ...ES_PAGE,
  ...ES_FIELDS,
  ...ES_SETTINGS,
  ...ES_PHONE,
};
