/**
 * The editor's words for problems, Undo and History (issue 54, item 7): a short title, one line of why, a place of two
 * steps at most, named as the editor's screens name things, and no “Children”, “Item N”, language tag or “Expected:”.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { validateSiteText } from "../src/validate/index.ts";
import { inEditorWords } from "../editor/app/src/model/problem-words.ts";
import { inOwnerWords, type JsonSchema } from "../editor/app/src/model/schema.ts";
import { ownerProblem } from "../editor/app/src/model/owner-problem.ts";
import { languageLabel, ownerField, ownerPlace, withLanguageNames } from "../editor/app/src/model/owner-place.ts";
import { OWNER_MESSAGES, say } from "../editor/app/src/model/owner-messages.ts";
import { chooseLanguage } from "../editor/app/src/i18n/language.ts";
import { formatMessage } from "../editor/app/src/i18n/format.ts";
import { countsInWords } from "../editor/app/src/components/ProblemsPill.tsx";
import { byDay, partLine } from "../editor/app/src/model/history-words.ts";
import { changedParts } from "../editor/shared/changed-parts.ts";
import { forbiddenIn } from "../editor/e2e/forbidden-words.ts";
import { withMistakes } from "../editor/e2e/mistaken-site.ts";
import { twoLanguageSite, type Json } from "./fixtures/site.ts";

const schema = inOwnerWords(JSON.parse(readFileSync("schema/site.schema.json", "utf8")) as JsonSchema);
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const shipped = (): any => JSON.parse(readFileSync("site.json", "utf8"));

/** Every problem of `site` in the owner's words, as an error and, where it is an empty field, as a to-do. */
function ownerWordsOf(site: Json) {
  const problems = validateSiteText(JSON.stringify(site, null, 2)).problems;
  return problems.flatMap((problem) => {
    const worded = inEditorWords(problem, site, schema);
    const fill = ["empty-text", "missing-field", "too-few"].includes(problem.code);
    const toDo =
      problem.code === "empty-text" && worded.expected
        ? { ...worded, message: worded.expected, expected: undefined, toFill: true }
        : { ...worded, toFill: true };
    return [
      { problem, said: ownerProblem(worded, site, schema) },
      ...(fill ? [{ problem, said: ownerProblem(toDo, site, schema) }] : []),
    ];
  });
}

const texts = (said: ReturnType<typeof ownerProblem>) => [said.title, said.why, said.place ?? "", said.details];

describe("a problem in the owner's words", () => {
  const site = withMistakes(shipped());
  const all = ownerWordsOf(site);

  it("has many kinds of problems to word", () => {
    const codes = new Set(all.map(({ problem }) => problem.code));
    for (const code of [
      "empty-text",
      "missing-field",
      "broken-link",
      "long-heading",
      "missing-alt",
      "unknown-language",
    ])
      expect(codes, code).toContain(code);
    // The check's own words hold what the editor's must not: the test would catch them.
    const check = all.map(({ problem }) => `${problem.place} ${problem.message} Expected: ${problem.expected ?? ""}`);
    expect(forbiddenIn(check).length).toBeGreaterThan(0);
  });

  it("says none of the file's words, tags or long paths", () => {
    expect(forbiddenIn(all.flatMap(({ said }) => texts(said)))).toEqual([]);
  });

  it("is a short title, one line of why, and how much it matters", () => {
    for (const { said } of all) {
      expect(said.title.length, said.title).toBeLessThanOrEqual(60);
      expect(said.why, said.title).not.toMatch(/\n/);
      expect(said.why.length, said.why).toBeLessThanOrEqual(160);
      expect(["Must fix", "Worth fixing", "To do"]).toContain(said.kindWords);
    }
    // A field still to fill in is a to-do, never an error or a warning.
    const toDos = all.filter(({ said }) => said.kind === "fill").map(({ said }) => said);
    expect(toDos.length).toBeGreaterThan(0);
    for (const toDo of toDos) expect(`${toDo.kindWords} ${toDo.title} ${toDo.why}`).not.toMatch(/error|warning/i);
  });

  it("names each place as the editor's screens do", () => {
    const at = (code: string, last?: string) =>
      all.find(
        ({ problem, said }) =>
          problem.code === code && !said.kind.startsWith("fill") && (!last || problem.path.at(-1) === last),
      )!.said;
    const services = (site.navigation.items as Json[]).find((item) => item.children)! as {
      label: string;
      children: Json[];
    };
    expect(at("missing-field", "href").place).toBe(`${services.label} menu › ${services.children[1]!.label}`);
    expect(at("missing-field", "href").title).toBe("“Link” is missing");
    expect(at("missing-alt").place).toBe("Home page › Gallery");
    expect(at("empty-text", "title").place).toBe("Home page › Gallery");
    expect(at("long-heading").place).toBe("Home page › Hero");
    const spanish = site.languages[0].navigation.languageName as string;
    expect(at("empty-text", "servicesHeading").place).toBe(`Footer (${spanish}) › Services heading`);
    expect(at("unknown-language").why).toBe("French (France) is not one of the site's languages.");
    expect(at("unknown-language").details).toContain(spanish);
    // The check's whole words stay behind “Why?”, in the editor's words.
    expect(at("long-heading").why).toMatch(/^The heading has \d+ characters/);
    expect(at("long-heading").details).toMatch(/^It should be at most \d+ characters\. Keep the heading short/);
  });

  it("finds nothing to say on the shipped site, and none of its places breaks the rules", () => {
    const site = shipped();
    expect(ownerWordsOf(site)).toEqual([]);
    // Every field of every page, menu and language, as a place.
    const places: string[] = [];
    const walk = (value: unknown, path: (string | number)[]) => {
      places.push(ownerPlace(path, site, schema) ?? "", ownerField(path, site, schema) ?? "");
      if (value && typeof value === "object")
        for (const [key, inner] of Object.entries(value))
          walk(inner, [...path, Array.isArray(value) ? Number(key) : key]);
    };
    walk(site, []);
    expect(places.length).toBeGreaterThan(1000);
    expect(forbiddenIn(places)).toEqual([]);
  });
});

