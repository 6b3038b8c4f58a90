/**
 * The language detector (franc-min and its tables) is read only when a long text holds the other language's words:
 * the shipped site, and any site in one language, are checked without it (rules/text-language.ts). Its own file, so
 * that no other test has read it first.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { validateSiteText } from "../src/validate/index.ts";
import { detectorLoaded } from "../src/validate/rules/text-language.ts";
import { minimalSite, twoLanguageSite } from "./fixtures/site.ts";

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const ENGLISH_PARAGRAPH =
  "Mulch keeps moisture around the roots, holds the soil temperature steady and keeps mowers away from the trunk.";
const codesOf = (site: unknown) =>
  validateSiteText(typeof site === "string" ? site : JSON.stringify(site, null, 2)).problems.map(({ code }) => code);

describe("the language detector", () => {
  it("is not read for the shipped site, nor for a site in one language", () => {
    expect(codesOf(readFileSync("site.json", "utf8"))).not.toContain("other-language-text");
    const oneLanguage = minimalSite() as Json;
    oneLanguage.pages[0].blocks.push({ type: "text", paragraphs: [ENGLISH_PARAGRAPH.replace("the", "los")] });
    codesOf(oneLanguage);
    expect(detectorLoaded()).toBe(false);
  });

  it("is read for a long text that holds the other language's words, and judges it", () => {
    const site = twoLanguageSite() as Json;
    site.pages.find((page: Json) => page.path === "/es").blocks.push({ type: "text", paragraphs: [ENGLISH_PARAGRAPH] });
    expect(codesOf(site)).toContain("other-language-text");
    expect(detectorLoaded()).toBe(true);
  });
});
