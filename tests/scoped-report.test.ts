import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
import { siteFolder } from "./fixtures/site-folder.ts";
import { generateSite } from "../tools/bench-site.ts";
import type { MemoPlace } from "../src/content/memo.ts";
import { checkSiteText } from "../src/content/save.ts";
import { reportScoped } from "../src/content/scoped-report.ts";
import { runValidate } from "../src/content/validate-command.ts";
import { validateSiteFile, validateSiteText } from "../src/content/validate.ts";
import { checkInPieces, PIECES, type Troubled } from "../src/content/validate-pieces.ts";

/*
 * A file the check in pieces finds something in is reported from the pages the findings name (scoped-report.ts),
 * not by the whole check reading every page again. What matters: the owner reads exactly what the whole check would
 * say (the same problems, words, places, lines and columns, in the same order), whatever the mistake and wherever it
 * is, and whatever the pieces cannot answer so goes to the whole check.
 */

type Json = Record<string, any>;
const shipped = JSON.parse(readFileSync("site.json", "utf8")) as Parameters<typeof generateSite>[0];
const PAGES = 60;
const clean = () => JSON.parse(JSON.stringify(generateSite(structuredClone(shipped), PAGES))) as Json;
const text = (data: Json) => JSON.stringify(data, null, 2) + "\n";
const newMemo = (): MemoPlace => ({ file: join(mkdtempSync(join(tmpdir(), "memo-")), "pages.json"), code: "code" });
const check = (file: string, memo: MemoPlace) => checkInPieces(file, { root: dirname(file) }, undefined, PIECES, memo);

/** The first object in `value` that names an image. */
function firstImage(value: unknown): Json | undefined {
  if (Array.isArray(value)) {
    for (const item of value) {
      const found = firstImage(item);
      if (found) return found;
    }
  } else if (value && typeof value === "object") {
    if (typeof (value as Json).src === "string") return value as Json;
    for (const item of Object.values(value)) {
      const found = firstImage(item);
      if (found) return found;
    }
  }
  return undefined;
}

/** The first text block's first paragraph of a page, or of a post. */
const paragraphOf = (entry: Json) => entry.blocks.find((block: Json) => Array.isArray(block.paragraphs));

/** Each makes one kind of mistake on page `page` (or in the root, whatever the page). */
const MISTAKES: Record<string, (data: Json, page: number) => void> = {
  "an empty title (the schema)": (data, page) => (data.pages[page].title = " "),
  // Placed on the page's own `{`, on its first line.
  "a page without a title (the schema)": (data, page) => delete data.pages[page].title,
  "an unknown block type (the schema)": (data, page) => (data.pages[page].blocks[1].type = "txet"),
  "a misspelt field (the schema, its echo dropped)": (data, page) => {
    const hero = data.pages[page].blocks[0];
    hero.hedaing = hero.heading;
    delete hero.heading;
  },
  "blocks that are not a list (the schema)": (data, page) => (data.pages[page].blocks = "none"),
  "a malformed address (the schema)": (data, page) => (data.pages[page].path = "/Tree Removal"),
  "a second hero (a part rule)": (data, page) =>
    data.pages[page].blocks.push(structuredClone(data.pages[page].blocks[0])),
  "an unknown placeholder (a part rule)": (data, page) => (data.pages[page].blocks[0].heading = "Call {phon} today"),
  "an image file that is not there (a part rule)": (data, page) =>
    (firstImage(data.pages[page])!.src = "images/services/nowhere.svg"),
  "an image without a description (a warning)": (data, page) => (firstImage(data.pages[page])!.alt = " "),
  "a title over 60 characters (a warning)": (data, page) =>
    (data.pages[page].title = `${data.pages[page].title}, and everything else a tree needs in the county`),
  "a link to no page (a site rule)": (data, page) =>
    (paragraphOf(data.pages[page]).paragraphs[0] += " See [our prices](/prices-nowhere)."),
  "a second page at another's address (a site rule)": (data, page) =>
    (data.pages[page].path = data.pages[(page + 7) % PAGES].path),
  "a page moved that other pages link to (a site rule, in pages the memo recalls)": (data, page) =>
    (data.pages[page].path = `${data.pages[page].path}-moved`),
  "a navigation link to no page (the root's head)": (data) => (data.navigation.items[0].href = "/home-nowhere"),
  "a phone that is not a phone (the schema, the root's head)": (data) => (data.business.phone = "call us"),
  "a footer link to no page (the root's head)": (data) => (data.footer.services[0].href = "/services-nowhere"),
  "a post with a hero (a part rule, the root's tail)": (data) =>
    data.posts[0].blocks.unshift(structuredClone(data.pages[0].blocks[0])),
  "a not-found heading left empty (the schema, the root's tail)": (data) => (data.notFound.heading = ""),
  "a post's link to no page (a site rule, the root's tail)": (data) =>
    (paragraphOf(data.posts[0]).paragraphs[0] += " See [the map](/map-nowhere)."),
};

