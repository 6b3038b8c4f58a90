import { readFileSync } from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { chooseLanguage } from "../editor/app/src/i18n/language.ts";
import {
  findPictures,
  megabytesInWords,
  picturesOf,
  sizeInWords,
} from "../editor/app/src/screens/pictures/picture-list.ts";
import { withPictureReplaced } from "../editor/shared/picture-uses.ts";

// The Pictures screen's list, from the shipped site: each file with its uses, found by words, sized in an owner's words.
const site = JSON.parse(readFileSync(path.resolve(import.meta.dirname, "../site.json"), "utf8"));
const file = (src: string, bytes = 1000) => ({ src, url: `/preview-assets/${src}`, bytes });

describe("the Pictures screen's list", () => {
  it("lists the files and the pictures the site names that are not among them, with their uses", () => {
    const pictures = picturesOf([file("images/hero/about.svg"), file("images/unused.png")], site, site);
    const about = pictures.find((picture) => picture.src === "images/hero/about.svg")!;
    expect(about.uses.map((use) => use.path.join("."))).toEqual(["pages.1.blocks.0.image", "pages.13.blocks.0.image"]);
    expect(pictures.find((picture) => picture.src === "images/unused.png")).toMatchObject({
      uses: [],
      usedWhenSaved: false,
    });
    // Named by the site, not in images/: listed, with no file.
    const missing = pictures.find((picture) => picture.src === "images/hero/contact.svg")!;
    expect(missing.file).toBeUndefined();
    expect(missing.uses).toHaveLength(2);
  });

  it("says a picture the edits stopped using is still used by the saved site", () => {
    const edited = withPictureReplaced(site, "images/hero/about.svg", "images/hero/blog.svg");
    const about = picturesOf([file("images/hero/about.svg")], edited, site)[0]!;
    expect(about).toMatchObject({ uses: [], usedWhenSaved: true });
  });

  it("finds a picture by its name or any of its descriptions, whatever the case and accents", () => {
    const pictures = picturesOf([], site, site);
    const found = (query: string) => findPictures(pictures, query).map((picture) => picture.src);
    expect(found("WOOD CHIPPER behind")).toEqual(["images/gallery/10-chipper-crew.svg"]);
    expect(found("camion canasto podando")).toEqual(["images/hero/home.svg"]);
    expect(found("hero/abo")).toEqual(["images/hero/about.svg"]);
    expect(found("  ")).toHaveLength(pictures.length);
    expect(found("no such words anywhere")).toEqual([]);
  });

  it("says a size as an owner reads it: pixels, and megabytes without a file's jargon", () => {
    expect(megabytesInWords(20_000)).toBe("under 0.1 MB");
    expect(megabytesInWords(2_449_000)).toBe("2.4 MB");
    expect(sizeInWords({ ...file("images/a.jpg", 380_000), width: 1600, height: 900 })).toBe(
      "1,600 × 900 pixels, 0.4 MB",
    );
    expect(sizeInWords({ ...file("images/a.svg", 3000), width: 48, height: 32 })).toBe(
      "A drawing, sharp at any size, under 0.1 MB",
    );
  });

  it("says a size in Spanish once Spanish is chosen, numbers written as Spanish writes them", () => {
    chooseLanguage("es");
    expect(megabytesInWords(20_000)).toBe("menos de 0,1 MB");
    expect(sizeInWords({ ...file("images/a.jpg", 2_449_000), width: 1600, height: 900 })).toBe(
      "1600 × 900 píxeles, 2,4 MB",
    );
    expect(sizeInWords({ ...file("images/a.svg", 3000) })).toBe(
      "Un dibujo, nítido a cualquier tamaño, menos de 0,1 MB",
    );
  });
});

afterEach(() => chooseLanguage("en"));
