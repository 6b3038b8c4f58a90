import { z } from "zod";
import { IMAGE_SRC, OLD_PATH, placeholderList, ROUTE_PATH } from "./patterns.ts";

export { IMAGE_EXTENSION, IMAGE_SRC, OLD_PATH, PLACEHOLDER_NAMES, placeholderList, ROUTE_PATH } from "./patterns.ts";

/** Text a visitor reads, with its placeholders filled in. */
export const Text = z
  .string()
  .regex(/\S/, { message: "must not be empty" })
  .describe(`Text shown to visitors. ${placeholderList("and")} are replaced with the business's values.`);

/**
 * Text that may carry inline links and emphasis, in a small Markdown subset (src/site/inline.ts). Marked as Markdown
 * in the JSON Schema (`contentMediaType`, a standard annotation), which is how the editor knows to give it Bold,
 * Italic and Link buttons: a field's own description replaces this one.
 */
export const RichText = Text.meta({ contentMediaType: "text/markdown" }).describe(
  `Text shown to visitors. Write [link text](/path) or [link text](https://example.com) for a link, **words** for bold and _words_ for italics. ${placeholderList("and")} are replaced.`,
);

/**
 * Kept in step with linkMistake() in src/validate/report/address-mistakes.ts, which explains a refusal rule by rule.
 * A host (and a mail domain) is a run with a dot after its first character and something after that dot, read at
 * its first such dot: written as `[^\s/?#]+\.[^\s/?#]+[^\s]*`, each dot was tried with every end, and a long
 * address of dots took seconds (tests/regex-time.test.ts).
 */
export const Href = z
  .string()
  .regex(
    /^(\/([^/\s][^\s]*)?|https?:\/\/[^\s/?#][^\s/?#.]*\.[^\s/?#][^\s]*|tel:\+?[0-9]{3,15}|mailto:[^\s@]+@[^\s@][^\s@.]*\.[^\s@]+)$/,
    {
      message:
        "must be a link: /path for a page of this site, or an address starting with https://, http://, tel: or mailto:",
    },
  )
  .describe(
    "Where the link goes: /path for a page of this site, a full https:// address, tel: and a phone number, or mailto: and an email address.",
  )
  .meta({ examples: ["/tree-removal", "https://www.isa-arbor.com", "tel:+15555550123"] });

export const RoutePath = z
  .string()
  .regex(ROUTE_PATH, {
    message: "must be / or lower-case words joined by hyphens, like /tree-removal or /blog/my-post",
  })
  .describe("The page's address on the site, like /tree-removal. The home page is /.")
  .meta({ examples: ["/tree-removal", "/blog/storm-season-tree-safety-tips"] });

export const OldPath = z
  .string()
  .regex(OLD_PATH, {
    message:
      "must be an address of this website starting with /, like /about-us or /services.html, in letters, digits, " +
      "dots, hyphens and underscores, with no / at the end",
  })
  .describe("An address the website had before, like /about-us or /services.html.")
  .meta({ examples: ["/about-us", "/services.html"] });

/** A full https address. A pattern rather than z.url(), so the JSON Schema enforces exactly what zod does. */
export const HttpsUrl = z.string().regex(/^https:\/\/[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+(:[0-9]+)?([/?#][^\s]*)?$/, {
  message: "must be a full https:// address, like https://example.com/page",
});

/**
 * A language: an ISO 639-1 code, optionally with an ISO 3166-1 region, like en, es or es-US (the forms search
 * engines accept in hreflang). Its first part names the folder a language's pages live under: /es/ for es-US.
 */
export const LanguageTag = z
  .string()
  .regex(/^[a-z]{2}(-[A-Z]{2})?$/, { message: "must be a language code like en or es, or with a region like es-US" })
  .meta({ examples: ["en-US", "es-US"] });

export const IsoDate = z.iso
  .date({ message: "must be a date written as YYYY-MM-DD, like 2025-09-01" })
  .meta({ examples: ["2025-10-30"] });

/** Scheduling (src/site/schedule.ts): a page, post or block is left out of the build outside these days. */
export const SCHEDULED = {
  publishFrom: IsoDate.optional().describe("The first day this is on the site, YYYY-MM-DD; before it, it is left out."),
  publishUntil: IsoDate.optional().describe("The last day this is on the site, YYYY-MM-DD; after it, it is left out."),
};

export const Image = z
  .strictObject({
    src: z
      .string()
      .regex(IMAGE_SRC, {
        message: "must be a file in the images/ folder, like images/gallery/oak.jpg",
      })
      .describe("The original image file in the images/ folder. Smaller AVIF and WebP copies are made at build time."),
    alt: z
      .string()
      .optional()
      .describe(
        "What the image shows, read aloud to visitors who cannot see it. Every picture a page shows needs one: the check refuses the site without it.",
      )
      .meta({ examples: ["A crew lowering a large oak limb with a crane"] }),
  })
  .describe("An image and its description.");

export const LinkItem = z
  .strictObject({
    label: Text.describe("The link's text."),
    href: Href,
  })
  .describe("A link.");

const ActionStyle = z
  .enum(["primary", "secondary"])
  .describe("primary is the filled, most visible button; secondary is outlined.");

export const Action = z
  .discriminatedUnion("action", [
    z
      .strictObject({
        action: z
          .literal("estimate")
          .describe("Opens the site's form (estimateForm): a request for an estimate, an order, a booking."),
        label: Text.describe("The button's text, like Get Free Estimate or Order a Cake."),
        style: ActionStyle.optional(),
      })
      .describe("A button that opens the form."),
    z
      .strictObject({
        action: z.literal("call").describe("Dials the business's phone number."),
        label: Text.describe("The button's text, like Call {phone}."),
        style: ActionStyle.optional(),
      })
      .describe("A button that calls the business."),
    z
      .strictObject({
        action: z.literal("link").describe("Goes to another page."),
        label: Text.describe("The button's text."),
        href: Href,
        style: ActionStyle.optional(),
      })
      .describe("A button that links to a page."),
  ])
  .describe("A button: it opens the form, calls or links.");

export type ImageData = z.infer<typeof Image>;
export type ActionData = z.infer<typeof Action>;
