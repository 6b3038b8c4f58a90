// @vitest-environment happy-dom
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Blocks } from "../src/blocks/Blocks.tsx";
import type { ResponsiveImage } from "../src/images/manifest.ts";
import { fillPlaceholders, placeholderValues } from "../src/site/placeholders.ts";
import { ISLAND_ATTRIBUTE } from "../src/islands/marker.ts";
import { RenderProvider, renderContextFor } from "../src/layout/context.tsx";
import { Header } from "../src/layout/Header.tsx";
import { Footer } from "../src/layout/Footer.tsx";
import type { BlockData } from "../schema/blocks.ts";
import { Site } from "../schema/site.ts";
import { validateSiteText } from "../src/validate/index.ts";
import { minimalSite, twoLanguageSite } from "./fixtures/site.ts";

// Block rendering is tested without the image pipeline: the render context answers every image with a
// predictable fake, as the prerender answers from the manifest and the editor from its server.
const images = (src: string): ResponsiveImage => ({
  width: 1200,
  height: 900,
  avif: `/img/${src}-480.avif 480w`,
  webp: `/img/${src}-480.webp 480w`,
  fallback: `/img/${src}-960.webp`,
});

const parsed = Site.parse(minimalSite());
const site = fillPlaceholders(parsed, placeholderValues(parsed));

function render(node: React.ReactNode, path = "/") {
  const html = renderToStaticMarkup(
    <RenderProvider value={renderContextFor(site, path, undefined, images)}>{node}</RenderProvider>,
  );
  const doc = new DOMParser().parseFromString(html, "text/html");
  return { html, doc };
}
const blocks = (...list: BlockData[]) => render(<Blocks blocks={list} />);

describe("blocks", () => {
  it("render in order, each from its own props", () => {
    const { doc } = blocks(
      { type: "hero", heading: "Big heading", intro: "Intro", actions: [] },
      { type: "text", heading: "Second", paragraphs: ["One", "Two"] },
      { type: "cta", heading: "Third", text: "Call", actions: [{ action: "call", label: "Call now" }] },
    );
    expect([...doc.querySelectorAll("h1, h2")].map((h) => h.textContent)).toEqual(["Big heading", "Second", "Third"]);
    expect(doc.querySelectorAll("h1")).toHaveLength(1);
  });

  it("turns rich text into links and bold, and never into raw HTML", () => {
    const { doc, html } = blocks({
      type: "text",
      paragraphs: ["See [removal](/removal), **today** <script>alert(1)</script>"],
    });
    expect(doc.querySelector("a")?.getAttribute("href")).toBe("/removal");
    expect(doc.querySelector("strong")?.textContent).toBe("today");
    expect(doc.querySelector("script")).toBeNull();
    expect(html).toContain("&lt;script&gt;");
  });

  it("turns _words_ into italics in every block's rich text, and an underscore inside a word into itself", () => {
    const { doc } = blocks(
      { type: "text", paragraphs: ["A _gentle_ prune of my_oak."], bullets: ["_Always_ insured"] },
      { type: "faq", heading: "Questions", items: [{ question: "Why?", answer: "It is _safer_." }] },
      { type: "cta", heading: "Call", text: "Call _today_.", actions: [] },
    );
    expect([...doc.querySelectorAll("em")].map((em) => em.textContent)).toEqual(["gentle", "Always", "safer", "today"]);
    expect(doc.body.textContent).toContain("A gentle prune of my_oak.");
  });

  it("makes estimate buttons links to the form page that the estimate island enhances", () => {
    const { doc } = blocks({
      type: "cta",
      heading: "H",
      text: "T",
      actions: [{ action: "estimate", label: "Get Quote" }],
    });
    const link = doc.querySelector("a")!;
    expect(link.textContent).toBe("Get Quote");
    expect(link.getAttribute("href")).toBe("https://forms.example/r/abc123");
    expect(link.getAttribute(ISLAND_ATTRIBUTE)).toBe("estimate");
    expect({ ...link.dataset }).toMatchObject({ formId: "abc123", layout: "modal", width: "700", autoClose: "5000" });
  });

  it("makes call buttons tel: links to the business's number", () => {
    const { doc } = blocks({ type: "cta", heading: "H", text: "T", actions: [{ action: "call", label: "Call us" }] });
    expect(doc.querySelector("a")?.getAttribute("href")).toBe("tel:+15550100000");
    expect(doc.querySelector("a")?.textContent).toBe("Call us");
  });

  it("gives the FAQ one details group, so at most one answer is open, with no script", () => {
    const { doc, html } = blocks({
      type: "faq",
      heading: "FAQ",
      items: [
        { question: "Q1", answer: "A1" },
        { question: "Q2", answer: "A2" },
      ],
    });
    const details = [...doc.querySelectorAll("details")];
    expect(details).toHaveLength(2);
    expect(new Set(details.map((d) => d.getAttribute("name"))).size).toBe(1);
    expect(details.every((d) => !d.open)).toBe(true);
    expect(html).not.toContain(ISLAND_ATTRIBUTE);
  });

  it("gives every picture its size, alt text, AVIF and WebP", () => {
    const { doc } = blocks({
      type: "text",
      paragraphs: ["x"],
      image: { src: "images/a.svg", alt: "An oak" },
    });
    const img = doc.querySelector("img")!;
    expect([img.getAttribute("width"), img.getAttribute("height"), img.alt]).toEqual(["1200", "900", "An oak"]);
    expect(img.getAttribute("loading")).toBe("lazy");
    expect([...doc.querySelectorAll("source")].map((s) => s.getAttribute("type"))).toEqual([
      "image/avif",
      "image/webp",
    ]);
  });

  it("lists posts newest first, with the shown date written out", () => {
    const { doc } = blocks({ type: "postList", readMoreLabel: "Read More" });
    expect(doc.querySelector("time")?.textContent).toBe("September 1, 2025");
    expect(doc.querySelector("time")?.getAttribute("datetime")).toBe("2025-09-01");
    expect(doc.querySelector(".card-link")?.textContent).toBe("Read More: First post →");
  });

  it("adds no island to pages made only of static blocks", () => {
    const { html } = blocks(
      { type: "hero", heading: "H", intro: "I", actions: [{ action: "call", label: "Call" }] },
      { type: "faq", heading: "F", items: [{ question: "Q", answer: "A" }] },
      { type: "cities", heading: "C" },
    );
    expect(html).not.toContain(ISLAND_ATTRIBUTE);
  });
});

