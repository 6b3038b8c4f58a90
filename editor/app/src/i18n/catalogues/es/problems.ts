/** The same words as ../en/problems.ts, in Spanish. */
import type { EN_PROBLEMS } from "../en/problems.ts";

export const ES_PROBLEMS: Record<keyof typeof EN_PROBLEMS, string> = {};
