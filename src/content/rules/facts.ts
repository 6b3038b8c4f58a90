/**
 * What the cross-check rules know about a site, read once from the parsed file before any rule runs. The rules
 * also run when the schema found problems elsewhere (so one pass shows every problem), so this is the one place
 * that reads the data without trusting its shape: each fact is typed, and a part that cannot be read is simply
 * absent. Rules only read these facts; none changes them.
 */
import { linkMistake, pathMistake } from "../addresses.ts";
import { inlineLinks } from "../inline.ts";
import { languageFolder } from "../languages.ts";
import type { JsonPath } from "../problems.ts";
import { isInternal, normalizePath } from "../routes.ts";
import { walkSite } from "../walk.ts";

export type Loose = Record<string, unknown>;
export const isObject = (value: unknown): value is Loose =>
  value !== null && typeof value === "object" && !Array.isArray(value);
export const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
export const text = (value: unknown): string | undefined => (typeof value === "string" ? value : undefined);

/** A page or post as far as it could be read, with where it is in the file. */
export interface EntryFact {
  kind: "page" | "post";
  /** ["pages", 3] or ["posts", 0]. */
  where: JsonPath;
  path: string | undefined;
  title: string | undefined;
  description: string | undefined;
  blocks: unknown[];
  /** Its blocks are a list (otherwise the schema reports it, and block rules leave it alone). */
  hasBlocks: boolean;
  /** Described as a Service in its structured data (the pages the services menu lists). */
  service: boolean;
  /** Its language as written (absent: the site's default language). */
  language: string | undefined;
  /** The address of the page or post it translates, as written. */
  translationOf: string | undefined;
}

/** One language of the site and the parts written in it. */
export interface LanguageFact {
  tag: string | undefined;
  /** Where its tag is written: ["site", "language"] for the default, ["languages", 1, "language"]. */
  where: JsonPath;
  /** Where its header, footer and labels are: [] for the default language (top level), ["languages", 1]. */
  chrome: JsonPath;
  /** The folder its pages live in: "" for the default language, "/es" for es-US. */
  prefix: string;
  isDefault: boolean;
  navigation: Loose;
  /** Absent from a site without posts, which has no blog to point to. */
  labels: Loose | undefined;
}

/** The first page or post at an address. */
export interface RouteFact {
  entry: EntryFact;
  /** The address follows the address rules (a malformed one is the schema's to report). */
  wellFormed: boolean;
}

export interface LinkFact {
  href: string;
  path: JsonPath;
  /** Written inside a text as [words](address), not in an `href` field. */
  inText: boolean;
}

export interface SiteFacts {
  data: Loose;
  /** The default language first, then the others, as far as they could be read. */
  languages: LanguageFact[];
  /** The folder site.json is in: image files are looked for there. Without it, files are not checked. */
  root: string | undefined;
  /** Pages then posts, in file order. */
  entries: EntryFact[];
  /** How many of the entries are pages (the posts follow them). */
  pageCount: number;
  routes: ReadonlyMap<string, RouteFact>;
  /** Well-formed addresses, for "did you mean" hints. */
  addresses: string[];
  /** Every link: `href` fields and links inside texts, in file order. */
  links: LinkFact[];
  /** Internal addresses some link leads to (the home page counts as linked). */
  linked: ReadonlySet<string>;
  /** Every text holding a `{`, for the placeholder rule. */
  braces: { value: string; path: JsonPath }[];
  /** Every `src` field, and every object naming an image under images/. */
  sources: { src: string; path: JsonPath }[];
  images: { image: Loose; path: JsonPath }[];
}

function entryFact(entry: unknown, where: JsonPath, kind: EntryFact["kind"]): EntryFact {
  const object = isObject(entry) ? entry : {};
  return {
    kind,
    where,
    path: text(object.path),
    title: text(object.title),
    description: text(object.description),
    blocks: list(object.blocks),
    hasBlocks: Array.isArray(object.blocks),
    service: isObject(object.structuredData) && object.structuredData.type === "Service",
    language: text(object.language),
    translationOf: text(object.translationOf),
  };
}

