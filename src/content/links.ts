/**
 * Internal links in site data: menus, the footer, buttons (every `href`), inline markdown links `](/x)` inside
 * texts, the address of a page or post itself (`path`) and the original a translation names (`translationOf`). Renaming a page rewrites all of them at once, so no
 * link on the site is left pointing at the old address.
 */

export interface LinkPlace {
  path: (string | number)[];
  place: string;
}

const INLINE = /\]\((\/[^)\s#?]*)([#?][^)\s]*)?\)/g;

/** `/about`, `/about#team` and `/about?x` all lead to `/about`. */
export function target(href: string): string {
  const cut = href.search(/[#?]/);
  return cut === -1 ? href : href.slice(0, cut);
}

function describe(path: (string | number)[]): string {
  return path.reduce<string>(
    (out, part) => (typeof part === "number" ? `${out}[${part}]` : out ? `${out}.${part}` : part),
    "",
  );
}

type Visit = (value: string, key: string | number | undefined, path: (string | number)[]) => string;

/** Walks every string in the data, replacing it with what `visit` returns; the input is never changed. */
function mapStrings(value: unknown, visit: Visit, path: (string | number)[] = [], key?: string | number): unknown {
  if (typeof value === "string") return visit(value, key, path);
  if (Array.isArray(value)) return value.map((item, i) => mapStrings(item, visit, [...path, i], key));
  if (value && typeof value === "object") {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) out[k] = mapStrings(v, visit, [...path, k], k);
    return out;
  }
  return value;
}

function isPageAddress(path: (string | number)[]): boolean {
  return path.length === 3 && (path[0] === "pages" || path[0] === "posts") && path[2] === "path";
}

function isTranslationOf(path: (string | number)[]): boolean {
  return path.length === 3 && (path[0] === "pages" || path[0] === "posts") && path[2] === "translationOf";
}

function isLinkField(key: string | number | undefined, path: (string | number)[]): boolean {
  return key === "href" || isPageAddress(path) || isTranslationOf(path);
}

export function linksTo(site: unknown, address: string): LinkPlace[] {
  const found: LinkPlace[] = [];
  mapStrings(site, (value, key, path) => {
    if (isLinkField(key, path) && target(value) === address) {
      found.push({
        path,
        place: isPageAddress(path)
          ? `the address of ${describe(path.slice(0, 2))}`
          : isTranslationOf(path)
            ? `the original ${describe(path.slice(0, 2))} translates`
            : describe(path),
      });
    } else if (value.includes("](/")) {
      for (const match of value.matchAll(INLINE)) {
        if (match[1] === address) {
          found.push({ path, place: `a link inside the text at ${describe(path)}` });
          break;
        }
      }
    }
    return value;
  });
  return found;
}

export function renameAddress(site: unknown, from: string, to: string): unknown {
  return mapStrings(site, (value, key, path) => {
    if (isLinkField(key, path) && target(value) === from) return to + value.slice(from.length);
    if (value.includes("](/")) {
      return value.replace(INLINE, (whole, address: string, rest: string | undefined) =>
        address === from ? `](${to}${rest ?? ""})` : whole,
      );
    }
    return value;
  });
}

/**
 * `value` (a page, a block) with each link whose address `to` maps led to that address instead, its `#part` or `?query`
 * kept: every `href`, and every markdown link inside a text. Its own address and the original it names are not links.
 */
export function relink(value: unknown, to: ReadonlyMap<string, string>): unknown {
  return mapStrings(value, (text, key) => {
    if (key === "href") {
      const address = target(text);
      const replaced = to.get(address);
      return replaced === undefined ? text : replaced + text.slice(address.length);
    }
    if (!text.includes("](/")) return text;
    return text.replace(INLINE, (whole, address: string, rest: string | undefined) => {
      const replaced = to.get(address);
      return replaced === undefined ? whole : `](${replaced}${rest ?? ""})`;
    });
  });
}