describe("a language in the owner's words", () => {
  it("is the name the site gives it, else its name with its region, never its tag", () => {
    const site = twoLanguageSite();
    const own = ((site.languages as Json[])[0]!.navigation as Json).languageName as string;
    expect(languageLabel("es-US", site)).toBe(own);
    delete ((site.languages as Json[])[0]!.navigation as Json).languageName;
    expect(languageLabel("es-US", site)).toBe("Spanish (United States)");
    expect(languageLabel("xx-YY")).toBe("another language");
    expect(withLanguageNames("page /about has no version in es-US; see /es-us/", site)).toBe(
      "page /about has no version in Spanish (United States); see /es-us/",
    );
  });
});

describe("a problem in Spanish", () => {
  /** The mistaken site's problems as the server words them for a Spanish editor, in the owner's Spanish words. */
  function spanishWordsOf(site: Json) {
    chooseLanguage("es");
    try {
      const problems = validateSiteText(JSON.stringify(site, null, 2), { language: "es" }).problems;
      return problems.map((problem) => {
        const worded = inEditorWords(problem, site, schema);
        const toDo = ["empty-text", "missing-field"].includes(problem.code) ? { ...worded, toFill: true } : worded;
        return { problem, said: ownerProblem(toDo, site, schema) };
      });
    } finally {
      chooseLanguage("en");
    }
  }

  it("says how much it matters, its title, why and where in Spanish, places as the Spanish screens name them", () => {
    const site = withMistakes(shipped());
    const all = spanishWordsOf(site);
    const long = all.find(({ problem }) => problem.code === "long-heading" && problem.path[0] === "pages")!;
    expect([long.said.kindWords, long.said.title, long.said.place]).toEqual([
      "Conviene corregir",
      "El título es largo",
      "Página de inicio › Portada",
    ]);
    const alt = all.find(({ problem }) => problem.code === "missing-alt")!;
    expect([alt.said.kindWords, alt.said.title, alt.said.why, alt.said.place]).toEqual([
      "Debe corregirse",
      "Una imagen no tiene descripción",
      "Los visitantes que no pueden ver la imagen escuchan este texto en su lugar.",
      "Página de inicio › Galería",
    ]);
    const services = (site.navigation.items as Json[]).find((item) => item.children) as {
      label: string;
      children: { label: string }[];
    };
    const link = all.find(({ problem }) => problem.path.join(".").endsWith("children.1.href"))!;
    expect(link.said.kindWords).toBe("Por hacer");
    expect(link.said.title).toBe("Complete «Enlace»");
    expect(link.said.place).toBe(`Menú ${services.label} › ${services.children[1]!.label}`);
    // What the link wants, as a sentence of its own: not the check's "text in quotes" before it.
    expect(link.said.why).toMatch(/^Adónde lleva el enlace/);
    const french = all.find(({ problem }) => problem.code === "unknown-language")!;
    expect(french.said.why).toBe("Francés (Francia) no es uno de los idiomas del sitio.");
    expect(forbiddenIn(all.flatMap(({ said }) => texts(said)))).toEqual([]);
  });

  it("offers the remedies and the editor's hints in Spanish", () => {
    chooseLanguage("es");
    try {
      expect(say("remedy.addVersion", { language: "español" })).toBe("Añadir la versión en español");
      expect(languageLabel("fr-FR")).toBe("francés (Francia)");
      expect(languageLabel("xx-YY")).toBe("otro idioma");
      expect(say("place.untitled", { kind: "post" })).toBe("Entrada sin título");
      // The top bar's counts, as the status and the pill's name say them: plurals as Spanish makes them.
      expect(countsInWords({ errors: 1, warnings: 3, toDo: 0 })).toBe("1 error, 3 avisos");
      chooseLanguage("en");
      expect(countsInWords({ errors: 2, warnings: 0, toDo: 1 })).toBe("2 errors, 1 to do");
    } finally {
      chooseLanguage("en");
    }
  });
});

