/**
 * Every pair of colours the design puts one on the other where a visitor must tell them apart, read from
 * src/styles/site.css, with the contrast WCAG 2.2 asks of it: 4.5:1 for text (1.4.3), 3:1 for large text and
 * for focus rings, control borders and marks that carry meaning (1.4.11). The validator's contrast rule checks
 * a theme against this list; a change to site.css that puts colours together anew belongs here too.
 */
import { formatHex, parse, wcagContrast } from "culori";
import type { ThemeData } from "../../schema/theme.ts";
import { derivePalette, nearestPassing, type Palette, type PaletteRole } from "./palette.ts";

export type ThemeColour = keyof ThemeData["colors"];

export type PairKind = "text" | "large text" | "focus ring" | "control border" | "mark";

export const MINIMUM_CONTRAST: Record<PairKind, number> = {
  text: 4.5,
  "large text": 3,
  "focus ring": 3,
  "control border": 3,
  mark: 3,
};

export interface ContrastPair {
  /** Where visitors see it, in words. */
  what: string;
  foreground: PaletteRole;
  background: PaletteRole;
  /** The foreground's opacity, when site.css lays it over the background see-through. */
  opacity?: number;
  kind: PairKind;
  /** The theme colour to change when it fails: the one it is derived from that the owner chose for this use. */
  adjust: ThemeColour;
}

export const CONTRAST_PAIRS: readonly ContrastPair[] = [
  { what: "body text", foreground: "text", background: "surface", kind: "text", adjust: "text" },
  { what: "body text in muted sections", foreground: "text", background: "primaryWash", kind: "text", adjust: "text" },
  {
    what: "introductions and card text",
    foreground: "textMuted",
    background: "surface",
    kind: "text",
    adjust: "text",
  },
  {
    what: "introductions in muted sections",
    foreground: "textMuted",
    background: "primaryWash",
    kind: "text",
    adjust: "text",
  },
  {
    what: "links and outlined buttons",
    foreground: "primary",
    background: "surface",
    kind: "text",
    adjust: "primary",
  },
  {
    what: "links in muted sections",
    foreground: "primary",
    background: "primaryWash",
    kind: "text",
    adjust: "primary",
  },
  {
    what: "the current menu item and the line above a page's heading",
    foreground: "primary",
    background: "primaryTint",
    kind: "text",
    adjust: "primary",
  },
  {
    what: "the not-found page's large status code",
    foreground: "primary",
    background: "primaryWash",
    kind: "large text",
    adjust: "primary",
  },
  {
    what: "headings, questions and the business name",
    foreground: "primaryStrong",
    background: "surface",
    kind: "text",
    adjust: "primary",
  },
  {
    what: "headings in muted sections",
    foreground: "primaryStrong",
    background: "primaryWash",
    kind: "text",
    adjust: "primary",
  },
  {
    what: "the badges under the hero's heading",
    foreground: "primaryDark",
    background: "primaryWash",
    kind: "text",
    adjust: "primary",
  },
  { what: "step numbers", foreground: "onPrimary", background: "primary", kind: "text", adjust: "primary" },
  { what: "ticks in lists", foreground: "onPrimary", background: "primary", kind: "mark", adjust: "primary" },
  {
    what: "the text of dark sections and the closing band",
    foreground: "onDark",
    background: "primaryDark",
    kind: "text",
    adjust: "primary",
  },
  {
    what: "introductions in dark sections",
    foreground: "onDark",
    background: "primaryDark",
    opacity: 0.88,
    kind: "text",
    adjust: "primary",
  },
  {
    what: "the footer's text",
    foreground: "onDark",
    background: "primaryStrong",
    opacity: 0.86,
    kind: "text",
    adjust: "primary",
  },
  {
    what: "the footer's links, the skip link and picture captions",
    foreground: "onDark",
    background: "primaryStrong",
    kind: "text",
    adjust: "primary",
  },
  {
    what: "buttons on dark sections (text and border)",
    foreground: "onDark",
    background: "primaryDark",
    kind: "control border",
    adjust: "primary",
  },
  { what: "filled buttons", foreground: "onAccent", background: "accent", kind: "text", adjust: "accent" },
  {
    what: "filled buttons under the pointer",
    foreground: "onAccent",
    background: "accentStrong",
    kind: "text",
    adjust: "accent",
  },
  {
    what: "links in dark sections and the closing band",
    foreground: "accent",
    background: "primaryDark",
    kind: "text",
    adjust: "accent",
  },
  {
    what: "ticks in dark sections",
    foreground: "accentStrong",
    background: "primaryDark",
    kind: "mark",
    adjust: "accent",
  },
  {
    what: "the focus ring on the page",
    foreground: "focus",
    background: "surface",
    kind: "focus ring",
    adjust: "accent",
  },
  {
    what: "the focus ring in muted sections",
    foreground: "focus",
    background: "primaryWash",
    kind: "focus ring",
    adjust: "accent",
  },
  {
    what: "the focus ring on dark sections",
    foreground: "focusOnDark",
    background: "primaryDark",
    kind: "focus ring",
    adjust: "accent",
  },
  {
    what: "the focus ring in the footer",
    foreground: "focusOnDark",
    background: "primaryStrong",
    kind: "focus ring",
    adjust: "accent",
  },
];

