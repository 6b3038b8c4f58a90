/**
 * The response headers of the built site, declared once from site.json. Every host gets them from here:
 * dist/client/_headers (Netlify, Cloudflare Pages), deploy/nginx.conf, the CloudFront policy and
 * `npm run serve`, so what is previewed is what is deployed.
 */
import type { LanguageData, LanguageFormData, SiteData } from "../../schema/site.ts";
import { languageFolder } from "../site/languages.ts";

/** What the policy needs of a site. The form is optional here so a site without one gets no form host. */
export type HeaderSite = Pick<SiteData, "pages" | "posts"> & {
  estimateForm?: Pick<NonNullable<SiteData["estimateForm"]>, "scriptUrl" | "pageUrl">;
  /** The added languages, each with its own not-found page in its folder. */
  languages?: (Pick<LanguageData, "language"> & { estimateForm?: Pick<LanguageFormData, "pageUrl"> })[];
};

export const IMMUTABLE = "public, max-age=31536000, immutable";
/** HTML and every unhashed file: the browser and any CDN ask again each time (a 304 when unchanged). */
export const REVALIDATE = "no-cache";
/** Folders whose file names carry a content hash: Vite's /assets/, the image pipeline's /img/, the theme's /fonts/. */
export const IMMUTABLE_PREFIXES = ["/assets/", "/img/", "/fonts/"] as const;

/**
 * Which not-found page answers a missing address, most specific prefix first. Data so that a section in
 * another language (/es/) can get its own page: nginx, the preview server and the CloudFront notes all
 * read this list.
 */
export interface NotFoundPage {
  prefix: string;
  file: string;
}
export function notFoundPages(site: HeaderSite): NotFoundPage[] {
  return [
    { prefix: "/", file: "/404.html" },
    ...(site.languages ?? []).map(({ language }) => {
      const folder = languageFolder(language);
      return { prefix: `${folder}/`, file: `${folder}/404.html` };
    }),
  ];
}
export function notFoundPageFor(pages: NotFoundPage[], pathname: string): NotFoundPage {
  const sorted = [...pages].sort((a, b) => b.prefix.length - a.prefix.length);
  return sorted.find((page) => pathname.startsWith(page.prefix)) ?? sorted[sorted.length - 1]!;
}

const origin = (url: string) => new URL(url).origin;
const unique = (values: string[]) => [...new Set(values)];

/** Every map frame the site embeds, from its contact blocks. */
function mapOrigins(site: HeaderSite): string[] {
  const blocks = [...site.pages, ...site.posts].flatMap(
    (item) => item.blocks as { type: string; map?: { src: string } }[],
  );
  return blocks.flatMap((block) => (block.type === "contact" && block.map ? [origin(block.map.src)] : []));
}

/** The reason style-src holds 'unsafe-inline', kept beside the policy so it travels with it. */
export const STYLE_UNSAFE_INLINE_REASON =
  "The form provider's popup script (Tally) injects <style> elements and style attributes whose content " +
  "changes without notice, so they cannot be hashed; 'unsafe-inline' is for styles only, never scripts.";

export interface CspOptions {
  /** sha256 hashes (base64) of the inline <style> elements, used when no form provider forces 'unsafe-inline'. */
  styleHashes?: string[];
}

/** The Content-Security-Policy directives, in order. */
export function cspDirectives(site: HeaderSite, options: CspOptions = {}): [string, string[]][] {
  const form = site.estimateForm;
  // A language's copy of the form is normally at the same provider; its page's host is allowed all the same.
  const copies = (site.languages ?? []).flatMap((language) => (language.estimateForm ? [language.estimateForm] : []));
  const formOrigins = form
    ? unique([origin(form.scriptUrl), origin(form.pageUrl), ...copies.map((copy) => origin(copy.pageUrl))])
    : [];
  const styles = form
    ? ["'unsafe-inline'"]
    : (options.styleHashes ?? []).length
      ? unique(options.styleHashes!).map((hash) => `'sha256-${hash}'`)
      : ["'none'"];
  const frames = unique([...formOrigins, ...mapOrigins(site)]);
  return [
    ["default-src", ["'none'"]],
    ["script-src", ["'self'", ...(form ? [origin(form.scriptUrl)] : [])]],
    ["style-src", styles],
    ["img-src", ["'self'"]],
    ["font-src", ["'self'"]],
    // Same-origin fetches only: Lighthouse reads robots.txt with a fetch from the page and fails its SEO check
    // when the policy blocks it (the site's own scripts fetch nothing).
    ["connect-src", ["'self'"]],
    ["frame-src", frames.length ? frames : ["'none'"]],
    ["base-uri", ["'none'"]],
    ["object-src", ["'none'"]],
    ["form-action", ["'self'"]],
    ["frame-ancestors", ["'none'"]],
  ];
}

export function contentSecurityPolicy(site: HeaderSite, options: CspOptions = {}): string {
  return cspDirectives(site, options)
    .map(([name, sources]) => `${name} ${sources.join(" ")}`)
    .join("; ");
}

