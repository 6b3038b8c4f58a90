import { isInternal, normalizePath } from "../../site/routes.ts";
import { languageOf, list, text, type LanguageFact, type SiteFacts } from "./facts.ts";
import { isRecord } from "../../site/json-path.ts";
import type { Rule, RuleFinding } from "./rule.ts";

/** A dropdown that lists service pages lists only service pages, and all of them in the header's language. */
export const servicesMenu: Rule = {
  name: "the services menu lists every service page and nothing else",
  codes: {
    "not-a-service": { severity: "error", summary: "A page in the services menu that is not a service page." },
    "service-not-in-menu": { severity: "warning", summary: "A service page missing from the services menu." },
  },
  messages: {
    "not-a-service": {
      message: "{href} is in the {menu} menu, but it is not a service page",
      expected: 'a page whose structuredData has "type": "Service"',
    },
    "service-not-in-menu": {
      message: "the service page {path} is not in the {menu} menu",
      expected: "every service page in the menu, so visitors find it",
      hint: 'add { "label": "...", "href": "{path}" }',
    },
  },
  check(facts) {
    const found: RuleFinding[] = [];
    for (const language of facts.languages) found.push(...checkMenu(facts, language));
    return found;
  },
};

function checkMenu(facts: SiteFacts, language: LanguageFact): RuleFinding[] {
  const found: RuleFinding[] = [];
  const { routes } = facts;
  const navigation = language.navigation;
  const at = [...language.chrome, "navigation", "items"];
  list(navigation.items).forEach((item, itemIndex) => {
    if (!isRecord(item) || !Array.isArray(item.children)) return;
    const targets = item.children.map((child) => (isRecord(child) ? text(child.href) : undefined));
    if (!targets.some((href) => href && routes.get(normalizePath(href))?.entry.service)) return;
    const menu = text(item.label) ?? "services";
    targets.forEach((href, childIndex) => {
      const route = href && isInternal(href) ? routes.get(normalizePath(href)) : undefined;
      if (href && route && !route.entry.service) {
        found.push({
          messageId: "not-a-service",
          path: [...at, itemIndex, "children", childIndex, "href"],
          data: { href, menu },
        });
      }
    });
    const listed = new Set(targets.filter(Boolean).map((href) => normalizePath(href!)));
    for (const [path, route] of routes) {
      if (languageOf(facts, route.entry) !== language.tag) continue;
      if (route.entry.service && route.wellFormed && !listed.has(path)) {
        found.push({
          messageId: "service-not-in-menu",
          path: [...at, itemIndex, "children"],
          data: { path, menu },
          about: { page: path },
        });
      }
    }
  });
  return found;
}
