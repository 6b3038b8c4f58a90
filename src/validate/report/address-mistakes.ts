/*
 * The rules for a page's own address and for a link's target, each broken rule worded on its own
 * ("the address ends with /") with the corrected value as the hint, rather than one pattern that fails.
 */

import { ROUTE_PATH } from "../../../schema/patterns.ts";

export interface AddressMistake {
  code: "bad-path" | "bad-link" | "unsafe-link";
  message: string;
  expected: string;
  hint?: string;
}

const PATH_EXPECTED =
  "lower-case words joined by hyphens after a /, like /tree-removal or /blog/my-post; the home page is /";

/** A well-formed address for what the owner wrote: `Tree Removal/` becomes `/tree-removal`. */
export function slugify(value: string): string {
  const parts = value
    .toLowerCase()
    .replace(/&/g, " and ")
    .split("/")
    .map((part) =>
      part
        .normalize("NFD")
        .replace(/[\u0300-\u036f]/g, "")
        .replace(/[^a-z0-9]+/g, "-")
        .replace(/^-+|-+$/g, ""),
    )
    .filter(Boolean);
  return `/${parts.join("/")}`;
}

/** Why a page's address is not well formed (the schema's ROUTE_PATH), or undefined when it is. */
export function pathMistake(value: string): AddressMistake | undefined {
  if (ROUTE_PATH.test(value)) return undefined;
  const fixed = slugify(value);
  const hint = fixed !== value ? `write "${fixed}"` : undefined;
  const mistake = (message: string): AddressMistake => ({ code: "bad-path", message, expected: PATH_EXPECTED, hint });
  if (value === "/") return undefined;
  if (!value.startsWith("/")) return mistake(`the address "${value}" does not start with /`);
  if (value.endsWith("/")) return mistake(`the address "${value}" ends with /`);
  if (/\s/.test(value)) return mistake(`the address "${value}" contains a space`);
  if (/[A-Z]/.test(value)) return mistake(`the address "${value}" has capital letters`);
  const odd = value.match(/[^a-z0-9/-]/);
  if (odd) return mistake(`the address "${value}" contains "${odd[0]}", which addresses cannot have`);
  if (/\/\/|--|\/-|-\/|-$/.test(value)) return mistake(`the address "${value}" has an empty part or a doubled hyphen`);
  return undefined;
}

const LINK_EXPECTED = "/path for a page of this site, or an address starting with https://, http://, tel: or mailto:";
// The domain's first dot after its first character, found once: `[^\s@]+\.[^\s@]+` tried every dot with every end.
const EMAIL = /^[^\s@]+@[^\s@][^\s@.]*\.[^\s@]+$/;

/** Why a link's target is refused, or undefined when its form is fine (whether a page exists is checked elsewhere). */
export function linkMistake(href: string): AddressMistake | undefined {
  // The common case first, without the copies below: a page of this site, /path, with no space in it.
  if (href.startsWith("/") && !href.startsWith("//") && !/\s/.test(href)) return undefined;
  const lower = href.trim().toLowerCase();
  if (lower.startsWith("javascript:") || lower.startsWith("data:") || lower.startsWith("vbscript:")) {
    return {
      code: "unsafe-link",
      message: `${lower.split(":")[0]}: links are refused: they can run code in the visitor's browser`,
      expected: LINK_EXPECTED,
    };
  }
  const bad = (message: string, hint?: string): AddressMistake => ({
    code: "bad-link",
    message,
    expected: LINK_EXPECTED,
    hint,
  });
  if (href === "") return bad("the link is empty");
  if (/\s/.test(href)) return bad(`the link "${href}" contains a space`, `write "${href.replace(/\s+/g, "-")}"`);
  if (href.startsWith("/")) return href.startsWith("//") ? bad(`the link "${href}" starts with //`) : undefined;
  if (/^https?:\/\/[^/?#][^/?#.]*\.[^/?#]/i.test(href)) return undefined; // a dot inside the host, found once
  if (/^https?:/i.test(href)) return bad(`the link "${href}" is not a complete web address`);
  if (lower.startsWith("tel:")) {
    if (/^tel:\+?[0-9]{3,15}$/.test(href)) return undefined;
    const digits = href.replace(/[^0-9+]/g, "");
    return bad(`the phone link "${href}" may contain only digits after tel:`, `write "tel:${digits}"`);
  }
  if (lower.startsWith("mailto:")) {
    return EMAIL.test(href.slice("mailto:".length))
      ? undefined
      : bad(`"${href.slice("mailto:".length)}" is not an e-mail address`);
  }
  if (lower.startsWith("www.")) return bad(`the link "${href}" has no https://`, `write "https://${href}"`);
  if (/^[a-z][a-z0-9+.-]*:/i.test(href)) return bad(`${href.split(":")[0]}: links are not allowed`);
  return bad(`the link "${href}" does not start with /`, `write "${slugify(href)}"`);
}

/**
 * The address inside a piece of HTML pasted where an address belongs: a map service's "embed" code
 * (`<iframe src="https://www.google.com/maps/embed?pb=…" …>`), a link's `<a href="…">`. None for anything else.
 */
export function embeddedAddress(value: string): string | undefined {
  // Inside one tag (no `<` in it): from each `<` the search stops at the next, where it read to the end from each.
  const found = /<[a-z]+\b[^<>]*?\b(?:src|href)\s*=\s*["']([^"']+)["']/i.exec(value)?.[1];
  return found?.replaceAll("&amp;", "&");
}