describe("Undo's notice", () => {
  it("names the place and the field as the editor does", () => {
    const site = shipped();
    const block = (site.pages[0].blocks as Json[]).findIndex((b) => b.type === "gallery");
    const path = ["pages", 0, "blocks", block, "items", 4, "alt"];
    const said = formatMessage("en", "shell.undo.done", {
      move: "undo",
      field: ownerField(path, site, schema) ?? "none",
      place: ownerPlace(path, site, schema)!,
      more: "no",
    });
    expect(said).toBe("Undone: a change to “Description of the image” on Home page › Gallery");
    const menu = ["navigation", "items", 1, "children", 2, "label"];
    expect(ownerPlace(menu, site, schema)).toBe(`Services menu › ${site.navigation.items[1].children[2].label}`);
    expect(forbiddenIn([said])).toEqual([]);
  });
});

describe("History", () => {
  it("says what a save changed, part by part, as the owner names them", () => {
    const before = shipped();
    const after = structuredClone(before);
    const page = (after.pages as Json[]).findIndex((p) => p.path === "/tree-removal");
    after.pages[page].title = "Palm Tree Trimming | Oak & Ash";
    after.pages[page].blocks[0].heading = "Palm trees, trimmed";
    after.languages[0].footer.servicesHeading = "Servicios";
    after.navigation.items[1].children[0].label = "Removal";
    after.pages.push({ ...structuredClone(before.pages[3]), path: "/palms", title: "Palms | Oak" });
    const lines = changedParts(before, after).map((part) => partLine(part, after, schema));
    expect(lines).toEqual([
      "Header: menu",
      "Pages: Palms added",
      "Palm Tree Trimming: title and heading",
      `Footer (${before.languages[0].navigation.languageName}): services heading`,
    ]);
    expect(forbiddenIn(lines)).toEqual([]);
  });

  it("groups saves by day", () => {
    const now = new Date(2026, 10, 29, 12);
    const at = (day: number, hour: number) => ({ savedAt: new Date(2026, 10, day, hour).toISOString() });
    const days = byDay([at(29, 11), at(29, 9), at(28, 17), at(20, 8)], now);
    expect(days.map(([day, saves]) => [day, saves.length])).toEqual([
      ["Today", 2],
      ["Yesterday", 1],
      [new Date(2026, 10, 20).toLocaleDateString([], { weekday: "short", month: "short", day: "numeric" }), 1],
    ]);
  });
});

describe("the catalogue", () => {
  it.each(["en", "es"] as const)(
    "holds every message as a valid ICU template, each filled without a placeholder left (%s)",
    (language) => {
      chooseLanguage(language);
      for (const id of Object.keys(OWNER_MESSAGES) as (keyof typeof OWNER_MESSAGES)[]) {
        const said = say(id, {
          field: "Heading",
          language: "Español",
          place: "Home page",
          fields: "title",
          count: 2,
          move: "undo",
          more: "no",
          severity: "error",
          kind: "page",
          label: "Services",
          part: "Footer",
          expected: "x",
          names: "Palms",
          signed: "no",
          who: "",
          time: "2:41 PM",
          was: "a",
          now: "b",
          reason: "offline",
          day: "Sat, Nov 28",
          when: "at 2:41 PM",
          page: "/palms",
          address: "/palms",
          from: "English",
          to: "Spanish",
          number: 2,
          section: "Gallery",
          type: "Gallery",
          heading: "Our work",
          noun: "items",
          theirs: 3,
          ours: 2,
          texts: 1,
          pictures: 1,
          both: "yes",
          onPage: "yes",
          name: "Spanish",
          own: "English",
        });
        expect(said, id).not.toMatch(/[{}]/);
      }
      chooseLanguage("en");
    },
  );
});
