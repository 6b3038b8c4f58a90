/**
 * What the cross-check rules know about a site, read once from the parsed file before any rule runs. The rules
 * also run when the schema found problems elsewhere (so one pass shows every problem), so this is the one place
 * that reads the data without trusting its shape: each fact is typed, and a part that cannot be read is simply
 * absent. Rules only read these facts; none changes them.
 *
 * The facts come in two kinds, for the two kinds of rule (rule.ts). A part rule reads what one walk finds in a
 * part of the file (PartFacts: its pages and posts, its texts with braces, its images); a site rule reads what
 * spans the file (SiteFacts: every page and post, every address, every link, the languages). A large file is
 * checked in parts on two threads (validate-pieces.ts): each gathers its parts' facts, and only the site facts
 * are brought together.
 */
import { linkMistake, pathMistake } from "../report/address-mistakes.ts";
import { inlineLinks } from "../../site/inline.ts";
import { languageFolder } from "../../site/languages.ts";
import type { JsonPath } from "../report/problem.ts";
import { isInternal, normalizePath } from "../../site/routes.ts";
import { walkSite } from "../../site/walk.ts";

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
  /** Each block's `type` as written (undefined for a block that is not an object). */
  blockTypes: unknown[];
  /** Each block's heading's length in characters (undefined where it has none): numbers, so no text is kept. */
  headingLengths: (number | undefined)[];
  /** Its blocks are a list (otherwise the schema reports it, and block rules leave it alone). */
  hasBlocks: boolean;
  /** Described as a Service in its structured data (the pages the services menu lists). */
  service: boolean;
  /** Its language as written (absent: the site's default language). */
  language: string | undefined;
  /** The address of the page or post it translates, as written. */
  translationOf: string | undefined;
  /**
   * Where its buttons that open the site's form are, for the rule that a form is there to open. A page the memo
   * recalls has one at the page, if any (a problem then reads the page again to place each).
   */
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
  navigation: Loose;
  /** Absent from a site without posts, which has no blog to point to. */
  labels: Loose | undefined;
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
  data: Loose;
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
  images: { image: Loose; path: JsonPath }[];
}

/** What the part rules read: one part of the file (the whole file, or the pages one thread read). */
export interface PartFacts extends Omit<Found, "links"> {
  /** The part's pages and posts. */
  entries: EntryFact[];
  root: string | undefined;
}

export const nothingFound = (): Found => ({ links: [], braces: [], sources: [], images: [] });

/**
 * A page's or post's facts. With `atPage`, its buttons that open the form are placed at the page, as findIn places its
 * links: the check in pieces keeps 10,000 pages' entries to the end, and a path for each button was most of what they
 * held (5 MB of 38 in the heap, copied by every collection that found it young); a rule that finds one reads the page
 * again, as it does for a page the memo recalls (scoped-report.ts).
 */
export function entryFact(entry: unknown, where: JsonPath, kind: EntryFact["kind"], atPage = false): EntryFact {
  const object = isObject(entry) ? entry : {};
  return {
    kind,
    where,
    path: text(object.path),
    title: text(object.title),
    description: text(object.description),
    blockTypes: list(object.blocks).map((block) => (isObject(block) ? block.type : undefined)),
    headingLengths: list(object.blocks).map((block) => text(isObject(block) ? block.heading : undefined)?.length),
    hasBlocks: Array.isArray(object.blocks),
    service: isObject(object.structuredData) && object.structuredData.type === "Service",
    language: text(object.language),
    translationOf: text(object.translationOf),
    formButtons: formButtonsIn(object.blocks, where, atPage),
  };
}

/** The buttons of a page's sections that open the form (`"action": "estimate"`): only sections hold buttons. */
function formButtonsIn(blocks: unknown, where: JsonPath, atPage: boolean): JsonPath[] {
  const buttons: JsonPath[] = [];
  const sections = list(blocks);
  for (let at = 0; at < sections.length; at++) {
    const actions = list(isObject(sections[at]) ? (sections[at] as Loose).actions : undefined);
    for (let index = 0; index < actions.length; index++) {
      const action = actions[index];
      if (!isObject(action) || action.action !== "estimate") continue;
      if (atPage) return [where];
      buttons.push([...where, "blocks", at, "actions", index, "action"]);
    }
  }
  return buttons;
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
 * Adds what `value`, at `path` in the file, holds to `found`. One walk serves every rule.
 *
 * With `page`, the page or post `value` is in, each link and image name is placed at it rather than at its own field:
 * what the check in pieces does (validate-pieces.ts), which reads a page again when a rule finds something in it
 * (scoped-report.ts, which then walks it with each link at its field), and which keeps every link of a large site to
 * the end: a page's place is one array it already has,
 * where a link's own is a new one that lives as long (10,000 pages hold some 60,000 links and 30,000 image names).
 * No rule's answer depends on more of a link's or an image name's place than its page (the memo places them so
 * too; tests/validate-memo.test.ts holds the rules to that).
 */
export function findIn(value: unknown, path: JsonPath, found: Found, page?: JsonPath): void {
  walkSite(
    value,
    {
      onImage: (image, at) => found.images.push({ image, path: [...at] }),
      onString: (value, at) => {
        if (value.includes("{")) found.braces.push({ value, path: [...at] });
        const field = at[at.length - 1];
        for (const href of inlineLinks(value)) found.links.push({ href, path: page ?? [...at], inText: true });
        if (field === "href") found.links.push({ href: value, path: page ?? [...at], inText: false });
        if (field === "src") found.sources.push({ src: value, path: page ?? [...at] });
      },
    },
    [...path],
  );
}

/** The pages and posts of a file's data, pages first. */
export function entriesOf(data: Loose): { pages: EntryFact[]; posts: EntryFact[] } {
  return {
    pages: list(data.pages).map((page, index) => entryFact(page, ["pages", index], "page")),
    posts: list(data.posts).map((post, index) => entryFact(post, ["posts", index], "post")),
  };
}

/** The site facts from a file's root object and what was read of its pages, posts and links, however gathered. */
export function siteFactsOf(
  data: Loose,
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
  const data = isObject(value) ? value : {};
  const found = nothingFound();
  findIn(data, [], found);
  const { links, ...part } = found;
  const entries = entriesOf(data);
  return { ...siteFactsOf(data, entries, links, root), ...part, entries: [...entries.pages, ...entries.posts] };
}
