/**
 * What the rules know about a site, read once from the parsed data without trusting its shape (the rules run even
 * when the schema found problems): PartFacts for a part rule (texts with braces, images), SiteFacts for a site rule.
 */
import { linkMistake, pathMistake } from "../report/address-mistakes.ts";
import { inlineLinks } from "../../site/inline.ts";
import { languageFolder } from "../../site/languages.ts";
import type { JsonPath } from "../report/problem.ts";
import { isInternal, normalizePath } from "../../site/routes.ts";
import { walkSite } from "../../site/walk.ts";
import { isRecord } from "../../site/json-path.ts";
import { mayHoldOtherLanguage } from "./language-signs.ts";
import { isProse, textLanguages } from "./prose.ts";

export type Fields = Record<string, unknown>;
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
  /** Each block's `type` as written (undefined for a block that is not an object). */
  blockTypes: unknown[];
  /** Each block's heading's length, where it has one (headings.ts). */
  headingLengths: (number | undefined)[];
  /** Its blocks are a list (otherwise the schema reports it, and block rules leave it alone). */
  hasBlocks: boolean;
  /** Described as a Service in its structured data (the pages the services menu lists). */
  service: boolean;
  /** Its language as written (absent: the site's default language). */
  language: string | undefined;
  /** The address of the page or post it translates, as written. */
  translationOf: string | undefined;
  /** Where its buttons that open the site's form are, for the rule that a form is there to open. */
  formButtons: JsonPath[];
}

/** A page or post as the site rules read it: what it is, not what its blocks are. */
export type SiteEntry = Omit<EntryFact, "blockTypes" | "headingLengths">;

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
  navigation: Fields;
  /** Absent from a site without posts, which has no blog to point to. */
  labels: Fields | undefined;
}

/** The first page or post at an address. */
export interface RouteFact {
  entry: SiteEntry;
  /** The address follows the address rules (a malformed one is the schema's to report). */
  wellFormed: boolean;
}

export interface LinkFact {
  href: string;
  path: JsonPath;
  /** Written inside a text as [words](address), not in an `href` field. */
  inText: boolean;
}

/** What the site rules read: everything that spans the file. */
export interface SiteFacts {
  /** The file's root object. Pages and posts are read through `entries`, never through it. */
  data: Fields;
  /** The default language first, then the others, as far as they could be read. */
  languages: LanguageFact[];
  /** The folder site.json is in: image files are looked for there. Without it, files are not checked. */
  root: string | undefined;
  /** Pages then posts, in file order. */
  entries: SiteEntry[];
  /** How many of the entries are pages (the posts follow them). */
  pageCount: number;
  routes: ReadonlyMap<string, RouteFact>;
  /** Well-formed addresses, for "did you mean" hints. */
  addresses: string[];
  /** Every link: `href` fields and links inside texts, in file order. */
  links: LinkFact[];
  /** Internal addresses some link leads to (the home page counts as linked). */
  linked: ReadonlySet<string>;
}

/** What a walk over part of the file finds, in file order. */
export interface Found {
  /** Its links, for the site rules. */
  links: LinkFact[];
  /** Every text holding a `{`, for the placeholder rule. */
  braces: { value: string; path: JsonPath }[];
  /** Every `src` field, and every object naming an image under images/. */
  sources: { src: string; path: JsonPath }[];
  images: { image: Fields; path: JsonPath }[];
  /**
   * On a site in two languages or more, every text visitors read (prose.ts) that may hold the other language's
   * words (language-signs.ts), with its language's base code: for the rule that a text reads as its language.
   */
  texts: { value: string; path: JsonPath; language: string }[];
}

/** What the part rules read: one part of the file (the whole file, or the pages one thread read). */
export interface PartFacts extends Omit<Found, "links"> {
  /** The part's pages and posts. */
  entries: EntryFact[];
  root: string | undefined;
}

export const nothingFound = (): Found => ({ links: [], braces: [], sources: [], images: [], texts: [] });

/** A page's or post's facts. */
export function entryFact(entry: unknown, where: JsonPath, kind: EntryFact["kind"]): EntryFact {
  const object = isRecord(entry) ? entry : {};
  return {
    kind,
    where,
    path: text(object.path),
    title: text(object.title),
    description: text(object.description),
    blockTypes: list(object.blocks).map((block) => (isRecord(block) ? block.type : undefined)),
    headingLengths: list(object.blocks).map((block) => text(isRecord(block) ? block.heading : undefined)?.length),
    hasBlocks: Array.isArray(object.blocks),
    service: isRecord(object.structuredData) && object.structuredData.type === "Service",
    language: text(object.language),
    translationOf: text(object.translationOf),
    formButtons: formButtonsIn(object.blocks, where),
  };
}

