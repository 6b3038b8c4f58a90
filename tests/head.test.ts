import { describe, expect, it } from "vitest";
import { fillPlaceholders, placeholderValues } from "../src/site/placeholders.ts";
import { findRoute, routeTable } from "../src/site/routes.ts";
import { serializeJsonLd } from "../src/head/json-ld.ts";
import { headForNotFound, headForRoute } from "../src/head/meta.ts";
import { Site } from "../schema/site.ts";
import { minimalSite } from "./fixtures/site.ts";

const site = (() => {
  const parsed = Site.parse(minimalSite());
  return fillPlaceholders(parsed, placeholderValues(parsed));
})();
const social = (src: string) =>
  `/img/${src
    .split("/")
    .pop()!
    .replace(/\.\w+$/, "")}-og.jpg`;
const head = (path: string) => headForRoute(site, findRoute(site, path)!, social);

describe("routes", () => {
  it("lists every page and post once, pages first", () => {
    expect(routeTable(site).map((route) => route.path)).toEqual(["/", "/removal", "/blog", "/blog/first-post"]);
  });

  it("finds a route whatever the trailing slash, query or fragment", () => {
    expect(findRoute(site, "/removal/")?.path).toBe("/removal");
    expect(findRoute(site, "/removal?x=1#top")?.path).toBe("/removal");
    expect(findRoute(site, "/nope")).toBeUndefined();
  });
});

describe("placeholders", () => {
  it("fills {phone}, {businessName} and {year} everywhere", () => {
    expect(site.navigation.callLabel).toBe("Call (555) 010-0000");
    expect(site.footer.copyright).toBe("© 2024 Oak & Ash Tree Care");
    expect(site.footer.aboutHeading).toBe("Oak & Ash Tree Care");
  });
});

describe("headForRoute", () => {
  it("gives a page its own title, description, canonical address and sharing tags", () => {
    const removal = head("/removal");
    expect(removal).toMatchObject({
      title: "Removal | Oak & Ash",
      description: "Tree removal.",
      canonical: "https://oaktrees.com/removal",
      ogType: "website",
      locale: "en_US",
      image: { url: "https://oaktrees.com/img/default-og.jpg", alt: "A crew beside an oak", width: 1200, height: 630 },
    });
    expect(head("/").canonical).toBe("https://oaktrees.com/");
  });

  it("describes the business with its service radius on every page", () => {
    for (const route of routeTable(site)) {
      const [business] = head(route.path).jsonLd;
      expect(business).toMatchObject({
        "@type": "LocalBusiness",
        name: "Oak & Ash Tree Care",
        telephone: "+15550100000",
        priceRange: "$$",
        address: { addressLocality: "Testville", addressRegion: "FL" },
      });
      expect((business!.areaServed as object[])[0]).toEqual({
        "@type": "GeoCircle",
        geoMidpoint: { "@type": "GeoCoordinates", latitude: 28.1, longitude: -81.4 },
        geoRadius: 50000,
      });
      expect(business!.openingHoursSpecification).toEqual([
        expect.objectContaining({ opens: "00:00", closes: "23:59", dayOfWeek: expect.arrayContaining(["Sunday"]) }),
      ]);
    }
  });

  it("tells search engines the hours of a business not open at all hours, as far as its rows read as hours", () => {
    const business = {
      ...site.business,
      openAllHours: false,
      hours: [
        { days: "Tuesday – Friday", time: "7:00 AM – 5:00 PM" },
        { days: "Sunday and Monday", time: "Closed" },
        { days: "Holidays", time: "By appointment" },
      ],
    };
    const [stated] = headForRoute({ ...site, business }, findRoute(site, "/")!, social).jsonLd;
    expect(stated!.openingHoursSpecification).toEqual([
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: ["Tuesday", "Wednesday", "Thursday", "Friday"],
        opens: "07:00",
        closes: "17:00",
      },
    ]);
    // None that reads: none stated, rather than an empty list.
    const unread = { ...business, hours: [{ days: "Sunday", time: "By appointment" }] };
    const [none] = headForRoute({ ...site, business: unread }, findRoute(site, "/")!, social).jsonLd;
    expect(none).not.toHaveProperty("openingHoursSpecification");
  });

  it("marks service pages as a Service and other pages as a WebPage", () => {
    expect(head("/removal").jsonLd[1]).toMatchObject({
      "@type": "Service",
      serviceType: "Tree Removal",
      url: "https://oaktrees.com/removal",
      provider: { "@id": "https://oaktrees.com/#business" },
    });
    expect(head("/").jsonLd[1]).toMatchObject({
      "@type": "WebPage",
      url: "https://oaktrees.com/",
      inLanguage: "en-US",
    });
  });

  it("marks posts as a BlogPosting with the structured-data dates, not the shown date", () => {
    const post = head("/blog/first-post");
    expect(post.ogType).toBe("article");
    expect(post.article).toEqual({ publishedTime: "2025-10-30", modifiedTime: "2025-10-30" });
    expect(post.image.url).toBe("https://oaktrees.com/img/first-og.jpg");
    expect(post.jsonLd[1]).toMatchObject({
      "@type": "BlogPosting",
      headline: "First post",
      datePublished: "2025-10-30",
      dateModified: "2025-10-30",
      image: "https://oaktrees.com/img/first-og.jpg",
    });
  });

  it("keeps the not-found page out of search results and without a canonical address", () => {
    const notFound = headForNotFound(site, social);
    expect(notFound).toMatchObject({ title: "Not found", robots: "noindex", canonical: undefined, jsonLd: [] });
  });
});

describe("serializeJsonLd", () => {
  it("cannot be broken out of its <script> element, and still parses to the same data", () => {
    const hostile = { name: "</script><script>alert(1)</script> & <!-- \u2028" };
    const json = serializeJsonLd(hostile);
    expect(json).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(json)).toEqual(hostile);
  });
});
