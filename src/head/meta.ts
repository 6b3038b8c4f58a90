import type { SiteData } from "../../schema/site.ts";
import { siteIn, siteLanguage, versionsOf, type SiteLanguage } from "../site/languages.ts";
import type { Route } from "../site/routes.ts";
import { FEED_TYPE, feedTitle, feedUrl, hasFeed } from "./feed.ts";
import { SOCIAL_IMAGE } from "../images/sizes.ts";
import { blogPosting, localBusiness, service, webPage } from "./json-ld.ts";

/** Everything the document's <head> says about one route. */
export interface HeadData {
  title: string;
  description: string;
  canonical: string | undefined;
  language: string;
  locale: string;
  siteName: string;
  themeColor: string;
  ogType: "website" | "article";
  image: { url: string; alt?: string; width: number; height: number };
  article?: { publishedTime: string; modifiedTime: string };
  robots?: string;
  /** The blog's Atom feed in the page's language, linked from every page's head for discovery. */
  feed?: { type: string; title: string; href: string };
  /**
   * The page's versions for search engines: one per language, itself included, then x-default (the default
   * language's version), every address absolute. None on a page that exists in one language only.
   */
  alternates: Alternate[];
  /** og:locale of the page's other versions. */
  localeAlternates: string[];
  jsonLd: Record<string, unknown>[];
}

export interface Alternate {
  hreflang: string;
  href: string;
}

/** Turns an image's site.json src into the absolute URL of its 1200x630 sharing copy. */
export type SocialImageUrl = (src: string) => string;

export function absoluteUrl(site: SiteData, path: string): string {
  return path === "/" ? `${site.site.url}/` : `${site.site.url}${path}`;
}

const locale = (language: string) => language.replace("-", "_");

/** A language's feed, for the head of its pages: `local` is the site in that language. */
const feedLink = (local: SiteData, language: SiteLanguage) =>
  hasFeed(local) ? { feed: { type: FEED_TYPE, title: feedTitle(local), href: feedUrl(local, language.prefix) } } : {};

/**
 * Every version of the page at `path`, itself included, in the site's language order, then x-default: the version
 * in the default language (or, for a page the default language lacks, the first one). Google ignores alternates
 * that are not reciprocal; every version computes the same list, so they are.
 */
export function alternatesOf(site: SiteData, path: string): Alternate[] {
  const versions = versionsOf(site, path);
  if (versions.length === 0) return [];
  const links = versions.map((version) => ({ hreflang: version.language.tag, href: absoluteUrl(site, version.path) }));
  return [...links, { hreflang: "x-default", href: links[0]!.href }];
}

export function headForRoute(site: SiteData, route: Route, socialImageUrl: SocialImageUrl): HeadData {
  const language = siteLanguage(site, route.language);
  // The page's own language: its business words, shared picture's description and feed.
  const local = siteIn(site, language.tag);
  const canonical = absoluteUrl(site, route.path);
  const item = route.kind === "page" ? route.page : route.post;
  const image = item.image ?? local.site.defaultImage;
  const imageUrl = site.site.url + socialImageUrl(image.src);
  const business = localBusiness(local, site.site.url + socialImageUrl(local.site.defaultImage.src));
  const alternates = alternatesOf(site, route.path);
  const common = {
    title: item.title,
    description: item.description,
    canonical,
    language: language.tag,
    locale: locale(language.tag),
    siteName: site.site.name,
    themeColor: site.site.themeColor,
    image: { url: imageUrl, alt: image.alt, ...SOCIAL_IMAGE },
    ...feedLink(local, language),
    alternates,
    localeAlternates: alternates
      .filter((alternate) => alternate.hreflang !== "x-default" && alternate.hreflang !== language.tag)
      .map((alternate) => locale(alternate.hreflang)),
  };
  if (route.kind === "post") {
    const { post } = route;
    return {
      ...common,
      ogType: "article",
      article: { publishedTime: post.published, modifiedTime: post.modified ?? post.published },
      jsonLd: [business, blogPosting(local, post, canonical, imageUrl)],
    };
  }
  const { page } = route;
  const pageData =
    page.structuredData.type === "Service"
      ? service(local, page, page.structuredData.serviceType, canonical)
      : webPage(local, page, canonical);
  return { ...common, ogType: "website", jsonLd: [business, pageData] };
}

/** The not-found page of a language: no canonical address (it has none) and kept out of search results. */
export function headForNotFound(site: SiteData, socialImageUrl: SocialImageUrl, tag = site.site.language): HeadData {
  const language = siteLanguage(site, tag);
  const local = siteIn(site, language.tag);
  const image = local.site.defaultImage;
  return {
    title: local.notFound.title,
    description: local.notFound.heading,
    canonical: undefined,
    language: language.tag,
    locale: locale(language.tag),
    siteName: site.site.name,
    themeColor: site.site.themeColor,
    ogType: "website",
    image: { url: site.site.url + socialImageUrl(image.src), alt: image.alt, ...SOCIAL_IMAGE },
    robots: "noindex",
    ...feedLink(local, language),
    alternates: [],
    localeAlternates: [],
    jsonLd: [],
  };
}
