/**
 * The site's languages, as the renderer sees them: the default language at the top addresses, each other one in
 * its folder (/es for es-US); the site as a reader of one language sees it (its header, footer and labels, its
 * pages and posts); and each page's versions in the other languages, tied by translationOf.
 */
import type { LanguageData, PageData, PostData, SiteData } from "../../schema/site.ts";

/** A language's folder: es-US lives under /es (the default language at the top, with none). */
export const languageFolder = (tag: string) => `/${tag.split("-")[0]!.toLowerCase()}`;

export interface SiteLanguage {
  /** Its tag, as site.json writes it: en-US, es-US. */
  tag: string;
  /** Where its pages live: "" for the default language, "/es" for es-US. */
  prefix: string;
  /** Its home page: "/" or "/es". */
  home: string;
  isDefault: boolean;
}

const defaultLanguage = (site: SiteData): SiteLanguage => ({
  tag: site.site.language,
  prefix: "",
  home: "/",
  isDefault: true,
});

const added = (language: LanguageData): SiteLanguage => {
  const prefix = languageFolder(language.language);
  return { tag: language.language, prefix, home: prefix, isDefault: false };
};

/** The address a language's not-found page is prerendered at ("/404", "/es/404"), without a route. */
export const notFoundUrl = (prefix: string) => `${prefix}/404`;

/** The default language first, then the others in site.json's order. */
export function siteLanguages(site: SiteData): SiteLanguage[] {
  return [defaultLanguage(site), ...(site.languages ?? []).map(added)];
}

/** The language of a tag: the default language for a tag the site does not have (as for a page without one). */
export function siteLanguage(site: SiteData, tag: string): SiteLanguage {
  const languages = siteLanguages(site);
  return languages.find((language) => language.tag === tag) ?? languages[0]!;
}

/** The language a page or post is written in. */
export const languageOf = (site: SiteData, entry: PageData | PostData): string => entry.language ?? site.site.language;

/** The language whose folder holds an address: /es/anything is Spanish; any other address the default language. */
export function languageOfPath(site: SiteData, path: string): SiteLanguage {
  const found = siteLanguages(site).find(
    (language) => !language.isDefault && (path === language.prefix || path.startsWith(`${language.prefix}/`)),
  );
  return found ?? defaultLanguage(site);
}

/**
 * The form a language's buttons open: the site's form with the language's own copy (its id and page) when it has
 * one, else the site's form as it is (the check warns). A site without a form has none in any language.
 */
export function formIn(site: SiteData, language: LanguageData): SiteData["estimateForm"] {
  if (!site.estimateForm || !language.estimateForm) return site.estimateForm;
  return { ...site.estimateForm, ...language.estimateForm };
}

const views = new WeakMap<SiteData, Map<string, SiteData>>();

/**
 * The site as a reader of one language sees it: that language's header, footer, labels, not-found page, form and
 * business words, and only its pages and posts (so a post list shows the posts in its language). A site in one
 * language is returned as it is.
 */
export function siteIn(site: SiteData, tag: string): SiteData {
  if (!site.languages?.length) return site;
  let byTag = views.get(site);
  if (!byTag) views.set(site, (byTag = new Map()));
  const cached = byTag.get(tag);
  if (cached) return cached;
  const pages = site.pages.filter((page) => languageOf(site, page) === tag);
  const posts = site.posts.filter((post) => languageOf(site, post) === tag);
  const language = site.languages.find((candidate) => candidate.language === tag);
  const view: SiteData = language
    ? {
        ...site,
        site: { ...site.site, ...language.site, language: tag },
        business: { ...site.business, ...language.business },
        navigation: language.navigation,
        footer: language.footer,
        labels: language.labels,
        notFound: language.notFound,
        estimateForm: formIn(site, language),
        pages,
        posts,
      }
    : { ...site, pages, posts };
  byTag.set(tag, view);
  return view;
}

/** One version of a page: its language and address. */
export interface Version {
  language: SiteLanguage;
  path: string;
}

const groups = new WeakMap<SiteData, Map<string, Version[]>>();

/** The original's address a page or post belongs with: its own, or the one it translates. */
const originalOf = (entry: PageData | PostData) => entry.translationOf ?? entry.path;

/**
 * Every version of the page or post at an address, itself included, in the order of the site's languages; none
 * when it exists in one language only (then it has no alternates). Built once per loaded site.
 */
export function versionsOf(site: SiteData, path: string): Version[] {
  let index = groups.get(site);
  if (!index) {
    index = new Map();
    const languages = siteLanguages(site);
    const byGroup = new Map<string, Version[]>();
    for (const entry of [...site.pages, ...site.posts]) {
      const language = languages.find((candidate) => candidate.tag === languageOf(site, entry));
      if (!language) continue;
      const group = byGroup.get(originalOf(entry)) ?? [];
      group.push({ language, path: entry.path });
      byGroup.set(originalOf(entry), group);
    }
    for (const group of byGroup.values()) {
      group.sort((a, b) => languages.indexOf(a.language) - languages.indexOf(b.language));
      for (const version of group) index.set(version.path, group.length > 1 ? group : []);
    }
    groups.set(site, index);
  }
  return index.get(path) ?? [];
}

/** A link of the header's language switcher: the same page (or, untranslated, the home page) in another language. */
export interface LanguageLink {
  tag: string;
  /** The language's name in its own words (navigation.languageName), the link's text. */
  name: string;
  href: string;
}

/** The switcher's links on a page (or, with no page, the not-found page) in one language: one per other language. */
export function languageLinks(site: SiteData, path: string | undefined, current: string): LanguageLink[] {
  const versions = path === undefined ? [] : versionsOf(site, path);
  return siteLanguages(site).flatMap((language) => {
    if (language.tag === current) return [];
    const name = siteIn(site, language.tag).navigation.languageName;
    if (!name) return [];
    const version = versions.find((candidate) => candidate.language.tag === language.tag);
    return [{ tag: language.tag, name, href: version?.path ?? language.home }];
  });
}
