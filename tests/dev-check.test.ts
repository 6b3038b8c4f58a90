/**
 * `npm run dev`'s check of site.json (src/validate/dev-check.ts): one check per version of the file, which the pages
 * then render; every problem of a broken save, in the whole check's words.
 */
import { readFileSync, utimesSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { devCheck } from "../src/validate/dev-check.ts";
import { loadSite } from "../src/site/load.ts";
import { validateSiteFile } from "../src/validate/index.ts";
import { generateSite } from "../tools/bench-site.ts";
import { siteFolder } from "./fixtures/site-folder.ts";

type Site = ReturnType<typeof generateSite>;
const shipped = JSON.parse(readFileSync("site.json", "utf8")) as Site;
/** A site of 60 pages, which link each to the next. */
const generated = () => structuredClone(generateSite(shipped, 60));
const text = (value: unknown) => JSON.stringify(value, null, 2) + "\n";

describe("npm run dev's check", () => {
  it("checks each version of the file once, and the pages render what it found", () => {
    const site = generated();
    const file = siteFolder(text(site));
    const first = devCheck(file);
    expect(first.ok).toBe(true);
    expect(devCheck(file)).toBe(first);
    const pages = site.pages;
    pages[40]!.title = `${pages[40]!.title.slice(0, 40)} (edited)`;
    writeFileSync(file, text(site));
    utimesSync(file, new Date(), new Date(Date.now() + 5_000));
    const second = devCheck(file);
    expect(second).not.toBe(first);
    expect(second.ok && second.site.pages[40]!.title).toBe(pages[40]!.title);
    expect(loadSite(file).pages[40]!.title).toBe(pages[40]!.title);
  });

  it("reports a broken save as the whole check does, a link in a page that did not change included", () => {
    const site = generated();
    const file = siteFolder(text(site));
    expect(devCheck(file).ok).toBe(true);
    // A page another links to moves: that link, in a page the save did not touch, now leads nowhere.
    const next = /Next: \[[^\]]*\]\(([^)]+)\)/.exec(text(site.pages[40]!))![1];
    const moved = site.pages.find((page) => page.path === next)!;
    moved.path = `${moved.path}-moved`;
    writeFileSync(file, text(site));
    utimesSync(file, new Date(), new Date(Date.now() + 10_000));
    const broken = devCheck(file);
    expect(broken.ok).toBe(false);
    expect(broken.problems).toEqual(validateSiteFile(file, { root: join(file, "..") }).problems);
    expect(broken.problems.length).toBeGreaterThan(0);
  });
});
