/**
 * axe-core (WCAG 2.0/2.1 A and AA, 2.2 AA) in Debian's Chromium through Playwright, at a phone's and a
 * desktop's width, on every page as loaded and again with each interactive part open: the Services
 * dropdown (desktop), the mobile menu (phone), the gallery lightbox and an FAQ answer (both widths).
 * Also records which of the site's own scripts the browser fetched while loading each page.
 */
import AxeBuilder from "@axe-core/playwright";
import { chromium, type Browser, type Page, type Request } from "@playwright/test";
import type { SiteData } from "../../schema/site.ts";
import { routeTable } from "../../src/site/routes.ts";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../chromium.ts";
import type { AxeCheck } from "./types.ts";

export const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];
const VIEWPORTS = [
  { width: 375, height: 812 },
  { width: 1280, height: 800 },
];
const STEP_TIMEOUT_MS = 10_000;

interface Interaction {
  state: string;
  path: string;
  widths: number[];
  open: (page: Page) => Promise<void>;
}

export interface AxePageResult {
  checks: AxeCheck[];
  /** Own-origin script URLs the browser requested while loading the page, at any width. */
  loadedScripts: string[];
}

/** The interactive parts of this site.json, each on the first page that has it. */
function interactions(site: SiteData): Interaction[] {
  const found: Interaction[] = [];
  const routes = routeTable(site);
  const withBlock = (type: string) =>
    routes.find((route) =>
      (route.kind === "page" ? route.page : route.post).blocks.some((block) => block.type === type),
    );

  const dropdown = site.navigation.items.find((item) => "children" in item);
  if (dropdown) {
    found.push({
      state: `the ${dropdown.label} dropdown open`,
      path: "/",
      widths: [1280],
      open: async (page) => {
        const button = page.locator("header nav button[aria-controls]", { hasText: dropdown.label });
        await button.click();
        const menu = page.locator(`[id="${await button.getAttribute("aria-controls")}"]`);
        await menu.getByRole("link").first().waitFor({ state: "visible" });
        await page.waitForFunction(
          (element) => element?.getAttribute("aria-expanded") === "true",
          await button.elementHandle(),
        );
      },
    });
  }
  found.push({
    state: "the mobile menu open",
    path: "/",
    widths: [375],
    open: async (page) => {
      await page.locator("header summary", { hasText: site.navigation.menuLabel }).click();
      await page.locator("header details[open] nav").waitFor({ state: "visible" });
    },
  });
  const galleryRoute = withBlock("gallery");
  if (galleryRoute) {
    found.push({
      state: "the gallery lightbox open",
      path: galleryRoute.path,
      widths: [375, 1280],
      open: async (page) => {
        await page.locator("a.gallery-item").first().click();
        const image = page.locator("dialog[open] img");
        await image.waitFor({ state: "visible" });
        await page.waitForFunction((img) => (img as HTMLImageElement).complete, await image.elementHandle());
      },
    });
  }
  const faqRoute = withBlock("faq");
  const faq =
    faqRoute && (faqRoute.kind === "page" ? faqRoute.page : faqRoute.post).blocks.find((block) => block.type === "faq");
  if (faqRoute && faq?.type === "faq") {
    found.push({
      state: "an FAQ answer open",
      path: faqRoute.path,
      widths: [375, 1280],
      open: async (page) => {
        const heading = page.getByRole("heading", { level: 2, name: faq.heading, exact: true });
        const item = page.locator("section").filter({ has: heading }).locator("details").first();
        await item.locator(":scope > summary").click();
        await item.locator(":scope > :not(summary)").first().waitFor({ state: "visible" });
      },
    });
  }
  return found;
}

async function analyze(page: Page): Promise<AxeCheck["violations"]> {
  // Frames hold the third parties' stand-ins, not the site; the <iframe> element itself is still checked.
  // Legacy mode runs axe in the page itself: with frames left out there are no frame results to merge, and the
  // default mode opens and injects axe into a second, blank page for that merge on every check. Only violations
  // are read, so axe is told to collect only them (it then skips describing every passing node). Measured on the
  // shipped site's pages with planted violations: the same violations at the same nodes, in about half the time.
  const results = await new AxeBuilder({ page })
    .withTags(WCAG_TAGS)
    .options({ iframes: false, resultTypes: ["violations"] })
    .setLegacyMode(true)
    .analyze();
  return results.violations.map((violation) => ({
    id: violation.id,
    impact: violation.impact ?? null,
    help: violation.help,
    targets: violation.nodes.map((node) => node.target.join(" ")),
  }));
}

