import { z } from "zod";
import { HEADING_MAX } from "./patterns.ts";
import { Action, Href, HttpsUrl, Image, RichText, SCHEDULED, Text } from "./primitives.ts";

/*
 * Every block a page can hold. To add a block type: add one entry here and one component in
 * src/blocks/ registered in src/blocks/registry.ts. The union is discriminated on `type`.
 */

const Heading = Text.describe(`The section's heading (at most ${HEADING_MAX} characters).`);
const Intro = RichText.describe("A short paragraph under the heading.");
const Tone = z
  .enum(["plain", "muted", "dark"])
  .describe(
    "The section's background, from the theme: plain (the page's surface), muted (a pale tint of the primary colour, " +
      "to set a section apart) or dark (a dark shade of the primary, with light text).",
  );
const ImagePosition = z
  .enum(["start", "end"])
  .describe("Whether the image sits before (start) or after (end) the text.");
const Anchor = z
  .string()
  .regex(/^[a-z][a-z0-9-]*$/, { message: "must be lower-case letters, digits and hyphens" })
  .describe("An id so other pages can link to this section with /path#id.");

export const HeroBlock = z
  .strictObject({
    type: z.literal("hero"),
    eyebrow: Text.optional().describe("A short line above the heading."),
    heading: Text.describe(`The page's main heading (its only h1; at most ${HEADING_MAX} characters).`),
    intro: Intro,
    image: Image.optional().describe("The large picture beside or behind the heading."),
    actions: z.array(Action).max(3).default([]).describe("Up to three buttons."),
    badges: z
      .array(Text.describe("One badge's few words."))
      .max(4)
      .optional()
      .describe("Short reassurances shown as badges, like Licensed & Insured."),
  })
  .describe("The big opening section of a page, with the page's h1.");

export const TextBlock = z
  .strictObject({
    type: z.literal("text"),
    id: Anchor.optional(),
    heading: Heading.optional(),
    paragraphs: z.array(RichText).min(1).describe("The paragraphs, in order."),
    bullets: z.array(RichText).optional().describe("An optional bulleted list after the paragraphs."),
    image: Image.optional(),
    imagePosition: ImagePosition.optional(),
    tone: Tone.optional(),
  })
  .describe("A section of paragraphs, with an optional image and list.");

export const BulletsBlock = z
  .strictObject({
    type: z.literal("bullets"),
    id: Anchor.optional(),
    heading: Heading,
    intro: Intro.optional(),
    items: z
      .array(
        z.union([
          RichText.meta({ title: "Plain text" }),
          z
            .strictObject({
              title: Text.describe("The item's bold lead-in."),
              text: RichText.describe("The item's explanation."),
            })
            .describe("A bold title with its text."),
        ]),
      )
      .min(1)
      .describe("The list's items: plain text, or a title with text."),
    image: Image.optional(),
    imagePosition: ImagePosition.optional(),
    tone: Tone.optional(),
  })
  .describe("A heading with a bulleted list.");

export const CardsBlock = z
  .strictObject({
    type: z.literal("cards"),
    id: Anchor.optional(),
    heading: Heading,
    intro: Intro.optional(),
    items: z
      .array(
        z.strictObject({
          title: Text.describe("The card's heading."),
          text: RichText.describe("The card's text."),
          href: Href.optional().describe("Where the card links to."),
          linkLabel: Text.optional().describe("The card's link text, like Learn more."),
          image: Image.optional(),
        }),
      )
      .min(1)
      .describe("The cards, in order."),
    tone: Tone.optional(),
  })
  .describe("A grid of cards, like the list of services.");

export const StepsBlock = z
  .strictObject({
    type: z.literal("steps"),
    id: Anchor.optional(),
    heading: Heading,
    intro: Intro.optional(),
    items: z
      .array(z.strictObject({ title: Text.describe("The step's name."), text: RichText.describe("What happens.") }))
      .min(2)
      .describe("The steps, in order; they are numbered for you."),
    actions: z.array(Action).max(3).optional().describe("Buttons under the steps."),
    tone: Tone.optional(),
  })
  .describe("A numbered process.");

export const GalleryBlock = z
  .strictObject({
    type: z.literal("gallery"),
    id: Anchor.optional(),
    heading: Heading,
    intro: Intro.optional(),
    items: z
      .array(
        z.strictObject({
          src: Image.shape.src,
          alt: Image.shape.alt,
          title: Text.describe("The caption shown under the larger image."),
        }),
      )
      .min(1)
      .describe("The pictures, in order."),
    openLabel: Text.describe("Read to screen-reader users on each picture, like View larger image."),
    closeLabel: Text.describe("The lightbox's close button text, like Close."),
    tone: Tone.optional(),
  })
  .describe("A grid of pictures; choosing one shows it larger with its caption.");

export const FaqBlock = z
  .strictObject({
    type: z.literal("faq"),
    id: Anchor.optional(),
    heading: Heading,
    intro: Intro.optional(),
    items: z
      .array(
        z.strictObject({
          question: Text.describe("The question."),
          answer: RichText.describe("The answer."),
        }),
      )
      .min(1)
      .describe("Questions and answers; one is open at a time."),
    tone: Tone.optional(),
  })
  .describe("Frequently asked questions, one open at a time.");

export const CtaBlock = z
  .strictObject({
    type: z.literal("cta"),
    id: Anchor.optional(),
    heading: Heading,
    text: RichText.describe("A sentence or two that invites the visitor to act."),
    actions: z.array(Action).min(1).max(3).describe("The buttons."),
  })
  .describe("A closing band that asks the visitor to call or request an estimate.");

