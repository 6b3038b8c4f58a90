import type { BlogPosting, City, DayOfWeek, GeoCircle, LocalBusiness, Service, WebPage, WithContext } from "schema-dts";
import type { PageData, PostData, SiteData } from "../../schema/site.ts";
import { openingHours } from "./opening-hours.ts";

/*
 * schema.org structured data, computed from the typed site. Pure functions: the same site and route
 * always give the same objects, so unit tests pin them down. Each object `satisfies` its schema-dts type
 * (Google's schema.org vocabulary as TypeScript), so a misspelled property or a wrong value type fails tsc.
 */

type Thing = Record<string, unknown>;

const ALL_WEEK: DayOfWeek[] = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];

export const businessId = (site: SiteData) => `${site.site.url}/#business`;
export const websiteId = (site: SiteData) => `${site.site.url}/#website`;

function serviceArea(site: SiteData): (GeoCircle | City)[] {
  const { geo, serviceRadiusMeters, servedCities, address } = site.business;
  return [
    {
      "@type": "GeoCircle",
      geoMidpoint: { "@type": "GeoCoordinates", latitude: geo.latitude, longitude: geo.longitude },
      geoRadius: serviceRadiusMeters,
    },
    ...servedCities.map((city): City => ({ "@type": "City", name: `${city}, ${address.region}` })),
  ];
}

export function localBusiness(site: SiteData, imageUrl: string): Thing {
  const { business } = site;
  return {
    "@context": "https://schema.org",
    // A subtype of LocalBusiness where the site names one (schema/business-categories.ts, each held to schema-dts by
    // a test), which search engines read as the business's category.
    "@type": (business.category ?? "LocalBusiness") as "LocalBusiness",
    "@id": businessId(site),
    name: business.name,
    description: business.description,
    url: `${site.site.url}/`,
    telephone: business.phone.e164,
    ...(business.email ? { email: business.email } : {}),
    image: imageUrl,
    priceRange: business.priceRange,
    address: {
      "@type": "PostalAddress",
      streetAddress: business.address.street,
      addressLocality: business.address.city,
      addressRegion: business.address.region,
      postalCode: business.address.postalCode,
      addressCountry: business.address.country,
    },
    geo: { "@type": "GeoCoordinates", latitude: business.geo.latitude, longitude: business.geo.longitude },
    ...hoursOf(business),
    areaServed: serviceArea(site),
    ...(business.sameAs?.length ? { sameAs: business.sameAs } : {}),
  } satisfies WithContext<LocalBusiness>;
}

/**
 * A business open at all hours says so; any other states the rows of its hours that read as days and times
 * (opening-hours.ts), and none when no row does.
 */
function hoursOf(business: SiteData["business"]): Thing {
  if (business.openAllHours) {
    return {
      openingHoursSpecification: [
        { "@type": "OpeningHoursSpecification", dayOfWeek: ALL_WEEK, opens: "00:00", closes: "23:59" },
      ],
    };
  }
  const stated = openingHours(business.hours);
  return stated.length ? { openingHoursSpecification: stated } : {};
}

export function webPage(site: SiteData, page: PageData, url: string): Thing {
  return {
    "@context": "https://schema.org",
    "@type": "WebPage",
    "@id": `${url}#webpage`,
    url,
    name: page.title,
    description: page.description,
    inLanguage: site.site.language,
    isPartOf: { "@type": "WebSite", "@id": websiteId(site), name: site.site.name, url: `${site.site.url}/` },
    about: { "@id": businessId(site) },
  } satisfies WithContext<WebPage>;
}

export function service(site: SiteData, page: PageData, serviceType: string, url: string): Thing {
  return {
    "@context": "https://schema.org",
    "@type": "Service",
    "@id": `${url}#service`,
    name: serviceType,
    serviceType,
    description: page.description,
    url,
    provider: { "@id": businessId(site) },
    areaServed: serviceArea(site),
  } satisfies WithContext<Service>;
}

export function blogPosting(site: SiteData, post: PostData, url: string, imageUrl: string): Thing {
  return {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    "@id": `${url}#article`,
    headline: post.heading ?? post.title,
    description: post.description,
    image: imageUrl,
    datePublished: post.published,
    dateModified: post.modified ?? post.published,
    inLanguage: site.site.language,
    mainEntityOfPage: url,
    url,
    // Named in place, not only by @id: Google's article guidelines ask for author.name, and a reference
    // into another script element is not followed by every reader.
    author: { "@type": "Organization", "@id": businessId(site), name: site.business.name, url: `${site.site.url}/` },
    publisher: { "@id": businessId(site) },
  } satisfies WithContext<BlogPosting>;
}

/**
 * JSON for a <script type="application/ld+json"> element. `<`, `>` and `&` become \u escapes so no text
 * (a "</script>" in a description, say) can close the element early; U+2028/2029 are escaped for old parsers.
 */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}
