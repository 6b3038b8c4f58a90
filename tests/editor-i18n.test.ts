import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { parsed, valuesOf } from "./fixtures/icu.ts";
import { afterEach, describe, expect, it } from "vitest";
import { EN, type MessageId } from "../editor/app/src/i18n/catalogues/en.ts";
import { ES } from "../editor/app/src/i18n/catalogues/es.ts";
import { formatMessage } from "../editor/app/src/i18n/format.ts";
import { chooseLanguage, fromBrowser } from "../editor/app/src/i18n/language.ts";
import { ES_LABELS } from "../editor/app/src/i18n/labels-es.ts";
import { ES_DESCRIPTIONS, ES_TITLES } from "../src/validate/messages/schema-es.ts";
import { inOwnerWords, labelFor, type JsonSchema } from "../editor/app/src/model/schema.ts";

const schema = JSON.parse(readFileSync(resolve("schema/site.schema.json"), "utf8")) as JsonSchema;

/** Every node of the schema the editor reads: properties, items and variants. */
function nodes(node: JsonSchema, out: JsonSchema[] = []): JsonSchema[] {
  out.push(node);
  if (node.items) nodes(node.items, out);
  for (const variant of [...(node.anyOf ?? []), ...(node.oneOf ?? [])]) nodes(variant, out);
  for (const child of Object.values(node.properties ?? {})) nodes(child, out);
  return out;
}

afterEach(() => chooseLanguage("en"));

describe("the editor's catalogues", () => {
  it("hold the same messages in English and Spanish, each naming the same values", () => {
    expect(Object.keys(ES).sort()).toEqual(Object.keys(EN).sort());
    for (const id of Object.keys(EN) as MessageId[])
      expect([...valuesOf(parsed(ES[id]))].sort(), id).toEqual([...valuesOf(parsed(EN[id]))].sort());
  });

  it("say every message in Spanish: one the same in both languages holds only values, marks and units", () => {
    // Named in both languages on purpose, so that anyone can find it.
    const bilingual = new Set<MessageId>(["language.choice"]);
    const literal = (message: string) =>
      parsed(message)
        .map((element) => (element.type === 0 ? element.value : " "))
        .join("");
    const sameAndWorded = (Object.keys(EN) as MessageId[]).filter(
      (id) =>
        !bilingual.has(id) && ES[id] === EN[id] && /[A-Za-z]{2,}/.test(literal(EN[id]).replace(/\b(Ctrl|MB)\b/g, "")),
    );
    expect(sameAndWorded).toEqual([]);
  });

  it("say counts as each language does", () => {
    expect(formatMessage("en", "find.count", { matches: 1, places: 3 })).toBe("1 match in 3 places");
    expect(formatMessage("es", "find.count", { matches: 1, places: 3 })).toBe("1 coincidencia en 3 lugares");
    expect(formatMessage("es", "job.seconds", { seconds: 1.25 })).toBe("1,3 s");
    expect(formatMessage("en", "job.seconds", { seconds: 1.25 })).toBe("1.3 s");
  });

  it("mark every word in the pseudo-language, and leave the values as they are", () => {
    // The address is the site's, put in as it is: only the message's own words are marked.
    expect(formatMessage("xx", "delete.noLinks", { address: "/tree-removal" })).toBe(
      "⟦Ñó líñk óñ thé síté léáds tó /tree-removal.⟧",
    );
    expect(formatMessage("xx", "start.pages", { count: 2 })).toBe("⟦2 págés⟧");
  });
});

describe("the editor's language", () => {
  it("starts from the first of the browser's languages it speaks", () => {
    expect(fromBrowser(["es-MX", "en-US"])).toBe("es");
    expect(fromBrowser(["fr-FR", "en-GB", "es"])).toBe("en");
    expect(fromBrowser(["de"])).toBe("en");
  });
});

describe("the schema's words in Spanish", () => {
  const all = nodes(schema);

  it("has a label for every field and every choice the schema has", () => {
    const keys = new Set(all.flatMap((node) => Object.keys(node.properties ?? {})));
    const choices = new Set(
      all.flatMap((node) => [...(node.enum ?? []), ...(node.const === undefined ? [] : [node.const])]),
    );
    const missing = [...keys, ...[...choices].filter((choice) => typeof choice === "string")].filter(
      (key) => !(key in ES_LABELS),
    );
    expect(missing).toEqual([]);
  });

  it("has every description and every title, and none the schema no longer has", () => {
    const descriptions = new Set(all.flatMap((node) => (node.description ? [node.description] : [])));
    const titles = new Set(all.flatMap((node) => (node.title ? [node.title] : [])));
    expect([...descriptions].filter((text) => !(text in ES_DESCRIPTIONS))).toEqual([]);
    expect([...titles].filter((text) => !(text in ES_TITLES))).toEqual([]);
    expect(Object.keys(ES_DESCRIPTIONS).filter((text) => !descriptions.has(text))).toEqual([]);
    expect(Object.keys(ES_TITLES).filter((text) => !titles.has(text))).toEqual([]);
  });

  it("is what the editor's fields and help say once Spanish is chosen", () => {
    chooseLanguage("es");
    expect(labelFor("heading")).toBe("Título");
    expect(labelFor(2)).toBe("Elemento 3");
    expect(labelFor("src", "map")).toBe("Dirección del mapa (URL)");
    const spanish = inOwnerWords(schema, "es");
    expect(spanish.properties?.business?.title).toBe("Datos del negocio");
    expect(spanish.properties?.business?.properties?.name?.description).toBe("El nombre del negocio.");
    chooseLanguage("en");
    expect(labelFor("heading")).toBe("Heading");
    expect(inOwnerWords(schema).properties?.business?.properties?.name?.description).toBe("The business's name.");
  });
});
