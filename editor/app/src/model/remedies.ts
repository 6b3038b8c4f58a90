/** The one-press remedies the editor offers for some problems, as changes of the site. */
import { valueAt } from "../../../../src/site/json-path.ts";
import { footerFormButtons } from "../../../../src/validate/rules/form.ts";
import { entriesOf as entryFacts } from "../../../../src/validate/rules/facts.ts";
import type { JsonPath, Problem } from "../../../../src/validate/report/problem.ts";
import type { Site } from "./site.ts";
import { setAt } from "./paths.ts";
import { embeddedAddress } from "../../../../src/validate/report/address-mistakes.ts";
import {
  untiedFrom,
  moveAddress,
  removeLinkItems,
  dropOldAddressAt,
  target,
  relink,
} from "../../../../src/site/links.ts";
import { originalAddress } from "./translations.ts";
import { languageName } from "./words.ts";
import { say } from "./owner-messages.ts";

export interface Remedy {
  /** The button's words. */
  label: string;
  apply: (site: Site) => Site;
}

/** A page or post with no version in a language: which one, to add it with the list's "Add the … version". */
export function versionToAdd(
  problem: Problem,
): { collection: "pages" | "posts"; index: number; language: string } | undefined {
  const [collection, index] = problem.path;
  const language = problem.about?.language;
  if (problem.code !== "untranslated-page" || !language || typeof index !== "number") return undefined;
  return collection === "pages" || collection === "posts" ? { collection, index, language } : undefined;
}

/** The remedy for `problem` in `site`, where the editor has one. */
export function remedyFor(problem: Problem, site: Site): Remedy | undefined {
  if (problem.code === "service-not-in-menu") return addToMenu(problem, site);
  if (problem.code === "other-language-link") return leadToVersion(problem);
  if (problem.code === "unknown-language") return removeLanguagePages(problem, site);
  if ((problem.code === "redirect-over-page" || problem.code === "duplicate-path") && problem.path[0] === "redirects") {
    return removeOldAddress(problem);
  }
  if (problem.code === "bad-format") return addressInCode(problem, site);
  if (problem.code === "no-form") return withoutForm(problem);
  return undefined;
}

/**
 * Where the site's buttons open the form: each section's button's `action` (as the check finds them, facts.ts), and
 * each footer's form button (its `estimateLabel`).
 */
export function formButtons(site: Site): JsonPath[] {
  const { pages, posts } = entryFacts(site);
  return [...[...pages, ...posts].flatMap((entry) => entry.formButtons), ...footerFormButtons(site)];
}

/**
 * What a button that opens the form becomes on a site without one: it calls (its words and look kept: "Get Free
 * Estimate" then asks by phone); a footer's form button goes, its call button stays.
 */
export function callInsteadOfForm(site: Site, paths: readonly JsonPath[] = formButtons(site)): Site {
  let next = site;
  for (const path of paths)
    next = (path.at(-1) === "estimateLabel" ? setAt(next, path, undefined) : setAt(next, path, "call")) as Site;
  return next;
}

/**
 * The words of the buttons at `paths` (each a button's `action`; a footer's form button, which goes, is left out),
 * the most used first, with how many buttons say each.
 */
export function buttonWords(site: Site, paths: readonly JsonPath[]): { words: string; buttons: number }[] {
  const counts = new Map<string, number>();
  for (const path of paths) {
    if (path.at(-1) !== "action") continue;
    const words = valueAt(site, [...path.slice(0, -1), "label"]);
    if (typeof words === "string" && words.trim()) counts.set(words, (counts.get(words) ?? 0) + 1);
  }
  return [...counts].map(([words, buttons]) => ({ words, buttons })).sort((a, b) => b.buttons - a.buttons);
}

/** A button left opening a form the site no longer has: it calls instead, or the footer's goes. */
export function withoutForm(problem: Problem): Remedy {
  const footer = problem.path.at(-1) === "estimateLabel";
  return {
    label: footer ? say("remedy.removeFooterForm") : say("remedy.callInstead"),
    apply: (current) => callInsteadOfForm(current, [problem.path]),
  };
}

