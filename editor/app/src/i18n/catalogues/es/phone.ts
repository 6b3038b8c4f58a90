/** The same words as ../en/phone.ts, in Spanish. */
import type { EN_PHONE } from "../en/phone.ts";

export const ES_PHONE: Record<keyof typeof EN_PHONE, string> = {};
