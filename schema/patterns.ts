/**
 * The patterns and names of the schema that other code tests text against, in a module of their own: it loads no
 * zod, so the code that reads them (the site model, the editor) needs none. primitives.ts builds the schema's fields
 * from them and exports them too.
 */
/** The words an owner may write in braces in any text, like {phone}; each is filled from the business facts. */
export const PLACEHOLDER_NAMES = ["phone", "businessName", "year"] as const;

/** The placeholders as a sentence names them: `{phone}, {businessName} and {year}` (or `... or {year}`). */
export function placeholderList(last: "and" | "or"): string {
  const names = PLACEHOLDER_NAMES.map((name) => `{${name}}`);
  return `${names.slice(0, -1).join(", ")} ${last} ${names[names.length - 1]}`;
}

/**
 * A page's address: / or lower-case words joined by hyphens after each /. The one statement of the rule:
 * pathMistake() in src/validate/report/address-mistakes.ts tests it too, then explains a refusal rule by rule.
 */
export const ROUTE_PATH = /^\/([a-z0-9]+(-[a-z0-9]+)*(\/[a-z0-9]+(-[a-z0-9]+)*)*)?$/;

/**
 * An old address a redirect leads on from: any address an earlier website may have had (`/about-us`,
 * `/services.html`, `/Tree_Care`), in letters, digits and `. _ ~ -`, no part starting with a dot (so never `..`,
 * never a hidden file) and no `/` at the end (the hosts send `/about-us/` to `/about-us` first). Safe as a file's
 * path in the build and as a word in the hosts' configurations.
 */
export const OLD_PATH = /^(\/[A-Za-z0-9_~-][A-Za-z0-9._~-]*)+$/;

/** The image files an owner may name, by extension: what the pipeline publishes. */
export const IMAGE_EXTENSION = /\.(svg|png|jpe?g|webp|avif)$/;
/** An image `src`: a file in images/ with a URL-safe name and one of those extensions. */
export const IMAGE_SRC = new RegExp(`^images\\/[A-Za-z0-9/_-]+${IMAGE_EXTENSION.source}`);

/** The search listing's limits: a title's longest, a description's shortest and longest (site.ts, the rules). */
export const TITLE_MAX = 60;
export const DESCRIPTION_MIN = 50;
export const DESCRIPTION_MAX = 160;
/** A section's heading's longest that still reads as a heading (the headings rule, the schema's descriptions). */
export const HEADING_MAX = 80;

/** A colour of the theme (theme.ts, the contrast rule). */
export const HEX_COLOUR = /^#[0-9a-fA-F]{6}$/;

/**
 * An e-mail address, as zod's own pattern takes it (dot-separated words before the @, not ending in ', and a domain
 * of words ending in letters), written so each character is read a bounded number of times: zod's pattern tried every
 * way to split a long run of letters (tests/regex-time.test.ts).
 */
export const EMAIL = /^[A-Za-z0-9_'+-]+(?:\.[A-Za-z0-9_'+-]+)*(?<!')@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;
