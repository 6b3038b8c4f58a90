/**
 * Shared browser-test setup. The network is offline, so every test routes the form provider
 * (https://tally.so: its embed script and its hosted form page) and the map provider
 * (https://www.google.com: the contact page's map frame) to small local stand-ins, and watches the
 * page for console errors, uncaught exceptions and failed requests so a test can assert there were none.
 *
 * Content (titles, headings, labels) comes from site.json through the product's own loader, which
 * validates it and fills the {phone}-style placeholders exactly as the build does.
 */
import { test as base, expect, type BrowserContext, type Page } from "@playwright/test";
import type { BlockOf, BlockType } from "../schema/blocks.ts";
import type { PageData, PostData } from "../schema/site.ts";
import { languageOf, siteIn, siteLanguage, siteLanguages } from "../src/site/languages.ts";
import { loadSite } from "../src/site/load.ts";
import { routeTable, type Route } from "../src/site/routes.ts";
import { formatDate } from "../src/ui/dates.ts";

export { expect };

export const site = loadSite();
export const routes: Route[] = routeTable(site);

/**
 * The site's languages, default first, each with the site as its readers see it (its header, footer, labels,
 * pages and posts) and its home page: a test of the chrome runs once per language, never assuming one.
 */
export const languages = siteLanguages(site).map((language) => ({ ...language, site: siteIn(site, language.tag) }));

/** The site in a route's language: the header, footer and labels its page shows. */
export const siteOf = (route: Route) => siteIn(site, route.language);

/** The home page of a route's language: / or /es. */
export const homeOf = (route: Route) => siteLanguage(site, route.language).home;

/** The provider's embed script. */
export const FORM_SCRIPT_URL = "https://tally.so/widgets/embed.js";
/** The heading of the local stand-in for the form provider's hosted form page. */
export const FORM_PAGE_STAND_IN_HEADING = "Offline stand-in for the estimate form";

const FORM_PAGE_HTML = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Estimate form</title></head><body><h1>${FORM_PAGE_STAND_IN_HEADING}</h1></body></html>`;
const MAP_HTML = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Map</title></head><body><p>Offline stand-in for the map</p></body></html>`;
/** Like a provider script that has not finished loading: it defines no global, so the page must cope. */
const FORM_SCRIPT_JS = "/* offline stand-in for the form provider's embed script: defines nothing */\n";

/** Routes the two third parties of the site to local fulfilments, for a context a test makes itself too. */
export async function routeThirdParties(context: BrowserContext): Promise<void> {
  await context.route("https://tally.so/**", async (route) => {
    const url = new URL(route.request().url());
    if (url.pathname.endsWith(".js")) {
      await route.fulfill({ status: 200, contentType: "text/javascript; charset=utf-8", body: FORM_SCRIPT_JS });
    } else {
      await route.fulfill({ status: 200, contentType: "text/html; charset=utf-8", body: FORM_PAGE_HTML });
    }
  });
  await context.route("https://www.google.com/**", (route) =>
    route.fulfill({ status: 200, contentType: "text/html; charset=utf-8", body: MAP_HTML }),
  );
}

/**
 * Stops the page's clock before it loads, until the test moves it on (page.clock.runFor). What the page does a while
 * after its load (the third parties wait for afterLoad) then waits for the test, not for the machine: on a slow run,
 * a test's earlier steps took longer than that wait, and the map it meant to see absent was already there.
 */
export async function holdClock(page: Page): Promise<void> {
  await page.clock.install();
  // Nothing is loaded yet, so the jump fires nothing; from there the page's time stands still.
  await page.clock.pauseAt(Date.now() + 1_000);
}

export interface PageWatch {
  /** Console messages of type error, with where they came from. */
  consoleErrors: string[];
  /** Every console message, for tests that expect one (the not-found page logs the missing path). */
  consoleMessages: { type: string; text: string }[];
  /** Uncaught exceptions in the page. */
  pageErrors: string[];
  /** Requests that got no answer at all (an unrouted third party, a dropped connection). */
  failedRequests: string[];
}

/** Starts collecting a page's console errors, exceptions and failed requests. */
export function watchPage(page: Page): PageWatch {
  const watch: PageWatch = { consoleErrors: [], consoleMessages: [], pageErrors: [], failedRequests: [] };
  page.on("console", (message) => {
    watch.consoleMessages.push({ type: message.type(), text: message.text() });
    if (message.type() === "error") watch.consoleErrors.push(`${message.text()} (${message.location().url})`);
  });
  page.on("pageerror", (error) => watch.pageErrors.push(`${error.name}: ${error.message}`));
  page.on("requestfailed", (request) =>
    watch.failedRequests.push(`${request.url()}: ${request.failure()?.errorText ?? "failed"}`),
  );
  return watch;
}

