/**
 * The rule that a text reads as its page's language (rules/text-language.ts), on fixture texts in both directions:
 * English left in a Spanish page, Spanish left in an English one, whole texts and single words, the issue's own
 * examples, and the names, addresses, numbers and short texts that must pass.
 */
import { describe, expect, it } from "vitest";
import { validateSiteText } from "../src/validate/index.ts";
import { mayHoldOtherLanguage, otherLanguageWords, wordsOnly } from "../src/validate/rules/language-signs.ts";
import { minimalSite, twoLanguageSite } from "./fixtures/site.ts";

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** What the rule says of a site. */
function warnings(site: Json) {
  return validateSiteText(JSON.stringify(site, null, 2))
    .problems.filter((problem) => problem.code === "other-language-text")
    .map((problem) => ({ place: problem.place, message: problem.message, severity: problem.severity }));
}

/** The two-language site with blocks added to the page at `path`, and what the rule says about it. */
function saidOf(path: string, ...blocks: Json[]) {
  const site = twoLanguageSite() as Json;
  site.pages.find((entry: Json) => entry.path === path).blocks.push(...blocks);
  return warnings(site);
}
const paragraph = (text: string) => ({ type: "text", paragraphs: [text] });
const messagesOf = (path: string, text: string) => saidOf(path, paragraph(text)).map((warning) => warning.message);

const ENGLISH_PARAGRAPH =
  "Mulch keeps moisture around the roots, holds the soil temperature steady and keeps mowers away from the trunk.";
const SPANISH_PARAGRAPH =
  "El mulch guarda la humedad alrededor de las raíces, mantiene estable la temperatura del suelo y aleja las cortadoras del tronco.";

describe("a text that reads as another language", () => {
  it("is warned about, whole and at its field, in a Spanish page that holds an English paragraph", () => {
    expect(saidOf("/es", paragraph(ENGLISH_PARAGRAPH))).toEqual([
      {
        place: 'page "/es" › block 3 (text) › paragraph 1',
        message: "this text should be in Spanish, but it reads as English",
        severity: "warning",
      },
    ]);
  });

  it("is warned about, whole, in an English page that holds a Spanish paragraph", () => {
    expect(messagesOf("/", SPANISH_PARAGRAPH)).toEqual(["this text should be in English, but it reads as Spanish"]);
  });

  it("catches the issue's examples: los trimmers, the ISA's English name beside its Spanish one, CPR", () => {
    expect(
      messagesOf(
        "/es",
        "Un buen anillo de mulch guarda la humedad alrededor de las raíces y mantiene las cortadoras de grama y los trimmers lejos del tronco.",
      ),
    ).toEqual(["this text should be in Spanish, but has English words in it: “trimmers”"]);
    const credentials = {
      type: "features",
      items: [
        {
          title: "International Society of Arboriculture (ISA)",
          text: "Nuestros arbolistas aprobaron el examen de la Sociedad Internacional de Arboricultura (ISA).",
        },
        {
          title: "Primeros auxilios",
          text: "Los líderes de brigada tienen al día su certificación de primeros auxilios y resucitación cardiopulmonar (CPR).",
        },
      ],
    };
    expect(saidOf("/es", credentials)).toEqual([
      {
        place: 'page "/es" › block 3 (features) › item 1 › title',
        message: "this text should be in Spanish, but has English words in it: “of”",
        severity: "warning",
      },
      {
        place: 'page "/es" › block 3 (features) › item 2 › text',
        message: "this text should be in Spanish, but has English words in it: “CPR”",
        severity: "warning",
      },
    ]);
  });

  it("names English words in a short Spanish text, and Spanish words in an English one", () => {
    expect(messagesOf("/es", "Get free estimate")).toEqual([
      "this text should be in Spanish, but has English words in it: “free”, “estimate”",
    ]);
    expect(messagesOf("/", "Call us for a free estimado.")).toEqual([
      "this text should be in English, but has Spanish words in it: “estimado”",
    ]);
    expect(messagesOf("/es", "Vea [the removal page](/es/remocion).")).toEqual([
      "this text should be in Spanish, but has English words in it: “the”",
    ]);
  });

  it("judges a language's own header and footer texts by that language", () => {
    const site = twoLanguageSite() as Json;
    site.languages[0].footer.contactHeading = "Contact us";
    expect(warnings(site)).toEqual([
      {
        place: 'language "es-US" › footer › contactHeading',
        message: "this text should be in Spanish, but has English words in it: “us”",
        severity: "warning",
      },
    ]);
  });
});

describe("what the rule leaves alone", () => {
  it("a text in its page's language, and the fixture sites as they are", () => {
    expect(saidOf("/es", paragraph(SPANISH_PARAGRAPH))).toEqual([]);
    expect(saidOf("/", paragraph(ENGLISH_PARAGRAPH))).toEqual([]);
    expect(warnings(twoLanguageSite())).toEqual([]);
  });

  it("proper and brand names, addresses, phone numbers, e-mail and web addresses, placeholders", () => {
    const texts = [
      "Somos miembros de la Tree Care Industry Association (TCIA). Llame al {phone}.",
      "Usamos motosierras Stihl y trituradoras Vermeer, y llevamos el seguro de The Hartford.",
      "Visítenos en 1200 North Orange Blossom Trail, Orlando, FL 32804, o llame al (407) 555-0134.",
      "Escríbanos a thompson.services@treecare-example.com o vea www.treesaregood.org y https://www.isa-arbor.com/the-trees.",
      "Hablamos con {businessName} y con su [agente](/es/contacto) sobre la garantía.",
    ];
    expect(saidOf("/es", ...texts.map(paragraph))).toEqual([]);
    expect(
      saidOf(
        "/",
        paragraph("Our crew cleans up the de-energized lines' debris from the patio at Casa de la Luz in Kissimmee."),
        paragraph("Ask for José or María at Los Pinos Tree Care: (407) 555-0134, estimates@lospinos-example.com."),
      ),
    ).toEqual([]);
  });

  it("a site in one language, whatever its texts", () => {
    const site = minimalSite() as Json;
    site.pages[0].blocks.push(paragraph(SPANISH_PARAGRAPH), paragraph("Llame hoy para su estimado gratis."));
    expect(warnings(site)).toEqual([]);
  });
});

describe("a hostile text", () => {
  /** Texts of 100,000 characters made to make a careless pattern or loop read them again and again. */
  const LENGTH = 100_000;
  const hostile = [
    "de ".repeat(LENGTH / 3),
    `Casa ${"de la ".repeat(LENGTH / 6)}`,
    "{".repeat(LENGTH),
    `@ ${"a".repeat(LENGTH)}`,
    `${"[".repeat(LENGTH)}](`,
    "the ".repeat(LENGTH / 4),
    "thththth".repeat(LENGTH / 8),
  ];

  it("is read in time linear in its length, in either language", () => {
    for (const text of hostile) {
      for (const language of ["en", "es"]) {
        const started = performance.now();
        if (mayHoldOtherLanguage(text, language)) otherLanguageWords(wordsOnly(text), language);
        expect(performance.now() - started, `${text.slice(0, 12)}… in ${language}`).toBeLessThan(250);
      }
    }
  });
});