/** The pages a mistake is made on: the head's (read with the root), one read alone, the tail's. */
const PLACES = [0, 1, 29, PAGES - 2, PAGES - 1];

/** Checks `content` in pieces after a memo of `memo`, and holds the scoped report to the whole check's answer. */
function holdsToWhole(file: string, content: string, memo: MemoPlace, name: string): void {
  writeFileSync(file, content);
  const whole = validateSiteFile(file, { root: dirname(file) });
  expect(whole.problems.length, name).toBeGreaterThan(0);
  const found = check(file, memo);
  expect(found && "troubled" in found, name).toBe(true);
  const scoped = reportScoped(found as Troubled);
  expect(scoped, name).toBeDefined();
  expect(scoped!.problems, name).toEqual(whole.problems);
  expect(scoped!.ok, name).toBe(whole.ok);
}

describe("the scoped report of what the pieces found", { timeout: 300_000 }, () => {
  it("says what the whole check says of each kind of mistake, wherever it is, the other pages recalled", () => {
    const file = siteFolder(text(clean()));
    const memo = newMemo();
    expect(check(file, memo)).toMatchObject({ ok: true, unchanged: 0 });
    let compared = 0;
    for (const [name, make] of Object.entries(MISTAKES)) {
      for (const page of PLACES) {
        const data = clean();
        make(data, page);
        holdsToWhole(file, text(data), memo, `${name}, page ${page}`);
        compared++;
      }
    }
    expect(compared).toBe(Object.keys(MISTAKES).length * PLACES.length);
  });

  it("says what the whole check says of several mistakes at once, with and without a memo of the file", () => {
    const file = siteFolder(text(clean()));
    const memo = newMemo();
    check(file, memo);
    const names = Object.keys(MISTAKES);
    let seed = 13;
    const random = (below: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed % below;
    };
    for (let round = 0; round < 40; round++) {
      const data = clean();
      const made: string[] = [];
      for (let count = 2 + random(3); count > 0; count--) {
        const name = names[random(names.length)]!;
        const page = random(PAGES);
        MISTAKES[name]!(data, page);
        made.push(`${name} on page ${page}`);
      }
      // Every fourth round with a memo of nothing: every page read and checked this time.
      holdsToWhole(file, text(data), round % 4 === 3 ? newMemo() : memo, made.join("; "));
    }
  });

  it("places a mistake in two pages written on one line, read as one piece", () => {
    const file = siteFolder(text(clean()));
    const memo = newMemo();
    check(file, memo);
    for (const [first, second] of [
      ["a page without a title (the schema)", "a link to no page (a site rule)"],
      ["an unknown placeholder (a part rule)", "a misspelt field (the schema, its echo dropped)"],
    ] as const) {
      const data = clean();
      MISTAKES[first]!(data, 29);
      MISTAKES[second]!(data, 30);
      const written = text(data);
      // The line break between pages 29 and 30 taken out: page 30 starts no line.
      let at = written.indexOf("\n    {");
      for (let page = 0; page < 30; page++) at = written.indexOf("\n    {", at + 1);
      const joined = `${written.slice(0, at).trimEnd()} ${written.slice(at + 1).trimStart()}`;
      expect(joined).toContain("}, {");
      holdsToWhole(file, joined, memo, `${first} and ${second}, on one line`);
    }
  });

  it("remembers the pages it found nothing in, and not those it did, so that the next check recalls the others", () => {
    const data = clean();
    MISTAKES["a second hero (a part rule)"]!(data, 29);
    MISTAKES["a link to no page (a site rule)"]!(data, 40);
    const file = siteFolder(text(data));
    const memo = newMemo();
    const whole = validateSiteFile(file, { root: dirname(file) }).problems;
    expect(whole.map((problem) => problem.path.slice(0, 2))).toEqual([
      ["pages", 29],
      ["pages", 40],
    ]);
    const first = check(file, memo) as Troubled;
    expect(first).toMatchObject({ troubled: true, unchanged: 0 });
    // Every page but the head's, the tail's and the two the mistakes are in.
    const second = check(file, memo) as Troubled;
    expect(second).toMatchObject({ troubled: true, unchanged: PAGES - 4 });
    expect(reportScoped(second)?.problems).toEqual(whole);
    // Mended, page 29 is checked again and found clean; page 40, recalled nowhere, too.
    writeFileSync(file, text(clean()));
    expect(check(file, memo)).toMatchObject({ ok: true, problems: [] });
  });

  it("says what the whole check says of a field written twice, in a page, in the root, beside other mistakes", () => {
    const file = siteFolder(text(clean()));
    const memo = newMemo();
    check(file, memo);
    /** `written` with `field` written a second time before the first field of page `page` (the pages start lines). */
    const twiceInPage = (written: string, page: number, field: string) => {
      let at = written.indexOf("\n    {");
      for (let index = 0; index < page; index++) at = written.indexOf("\n    {", at + 1);
      const first = written.indexOf('"', at);
      return `${written.slice(0, first)}${field}, ${written.slice(first)}`;
    };
    const cases: Record<string, (written: string) => string> = {
      "a title twice in a page read alone": (written) => twiceInPage(written, 29, '"title": "Again"'),
      "a title twice in the head's page and in the tail's": (written) =>
        twiceInPage(twiceInPage(written, 0, '"title": "Again"'), PAGES - 1, '"path": "/again"'),
      "a field of the root twice, in the head": (written) =>
        written.replace('"business": {', '"business": { "name": "Again",'),
      "a field of the root twice, in the tail": (written) =>
        written.replace('"notFound": {', '"notFound": { "heading": "Again",'),
      "a field twice in a block, and a broken link elsewhere": (written) =>
        twiceInPage(written, 40, '"path": "/again"').replace('"type": "hero",', '"type": "hero", "type": "hero",'),
    };
    for (const [name, make] of Object.entries(cases)) {
      const data = clean();
      if (name.includes("broken link")) MISTAKES["a link to no page (a site rule)"]!(data, 12);
      const written = text(data);
      const content = make(written);
      expect(content, name).not.toBe(written);
      holdsToWhole(file, content, memo, name);
      const codes = validateSiteFile(file, { root: dirname(file) }).problems.map((problem) => problem.code);
      expect(codes, name).toContain("duplicate-field");
    }
  });

  it("leaves to the whole check a syntax slip, an object of too many fields, a file saved since it was read", () => {
    const data = clean();
    const written = text(data);
    const file = siteFolder(written);
    const memo = newMemo();
    check(file, memo);
    // Written 2,001 times, one field makes an object the whole check's screen refuses (hostile.ts, MAX_FIELDS).
    const many = `"title": "Again", `.repeat(2_001);
    const slips = {
      "a comma missing": written.replace(/",\n(\s+)"description"/, '"\n$1"description"'),
      "an object of too many fields, written as one field again and again": written.replace(
        '"business": {',
        `"business": { ${many.replaceAll("title", "name")}`,
      ),
    };
    for (const [name, content] of Object.entries(slips)) {
      expect(content, name).not.toBe(written);
      writeFileSync(file, content);
      expect(validateSiteFile(file, { root: dirname(file) }).problems.length, name).toBeGreaterThan(0);
      const found = check(file, memo);
      expect(found && "troubled" in found ? reportScoped(found) : found, name).toBeUndefined();
    }
    MISTAKES["a second hero (a part rule)"]!(data, 29);
    writeFileSync(file, text(data));
    const found = check(file, memo) as Troubled;
    expect(found.troubled).toBe(true);
    // Saved again before the report reads its pages: the whole check reads the new file.
    writeFileSync(file, text(data).replace("Tree", "Trees"));
    expect(reportScoped(found)).toBeUndefined();
  });

  it("words the command's output and the editor's check as the whole check does", () => {
    const data = clean();
    const file = siteFolder(text(data));
    const memo = newMemo();
    const options = { defaultFile: file, memo };
    expect(runValidate([file], options).code).toBe(0);
    MISTAKES["a link to no page (a site rule)"]!(data, 29);
    MISTAKES["an image without a description (a warning)"]!(data, 40);
    writeFileSync(file, text(data));
    for (const args of [[file], [file, "--json"], [file, "--strict"]]) {
      const scoped = runValidate(args, options);
      const whole = runValidate(args, { ...options, piecesTried: true });
      expect(scoped.code, args.join(" ")).toBe(whole.code);
      expect(scoped.stderr, args.join(" ")).toBe(whole.stderr);
      expect(scoped.stdout.replace(/"milliseconds": \d+/, ""), args.join(" ")).toBe(
        whole.stdout.replace(/"milliseconds": \d+/, ""),
      );
    }
    // The editor's check of the text it is about to save, with its own memo.
    const editorMemo = newMemo();
    expect(checkSiteText(text(clean()), { root: dirname(file), memo: editorMemo }).ok).toBe(true);
    const edited = checkSiteText(text(data), { root: dirname(file), memo: editorMemo });
    expect(edited).toEqual({ ok: false, problems: validateSiteText(text(data), { root: dirname(file) }).problems });
  });
});