describe("layout", () => {
  it("marks the current page in the header, and the blog link on every post", () => {
    const onPost = render(<Header />, "/blog/first-post").doc;
    const current = [...onPost.querySelectorAll('[aria-current="page"]')].map((a) => a.textContent);
    expect(current).toEqual(["Blog", "Blog"]);
    const onService = render(<Header />, "/removal").doc;
    expect(onService.querySelector(".dropdown-toggle")?.classList.contains("is-active")).toBe(true);
  });

  it("names the business beside the logo, or only for those who hear it when the logo spells the name", () => {
    const brandOf = (shows: boolean | undefined) => {
      const own = { ...site, site: { ...site.site, logoShowsName: shows } };
      const html = renderToStaticMarkup(
        <RenderProvider value={renderContextFor(own, "/", undefined, images)}>
          <Header />
        </RenderProvider>,
      );
      return new DOMParser().parseFromString(html, "text/html").querySelector(".brand")!;
    };
    for (const shows of [undefined, false]) {
      expect(brandOf(shows).querySelector("span")?.className).toBe("");
      expect(brandOf(shows).textContent).toBe(site.business.name);
    }
    expect(brandOf(true).querySelector("span")?.className).toBe("visually-hidden");
    expect(brandOf(true).textContent).toBe(site.business.name);
  });

  it("draws the logo 40 px tall at its own proportions, a photo from its small copies", () => {
    const logo = (answer: (src: string) => ResponsiveImage) => {
      const html = renderToStaticMarkup(
        <RenderProvider value={renderContextFor(site, "/", undefined, answer)}>
          <Header />
        </RenderProvider>,
      );
      return new DOMParser().parseFromString(html, "text/html").querySelector(".brand img")!;
    };
    // A wordmark drawn three times wider than tall: one file for every size.
    const wordmark = logo((src) => ({ width: 360, height: 120, avif: "", webp: "", fallback: `/img/${src}.svg` }));
    expect([wordmark.getAttribute("width"), wordmark.getAttribute("height")]).toEqual(["120", "40"]);
    expect(wordmark.hasAttribute("srcset")).toBe(false);
    // A photo 4:3: the browser picks the smallest copy for a mark 53 px wide.
    const photo = logo(images);
    expect([photo.getAttribute("width"), photo.getAttribute("height")]).toEqual(["53", "40"]);
    expect(photo.getAttribute("srcset")).toBe(images(site.site.logo.src).webp);
    expect(photo.getAttribute("sizes")).toBe("53px");
  });

  it("puts the four footer columns and the copyright from site.json", () => {
    const { doc } = render(<Footer />);
    expect([...doc.querySelectorAll("footer h2")].map((h) => h.textContent)).toEqual([
      "Oak & Ash Tree Care",
      "Contact",
      "Services",
      "Get Started",
    ]);
    expect(doc.querySelector(".footer-bottom")?.textContent).toContain("© 2024 Oak & Ash Tree Care");
  });
});

