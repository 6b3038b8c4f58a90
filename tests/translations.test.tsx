/**
 * What a two-language site tells search engines and visitors, from a fixture site: each page's alternates
 * (hreflang), the sitemap's, the structured data's language, dates, the feeds, the not-found pages, and the
 * header's language switcher. A site in one language must render as it did: no alternates, no switcher.
 */
// @vitest-environment happy-dom
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Site } from "../schema/site.ts";
import { notFoundFiles, sitemapXml } from "../src/build/output.ts";
import { siteIn, versionsOf } from "../src/site/languages.ts";
import { fillPlaceholders, placeholderValues } from "../src/site/placeholders.ts";
import { findRoute, routeTable } from "../src/site/routes.ts";
import { notFoundPageFor, notFoundPages } from "../src/deploy/headers.ts";
import { atomFeed } from "../src/head/feed.ts";
import { headForNotFound, headForRoute } from "../src/head/meta.ts";
import type { ResponsiveImage } from "../src/images/manifest.ts";
import { RenderProvider, renderContextFor } from "../src/layout/context.tsx";
import { NotFound } from "../src/layout/NotFound.tsx";
import { PostView } from "../src/layout/PostView.tsx";
import { Shell } from "../src/layout/Shell.tsx";
import { Blocks } from "../src/blocks/Blocks.tsx";
import { minimalSite, twoLanguageSite } from "./fixtures/site.ts";

const load = (json: Record<string, unknown>) => {
  const parsed = Site.parse(json);
  return fillPlaceholders(parsed, placeholderValues(parsed));
};
const two = load(twoLanguageSite());
const one = load(minimalSite());
const social = (src: string) =>
  `/img/${src
    .split("/")
    .pop()!
    .replace(/\.\w+$/, "")}-og.jpg`;
const head = (site: typeof two, path: string) => headForRoute(site, findRoute(site, path)!, social);
const images = (src: string): ResponsiveImage => ({
  width: 1200,
  height: 900,
  avif: `/img/${src}.avif 480w`,
  webp: `/img/${src}.webp 480w`,
  fallback: `/img/${src}.webp`,
});

function render(site: typeof two, path: string) {
  const route = findRoute(site, path);
  const context = renderContextFor(site, path, route, images);
  const body =
    route === undefined ? (
      <NotFound />
    ) : (
      <Shell>{route.kind === "page" ? <Blocks blocks={route.page.blocks} /> : <PostView post={route.post} />}</Shell>
    );
  const html = renderToStaticMarkup(<RenderProvider value={context}>{body}</RenderProvider>);
  return new DOMParser().parseFromString(`<body>${html}</body>`, "text/html");
}

describe("alternates (hreflang)", () => {
  it("list every version, itself included, with absolute addresses, then one x-default: the English page", () => {
    expect(head(two, "/es/remocion").alternates).toEqual([
      { hreflang: "en-US", href: "https://oaktrees.com/removal" },
      { hreflang: "es-US", href: "https://oaktrees.com/es/remocion" },
      { hreflang: "x-default", href: "https://oaktrees.com/removal" },
    ]);
  });

  it("are the same on every version of a page, so each links back to the other (reciprocal)", () => {
    for (const route of routeTable(two)) {
      const alternates = head(two, route.path).alternates;
      expect(alternates.filter((alternate) => alternate.hreflang === "x-default")).toHaveLength(1);
      expect(alternates.map((alternate) => alternate.href)).toContain(head(two, route.path).canonical);
      for (const version of versionsOf(two, route.path)) expect(head(two, version.path).alternates).toEqual(alternates);
    }
  });

  it("keep each version's canonical its own address, its language in <html lang> and og:locale", () => {
    expect(head(two, "/es/remocion")).toMatchObject({
      canonical: "https://oaktrees.com/es/remocion",
      language: "es-US",
      locale: "es_US",
      localeAlternates: ["en_US"],
      image: { alt: "Una cuadrilla junto a un roble" },
    });
    expect(head(two, "/").language).toBe("en-US");
  });

  it("are none on a page in one language only, and none on a site in one language", () => {
    const site = twoLanguageSite();
    (site.pages as { translationOf?: string }[]).forEach((page) => delete page.translationOf);
    expect(head(load(site), "/es/remocion").alternates).toEqual([]);
    for (const route of routeTable(one)) {
      expect(head(one, route.path)).toMatchObject({ alternates: [], localeAlternates: [] });
    }
  });
});

