/**
 * The theme as CSS: the font faces and one :root rule of custom properties, put before src/styles/site.css in
 * the stylesheet every page inlines. site.css holds no colour of its own; it reads these.
 */
import { parse } from "culori";
import type { ThemeData } from "../../schema/theme.ts";
import { themeFonts } from "./fonts.ts";
import { derivePalette, type Palette, type PaletteRole } from "./palette.ts";

/** primaryStrong -> --primary-strong. */
export const cssName = (role: string): string => `--${role.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;

/**
 * The colours site.css also uses see-through (shadows, glows, the header, veils on dark backgrounds), as
 * `rgb(var(--name-rgb) / 0.1)`: their channels are given too.
 */
const SEE_THROUGH: PaletteRole[] = ["primaryStrong", "accent", "surface", "onDark", "backdrop"];

const channels = (hex: string): string => {
  const { r, g, b } = parse(hex) as { r: number; g: number; b: number };
  return [r, g, b].map((channel) => Math.round(channel * 255)).join(" ");
};

export interface ThemeStyles {
  /** CSS to put before site.css. */
  css: string;
  /** Font files every page preloads. */
  preload: string[];
  palette: Palette;
}

/** Every page of a build renders the same theme: its CSS is made once. */
const made = new WeakMap<ThemeData, ThemeStyles>();

export function themeStyles(theme: ThemeData): ThemeStyles {
  const known = made.get(theme);
  if (known) return known;
  const palette = derivePalette(theme);
  const fonts = themeFonts(theme);
  const properties = [
    ...Object.entries(palette).map(([role, hex]) => `${cssName(role)}:${hex}`),
    ...SEE_THROUGH.map((role) => `${cssName(role)}-rgb:${channels(palette[role])}`),
    `--font-heading:${fonts.heading}`,
    `--font-body:${fonts.body}`,
    `--radius:${theme.radius}px`,
    `--radius-small:${Math.round((theme.radius * 2) / 3)}px`,
  ];
  const root = `:root{${properties.join(";")}}`;
  const styles = { css: fonts.css ? `${fonts.css}\n${root}\n` : `${root}\n`, preload: fonts.preload, palette };
  made.set(theme, styles);
  return styles;
}
