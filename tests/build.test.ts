import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { Site } from "../schema/site.ts";
import { missingOutputs, outputFileOf, robotsTxt, sitemapXml } from "../src/build/output.ts";
import { fillPlaceholders, placeholderValues } from "../src/site/placeholders.ts";
import { routeTable } from "../src/site/routes.ts";
import { minimalSite } from "./fixtures/site.ts";

const parsed = Site.parse(minimalSite());
const site = fillPlaceholders(parsed, placeholderValues(parsed));
const scratch = mkdtempSync(join(tmpdir(), "build-output-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe("the build's output", () => {
  it("puts each address in its folder's index.html, the home page at the top", () => {
    expect(outputFileOf("/")).toBe("index.html");
    expect(outputFileOf("/about")).toBe(join("about", "index.html"));
    expect(outputFileOf("/blog/first-post")).toBe(join("blog", "first-post", "index.html"));
  });

  it("names exactly the pages the prerender did not write, and the not-found page", () => {
    const routes = routeTable(site);
    expect(missingOutputs(scratch, site)).toHaveLength(routes.length + 1);
    for (const route of routes.slice(1)) {
      const file = join(scratch, outputFileOf(route.path));
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, "<!doctype html>");
    }
    expect(missingOutputs(scratch, site)).toEqual([
      join(scratch, outputFileOf(routes[0]!.path)),
      join(scratch, "404.html"),
    ]);
  });

  it("lists every address in the sitemap with absolute URLs, and points robots.txt at it", () => {
    const xml = sitemapXml(site);
    const locations = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locations).toEqual(
      routeTable(site).map((route) =>
        new URL(route.path, site.site.url).href.replace(/\/$/, route.path === "/" ? "/" : ""),
      ),
    );
    expect(robotsTxt(site)).toContain(`Sitemap: ${site.site.url}/sitemap.xml`);
  });
});
