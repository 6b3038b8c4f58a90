/** The codes more than one rule reports, declared once: each rule that reports one takes its declaration from here. */
import { INPUT_CODES } from "../input-codes.ts";
import type { CodeDeclarations } from "./rule.ts";

export const SHARED_CODES = {
  // The schema's own codes, for what a rule finds the schema cannot: a field missing, a link in a text's words.
  "missing-field": { severity: "error", summary: INPUT_CODES["missing-field"] },
  "bad-link": { severity: "error", summary: INPUT_CODES["bad-link"] },
  "unsafe-link": { severity: "error", summary: INPUT_CODES["unsafe-link"] },
  "broken-link": { severity: "error", summary: "A link to an address where there is no page." },
  "duplicate-path": {
    severity: "error",
    summary: "Two pages or posts with the same address, or one old address listed twice.",
  },
  "no-home-page": { severity: "error", summary: "No page has the address /." },
} as const satisfies CodeDeclarations;
