/**
 * Translations left behind by a change (editor/app/src/behind.ts): a text of an original changed since the editor
 * opened, whose place in a translation still reads as it did then, is found there, from either side, and followed when
 * sections are added before it.
 */
import { describe, expect, it } from "vitest";
import { anyBehind, behindIn, behindInLanguages, behindOf, sharedWith } from "../editor/app/src/model/behind.ts";
import { setAt } from "../editor/app/src/model/paths.ts";

type Json = Record<string, unknown>;

function fixture() {
  const original: Json = {
    path: "/palms",
    title: "Palm care in Testville | Oak & Ash",
    blocks: [
      { type: "hero", heading: "Palm care in Testville" },
      {
        type: "text",
        heading: "Why trim palms",
        paragraphs: ["Dead fronds fall in storms. See [our prices](/prices)."],
      },
    ],
  };
  const translation: Json = {
    path: "/es/palmas",
    language: "es-US",
    translationOf: "/palms",
    title: "Cuidado de palmas en Testville | Oak & Ash",
    blocks: [
      { type: "hero", heading: "Cuidado de palmas en Testville" },
      {
        type: "text",
        heading: "Por qué podar las palmas",
        paragraphs: ["Las hojas secas caen en las tormentas. Vea [nuestros precios](/es/precios)."],
      },
    ],
  };
  return {
    site: { language: "en-US" },
    pages: [original, translation],
    posts: [],
    footer: { servicesHeading: "Our services", contactHeading: "Contact" },
    languages: [{ language: "es-US", footer: { servicesHeading: "Nuestros servicios", contactHeading: "Contacto" } }],
  };
}
type Site = ReturnType<typeof fixture>;
const edit = (site: Site, path: (string | number)[], value: unknown) => setAt(site, path, value) as Site;

