/**
 * The old addresses of site.json (`redirects`): each answers a permanent move to its page, behind `npm run serve`
 * and behind nginx with the site's own server block, and a browser that follows it lands on that page. The page the
 * build writes at an old address, for a host that reads no rules, sends a browser on by itself, with no script.
 * It runs where the site under test has old addresses (playwright.example.config.ts: the example bakery's, of an
 * earlier website; playwright.owner.config.ts: the owner's renamed service), its expectations read from that
 * site.json; the shipped site has none, and the main run leaves it out.
 */
import { movedFile } from "../src/deploy/redirects.ts";
import { expect, site, test } from "./fixtures.ts";

const moved = site.redirects ?? [];
const titleOf = (path: string) => [...site.pages, ...site.posts].find((entry) => entry.path === path)!.title;

test("the site under test has old addresses to test @desktop", () => {
  expect(moved.length).toBeGreaterThan(0);
});

for (const { from, to } of moved) {
  test(`${from} moves for good to ${to}, and the browser lands there @desktop`, async ({ page, request }) => {
    const answer = await request.get(from, { maxRedirects: 0 });
    expect(answer.status()).toBe(301);
    expect(answer.headers()["location"]).toBe(to);
    // One address per page holds for an old address too: with a / at its end, it is moved on all the same.
    expect((await request.get(`${from}/`)).url()).toMatch(new RegExp(`${to}$`));
    await page.goto(from);
    expect(new URL(page.url()).pathname).toBe(to);
    await expect(page).toHaveTitle(titleOf(to));
  });
}

for (const { from, to } of moved.filter((entry) => movedFile(entry.from).endsWith("/index.html"))) {
  test(`the page written at ${from} sends a browser on to ${to} with no script @desktop`, async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    // Its file, asked for by name (no host rule applies to that address), as a host without rules serves it.
    await page.goto(`/${movedFile(from)}`);
    await page.waitForURL((url) => url.pathname === to);
    await expect(page).toHaveTitle(titleOf(to));
    await context.close();
  });
}
