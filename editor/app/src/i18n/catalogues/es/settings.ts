/** The same words as ../en/settings.ts, in Spanish. */
import type { EN_SETTINGS } from "../en/settings.ts";

export const ES_SETTINGS: Record<keyof typeof EN_SETTINGS, string> = {};