describe("translations behind a change to their original", () => {
  it("finds a translation's text whose original changed since the editor opened, from both sides", () => {
    const opened = fixture();
    const site = edit(opened, ["pages", 0, "blocks", 1, "heading"], "Why palms need trimming");
    const found = {
      path: ["pages", 1, "blocks", 1, "heading"],
      text: "Por qué podar las palmas",
      openedPath: ["pages", 1, "blocks", 1, "heading"],
      language: "es-US",
      originalPath: ["pages", 0, "blocks", 1, "heading"],
      was: "Why trim palms",
      now: "Why palms need trimming",
    };
    expect(behindIn(opened, site, "pages", 1)).toEqual([found]);
    expect(behindOf(opened, site, "pages", 0)).toEqual([found]);
    // Nothing changed, or only the translation: nothing behind.
    expect(behindIn(opened, opened, "pages", 1)).toEqual([]);
    expect(behindOf(opened, edit(opened, ["pages", 1, "title"], "Palmas | Oak & Ash"), "pages", 0)).toEqual([]);
  });

  it("is done once the translation's text changes, or is settled as needing no change", () => {
    const opened = fixture();
    const changed = edit(opened, ["pages", 0, "title"], "Palm trimming in Testville | Oak & Ash");
    const [behind] = behindIn(opened, changed, "pages", 1);
    expect(behind?.path).toEqual(["pages", 1, "title"]);
    const translated = edit(changed, ["pages", 1, "title"], "Poda de palmas en Testville | Oak & Ash");
    expect(behindIn(opened, translated, "pages", 1)).toEqual([]);
    // "It needs no change": the text marked in the site as opened (the store's settle).
    const settled = edit(opened, behind!.openedPath, null);
    expect(behindIn(settled, changed, "pages", 1)).toEqual([]);
    expect(behindOf(settled, changed, "pages", 0)).toEqual([]);
  });

  it("follows a section to its place when sections were added before it on either side", () => {
    const opened = fixture();
    let site = edit(opened, ["pages", 0, "blocks", 1, "heading"], "Why palms need trimming");
    const faq = { type: "faq", heading: "Questions we hear", items: [] };
    const [hero, text] = site.pages[0]!.blocks as unknown[];
    site = edit(site, ["pages", 0, "blocks"], [hero, faq, text]);
    const bullets = { type: "bullets", heading: "Lo que incluye", items: [] };
    site = edit(site, ["pages", 1, "blocks"], [bullets, ...(site.pages[1]!.blocks as unknown[])]);
    expect(behindIn(opened, site, "pages", 1)).toMatchObject([
      {
        path: ["pages", 1, "blocks", 2, "heading"],
        openedPath: ["pages", 1, "blocks", 1, "heading"],
        originalPath: ["pages", 0, "blocks", 2, "heading"],
      },
    ]);
  });

  it("follows a question to its place when one was added above it, and says nothing of those that only moved", () => {
    const faq = (questions: string[][]) => ({
      type: "faq",
      heading: questions === english ? "Questions we hear" : "Preguntas frecuentes",
      items: questions.map(([question, answer]) => ({ question, answer })),
    });
    const english = [
      ["How much does it cost?", "Every estimate is free and written."],
      ["Do you remove stumps?", "We grind them below the ground."],
    ];
    const spanish = [
      ["¿Cuánto cuesta?", "Cada estimado es gratis y por escrito."],
      ["¿Quitan tocones?", "Los trituramos bajo tierra."],
    ];
    let opened = fixture();
    opened = edit(opened, ["pages", 0, "blocks", 2], faq(english));
    opened = edit(opened, ["pages", 1, "blocks", 2], faq(spanish));
    // A question added above the others, and the second one's answer changed.
    const added = [["Are you insured?", "Yes, fully."], english[0]!, [english[1]![0]!, "We grind them a foot below."]];
    const site = edit(opened, ["pages", 0, "blocks", 2, "items"], faq(added).items);
    const found = behindIn(opened, site, "pages", 1);
    // The answer changed is found at its place in the Spanish list; the first question, which only moved, is not.
    expect(found.map((text) => [text.path, text.originalPath, text.now])).toEqual([
      [["pages", 1, "blocks", 2, "items", 1, "answer"], ["pages", 0, "blocks", 2, "items", 2, "answer"], added[2]![1]],
    ]);
  });

  it("leaves out a change to a link's target only, and a translation made since the editor opened", () => {
    const opened = fixture();
    const relinked = edit(
      opened,
      ["pages", 0, "blocks", 1, "paragraphs", 0],
      "Dead fronds fall in storms. See [our prices](/pricing).",
    );
    expect(behindIn(opened, relinked, "pages", 1)).toEqual([]);
    const changed = edit(opened, ["pages", 0, "blocks", 0, "heading"], "Palm care across Testville");
    const moved = edit(changed, ["pages", 1, "path"], "/es/cuidado-de-palmas");
    // Found as the editor opened it by its address: one it did not have then is new since.
    expect(behindIn(opened, moved, "pages", 1)).toEqual([]);
    expect(behindIn(opened, changed, "pages", 1)).toHaveLength(1);
  });

  it("finds a picture the original replaced where the translation still shows the old one, not one of its own", () => {
    const start = fixture();
    const pictured = (site: Site, src: string, at: number) =>
      edit(site, ["pages", at, "blocks", 0, "image"], { src, alt: at ? "Una palma" : "A palm" });
    const opened = pictured(pictured(start, "images/palm.jpg", 0), "images/palm.jpg", 1);
    const site = edit(opened, ["pages", 0, "blocks", 0, "image", "src"], "images/palm-new.jpg");
    expect(behindIn(opened, site, "pages", 1)).toEqual([
      {
        path: ["pages", 1, "blocks", 0, "image", "src"],
        text: "images/palm.jpg",
        openedPath: ["pages", 1, "blocks", 0, "image", "src"],
        language: "es-US",
        originalPath: ["pages", 0, "blocks", 0, "image", "src"],
        was: "images/palm.jpg",
        now: "images/palm-new.jpg",
        picture: true,
      },
    ]);
    expect(behindOf(opened, site, "pages", 0)).toHaveLength(1);
    // The same picture taken, or a picture the translation chose for itself: nothing behind.
    expect(
      behindIn(opened, edit(site, ["pages", 1, "blocks", 0, "image", "src"], "images/palm-new.jpg"), "pages", 1),
    ).toEqual([]);
    const own = pictured(opened, "images/palma.jpg", 1);
    const replaced = edit(own, ["pages", 0, "blocks", 0, "image", "src"], "images/palm-new.jpg");
    expect(behindIn(own, replaced, "pages", 1)).toEqual([]);
  });

  it("finds another language's header or footer text behind a change to the site's own", () => {
    const opened = fixture();
    const site = edit(opened, ["footer", "servicesHeading"], "Our tree services");
    expect(behindInLanguages(opened, site)).toEqual([
      {
        path: ["languages", 0, "footer", "servicesHeading"],
        text: "Nuestros servicios",
        openedPath: ["languages", 0, "footer", "servicesHeading"],
        language: "es-US",
        originalPath: ["footer", "servicesHeading"],
        was: "Our services",
        now: "Our tree services",
      },
    ]);
    const translated = edit(site, ["languages", 0, "footer", "servicesHeading"], "Nuestros servicios de árboles");
    expect(behindInLanguages(opened, translated)).toEqual([]);
  });

  it("says whether anything is behind, and shares a kept site's unchanged parts with the file's", () => {
    const opened = fixture();
    expect(anyBehind(opened, opened)).toBe(false);
    const page = edit(opened, ["pages", 0, "title"], "Palm trimming in Testville | Oak & Ash");
    expect(anyBehind(opened, page)).toBe(true);
    expect(anyBehind(opened, edit(opened, ["footer", "servicesHeading"], "Our tree services"))).toBe(true);
    expect(anyBehind(opened, edit(page, ["pages", 1, "title"], "Poda de palmas | Oak & Ash"))).toBe(false);
    // Kept (as IndexedDB gives it back, a copy) and read again beside the file as saved since.
    const kept = sharedWith(structuredClone(opened), page);
    expect(kept).toEqual(opened);
    expect(kept.pages[1]).toBe(page.pages[1]);
    expect(kept.footer).toBe(page.footer);
    expect(kept.pages[0]).not.toBe(page.pages[0]);
    expect(behindIn(kept, page, "pages", 1)).toHaveLength(1);
  });
});
