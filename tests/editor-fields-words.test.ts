/**
 * The fields' own words in English and Spanish (issue 52, "the editor in Spanish"; issue 54, item 7): a list's
 * elements by their own words, never "Item 2"; distances, upload refusals and formatting refusals in the editor's
 * language, with numbers written as it writes them.
 */
import { afterEach, describe, expect, it } from "vitest";
import { HEIC_ADVICE } from "../src/images/sniff.ts";
import { labelFor } from "../editor/app/src/model/schema.ts";
import { chooseLanguage } from "../editor/app/src/i18n/language.ts";
import { formatMessage } from "../editor/app/src/i18n/format.ts";
import { itemName, numberedName, ownWords } from "../editor/app/src/fields/item-names.ts";
import { inMilesAndKilometres } from "../editor/app/src/fields/NumberInput.tsx";
import { singular } from "../editor/app/src/fields/SchemaField.tsx";
import { SINGULAR, ES_SINGULAR } from "../src/validate/report/place-words.ts";
import { refusedBeforeUpload } from "../editor/app/src/model/upload-check.ts";
import { setLink, toggleMark } from "../editor/app/src/model/formatted-text.ts";

afterEach(() => chooseLanguage("en"));

const services = { label: "Services", children: [{ label: "Tree Removal", href: "/tree-removal" }] };

describe("a list's element goes by its own words", () => {
  it("names a menu by its label, a link or a question by its words, and by its place only when it has none", () => {
    expect(itemName(services, 1, "children")).toBe("Services menu");
    expect(itemName({ label: "About", href: "/about" }, 2, "children")).toBe("About");
    expect(itemName({ question: "Do you **remove** stumps?", answer: "Yes." }, 0, "items")).toBe(
      "Do you remove stumps?",
    );
    expect(itemName({ label: "", href: "" }, 3, "children")).toBe("Link 4");
    expect(itemName({ src: "images/a.jpg", title: "Palm" }, 2, "items", true)).toBe("Picture 3");
    expect(itemName({ language: "es-US" }, 0, "languages")).toBe("Spanish");
    expect(numberedName("servedCities", 0)).toBe("City 1");
    expect(numberedName("question", 5)).toBe("Question 6");
    expect(itemName({ days: "Sunday", time: "Closed" }, 1, "hours")).toBe("Sunday");
    expect(itemName({ days: "", time: "" }, 1, "hours")).toBe("Hours row 2");
    expect(ownWords({ text: "See [our work](/gallery)", title: "" })).toBe("");
    expect(labelFor("children")).toBe("Submenu links");
    expect(labelFor("items", "navigation")).toBe("Menu links");
  });

  it("says the same in Spanish", () => {
    chooseLanguage("es");
    expect(itemName(services, 1, "children")).toBe("Menú Services");
    expect(itemName({ label: "", href: "" }, 1, "children")).toBe("Enlace 2");
    expect(itemName({ src: "images/a.jpg" }, 0, "items", true)).toBe("Imagen 1");
    expect(itemName({ language: "es-US" }, 0, "languages")).toBe("español");
    expect(labelFor("children")).toBe("Enlaces del submenú");
    expect(labelFor("items", "navigation")).toBe("Enlaces del menú");
  });
});

describe("one element of a list", () => {
  it("is called as the validator's places call it, in both languages", () => {
    for (const [key, word] of Object.entries(SINGULAR)) expect(singular(key), key).toBe(word);
    chooseLanguage("es");
    for (const key of ["items", "children", "actions", "paragraphs", "bullets", "servedCities", "redirects"])
      expect(singular(key), key).toBe(ES_SINGULAR[key]);
  });
});

describe("a distance in miles and kilometres", () => {
  it("is written as each language writes numbers", () => {
    chooseLanguage("es");
    expect(inMilesAndKilometres(50_000)).toBe("Aproximadamente 31 millas (50 km).");
    expect(inMilesAndKilometres(1609)).toBe("Aproximadamente 1 milla (1,6 km).");
    expect(inMilesAndKilometres(2_000_000)).toBe("Aproximadamente 1243 millas (2000 km).");
    chooseLanguage("en");
    expect(inMilesAndKilometres(2_000_000)).toBe("About 1,243 miles (2,000 km).");
  });
});

describe("a file refused before it is sent", () => {
  const file = (name: string, type: string, size = 10) => ({ name, type, size }) as File;

  it("says why in the editor's language, the iPhone's advice as the server gives it", () => {
    expect(refusedBeforeUpload(file("IMG_1.HEIC", "image/heic"))).toBe(
      `it is an iPhone photo in HEIC, which browsers cannot show: ${HEIC_ADVICE}`,
    );
    chooseLanguage("es");
    expect(refusedBeforeUpload(file("notes.txt", "text/plain"))).toBe(
      "no es una imagen JPEG, PNG, WebP, AVIF ni SVG: guárdela antes en uno de esos formatos",
    );
    expect(refusedBeforeUpload(file("big.jpg", "image/jpeg", 21 * 1024 * 1024))).toMatch(/^pesa más de 20 MB/);
    expect(refusedBeforeUpload(file("ok.jpg", "image/jpeg"))).toBeUndefined();
  });
});

describe("formatting refused", () => {
  it("says why in Spanish too", () => {
    const linked = "Call [us](/contact) today";
    const selection = { start: linked.indexOf("us"), end: linked.indexOf("us") + 2 };
    expect(toggleMark(linked, selection, "strong")).toEqual({
      refused: "These words are a link: they cannot also be bold.",
    });
    chooseLanguage("es");
    expect(toggleMark(linked, selection, "em")).toEqual({
      refused: "Estas palabras están en un enlace: no pueden estar también en cursiva.",
    });
    expect(setLink("Hola", { start: 0, end: 4 }, "/contacto", " ")).toEqual({
      refused: "Escriba las palabras que muestra el enlace.",
    });
  });

  it("has the marks' words in the pseudo-language, the selected words untouched", () => {
    expect(formatMessage("xx", "fields.format.on", { mark: "strong", words: "safer" })).toBe("⟦Bóld: safer⟧");
  });
});
