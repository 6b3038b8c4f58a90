import type { SiteData } from "../../schema/site.ts";
import type { Route } from "../content/routes.ts";
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
  /** The blog's Atom feed, linked from every page's head for discovery. */
  feed?: { type: string; title: string; href: string };
  jsonLd: Record<string, unknown>[];
}

/** Turns an image's site.json src into the absolute URL of its 1200x630 sharing copy. */
export type SocialImageUrl = (src: string) => string;

export function absoluteUrl(site: SiteData, path: string): string {
  return path === "/" ? `${site.site.url}/` : `${site.site.url}${path}`;
}

const locale = (language: string) => language.replace("-", "_");

const feedLink = (site: SiteData) =>
  hasFeed(site) ? { feed: { type: FEED_TYPE, title: feedTitle(site), href: feedUrl(site) } } : {};

export function headForRoute(site: SiteData, route: Route, socialImageUrl: SocialImageUrl): HeadData {
  const canonical = absoluteUrl(site, route.path);
  const item = route.kind === "page" ? route.page : route.post;
  const image = item.image ?? site.site.defaultImage;
  const imageUrl = site.site.url + socialImageUrl(image.src);
  const business = localBusiness(site, site.site.url + socialImageUrl(site.site.defaultImage.src));
  const common = {
    title: item.title,
    description: item.description,
    canonical,
    language: site.site.language,
    locale: locale(site.site.language),
    siteName: site.site.name,
    themeColor: site.site.themeColor,
    image: { url: imageUrl, alt: image.alt, ...SOCIAL_IMAGE },
    ...feedLink(site),
  };
  if (route.kind === "post") {
    const { post } = route;
    return {
      ...common,
      ogType: "article",
      article: { publishedTime: post.published, modifiedTime: post.modified ?? post.published },
      jsonLd: [business, blogPosting(site, post, canonical, imageUrl)],
    };
  }
  const { page } = route;
  const pageData =
    page.structuredData.type === "Service"
      ? service(site, page, page.structuredData.serviceType, canonical)
      : webPage(site, page, canonical);
  return { ...common, ogType: "website", jsonLd: [business, pageData] };
}

/** The not-found page: no canonical address (it has none) and kept out of search results. */
export function headForNotFound(site: SiteData, socialImageUrl: SocialImageUrl): HeadData {
  const image = site.site.defaultImage;
  return {
    title: site.notFound.title,
    description: site.notFound.heading,
    canonical: undefined,
    language: site.site.language,
    locale: locale(site.site.language),
    siteName: site.site.name,
    themeColor: site.site.themeColor,
    ogType: "website",
    image: { url: site.site.url + socialImageUrl(image.src), alt: image.alt, ...SOCIAL_IMAGE },
    robots: "noindex",
    ...feedLink(site),
    jsonLd: [],
  };
}