describe("structured data", () => {
  it("keeps one business @id on every page, described in the page's language, and says each page's language", () => {
    const english = head(two, "/blog/first-post").jsonLd;
    const spanish = head(two, "/es/blog/primera-entrada").jsonLd;
    expect(spanish[0]).toMatchObject({ "@id": english[0]!["@id"], name: "Oak & Ash Tree Care" });
    expect(spanish[0]!.description).toBe("Cuidado de árboles para Testville.");
    expect(english[0]!.description).toBe("Tree care for Testville.");
    expect(spanish[1]).toMatchObject({ "@type": "BlogPosting", inLanguage: "es-US" });
    expect(english[1]).toMatchObject({ "@type": "BlogPosting", inLanguage: "en-US" });
    expect(head(two, "/es").jsonLd[1]).toMatchObject({ "@type": "WebPage", inLanguage: "es-US" });
  });
});

describe("the sitemap", () => {
  it("lists both languages, each address with the same alternates as its head", () => {
    const xml = sitemapXml(two);
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    const urls = [...xml.matchAll(/<url><loc>([^<]+)<\/loc>([\s\S]*?)<\/url>/g)];
    expect(urls.map((match) => new URL(match[1]!).pathname)).toEqual(routeTable(two).map((route) => route.path));
    for (const [, loc, rest] of urls) {
      const links = [...rest!.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)];
      const path = new URL(loc!).pathname;
      expect(links.map(([, hreflang, href]) => ({ hreflang, href }))).toEqual(head(two, path).alternates);
    }
  });

  it("stays as it was on a site in one language", () => {
    expect(sitemapXml(one)).not.toContain("xhtml");
  });
});

describe("the language switcher", () => {
  it("leads from a page to its translation, named in the other language, with hreflang and lang", () => {
    const link = render(two, "/removal").querySelector("header a[hreflang]");
    expect(link?.getAttribute("href")).toBe("/es/remocion");
    expect(link?.getAttribute("hreflang")).toBe("es-US");
    expect(link?.getAttribute("lang")).toBe("es-US");
    expect(link?.textContent).toBe("Español");
    const back = render(two, "/es/remocion").querySelector("header a[hreflang]");
    expect([back?.getAttribute("href"), back?.textContent]).toEqual(["/removal", "English"]);
  });

  it("leads to the other language's home page from a page without a translation", () => {
    const site = twoLanguageSite();
    delete (site.pages as { translationOf?: string }[])[4]!.translationOf;
    expect(render(load(site), "/es/remocion").querySelector("header a[hreflang]")?.getAttribute("href")).toBe("/");
  });

  it("is not there on a site in one language", () => {
    expect(render(one, "/removal").querySelector("a[hreflang]")).toBeNull();
  });
});

