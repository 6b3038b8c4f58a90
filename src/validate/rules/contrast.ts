import { HEX_COLOUR } from "../../../schema/patterns.ts";
import type { ThemeData } from "../../../schema/theme.ts";
import { contrastFailures, ratioText, type Measured } from "../../theme/contrast.ts";
import { derivePalette, type Palette, type PaletteRole } from "../../theme/palette.ts";
import { text } from "./facts.ts";
import { isRecord } from "../../site/json-path.ts";
import type { Rule, RuleFinding } from "./rule.ts";

/** What a derived colour is, in the owner's words: the theme colour it comes from. */
const DERIVED: Partial<Record<PaletteRole, string>> = {
  primaryStrong: "primary's darkest shade",
  primaryDark: "primary's dark shade",
  primaryBright: "primary's bright shade",
  primaryTint: "primary's pale tint",
  primaryWash: "primary's palest tint",
  accentStrong: "accent's deeper shade",
  textMuted: "text's softer shade",
  line: "primary's tint for borders",
  focus: "accent, darkened for the focus ring",
  focusOnDark: "accent's deeper shade",
  backdrop: "primary's darkest shade",
};

function roleWords(role: PaletteRole, palette: Palette, theme: ThemeData): string {
  if (role in theme.colors) return role;
  if (role === "onAccent" || role === "onPrimary" || role === "onDark") {
    return palette[role] === palette.text ? "text" : "surface";
  }
  return DERIVED[role] ?? role;
}

function colourWords(result: Measured, palette: Palette, theme: ThemeData): string {
  const { pair } = result;
  const foreground = `${result.foreground} (${roleWords(pair.foreground, palette, theme)}${
    pair.opacity === undefined ? "" : ` at ${Math.round(pair.opacity * 100)}% opacity`
  })`;
  return `${foreground} on ${result.background} (${roleWords(pair.background, palette, theme)})`;
}

/** Most other failing pairs named in one message; the rest are counted. */
const NAMED_OTHERS = 3;

/**
 * Text and controls stay readable: every pair of theme colours the design puts together (src/theme/contrast.ts)
 * reaches WCAG 2.2's contrast. One finding per colour to change, at that colour, naming its worst pair with the
 * ratio, and the nearest colour that makes all its pairs pass.
 */
export const contrast: Rule = {
  name: "the theme's colours contrast enough",
  codes: {
    "low-contrast": {
      severity: "error",
      summary: "Theme colours that put text or a control on a background too close to it in lightness to read.",
    },
  },
  messages: {
    "low-contrast": {
      message: "too little contrast for {what}: {colours} is {ratio}",
      expected: "at least {minimum}:1 for {kind} (WCAG 2.2){also}",
      hint: "the nearest {colour} that passes is {suggestion} ({suggestedRatio} for {what}, and every other pair passes)",
    },
    "low-contrast:passes-with-one": {
      message: "too little contrast for {what}: {colours} is {ratio}",
      expected: "at least {minimum}:1 for {kind} (WCAG 2.2){also}",
      hint: "it passes once {passesWith} takes the colour suggested for it",
    },
    "low-contrast:passes-with": {
      message: "too little contrast for {what}: {colours} is {ratio}",
      expected: "at least {minimum}:1 for {kind} (WCAG 2.2){also}",
      hint: "it passes once {passesWith} take the colour suggested for them",
    },
    "low-contrast:no-colour": {
      message: "too little contrast for {what}: {colours} is {ratio}",
      expected: "at least {minimum}:1 for {kind} (WCAG 2.2){also}",
      hint: "no {colour} of this hue passes; try another hue, or change {other} first",
    },
  },
  check({ data }) {
    const theme = isRecord(data.theme) ? data.theme : undefined;
    const colours = theme && isRecord(theme.colors) ? theme.colors : undefined;
    if (!theme || !colours) return []; // no theme (the neutral default) or one the schema reports
    const names = ["primary", "accent", "surface", "text"] as const;
    if (!names.every((name) => HEX_COLOUR.test(text(colours[name]) ?? ""))) return [];
    const checked = theme as unknown as ThemeData;
    const palette = derivePalette(checked);
    const found: RuleFinding[] = [];
    for (const failure of contrastFailures(checked)) {
      const [worst, ...others] = failure.failing;
      if (!worst) continue;
      const kind = worst.pair.kind === "text" ? "text" : `${worst.pair.kind}s`;
      const also = others.length
        ? `; with this ${failure.colour}, ${others.length === 1 ? "another pair falls" : `${others.length} other pairs fall`} short too: ` +
          others
            .slice(0, NAMED_OTHERS)
            .map((other) => `${other.pair.what} (${ratioText(other.ratio)})`)
            .join(", ") +
          (others.length > NAMED_OTHERS ? ` and ${others.length - NAMED_OTHERS} more` : "")
        : "";
      const { suggestion, passesWith } = failure;
      found.push({
        messageId: suggestion
          ? "low-contrast"
          : passesWith
            ? passesWith.length === 1
              ? "low-contrast:passes-with-one"
              : "low-contrast:passes-with"
            : "low-contrast:no-colour",
        path: ["theme", "colors", failure.colour],
        data: {
          what: worst.pair.what,
          colours: colourWords(worst, palette, checked),
          ratio: ratioText(worst.ratio),
          minimum: worst.minimum,
          kind,
          also,
          colour: failure.colour,
          suggestion,
          suggestedRatio: suggestion ? ratioText(failure.suggestedRatio!) : undefined,
          passesWith: passesWith?.join(" and "),
          other: worst.pair.background === "surface" ? "surface" : "the other colours",
        },
      });
    }
    return found;
  },
};