/** A map's embed code pasted whole where its address belongs: the address in it, in one press. */
export function addressInCode(problem: Problem, site: Site): Remedy | undefined {
  const value = valueAt(site, problem.path);
  const address = typeof value === "string" ? embeddedAddress(value) : undefined;
  if (!address || !/^https:\/\//.test(address) || problem.expected?.includes("images/")) return undefined;
  return { label: say("remedy.keepAddress"), apply: (current) => setAt(current, problem.path, address) as Site };
}

export type Entry = Record<string, unknown>;
export const entriesOf = (site: Site, collection: "pages" | "posts") => (site[collection] as Entry[] | undefined) ?? [];

/**
 * A language taken out of the list (the Languages screen's Remove) leaves its pages and posts behind, each an error:
 * they all go at once. Each that translates a page keeps its address working, leading to that page (an old address),
 * and every link to it follows there; of one that translates nothing, the menus', footer's and buttons' items that
 * lead to it go with it. Offered where several are left, which no misspelt language explains.
 */
export function removeLanguagePages(problem: Problem, site: Site): Remedy | undefined {
  const tag = problem.about?.language;
  const listed = Array.isArray(site.languages) ? (site.languages as Entry[]) : [];
  if (!tag || listed.some((language) => language.language === tag)) return undefined;
  const isGone = (entry: Entry) => entry.language === tag;
  const count = entriesOf(site, "pages").filter(isGone).length + entriesOf(site, "posts").filter(isGone).length;
  if (count < 2) return undefined;
  return {
    label: say("remedy.removeLanguagePages", { count, language: languageName(tag) }),
    apply: (current) => {
      const gone = [...entriesOf(current, "pages"), ...entriesOf(current, "posts")].filter(isGone);
      const kept = (collection: "pages" | "posts") => entriesOf(current, collection).filter((entry) => !isGone(entry));
      const without = { ...current, pages: kept("pages"), ...(current.posts ? { posts: kept("posts") } : {}) };
      // What stays translates none of them any more.
      let next = untiedFrom(without, new Set(gone.map((entry) => entry.path))) as Site;
      const stays = new Set([...entriesOf(next, "pages"), ...entriesOf(next, "posts")].map((entry) => entry.path));
      for (const entry of gone) {
        if (typeof entry.path !== "string") continue;
        const original = typeof entry.translationOf === "string" ? originalAddress(entry.translationOf) : "";
        next = stays.has(original)
          ? (moveAddress(next, entry.path, original, true) as Site)
          : (removeLinkItems(next, entry.path) as Site);
      }
      return next;
    },
  };
}

/** An old address a page answers itself, or listed twice: taken out of the list (the list too, when it was the last). */
export function removeOldAddress(problem: Problem): Remedy | undefined {
  const index = problem.path[1];
  if (typeof index !== "number") return undefined;
  return {
    label: say("remedy.removeOldAddress"),
    apply: (current) => dropOldAddressAt(current, index) as Site,
  };
}

/** A service page missing from its menu: an item for it at the menu's end. */
export function addToMenu(problem: Problem, site: Site): Remedy | undefined {
  const path = problem.about?.page;
  if (!path) return undefined;
  const page = ((site.pages as Record<string, unknown>[] | undefined) ?? []).find((entry) => entry.path === path);
  // The page's title before its " | " (the business's name), as the menu's other items name their pages.
  const label =
    String(page?.title ?? path)
      .split(" | ")[0]!
      .trim() || path;
  return {
    label: say("remedy.addToMenu"),
    apply: (current) => {
      const items = valueAt(current, problem.path);
      return setAt(current, problem.path, [...(Array.isArray(items) ? items : []), { label, href: path }]) as Site;
    },
  };
}

/**
 * A link into the other language where the page has a version in the link's own: led to that version as a copy being
 * translated is (relink), its `#part` kept. A link field is the address; in a text, each `](address)` of it.
 */
export function leadToVersion(problem: Problem): Remedy | undefined {
  const { page: version, link } = problem.about ?? {};
  const key = problem.path[problem.path.length - 1];
  if (!version || !link || key === undefined) return undefined;
  const to = new Map([[target(link), version]]);
  return {
    label: say("remedy.leadTo", { address: `${version}${link.slice(target(link).length)}` }),
    apply: (current) => {
      const value = valueAt(current, problem.path);
      const led = (relink({ [key]: value }, to) as Record<string | number, unknown>)[key];
      return setAt(current, problem.path, led) as Site;
    },
  };
}