describe("a Spanish page", () => {
  it("has the Spanish header, footer, home link and dates, and lists only the Spanish posts", () => {
    const post = render(two, "/es/blog/primera-entrada");
    expect(post.querySelector(".skip-link")?.textContent).toBe("Saltar al contenido");
    expect(post.querySelector(".brand")?.getAttribute("href")).toBe("/es");
    expect(post.querySelector("time")?.textContent).toBe("1 de septiembre de 2025");
    expect(post.querySelector(".back-link")?.getAttribute("href")).toBe("/es/blog");
    expect(post.querySelector(".post-footer a")?.getAttribute("href")).toBe("/es");
    expect(post.querySelector(".site-footer")?.textContent).toContain("Cuidado de árboles en Testville");
    const blog = render(two, "/es/blog");
    expect([...blog.querySelectorAll(".post-card h3 a")].map((a) => a.getAttribute("href"))).toEqual([
      "/es/blog/primera-entrada",
    ]);
    expect(render(two, "/blog").querySelectorAll(".post-card")).toHaveLength(1);
  });

  it("opens the Spanish copy of the form from every form button, and an English page the site's form", () => {
    const formIds = (path: string) =>
      [...render(two, path).querySelectorAll("[data-island=estimate]")].map((button) => [
        button.getAttribute("data-form-id"),
        button.getAttribute("href"),
      ]);
    // The hero's button and the footer's, on a page and on a post.
    const spanish = ["abc123es", "https://forms.example/r/abc123es"];
    expect(formIds("/es")).toEqual([spanish, spanish]);
    expect(formIds("/es/blog/primera-entrada")).toEqual([spanish]);
    expect(formIds("/")).toEqual([
      ["abc123", "https://forms.example/r/abc123"],
      ["abc123", "https://forms.example/r/abc123"],
    ]);
    // The popup's look and the provider's script stay the site's.
    const button = render(two, "/es").querySelector("[data-island=estimate]")!;
    expect([button.getAttribute("data-width"), button.getAttribute("data-script")]).toEqual([
      "700",
      "https://forms.example/embed.js",
    ]);
  });

  it("opens the site's form from a language without a copy of its own", () => {
    const json = twoLanguageSite() as { languages: Record<string, unknown>[] };
    delete json.languages[0]!.estimateForm;
    const button = render(load(json), "/es").querySelector("[data-island=estimate]");
    expect(button?.getAttribute("data-form-id")).toBe("abc123");
  });

  it("dates a post in English in English, from the YYYY-MM-DD text in UTC", () => {
    expect(render(two, "/blog/first-post").querySelector("time")?.textContent).toBe("September 1, 2025");
  });
});

describe("the not-found pages", () => {
  it("answer a missing Spanish address in Spanish, and any other in English", () => {
    const spanish = render(two, "/es/nada");
    expect(spanish.querySelector("h1")?.textContent).toBe("¡Uy! No encontramos esa página");
    expect(spanish.querySelector("main a")?.getAttribute("href")).toBe("/es");
    expect(headForNotFound(two, social, "es-US")).toMatchObject({ title: "Página no encontrada", language: "es-US" });
    expect(render(two, "/nothing").querySelector("h1")?.textContent).toBe("Oops! Page not found");
  });

  it("are one file per language, which hosts serve for a missing address in its folder", () => {
    expect(notFoundFiles(two)).toEqual(["404.html", "es/404.html"]);
    const pages = notFoundPages(two);
    expect(notFoundPageFor(pages, "/es/nada").file).toBe("/es/404.html");
    expect(notFoundPageFor(pages, "/espanol").file).toBe("/404.html");
    expect(notFoundPages(one)).toEqual([{ prefix: "/", file: "/404.html" }]);
  });
});

describe("the feeds", () => {
  it("are one per language, each with its own posts, language and address", () => {
    const spanish = atomFeed(siteIn(two, "es-US"), "/es");
    expect(spanish).toContain('xml:lang="es-US"');
    expect(spanish).toContain('<link rel="self" type="application/atom+xml" href="https://oaktrees.com/es/feed.xml"/>');
    expect(spanish).toContain("<title>Consejos | Oak &amp; Ash</title>");
    expect(spanish).toContain("https://oaktrees.com/es/blog/primera-entrada");
    expect(spanish).not.toContain("first-post");
    expect(atomFeed(siteIn(two, "en-US"))).not.toContain("primera-entrada");
    expect(head(two, "/es/remocion").feed?.href).toBe("https://oaktrees.com/es/feed.xml");
    expect(head(two, "/removal").feed?.href).toBe("https://oaktrees.com/feed.xml");
  });
});

describe("the header's current page", () => {
  it("marks a language's home link current on the home page only, and a section link on its pages", () => {
    const post = render(two, "/es/blog/primera-entrada");
    const current = [...post.querySelectorAll('.nav-desktop [aria-current="page"]')].map((a) => a.getAttribute("href"));
    expect(current).toEqual(["/es/blog"]);
    const home = render(two, "/es");
    expect(home.querySelector('.nav-desktop a[href="/es"]')?.getAttribute("aria-current")).toBe("page");
  });
});
