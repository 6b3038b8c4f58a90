/**
 * The build behind nginx with deploy/nginx.conf (the "nginx" project: tools/serve-nginx.ts substitutes
 * only root and port): every route runs under the Content-Security-Policy with no violation and no console
 * error, the menus, lightbox and estimate button work, and the headers, caching, compression, redirects and
 * not-found answers are what every host is told to send (src/deploy/headers.ts).
 */
import http from "node:http";
import type { Page } from "@playwright/test";
import { cacheControl, IMMUTABLE, REVALIDATE, securityHeaders } from "../src/deploy/headers.ts";
import { FEED_PATH, FEED_TYPE } from "../src/head/feed.ts";
import { expect, languages, routes, site, test } from "./fixtures.ts";
import { HOSTILE_SLASHED_PATHS, stays } from "../tests/fixtures/hostile-files.ts";

const HEADERS = securityHeaders(site);
const NOT_FOUND_PATH = "/nope";
/** Longer than the estimate island waits after load before it adds the provider's script (src/islands/estimate.ts). */
const PROVIDER_WAIT = "00:10";

interface Violation {
  directive: string;
  blocked: string;
  sample: string;
}

/** Records every securitypolicyviolation event of the page, from before its first script. */
async function watchCsp(page: Page) {
  await page.addInitScript(() => {
    const record = window as unknown as { __violations: unknown[] };
    record.__violations = [];
    document.addEventListener("securitypolicyviolation", (event) =>
      record.__violations.push({
        directive: event.effectiveDirective,
        blocked: event.blockedURI,
        sample: event.sample,
      }),
    );
  });
}

const violations = (page: Page) =>
  page.evaluate(() => (window as unknown as { __violations: Violation[] }).__violations);

/** Stands in for the form provider's embed script the way the real one behaves under the CSP: a style element, inline styles and a popup frame. */
const FORM_SCRIPT = `window.Tally = { openPopup(id) {
  const style = document.createElement("style");
  style.textContent = ".tally-popup { position: fixed; inset: 10%; }";
  document.head.append(style);
  const frame = document.createElement("iframe");
  frame.className = "tally-popup";
  frame.title = "form";
  frame.style.border = "0";
  frame.src = "https://tally.so/popup/" + id;
  document.body.append(frame);
} };`;

test.beforeEach(async ({ context }) => {
  // After the fixtures' routes: the later route wins, so the embed script is this stand-in.
  await context.route("https://tally.so/widgets/**", (route) =>
    route.fulfill({ status: 200, contentType: "text/javascript", body: FORM_SCRIPT }),
  );
});

for (const path of [...routes.map((route) => route.path), NOT_FOUND_PATH]) {
  test(`${path} runs under the CSP with no violation and no console error`, async ({ page, watch }) => {
    await watchCsp(page);
    // The page's clock, so the test need not sit through the wait before the provider's script is added.
    await page.clock.install();
    const response = await page.goto(path);
    expect(response?.status()).toBe(path === NOT_FOUND_PATH ? 404 : 200);
    expect(response?.headers()["content-security-policy"]).toBe(HEADERS["Content-Security-Policy"]);
    await page.waitForLoadState("load");
    await page.clock.fastForward(PROVIDER_WAIT);
    // The islands ran: the estimate buttons' island added the provider's script.
    await expect(page.locator(`script[src="${site.estimateForm!.scriptUrl}"]`)).toHaveCount(1);
    // The structured data is on the page, and it raised no violation (a non-JavaScript type never runs).
    if (path !== NOT_FOUND_PATH)
      expect(await page.locator('script[type="application/ld+json"]').count()).toBeGreaterThan(0);
    await page.mouse.wheel(0, 100_000); // brings lazy frames (the map) into range
    await page.waitForTimeout(300);
    expect(await violations(page)).toEqual([]);
    // Chromium logs a document's own 404 status as an error: that one is the point of /nope.
    const own404 = `status of 404 (Not Found) (${new URL(path, page.url()).href})`;
    expect(watch.consoleErrors.filter((error) => !(path === NOT_FOUND_PATH && error.endsWith(own404)))).toEqual([]);
    expect(watch.pageErrors).toEqual([]);
    expect(watch.failedRequests).toEqual([]);
  });
}

test("the listener does see a violation: an inline script is refused", async ({ page }) => {
  await watchCsp(page);
  await page.goto("/");
  await page.evaluate(() => {
    const script = document.createElement("script");
    script.textContent = "window.__ran = true";
    document.body.append(script);
  });
  await expect
    .poll(async () => (await violations(page)).map((violation) => violation.directive))
    .toContain("script-src-elem");
  expect(await page.evaluate(() => (window as unknown as { __ran?: boolean }).__ran)).toBeUndefined();
});