/**
 * One page per width, kept from check to check: each check loads its address in it. A new context and page for every
 * check cost about a second of this 2-core machine's CPU each (a renderer process started and torn down), twice a
 * page. A check that failed closes its page, and the next check at that width opens another.
 */
class Tabs {
  private readonly open = new Map<number, Promise<Page>>();
  constructor(
    private readonly browser: Browser,
    readonly baseURL: string,
  ) {}

  at(width: number): Promise<Page> {
    let page = this.open.get(width);
    if (!page) {
      page = this.create(width);
      this.open.set(width, page);
    }
    return page;
  }

  async discard(width: number): Promise<void> {
    const page = this.open.get(width);
    this.open.delete(width);
    await (await page?.catch(() => undefined))?.context().close();
  }

  private async create(width: number): Promise<Page> {
    const viewport = VIEWPORTS.find((candidate) => candidate.width === width)!;
    const context = await this.browser.newContext({ viewport, baseURL: this.baseURL });
    context.setDefaultTimeout(STEP_TIMEOUT_MS);
    // The form's and the map's hosts are offline here: answer them at once with nothing. (Routing also turns the
    // browser's cache off, so every check fetches its page's files as a first visit does.)
    await context.route(/^https:\/\/(tally\.so|www\.google\.com)\//, (route) =>
      route.fulfill({ body: "", contentType: "text/plain" }),
    );
    return context.newPage();
  }
}

async function check(
  tabs: Tabs,
  width: number,
  path: string,
  state: string,
  open?: (page: Page) => Promise<void>,
): Promise<{ check: AxeCheck; scripts: string[] }> {
  const { origin } = new URL(tabs.baseURL);
  const scripts = new Set<string>();
  const onRequest = (request: Request) => {
    if (request.resourceType() === "script" && new URL(request.url()).origin === origin) scripts.add(request.url());
  };
  let page: Page | undefined;
  try {
    page = await tabs.at(width);
    page.on("request", onRequest);
    await page.goto(path, { waitUntil: "load" });
    if (open) {
      await open(page);
      return { check: { width, state, violations: await analyze(page) }, scripts: [...scripts] };
    }
    // axe reads the page as loaded (its islands ran before the load event) while the network settles, instead of
    // after: scripts a module imports after the load event count too, so the check still waits for quiet.
    const [violations] = await Promise.all([analyze(page), page.waitForLoadState("networkidle")]);
    return { check: { width, state, violations }, scripts: [...scripts] };
  } catch (error) {
    await tabs.discard(width);
    return { check: { width, state, violations: [], error: (error as Error).message.split("\n")[0]! }, scripts: [] };
  } finally {
    page?.off("request", onRequest);
  }
}

export async function runAxe(
  site: SiteData,
  baseURL: string,
  pages: { label: string; path: string }[],
  log: (line: string) => void,
): Promise<Map<string, AxePageResult>> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  const results = new Map<string, AxePageResult>();
  const tabs = new Tabs(browser, baseURL);
  try {
    for (const { label, path } of pages) {
      // The two widths at once, in separate contexts: axe measures no timing, and two cores are there.
      const loaded = await Promise.all(VIEWPORTS.map(({ width }) => check(tabs, width, path, "page")));
      const result: AxePageResult = {
        checks: loaded.map((one) => one.check),
        loadedScripts: [...new Set(loaded.flatMap((one) => one.scripts))],
      };
      results.set(label, result);
      const violations = result.checks.reduce((sum, one) => sum + one.violations.length, 0);
      const errors = result.checks.flatMap((one) => (one.error ? [one.error] : []));
      log(`axe ${label}: ${violations} violations${errors.length ? `; could not run: ${errors.join("; ")}` : ""}`);
    }
    for (const interaction of interactions(site)) {
      const owner = pages.find((page) => page.path === interaction.path);
      if (!owner) continue;
      for (const width of interaction.widths) {
        const { check: opened } = await check(tabs, width, interaction.path, interaction.state, interaction.open);
        results.get(owner.label)!.checks.push(opened);
        log(
          `axe ${owner.label} at ${width} px with ${interaction.state}: ${opened.error ?? `${opened.violations.length} violations`}`,
        );
      }
    }
  } finally {
    await browser.close();
  }
  return results;
}
