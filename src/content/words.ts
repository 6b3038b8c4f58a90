/**
 * Words for parts of site.json that both the validator's messages and the editor's fields use, so the owner
 * reads the same names in both. No Node module here: the editor's browser app imports it.
 */

/** What one element of a list is called, for the place in words: `footer › link 3`. */
export const SINGULAR: Record<string, string> = {
  items: "item",
  children: "link",
  services: "link",
  actions: "button",
  paragraphs: "paragraph",
  bullets: "bullet",
  badges: "badge",
  hours: "hours row",
  servedCities: "city",
  sameAs: "profile",
  pages: "page",
  posts: "post",
  blocks: "block",
};
