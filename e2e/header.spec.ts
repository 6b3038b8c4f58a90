/**
 * The sticky header: brand link, navigation with the Services dropdown, the call button,
 * the highlighted current link, the desktop dropdown's hover/click/keyboard behaviour and close delay,
 * and the mobile menu.
 */
import type { Locator, Page } from "@playwright/test";
import { expect, postPaths, servicePaths, servicesMenu as servicesItem, site, test } from "./fixtures.ts";

/** The header's plain links, as the navigation declares them. */
const TOP_LINKS = site.navigation.items.flatMap((item) =>
  "href" in item ? [{ name: item.label, href: item.href }] : [],
);
/** A link other than home, for tests that need some page to stand on. */
const OTHER = TOP_LINKS.find((link) => link.href !== "/") ?? TOP_LINKS[0]!;
const SERVICES = servicesItem?.label ?? "";
/** The link a post marks as current: the one leading to the blog. */
const BLOG_LINK = TOP_LINKS.find((link) => link.href === site.labels?.blogPath);
/** The dropdown closes the delay site.json gives after the pointer leaves; allow for the fade and for timer jitter. */
const CLOSE_DELAY_MIN_MS = site.navigation.dropdownCloseDelayMs - 100;
const CLOSE_DELAY_MAX_MS = site.navigation.dropdownCloseDelayMs + 500;

const callName = site.navigation.callLabel;
const callHref = `tel:${site.business.phone.e164}`;

function header(page: Page) {
  return page.getByRole("banner");
}

/** The visible navigation landmark in the header (the desktop bar, or the open mobile menu). */
function nav(page: Page) {
  return header(page).getByRole("navigation");
}

/** The Services menu: the element the Services button controls. */
async function servicesMenu(page: Page): Promise<{ button: Locator; menu: Locator }> {
  const button = nav(page).getByRole("button", { name: SERVICES });
  const id = await button.getAttribute("aria-controls");
  expect(id, "the Services button names the menu it controls").toBeTruthy();
  return { button, menu: page.locator(`[id="${id}"]`) };
}

test("the brand links home with the logo and the business name", async ({ page }) => {
  await page.goto("/about");
  const brand = header(page).getByRole("link", { name: site.business.name });
  await expect(brand).toHaveAttribute("href", "/");
  await expect(brand.locator("img")).toBeVisible();
  await expect(brand).toContainText(site.business.name);
  // Beside the logo, unless the logo spells it (a wordmark): then only heard, as the link's name above.
  const name = brand.getByText(site.business.name, { exact: true });
  const shown = (await name.boundingBox())?.width ?? 0;
  if (site.site.logoShowsName) expect(shown).toBeLessThanOrEqual(1);
  else expect(shown).toBeGreaterThan(site.business.name.length);
  // Drawn 40 px tall at the proportions of its own file (the owner's-edit copy has a wordmark three times wider than
  // tall), or, where that is wider than the header gives it, fitted inside a narrower box: never stretched.
  const drawn = await brand.locator("img").evaluate((img: HTMLImageElement) => {
    const box = img.getBoundingClientRect();
    return { width: box.width, height: box.height, natural: img.naturalWidth / img.naturalHeight };
  });
  expect(drawn.height).toBe(40);
  const fitted = drawn.width < 40 * drawn.natural - 1;
  if (fitted) await expect(brand.locator("img")).toHaveCSS("object-fit", "contain");
  else expect(drawn.width / drawn.height).toBeCloseTo(drawn.natural, 1);
});

