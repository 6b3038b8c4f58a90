/**
 * Internal links in site data: menus, the footer, buttons (every `href`), inline markdown links `](/x)` inside
 * texts, the address of a page or post itself (`path`), the original a translation names (`translationOf`) and the
 * page an old address leads to (`redirects[].to`). Renaming a page rewrites all of them at once, so no link on the
 * site is left pointing at the old address; `moveAddress` also keeps the old address leading to the page.
 */
import { linkAddresses, replaceAddresses } from "./inline.ts";

export interface LinkPlace {
  path: (string | number)[];
  place: string;
}

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

function isRedirectTarget(path: (string | number)[]): boolean {
  return path.length === 3 && path[0] === "redirects" && path[2] === "to";
}

function isLinkField(key: string | number | undefined, path: (string | number)[]): boolean {
  return key === "href" || isPageAddress(path) || isTranslationOf(path) || isRedirectTarget(path);
}

/** The site's old addresses (`redirects`), as far as they are a list. */
const oldAddressesOf = (site: unknown): Record<string, unknown>[] => {
  const listed = site && typeof site === "object" ? (site as Record<string, unknown>).redirects : undefined;
  return Array.isArray(listed) ? (listed as Record<string, unknown>[]) : [];
};

/** The old address an entry of `redirects` names, for the words of a place. */
function oldAddress(site: unknown, index: string | number | undefined): string {
  const from = typeof index === "number" ? oldAddressesOf(site)[index]?.from : undefined;
  return typeof from === "string" ? from : describe(["redirects", index ?? 0]);
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
            : isRedirectTarget(path)
              ? `the old address ${oldAddress(site, path[1])}, which leads on to it`
              : describe(path),
      });
    } else if (value.includes("](/")) {
      if (linkAddresses(value).some(({ href }) => target(href) === address)) {
        found.push({ path, place: `a link inside the text at ${describe(path)}` });
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
      return replaceAddresses(value, (href) => (target(href) === from ? to + href.slice(from.length) : href));
    }
    return value;
  });
}

/**
 * A page's address changed from `from` to `to`, every link following it (renameAddress); with `keepOld`, the old
 * address is added to the site's old addresses, leading to the new one, so links from elsewhere, bookmarks and
 * search results keep working. An old address that is now the page's own (an address given back) is dropped: the
 * page answers it itself.
 */
export function moveAddress(site: unknown, from: string, to: string, keepOld: boolean): unknown {
  const renamed = dropOldAddress(renameAddress(site, from, to), to) as Record<string, unknown>;
  const listed = oldAddressesOf(renamed);
  if (!keepOld || listed.some((entry) => entry?.from === from)) return renamed;
  return { ...renamed, redirects: [...listed, { from, to }] };
}

/** Where the old address `address` leads, if the site lists it. */
export function oldAddressTarget(site: unknown, address: string): string | undefined {
  const to = oldAddressesOf(site).find((entry) => entry?.from === address)?.to;
  return typeof to === "string" ? to : undefined;
}

/** The site's old addresses, for an address offered to a new page: one that leads on already is not offered. */
export const oldAddresses = (site: unknown): string[] =>
  oldAddressesOf(site).flatMap((entry) => (typeof entry?.from === "string" ? [entry.from] : []));

/**
 * The site without the old address `address`, which a page now answers itself (a page given it, or given it back);
 * the list goes with its last entry.
 */
export function dropOldAddress(site: unknown, address: string): unknown {
  const listed = oldAddressesOf(site);
  if (!listed.some((entry) => entry?.from === address)) return site;
  return withOldAddresses(
    site,
    listed.filter((entry) => entry?.from !== address),
  );
}

/** The site without its `index`th old address (one of two listed alike goes alone); the list goes with its last. */
export const dropOldAddressAt = (site: unknown, index: number): unknown =>
  withOldAddresses(
    site,
    oldAddressesOf(site).filter((_, at) => at !== index),
  );

/** The site with these old addresses, and no list at all for none. */
function withOldAddresses(site: unknown, listed: Record<string, unknown>[]): unknown {
  const { redirects: _, ...rest } = site as Record<string, unknown>;
  return listed.length ? { ...rest, redirects: listed } : rest;
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
    return replaceAddresses(text, (href) => {
      const address = target(href);
      const replaced = to.get(address);
      return replaced === undefined ? href : replaced + href.slice(address.length);
    });
  });
}

/**
 * `site` with every link of language `tag` to `original` led to `version`, its translation in that language: the
 * links of that language's pages and posts, and of its menus, footer and labels (its entry in `languages`, or the top
 * level's for the site's own language). They led to the other language's page while this one had none. Entries with
 * no such link are kept as they were.
 */
export function leadToVersion(site: unknown, tag: string, original: string, version: string): unknown {
  if (!site || typeof site !== "object") return site;
  const data = site as Record<string, unknown>;
  const own = (data.site as { language?: unknown } | undefined)?.language;
  const to = new Map([[original, version]]);
  const mentions = (value: unknown) => JSON.stringify(value)?.includes(original) ?? false;
  const led = (value: unknown) => (mentions(value) ? relink(value, to) : value);
  const out: Record<string, unknown> = { ...data };
  for (const collection of ["pages", "posts"]) {
    const list = data[collection];
    if (!Array.isArray(list)) continue;
    out[collection] = list.map((entry: { language?: unknown } | null) =>
      entry && (entry.language ?? own) === tag ? led(entry) : entry,
    );
  }
  if (tag === own) {
    for (const part of ["navigation", "footer", "labels"]) if (part in data) out[part] = led(data[part]);
  } else if (Array.isArray(data.languages)) {
    out.languages = data.languages.map((entry: { language?: unknown } | null) =>
      entry?.language === tag ? led(entry) : entry,
    );
  }
  return out;
}

/** The site without the menu, footer and button entries (list items with an `href`) that lead to `address`. */
export function removeLinkItems(value: unknown, address: string): unknown {
  if (Array.isArray(value)) {
    return value
      .filter((item) => {
        const href = item && typeof item === "object" ? (item as Record<string, unknown>).href : undefined;
        return !(typeof href === "string" && target(href) === address);
      })
      .map((item) => removeLinkItems(item, address));
  }
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, removeLinkItems(v, address)]));
  }
  return value;
}

/**
 * The site with each page and post that translates one of `addresses` (pages removed) tied to none: it stays, as a
 * page of its own. The same objects wherever nothing changed.
 */
export function untiedFrom(site: unknown, addresses: ReadonlySet<unknown>): unknown {
  if (!site || typeof site !== "object") return site;
  const record = site as Record<string, unknown>;
  const untie = (list: unknown) =>
    Array.isArray(list)
      ? list.map((entry: Record<string, unknown>) => {
          if (!addresses.has(entry?.translationOf)) return entry;
          const { translationOf: _gone, ...rest } = entry;
          return rest;
        })
      : list;
  return {
    ...record,
    ...("pages" in record ? { pages: untie(record.pages) } : {}),
    ...("posts" in record ? { posts: untie(record.posts) } : {}),
  };
}