/** The buttons of a page's sections that open the form (`"action": "estimate"`): only sections hold buttons. */
function formButtonsIn(blocks: unknown, where: JsonPath): JsonPath[] {
  const buttons: JsonPath[] = [];
  const sections = list(blocks);
  for (let at = 0; at < sections.length; at++) {
    const actions = list(isRecord(sections[at]) ? (sections[at] as Fields).actions : undefined);
    for (let index = 0; index < actions.length; index++) {
      const action = actions[index];
      if (!isRecord(action) || action.action !== "estimate") continue;
      buttons.push([...where, "blocks", at, "actions", index, "action"]);
    }
  }
  return buttons;
}

function languageFacts(data: Fields): LanguageFact[] {
  const site = isRecord(data.site) ? data.site : {};
  const object = (value: unknown) => (isRecord(value) ? value : {});
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
      labels: isRecord(language.labels) ? language.labels : undefined,
    };
  });
  const first: LanguageFact = {
    tag: text(site.language),
    where: ["site", "language"],
    chrome: [],
    prefix: "",
    isDefault: true,
    navigation: object(data.navigation),
    labels: isRecord(data.labels) ? data.labels : undefined,
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
export function languageOf(facts: Pick<SiteFacts, "languages">, entry: SiteEntry): string | undefined {
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

/**
 * Adds what `value`, at `path` in the file, holds to `found`. One walk serves every rule. `languageAtPath` gives a
 * text's language where texts are judged by it (prose.ts).
 */
export function findIn(
  value: unknown,
  path: JsonPath,
  found: Found,
  languageAtPath?: (path: JsonPath) => string | undefined,
): void {
  walkSite(
    value,
    {
      onImage: (image, at) => found.images.push({ image, path: [...at] }),
      onString: (value, at) => {
        if (value.includes("{")) found.braces.push({ value, path: [...at] });
        const field = at[at.length - 1];
        for (const href of inlineLinks(value)) found.links.push({ href, path: [...at], inText: true });
        if (field === "href") found.links.push({ href: value, path: [...at], inText: false });
        if (field === "src") found.sources.push({ src: value, path: [...at] });
        const language = languageAtPath?.(at);
        if (language && mayHoldOtherLanguage(value, language) && isProse(at))
          found.texts.push({ value, path: [...at], language });
      },
    },
    [...path],
  );
}

/** The pages and posts of a file's data, pages first. */
export function entriesOf(data: Fields): { pages: EntryFact[]; posts: EntryFact[] } {
  return {
    pages: list(data.pages).map((page, index) => entryFact(page, ["pages", index], "page")),
    posts: list(data.posts).map((post, index) => entryFact(post, ["posts", index], "post")),
  };
}

/** The site facts from a file's root object and what was read of its pages, posts and links, however gathered. */
export function siteFactsOf(
  data: Fields,
  entries: { pages: SiteEntry[]; posts: SiteEntry[] },
  links: LinkFact[],
  root?: string,
): SiteFacts {
  const all = [...entries.pages, ...entries.posts];
  const routes = new Map<string, RouteFact>();
  for (const entry of all) {
    if (entry.path && !routes.has(entry.path)) routes.set(entry.path, { entry, wellFormed: !pathMistake(entry.path) });
  }
  const linked = new Set(["/"]);
  for (const link of links) {
    // A link inside a text written wrongly is reported as that; it leads nowhere until corrected.
    if (isInternal(link.href) && !(link.inText && linkMistake(link.href))) linked.add(normalizePath(link.href));
  }
  return {
    data,
    languages: languageFacts(data),
    root,
    entries: all,
    pageCount: entries.pages.length,
    routes,
    addresses: [...routes.keys()].filter((path) => routes.get(path)!.wellFormed),
    links,
    linked,
  };
}

/** Both kinds of facts about a whole file's data, read on one thread. */
export function siteFacts(value: unknown, root?: string): SiteFacts & PartFacts {
  const data = isRecord(value) ? value : {};
  const found = nothingFound();
  findIn(data, [], found, textLanguages(data));
  const { links, ...part } = found;
  const entries = entriesOf(data);
  return { ...siteFactsOf(data, entries, links, root), ...part, entries: [...entries.pages, ...entries.posts] };
}
