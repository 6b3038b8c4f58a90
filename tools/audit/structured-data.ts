/**
 * Checks a page's JSON-LD for what search engines need (Google's structured-data requirements for a
 * local business, a blog post and breadcrumbs). The type hierarchy comes from schema-dts, Google's
 * schema.org vocabulary as TypeScript, read offline from its declaration file: a LocalBusiness subtype
 * such as GeneralContractor counts as a LocalBusiness, exactly as schema.org defines it. The objects
 * themselves are typed with schema-dts in src/head/json-ld.ts, so property names are checked by tsc.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import type { SiteData } from "../../schema/site.ts";
import { siteIn } from "../../src/site/languages.ts";
import { openingHours } from "../../src/head/opening-hours.ts";
import type { JsonLdResult } from "./types.ts";

type Node = Record<string, unknown>;

let subtypeIndex: Map<string, string[]> | undefined;

/** `export type LocalBusiness = LocalBusinessLeaf | AnimalShelter | ...;` lines of schema-dts, as a map. */
function directSubtypes(): Map<string, string[]> {
  if (subtypeIndex) return subtypeIndex;
  const main = createRequire(import.meta.url).resolve("schema-dts");
  const declarations = readFileSync(join(dirname(main), "schema.d.ts"), "utf8");
  subtypeIndex = new Map();
  for (const [, name, union] of declarations.matchAll(/^export type (\w+) = ([^;]+);$/gm)) {
    const members = union!
      .split("|")
      .map((member) => member.trim())
      .filter((member) => /^[A-Z]\w*$/.test(member) && member !== `${name}Leaf`);
    subtypeIndex.set(name!, members);
  }
  return subtypeIndex;
}

/** A schema.org type and all its subtypes, per schema-dts. */
export function typeWithSubtypes(type: string): Set<string> {
  const index = directSubtypes();
  const found = new Set<string>();
  const pending = [type];
  while (pending.length) {
    const next = pending.pop()!;
    if (found.has(next)) continue;
    found.add(next);
    pending.push(...(index.get(next) ?? []));
  }
  return found;
}

const isNode = (value: unknown): value is Node => typeof value === "object" && value !== null && !Array.isArray(value);
const nonEmpty = (value: unknown): value is string => typeof value === "string" && value.trim() !== "";
const asList = (value: unknown): unknown[] => (Array.isArray(value) ? value : value === undefined ? [] : [value]);
const typesOf = (node: Node): string[] =>
  asList(node["@type"]).filter((type): type is string => typeof type === "string");
const isAbsoluteUrl = (value: unknown) => nonEmpty(value) && /^https?:\/\/[^/]/.test(value);
const ISO_DATE = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/;
const isIsoDate = (value: unknown) => nonEmpty(value) && ISO_DATE.test(value) && !Number.isNaN(Date.parse(value));
const TIME = /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/;

export interface PageKind {
  /** Which kind of page: every page names the business; a post is a BlogPosting; the 404 page needs nothing. */
  kind: "page" | "post" | "not-found";
  showsBreadcrumbs: boolean;
  /**
   * Whether the site states its opening hours in machine form: open at all hours, or rows that read as days and
   * times (src/head/opening-hours.ts). False when none does ("By appointment"): then a LocalBusiness without
   * openingHoursSpecification is what the site says, not a mistake.
   */
  hoursStated?: boolean;
}

/**
 * Whether a page in `language` states opening hours to search engines: the business is open at all hours, or some row
 * of that language's hours (the site's own, or its `languages[].business.hours`, as the page's structured data takes
 * them: src/head/opening-hours.ts) reads as days and times.
 */
export function hoursStatedIn(site: SiteData, language: string): boolean {
  const { business } = siteIn(site, language);
  return business.openAllHours || openingHours(business.hours).length > 0;
}

export function checkStructuredData(texts: string[], page: PageKind): JsonLdResult {
  const problems: string[] = [];
  const topLevel: Node[] = [];
  texts.forEach((text, index) => {
    let data: unknown;
    try {
      data = JSON.parse(text);
    } catch (error) {
      problems.push(`JSON-LD block ${index + 1} does not parse: ${(error as Error).message}`);
      return;
    }
    for (const item of asList(data)) {
      if (!isNode(item)) {
        problems.push(`JSON-LD block ${index + 1} holds a ${typeof item}, not an object`);
        continue;
      }
      if (item["@context"] !== "https://schema.org" && item["@context"] !== "http://schema.org") {
        problems.push(`JSON-LD block ${index + 1} has no "@context": "https://schema.org"`);
      }
      const graph = item["@graph"];
      for (const node of Array.isArray(graph) ? graph : [item]) {
        if (!isNode(node) || typesOf(node).length === 0) {
          problems.push(`JSON-LD block ${index + 1} has a node without "@type"`);
        } else topLevel.push(node);
      }
    }
  });

  // Nodes anywhere on the page, by @id: one script can name a node another script describes.
  const byId = new Map<string, Node>();
  const index = (value: unknown) => {
    for (const item of asList(value)) {
      if (!isNode(item)) continue;
      if (nonEmpty(item["@id"]) && typesOf(item).length) byId.set(item["@id"], { ...byId.get(item["@id"]), ...item });
      Object.values(item).forEach(index);
    }
  };
  topLevel.forEach(index);
  const resolve = (value: unknown): Node | undefined => {
    if (!isNode(value)) return undefined;
    return nonEmpty(value["@id"]) ? { ...byId.get(value["@id"]), ...value } : value;
  };
  const ofType = (type: string) => {
    const accepted = typeWithSubtypes(type);
    return topLevel.filter((node) => typesOf(node).some((name) => accepted.has(name)));
  };

  if (page.kind !== "not-found") {
    const businesses = ofType("LocalBusiness");
    if (businesses.length === 0) problems.push("no LocalBusiness (or subtype) node");
    for (const business of businesses) problems.push(...localBusinessProblems(business, page.hoursStated ?? true));
  }
  if (page.kind === "post") {
    const posts = ofType("BlogPosting");
    if (posts.length === 0) problems.push("a blog post without a BlogPosting node");
    for (const post of posts) problems.push(...blogPostingProblems(post, resolve));
  }
  const breadcrumbLists = ofType("BreadcrumbList");
  if (page.showsBreadcrumbs && breadcrumbLists.length === 0) {
    problems.push("the page shows breadcrumbs but has no BreadcrumbList");
  }
  if (!page.showsBreadcrumbs && breadcrumbLists.length > 0) {
    problems.push("a BreadcrumbList on a page that shows no breadcrumbs (structured data must match the page)");
  }
  for (const list of breadcrumbLists) problems.push(...breadcrumbProblems(list));

  return { blocks: texts.length, types: [...new Set(topLevel.flatMap(typesOf))], problems };
}

