// @vitest-environment happy-dom
/**
 * The editor app's pure parts: Puck's configuration comes from the schema and the registry alone (a block type
 * added to both appears with no editor change), pages go in and out of Puck's data losslessly, fields are
 * worded from their keys, and the merge that re-applies unsaved edits keeps both sides' changes.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { buildConfig } from "../editor/app/src/canvas/puck-config.tsx";
import { fromPuckData, toPuckData, ANCHOR } from "../editor/app/src/canvas/puck-data.ts";
import {
  blockSchemas,
  emptyValue,
  inOwnerWords,
  labelFor,
  partTitle,
  pickVariant,
  switchVariant,
  variantsOf,
  type JsonSchema,
} from "../editor/app/src/model/schema.ts";
import { countChanges, merge3, same } from "../src/save/merge.ts";
import { linksTo, removeLinkItems } from "../src/site/links.ts";
import { inEditorWords } from "../editor/app/src/model/problem-words.ts";
import { languageName } from "../editor/app/src/model/words.ts";
import {
  folderOf,
  missingVersions,
  suggestedAddress,
  versionAddresses,
  versionPlace,
} from "../editor/app/src/model/addresses.ts";
import { remedyFor } from "../editor/app/src/model/remedies.ts";
import { inMilesAndKilometres } from "../editor/app/src/fields/NumberInput.tsx";
import {
  compareSections,
  isProse,
  keepSame,
  newLanguage,
  translationOf,
} from "../editor/app/src/model/translations.ts";
import { languageNotes } from "../editor/app/src/model/field-notes.ts";
import { registry } from "../src/blocks/registry.ts";
import { validateSiteText } from "../src/validate/index.ts";
import { twoLanguageSite, type Json } from "./fixtures/site.ts";

const schema = JSON.parse(readFileSync("schema/site.schema.json", "utf8")) as JsonSchema;
const site = JSON.parse(readFileSync("site.json", "utf8"));
const pageSchema = schema.properties!.pages!.items!;
const Shell = ({ children }: { children: unknown }) => children as never;

describe("Puck's configuration", () => {
  it("has one palette entry per block type of the schema, each with the schema's fields", () => {
    const config = buildConfig({
      siteSchema: schema,
      recordSchema: pageSchema,
      registry: registry as never,
      shell: Shell as never,
    });
    const types = [...blockSchemas(schema).keys()];
    expect(types.length).toBeGreaterThan(5);
    expect(Object.keys(config.components).sort()).toEqual(types.sort());
    for (const [type, blockSchema] of blockSchemas(schema)) {
      const fields = Object.keys(config.components[type]!.fields ?? {});
      const expected = Object.keys(blockSchema.properties!)
        .filter((key) => key !== "type")
        .map((key) => (key === "id" ? ANCHOR : key));
      expect(fields.sort()).toEqual(expected.sort());
    }
    expect(Object.keys(config.root!.fields ?? {})).not.toContain("blocks");
    expect(Object.keys(config.root!.fields ?? {})).toContain("title");
  });

  it("takes a new block type from one schema entry and one component, with no editor change", () => {
    const extended = structuredClone(schema);
    const union = extended.properties!.pages!.items!.properties!.blocks!.items!;
    (union.oneOf ?? union.anyOf)!.push({
      type: "object",
      description: "A fixture block: a banner with a count.",
      properties: {
        type: { type: "string", const: "promoBanner" },
        headline: { type: "string", description: "The banner's words." },
        count: { type: "number", description: "How many." },
      },
      required: ["type", "headline"],
    });
    const Banner = () => null;
    const config = buildConfig({
      siteSchema: extended,
      recordSchema: extended.properties!.pages!.items!,
      registry: { ...registry, promoBanner: Banner } as never,
      shell: Shell as never,
    });
    const banner = config.components.promoBanner!;
    expect(banner.label).toBe("Promo banner");
    expect(Object.keys(banner.fields!)).toEqual(["headline", "count"]);
    expect((banner.fields!.headline as { label: string }).label).toBe("Headline");
    // A required text starts empty (the check asks for it); an optional number is absent, never 0.
    expect(banner.defaultProps).toEqual({ headline: "" });
  });
});

describe("pages in and out of Puck's data", () => {
  it("round-trips every page and post of the shipped site exactly, anchors included", () => {
    for (const record of [...site.pages, ...site.posts]) {
      const data = toPuckData(record);
      const ids = data.content.map((item) => item.props.id);
      expect(new Set(ids).size).toBe(ids.length);
      expect(fromPuckData(record, JSON.parse(JSON.stringify(data)))).toEqual(record);
    }
  });

  it("keeps a block's own id as its anchor, apart from Puck's id", () => {
    const page = { path: "/x", blocks: [{ type: "text", id: "team", paragraphs: ["Hi"] }] };
    const data = toPuckData(page);
    expect(data.content[0]!.props[ANCHOR]).toBe("team");
    expect(data.content[0]!.props.id).not.toBe("team");
    expect(fromPuckData(page, data)).toEqual(page);
  });
});

describe("fields from the schema", () => {
  it("words keys for the owner", () => {
    expect(labelFor("heading")).toBe("Heading");
    expect(labelFor("imagePosition")).toBe("Image position");
    expect(labelFor("href")).toBe("Link");
    expect(labelFor("colors")).toBe("Colours");
  });

  it("says a field a description names as the editor shows it, not as the file writes it", () => {
    const text = { type: "string" };
    const fixture: JsonSchema = {
      type: "object",
      properties: {
        site: { type: "object", title: "Website", properties: { language: text, defaultImage: text } },
        business: { type: "object", properties: { servedCities: { type: "array", items: text } } },
        languages: {
          type: "array",
          // A key met a second time (site), with fields of its own.
          items: {
            type: "object",
            properties: { language: text, site: { type: "object", properties: { tagLine: text } } },
          },
          description: "Besides site.language; each is one of languages[].language, with its own tagLine.",
        },
        pages: {
          type: "array",
          items: {
            type: "object",
            properties: {
              translationOf: text,
              font: {
                type: "string",
                enum: ["system", "system-serif"],
                description: "The font. system: the device's own; system-serif: its serif; system is quickest.",
              },
              blocks: {
                type: "array",
                items: {
                  anyOf: [{ type: "object", properties: { cities: text }, description: "From business.servedCities." }],
                },
              },
              about: {
                ...text,
                description:
                  "Calls the business. {businessName} is replaced; see example.com or https://example.com/site.language. " +
                  "Names the page it translates in translationOf, not in site.nowhere or fooBar.",
              },
            },
          },
        },
      },
    };
    const said = inOwnerWords(fixture);
    expect(said.properties!.languages!.description).toBe(
      "Besides “Website › Language”; each is one of “Languages › Language”, with its own “Tag line”.",
    );
    expect(said.properties!.pages!.items!.properties!.blocks!.items!.anyOf![0]!.description).toBe(
      "From “Business › Served cities”.",
    );
    expect(said.properties!.pages!.items!.properties!.about!.description).toBe(
      "Calls the business. {businessName} is replaced; see example.com or https://example.com/site.language. " +
        "Names the page it translates in “Translation of”, not in site.nowhere or fooBar.",
    );
    // A choice's values described one by one are named as its list shows them; elsewhere in a sentence, left.
    expect(said.properties!.pages!.items!.properties!.font!.description).toBe(
      "The font. System: the device's own; System serif: its serif; system is quickest.",
    );
    // The schema given is left as it was.
    expect(fixture.properties!.languages!.description).toContain("site.language");
  });

  it("shows the owner no description of the shipped schema that names a field by its path in the file", () => {
    const roots = Object.keys(schema.properties!).join("|");
    const path = new RegExp(`(?<![\\w{./-])(${roots})(\\[\\])?\\.[a-z]`);
    const named: string[] = [];
    const look = (node: JsonSchema) => {
      if (node.description && path.test(node.description)) named.push(node.description);
      for (const child of [...Object.values(node.properties ?? {}), ...(node.items ? [node.items] : [])]) look(child);
      for (const variant of [...(node.anyOf ?? []), ...(node.oneOf ?? [])]) look(variant);
    };
    look(schema);
    expect(named.length).toBeGreaterThan(0); // the file's own words do
    named.length = 0;
    look(inOwnerWords(schema));
    expect(named).toEqual([]);
  });

  it("says a distance in metres in miles and kilometres", () => {
    expect(inMilesAndKilometres(50_000)).toBe("About 31 miles (50 km).");
    expect(inMilesAndKilometres(1609)).toBe("About 1 mile (1.6 km).");
    expect(inMilesAndKilometres(25)).toBe("About 0.016 miles (0.025 km).");
    expect(inMilesAndKilometres(2_000_000)).toBe("About 1,243 miles (2,000 km).");
  });

  it("does not tell the owner how a date is written: the editor's calendar writes it", () => {
    const post = (root: JsonSchema) => root.properties!.posts!.items!.properties!;
    // The file's schema tells a hand editor the form; the editor's picker needs none.
    expect(post(schema).published!.description).toContain("YYYY-MM-DD");
    const said = post(inOwnerWords(schema));
    expect(said.published!.description).toBe("The publication date given to search engines.");
    expect(said.modified!.description).not.toContain("YYYY");
  });

  it("keeps what the owner wrote when an item or a button changes kind", () => {
    const bullets = blockSchemas(schema).get("bullets")!.properties!.items!.items!;
    const [plain, titled] = variantsOf(bullets)!;
    const kind = (value: unknown) => (pickVariant([plain!, titled!], value) === 0 ? "plain" : "titled");
    // Text to a title with text: the text stays the text, the title is to write.
    const asTitled = switchVariant("Fewer storm failures", titled!);
    expect(asTitled).toEqual({ title: "", text: "Fewer storm failures" });
    expect(kind(asTitled)).toBe("titled");
    // And back: the text stays, the title has no place in plain text.
    expect(switchVariant({ title: "Fewer", text: "Removing deadwood." }, plain!)).toBe("Removing deadwood.");
    // A button from calling to a link keeps its words and its style; the link is to choose.
    const buttons = variantsOf(blockSchemas(schema).get("hero")!.properties!.actions!.items!)!;
    const link = buttons.find((variant) => variant.properties?.action?.const === "link")!;
    expect(switchVariant({ action: "call", label: "Call {phone}", style: "secondary" }, link)).toEqual({
      action: "link",
      label: "Call {phone}",
      href: "",
      style: "secondary",
    });
    // Nothing written: the new kind's empty value, as before.
    expect(switchVariant("", titled!)).toEqual({ title: "", text: "" });
  });

  it("makes new values with required fields only, and no number from nothing", () => {
    const block = blockSchemas(schema).get("text")!;
    expect(emptyValue(block)).toEqual({ type: "text", paragraphs: [""] });
    expect(emptyValue({ type: "number" })).toBeUndefined();
  });

  it("tells which kind of a union a value is", () => {
    const item = blockSchemas(schema).get("bullets")!.properties!.items!.items!;
    const variants = item.anyOf ?? item.oneOf!;
    expect(pickVariant(variants, "plain text")).toBe(variants.findIndex((v) => v.type === "string"));
    expect(pickVariant(variants, { title: "T", text: "x" })).toBe(variants.findIndex((v) => v.type === "object"));
  });
});

describe("re-applying unsaved edits", () => {
  it("keeps the owner's edits and the file's other changes", () => {
    const base = { a: 1, b: { c: 2, d: 3 }, list: [1, 2] };
    const mine = { a: 1, b: { c: 20, d: 3 }, list: [1, 2] };
    const theirs = { a: 10, b: { c: 2, d: 30 }, list: [1, 2, 3] };
    expect(merge3(base, mine, theirs)).toEqual({ a: 10, b: { c: 20, d: 30 }, list: [1, 2, 3] });
    expect(countChanges(base, mine)).toBe(1);
  });
});

describe("unsaved changes", () => {
  it("are the data written differently as JSON, whatever the key order or a key left undefined", () => {
    expect(same(site, structuredClone(site))).toBe(true);
    const edited = {
      ...site,
      pages: site.pages.map((p: { title: string }, i: number) => (i === 3 ? { ...p, title: `${p.title}!` } : p)),
    };
    expect(same(site, edited)).toBe(false);
    expect(same({ a: 1, b: [1, { c: 2 }] }, { b: [1, { c: 2 }], a: 1, gone: undefined })).toBe(true);
    expect(same([undefined], [null])).toBe(true);
    expect(same({ a: [] }, { a: {} })).toBe(false);
    expect(same({ a: 1 }, { a: 1, b: 0 })).toBe(false);
    expect(same("1", 1)).toBe(false);
  });
});

describe("deleting a linked page", () => {
  it("can remove the menu, footer and button entries that lead to it", () => {
    const service = site.navigation.items.find((i: { children?: unknown[] }) => i.children)?.children[0].href as string;
    const without = removeLinkItems(site, service);
    const left = linksTo(without, service).filter((p) => p.path.includes("href"));
    expect(linksTo(site, service).length).toBeGreaterThan(left.length);
    expect(left.every((p) => !/navigation|footer|actions/.test(p.path.join(".")))).toBe(true);
  });
});

describe("a new page's address", () => {
  it('is its title in address words, up to a " | ", in the folder given, free on the site', () => {
    expect(suggestedAddress("Poda de árboles | Poinciana Tree", "/es/", [])).toBe("/es/poda-de-arboles");
    expect(suggestedAddress("Trees & Shrubs: 24/7 Care", "/", [])).toBe("/trees-and-shrubs-24-7-care");
    expect(suggestedAddress("  Storm Prep  ", "/blog/", ["/blog/storm-prep", "/blog/storm-prep-2"])).toBe(
      "/blog/storm-prep-3",
    );
    // No letter or digit yet: the folder alone, which the dialog says is not an address.
    expect(suggestedAddress("", "/blog/", [])).toBe("/blog/");
    expect(suggestedAddress("¿¡ !?", "/", [])).toBe("/");
  });

  it("goes in the folder of the page it copies, or under a language's home page", () => {
    expect(folderOf({ path: "/blog/a-post" }, "/")).toBe("/blog/");
    expect(folderOf({ path: "/es/contacto", language: "es-US" }, "/")).toBe("/es/");
    expect(folderOf({ path: "/es", language: "es-US" }, "/")).toBe("/es/");
    expect(folderOf({ path: "/about" }, "/x/")).toBe("/");
    expect(folderOf(undefined, "/blog/")).toBe("/blog/");
  });
});

describe("a page's version in another language", () => {
  const twoLanguages = {
    site: { language: "en-US" },
    labels: { blogPath: "/blog" },
    languages: [{ language: "es-US", labels: { blogPath: "/es/blog" } }],
    pages: [
      { path: "/", title: "Home" },
      { path: "/es", language: "es-US", translationOf: "/", title: "Inicio" },
      { path: "/services/palms", title: "Palms" },
      { path: "/about", title: "About" },
      { path: "/es/nosotros", language: "es-US", translationOf: "/about", title: "Nosotros" },
      { path: "/es/solo", language: "es-US", title: "Solo en español" },
    ],
    posts: [{ path: "/blog/storms", title: "Storms" }],
  };
  const [home, esHome, palms, about, , solo] = twoLanguages.pages;

  it("is offered for each language a page has no version in, and only for an original", () => {
    expect(missingVersions(twoLanguages, home!)).toEqual([]);
    expect(missingVersions(twoLanguages, about!)).toEqual([]);
    expect(missingVersions(twoLanguages, esHome!)).toEqual([]);
    expect(missingVersions(twoLanguages, palms!)).toEqual(["es-US"]);
    expect(missingVersions(twoLanguages, solo!)).toEqual(["en-US"]);
    expect(missingVersions(twoLanguages, twoLanguages.posts[0]!)).toEqual(["es-US"]);
    // A site in one language offers none.
    expect(missingVersions({ ...twoLanguages, languages: [] }, palms!)).toEqual([]);
    expect(languageName("es-US")).toBe("Spanish");
  });

  it("goes in its language's folder, its blog, or its home", () => {
    expect(versionPlace(twoLanguages, "pages", palms!, "es-US")).toEqual({ folder: "/es/services/" });
    expect(versionPlace(twoLanguages, "pages", solo!, "en-US")).toEqual({ folder: "/" });
    expect(versionPlace(twoLanguages, "posts", twoLanguages.posts[0]!, "es-US")).toEqual({ folder: "/es/blog/" });
    expect(versionPlace(twoLanguages, "pages", home!, "es-US")).toEqual({ folder: "/es/", home: "/es" });
  });

  it("links to the pages of its language where the site has them", () => {
    const toSpanish = versionAddresses(twoLanguages, "es-US");
    expect(Object.fromEntries(toSpanish)).toEqual({ "/": "/es", "/about": "/es/nosotros" });
    expect(Object.fromEntries(versionAddresses(twoLanguages, "en-US"))).toEqual({
      "/es": "/",
      "/es/nosotros": "/about",
    });
  });
});

describe("what is left to translate", () => {
  const original = {
    path: "/palms",
    title: "Palm Care | Oak & Ash",
    blocks: [
      { type: "hero", heading: "Palm care in Testville", image: { src: "images/palm.jpg", alt: "A crew on a palm" } },
      { type: "text", heading: "Why trim palms", body: "Dead fronds fall in storms.\n\nSee [our prices](/prices)." },
      { type: "bullets", heading: "Blog", items: ["Palm Beach Gardens Society", "Free estimates"] },
    ],
  };
  const copy = structuredClone(original) as Json;
  Object.assign(copy, { path: "/es/palmas", language: "es-US", translationOf: "/palms/", title: "Palmas | Oak & Ash" });
  (copy.blocks as Json[])[0]!.heading = "Cuidado de palmas en Testville";
  (copy.blocks as Json[])[2]!.items = ["Palm Beach Gardens Society", "Estimados gratis"];
  const site = { site: { language: "en-US" }, pages: [original, copy], posts: [] };

  it("counts a text of two words or more, not an address, a file, a number or a one-word label", () => {
    expect(isProse("Free estimates")).toBe(true);
    expect(isProse("Call {phone}")).toBe(true);
    for (const text of [
      "Blog",
      "images/hero/home.svg",
      "/es/blog",
      "https://maps.example/?q=a b",
      "2025-09-01",
      "#1f5130",
      "10 – 20",
    ])
      expect(isProse(text), text).toBe(false);
  });

  it("finds each text still word for word the original's, by its path, in the page's order", () => {
    const translation = translationOf(site, "pages", 1)!;
    expect(translation.original).toEqual({ path: "/palms", language: "en-US" });
    expect(translation.language).toBe("es-US");
    expect(translation.same).toEqual([
      ["pages", 1, "blocks", 0, "image", "alt"],
      ["pages", 1, "blocks", 1, "heading"],
      ["pages", 1, "blocks", 1, "body"],
      ["pages", 1, "blocks", 2, "items", 0],
    ]);
    // Every text is counted from, translated or not; the address and the one-word heading are not texts to translate.
    expect(translation.all).toHaveLength(7);
  });

  it("counts a text whose links were led to the translation's pages as still the original's words", () => {
    // "Add the Spanish version" and "Copy it here" lead the copy's links to the Spanish pages (relink).
    const relinked = structuredClone(site);
    const body = (relinked.pages[1]!.blocks as Json[])[1]!;
    body.body = "Dead fronds fall in storms.\n\nSee [our prices](/es/precios).";
    expect(translationOf(relinked, "pages", 1)!.same).toContainEqual(["pages", 1, "blocks", 1, "body"]);
    body.body = "Las hojas secas caen en las tormentas.\n\nVea [nuestros precios](/es/precios).";
    expect(translationOf(relinked, "pages", 1)!.same).not.toContainEqual(["pages", 1, "blocks", 1, "body"]);
    // The same on the Languages screen: a footer text with a link.
    const two = twoLanguageSite();
    (two.footer as Json).contactHeading = "Call [our office](/contact)";
    ((two.languages as Json[])[0]!.footer as Json).contactHeading = "Call [our office](/es/contacto)";
    expect(languageNotes(two as never)(["languages", 0, "footer", "contactHeading"])?.same).toBe(true);
  });

  it("leaves out a text the owner said is the same in that language, on its pages and its header and footer", () => {
    const kept = keepSame(
      { ...site, languages: [{ language: "es-US" }] },
      0,
      "Palm Beach Gardens Society",
    ) as typeof site & { languages: Json[] };
    expect(kept.languages[0]!.sameTexts).toEqual(["Palm Beach Gardens Society"]);
    // Kept once, however often it is said.
    expect(keepSame(kept, 0, "Palm Beach Gardens Society")).toBe(kept);
    const translation = translationOf(kept, "pages", 1)!;
    expect(translation.same).not.toContainEqual(["pages", 1, "blocks", 2, "items", 0]);
    expect(translation.same).toHaveLength(3);
    // Another language's list does not count for this one.
    const elsewhere = {
      ...site,
      languages: [{ language: "es-US" }, { language: "fr", sameTexts: ["Free estimates"] }],
    };
    expect(translationOf(elsewhere, "pages", 1)!.same).toHaveLength(4);
    // The Languages screen: a footer heading the same in both, once kept, is no longer left to translate.
    const two = twoLanguageSite();
    const footer = two.footer as Json;
    ((two.languages as Json[])[0]!.footer as Json).contactHeading = footer.contactHeading;
    const same = keepSame(two, 0, footer.contactHeading as string);
    expect(languageNotes(same as never)(["languages", 0, "footer", "contactHeading"])?.same).toBe(false);
  });

  it("gives each text of another language what the site's own language says in its place", () => {
    const two = twoLanguageSite();
    const notes = languageNotes(two as never);
    const footer = two.footer as Json;
    expect(notes(["languages", 0, "footer", "contactHeading"])).toEqual({
      same: false,
      reference: footer.contactHeading,
      from: "en-US",
      to: "es-US",
    });
    // Still the same words: said so, whatever their length.
    ((two.languages as Json[])[0]!.footer as Json).contactHeading = footer.contactHeading;
    expect(languageNotes(two as never)(["languages", 0, "footer", "contactHeading"])?.same).toBe(true);
    // No reference for a link, a language's own tag, only placeholders, or a place the site's language lacks.
    expect(notes(["languages", 0, "navigation", "items", 0, "href"])).toBeUndefined();
    expect(notes(["languages", 0, "language"])).toBeUndefined();
    expect(notes(["languages", 0, "footer", "aboutHeading"])).toBeUndefined();
    expect(notes(["languages", 0, "footer", "nothingHere"])).toBeUndefined();
    expect(notes(["pages", 0, "title"])).toBeUndefined();
  });

  it("starts a new language as a copy of the site's own texts, only those a language holds", () => {
    const two = twoLanguageSite();
    const added = newLanguage(two, schema.properties!.languages!.items as never) as Json;
    const business = two.business as Json;
    expect(added.language).toBe("");
    expect(added.business).toEqual({ description: business.description, hours: business.hours });
    expect(added.footer).toEqual(two.footer);
    expect((added.navigation as Json).languageName).toBeUndefined();
    expect((added.navigation as Json).items).toEqual((two.navigation as Json).items);
    // A copy, not the same objects: translating the copy leaves the site's own language as it was.
    expect((added.navigation as Json).items).not.toBe((two.navigation as Json).items);
    // Named, it is a valid language of the site.
    Object.assign(added, { language: "fr-FR" });
    (added.navigation as Json).languageName = "Français";
    (two.languages as Json[]).push(added);
    const errors = validateSiteText(JSON.stringify(two)).problems.filter((p) => p.severity === "error");
    expect(errors).toEqual([]);
  });

  it("finds the original's sections the translation has none in place of, and where a copy would go", () => {
    const blocks = (...types: string[]) => types.map((type) => ({ type }));
    const found = (original: string[], own: string[]) =>
      compareSections(blocks(...original), blocks(...own)).missing.map(({ from, type, at }) => ({ from, type, at }));
    // A question section added to the original after the translation was made.
    expect(found(["hero", "text", "bullets", "faq", "cta"], ["hero", "text", "bullets", "cta"])).toEqual([
      { from: 3, type: "faq", at: 3 },
    ]);
    // A section of the translation's own is not a missing one of the original's.
    expect(found(["hero", "text", "faq", "cta"], ["hero", "text", "gallery", "faq", "cta"])).toEqual([]);
    // Two sections the other way round: one of them is matched, the other said to be missing, once.
    expect(found(["hero", "text", "faq", "cta"], ["hero", "faq", "text", "cta"])).toHaveLength(1);
    // An empty translation lacks them all, each going at its top.
    expect(found(["hero", "text"], [])).toEqual([
      { from: 0, type: "hero", at: 0 },
      { from: 1, type: "text", at: 0 },
    ]);
    expect(translationOf(site, "pages", 1)!.missing).toEqual([]);
  });

  it("finds a list of a matched section with fewer items than the original's, such as a question added there", () => {
    const faq = (count: number) => ({ type: "faq", heading: "FAQ", items: Array.from({ length: count }, () => ({})) });
    const lists = (original: unknown[], own: unknown[]) =>
      compareSections(original, own).shorter.map(({ from, at, key, theirs, ours }) => ({
        from,
        at,
        key,
        theirs,
        ours,
      }));
    expect(lists([{ type: "hero" }, faq(5)], [{ type: "hero" }, faq(4)])).toEqual([
      { from: 1, at: 1, key: "items", theirs: 5, ours: 4 },
    ]);
    // Matched across a section of the translation's own; a longer list here, or an equal one, is not reported.
    expect(lists([faq(3), faq(2)], [{ type: "text" }, faq(3), faq(2)])).toEqual([]);
    expect(lists([faq(3)], [faq(4)])).toEqual([]);
    // A section missing altogether is missing, not shorter.
    expect(compareSections([faq(3)], [])).toMatchObject({ missing: [{ from: 0 }], shorter: [] });
    expect(translationOf(site, "pages", 1)!.shorter).toEqual([]);
  });

  it("says nothing of a page that translates no page the site has", () => {
    expect(translationOf(site, "pages", 0)).toBeUndefined();
    const orphan = { ...site, pages: [{ ...copy, translationOf: "/gone" }] };
    expect(translationOf(orphan, "pages", 0)).toBeUndefined();
    const itself = { ...site, pages: [{ ...copy, translationOf: "/es/palmas" }] };
    expect(translationOf(itself, "pages", 0)).toBeUndefined();
  });
});

describe("a link into the other language", () => {
  it("is led to its page's version in the link's language, in a link field and in a text, anchor kept", () => {
    const site = twoLanguageSite();
    const spanish = (site.languages as Json[])[0]!.navigation as Json;
    ((spanish.items as Json[])[1]!.children as Json[])[0]!.href = "/removal";
    const pages = site.pages as Json[];
    const es = pages.findIndex(
      (p) => p.language === "es-US" && (p.blocks as Json[]).some((b) => Array.isArray(b.paragraphs)),
    );
    const block = (pages[es]!.blocks as Json[]).findIndex((b) => Array.isArray(b.paragraphs));
    const paragraphs = (pages[es]!.blocks as Json[])[block]!.paragraphs as string[];
    paragraphs[0] = "Vea [remoción](/removal#pasos), y [otra vez](/removal).";
    const problems = validateSiteText(JSON.stringify(site, null, 2)).problems.filter(
      (p) => p.code === "other-language-link",
    );
    expect(problems).toHaveLength(3);
    let fixed = site as never;
    for (const problem of problems) {
      const remedy = remedyFor(problem, fixed)!;
      expect(remedy.label).toMatch(/^Lead it to \/es\/remocion/);
      fixed = remedy.apply(fixed) as never;
    }
    const after = fixed as Json;
    const afterPages = after.pages as Json[];
    expect(((afterPages[es]!.blocks as Json[])[block]!.paragraphs as string[])[0]).toBe(
      "Vea [remoción](/es/remocion#pasos), y [otra vez](/es/remocion).",
    );
    const afterMenu = ((after.languages as Json[])[0]!.navigation as Json).items as Json[];
    expect((afterMenu[1]!.children as Json[])[0]!.href).toBe("/es/remocion");
    expect(validateSiteText(JSON.stringify(after)).problems.filter((p) => p.code === "other-language-link")).toEqual(
      [],
    );
    // The site's own language is untouched.
    expect(((site.languages as Json[])[0]!.navigation as Json).items).toEqual(spanish.items);
  });
});

describe("a language taken out of the list", () => {
  it("has its pages and posts removed in one press, their addresses leading to the pages they translate", () => {
    const site = twoLanguageSite();
    const gone = [...(site.pages as Json[]), ...((site.posts as Json[]) ?? [])].filter((e) => e.language === "es-US");
    expect(gone.length).toBeGreaterThan(1);
    delete site.languages;
    const problems = validateSiteText(JSON.stringify(site, null, 2)).problems;
    const unknown = problems.filter((p) => p.code === "unknown-language");
    expect(unknown).toHaveLength(gone.length);
    // The editor says it in its own words, with no field named as the file writes it.
    const worded = inEditorWords(unknown[0]!);
    expect(worded.expected).toBe("one of en-US: Website › Language, or one on the Languages screen");
    expect(worded.hint).toBe(`add es-US on the Languages screen, or remove its ${gone.length} pages and posts`);
    const remedy = remedyFor(unknown[0]!, site as never)!;
    expect(remedy.label).toBe(`Remove its ${gone.length} pages and posts in Spanish`);
    const after = remedy.apply(site as never) as Json;
    const left = [...(after.pages as Json[]), ...((after.posts as Json[]) ?? [])];
    expect(left.some((e) => e.language === "es-US")).toBe(false);
    expect(left).toHaveLength((site.pages as Json[]).length + ((site.posts as Json[]) ?? []).length - gone.length);
    // Each that translated a page: its address kept, leading there.
    for (const entry of gone.filter((e) => e.translationOf))
      expect(after.redirects).toContainEqual({ from: entry.path, to: entry.translationOf });
    expect(validateSiteText(JSON.stringify(after, null, 2)).problems.filter((p) => p.severity === "error")).toEqual([]);
    // A single page in an unknown language is more likely misspelt: no such button.
    const one = twoLanguageSite();
    (one.pages as Json[]).find((p) => p.language === "es-US")!.language = "es-UZ";
    const misspelt = validateSiteText(JSON.stringify(one, null, 2)).problems.find(
      (p) => p.code === "unknown-language",
    )!;
    expect(remedyFor(misspelt, one as never)).toBeUndefined();
  });
});

describe("the check's words in the editor", () => {
  it("say no field as site.json writes it, and name the editor's button where it has one", () => {
    const site = twoLanguageSite();
    const pages = site.pages as Json[];
    // A service page in neither the menu nor Spanish; a page with no hero; a Spanish address without its language.
    pages.push({
      path: "/palms",
      title: "Palms | Oak & Ash",
      description: "Palm care for Testville.",
      structuredData: { type: "Service", serviceType: "Palm care" },
      blocks: [{ type: "hero", heading: "Palms", intro: "Palm care." }],
    });
    pages.push({
      path: "/plain",
      title: "Plain",
      description: "Plain.",
      blocks: [{ type: "text", paragraphs: ["Hi."] }],
    });
    pages.push({ ...structuredClone(pages[1]!), path: "/es/sin-idioma", translationOf: undefined });
    // The services menu leading to a page that is not a service; the post's picture with no description.
    ((site.navigation as Json).items as Json[])[1]!.children = [
      { label: "Removal", href: "/removal" },
      { label: "Blog", href: "/blog" },
    ];
    delete ((site.posts as Json[])[0]!.image as Json).alt;
    // The Spanish header without its language's name; the Spanish footer without its call label.
    delete ((site.languages as Json[])[0]!.navigation as Json).languageName;
    delete ((site.languages as Json[])[0]!.footer as Json).callLabel;
    const problems = validateSiteText(JSON.stringify(site, null, 2)).problems;
    const codes = new Set(problems.map((p) => p.code));
    for (const code of [
      "untranslated-page",
      "service-not-in-menu",
      "hero-count",
      "not-a-service",
      "language-path",
      "missing-alt",
    ])
      expect(codes, code).toContain(code);
    const fileSyntax = /"\w+":|\{ "|'\w+'/;
    expect(problems.some((p) => fileSyntax.test(`${p.message} ${p.expected} ${p.hint}`))).toBe(true);
    const said = problems.map((problem) => inEditorWords(problem, site, inOwnerWords(schema)));
    expect(said.filter((p) => fileSyntax.test(`${p.message} ${p.expected ?? ""} ${p.hint ?? ""}`))).toEqual([]);
    // The file's blocks are the editor's sections; what the owner wrote, quoted, stays as written.
    const heroes = said.find((p) => p.code === "hero-count")!;
    expect(`${heroes.message} ${heroes.expected}`).toMatch(/hero section/);
    expect(inEditorWords({ ...heroes, message: "the block “Block party block” is a block" }).message).toBe(
      "the section “Block party block” is a section",
    );
    expect(said.filter((p) => /\bblocks?\b/.test(`${p.message} ${p.expected ?? ""} ${p.hint ?? ""}`))).toEqual([]);
    const untranslated = said.find((p) => p.code === "untranslated-page" && p.message.includes("/palms"))!;
    expect(untranslated.hint).toContain(`“Add the ${languageName("es-US")} version”`);
    expect(said.find((p) => p.code === "service-not-in-menu")!.hint).toContain("/palms");
    expect(said.find((p) => p.code === "language-path")!.expected).toContain("Language “es-US”");
    // A field named alone is named by its label.
    const said2 = said.filter((p) => p.code === "missing-field").map((p) => p.message);
    expect(said2).toContain(`the header of es-US has no “${labelFor("languageName")}”`);
    expect(said2).toContain(`“${labelFor("callLabel")}” is missing`);
    // Each place as the editor's screens name it: no key of the file's, its sections and items counted from 1.
    const alt = said.find((p) => p.code === "missing-alt")!;
    expect(alt.place).toBe(`Post “${(site.posts as Json[])[0]!.path}” › ${labelFor("image")}`);
    const wrongService = said.find((p) => p.code === "not-a-service")!;
    expect(wrongService.place).toBe(`${partTitle(schema, "navigation")} › Item 2 › Link 2 › Link`);
    // Paths, severities and codes are the check's own.
    expect(said.map(({ code, path, severity, line }) => ({ code, path, severity, line }))).toEqual(
      problems.map(({ code, path, severity, line }) => ({ code, path, severity, line })),
    );
  });
});
