import { text } from "./facts.ts";
import { isRecord } from "../../site/json-path.ts";
import type { Rule } from "./rule.ts";

/** The phone number visitors read must be the one their phone dials. */
export const phone: Rule = {
  name: "the phone number shown is the one dialled",
  codes: {
    "phone-mismatch": { severity: "error", summary: "The phone number shown differs from the number dialled." },
  },
  messages: {
    "phone-mismatch": {
      message: "the number shown, {display}, is not the number dialled, {e164}",
      expected: "the same number in both fields",
    },
  },
  check({ data }) {
    const business = isRecord(data.business) ? data.business : {};
    const number = isRecord(business.phone) ? business.phone : {};
    const display = text(number.display);
    const e164 = text(number.e164);
    if (!display || !e164 || /[A-Za-z]/.test(display.replace(/\{[A-Za-z]+\}/g, ""))) return [];
    const shown = display.replace(/\D/g, "");
    const dialled = e164.replace(/\D/g, "");
    if (shown.length < 7 || dialled.endsWith(shown) || shown.endsWith(dialled)) return [];
    return [{ messageId: "phone-mismatch", path: ["business", "phone", "display"], data: { display, e164 } }];
  },
};