test("the Services menu opens and the mobile menu shows the links", async ({ page }) => {
  await watchCsp(page);
  const services = site.navigation.items.find((item) => "children" in item);
  test.skip(!services, "site.json has no menu with children");
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/");
  const button = page.getByRole("banner").getByRole("button", { name: services!.label });
  await button.click();
  await expect(button).toHaveAttribute("aria-expanded", "true");
  await expect(
    page
      .locator(`[id="${await button.getAttribute("aria-controls")}"]`)
      .getByRole("link")
      .first(),
  ).toBeVisible();
  await page.setViewportSize({ width: 375, height: 812 });
  await page.getByRole("banner").locator("summary", { hasText: site.navigation.menuLabel }).click();
  await expect(
    page.getByRole("banner").getByRole("link", { name: site.navigation.items[0]!.label, exact: true }),
  ).toBeVisible();
  expect(await violations(page)).toEqual([]);
});

test("the lightbox shows a gallery picture", async ({ page }) => {
  const route = routes.find((candidate) =>
    (candidate.kind === "page" ? candidate.page : candidate.post).blocks.some((block) => block.type === "gallery"),
  );
  test.skip(!route, "site.json has no gallery");
  await watchCsp(page);
  await page.goto(route!.path);
  await page.locator("a.gallery-item").first().click();
  const image = page.getByRole("dialog").locator("img");
  await expect(image).toBeVisible();
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(1);
  expect(await violations(page)).toEqual([]);
});

test("the estimate button opens the provider's popup", async ({ page }) => {
  await watchCsp(page);
  await page.clock.install();
  await page.goto("/");
  await page.clock.fastForward(PROVIDER_WAIT);
  await page.locator(`script[src="${site.estimateForm!.scriptUrl}"]`).waitFor({ state: "attached" });
  await expect.poll(() => page.evaluate(() => typeof (window as { Tally?: unknown }).Tally)).toBe("object");
  const url = page.url();
  await page.locator("[data-island=estimate]").first().click();
  await expect(page.locator("iframe.tally-popup")).toHaveAttribute(
    "src",
    `https://tally.so/popup/${site.estimateForm!.formId}`,
  );
  expect(page.url()).toBe(url);
  expect(await violations(page)).toEqual([]);
});

