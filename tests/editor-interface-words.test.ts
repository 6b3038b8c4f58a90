/**
 * A section's own interface words (its `…Label` fields: a gallery's "Close") in a copy to translate
 * (editor/app/src/model/translations.ts): taken from the language's own sections where the site has them, else left
 * to translate even as one word.
 */
import { describe, expect, it } from "vitest";
import { blockInLanguage, translationOf, withLanguageWords } from "../editor/app/src/model/translations.ts";

type Json = Record<string, unknown>;

const gallery = (openLabel: string, closeLabel: string) => ({
  type: "gallery",
  heading: "Our work",
  openLabel,
  closeLabel,
  items: [],
});
const original: Json = { path: "/palms", title: "Palms", blocks: [gallery("View larger image", "Close")] };
const spanishHome: Json = {
  path: "/es",
  language: "es-US",
  title: "Inicio",
  blocks: [gallery("Ver la imagen más grande", "Cerrar")],
};

describe("a copy to translate and its sections' own words", () => {
  it("starts with the words the language's sections of that type use", () => {
    const site = { site: { language: "en-US" }, pages: [original, spanishHome] };
    const copy = withLanguageWords<Json>({ ...original, language: "es-US" }, site, "es-US");
    expect((copy.blocks as Json[])[0]).toMatchObject({ openLabel: "Ver la imagen más grande", closeLabel: "Cerrar" });
    // A section copied alone (Copy it here) the same way.
    expect(blockInLanguage(gallery("View larger image", "Close"), site, "es-US")).toMatchObject({
      closeLabel: "Cerrar",
    });
    // A language with no such section: the original's words are left.
    expect(withLanguageWords(original, site, "fr-FR")).toEqual(original);
  });

  it("counts a one-word label still the original's as left to translate", () => {
    const copy = { ...original, path: "/fr/palmes", language: "fr-FR", translationOf: "/palms" };
    const site = { site: { language: "en-US" }, pages: [original, copy], posts: [] };
    expect(translationOf(site, "pages", 1)!.same).toEqual([
      ["pages", 1, "blocks", 0, "heading"],
      ["pages", 1, "blocks", 0, "openLabel"],
      ["pages", 1, "blocks", 0, "closeLabel"],
    ]);
  });
});