function languageFacts(data: Loose): LanguageFact[] {
  const site = isObject(data.site) ? data.site : {};
  const object = (value: unknown) => (isObject(value) ? value : {});
  const others = list(data.languages).map((value, index): LanguageFact => {
    const language = object(value);
    const tag = text(language.language);
    return {
      tag,
      where: ["languages", index, "language"],
      chrome: ["languages", index],
      prefix: tag ? languageFolder(tag) : "",
      isDefault: false,
      navigation: object(language.navigation),
      labels: isObject(language.labels) ? language.labels : undefined,
    };
  });
  const first: LanguageFact = {
    tag: text(site.language),
    where: ["site", "language"],
    chrome: [],
    prefix: "",
    isDefault: true,
    navigation: object(data.navigation),
    labels: isObject(data.labels) ? data.labels : undefined,
  };
  return [first, ...others];
}

/**
 * The tags of languages declared a second time (es-MX after es-US): the languages rule reports them, and the
 * rules about translations leave them out rather than repeat every page as missing in them.
 */
export function repeatedLanguages(facts: Pick<SiteFacts, "languages">): Set<string> {
  const kinds = new Set<string>();
  const repeated = new Set<string>();
  for (const { tag } of facts.languages) {
    if (!tag) continue;
    const kind = tag.split("-")[0]!;
    if (kinds.has(kind)) repeated.add(tag);
    kinds.add(kind);
  }
  return repeated;
}

/** The language an entry is written in: its own, else the site's default. */
export function languageOf(facts: Pick<SiteFacts, "languages">, entry: EntryFact): string | undefined {
  return entry.language ?? facts.languages[0]?.tag;
}

/** The language whose parts hold a place in the file: a page's, a post's, or the language its chrome is under. */
export function languageAt(facts: SiteFacts, path: JsonPath): string | undefined {
  const [top, index] = path;
  if ((top === "pages" || top === "posts") && typeof index === "number") {
    // Pages first, then posts (siteFacts); looked up by position, as every link of a large site asks.
    const entry = facts.entries[top === "pages" ? index : facts.pageCount + index];
    return entry ? languageOf(facts, entry) : undefined;
  }
  if (top === "languages" && typeof index === "number") return facts.languages[index + 1]?.tag;
  return facts.languages[0]?.tag;
}

export function siteFacts(value: unknown, root?: string): SiteFacts {
  const data = isObject(value) ? value : {};
  const entries = [
    ...list(data.pages).map((page, index) => entryFact(page, ["pages", index], "page")),
    ...list(data.posts).map((post, index) => entryFact(post, ["posts", index], "post")),
  ];
  const routes = new Map<string, RouteFact>();
  for (const entry of entries) {
    if (entry.path && !routes.has(entry.path)) routes.set(entry.path, { entry, wellFormed: !pathMistake(entry.path) });
  }
  const facts: SiteFacts = {
    data,
    languages: languageFacts(data),
    root,
    entries,
    pageCount: list(data.pages).length,
    routes,
    addresses: [...routes.keys()].filter((path) => routes.get(path)!.wellFormed),
    links: [],
    linked: new Set(["/"]),
    braces: [],
    sources: [],
    images: [],
  };
  const linked = facts.linked as Set<string>;
  // One walk serves every rule: on a 10,000-page site each extra pass costs a noticeable part of a second.
  walkSite(data, {
    onImage: (image, path) => facts.images.push({ image, path: [...path] }),
    onString: (value, path) => {
      if (value.includes("{")) facts.braces.push({ value, path: [...path] });
      const field = path[path.length - 1];
      for (const href of inlineLinks(value)) facts.links.push({ href, path: [...path], inText: true });
      if (field === "href") facts.links.push({ href: value, path: [...path], inText: false });
      if (field === "src") facts.sources.push({ src: value, path: [...path] });
    },
  });
  for (const link of facts.links) {
    // A link inside a text written wrongly is reported as that; it leads nowhere until corrected.
    if (isInternal(link.href) && !(link.inText && linkMistake(link.href))) linked.add(normalizePath(link.href));
  }
  return facts;
}
