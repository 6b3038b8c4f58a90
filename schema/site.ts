import { z } from "zod";
import { BUSINESS_CATEGORIES } from "./business-categories.ts";
import { Block } from "./blocks.ts";
import { HttpsUrl, Image, IsoDate, LanguageTag, LinkItem, OldPath, RoutePath, SCHEDULED, Text } from "./primitives.ts";
import { DEFAULT_THEME, Theme } from "./theme.ts";
import { DESCRIPTION_MAX, DESCRIPTION_MIN, EMAIL, HEX_COLOUR, TITLE_MAX } from "./patterns.ts";

/** The whole site: the one document the owner edits. Unknown keys are errors, never ignored. */

/**
 * What search results show whole: a title up to about 60 characters, a description of 50 to 160 (a shorter
 * one may be replaced with text from the page). Validate warns outside them; the field descriptions say them.
 */
export { DESCRIPTION_MAX, DESCRIPTION_MIN, TITLE_MAX };

const Meta = {
  path: RoutePath,
  title: Text.describe(`The browser tab's title and the search result's headline (at most ${TITLE_MAX} characters).`),
  description: Text.describe(`The search result's summary (${DESCRIPTION_MIN} to ${DESCRIPTION_MAX} characters).`),
  language: LanguageTag.optional().describe(
    "The language this is written in: site.language (the default) or one of languages[].language, like es-US.",
  ),
  translationOf: RoutePath.optional().describe(
    "For a translation: the address of the page or post it translates, like /tree-removal. Search engines and the " +
      "header's language switcher then offer each version to readers of its language.",
  ),
  ...SCHEDULED,
};

