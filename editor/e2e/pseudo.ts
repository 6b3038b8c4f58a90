/**
 * The pseudo-localised run's tools, for every screen's spec: in the language "xx" each catalogue message shows marked
 * ⟦…⟧ with accented letters, so a word on screen without the marks is one no catalogue holds (unless it is the site's).
 * `inLanguage(page, "xx")` before `goto`, then `expect(await unmarked(locator)).toEqual([])`.
 */
import type { Locator, Page } from "@playwright/test";
import { copyData } from "./copy.ts";
import { pseudo } from "../app/src/i18n/format.ts";

export const LANGUAGE_KEY = "editor-language";

export async function inLanguage(page: Page, language: string): Promise<void> {
  await page.addInitScript(([key, value]) => localStorage.setItem(key!, value!), [LANGUAGE_KEY, language]);
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** A control's name in English or as the pseudo-language marks it ("More" or "⟦Móré⟧"): the frame's words are both. */
export const eitherName = (english: string): RegExp =>
  new RegExp(`^(${escaped(english)}|${escaped(`⟦${pseudo(english)}⟧`)})$`);

/** Opens one of the top bar's less used actions, kept in its More menu. */
export async function fromMore(page: Page, name: string): Promise<void> {
  await page.getByRole("button", { name: eitherName("More") }).click();
  await page.getByRole("button", { name: eitherName(name) }).click();
}

/** The site's own words, which no catalogue holds: its pages' and posts' titles and addresses. */
export function siteWords(): Set<string> {
  const data = copyData();
  const entries = [...(data.pages ?? []), ...(data.posts ?? [])] as { title?: string; path?: string }[];
  return new Set(entries.flatMap((entry) => [entry.title ?? "", entry.path ?? ""]).filter(Boolean));
}

/**
 * The visible text under `root` that is neither marked nor the site's: each text node, trimmed, outside `skip` (the
 * parts other work still says in English, or that only show the site's own words). Marked means inside a ⟦…⟧ that the
 * text node's element holds.
 */
export async function unmarked(root: Locator, skip: string[] = []): Promise<string[]> {
  const found = await root.evaluateAll((elements, skipped) => {
    const out: string[] = [];
    for (const element of elements) {
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent?.trim() ?? "";
        const parent = node.parentElement!;
        if (!text || skipped.some((selector) => parent.closest(selector))) continue;
        if (parent.closest("option") && !parent.closest("select")?.matches(":focus")) {
          // A closed list's choices are read too: its words are the owner's as much as the shown one.
        }
        const box = parent.getBoundingClientRect();
        const hidden = getComputedStyle(parent).display === "none" || (box.width === 0 && !parent.closest("option"));
        if (hidden) continue;
        const marked = (parent.textContent ?? "").includes("⟦") && (parent.textContent ?? "").includes("⟧");
        if (!marked) out.push(text);
      }
    }
    return out;
  }, skip);
  const site = siteWords();
  // A value on its own: a page's title or address, a count, a language's tag, punctuation between marked parts.
  return found.filter(
    (text) => !site.has(text) && !/^[\d\s.,:;()“”"/·-]*$/.test(text) && !/^[a-z]{2}(-[A-Z]{2})?$/.test(text),
  );
}

/** Every text site.json holds, longest first: the site's own words (a menu's labels, a city, a caption). */
export function siteTexts(): string[] {
  const out = new Set<string>();
  const walk = (value: unknown) => {
    if (typeof value === "string" && value.trim().length > 1) out.add(value.trim());
    else if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === "object") Object.values(value).forEach(walk);
  };
  walk(copyData());
  return [...out].sort((a, b) => b.length - a.length);
}

/** What is left of `text` once the site's own words are taken out: empty or punctuation when nothing else is there. */
export function withoutSiteTexts(text: string, site = siteTexts()): string {
  let rest = text;
  for (const own of site) rest = rest.split(own).join(" ");
  return /^[\d\s.,:;()“”"'/|&$+–·›-]*$/.test(rest) ? "" : rest.trim();
}

/**
 * The names and hints under `root` a screen reader or a tooltip says (aria-label, title, placeholder, data-tip, alt)
 * that are not marked: each as "attribute: words", the site's own words taken out.
 */
export async function unmarkedNames(root: Locator, skip: string[] = []): Promise<string[]> {
  const named = await root.evaluateAll((elements, skipped) => {
    const out: string[] = [];
    for (const element of elements)
      for (const each of [element, ...element.querySelectorAll("*")]) {
        if (skipped.some((selector) => each.closest(selector))) continue;
        for (const attribute of ["aria-label", "title", "placeholder", "data-tip", "alt"]) {
          const words = each.getAttribute(attribute)?.trim();
          if (words && !(words.includes("⟦") && words.includes("⟧"))) out.push(`${attribute}: ${words}`);
        }
      }
    return out;
  }, skip);
  const site = siteTexts();
  return named.filter((entry) => withoutSiteTexts(entry.slice(entry.indexOf(": ") + 2), site) !== "");
}
