import type { Finding } from "../problems.ts";
import { isObject, list, text } from "./facts.ts";
import type { SiteRule } from "./rule.ts";

const EXPECTED = "the site's form (estimateForm, the editor's Form screen), or a button that calls or links";

/**
 * A button that opens the form needs a form to open. A site with no form (`estimateForm` left out) is one whose
 * buttons call or link; each that still opens the form, and each footer's form button, is an error where it is.
 */
export const form: SiteRule = {
  name: "a form for the buttons that open one",
  check({ data, entries, languages }) {
    if (data.estimateForm !== undefined) return [];
    const found: Finding[] = [];
    for (const { chrome } of languages) {
      // The default language's footer is at the top; another's in its entry of languages.
      const [, index] = chrome;
      const owner = typeof index === "number" ? list(data.languages)[index] : data;
      const footer = isObject(owner) && isObject(owner.footer) ? owner.footer : undefined;
      if (footer && text(footer.estimateLabel) !== undefined)
        found.push({
          code: "no-form",
          path: [...chrome, "footer", "estimateLabel"],
          message: "the footer's form button has no form to open: the site has none",
          expected: "the site's form (estimateForm, the editor's Form screen), or no form button in the footer",
          hint: "leave out estimateLabel, or add the form",
        });
    }
    for (const entry of entries)
      for (const path of entry.formButtons)
        found.push({
          code: "no-form",
          path,
          message: "this button opens the form, but the site has none",
          expected: EXPECTED,
          hint: 'change its "action" to "call" or "link", or add the form',
        });
    return found;
  },
};
