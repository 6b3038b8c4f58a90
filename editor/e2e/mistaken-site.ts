/**
 * The shipped site with the mistakes an owner makes, one of each kind the check words differently: a menu link with
 * no address and one to nowhere, a gallery picture with no caption or description, a page in a language the site does
 * not have, a date that is no day, an over-long heading and title, an empty phone, a Spanish footer's empty heading.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

export function withMistakes(shipped: Json): Json {
  const site = structuredClone(shipped);
  const menu = site.navigation.items as Json[];
  const services = menu.find((item) => Array.isArray(item.children));
  delete services.children[1].href;
  menu.find((item) => typeof item.href === "string" && item.href !== "/").href = "/nowhere";
  const home = site.pages.find((page: Json) => page.path === "/");
  const gallery = home.blocks.find((block: Json) => block.type === "gallery");
  gallery.items[2].title = "";
  delete gallery.items[3].alt;
  home.blocks[0].heading = "A heading far too long for anyone to read at a glance. ".repeat(6).trim();
  site.pages.find((page: Json) => page.path !== "/" && !page.language).title = `${"A very long title ".repeat(6)}`;
  const translation = site.pages.find(
    (page: Json) => page.language && page.translationOf && page.translationOf !== "/",
  );
  translation.language = "fr-FR";
  site.posts[0].published = "2024-13-45";
  site.business.phone.display = "";
  const spanish = site.languages?.[0];
  if (spanish?.footer) spanish.footer.servicesHeading = "";
  return site;
}
