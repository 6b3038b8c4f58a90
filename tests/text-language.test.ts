/**
 * The rule that a text reads as its page's language (rules/text-language.ts), on fixture texts in both directions:
 * English left in a Spanish page, Spanish left in an English one, whole texts and single words, and the names and
 * short texts that must pass.
 */
import { describe, expect, it } from "vitest";
import { validateSiteText } from "../src/validate/index.ts";
import { twoLanguageSite } from "./fixtures/site.ts";

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** The site with one text of a page replaced, and what the rule says about it. */
function saidOf(path: string, paragraph: string) {
  const site = twoLanguageSite() as Json;
  const page = site.pages.find((entry: Json) => entry.path === path);
  page.blocks.push({ type: "text", paragraphs: [paragraph] });
  return validateSiteText(JSON.stringify(site, null, 2))
    .problems.filter((problem) => problem.code === "other-language-text")
    .map((problem) => ({ place: problem.place, message: problem.message, severity: problem.severity }));
}

const ENGLISH_PARAGRAPH =
  "Mulch keeps moisture around the roots, holds the soil temperature steady and keeps mowers away from the trunk.";
const SPANISH_PARAGRAPH =
  "El mulch guarda la humedad alrededor de las raíces, mantiene estable la temperatura del suelo y aleja las cortadoras del tronco.";

describe("a text that reads as another language", () => {
  it("is warned about, whole, in a Spanish page that holds an English paragraph", () => {
    expect(saidOf("/es", ENGLISH_PARAGRAPH)).toEqual([
      {
        place: 'page "/es" › block 3 (text) › paragraph 1',
        message: "this text is in es-US, but it reads as English",
        severity: "warning",
      },
    ]);
  });

  it("is warned about, whole, in an English page that holds a Spanish paragraph", () => {
    expect(saidOf("/", SPANISH_PARAGRAPH)[0]?.message).toBe("this text is in en-US, but it reads as Spanish");
  });

  it("names English words left in a Spanish text, and Spanish words left in an English one", () => {
    expect(saidOf("/es", "Mantiene las cortadoras de grama y los trimmers lejos del tronco.")[0]?.message).toBe(
      'this text is in es-US, but has English in it: "trimmers"',
    );
    expect(saidOf("/es", "Get free estimate")[0]?.message).toBe(
      'this text is in es-US, but has English in it: "free", "estimate"',
    );
    expect(saidOf("/", "Call us for a free estimado.")[0]?.message).toBe(
      'this text is in en-US, but has Spanish in it: "estimado"',
    );
  });

  it("leaves names, placeholders, links and texts of the right language alone", () => {
    expect(saidOf("/es", SPANISH_PARAGRAPH)).toEqual([]);
    expect(saidOf("/", ENGLISH_PARAGRAPH)).toEqual([]);
    expect(saidOf("/es", "Somos miembros de la Tree Care Industry Association (TCIA). Llame al {phone}.")).toEqual([]);
    expect(saidOf("/es", "Vea [the removal page](/es/remocion).")[0]?.message).toBe(
      'this text is in es-US, but has English in it: "the"',
    );
    expect(saidOf("/", "Our crew cleans up the de-energized lines' debris from the patio.")).toEqual([]);
  });

  it("finds nothing in the fixture sites as they are", () => {
    const site = twoLanguageSite();
    const codes = validateSiteText(JSON.stringify(site, null, 2)).problems.map((problem) => problem.code);
    expect(codes).not.toContain("other-language-text");
  });
});
