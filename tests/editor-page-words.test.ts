/**
 * The page screen's words in the editor's language: a section type named by the schema's own Spanish title, its one
 * line of description, the canvas's badges counted as each language counts, and the empty picture saying so in the
 * language chosen.
 */
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { chooseLanguage, type EditorLanguage } from "../editor/app/src/i18n/language.ts";
import { inOwnerWords, type JsonSchema } from "../editor/app/src/model/schema.ts";
import { descriptionOf, typeInSentence, typeNameOf } from "../editor/app/src/screens/page/section-types.tsx";
import { sectionBadge } from "../editor/app/src/canvas/puck-config.tsx";
import { emptyPicture, isEmptyPicture } from "../editor/app/src/canvas/preview.tsx";

const raw = JSON.parse(readFileSync(resolve("schema/site.schema.json"), "utf8")) as JsonSchema;
/** The schema as the editor holds it in a language (StoreProvider): its titles and help in that language. */
const schemaIn = (language: EditorLanguage) => {
  chooseLanguage(language);
  return inOwnerWords(raw, language);
};

afterEach(() => chooseLanguage("en"));

describe("a section type's name and description", () => {
  it("are said in English as the editor has always said them", () => {
    const schema = schemaIn("en");
    expect(typeNameOf(schema, "gallery")).toBe("Gallery");
    expect(typeNameOf(schema, "cta")).toBe("Button");
    expect(typeInSentence(schema, "gallery")).toBe("gallery");
    expect(descriptionOf(schema, "gallery")).toBe("Pictures that open larger.");
  });

  it("come from the schema's Spanish titles in Spanish, the name kept capitalised inside a sentence", () => {
    const schema = schemaIn("es");
    expect(typeNameOf(schema, "gallery")).toBe("Galería");
    expect(typeNameOf(schema, "cta")).toBe("Llamada a la acción");
    expect(typeNameOf(schema, "hero")).toBe("Portada");
    expect(typeInSentence(schema, "gallery")).toBe("Galería");
    expect(descriptionOf(schema, "gallery")).toBe("Imágenes que se amplían.");
    expect(descriptionOf(schema, "cta")).toBe("Una franja final con botones.");
  });

  it("stay inside the pseudo-language's marks when only the words after the name are taken", () => {
    const schema = schemaIn("xx");
    expect(typeNameOf(schema, "gallery")).toMatch(/^⟦.*⟧$/);
    expect(descriptionOf(schema, "gallery")).toBe("⟦Píçtúrés thát ópéñ lárgér.⟧");
  });

  it("fall back to the editor's own line for a type whose schema says nothing of what it is", () => {
    const bare: JsonSchema = {
      properties: {
        pages: {
          items: { properties: { blocks: { items: { anyOf: [{ properties: { type: { const: "cities" } } }] } } } },
        },
      },
    };
    chooseLanguage("es");
    expect(descriptionOf(bare, "cities")).toBe("Los pueblos y lugares que atiende el negocio.");
    chooseLanguage("en");
    expect(descriptionOf(bare, "cities")).toBe("The towns and places the business serves.");
  });
});

describe("a section's badge on the canvas", () => {
  it("counts as each language counts", () => {
    chooseLanguage("en");
    expect(sectionBadge(2, 1, 0, "gallery")).toBe("2 errors in this gallery section, and 1 field to fill in");
    expect(sectionBadge(1, 0, 0, "gallery")).toBe("1 error in this gallery section");
    expect(sectionBadge(0, 3, 0, "hero")).toBe("Fill in 3 fields of this hero section");
    expect(sectionBadge(0, 0, 1, "hero")).toBe("1 warning in this hero section");
    chooseLanguage("es");
    expect(sectionBadge(2, 1, 0, "Galería")).toBe("2 errores en esta sección Galería, y 1 campo por completar");
    expect(sectionBadge(0, 2, 0, "Portada")).toBe("Complete 2 campos de esta sección Portada");
    expect(sectionBadge(0, 0, 1, "Portada")).toBe("1 advertencia en esta sección Portada");
  });
});

describe("an empty picture on the canvas", () => {
  it("says so in the editor's language, and is told apart from a chosen picture", () => {
    const english = emptyPicture("en").fallback;
    const spanish = emptyPicture("es").fallback;
    expect(decodeURIComponent(english)).toContain(">No picture chosen yet: click to choose one</text>");
    expect(decodeURIComponent(spanish)).toContain(">Todavía no hay imagen: haga clic para elegir una</text>");
    expect(isEmptyPicture(english) && isEmptyPicture(spanish)).toBe(true);
    expect(isEmptyPicture("/preview-assets/images/gallery/01-crane-removal.svg")).toBe(false);
    expect(isEmptyPicture(null)).toBe(false);
  });
});
