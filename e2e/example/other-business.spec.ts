/**
 * The example site (`npm run test:example`) is another business, built by the same engine: in the browser it
 * shows its own theme, fonts and pictures, and nothing of the tree-care business, not even a file.
 */
import { createHash } from "node:crypto";
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { termsIn, treeCareTerms } from "../../tests/fixtures/other-business.ts";
import { clientDir } from "../../src/paths.ts";
import { derivePalette } from "../../src/theme/palette.ts";
import { webFontSource } from "../../src/theme/fonts.ts";
import { THIRD_PARTY_DELAY_MS } from "../../src/islands/after-load.ts";
import { expect, holdClock, routes, site, test } from "../fixtures.ts";

const terms = treeCareTerms();

function filesUnder(folder: string): string[] {
  return readdirSync(folder, { recursive: true, encoding: "utf8" })
    .map((name) => join(folder, name))
    .filter((file) => statSync(file).isFile());
}

for (const path of [...routes.map((route) => route.path), "/nope"]) {
  test(`${path} says nothing of the tree-care business`, async ({ page }) => {
    await page.goto(path);
    const html = await page.content();
    expect(termsIn(html, terms)).toEqual([]);
    expect(termsIn(await page.locator("body").innerText(), terms)).toEqual([]);
  });
}

test("the pages wear the site's theme: its colours and its fonts, loaded from the site itself @desktop", async ({
  page,
}) => {
  await page.goto("/");
  const palette = derivePalette(site.theme);
  const rgb = (hex: string) => `rgb(${[1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16)).join(", ")})`;
  const body = page.locator("body");
  await expect(body).toHaveCSS("background-color", rgb(palette.surface));
  await expect(body).toHaveCSS("color", rgb(palette.text));
  await expect(page.locator("footer")).toHaveCSS("background-color", rgb(palette.primaryStrong));
  const loaded = await page.evaluate(async () => {
    await document.fonts.ready;
    return [...document.fonts].filter((face) => face.status === "loaded").map((face) => face.family);
  });
  // Fontsource's family names: "Nunito Variable", "Lora Variable".
  for (const font of new Set([site.theme.fonts.body, site.theme.fonts.heading])) {
    if (font.startsWith("system")) continue;
    expect(loaded.map((family) => family.toLowerCase().replace(/"/g, ""))).toContain(`${font} variable`);
  }
});

/**
 * The site's font files are cut to the weights and letters the site uses (src/theme/fonts.ts): on every page, each
 * text set in a web font must find in the published face every letter the full font has, and the weight it asks for
 * (as the full font would draw it: Lora's heaviest is 700, so an h1 at 800 is drawn at 700). A letter or a weight
 * missing from the cut file would show in the fallback font or in a faked bold.
 */
for (const path of [...routes.map((route) => route.path), "/nope"]) {
  test(`${path} draws every text of a web font with the letters and weights of the file it loaded`, async ({
    page,
  }) => {
    const fonts = [site.theme.fonts.heading, site.theme.fonts.body].flatMap((name) => webFontSource(name) ?? []);
    test.skip(fonts.length === 0, "the theme uses the system's fonts");
    await page.goto(path);
    const texts = await page.evaluate(async () => {
      await document.fonts.ready;
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      const found: { text: string; family: string; weight: number }[] = [];
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent?.trim();
        const style = node.parentElement && getComputedStyle(node.parentElement);
        if (!text || !style || style.display === "none") continue;
        const family = style.fontFamily.split(",")[0]!.trim().replace(/"/g, "");
        found.push({ text, family, weight: Number(style.fontWeight) });
      }
      const faces = [...document.fonts].map((face) => ({
        family: face.family.replace(/"/g, ""),
        weight: face.weight,
        unicodeRange: face.unicodeRange,
        status: face.status,
      }));
      return { found, faces };
    });
    let checked = 0;
    for (const font of fonts) {
      const face = texts.faces.find((candidate) => candidate.family === font.family);
      expect(face, font.family).toBeDefined();
      const [low, high = low] = face!.weight.split(" ").map(Number);
      const ranges = face!.unicodeRange.split(",").map((part) => {
        const [from, to] = part.trim().replace(/^U\+/i, "").split("-");
        return [parseInt(from!, 16), parseInt(to ?? from!, 16)] as const;
      });
      const inRanges = (point: number, list: readonly (readonly [number, number])[]) =>
        list.some(([from, to]) => point >= from && point <= to);
      for (const { text, weight } of texts.found.filter((found) => found.family === font.family)) {
        checked += 1;
        const drawn = Math.min(font.max, Math.max(font.min, weight));
        expect(drawn, `"${text}" asks ${font.family} for weight ${weight}`).toBeGreaterThanOrEqual(low!);
        expect(drawn, `"${text}" asks ${font.family} for weight ${weight}`).toBeLessThanOrEqual(high!);
        const missing = [...text].filter(
          (letter) => inRanges(letter.codePointAt(0)!, font.ranges) && !inRanges(letter.codePointAt(0)!, ranges),
        );
        expect(missing, `letters of "${text}" missing from ${font.family}'s file`).toEqual([]);
      }
    }
    expect(checked, "texts set in the site's web fonts").toBeGreaterThan(0);
  });
}

test("no file of the build is a tree-care picture @desktop", () => {
  const treeCare = new Set(
    [...filesUnder(resolve("images")), ...filesUnder(resolve("public"))].map((file) =>
      createHash("sha256").update(readFileSync(file)).digest("hex"),
    ),
  );
  const built = filesUnder(clientDir()).filter((file) => /\.(svg|jpe?g|png|webp|avif|ico)$/.test(file));
  expect(built.length).toBeGreaterThan(0);
  const copies = built.filter((file) => treeCare.has(createHash("sha256").update(readFileSync(file)).digest("hex")));
  expect(copies.map((file) => relative(clientDir(), file))).toEqual([]);
});

// A map in the first screen (the example's visit page) still waits for the page's own first paint: added with it,
// the map provider's page raced the hero picture, and Lighthouse's mobile LCP went from 0.97 s to 1.77 s.
for (const route of routes) {
  const blocks = (route.kind === "page" ? route.page : route.post).blocks;
  if (!blocks.some((block) => block.type === "contact" && block.map)) continue;
  test(`${route.path}: the map is added after the page has loaded, not with its first paint`, async ({ page }) => {
    await holdClock(page);
    await page.goto(route.path);
    const map = page.locator("main iframe");
    await expect(map).toHaveCount(0);
    await page.locator("[data-island=map]").scrollIntoViewIfNeeded();
    await page.clock.runFor(THIRD_PARTY_DELAY_MS + 1_000);
    await expect(map).toHaveCount(1);
  });
}
