/**
 * The theme as CSS: the font faces and one :root rule of custom properties, put before src/styles/site.css in
 * the stylesheet every page inlines. site.css holds no colour of its own; it reads these.
 */
import type { ThemeData } from "../../schema/theme.ts";
import { themeFonts } from "./fonts.ts";
import { derivePalette, type Palette } from "./palette.ts";
import { rootRule } from "./variables.ts";

export interface ThemeStyles {
  /** CSS to put before site.css. */
  css: string;
  /** Font files every page preloads. */
  preload: string[];
  palette: Palette;
}

/** Every page of a build renders the same theme: its CSS is made once. */
const made = new WeakMap<ThemeData, { text: number[] | undefined; styles: ThemeStyles }>();

/** The theme's CSS for a site whose text holds these characters (siteCharacters in fonts.ts, cut into its fonts). */
export function themeStyles(theme: ThemeData, text?: number[]): ThemeStyles {
  const known = made.get(theme);
  if (known && known.text === text) return known.styles;
  const palette = derivePalette(theme);
  const fonts = themeFonts(theme, text);
  const root = rootRule(palette, fonts, theme.radius);
  const styles = { css: fonts.css ? `${fonts.css}\n${root}\n` : `${root}\n`, preload: fonts.preload, palette };
  made.set(theme, { text, styles });
  return styles;
}
