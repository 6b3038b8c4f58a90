/**
 * Every colour the design uses, derived from the theme's four (schema/theme.ts) in OKLCH, where a step in
 * lightness looks like the same step whatever the hue. Each shade keeps its source's hue, moves its lightness
 * and scales its chroma, and is mapped back into the sRGB gamut. The steps were measured on the tree-care site's
 * hand-picked palette, so its four colours give back that palette (within a unit of rounding per channel).
 */
import { formatHex, oklch, parse, toGamut, wcagContrast, type Oklch } from "culori";
import type { ThemeData } from "../../schema/theme.ts";

/** The design's colours by role; site.css names each as var(--kebab-case-name). */
export interface Palette {
  /** Links, outlined buttons, the current menu item, ticks, step numbers. */
  primary: string;
  /** Headings, the business name, the footer and the skip link. */
  primaryStrong: string;
  /** Dark sections and the closing band. */
  primaryDark: string;
  /** A bright edge (the served cities' left border). */
  primaryBright: string;
  /** Pale fills: the current menu item, the eyebrow, the FAQ sign, thin rules. */
  primaryTint: string;
  /** The palest fill: muted sections, hovers, the top of the hero. */
  primaryWash: string;
  /** Filled buttons, links on dark backgrounds. */
  accent: string;
  /** Filled buttons under the pointer; ticks on dark backgrounds. */
  accentStrong: string;
  /** The page. */
  surface: string;
  /** Body text. */
  text: string;
  /** Introductions, card text, labels. */
  textMuted: string;
  /** Borders of cards and panels. */
  line: string;
  /** Text on the accent: the text colour or the surface, whichever reads better. */
  onAccent: string;
  /** Text and marks on the primary (ticks, step numbers): the surface or the text colour. */
  onPrimary: string;
  /** Text on dark sections and the footer: the surface or the text colour. */
  onDark: string;
  /** The keyboard focus ring on light backgrounds: the accent, darkened until it stands out (3:1). */
  focus: string;
  /** The keyboard focus ring on dark backgrounds: the accent. */
  focusOnDark: string;
  /** Behind an enlarged picture. */
  backdrop: string;
}

export type PaletteRole = keyof Palette;

interface Step {
  /** Added to the source's lightness (0 to 1). */
  lightness: number;
  /** Lightness never above this, so a light brand colour still gives dark shades. */
  atMost?: number;
  /** The source's chroma is multiplied by this. */
  chroma: number;
  /** Degrees added to the hue. */
  hue?: number;
}

/** Shades of the primary, below or above it. */
const PRIMARY_STEPS = {
  primaryStrong: { lightness: -0.112, atMost: 0.279, chroma: 0.68 },
  primaryDark: { lightness: -0.066, atMost: 0.325, chroma: 0.8 },
  primaryBright: { lightness: 0.08, chroma: 1.23 },
  backdrop: { lightness: -0.214, atMost: 0.177, chroma: 0.31 },
} satisfies Record<string, Step>;

/** Pale tints in the primary's hue, a little below the surface's lightness. */
const TINT_STEPS = {
  primaryTint: { lightness: -0.054, chroma: 0.184 },
  primaryWash: { lightness: -0.028, chroma: 0.1 },
  line: { lightness: -0.103, chroma: 0.195 },
} satisfies Record<string, Step>;

const ACCENT_STRONG: Step = { lightness: -0.053, chroma: 1.04, hue: -4.7 };
/** The muted text sits this far from the text towards the surface, a little more colourful. */
const MUTED_TEXT = { towardsSurface: 0.229, chroma: 1.32 };
/** WCAG 2.2 (1.4.11): a focus indicator needs 3:1 against what is around it. */
export const FOCUS_CONTRAST = 3;

export function toOklch(hex: string): Required<Pick<Oklch, "l" | "c" | "h">> {
  const colour = oklch(parse(hex));
  if (!colour) throw new Error(`not a colour: ${hex}`);
  return { l: colour.l, c: colour.c, h: colour.h ?? 0 };
}

const gamut = toGamut("rgb", "oklch");

/** An OKLCH colour as #rrggbb, mapped into sRGB by CSS Color 4's method (chroma reduced, hue kept). */
export function hexOf(l: number, c: number, h: number): string {
  return formatHex(gamut({ mode: "oklch", l: Math.min(1, Math.max(0, l)), c: Math.max(0, c), h }));
}

function step(source: string, { lightness, atMost = 1, chroma, hue = 0 }: Step, from?: number): string {
  const colour = toOklch(source);
  return hexOf(Math.min((from ?? colour.l) + lightness, atMost), colour.c * chroma, colour.h + hue);
}

/** Whichever of two colours reads better on a background. */
function better(background: string, a: string, b: string): string {
  return wcagContrast(a, background) >= wcagContrast(b, background) ? a : b;
}

/**
 * The closest colour to `colour` (same hue and chroma, lightness moved as little as possible, in steps of 0.005)
 * for which `passes` holds; undefined if none does. Used for the focus ring, and for the validator's suggestions.
 */
export function nearestPassing(colour: string, passes: (candidate: string) => boolean): string | undefined {
  if (passes(colour)) return colour;
  const { l, c, h } = toOklch(colour);
  for (let distance = 0.005; distance <= 1; distance += 0.005) {
    for (const lightness of [l - distance, l + distance]) {
      if (lightness < 0 || lightness > 1) continue;
      const candidate = hexOf(lightness, c, h);
      if (passes(candidate)) return candidate;
    }
  }
  return undefined;
}

export function derivePalette(theme: ThemeData): Palette {
  const { primary, accent, surface, text } = theme.colors;
  const normal = (hex: string) => formatHex(parse(hex))!;
  const surfaceLightness = toOklch(surface).l;
  const tint = (which: Step) => step(primary, which, surfaceLightness);
  const primaryWash = tint(TINT_STEPS.primaryWash);
  const primaryTint = tint(TINT_STEPS.primaryTint);
  const accentStrong = step(accent, ACCENT_STRONG);
  const primaryDark = step(primary, PRIMARY_STEPS.primaryDark);
  const light = [surface, primaryWash, primaryTint];
  const source = toOklch(text);
  const muted = hexOf(
    source.l + (surfaceLightness - source.l) * MUTED_TEXT.towardsSurface,
    source.c * MUTED_TEXT.chroma,
    source.h,
  );
  return {
    primary: normal(primary),
    primaryStrong: step(primary, PRIMARY_STEPS.primaryStrong),
    primaryDark,
    primaryBright: step(primary, PRIMARY_STEPS.primaryBright),
    primaryTint,
    primaryWash,
    accent: normal(accent),
    accentStrong,
    surface: normal(surface),
    text: normal(text),
    textMuted: muted,
    line: tint(TINT_STEPS.line),
    onAccent: better(accent, normal(text), normal(surface)),
    onPrimary: better(primary, normal(surface), normal(text)),
    onDark: better(primaryDark, normal(surface), normal(text)),
    focus:
      nearestPassing(accentStrong, (candidate) =>
        light.every((background) => wcagContrast(candidate, background) >= FOCUS_CONTRAST),
      ) ?? normal(text),
    focusOnDark: accentStrong,
    backdrop: step(primary, PRIMARY_STEPS.backdrop),
  };
}
