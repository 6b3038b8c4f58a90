import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { formatHex, parse, wcagContrast } from "culori";
import { describe, expect, it } from "vitest";
import type { SiteData } from "../schema/site.ts";
import { DEFAULT_THEME, FONT_NAMES, type ThemeData } from "../schema/theme.ts";
import { validateSiteText } from "../src/validate/index.ts";
import { contrastFailures, contrastOf, CONTRAST_PAIRS, MINIMUM_CONTRAST } from "../src/theme/contrast.ts";
import { themeStyles } from "../src/theme/css.ts";
import { fallbackOverrides, publishFonts, siteCharacters, themeFonts } from "../src/theme/fonts.ts";
import { derivePalette, toOklch } from "../src/theme/palette.ts";
import { minimalSite } from "./fixtures/site.ts";

/** A fixture theme: the hand-picked palette the derivation steps were measured on. */
const FOREST: ThemeData = {
  colors: { primary: "#1f5130", accent: "#f5b544", surface: "#ffffff", text: "#1c2520" },
  fonts: { heading: "system", body: "system" },
  radius: 12,
};

/** The largest difference in any of the red, green and blue channels, out of 255. */
function channelDistance(a: string, b: string): number {
  const [x, y] = [parse(a)!, parse(b)!] as { r: number; g: number; b: number }[];
  return Math.max(...(["r", "g", "b"] as const).map((key) => Math.abs(x![key] - y![key]) * 255));
}

describe("the palette derived from a theme's four colours", () => {
  it("gives back the hand-picked palette it was measured on, within a unit of rounding", () => {
    const palette = derivePalette(FOREST);
    const handPicked = {
      primaryStrong: "#10301c",
      primaryDark: "#173d24",
      primary: "#1f5130",
      primaryBright: "#2a6a3f",
      primaryTint: "#e7f0e8",
      primaryWash: "#f3f7f2",
      accent: "#f5b544",
      accentStrong: "#eaa028",
      text: "#1c2520",
      textMuted: "#45524a",
      line: "#d6e0d8",
      surface: "#ffffff",
    };
    for (const [role, hex] of Object.entries(handPicked)) {
      expect(channelDistance(palette[role as keyof typeof handPicked], hex), role).toBeLessThanOrEqual(1.5);
    }
  });

  it("keeps the primary's hue in its shades and tints, and orders them from dark to light", () => {
    const palette = derivePalette({ ...FOREST, colors: { ...FOREST.colors, primary: "#7a2e8c" } });
    const hue = toOklch("#7a2e8c").h;
    const order = ["primaryStrong", "primaryDark", "primary", "primaryBright", "line", "primaryTint", "primaryWash"];
    const lightness = order.map((role) => toOklch(palette[role as keyof typeof palette]).l);
    expect(lightness).toEqual([...lightness].sort((a, b) => a - b));
    for (const role of ["primaryStrong", "primaryDark", "primaryBright", "primaryTint"] as const) {
      expect(Math.abs(toOklch(palette[role]).h - hue), role).toBeLessThan(3);
    }
  });

  it("keeps the dark shades dark when the brand colour is light, so light text reads on them", () => {
    const palette = derivePalette({ ...FOREST, colors: { ...FOREST.colors, primary: "#8fd0a0" } });
    expect(wcagContrast(palette.onDark, palette.primaryDark)).toBeGreaterThanOrEqual(4.5);
    expect(wcagContrast(palette.onDark, palette.primaryStrong)).toBeGreaterThanOrEqual(4.5);
  });

  it("puts dark text on a light accent and light text on a dark one", () => {
    expect(derivePalette(FOREST).onAccent).toBe("#1c2520");
    expect(derivePalette({ ...FOREST, colors: { ...FOREST.colors, accent: "#8a1c1c" } }).onAccent).toBe("#ffffff");
  });

  it("darkens the focus ring until it stands out 3:1 on every light background, and keeps the accent on dark ones", () => {
    const palette = derivePalette(FOREST);
    for (const background of [palette.surface, palette.primaryWash, palette.primaryTint]) {
      expect(wcagContrast(palette.focus, background)).toBeGreaterThanOrEqual(3);
    }
    expect(palette.focusOnDark).toBe(palette.accentStrong);
    // Same hue, within what mapping into sRGB and rounding to #rrggbb move it.
    expect(Math.abs(toOklch(palette.focus).h - toOklch(palette.accentStrong).h)).toBeLessThan(5);
  });

  it("writes every colour as a custom property, and channels for the ones used see-through", () => {
    const { css } = themeStyles(FOREST);
    expect(css).toContain("--primary:#1f5130;");
    expect(css).toContain("--surface-rgb:255 255 255;");
    expect(css).toContain("--radius:12px;--radius-small:8px");
    for (const [role, hex] of Object.entries(derivePalette(FOREST))) {
      const name = role.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
      expect(css).toContain(`--${name}:${formatHex(hex)}`);
    }
  });
});