/**
 * What Playwright's reset of a reused context leaves as the last test set it (its documentation of `reuseContext`):
 * refused on the context the fixtures hand out, so no test can pass or fail by what an earlier one set. A test that
 * needs one of them makes a context of its own (browser.newContext(), as the tests without JavaScript do).
 */
const NOT_RESET = ["grantPermissions", "setGeolocation", "setOffline", "setExtraHTTPHeaders"] as const;

/**
 * The context a test gets. The configurations set `reuseContext`: each worker keeps one browser context, which
 * Playwright resets between tests (it closes the test's pages but one, which it takes to about:blank, and removes
 * routes, init scripts, the clock, cookies and storage, and sets the viewport back). A new context and page cost about
 * 1 s of this 2-core machine's CPU a test (a renderer process started and torn down); reused, the main specs took
 * 4.3 minutes instead of 7.0. Two gaps of that reset are closed here:
 * - a clock still paused when the test ends (holdClock) is resumed first: Playwright resumes it only after its reset
 *   has removed the clock, which leaves a script that throws "reading 'controller'" in the next test's page;
 * - what the reset does not undo (NOT_RESET) throws at once.
 */
async function testContext(context: BrowserContext, use: (context: BrowserContext) => Promise<void>) {
  let paused = false;
  const { clock } = context;
  const pauseAt = clock.pauseAt.bind(clock);
  clock.pauseAt = async (time) => {
    paused = true;
    await pauseAt(time);
  };
  const resume = clock.resume.bind(clock);
  clock.resume = async () => {
    paused = false;
    await resume();
  };
  for (const method of NOT_RESET) {
    context[method] = () => {
      throw new Error(
        `${method} lasts beyond this test in the reused context: make a context with browser.newContext()`,
      );
    };
  }
  await routeThirdParties(context);
  await use(context);
  if (paused) await resume();
}

/**
 * Every browser context a test gets has the third parties routed (and is the worker's reused one, see testContext). A
 * test that only sends requests (headers, sitemap, a page's HTML as served) opens no browser context at all.
 * `watch` starts watching the test's page before the test's first line.
 */
export const test = base.extend<{ watch: PageWatch }>({
  context: async ({ context }, use) => testContext(context, use),
  watch: async ({ page }, use) => {
    await use(watchPage(page));
  },
});

/** A route's record in site.json. */
export function routeAt(path: string): Route {
  const route = routes.find((candidate) => candidate.path === path);
  if (!route) throw new Error(`site.json has no route ${path}`);
  return route;
}

export function pageAt(path: string): PageData {
  const route = routeAt(path);
  if (route.kind !== "page") throw new Error(`${path} is a post, not a page`);
  return route.page;
}

export function postAt(path: string): PostData {
  const route = routeAt(path);
  if (route.kind !== "post") throw new Error(`${path} is a page, not a post`);
  return route.post;
}

/** The first block of a type on a page or post, from site.json. */
export function blockOf<T extends BlockType>(entry: PageData | PostData, type: T): BlockOf<T> {
  const block = entry.blocks.find((candidate): candidate is BlockOf<T> => candidate.type === type);
  if (!block) throw new Error(`${entry.path} has no ${type} block in site.json`);
  return block;
}

/** Every block of a type on a page or post, from site.json. */
export function blocksOf<T extends BlockType>(entry: PageData | PostData, type: T): BlockOf<T>[] {
  return entry.blocks.filter((candidate): candidate is BlockOf<T> => candidate.type === type);
}

/** The h1 a route should show: the hero's heading for a page, the post's heading for a post. */
export function expectedH1(route: Route): string {
  return route.kind === "page" ? blockOf(route.page, "hero").heading : (route.post.heading ?? route.post.title);
}

/** The service pages: what the navigation's dropdown declares, in its order. */
export const servicePaths: string[] = site.navigation.items.flatMap((item) =>
  "children" in item && item.children ? item.children.map((child) => child.href) : [],
);

/** The navigation's dropdown item (the one with children), as site.json declares it. */
export const servicesMenu = site.navigation.items.find(
  (item): item is Extract<(typeof site.navigation.items)[number], { children: unknown }> => "children" in item,
);

/** Every post's address, in site.json's order. */
export const postPaths: string[] = site.posts.map((post) => post.path);

/** The date a post shows, formatted by the site's own formatter in the post's language. */
export function shownDate(post: PostData): string {
  return formatDate(post.displayDate ?? post.published, languageOf(site, post));
}

/** The section (a <section> element) whose h2 reads `heading`. */
export function sectionWithHeading(page: Page, heading: string) {
  return page.locator("section").filter({ has: page.getByRole("heading", { level: 2, name: heading, exact: true }) });
}
