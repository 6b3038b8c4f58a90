/**
 * Crawls the served site from `/` as a visitor's browser and a search engine would: follows every
 * internal `<a href>`, requests every internal file a page refers to once, and checks that in-page
 * fragments (`#id`) exist. Addresses on the production origin (site.json's site.url, which canonical
 * links, sharing tags and JSON-LD use) are mapped to the local server. Other hosts, tel: and mailto:
 * are listed, not fetched: the machine is offline, and they are not the site's to answer.
 */
import { readPage, type PageFacts, type Reference } from "./html.ts";
import type { BrokenLink, CrawlResult, ExternalLink } from "./types.ts";

export interface FetchedPage {
  path: string;
  status: number;
  html: string;
  facts: PageFacts;
}

export interface CrawlOutput {
  result: CrawlResult;
  /** The HTML pages fetched, by path: those the crawl reached, then the routes and 404 page it did not. */
  pages: Map<string, FetchedPage>;
  /** The references on a page that did not answer 200, or whose #fragment is missing. */
  brokenOn: Map<string, BrokenLink[]>;
}

interface Answer {
  status: number | string;
  contentType: string;
  body: string;
}

interface InternalReference {
  /** The local URL without its fragment: what is requested. */
  target: string;
  fragment: string;
  written: string;
  /** `#id` alone: a place in the page itself, which needs no request (and on the 404 page must not get one). */
  sameDocument: boolean;
}

/** Schemes that carry their content in the address itself: nothing to request. */
const INLINE_SCHEMES = ["data:", "javascript:", "blob:", "about:"];
const CONCURRENCY = 8;

async function mapLimit<T>(items: T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const workers = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) await work(items[next++]!);
  });
  await Promise.all(workers);
}

export async function crawl(options: {
  localUrl: string;
  siteUrl: string;
  routePaths: string[];
  /** An address no route has, in each language's folder: each answers with its language's not-found page. */
  notFoundPaths: string[];
}): Promise<CrawlOutput> {
  const local = new URL(options.localUrl);
  const production = new URL(options.siteUrl);
  const answers = new Map<string, Promise<Answer>>();
  const pages = new Map<string, FetchedPage>();
  const references = new Map<string, InternalReference[]>();
  const external = new Map<string, Set<string>>();
  const visited = new Set<string>();

  const request = (url: string): Promise<Answer> => {
    let answer = answers.get(url);
    if (!answer) {
      // A redirect is reported as such, not followed: links should name the address that answers.
      answer = fetch(url, { redirect: "manual" }).then(
        async (response) => {
          const contentType = response.headers.get("content-type") ?? "";
          const isHtml = contentType.startsWith("text/html");
          // Only pages are read; other bodies are dropped so their connections are freed at once.
          if (!isHtml) await response.body?.cancel();
          return { status: response.status, contentType, body: isHtml ? await response.text() : "" };
        },
        (error: unknown) => ({ status: `no answer: ${String(error)}`, contentType: "", body: "" }),
      );
      answers.set(url, answer);
    }
    return answer;
  };

  /** The local URL an internal reference asks for, or undefined after listing an external one. */
  const classify = (written: string, pageUrl: URL, page: string): InternalReference | undefined => {
    if (INLINE_SCHEMES.some((scheme) => written.toLowerCase().startsWith(scheme))) return undefined;
    let url: URL;
    try {
      url = new URL(written, pageUrl);
    } catch {
      return { target: written, fragment: "", written, sameDocument: false };
    }
    const isHttp = url.protocol === "http:" || url.protocol === "https:";
    if (isHttp && (url.origin === production.origin || url.origin === local.origin)) {
      const target = new URL(url.pathname + url.search, local);
      return { target: target.href, fragment: url.hash, written, sameDocument: written.startsWith("#") };
    }
    const key = isHttp ? url.href : written;
    if (!external.has(key)) external.set(key, new Set());
    external.get(key)!.add(page);
    return undefined;
  };

  const visit = async (path: string, followLinks: boolean): Promise<string[]> => {
    if (visited.has(path)) return [];
    visited.add(path);
    const pageUrl = new URL(path, local);
    const answer = await request(pageUrl.href);
    if (!answer.contentType.startsWith("text/html") || typeof answer.status !== "number") return [];
    // The not-found page is parsed too (its own links must work), whatever its status.
    if (answer.status !== 200 && !options.notFoundPaths.includes(path)) return [];
    const facts = readPage(answer.body);
    pages.set(path, { path, status: answer.status, html: answer.body, facts });
    const all: Reference[] = [...facts.links.map((url) => ({ url, from: "a[href]" })), ...facts.resources];
    const internal: InternalReference[] = [];
    const next: string[] = [];
    for (const reference of all) {
      const found = classify(reference.url, pageUrl, path);
      if (!found) continue;
      internal.push(found);
      if (reference.from === "a[href]" && followLinks && found.target.startsWith(local.origin)) {
        next.push(new URL(found.target).pathname);
      }
    }
    references.set(path, internal);
    return next;
  };

  let frontier = ["/"];
  while (frontier.length) {
    const found: string[] = [];
    await mapLimit(frontier, CONCURRENCY, async (path) => {
      found.push(...(await visit(path, true)));
    });
    frontier = [...new Set(found)].filter((path) => !visited.has(path));
  }
  const pagesVisited = [...pages.keys()].sort();
  const unreachedRoutes = options.routePaths.filter((path) => !pages.has(path));
  await mapLimit([...unreachedRoutes, ...options.notFoundPaths], CONCURRENCY, async (path) => {
    await visit(path, false);
  });

  const targets = [
    ...new Set(
      [...references.values()]
        .flat()
        .filter((reference) => !reference.sameDocument)
        .map((reference) => reference.target),
    ),
  ];
  await mapLimit(targets, CONCURRENCY, async (target) => {
    await request(target);
  });

  const statusOf = new Map<string, number | string>();
  for (const [url, answer] of answers) statusOf.set(url, (await answer).status);

  const brokenOn = new Map<string, BrokenLink[]>();
  for (const [path, found] of references) {
    const broken = new Map<string, BrokenLink>();
    for (const reference of found) {
      const status = reference.sameDocument ? 200 : (statusOf.get(reference.target) ?? "not a valid address");
      if (status !== 200) {
        broken.set(reference.written, { url: reference.written, status });
        continue;
      }
      if (reference.fragment.length > 1) {
        const targetPage = reference.sameDocument ? pages.get(path) : pages.get(new URL(reference.target).pathname);
        const id = decodeURIComponent(reference.fragment.slice(1));
        if (targetPage && !targetPage.facts.ids.has(id)) {
          broken.set(reference.written, { url: reference.written, status: `no element with id "${id}"` });
        }
      }
    }
    brokenOn.set(path, [...broken.values()]);
  }

  const externalLinks: ExternalLink[] = [...external]
    .map(([url, foundOn]) => ({ url, foundOn: [...foundOn].sort() }))
    .sort((a, b) => a.url.localeCompare(b.url));
  return {
    result: {
      pagesVisited,
      checked: [...statusOf].map(([url, status]) => ({ url: url.replace(local.origin, ""), status })),
      external: externalLinks,
      unreachedRoutes,
    },
    pages,
    brokenOn,
  };
}