/** A see-through colour as it shows over its background (composited in sRGB, as browsers paint). */
function over(foreground: string, opacity: number, background: string): string {
  const [top, bottom] = [parse(foreground), parse(background)] as { r: number; g: number; b: number }[];
  const mix = (key: "r" | "g" | "b") => top![key] * opacity + bottom![key] * (1 - opacity);
  return formatHex({ mode: "rgb", r: mix("r"), g: mix("g"), b: mix("b") });
}

export interface Measured {
  pair: ContrastPair;
  foreground: string;
  background: string;
  /** As the foreground shows: its colour over the background, when see-through. */
  shown: string;
  ratio: number;
  minimum: number;
  passes: boolean;
}

export function measure(pair: ContrastPair, palette: Palette): Measured {
  const foreground = palette[pair.foreground];
  const background = palette[pair.background];
  const shown = pair.opacity === undefined ? foreground : over(foreground, pair.opacity, background);
  const ratio = wcagContrast(shown, background);
  const minimum = MINIMUM_CONTRAST[pair.kind];
  return { pair, foreground, background, shown, ratio, minimum, passes: ratio >= minimum };
}

/** Every pair the design uses, measured for a theme. */
export function contrastOf(theme: ThemeData): Measured[] {
  const palette = derivePalette(theme);
  return CONTRAST_PAIRS.map((pair) => measure(pair, palette));
}

/** A ratio as WCAG states them, rounded down so that a failing one never reads as the minimum: 4.49:1. */
export const ratioText = (ratio: number): string => `${(Math.floor(ratio * 100) / 100).toFixed(2)}:1`;

export interface ContrastFailure {
  colour: ThemeColour;
  /** The failing pairs this colour should change for, the worst (furthest below its minimum) first. */
  failing: Measured[];
  /**
   * The closest colour (same hue and chroma, lightness moved as little as possible) with which every pair it
   * is responsible for passes and no pair that passed fails, once the colours before it take their suggestions;
   * undefined if there is none, or if those suggestions alone make its pairs pass (then `passesWith` names them).
   */
  suggestion?: string;
  /** The worst pair's ratio with the suggestion. */
  suggestedRatio?: number;
  /** The other colours whose suggested changes make this colour's pairs pass as it is. */
  passesWith?: ThemeColour[];
}

/**
 * The order colours are fixed in: the backgrounds and text first, which the others are measured against (the
 * text on a filled button is the text colour or the surface, whichever reads better).
 */
const FIX_ORDER: readonly ThemeColour[] = ["surface", "text", "primary", "accent"];

/** The theme's failing pairs, grouped by the colour to change, each with the nearest colour that fixes them. */
export function contrastFailures(theme: ThemeData): ContrastFailure[] {
  const measured = contrastOf(theme);
  let improved = theme;
  const changed: ThemeColour[] = [];
  const failures: ContrastFailure[] = [];
  for (const colour of FIX_ORDER) {
    const failing = measured
      .filter((result) => !result.passes && result.pair.adjust === colour)
      .sort((a, b) => a.ratio / a.minimum - b.ratio / b.minimum);
    if (failing.length === 0) continue;
    const before = contrastOf(improved);
    const passedBefore = new Set(before.filter((result) => result.passes).map((result) => result.pair));
    if (changed.length && before.every((result) => result.passes || result.pair.adjust !== colour)) {
      failures.push({ colour, failing, passesWith: [...changed] });
      continue;
    }
    const worst = failing[0]!.pair;
    let suggestedRatio: number | undefined;
    const suggestion = nearestPassing(improved.colors[colour], (candidate) => {
      const trial = contrastOf({ ...improved, colors: { ...improved.colors, [colour]: candidate } });
      const ok = trial.every(
        (result) => result.passes || (result.pair.adjust !== colour && !passedBefore.has(result.pair)),
      );
      if (ok) suggestedRatio = trial.find((result) => result.pair === worst)!.ratio;
      return ok;
    });
    if (suggestion) {
      improved = { ...improved, colors: { ...improved.colors, [colour]: suggestion } };
      changed.push(colour);
    }
    failures.push({ colour, failing, suggestion, suggestedRatio });
  }
  return failures;
}
