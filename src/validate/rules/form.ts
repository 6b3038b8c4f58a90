import type { JsonPath } from "../report/problem.ts";
import { list, text, type Fields, type LanguageFact } from "./facts.ts";
import { isRecord } from "../../site/json-path.ts";
import type { RuleFinding, SiteRule } from "./rule.ts";

/**
 * Where each footer's form button is written (its `estimateLabel`): the site's own footer, then each added language's.
 * The rule below reports them on a site without a form; the editor's Form screen counts and changes them.
 */
export function footerFormButtons(data: Fields): JsonPath[] {
  const footers: [JsonPath, unknown][] = [
    [[], data.footer],
    ...list(data.languages).map((language, index): [JsonPath, unknown] => [
      ["languages", index],
      isRecord(language) ? language.footer : undefined,
    ]),
  ];
  return footers.flatMap(([owner, footer]) =>
    isRecord(footer) && text(footer.estimateLabel) !== undefined ? [[...owner, "footer", "estimateLabel"]] : [],
  );
}

/**
 * Each added language's buttons open its own copy of the form (`languages[].estimateForm`); one without opens the
 * site's, whose labels and messages are in the site's language: a warning at the language, naming it.
 */
function languagesWithoutTheirForm(languages: LanguageFact[], data: Fields): RuleFinding[] {
  const site = languages[0]?.tag ?? "the site's language";
  return list(data.languages).flatMap((language, index): RuleFinding[] => {
    if (!isRecord(language) || language.estimateForm !== undefined) return [];
    const tag = text(language.language) ?? "this language";
    return [{ messageId: "language-form", path: ["languages", index], data: { tag, site } }];
  });
}

/**
 * A button that opens the form needs a form to open. A site with no form (`estimateForm` left out) is one whose
 * buttons call or link; each that still opens the form, and each footer's form button, is an error where it is.
 */
export const form: SiteRule = {
  name: "a form for the buttons that open one",
  codes: {
    "no-form": { severity: "error", summary: "A button that opens the form, on a site that has none." },
    "language-form": {
      severity: "warning",
      summary: "A language whose form buttons open the site's form, in the site's own language.",
    },
  },
  messages: {
    "no-form": {
      message: "this button opens the form, but the site has none",
      expected: "the site's form (estimateForm, the editor's Form screen), or a button that calls or links",
      hint: 'change its "action" to "call" or "link", or add the form',
    },
    "language-form": {
      message: "the {tag} pages' form buttons open the site's form, which is in {site}",
      expected: 'the {tag} copy of the form: "estimateForm" with its "formId" and "pageUrl"',
      hint: "copy the form at the provider, translate it, and give its id and address here (docs/editing.md)",
    },
    "no-form:footer": {
      message: "the footer's form button has no form to open: the site has none",
      expected: "the site's form (estimateForm, the editor's Form screen), or no form button in the footer",
      hint: "leave out estimateLabel, or add the form",
    },
  },
  check({ data, entries, languages }) {
    if (data.estimateForm !== undefined) return languagesWithoutTheirForm(languages, data);
    const found: RuleFinding[] = footerFormButtons(data).map((path) => ({ messageId: "no-form:footer", path }));
    for (const entry of entries) for (const path of entry.formButtons) found.push({ messageId: "no-form", path });
    return found;
  },
};
