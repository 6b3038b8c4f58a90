/**
 * What the audit needs to know of one HTML page, read with a real HTML parser (htmlparser2) in one pass:
 * the links, every file the page refers to, its styles and scripts, its JSON-LD and its islands.
 */
import { Parser } from "htmlparser2";

export interface Reference {
  /** The URL as written in the page. */
  url: string;
  /** Where it was found, such as `img[srcset]` or `JSON-LD image`. */
  from: string;
}

export interface Script {
  src: string | undefined;
  type: string;
  text: string;
}

export interface PageFacts {
  /** `<a href>` values: the pages a crawl follows. */
  links: string[];
  /** Every other reference to a file or address: src, srcset, link href, sharing images, JSON-LD URLs. */
  resources: Reference[];
  ids: Set<string>;
  styles: string[];
  scripts: Script[];
  stylesheetLinks: string[];
  jsonLd: string[];
  islands: number;
  showsBreadcrumbs: boolean;
}

/** The gallery lightbox loads these srcset-style lists when a picture opens, so they must resolve too. */
const LIGHTBOX_SRCSET_ATTRIBUTES = ["data-avif", "data-webp"];
const SHARING_IMAGE_META = ["og:image", "og:image:url", "og:image:secure_url", "og:url", "twitter:image"];
/** JSON-LD properties whose values are addresses a search engine fetches or follows. */
const JSON_LD_URL_KEYS = new Set(["url", "image", "logo", "contentUrl", "thumbnailUrl", "mainEntityOfPage", "item"]);
const BREADCRUMB = /breadcrumb/i;

/** The URLs of a srcset list: "a.avif 480w, b.avif 960w" gives a.avif and b.avif. */
export function srcsetUrls(srcset: string): string[] {
  return srcset
    .split(",")
    .map((candidate) => candidate.trim().split(/\s+/)[0] ?? "")
    .filter(Boolean);
}

/** Addresses in parsed JSON-LD under the properties search engines fetch; unparsable blocks give none. */
export function jsonLdUrls(texts: string[]): Reference[] {
  const found: Reference[] = [];
  const walk = (value: unknown, key: string | undefined) => {
    if (typeof value === "string") {
      if (key && JSON_LD_URL_KEYS.has(key)) found.push({ url: value, from: `JSON-LD ${key}` });
    } else if (Array.isArray(value)) {
      for (const item of value) walk(item, key);
    } else if (value && typeof value === "object") {
      for (const [childKey, child] of Object.entries(value)) walk(child, childKey);
    }
  };
  for (const text of texts) {
    try {
      walk(JSON.parse(text), undefined);
    } catch {
      // the structured-data check reports blocks that do not parse
    }
  }
  return found;
}

export function readPage(html: string): PageFacts {
  const facts: PageFacts = {
    links: [],
    resources: [],
    ids: new Set(),
    styles: [],
    scripts: [],
    stylesheetLinks: [],
    jsonLd: [],
    islands: 0,
    showsBreadcrumbs: false,
  };
  let rawText: { into: (text: string) => void } | undefined;
  const resource = (url: string | undefined, from: string) => {
    if (url !== undefined && url.trim() !== "") facts.resources.push({ url: url.trim(), from });
  };

  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (attributes.id) facts.ids.add(attributes.id);
        if (attributes["data-island"] !== undefined) facts.islands++;
        if (
          BREADCRUMB.test(attributes["aria-label"] ?? "") ||
          BREADCRUMB.test(attributes.class ?? "") ||
          /BreadcrumbList/.test(attributes.itemtype ?? "")
        ) {
          facts.showsBreadcrumbs = true;
        }
        if (name === "a" && attributes.href !== undefined) facts.links.push(attributes.href.trim());
        if (attributes.src !== undefined && name !== "script") resource(attributes.src, `${name}[src]`);
        if (attributes.srcset !== undefined) {
          for (const url of srcsetUrls(attributes.srcset)) resource(url, `${name}[srcset]`);
        }
        if (attributes.poster !== undefined) resource(attributes.poster, `${name}[poster]`);
        for (const attribute of LIGHTBOX_SRCSET_ATTRIBUTES) {
          const value = attributes[attribute];
          if (value !== undefined) for (const url of srcsetUrls(value)) resource(url, `${name}[${attribute}]`);
        }
        if (name === "link" && attributes.href !== undefined) {
          const rel = (attributes.rel ?? "").toLowerCase().split(/\s+/);
          // preconnect and dns-prefetch name an origin, not a file.
          if (!rel.includes("preconnect") && !rel.includes("dns-prefetch"))
            resource(attributes.href, `link[rel=${rel.join(" ")}]`);
          if (rel.includes("stylesheet")) facts.stylesheetLinks.push(attributes.href);
        }
        if (name === "meta") {
          const key = attributes.property ?? attributes.name ?? "";
          if (SHARING_IMAGE_META.includes(key)) resource(attributes.content, `meta ${key}`);
        }
        if (name === "style") {
          facts.styles.push("");
          rawText = { into: (text) => (facts.styles[facts.styles.length - 1] += text) };
        }
        if (name === "script") {
          const script: Script = { src: attributes.src, type: (attributes.type ?? "").toLowerCase(), text: "" };
          facts.scripts.push(script);
          if (script.src !== undefined) resource(script.src, "script[src]");
          rawText = { into: (text) => (script.text += text) };
        }
      },
      ontext(text) {
        rawText?.into(text);
      },
      onclosetag(name) {
        if (name === "style" || name === "script") rawText = undefined;
      },
    },
    { decodeEntities: true },
  );
  parser.end(html);

  facts.jsonLd = facts.scripts.filter((script) => script.type === "application/ld+json").map((script) => script.text);
  facts.resources.push(...jsonLdUrls(facts.jsonLd));
  return facts;
}
