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
import { expect, routes, site, test } from "../fixtures.ts";

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