describe("site.css", () => {
  const css = readFileSync(resolve("src/styles/site.css"), "utf8").replace(/\/\*[\s\S]*?\*\//g, "");

  it("holds no colour of its own: every colour comes from the theme", () => {
    expect(css.match(/#[0-9a-f]{3,8}\b|\b(rgba?|hsla?|oklch|oklab|lab|lch|hwb)\(\s*[0-9.]/gi) ?? []).toEqual([]);
    expect(css.match(/:\s*(white|black|red|green|blue|gray|grey)\b/gi) ?? []).toEqual([]);
  });

  it("uses only custom properties the theme or the stylesheet defines", () => {
    const defined = new Set([
      ...[...themeStyles(DEFAULT_THEME).css.matchAll(/(--[a-z-]+):/g)].map((match) => match[1]),
      ...[...css.matchAll(/(--[a-z0-9-]+):/g)].map((match) => match[1]),
    ]);
    const used = [...new Set([...css.matchAll(/var\((--[a-z0-9-]+)/g)].map((match) => match[1]!))];
    expect(used.filter((name) => !defined.has(name))).toEqual([]);
  });
});

describe("the theme's fonts", () => {
  it("cost nothing with the system's fonts", () => {
    const fonts = themeFonts(FOREST);
    expect(fonts).toMatchObject({ css: "", preload: [], files: [] });
    expect(fonts.body).toMatch(/system-ui/);
  });

  it("self-host a web font with swap, a metric-matched fallback, and preload the body font", () => {
    const fonts = themeFonts({ ...FOREST, fonts: { heading: "lora", body: "inter" } });
    expect(fonts.files.map((file) => file.family)).toEqual(["Lora Variable", "Inter Variable"]);
    expect(fonts.preload).toEqual([fonts.files[1]!.url]);
    expect(fonts.files[1]!.url).toMatch(/^\/fonts\/inter-[0-9a-f]{8}\.woff2$/);
    expect(fonts.css).toContain("font-display:swap");
    expect(fonts.css).toMatch(/font-family:"Inter Variable Fallback";src:local\("Arial"\)/);
    expect(fonts.heading).toMatch(/^"Lora Variable", "Lora Variable Fallback", ui-serif/);
  });

  it("cut each file to the weights of its role and the letters of the site, and name it by what it holds", async () => {
    // The fix for the example bakery's mobile LCP: its 37 KB Lora file was on the largest paint's path in Lantern.
    const site = minimalSite() as unknown as SiteData;
    site.business.name = "Café Ñandú";
    // A theme in the system's fonts cuts nothing: its text is not even read.
    site.theme = FOREST;
    expect(siteCharacters(site)).not.toContain("é".codePointAt(0));
    site.theme = { ...FOREST, fonts: { heading: "lora", body: "inter" } };
    const text = siteCharacters(site);
    expect(text).toContain("é".codePointAt(0));
    const fonts = themeFonts(site.theme, text);
    const [lora, inter] = fonts.files;
    // Headings ask 700 to 800: Lora's heaviest is 700, so its file is one static instance; Inter keeps 400 to 900.
    expect(fonts.css).toContain('font-family:"Lora Variable";font-style:normal;font-display:swap;font-weight:700;');
    expect(inter!.weights).toBe("400 900");
    // The site's letters within the latin subset, and no others: a letter it does not use is not downloaded.
    const range = lora!.unicodeRange.split(",");
    expect(range[0]).toBe("U+20-7E");
    expect(range).toEqual(expect.arrayContaining(["U+D1", "U+E9", "U+FA"]));
    expect(range).not.toContain("U+DF");
    const bytes = await lora!.bytes();
    expect(bytes.subarray(0, 4).toString("latin1")).toBe("wOF2");
    expect(bytes.length).toBeLessThan(16_000);
    // Another letter makes another file, never a stale one under the same name.
    const changed = { ...site, business: { ...site.business, name: "Straße" } };
    const other = themeFonts({ ...FOREST, fonts: { heading: "lora", body: "system" } }, siteCharacters(changed))
      .files[0];
    expect(other!.fileName).not.toBe(lora!.fileName);
  });

  it("publish the cut files and nothing else into the fonts folder", async () => {
    const folder = mkdtempSync(join(tmpdir(), "fonts-"));
    writeFileSync(join(folder, "lora-00000000.woff2"), "an old cut");
    const theme = { ...FOREST, fonts: { heading: "lora", body: "system" } } as const;
    expect(await publishFonts(theme, undefined, folder)).toMatch(/^fonts: Lora Variable 700 \(\d+ KB\), 1 written$/);
    expect(readdirSync(folder)).toEqual([themeFonts(theme).files[0]!.fileName]);
    expect(await publishFonts(theme, undefined, folder)).toMatch(/, 0 written$/);
    rmSync(folder, { recursive: true, force: true });
  });

  it("stretch the fallback so its letters are as wide as the web font's", () => {
    // Inter's average letter is 978/2048 of the size, Arial's 913/2048: Arial is scaled up by 7.12%.
    const overrides = fallbackOverrides(
      { unitsPerEm: 2048, ascent: 1984, descent: -494, lineGap: 0, xWidthAvg: 978 },
      { unitsPerEm: 2048, ascent: 1854, descent: -434, lineGap: 67, xWidthAvg: 913 },
    );
    expect(overrides).toEqual({ sizeAdjust: "107.12%", ascent: "90.44%", descent: "22.52%", lineGap: "0.00%" });
  });
});

/** The minimal fixture site with a theme, validated as `npm run validate` validates it (image files not checked). */
function validateWithTheme(theme: ThemeData | undefined) {
  const site = minimalSite();
  if (theme) site.theme = theme;
  const text = JSON.stringify(site, null, 2);
  return { text, result: validateSiteText(text) };
}

/** Fixture: a pale brand green, as an owner might pick it from a logo. */
const PALE: ThemeData = { ...FOREST, colors: { ...FOREST.colors, primary: "#7cc36a" } };

describe("the contrast check of a theme", () => {
  it("passes a readable theme, the neutral default and the shipped one, without a finding", () => {
    expect(contrastOf(FOREST).filter((result) => !result.passes)).toEqual([]);
    for (const theme of [FOREST, DEFAULT_THEME, undefined]) {
      const { result } = validateWithTheme(theme);
      expect(result.problems.filter((problem) => problem.code === "low-contrast")).toEqual([]);
      expect(result.ok).toBe(true);
    }
    const shipped = JSON.parse(readFileSync(resolve("site.json"), "utf8")) as { theme: ThemeData };
    expect(contrastFailures(shipped.theme)).toEqual([]);
  });

  it("measures text at 4.5:1, and large text, focus rings, control borders and marks at 3:1", () => {
    expect(MINIMUM_CONTRAST).toEqual({
      text: 4.5,
      "large text": 3,
      "focus ring": 3,
      "control border": 3,
      mark: 3,
    });
    const kinds = new Set(CONTRAST_PAIRS.map((pair) => pair.kind));
    expect([...kinds].sort()).toEqual(["control border", "focus ring", "large text", "mark", "text"]);
  });

  it("refuses a pale primary at its line and column, naming the pair, its ratio and a colour that passes", () => {
    const { text, result } = validateWithTheme(PALE);
    expect(result.ok).toBe(false);
    const problems = result.problems.filter((problem) => problem.code === "low-contrast");
    expect(problems).toHaveLength(1);
    const problem = problems[0]!;
    const line = text.split("\n").findIndex((row) => row.includes('"primary": "#7cc36a"')) + 1;
    expect(problem).toMatchObject({ severity: "error", line, place: "theme › colors › primary" });
    // The pair, by where visitors see it and by its two colours, and the ratio, rounded down.
    expect(problem.message).toMatch(
      /^too little contrast for .+: #7cc36a \(primary\) on #[0-9a-f]{6} \(.+\) is [0-9]\.[0-9]{2}:1$/,
    );
    const [, ratio] = /is ([0-9.]+):1$/.exec(problem.message)!;
    expect(Number(ratio)).toBeLessThan(4.5);
    expect(problem.expected).toMatch(/^at least 4\.5:1 for text \(WCAG 2\.2\)/);
    // The suggestion is a colour, and with it the whole theme passes.
    const [, suggestion] = /the nearest primary that passes is (#[0-9a-f]{6})/.exec(problem.hint ?? "") ?? [];
    expect(suggestion).toBeDefined();
    const fixed = { ...PALE, colors: { ...PALE.colors, primary: suggestion! } };
    expect(contrastOf(fixed).filter((measured) => !measured.passes)).toEqual([]);
    expect(validateWithTheme(fixed).result.ok).toBe(true);
    // The nearest: the same hue, only darker, and no darker than needed.
    expect(toOklch(suggestion!).l).toBeLessThan(toOklch(PALE.colors.primary).l);
    expect(Math.abs(toOklch(suggestion!).h - toOklch(PALE.colors.primary).h)).toBeLessThan(5);
    const darkerStill = { ...PALE, colors: { ...PALE.colors, primary: "#1f5130" } };
    expect(contrastOf(darkerStill).filter((measured) => !measured.passes)).toEqual([]);
  });

  it("suggests colours for a low-contrast text or accent too, and the theme passes with every suggestion", () => {
    for (const colors of [
      { ...FOREST.colors, text: "#9aa39d" },
      { ...FOREST.colors, accent: "#3d7a4a" },
    ]) {
      const theme = { ...FOREST, colors };
      const failures = contrastFailures(theme);
      expect(failures.length).toBeGreaterThan(0);
      const suggested = Object.fromEntries(failures.map((failure) => [failure.colour, failure.suggestion]));
      for (const value of Object.values(suggested)) expect(value).toMatch(/^#[0-9a-f]{6}$/);
      expect(contrastFailures({ ...theme, colors: { ...colors, ...suggested } })).toEqual([]);
    }
  });

  it("says when another colour's suggestion is enough", () => {
    // A grey text fails on the page, and as the text of filled buttons; darkening the text fixes both.
    const theme = { ...FOREST, colors: { ...FOREST.colors, text: "#7d8781", accent: "#ffcf5c" } };
    const failures = contrastFailures(theme);
    expect(failures.map((failure) => [failure.colour, failure.passesWith])).toEqual([
      ["text", undefined],
      ["accent", ["text"]],
    ]);
  });

  it("skips a theme the schema refuses, and reports only the schema's problem", () => {
    const { result } = validateWithTheme({ ...FOREST, colors: { ...FOREST.colors, primary: "green" } });
    const errors = result.problems.filter((problem) => problem.severity === "error");
    expect(errors.map((problem) => [problem.code, problem.place])).toEqual([
      ["bad-format", "theme › colors › primary"],
    ]);
  });
});

describe("docs/editing.md on the theme", () => {
  const guide = readFileSync(resolve("docs/editing.md"), "utf8");

  it("lists every font, with the download each costs as the files weigh", async () => {
    const rows = [...guide.matchAll(/^\| `([a-z-]+)` +\|[^|]+\|([^|]+)\|$/gm)].filter(([, name]) =>
      (FONT_NAMES as readonly string[]).includes(name!),
    );
    expect(rows.map(([, name]) => name)).toEqual([...FONT_NAMES]);
    for (const [, name, cost] of rows) {
      if (name!.startsWith("system")) {
        expect(cost, name).toMatch(/nothing/);
        continue;
      }
      // Cut for a site in plain English (themeFonts' default letters), for each role the font can take.
      for (const [role, words] of [
        ["heading", "as headings"],
        ["body", "as text"],
      ] as const) {
        const fonts = { heading: "system", body: "system", [role]: name } as ThemeData["fonts"];
        const bytes = await themeFonts({ ...FOREST, fonts }).files[0]!.bytes();
        expect(cost, `${name} ${role}`).toContain(`${Math.round(bytes.length / 1024)} KB ${words}`);
      }
    }
  });
});
