import { z } from "zod";
import { HEX_COLOUR } from "./patterns.ts";

/**
 * The site's look: four colours, two fonts and a corner radius. Every other shade the design uses is derived
 * from the colours in code (src/theme/palette.ts), and the validator refuses a theme whose text or controls would
 * be hard to read (src/validate/rules/contrast.ts).
 */

/**
 * The fonts an owner may choose. The system stacks cost no download; the others are self-hosted (Fontsource, cut
 * to the weights of their role and the site's letters, 12 to 25 KB each) and described in src/theme/fonts.ts.
 */
export const FONT_NAMES = ["system", "system-serif", "inter", "nunito", "lora"] as const;

const Colour = z.string().regex(HEX_COLOUR, { message: "must be a colour like #1f5130" });

const Font = z
  .enum(FONT_NAMES)
  .describe(
    "system: the device's own sans-serif (no download); system-serif: the device's own serif (no download); " +
      "inter: a clear, neutral sans-serif; nunito: a rounded, friendly sans-serif; lora: a warm serif.",
  );

export const Theme = z
  .strictObject({
    colors: z
      .strictObject({
        primary: Colour.describe(
          "The brand's main colour: links, outlined buttons, the current menu item, ticks and step numbers. " +
            "Darker shades of it colour the headings, the dark sections and the footer; pale tints of it the muted sections.",
        ).meta({ examples: ["#1f5130"] }),
        accent: Colour.describe(
          "The colour that calls for action: filled buttons, links on dark sections and the keyboard focus ring.",
        ).meta({ examples: ["#f5b544"] }),
        surface: Colour.describe(
          "The page's background, usually white or nearly; it is also the text colour on dark sections and the footer.",
        ).meta({ examples: ["#ffffff"] }),
        text: Colour.describe(
          "The body text on the page's background; a softer shade of it is used for introductions and card text.",
        ).meta({ examples: ["#1c2520"] }),
      })
      .describe(
        "The brand's colours. Text on each must stay readable: every pair the design uses is measured, and one too faint is reported.",
      ),
    fonts: z
      .strictObject({
        heading: Font.describe(`The font of headings and the business name. ${Font.description}`),
        body: Font.describe(`The font of everything else. ${Font.description}`),
      })
      .describe("The fonts, chosen from a short list."),
    radius: z
      .number()
      .int()
      .min(0)
      .max(24)
      .describe(
        "How round the corners of cards, pictures and panels are, in pixels (0 is square); small items get two thirds of it.",
      )
      .meta({ examples: [12] }),
  })
  .describe("The site's look: colours, fonts and corners. Without it the site has a plain, neutral look.")
  .meta({ title: "Theme" });

export type ThemeData = z.infer<typeof Theme>;
export type FontName = (typeof FONT_NAMES)[number];

/** The look of a site without a theme: neutral slate and amber, the system's fonts. */
export const DEFAULT_THEME: ThemeData = {
  colors: { primary: "#2f4858", accent: "#f2b134", surface: "#ffffff", text: "#1f2933" },
  fonts: { heading: "system", body: "system" },
  radius: 8,
};
