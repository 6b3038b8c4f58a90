/**
 * A field's label, from its key in site.json: the editor's fields and the publish history's words both say a field
 * this way, so the owner reads one name for it. Pure: the editor's browser app imports it.
 */
const WORDS: Record<string, string> = {
  href: "Link",
  // A page's address, as the list of pages, its dialogs and the guide call it.
  path: "Address",
  src: "Image file",
  alt: "Description of the image",
  phone: "Phone number",
  e164: "Number for calling",
  url: "Address (URL)",
  sameAs: "Profiles on other sites",
  cta: "Button",
  faq: "Questions and answers",
  postList: "Blog posts list",
  notFound: "Not-found page",
  estimateForm: "Form",
  // A button's kind (action "estimate"): for a bakery it opens an order form, for a contractor an estimate request.
  estimate: "Form",
  logoShowsName: "The logo spells the business's name",
  // Where the business is, as search engines' maps place it.
  geo: "Position on the map",
  serviceRadiusMeters: "Service radius in metres",
  // A business category (schema.org's name), as the category list shows it.
  HVACBusiness: "Heating and air conditioning (HVAC)",
  // The footer's button that opens the form, by its words.
  estimateLabel: "Form button",
  callLabel: "Call button",
  // The file's key is spelt as CSS spells it; every word the owner reads says "colour".
  colors: "Colours",
  // An old address (redirects) and the page it leads to.
  redirects: "Old addresses",
  from: "Old address",
  to: "Leads to",
  // A dropdown menu's links (the file says "children").
  children: "Submenu links",
};

/** Keys said otherwise inside one object: a map's `src` is the map service's address, not an image file. */
const WORDS_IN: Record<string, string> = {
  "map.src": "Map address (URL)",
  "navigation.items": "Menu links",
};

/**
 * A key in words: `imagePosition` → "Image position", `heading` → "Heading"; inside `parent` where that says it
 * otherwise (WORDS_IN).
 */
export function labelFor(key: string | number, parent?: string | number): string {
  if (typeof key === "number") return `Item ${key + 1}`;
  const inParent = parent === undefined ? undefined : WORDS_IN[`${parent}.${key}`];
  if (inParent) return inParent;
  if (WORDS[key]) return WORDS[key]!;
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/[_-]+/g, " ")
    .toLowerCase()
    .trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