// The navigation bar and dropdown are the desktop layout: only the desktop project runs @desktop tests.
test.describe("desktop @desktop", () => {
  test("shows every navigation item in order and the call button", async ({ page }) => {
    await page.goto(OTHER.href);
    const bar = nav(page);
    const names = await bar.locator(":scope > ul > li").allInnerTexts();
    expect(names.map((name) => name.trim())).toEqual(site.navigation.items.map((item) => item.label));
    for (const { name, href } of TOP_LINKS) {
      await expect(bar.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
    }
    const call = header(page).getByRole("link", { name: callName, exact: true });
    await expect(call).toBeVisible();
    await expect(call).toHaveAttribute("href", callHref);
    // The mobile menu button is not offered at this width.
    await expect(header(page).getByText(site.navigation.menuLabel, { exact: true })).toBeHidden();
  });

  test("the dropdown lists what the navigation declares, in order", async ({ page }) => {
    await page.goto("/");
    const { button, menu } = await servicesMenu(page);
    await expect(menu.getByRole("link")).toHaveCount(0);
    await button.click();
    await expect(button).toHaveAttribute("aria-expanded", "true");
    const links = menu.getByRole("link");
    await expect(links).toHaveCount(servicePaths.length);
    expect(await links.evaluateAll((all) => all.map((link) => link.getAttribute("href")))).toEqual(servicePaths);
    expect((await links.allInnerTexts()).map((text) => text.trim())).toEqual(
      servicesItem!.children.map((child) => child.label),
    );
  });

  test("hovering opens the menu, and it closes about a second after the pointer leaves", async ({ page }) => {
    await page.goto("/");
    const { button, menu } = await servicesMenu(page);
    const firstLink = menu.getByRole("link").first();
    await button.hover();
    await expect(firstLink).toBeVisible();
    await expect(button).toHaveAttribute("aria-expanded", "true");

    // Measured in the page: from the pointer arriving outside the navigation until the menu is hidden.
    const navHandle = await nav(page).elementHandle();
    const linkHandle = await firstLink.elementHandle();
    await page.evaluate(
      ([navElement, link]) => {
        const clock = window as unknown as { leftAt?: number; hiddenAt?: number };
        document.addEventListener("pointerover", function onOver(event) {
          if (navElement!.contains(event.target as Node)) return;
          document.removeEventListener("pointerover", onOver);
          clock.leftAt = performance.now();
          const poll = () => {
            if (!link!.checkVisibility({ visibilityProperty: true, opacityProperty: true })) {
              clock.hiddenAt = performance.now();
            } else requestAnimationFrame(poll);
          };
          requestAnimationFrame(poll);
        });
      },
      [navHandle, linkHandle] as const,
    );
    const viewport = page.viewportSize()!;
    await page.mouse.move(viewport.width / 2, viewport.height - 50);
    const handle = await page.waitForFunction(
      () => {
        const clock = window as unknown as { leftAt?: number; hiddenAt?: number };
        return clock.hiddenAt !== undefined && clock.leftAt !== undefined ? clock.hiddenAt - clock.leftAt : undefined;
      },
      undefined,
      { timeout: 5_000 },
    );
    const elapsed = (await handle.jsonValue()) as number;
    test.info().annotations.push({ type: "dropdown close delay (ms)", description: elapsed.toFixed(0) });
    expect(elapsed).toBeGreaterThanOrEqual(CLOSE_DELAY_MIN_MS);
    expect(elapsed).toBeLessThanOrEqual(CLOSE_DELAY_MAX_MS);
    await expect(button).toHaveAttribute("aria-expanded", "false");
  });

  test("a click opens the menu and a second click closes it", async ({ page }) => {
    await page.goto("/");
    const { button, menu } = await servicesMenu(page);
    const firstLink = menu.getByRole("link").first();
    await button.click();
    await expect(firstLink).toBeVisible();
    await expect(button).toHaveAttribute("aria-expanded", "true");
    // The pointer rests on the button: the menu stays open until the second click.
    await expect(firstLink).toBeVisible();
    await button.click();
    await expect(firstLink).toBeHidden();
    await expect(button).toHaveAttribute("aria-expanded", "false");
  });

  test("Enter toggles the menu, Escape closes it and gives focus back to the button", async ({ page }) => {
    await page.goto("/");
    const { button, menu } = await servicesMenu(page);
    await button.focus();
    await page.keyboard.press("Enter");
    await expect(button).toHaveAttribute("aria-expanded", "true");
    await expect(menu.getByRole("link").first()).toBeVisible();
    await page.keyboard.press("Enter");
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await expect(menu.getByRole("link").first()).toBeHidden();
    await page.keyboard.press("Enter");
    await expect(menu.getByRole("link").first()).toBeVisible();
    await page.keyboard.press("Tab");
    await expect(menu.getByRole("link").first()).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await expect(menu.getByRole("link").first()).toBeHidden();
    await expect(button).toBeFocused();
  });

  test("the current page's link is marked, and Blog stays marked on a post", async ({ page }) => {
    const cases = [
      ...TOP_LINKS.map((link) => ({ path: link.href, current: link.name })),
      ...(BLOG_LINK && postPaths[0] ? [{ path: postPaths[0], current: BLOG_LINK.name }] : []),
    ];
    for (const { path, current } of cases) {
      await page.goto(path);
      const marked = nav(page).locator('[aria-current="page"]');
      await expect(marked, path).toHaveCount(1);
      await expect(marked, path).toHaveText(current);
    }
    // On a service page the service's own link in the dropdown is the current one.
    const service = servicePaths[0]!;
    await page.goto(service);
    const { button, menu } = await servicesMenu(page);
    await button.click();
    await expect(nav(page).locator('[aria-current="page"]')).toHaveCount(1);
    await expect(menu.locator('[aria-current="page"]')).toHaveAttribute("href", service);
  });
});

// The stacked menu is the phone layout: only the mobile project runs @mobile tests.
test.describe("mobile @mobile", () => {
  function menuButton(page: Page) {
    // A <summary>: a button to assistive technology, though Playwright gives it no role.
    return header(page).locator("summary", { hasText: site.navigation.menuLabel });
  }

  test("the bar is hidden and the Menu button toggles a stacked menu with every link and a call button", async ({
    page,
  }) => {
    await page.goto(OTHER.href);
    await expect(nav(page)).toHaveCount(0);
    await expect(header(page).getByRole("link", { name: callName })).toHaveCount(0);
    await expect(header(page).getByRole("button", { name: SERVICES })).toHaveCount(0);

    await menuButton(page).click();
    const menu = nav(page);
    await expect(menu).toBeVisible();
    for (const { name, href } of TOP_LINKS) {
      await expect(menu.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
    }
    const serviceHrefs = await menu
      .getByRole("link")
      .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
    expect(serviceHrefs.filter((href) => servicePaths.includes(href!))).toEqual(servicePaths);
    const call = menu.getByRole("link", { name: callName, exact: true });
    await expect(call).toBeVisible();
    await expect(call).toHaveAttribute("href", callHref);
    await expect(menu.locator('[aria-current="page"]')).toHaveText(OTHER.name);

    await menuButton(page).click();
    await expect(nav(page)).toHaveCount(0);
  });

  test("choosing a link closes the menu", async ({ page }) => {
    await page.goto("/");
    // Keep the click from navigating, so the menu's own reaction is what the test sees.
    await page.evaluate(() =>
      window.addEventListener(
        "click",
        (event) => {
          if ((event.target as Element).closest("a")) event.preventDefault();
        },
        { capture: true },
      ),
    );
    await menuButton(page).click();
    const link = nav(page).getByRole("link", { name: OTHER.name, exact: true });
    await expect(link).toBeVisible();
    await link.click();
    await expect(nav(page)).toHaveCount(0);
    await expect(page).toHaveURL(/\/$/);
  });

  // Only a site with a blog link and a post has this case: the test exists only for such a site.
  if (BLOG_LINK && postPaths[0])
    test("on a post the Blog link is the marked one", async ({ page }) => {
      await page.goto(postPaths[0]!);
      await menuButton(page).click();
      const marked = nav(page).locator('[aria-current="page"]');
      await expect(marked).toHaveCount(1);
      await expect(marked).toHaveText(BLOG_LINK!.name);
    });
});
