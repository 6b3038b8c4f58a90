/** The same words as ../en/shell.ts, in Spanish. */
import type { EN_SHELL } from "../en/shell.ts";

export const ES_SHELL: Record<keyof typeof EN_SHELL, string> = {};