export const ContactBlock = z
  .strictObject({
    type: z.literal("contact"),
    id: Anchor.optional(),
    heading: Heading,
    intro: Intro.optional(),
    phoneLabel: Text.describe("The label above the phone number."),
    addressLabel: Text.describe("The label above the address."),
    hoursLabel: Text.describe("The label above the opening hours."),
    actions: z.array(Action).max(3).optional().describe("Buttons under the contact details."),
    map: z
      .strictObject({
        title: Text.describe("Names the map for screen-reader users."),
        src: HttpsUrl.describe("The map service's embed address."),
      })
      .optional()
      .describe("An embedded map, loaded only when scrolled near."),
    tone: Tone.optional(),
  })
  .describe("The business's phone, address, hours and map, taken from the business facts.");

export const CitiesBlock = z
  .strictObject({
    type: z.literal("cities"),
    id: Anchor.optional(),
    heading: Heading,
    intro: Intro.optional(),
    tone: Tone.optional(),
  })
  .describe("The list of served cities, taken from business.servedCities.");

export const PostListBlock = z
  .strictObject({
    type: z.literal("postList"),
    id: Anchor.optional(),
    heading: Heading.optional(),
    readMoreLabel: Text.describe("Each card's link text, like Read More."),
  })
  .describe("Cards for every blog post, newest first.");

/**
 * Each block's title and one short example, in the JSON Schema: the editor offers the example when the
 * owner starts a new block, and docs/editing.md shows the same ones (a test checks they all validate).
 */
export const BLOCK_EXAMPLES = {
  hero: {
    title: "Hero: the page's heading",
    example: {
      type: "hero",
      heading: "Tree Removal in Poinciana, FL",
      intro: "Safe removal of any tree, by a licensed and insured crew.",
      image: { src: "images/hero/home.svg", alt: "A crew taking down a large oak with a crane" },
      actions: [
        { action: "estimate", label: "Get Free Estimate" },
        { action: "call", label: "Call {phone}", style: "secondary" },
      ],
    },
  },
  text: {
    title: "Text: paragraphs",
    example: {
      type: "text",
      heading: "Why choose us",
      paragraphs: ["We have cared for trees here since 2010. See [our services](/tree-removal) or **call us today**."],
    },
  },
  bullets: {
    title: "Bullets: a list",
    example: {
      type: "bullets",
      heading: "What we remove",
      items: ["Dead or dying trees", { title: "Storm damage", text: "Leaning and split trees, day or night." }],
    },
  },
  cards: {
    title: "Cards: a grid of cards",
    example: {
      type: "cards",
      heading: "Our services",
      items: [{ title: "Tree Removal", text: "Any size, any place.", href: "/tree-removal", linkLabel: "Learn more" }],
    },
  },
  steps: {
    title: "Steps: a numbered process",
    example: {
      type: "steps",
      heading: "How it works",
      items: [
        { title: "Call or write", text: "Tell us about the tree." },
        { title: "Free estimate", text: "We visit and give a written price." },
      ],
    },
  },
  gallery: {
    title: "Gallery: pictures that open larger",
    example: {
      type: "gallery",
      heading: "Recent work",
      items: [{ src: "images/gallery/01-crane-removal.svg", alt: "A crane lifting a trunk", title: "Crane removal" }],
      openLabel: "View larger image",
      closeLabel: "Close",
    },
  },
  faq: {
    title: "FAQ: questions and answers",
    example: {
      type: "faq",
      heading: "Questions",
      items: [{ question: "Is the estimate free?", answer: "Yes, and it is valid for 30 days." }],
    },
  },
  cta: {
    title: "Call to action: a closing band with buttons",
    example: {
      type: "cta",
      heading: "Ready to get started?",
      text: "Call {phone} or ask for a free estimate.",
      actions: [{ action: "estimate", label: "Get Free Estimate" }],
    },
  },
  contact: {
    title: "Contact: phone, address, hours and map",
    example: {
      type: "contact",
      heading: "Contact us",
      phoneLabel: "Phone",
      addressLabel: "Address",
      hoursLabel: "Hours",
    },
  },
  cities: {
    title: "Cities: the towns served",
    example: { type: "cities", heading: "Areas we serve" },
  },
  postList: {
    title: "Post list: cards for every blog post",
    example: { type: "postList", heading: "Latest articles", readMoreLabel: "Read More" },
  },
} as const;

/** A block's schema with its example, and the days it is on the site (every block can be scheduled). */
const withExample = <S extends z.core.$ZodShape>(
  schema: z.ZodObject<S, z.core.$strict>,
  type: keyof typeof BLOCK_EXAMPLES,
) => schema.extend(SCHEDULED).meta({ title: BLOCK_EXAMPLES[type].title, examples: [BLOCK_EXAMPLES[type].example] });

export const Block = z
  .discriminatedUnion("type", [
    withExample(HeroBlock, "hero"),
    withExample(TextBlock, "text"),
    withExample(BulletsBlock, "bullets"),
    withExample(CardsBlock, "cards"),
    withExample(StepsBlock, "steps"),
    withExample(GalleryBlock, "gallery"),
    withExample(FaqBlock, "faq"),
    withExample(CtaBlock, "cta"),
    withExample(ContactBlock, "contact"),
    withExample(CitiesBlock, "cities"),
    withExample(PostListBlock, "postList"),
  ])
  .describe("One section of a page. Its type decides which other fields it takes.");

export const BLOCK_TYPES = Block.options.map((option) => option.shape.type.value);

export type BlockData = z.infer<typeof Block>;
export type BlockType = BlockData["type"];
export type BlockOf<T extends BlockType> = Extract<BlockData, { type: T }>;
