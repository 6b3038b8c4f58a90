import type { Finding, JsonPath } from "../report/problem.ts";
import { isObject, list, text, type LanguageFact, type Loose } from "./facts.ts";
import type { SiteRule } from "./rule.ts";

const EXPECTED = "the site's form (estimateForm, the editor's Form screen), or a button that calls or links";

/**
 * Where each footer's form button is written (its `estimateLabel`): the site's own footer, then each added language's.
 * The rule below reports them on a site without a form; the editor's Form screen counts and changes them.
 */
export function footerFormButtons(data: Loose): JsonPath[] {
  const footers: [JsonPath, unknown][] = [
    [[], data.footer],
    ...list(data.languages).map((language, index): [JsonPath, unknown] => [
      ["languages", index],
      isObject(language) ? language.footer : undefined,
    ]),
  ];
  return footers.flatMap(([owner, footer]) =>
    isObject(footer) && text(footer.estimateLabel) !== undefined ? [[...owner, "footer", "estimateLabel"]] : [],
  );
}

/**
 * Each added language's buttons open its own copy of the form (`languages[].estimateForm`); one without opens the
 * site's, whose labels and messages are in the site's language: a warning at the language, naming it.
 */
function languagesWithoutTheirForm(languages: LanguageFact[], data: Loose): Finding[] {
  const siteTag = languages[0]?.tag ?? "the site's language";
  return list(data.languages).flatMap((language, index): Finding[] => {
    if (!isObject(language) || language.estimateForm !== undefined) return [];
    const tag = text(language.language) ?? "this language";
    return [
      {
        code: "language-form",
        severity: "warning",
        path: ["languages", index],
        message: `the ${tag} pages' form buttons open the site's form, which is in ${siteTag}`,
        expected: `the ${tag} copy of the form: "estimateForm" with its "formId" and "pageUrl"`,
        hint: "copy the form at the provider, translate it, and give its id and address here (docs/editing.md)",
      },
    ];
  });
}

/**
 * A button that opens the form needs a form to open. A site with no form (`estimateForm` left out) is one whose
 * buttons call or link; each that still opens the form, and each footer's form button, is an error where it is.
 */
export const form: SiteRule = {
  name: "a form for the buttons that open one",
  check({ data, entries, languages }) {
    if (data.estimateForm !== undefined) return languagesWithoutTheirForm(languages, data);
    const found: Finding[] = footerFormButtons(data).map((path) => ({
      code: "no-form",
      path,
      message: "the footer's form button has no form to open: the site has none",
      expected: "the site's form (estimateForm, the editor's Form screen), or no form button in the footer",
      hint: "leave out estimateLabel, or add the form",
    }));
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
