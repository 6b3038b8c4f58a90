/**
 * The theme's :root rule of CSS custom properties, the part of the theme's CSS a browser can make too: the build
 * (css.ts, which adds the font faces) and the editor's canvas (the theme being edited) both write it here.
 */
import { parse } from "culori";
import type { Palette, PaletteRole } from "./palette.ts";

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

function colourProperties(palette: Palette): string[] {
  return [
    ...Object.entries(palette).map(([role, hex]) => `${cssName(role)}:${hex}`),
    ...SEE_THROUGH.map((role) => `${cssName(role)}-rgb:${channels(palette[role])}`),
  ];
}

/** The :root rule: the palette, the fonts' CSS family lists and the corners' radius. */
export function rootRule(palette: Palette, fonts: { heading: string; body: string }, radius: number): string {
  const properties = [
    ...colourProperties(palette),
    `--font-heading:${fonts.heading}`,
    `--font-body:${fonts.body}`,
    `--radius:${radius}px`,
    `--radius-small:${Math.round((radius * 2) / 3)}px`,
  ];
  return `:root{${properties.join(";")}}`;
}