function localBusinessProblems(business: Node, hoursStated: boolean): string[] {
  const problems: string[] = [];
  const missing = (field: string) => problems.push(`LocalBusiness has no ${field}`);
  if (!nonEmpty(business.name)) missing("name");
  if (!nonEmpty(business.telephone)) missing("telephone");
  if (!isAbsoluteUrl(business.url)) missing("url (an absolute address)");
  const address = business.address;
  if (!isNode(address) || !typesOf(address).includes("PostalAddress")) {
    missing("address of @type PostalAddress");
  } else {
    for (const field of ["streetAddress", "addressLocality", "addressRegion", "postalCode"]) {
      if (!nonEmpty(address[field])) missing(`address.${field}`);
    }
  }
  const hours = asList(business.openingHoursSpecification);
  if (hours.length === 0 && hoursStated) missing("openingHoursSpecification");
  hours.forEach((entry, position) => {
    const where = `openingHoursSpecification[${position}]`;
    if (!isNode(entry)) return problems.push(`LocalBusiness ${where} is not an object`);
    if (asList(entry.dayOfWeek).length === 0) problems.push(`LocalBusiness ${where} has no dayOfWeek`);
    for (const field of ["opens", "closes"]) {
      if (typeof entry[field] !== "string" || !TIME.test(entry[field])) {
        problems.push(`LocalBusiness ${where}.${field} is not a time like 08:00`);
      }
    }
  });
  return problems;
}

function blogPostingProblems(post: Node, resolve: (value: unknown) => Node | undefined): string[] {
  const problems: string[] = [];
  if (!nonEmpty(post.headline)) problems.push("BlogPosting has no headline");
  const images = asList(post.image);
  if (images.length === 0) problems.push("BlogPosting has no image");
  for (const image of images) {
    const url = isNode(image) ? image.url : image;
    if (!isAbsoluteUrl(url)) problems.push(`BlogPosting image ${JSON.stringify(url)} is not an absolute address`);
  }
  if (!isIsoDate(post.datePublished)) problems.push("BlogPosting has no datePublished in ISO 8601");
  if (post.dateModified !== undefined) {
    if (!isIsoDate(post.dateModified)) problems.push("BlogPosting dateModified is not ISO 8601");
    else if (
      isIsoDate(post.datePublished) &&
      Date.parse(post.dateModified as string) < Date.parse(post.datePublished as string)
    ) {
      problems.push("BlogPosting dateModified is before datePublished");
    }
  }
  const authors = asList(post.author);
  if (authors.length === 0) problems.push("BlogPosting has no author");
  const authorTypes = new Set([...typeWithSubtypes("Person"), ...typeWithSubtypes("Organization")]);
  for (const author of authors) {
    const node = resolve(author);
    if (!node || !nonEmpty(node.name)) problems.push("BlogPosting author has no name");
    else if (!typesOf(node).some((type) => authorTypes.has(type))) {
      problems.push(
        `BlogPosting author is a ${typesOf(node).join("/") || "thing without @type"}, not a Person or Organization`,
      );
    }
  }
  return problems;
}

function breadcrumbProblems(list: Node): string[] {
  const items = asList(list.itemListElement);
  if (items.length === 0) return ["BreadcrumbList has no itemListElement"];
  const problems: string[] = [];
  items.forEach((item, position) => {
    const where = `BreadcrumbList item ${position + 1}`;
    if (!isNode(item) || !typesOf(item).includes("ListItem")) return problems.push(`${where} is not a ListItem`);
    if (item.position !== position + 1) problems.push(`${where} has position ${String(item.position)}`);
    if (!nonEmpty(item.name) && !(isNode(item.item) && nonEmpty(item.item.name))) problems.push(`${where} has no name`);
    // Google allows the last crumb (the page itself) to leave out its address.
    const address = isNode(item.item) ? item.item["@id"] : item.item;
    if (position < items.length - 1 && !isAbsoluteUrl(address)) problems.push(`${where} has no absolute item address`);
  });
  return problems;
}
