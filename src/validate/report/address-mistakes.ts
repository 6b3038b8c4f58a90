/*
 * The rules for a page's own address and for a link's target, each broken rule worded on its own
 * ("the address ends with /") with the corrected value as the hint, rather than one pattern that fails.
 */

import { ROUTE_PATH } from "../../../schema/patterns.ts";
import type { ValidatorLanguage } from "../messages/language.ts";

export interface AddressMistake {
  code: "bad-path" | "bad-link" | "unsafe-link";
  message: string;
  expected: string;
  hint?: string;
}

/** The words of each broken rule, by language: the same rules, the same values. */
const WORDS = {
  en: {
    pathExpected:
      "lower-case words joined by hyphens after a /, like /tree-removal or /blog/my-post; the home page is /",
    write: (value: string) => `write "${value}"`,
    noSlash: (value: string) => `the address "${value}" does not start with /`,
    endsWithSlash: (value: string) => `the address "${value}" ends with /`,
    space: (value: string) => `the address "${value}" contains a space`,
    capitals: (value: string) => `the address "${value}" has capital letters`,
    odd: (value: string, odd: string) => `the address "${value}" contains "${odd}", which addresses cannot have`,
    emptyPart: (value: string) => `the address "${value}" has an empty part or a doubled hyphen`,
    linkExpected: "/path for a page of this site, or an address starting with https://, http://, tel: or mailto:",
    unsafe: (scheme: string) => `${scheme}: links are refused: they can run code in the visitor's browser`,
    emptyLink: "the link is empty",
    linkSpace: (href: string) => `the link "${href}" contains a space`,
    doubleSlash: (href: string) => `the link "${href}" starts with //`,
    incomplete: (href: string) => `the link "${href}" is not a complete web address`,
    phone: (href: string) => `the phone link "${href}" may contain only digits after tel:`,
    email: (address: string) => `"${address}" is not an e-mail address`,
    noHttps: (href: string) => `the link "${href}" has no https://`,
    scheme: (scheme: string) => `${scheme}: links are not allowed`,
    linkNoSlash: (href: string) => `the link "${href}" does not start with /`,
  },
  es: {
    pathExpected:
      "palabras en minúsculas unidas por guiones después de una /, como /tala-de-arboles o /blog/mi-entrada; la página de inicio es /",
    write: (value: string) => `escriba "${value}"`,
    noSlash: (value: string) => `la dirección "${value}" no empieza por /`,
    endsWithSlash: (value: string) => `la dirección "${value}" termina en /`,
    space: (value: string) => `la dirección "${value}" tiene un espacio`,
    capitals: (value: string) => `la dirección "${value}" tiene mayúsculas`,
    odd: (value: string, odd: string) => `la dirección "${value}" tiene "${odd}", que las direcciones no pueden tener`,
    emptyPart: (value: string) => `la dirección "${value}" tiene una parte vacía o un guion doble`,
    linkExpected:
      "/ruta para una página de este sitio, o una dirección que empiece por https://, http://, tel: o mailto:",
    unsafe: (scheme: string) =>
      `los enlaces ${scheme}: no se admiten: pueden ejecutar código en el navegador del visitante`,
    emptyLink: "el enlace está vacío",
    linkSpace: (href: string) => `el enlace "${href}" tiene un espacio`,
    doubleSlash: (href: string) => `el enlace "${href}" empieza por //`,
    incomplete: (href: string) => `el enlace "${href}" no es una dirección web completa`,
    phone: (href: string) => `el enlace de teléfono "${href}" solo puede tener cifras después de tel:`,
    email: (address: string) => `"${address}" no es una dirección de correo`,
    noHttps: (href: string) => `al enlace "${href}" le falta https://`,
    scheme: (scheme: string) => `los enlaces ${scheme}: no están permitidos`,
    linkNoSlash: (href: string) => `el enlace "${href}" no empieza por /`,
  },
} satisfies Record<ValidatorLanguage, unknown>;

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
export function pathMistake(value: string, language: ValidatorLanguage = "en"): AddressMistake | undefined {
  if (ROUTE_PATH.test(value)) return undefined;
  const words = WORDS[language];
  const fixed = slugify(value);
  const hint = fixed !== value ? words.write(fixed) : undefined;
  const mistake = (message: string): AddressMistake => ({
    code: "bad-path",
    message,
    expected: words.pathExpected,
    hint,
  });
  if (value === "/") return undefined;
  if (!value.startsWith("/")) return mistake(words.noSlash(value));
  if (value.endsWith("/")) return mistake(words.endsWithSlash(value));
  if (/\s/.test(value)) return mistake(words.space(value));
  if (/[A-Z]/.test(value)) return mistake(words.capitals(value));
  const odd = value.match(/[^a-z0-9/-]/);
  if (odd) return mistake(words.odd(value, odd[0]));
  if (/\/\/|--|\/-|-\/|-$/.test(value)) return mistake(words.emptyPart(value));
  return undefined;
}

// The domain's first dot after its first character, found once: `[^\s@]+\.[^\s@]+` tried every dot with every end.
const EMAIL = /^[^\s@]+@[^\s@][^\s@.]*\.[^\s@]+$/;

/** Why a link's target is refused, or undefined when its form is fine (whether a page exists is checked elsewhere). */
export function linkMistake(href: string, language: ValidatorLanguage = "en"): AddressMistake | undefined {
  // The common case first, without the copies below: a page of this site, /path, with no space in it.
  if (href.startsWith("/") && !href.startsWith("//") && !/\s/.test(href)) return undefined;
  const lower = href.trim().toLowerCase();
  const words = WORDS[language];
  if (lower.startsWith("javascript:") || lower.startsWith("data:") || lower.startsWith("vbscript:")) {
    return {
      code: "unsafe-link",
      message: words.unsafe(lower.split(":")[0]!),
      expected: words.linkExpected,
    };
  }
  const bad = (message: string, hint?: string): AddressMistake => ({
    code: "bad-link",
    message,
    expected: words.linkExpected,
    hint,
  });
  if (href === "") return bad(words.emptyLink);
  if (/\s/.test(href)) return bad(words.linkSpace(href), words.write(href.replace(/\s+/g, "-")));
  if (href.startsWith("/")) return href.startsWith("//") ? bad(words.doubleSlash(href)) : undefined;
  if (/^https?:\/\/[^/?#][^/?#.]*\.[^/?#]/i.test(href)) return undefined; // a dot inside the host, found once
  if (/^https?:/i.test(href)) return bad(words.incomplete(href));
  if (lower.startsWith("tel:")) {
    if (/^tel:\+?[0-9]{3,15}$/.test(href)) return undefined;
    const digits = href.replace(/[^0-9+]/g, "");
    return bad(words.phone(href), words.write(`tel:${digits}`));
  }
  if (lower.startsWith("mailto:")) {
    return EMAIL.test(href.slice("mailto:".length)) ? undefined : bad(words.email(href.slice("mailto:".length)));
  }
  if (lower.startsWith("www.")) return bad(words.noHttps(href), words.write(`https://${href}`));
  if (/^[a-z][a-z0-9+.-]*:/i.test(href)) return bad(words.scheme(href.split(":")[0]!));
  return bad(words.linkNoSlash(href), words.write(slugify(href)));
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
