import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { formatHex, parse, wcagContrast } from "culori";
import { describe, expect, it } from "vitest";
import { DEFAULT_THEME, type ThemeData } from "../schema/theme.ts";
import { themeStyles } from "../src/theme/css.ts";
import { fallbackOverrides, themeFonts } from "../src/theme/fonts.ts";
import { derivePalette, toOklch } from "../src/theme/palette.ts";

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

  it("self-host a web font in the latin subset with swap, a metric-matched fallback, and preload the body font", () => {
    const fonts = themeFonts({ ...FOREST, fonts: { heading: "lora", body: "inter" } });
    expect(fonts.files.map((file) => file.family)).toEqual(["Lora Variable", "Inter Variable"]);
    expect(fonts.preload).toEqual([fonts.files[1]!.url]);
    expect(fonts.files[1]!.url).toMatch(/^\/fonts\/inter-latin-[0-9a-f]{8}\.woff2$/);
    expect(fonts.css).toContain("font-display:swap");
    expect(fonts.css).toContain("unicode-range:U+0000-00FF");
    expect(fonts.css).toMatch(/font-family:"Inter Variable Fallback";src:local\("Arial"\)/);
    expect(fonts.heading).toMatch(/^"Lora Variable", "Lora Variable Fallback", ui-serif/);
    for (const file of fonts.files) expect(file.bytes.length).toBeLessThan(60_000);
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