test.describe("headers", () => {
  function expectSecurityHeaders(headers: Record<string, string>) {
    for (const [name, value] of Object.entries(HEADERS)) expect(headers[name.toLowerCase()], name).toBe(value);
  }

  test("HTML, assets, images and the 404 page carry every header, with the right caching", async ({
    page,
    request,
  }) => {
    await page.goto("/");
    const script = await page.locator('script[type="module"]').first().getAttribute("src");
    const image = await page.locator("img[src^='/img/']").first().getAttribute("src");
    for (const [path, status, cache] of [
      ["/", 200, REVALIDATE],
      [script!, 200, IMMUTABLE],
      [image!, 200, IMMUTABLE],
      [NOT_FOUND_PATH, 404, REVALIDATE],
      ["/assets/missing-file.js", 404, REVALIDATE],
      ["/img/missing.avif", 404, REVALIDATE],
    ] as const) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(status);
      expect(response.headers()["cache-control"], path).toBe(cache);
      expect(cache).toBe(cacheControl(path, status));
      expectSecurityHeaders(response.headers());
    }
  });

  test("a missing address answers the not-found page with status 404", async ({ request }) => {
    const response = await request.get(NOT_FOUND_PATH);
    expect(response.status()).toBe(404);
    expect(await response.text()).toContain(`<title>${site.notFound.title}</title>`);
  });

  for (const language of languages.filter((candidate) => !candidate.isDefault)) {
    test(`a missing address under ${language.prefix}/ answers the ${language.tag} not-found page, and its feed is Atom`, async ({
      request,
    }) => {
      const response = await request.get(`${language.prefix}${NOT_FOUND_PATH}`);
      expect(response.status()).toBe(404);
      expect(response.headers()["cache-control"]).toBe(REVALIDATE);
      expectSecurityHeaders(response.headers());
      expect(await response.text()).toContain(`<title>${language.site.notFound.title}</title>`);
      if (language.site.posts.length === 0) return;
      const feed = await request.get(`${language.prefix}${FEED_PATH}`);
      expect(feed.status()).toBe(200);
      expect(feed.headers()["content-type"]).toBe(FEED_TYPE);
    });
  }

  test("/about/ moves to /about", async ({ request }) => {
    const response = await request.get("/about/", { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers()["location"]).toBe("/about");
    expectSecurityHeaders(response.headers());
  });

  test("a path ending in / is moved only within the site, whatever it holds (nginx and npm run serve)", async () => {
    // Sent byte for byte as written (a client would tidy //, %09 or a backslash before sending).
    const raw = (port: number, path: string) =>
      new Promise<{ status: number; location?: string }>((done, fail) => {
        const sent = http.get({ host: "127.0.0.1", port, path }, (reply) => {
          reply.resume();
          done({ status: reply.statusCode!, location: reply.headers.location });
        });
        sent.on("error", fail);
      });
    const ports = { nginx: Number(process.env.NGINX_PORT ?? 8085), serve: Number(process.env.E2E_PORT ?? 4173) };
    for (const path of [...HOSTILE_SLASHED_PATHS, "/\\evil.example/"]) {
      for (const [host, port] of Object.entries(ports)) {
        const { status, location } = await raw(port, path);
        // Moved only within the site (nginx merges // first: /evil.example/ moves to /evil.example), else not found;
        // npm run serve reads //x/ as the home page.
        if (status >= 300 && status < 400) expect(stays(location ?? ""), `${host} ${path} -> ${location}`).toBe(true);
        else if (host === "nginx") expect([400, 404], `${host} ${path}`).toContain(status);
      }
    }
    expect(await raw(ports.nginx, "/about//")).toEqual({ status: 301, location: "/about" });
    expect(await raw(ports.nginx, "/%5Cevil.example/")).toEqual({ status: 404, location: undefined });
    expect(await raw(ports.nginx, "/%09/evil.example/")).toEqual({ status: 404, location: undefined });
  });

  test("Accept-Encoding chooses brotli, then gzip, else plain", async ({ request }) => {
    for (const [accept, encoding] of [
      ["br, gzip", "br"],
      ["gzip", "gzip"],
      ["identity", undefined],
    ] as const) {
      const response = await request.get("/", { headers: { "accept-encoding": accept } });
      expect(response.headers()["content-encoding"], accept).toBe(encoding);
      expect(response.headers()["vary"], accept).toContain("Accept-Encoding");
      expect(await response.text()).toContain("<!doctype html>");
    }
  });

  test("npm run serve answers as nginx does: status, redirects, headers, caching and encoding", async ({
    page,
    request,
    playwright,
  }) => {
    const preview = await playwright.request.newContext({
      baseURL: `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 4173)}`,
    });
    await page.goto("/");
    const script = await page.locator('script[type="module"]').first().getAttribute("src");
    const image = await page.locator("img[src^='/img/']").first().getAttribute("src");
    const compared = ["location", "cache-control", "content-encoding", "vary", ...Object.keys(HEADERS)].map((name) =>
      name.toLowerCase(),
    );
    for (const path of ["/", "/about", "/about/", NOT_FOUND_PATH, script!, image!, "/assets/nope.js", FEED_PATH]) {
      for (const accept of ["br, gzip", "gzip", "identity"]) {
        const options = { headers: { "accept-encoding": accept }, maxRedirects: 0 };
        const [fromNginx, fromPreview] = await Promise.all([request.get(path, options), preview.get(path, options)]);
        expect(fromPreview.status(), `${path} (${accept})`).toBe(fromNginx.status());
        const pick = (headers: Record<string, string>) =>
          Object.fromEntries(compared.map((name) => [name, headers[name]?.replace(/\s*,\s*/g, ",")]));
        expect(pick(fromPreview.headers()), `${path} (${accept})`).toEqual(pick(fromNginx.headers()));
      }
    }
    await preview.dispose();
  });

  test("the sitemap's lastmod is a post's own date, and absent where no true date exists", async ({ request }) => {
    const xml = await (await request.get("/sitemap.xml")).text();
    // Alternates in other languages (xhtml:link) may follow the date.
    const entries = [...xml.matchAll(/<url><loc>([^<]+)<\/loc>(?:<lastmod>([^<]+)<\/lastmod>)?[^]*?<\/url>/g)];
    expect(entries).toHaveLength(routes.length);
    for (const route of routes) {
      const entry = entries.find(([, loc]) => new URL(loc!).pathname === route.path);
      expect(entry, route.path).toBeDefined();
      expect(entry![2], route.path).toBe(
        route.kind === "post" ? (route.post.modified ?? route.post.published) : undefined,
      );
    }
  });

  test("the feed is served and linked from the head", async ({ page, request }) => {
    await page.goto("/");
    await expect(page.locator(`head link[rel=alternate][type="${FEED_TYPE}"]`)).toHaveAttribute(
      "href",
      `${site.site.url}${FEED_PATH}`,
    );
    const response = await request.get(FEED_PATH);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe(FEED_TYPE);
    expect(await response.text()).toContain('<feed xmlns="http://www.w3.org/2005/Atom"');
  });
});
