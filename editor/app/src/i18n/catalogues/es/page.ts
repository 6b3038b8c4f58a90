/** The same words as ../en/page.ts, in Spanish. */
import type { EN_PAGE } from "../en/page.ts";

export const ES_PAGE: Record<keyof typeof EN_PAGE, string> = {};
