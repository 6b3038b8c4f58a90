/**
 * The palette as CSS custom properties, the part of the theme's CSS a browser can make too (the editor's canvas
 * shows the theme being edited with it); css.ts adds the fonts, which need the files.
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

export function colourProperties(palette: Palette): string[] {
  return [
    ...Object.entries(palette).map(([role, hex]) => `${cssName(role)}:${hex}`),
    ...SEE_THROUGH.map((role) => `${cssName(role)}-rgb:${channels(palette[role])}`),
  ];
}