export const SiteInfo = z
  .strictObject({
    name: Text.describe(
      "The website's name, as search engines and shared links name the site (page titles are written whole, without it).",
    ),
    url: z
      .string()
      .regex(/^https:\/\/[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+(:[0-9]+)?$/, {
        message: "must be the site's https:// address without a path or a trailing /, like https://example.com",
      })
      .describe("The site's public address, like https://example.com. Canonical links and sharing tags use it.")
      .meta({ examples: ["https://poincianatreeservice.com"] }),
    language: LanguageTag.describe(
      "The language of the site's text, like en-US: the default language, whose pages live at the top addresses.",
    ),
    defaultImage: Image.describe("The picture shown when a page without its own image is shared."),
    logo: z
      .strictObject({ src: Image.shape.src })
      .describe("The logo shown in the header beside the business name (decorative, so it needs no description)."),
    logoShowsName: z
      .boolean()
      .optional()
      .describe(
        "Whether the logo already spells the business's name (a wordmark): the header then shows the logo alone, and the name is still read aloud.",
      ),
    copyrightYear: z.number().int().min(1900).max(2100).describe("The year in the footer's copyright line."),
    tagline: Text.describe("A short line about the business, shown in the footer."),
    themeColor: z
      .string()
      .regex(HEX_COLOUR, { message: "must be a colour like #1f5130" })
      .describe("The browser toolbar colour on phones."),
  })
  .describe("Facts about the website itself.")
  .meta({ title: "Website" });

export const Business = z
  .strictObject({
    name: Text.describe("The business's name."),
    description: Text.describe("One or two sentences about the business, used in the footer and in search data."),
    category: z
      .enum(BUSINESS_CATEGORIES)
      .optional()
      .describe(
        "What kind of business search engines class it as, such as Bakery or Plumber; left out, a local business.",
      ),
    phone: z
      .strictObject({
        display: Text.describe("The number as visitors read it, with its area code."),
        e164: z
          .string()
          .regex(/^\+[1-9][0-9]{6,14}$/, { message: "must be the international form, like +15555550123" })
          .describe("The number the phone dials, in international form, like +15555550123.")
          .meta({ examples: ["+15555550123"] }),
      })
      .describe("The public phone number."),
    email: z
      .email({ pattern: EMAIL, message: "must be an email address, like name@example.com" })
      .optional()
      .describe("A public email address."),
    address: z
      .strictObject({
        street: Text.describe("Street and number."),
        city: Text.describe("The town or city."),
        region: Text.describe("State or region, like FL."),
        postalCode: Text.describe("The ZIP or postal code."),
        country: z
          .string()
          .regex(/^[A-Z]{2}$/, { message: "must be a two-letter country code like US" })
          .describe("Two-letter country code, like US."),
      })
      .describe("The street address shown in the footer and on the contact page."),
    geo: z
      .strictObject({
        latitude: z.number().min(-90).max(90).describe("Degrees north, like 28.1461."),
        longitude: z.number().min(-180).max(180).describe("Degrees east; west is negative, like -81.4506."),
      })
      .describe("The centre of the service area."),
    hours: z
      .array(
        z.strictObject({
          days: Text.describe("Which days, like Monday – Saturday."),
          time: Text.describe("The hours on those days, like 8:00 AM – 6:00 PM."),
        }),
      )
      .min(1)
      .describe(
        "Opening hours as visitors read them; search engines are told each row written as days and times, like Monday – Friday and 8:00 AM – 5:00 PM.",
      ),
    openAllHours: z
      .boolean()
      .describe("Whether search engines are told the business answers at all hours (24/7), instead of the hours."),
    priceRange: z
      .string()
      .regex(/^\${1,4}$/, { message: "must be $ to $$$$" })
      .describe("The price level, $ to $$$$."),
    serviceRadiusMeters: z.number().int().positive().describe("How far from the centre the business works, in metres."),
    servedCities: z
      .array(Text.describe("A town or city served, as visitors read it."))
      .min(1)
      .describe("The towns and cities served."),
    sameAs: z.array(HttpsUrl).optional().describe("The business's profiles on other sites."),
  })
  .describe("Facts about the business, used on pages and in search data.")
  .meta({ title: "Business facts" });

export const EstimateForm = z
  .strictObject({
    provider: z.literal("tally").describe("The form service. Only Tally is supported."),
    formId: z
      .string()
      .regex(/^[A-Za-z0-9]+$/, { message: "must be the form's id, letters and digits only" })
      .describe("The form's id at the provider: the letters after /r/ in the form's address.")
      .meta({ examples: ["w4Ld9X"] }),
    layout: z.enum(["modal", "default"]).describe("How the popup shows: modal centres it over the page."),
    width: z.number().int().min(300).max(1200).describe("The popup's width in pixels."),
    autoCloseMs: z.number().int().min(0).describe("How long after a submission the popup closes, in milliseconds."),
    scriptUrl: HttpsUrl.describe("The provider's embed script, loaded without blocking the page."),
    pageUrl: HttpsUrl.describe(
      "The form's own page, used when the popup cannot open (no JavaScript, or the script is blocked).",
    ),
  })
  .describe(
    "The form visitors fill in at a form service (a request for an estimate, an order, a booking), which the form " +
      "buttons open. A site with no form leaves it out, and then has no button that opens it.",
  )
  .meta({ title: "Form" });

/** What differs between a form's copies in two languages at one provider: the copy's id and its own page. */
export const LanguageForm = z
  .strictObject({
    formId: EstimateForm.shape.formId.describe(
      "The id of this language's copy of the form at the provider: the letters after /r/ in the copy's address.",
    ),
    pageUrl: EstimateForm.shape.pageUrl.describe(
      "The copy's own page, used when the popup cannot open (no JavaScript, or the script is blocked).",
    ),
  })
  .describe(
    "This language's copy of the site's form (its labels, messages and thank-you text in this language), which " +
      "the form buttons of this language's pages open; the provider, popup and script are the site's form's. Left " +
      "out, those buttons open the site's form, in the site's own language (a warning).",
  )
  .meta({ title: "Form in this language" });

const NavItem = z.union([
  LinkItem,
  z
    .strictObject({
      label: Text.describe("The menu's name, like Services."),
      children: z.array(LinkItem).min(1).describe("The links inside the menu."),
    })
    .describe("A dropdown menu of links."),
]);

export const Navigation = z
  .strictObject({
    items: z.array(NavItem).min(1).describe("The header's links, in order."),
    callLabel: Text.describe("The header's call button, like Call {phone}."),
    menuLabel: Text.describe("The mobile menu button's name, like Menu."),
    dropdownCloseDelayMs: z
      .number()
      .int()
      .min(0)
      .max(5000)
      .default(1000)
      .describe("How long a dropdown menu stays open after the pointer leaves it, in milliseconds."),
    skipLinkLabel: Text.describe("The hidden link keyboard users use to jump to the content, like Skip to content."),
    languageName: Text.optional().describe(
      "This language's name in its own words, like English or Español: the header's language switcher shows it on " +
        "the other languages' pages. Needed once the site has a second language.",
    ),
  })
  .describe("The header.")
  .meta({ title: "Header" });

export const Footer = z
  .strictObject({
    aboutHeading: Text.describe("The first column's heading; its text is business.description."),
    contactHeading: Text.describe("The contact column's heading."),
    servicesHeading: Text.describe("The services column's heading."),
    services: z.array(LinkItem).min(1).describe("The services column's links."),
    getStartedHeading: Text.describe("The last column's heading, like Get Started."),
    estimateLabel: Text.optional().describe(
      "The form button's text. Left out, the footer has no form button (a site with no form has none).",
    ),
    callLabel: Text.describe("The call button's text."),
    copyright: Text.describe("The copyright line, like © {year} Business Name. All rights reserved."),
  })
  .describe("The footer's four columns and copyright line.")
  .meta({ title: "Footer" });

export const Page = z
  .strictObject({
    ...Meta,
    image: Image.optional().describe("The picture shown when this page is shared; defaults to site.defaultImage."),
    structuredData: z
      .discriminatedUnion("type", [
        z.strictObject({ type: z.literal("WebPage") }),
        z.strictObject({
          type: z.literal("Service"),
          serviceType: Text.describe("The kind of service, like Tree Removal."),
        }),
      ])
      .default({ type: "WebPage" })
      .describe("What search engines are told this page is: a WebPage, or a Service the business offers."),
    blocks: z.array(Block).min(1).describe("The page's sections, top to bottom."),
  })
  .describe("A page of the site.")
  .meta({ title: "Page" });

export const Post = z
  .strictObject({
    ...Meta,
    heading: Text.optional().describe(
      "The article's headline: its h1, its card title and its search headline. Defaults to title.",
    ),
    published: IsoDate.describe("The publication date given to search engines, YYYY-MM-DD."),
    modified: IsoDate.optional().describe("The last-change date given to search engines, YYYY-MM-DD."),
    displayDate: IsoDate.optional().describe("The date shown to visitors, if it differs from published."),
    image: Image.describe("The post's picture, on its card and at the top of the article."),
    excerpt: Text.describe("The summary on the blog's card."),
    blocks: z.array(Block).min(1).describe("The article's sections."),
  })
  .describe("A blog post.")
  .meta({ title: "Blog post" });

export const Labels = z
  .strictObject({
    backToBlog: Text.describe("The link above a post back to the blog, like Back to Blog."),
    blogPath: RoutePath.describe("The blog's address, where Back to Blog goes."),
    backToHome: Text.describe("The link at the end of a post to the home page."),
  })
  .describe("Small texts the layout uses.")
  .meta({ title: "Blog settings" });

/** A site without posts has no blog: nothing would show its labels. */
const LABELS_WHEN = "The texts of a post's page (Back to Blog, the blog's address); needed when the site has posts.";

export const NotFound = z
  .strictObject({
    title: Text.describe("The browser tab's title on the not-found page."),
    code: Text.describe("The large status shown, like 404."),
    heading: Text.describe("The message, like Oops! Page not found."),
    linkLabel: Text.describe("The link back to the home page."),
    consoleMessage: Text.describe("Logged to the browser console before the missing address."),
  })
  .describe("The page shown for an address that does not exist.")
  .meta({ title: "Not-found page" });

export const Language = z
  .strictObject({
    language: LanguageTag.describe(
      "The language's code, like es or es-US. Its pages live under its first part: /es, /es/tree-removal.",
    ),
    site: z
      .strictObject({
        tagline: SiteInfo.shape.tagline,
        defaultImage: SiteInfo.shape.defaultImage,
      })
      .describe("The website's words in this language: the footer's tagline and the shared picture's description."),
    business: z
      .strictObject({
        description: Business.shape.description,
        hours: Business.shape.hours,
      })
      .describe("The business's words in this language; its name, phone and address are the same in every language."),
    navigation: Navigation,
    footer: Footer,
    labels: Labels.optional().describe(LABELS_WHEN),
    notFound: NotFound,
    estimateForm: LanguageForm.optional(),
    sameTexts: z
      .array(Text.describe("A text, word for word as the site's own language writes it."))
      .optional()
      .describe(
        "Texts that stay the same in this language as in the site's own, like a name: the editor does not count " +
          "them as left to translate.",
      )
      .meta({ title: "Texts the same in this language" }),
  })
  .describe("Another language of the site: its header, footer, labels and not-found page in that language.")
  .meta({ title: "Language" });

export const Redirect = z
  .strictObject({
    from: OldPath.describe(
      "The old address, like /about-us or /services.html: a page's address before it changed, or one of an " +
        "earlier website.",
    ),
    to: RoutePath.describe("The address of the page of this site that visitors of the old address are sent to."),
  })
  .describe("An old address that sends its visitors, and search engines, on to a page of the site.")
  .meta({ title: "Old address" });

export const Site = z
  .strictObject({
    $schema: z.string().optional().describe("Where editors find this file's schema."),
    site: SiteInfo,
    theme: Theme.default(DEFAULT_THEME),
    business: Business,
    estimateForm: EstimateForm.optional(),
    navigation: Navigation,
    footer: Footer,
    labels: Labels.optional().describe(LABELS_WHEN),
    pages: z.array(Page).min(1).describe("Every page of the site."),
    posts: z.array(Post).describe("The blog's posts."),
    notFound: NotFound,
    languages: z
      .array(Language)
      .optional()
      .describe(
        "The site's other languages, besides site.language. Each page or post says its language; a translation " +
          "names the page it translates in translationOf.",
      ),
    redirects: z
      .array(Redirect)
      .optional()
      .describe(
        "Old addresses that lead on to a page, so links, bookmarks and search results that use them keep working. " +
          "Changing a page's address in the editor adds one.",
      )
      .meta({ title: "Old addresses" }),
  })
  .describe("A whole website: its business facts, header, footer, pages and blog posts.")
  .meta({ title: "site.json" });

export type SiteData = z.infer<typeof Site>;
export type PageData = z.infer<typeof Page>;
export type PostData = z.infer<typeof Post>;
export type BusinessData = z.infer<typeof Business>;
export type LanguageData = z.infer<typeof Language>;
export type LanguageFormData = z.infer<typeof LanguageForm>;
export type RedirectData = z.infer<typeof Redirect>;
