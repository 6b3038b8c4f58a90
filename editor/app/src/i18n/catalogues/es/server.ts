/** The same words as ../en/server.ts, in Spanish. */
import type { EN_SERVER } from "../en/server.ts";

export const ES_SERVER: Record<keyof typeof EN_SERVER, string> = {};