/** Features the site never uses are denied; fullscreen stays for the map frame's own button. */
const DENIED_FEATURES = [
  "accelerometer",
  "autoplay",
  "browsing-topics",
  "camera",
  "display-capture",
  "encrypted-media",
  "geolocation",
  "gyroscope",
  "hid",
  "magnetometer",
  "microphone",
  "midi",
  "payment",
  "picture-in-picture",
  "publickey-credentials-get",
  "screen-wake-lock",
  "serial",
  "usb",
  "xr-spatial-tracking",
];

/** The headers every response carries, the not-found page included. */
export function securityHeaders(site: HeaderSite, options: CspOptions = {}): Record<string, string> {
  return {
    "Content-Security-Policy": contentSecurityPolicy(site, options),
    "Strict-Transport-Security": "max-age=63072000; includeSubDomains",
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Permissions-Policy": [
      ...DENIED_FEATURES.map((feature) => `${feature}=()`),
      // The map's own fullscreen button.
      `fullscreen=(${["self", ...unique(mapOrigins(site)).map((host) => `"${host}"`)].join(" ")})`,
    ].join(", "),
    "Cross-Origin-Resource-Policy": "same-origin",
    "X-Frame-Options": "DENY",
  };
}

export const isImmutablePath = (pathname: string) => IMMUTABLE_PREFIXES.some((prefix) => pathname.startsWith(prefix));

/** Cache-Control for one answer: only a file that exists under a hashed folder is cached for good. */
export function cacheControl(pathname: string, status: number): string {
  return status === 200 && isImmutablePath(pathname) ? IMMUTABLE : REVALIDATE;
}

/**
 * dist/client/_headers for Netlify and Cloudflare Pages. Cloudflare comma-joins a header set by two
 * matching blocks, so Cache-Control is set in exactly one block per path: the hashed folders get theirs,
 * and "/*" sets no Cache-Control (both hosts revalidate by default). The CSP stays on one line.
 */
export function netlifyHeaders(site: HeaderSite, options: CspOptions = {}): string {
  const lines = [
    "# Written by the build from site.json (src/deploy/headers.ts); edit site.json, not this file.",
    "/*",
    ...Object.entries(securityHeaders(site, options)).map(([name, value]) => `  ${name}: ${value}`),
    ...IMMUTABLE_PREFIXES.flatMap((prefix) => [`${prefix}*`, `  Cache-Control: ${IMMUTABLE}`]),
  ];
  return lines.join("\n") + "\n";
}

/**
 * The CloudFront response-headers policy (the ResponseHeadersPolicyConfig of the CreateResponseHeadersPolicy
 * API): its security part, plus Permissions-Policy and Cross-Origin-Resource-Policy as custom headers.
 */
export function cloudFrontHeadersPolicy(site: HeaderSite, options: CspOptions = {}) {
  const headers = securityHeaders(site, options);
  return {
    Name: "site-security-headers",
    Comment: "Written by the build from site.json (src/deploy/headers.ts).",
    SecurityHeadersConfig: {
      ContentSecurityPolicy: { Override: true, ContentSecurityPolicy: headers["Content-Security-Policy"] },
      StrictTransportSecurity: {
        Override: true,
        AccessControlMaxAgeSec: 63072000,
        IncludeSubdomains: true,
        Preload: false,
      },
      ContentTypeOptions: { Override: true },
      FrameOptions: { Override: true, FrameOption: "DENY" },
      ReferrerPolicy: { Override: true, ReferrerPolicy: "strict-origin-when-cross-origin" },
    },
    CustomHeadersConfig: {
      Quantity: 2,
      Items: [
        { Header: "Permissions-Policy", Value: headers["Permissions-Policy"], Override: true },
        { Header: "Cross-Origin-Resource-Policy", Value: headers["Cross-Origin-Resource-Policy"], Override: true },
      ],
    },
  };
}

export interface HeaderRule {
  pattern: string;
  headers: [string, string][];
}

/** Reads a _headers file (the subset this module writes: path patterns ending in * and exact paths). */
export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const line of text.split("\n")) {
    if (!line.trim() || line.trimStart().startsWith("#")) continue;
    if (!/^\s/.test(line)) {
      rules.push({ pattern: line.trim(), headers: [] });
      continue;
    }
    const colon = line.indexOf(":");
    const rule = rules.at(-1);
    if (colon < 0 || !rule) throw new Error(`_headers: cannot read the line "${line.trim()}"`);
    rule.headers.push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()]);
  }
  return rules;
}

/** The headers of every rule whose pattern matches the path, in file order. */
export function headersForPath(rules: HeaderRule[], pathname: string): [string, string][] {
  const matches = (pattern: string) =>
    pattern.endsWith("*") ? pathname.startsWith(pattern.slice(0, -1)) : pathname === pattern;
  return rules.filter((rule) => matches(rule.pattern)).flatMap((rule) => rule.headers);
}
