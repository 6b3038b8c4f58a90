/**
 * Estimate buttons: with the form provider's script loaded, every estimate, quote,
 * assessment or consultation button opens its popup with the fixed form id, a modal layout, width 700
 * and auto-close 5000 ms, and the page stays put. Without the script, the button is a link to the form's
 * own page. Each service page's hero has one estimate button and one call link, labelled as site.json says.
 */
import type { Locator, Page } from "@playwright/test";
import {
  blockOf,
  blocksOf,
  expect,
  FORM_PAGE_STAND_IN_HEADING,
  pageAt,
  routes,
  servicePaths,
  site,
  test,
} from "./fixtures.ts";

const POPUP_OPTIONS = { layout: "modal", width: 700, autoClose: 5000 };
/** The footer's estimate button, on every page. */
const FREE_ESTIMATE = site.footer.estimateLabel;

/** The labels of a page's estimate buttons, as site.json gives them (hero and call-to-action bands). */
function siteEstimateLabels(path: string): string[] {
  const page = pageAt(path);
  const actions = [...blockOf(page, "hero").actions, ...blocksOf(page, "cta").flatMap((cta) => cta.actions)];
  return [...new Set(actions.filter((action) => action.action === "estimate").map((action) => action.label))];
}

/** The page that shows the contact block (the contact page), found by what it holds rather than its address. */
const contactPath = routes.find((route) => route.kind === "page" && blocksOf(route.page, "contact").length > 0)?.path;

interface StubWindow {
  __calls: unknown[][];
  Tally: { openPopup: (...args: unknown[]) => void };
}

/** Stands in for the provider's script, before any page script runs, and records the popup calls. */
async function installFormProviderStub(page: Page) {
  await page.addInitScript(() => {
    const stubWindow = window as unknown as StubWindow;
    stubWindow.__calls = [];
    stubWindow.Tally = { openPopup: (...args: unknown[]) => stubWindow.__calls.push(args) };
  });
}

function popupCalls(page: Page): Promise<unknown[][]> {
  return page.evaluate(() => (window as unknown as StubWindow).__calls);
}

/** Records every request for the form's hosted page: there must be none while the popup is available. */
function watchFormPage(page: Page): string[] {
  const requests: string[] = [];
  page.on("request", (request) => {
    if (request.url().startsWith(site.estimateForm!.pageUrl)) requests.push(request.url());
  });
  return requests;
}

async function expectOpensPopup(page: Page, button: Locator) {
  const before = (await popupCalls(page)).length;
  const url = page.url();
  await button.click();
  await expect.poll(async () => (await popupCalls(page)).length).toBe(before + 1);
  expect((await popupCalls(page)).at(-1)).toEqual([site.estimateForm!.formId, POPUP_OPTIONS]);
  expect(page.url()).toBe(url);
}

function hero(page: Page) {
  return page.locator("section").filter({ has: page.getByRole("heading", { level: 1 }) });
}

test.describe("with the form provider's script loaded", () => {
  let formPageRequests: string[];

  test.beforeEach(async ({ page }) => {
    await installFormProviderStub(page);
    formPageRequests = watchFormPage(page);
  });

  test.afterEach(async ({ page }) => {
    await page.waitForLoadState();
    expect(formPageRequests, "no estimate button went to the form page").toEqual([]);
  });

  test("home: the hero, the closing band and the footer buttons open the popup", async ({ page, watch }) => {
    await page.goto("/");
    const main = page.getByRole("main");
    const labels = siteEstimateLabels("/");
    expect(labels.length, "the home page has estimate buttons").toBeGreaterThan(0);
    for (const label of labels) {
      const inMain = main.getByRole("link", { name: label, exact: true });
      expect(await inMain.count(), `buttons labelled ${label}`).toBeGreaterThan(0);
      for (let index = 0; index < (await inMain.count()); index++) await expectOpensPopup(page, inMain.nth(index));
    }
    await expectOpensPopup(page, page.getByRole("contentinfo").getByRole("link", { name: FREE_ESTIMATE, exact: true }));
    expect(watch.pageErrors).toEqual([]);
    expect(watch.consoleErrors).toEqual([]);
  });

  if (contactPath)
    test("contact: every estimate button opens the popup", async ({ page }) => {
      await page.goto(contactPath);
      for (const label of siteEstimateLabels(contactPath)) {
        const buttons = page.getByRole("main").getByRole("link", { name: label, exact: true });
        expect(await buttons.count(), `buttons labelled ${label}`).toBeGreaterThan(0);
        for (let index = 0; index < (await buttons.count()); index++) await expectOpensPopup(page, buttons.nth(index));
      }
    });

  for (const path of servicePaths) {
    const labels = siteEstimateLabels(path);

    test(`${path}: the hero has an estimate button and a call link, and ${labels.join(" / ")} open the popup`, async ({
      page,
    }) => {
      await page.goto(path);
      const heroLinks = hero(page).getByRole("link");
      await expect(heroLinks).toHaveCount(2);
      const call = hero(page).locator('a[href^="tel:"]');
      await expect(call).toHaveCount(1);
      await expect(call).toHaveAttribute("href", `tel:${site.business.phone.e164}`);
      await expect(call).toBeVisible();

      const heroEstimate = hero(page).locator('a:not([href^="tel:"])');
      await expect(heroEstimate).toHaveCount(1);
      const heroLabel = (await heroEstimate.innerText()).trim();
      expect(labels, `the hero's estimate button "${heroLabel}"`).toContain(heroLabel);
      await expectOpensPopup(page, heroEstimate);

      for (const label of labels) {
        const buttons = page.getByRole("main").getByRole("link", { name: label, exact: true });
        expect(await buttons.count(), `buttons labelled ${label}`).toBeGreaterThan(0);
        for (let index = 0; index < (await buttons.count()); index++) await expectOpensPopup(page, buttons.nth(index));
      }
    });
  }
});

test("without the form provider's script, an estimate button goes to the form's own page", async ({ page, watch }) => {
  await page.goto("/");
  // The provider script (routed to a stand-in that defines nothing) has run, and still no popup exists.
  await page.waitForLoadState("load");
  await hero(page)
    .getByRole("link", { name: siteEstimateLabels("/")[0]!, exact: true })
    .first()
    .click();
  await expect(page).toHaveURL(site.estimateForm!.pageUrl);
  await expect(page.getByRole("heading", { name: FORM_PAGE_STAND_IN_HEADING })).toBeVisible();
  expect(watch.pageErrors).toEqual([]);
});