describe("a site with no form", () => {
  // A business that takes requests by phone: no estimateForm, no footer form button, its buttons call or link.
  const written = minimalSite() as Record<string, Record<string, unknown>>;
  delete written.estimateForm;
  delete written.footer!.estimateLabel;
  const calls = (value: unknown): unknown =>
    Array.isArray(value)
      ? value.map(calls)
      : value && typeof value === "object"
        ? Object.fromEntries(
            Object.entries(value).map(([key, item]) => [
              key,
              key === "action" && item === "estimate" ? "call" : calls(item),
            ]),
          )
        : value;
  const checked = validateSiteText(JSON.stringify(calls(written)), {});

  it("is valid, and a button left opening the form is an error where it is", () => {
    expect(checked.problems.filter((problem) => problem.severity === "error")).toEqual([]);
    const left = validateSiteText(JSON.stringify(written), {});
    expect(left.ok).toBe(false);
    const errors = left.problems.filter((problem) => problem.severity === "error");
    expect(errors.length).toBeGreaterThan(0);
    expect(errors.every((problem) => problem.code === "no-form" && problem.path.at(-1) === "action")).toBe(true);
  });

  it("has a footer with the call button only, and no page that loads the form's script", () => {
    const noForm = fillPlaceholders(checked.site!, placeholderValues(checked.site!));
    const html = renderToStaticMarkup(
      <RenderProvider value={renderContextFor(noForm, "/", undefined, images)}>
        <Footer />
      </RenderProvider>,
    );
    const doc = new DOMParser().parseFromString(html, "text/html");
    expect([...doc.querySelectorAll(".footer-actions a")].map((a) => a.getAttribute("href"))).toEqual([
      `tel:${noForm.business.phone.e164}`,
    ]);
    expect(html).not.toContain("estimate");
  });
});

describe("the map", () => {
  const two = (() => {
    const parsed = Site.parse(twoLanguageSite());
    return fillPlaceholders(parsed, placeholderValues(parsed));
  })();
  const contact = (src: string): BlockData => ({
    type: "contact",
    heading: "Contact",
    phoneLabel: "Phone",
    addressLabel: "Address",
    hoursLabel: "Hours",
    map: { title: "Map", src },
  });
  /** The frame's address the island adds, and the one in the page's <noscript>. */
  function mapSources(src: string, path: string) {
    const html = renderToStaticMarkup(
      <RenderProvider value={renderContextFor(two, path, undefined, images)}>
        <Blocks blocks={[contact(src)]} />
      </RenderProvider>,
    );
    // Read from the markup: parsed, the <noscript> frame would be loaded by the test's DOM.
    const attribute = (pattern: RegExp) => pattern.exec(html)?.[1]?.replaceAll("&amp;", "&");
    return [attribute(/class="contact-map"[^>]*\bdata-src="([^"]*)"/), attribute(/<iframe src="([^"]*)"/)];
  }
  const google = "https://www.google.com/maps?q=Kissimmee,+FL&output=embed";

  it("speaks the page's language: Google's embed gets hl, without the owner writing it", () => {
    expect(mapSources(google, "/es/contacto")).toEqual([`${google}&hl=es`, `${google}&hl=es`]);
    expect(mapSources(google, "/contact")).toEqual([`${google}&hl=en`, `${google}&hl=en`]);
    const embed = "https://www.google.com/maps/embed?pb=!1m18!2m3";
    expect(mapSources(embed, "/es/contacto")[0]).toBe(`${embed}&hl=es`);
  });

  it("keeps a language the owner wrote, and another provider's address as written", () => {
    expect(mapSources(`${google}&hl=fr`, "/es/contacto")[0]).toBe(`${google}&hl=fr`);
    const osm = "https://www.openstreetmap.org/export/embed.html?bbox=-81.5,28.2,-81.3,28.4";
    expect(mapSources(osm, "/es/contacto")[0]).toBe(osm);
  });
});
