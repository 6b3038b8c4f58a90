/** The same words as ../en/fields.ts, in Spanish. */
import type { EN_FIELDS } from "../en/fields.ts";

export const ES_FIELDS: Record<keyof typeof EN_FIELDS, string> = {};
