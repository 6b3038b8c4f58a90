import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
import { siteFolder } from "./fixtures/site-folder.ts";
import { generateSite } from "../tools/bench-site.ts";
import type { MemoPlace } from "../src/validate/pieces/memo.ts";
import { checkSiteText } from "../src/save/save.ts";
import { reportScoped } from "../src/validate/pieces/scoped-report.ts";
import { runValidate } from "../src/validate/command.ts";
import { validateSiteFile, validateSiteText } from "../src/validate/check-file.ts";
import { checkInPieces, PIECES, type Troubled } from "../src/validate/pieces/check-pieces.ts";

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

/** The first object in `value` with a text at `field`: `src` names an image, `href` makes a button's link. */
function firstWith(value: unknown, field: string): Json | undefined {
  if (Array.isArray(value)) {
    for (const item of value) {
      const found = firstWith(item, field);
      if (found) return found;
    }
  } else if (value && typeof value === "object") {
    if (typeof (value as Json)[field] === "string") return value as Json;
    for (const item of Object.values(value)) {
      const found = firstWith(item, field);
      if (found) return found;
    }
  }
  return undefined;
}

/** The first object in `value` that names an image. */
const firstImage = (value: unknown) => firstWith(value, "src");

/** Numbers below `below`, the same from run to run for a `seed`. */
function seeded(seed: number): (below: number) => number {
  return (below) => {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    return seed % below;
  };
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
  // Read alone, a page knows only that a button of its opens the form (facts.ts): the report places each.
  "the form removed, with buttons that open it on every page (a site rule)": (data) => delete data.estimateForm,
  "a navigation link to no page (the root's head)": (data) => (data.navigation.items[0].href = "/home-nowhere"),
  "a phone that is not a phone (the schema, the root's head)": (data) => (data.business.phone = "call us"),
  "a footer link to no page (the root's head)": (data) => (data.footer.services[0].href = "/services-nowhere"),
  "a post with a hero (a part rule, the root's tail)": (data) =>
    data.posts[0].blocks.unshift(structuredClone(data.pages[0].blocks[0])),
  "a not-found heading left empty (the schema, the root's tail)": (data) => (data.notFound.heading = ""),
  "a post's link to no page (a site rule, the root's tail)": (data) =>
    (paragraphOf(data.posts[0]).paragraphs[0] += " See [the map](/map-nowhere)."),
};

/** `written` with page `page`'s text (from its `{` to its `}`, the file pretty-printed) changed by `change`. */
function inPage(written: string, page: number, change: (text: string) => string): string {
  let at = written.indexOf("\n    {");
  for (let index = 0; index < page; index++) at = written.indexOf("\n    {", at + 1);
  const end = written.indexOf("\n    }", at) + "\n    }".length;
  return written.slice(0, at + 1) + change(written.slice(at + 1, end)) + written.slice(end);
}

/** Each makes one syntax slip in a page's text, one the whole check mends and reads on past. */
const SLIPS: Record<string, (page: string) => string> = {
  "a comma missing at a line's end": (page) => page.replace(/("title": "[^"]*"),/, "$1"),
  "a comma too many before a closing bracket": (page) => page.replace(/("alt": "[^"]*")\n/, "$1,\n"),
  "a comma too many between fields": (page) => page.replace(/("title": "[^"]*"),/, "$1,,"),
  "a line comment": (page) => page.replace('"title"', '// the title for search results\n      "title"'),
  "a block comment": (page) => page.replace('"title"', '/* for search results */ "title"'),
  "curly quotes around a text": (page) => page.replace(/"title": "([^"]*)"/, '"title": \u201c$1\u201d'),
  "single quotes around a field's name": (page) => page.replace('"title"', "'title'"),
  "True in capitals, in a field the schema does not know": (page) =>
    page.replace('"title"', '"draft": True,\n      "title"'),
  "a tab in a text": (page) => page.replace(/"title": "([^" ]*) /, '"title": "$1\t'),
  "a colon missing": (page) => page.replace('"title": ', '"title" '),
  "a comma missing and a curly quote": (page) =>
    page.replace(/("title": "[^"]*"),/, "$1").replace(/"alt": "([^"]*)"/, '"alt": \u201c$1\u201d'),
};

/** `written` with the text of the root's field `field` (its name, its value) changed by `change`. */
function inRoot(written: string, field: string, change: (text: string) => string): string {
  const start = written.indexOf(`\n  "${field}": `);
  const end = written.slice(start + 1).search(/\n  ("|\})/) + start + 1;
  return written.slice(0, start) + change(written.slice(start, end)) + written.slice(end);
}

/** Each makes one syntax slip in the root's fields the head holds, one the whole check mends and reads on past. */
const HEAD_SLIPS: Record<string, (written: string) => string> = {
  "a comma missing in the business": (written) =>
    inRoot(written, "business", (text) => text.replace(/("description": "[^"]*"),/, "$1")),
  "curly quotes around the site's name": (written) =>
    inRoot(written, "site", (text) => text.replace(/"name": "([^"]*)"/, '"name": \u201c$1\u201d')),
  "a comma too many in the navigation": (written) =>
    inRoot(written, "navigation", (text) => text.replace(/("href": "[^"]*")\n/, "$1,\n")),
  "a comment in the footer": (written) => inRoot(written, "footer", (text) => text.replace("{", "{ // links\n")),
};

/** Each makes a syntax slip in a page's text that the whole check cannot mend: it stops there, and says so. */
const STOPS: Record<string, (page: string) => string> = {
  "a text left open": (page) => page.replace(/("title": "[^"]*)"/, "$1"),
  // A block's closing } deleted: a { stands where its next field's name should.
  "a bracket left open": (page) => page.replace(/\n(\s*)},(\n\s*\{)/, "\n$1,$2"),
  "a word out of quotes": (page) => page.replace(/"title": "[^"]*"/, '"title": Trees'),
  "a value missing": (page) => page.replace(/"title": "[^"]*"/, '"title": '),
  "a comment, then a text left open": (page) =>
    page.replace('"title"', '// the title\n      "title"').replace(/("description": "[^"]*)"/, "$1"),
};

/** The whole check's problems with the file. */
const problemsOf = (file: string) => validateSiteFile(file, { root: dirname(file) }).problems;

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
    const random = seeded(13);
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

  it("forgets no page of the memo for a syntax slip in the root, which the site rules would make every page's", () => {
    const file = siteFolder(text(clean()));
    const memo = newMemo();
    check(file, memo);
    // The navigation and the footer unread, every page would be one no link leads to.
    const cases: [string, number[]][] = [
      [HEAD_SLIPS["a comma missing in the business"]!(text(clean())), [0]],
      [inRoot(text(clean()), "posts", SLIPS["a comma missing at a line's end"]!), []],
    ];
    for (const [content, named] of cases) {
      writeFileSync(file, content);
      // The slipped head's page only (the head is read as its page); no page for the tail's.
      expect(check(file, memo)).toMatchObject({ troubled: true, named: new Set(named) });
      // Every page in the middle recalled: none was forgotten.
      writeFileSync(file, text(clean()));
      expect(check(file, memo)).toMatchObject({ ok: true, unchanged: PAGES - 2 });
    }
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

  it("says what the whole check says of a syntax slip in a page, mended or not, alone or with other mistakes", () => {
    const file = siteFolder(text(clean()));
    const memo = newMemo();
    check(file, memo);
    for (const [name, slip] of Object.entries({ ...SLIPS, ...STOPS })) {
      // The head's page too, but for a slip the check stops at: the head's fields would name its place. The last page
      // runs into the posts: its piece is read as the tail.
      for (const page of [...(name in SLIPS ? [0] : []), 29, PAGES - 1]) {
        const content = inPage(text(clean()), page, slip);
        holdsToWhole(file, content, memo, `${name}, page ${page}`);
        expect(
          problemsOf(file).some((problem) => problem.code.startsWith("json-")),
          name,
        ).toBe(true);
      }
    }
    // With other mistakes: in the same page (its mended data is checked as any page's), in pages its address and
    // links concern (the site rules, which the pieces ran without it), in two pages, with the memo empty.
    const names = Object.keys(MISTAKES);
    const slips = Object.keys(SLIPS);
    const random = seeded(7);
    for (let round = 0; round < 16; round++) {
      const data = clean();
      const slipped = 1 + random(PAGES - 3);
      const made = [`${slips[round % slips.length]} on page ${slipped}`];
      const mistake = names[random(names.length)]!;
      const on = round % 3 === 0 ? slipped : random(PAGES);
      MISTAKES[mistake]!(data, on);
      made.push(`${mistake} on page ${on}`);
      let content = inPage(text(data), slipped, SLIPS[slips[round % slips.length]!]!);
      if (round % 5 === 4) {
        const second = slipped === 1 ? 2 : slipped - 1;
        content = inPage(content, second, SLIPS[slips[(round + 3) % slips.length]!]!);
        made.push(`${slips[(round + 3) % slips.length]} on page ${second}`);
      }
      holdsToWhole(file, content, round % 4 === 3 ? newMemo() : memo, made.join("; "));
    }
    // A page in the middle with a button.
    const buttoned = clean().pages.findIndex((page: Json, index: number) => index > 0 && firstWith(page, "href"));
    const cases: [string, number, (data: Json) => void][] = [
      ["a page moved that other pages link to", 29, (data) => (data.pages[29].path += "-moved")],
      ["a page at the address of one before it", 29, (data) => (data.pages[29].path = data.pages[7].path)],
      ["a button that leads to no page", buttoned, (data) => (firstWith(data.pages[buttoned], "href")!.href = "/no")],
      [
        "a link in a text that leads to no page",
        29,
        (data) => (paragraphOf(data.pages[29]).paragraphs[0] += " See [our prices](/prices-nowhere)."),
      ],
    ];
    for (const [name, page, make] of cases) {
      const data = clean();
      make(data);
      holdsToWhole(file, inPage(text(data), page, SLIPS["a comma missing at a line's end"]!), memo, name);
      // What the site rules say of it, which the pieces could not: the mended page's address and links are read.
      expect(problemsOf(file).filter((problem) => !problem.code.startsWith("json-")).length, name).toBeGreaterThan(0);
    }
  });

  it("holds to the whole check on files damaged at random, in a page, the root's head or its tail, and answers most", () => {
    const written = text(clean());
    const file = siteFolder(written);
    const memo = newMemo();
    check(file, memo);
    const random = seeded(29);
    const inserts = [",", '"', "{", "}", "[", "]", ":", "'", "\u201c", "// x\n", "/*", "*/", "\t", " x ", "True"];
    const damage = (text: string) => {
      // At a character of the structure (a quote, a bracket, a comma, a colon), or anywhere, one time in three.
      const marks = [...text.matchAll(/["{}[\],:]/g)].map((match) => match.index).filter((at) => at > 0);
      const at = random(3) ? marks[random(marks.length)]! : 1 + random(text.length - 2);
      const kind = random(3);
      if (kind === 0) return text.slice(0, at) + text.slice(at + 1);
      return text.slice(0, at) + inserts[random(inserts.length)]! + text.slice(kind === 1 ? at : at + 1);
    };
    const places = ["a page", "the head", "the tail"] as const;
    const counts = Object.fromEntries(places.map((place) => [place, { slipped: 0, answered: 0 }]));
    for (let round = 0; round < 150; round++) {
      const place = places[round % 3]!;
      // A page read alone; the root's fields before the pages; the posts and what follows them.
      const content =
        place === "a page"
          ? inPage(written, 1 + random(PAGES - 3), damage)
          : place === "the head"
            ? damage(written.slice(0, written.indexOf('\n  "pages": '))) +
              written.slice(written.indexOf('\n  "pages": '))
            : written.slice(0, written.indexOf('\n  "posts": ')) +
              damage(written.slice(written.indexOf('\n  "posts": ')));
      writeFileSync(file, content);
      const whole = validateSiteFile(file, { root: dirname(file) });
      if (!whole.problems.some((problem) => problem.code.startsWith("json-"))) continue;
      counts[place]!.slipped++;
      const found = check(file, memo);
      const scoped = found && "troubled" in found ? reportScoped(found) : undefined;
      if (!scoped) continue;
      counts[place]!.answered++;
      expect(scoped.problems, `round ${round}, ${place}`).toEqual(whole.problems);
    }
    // What the pieces leave to the whole check is a slip its piece alone cannot tell (a bracket whose absence the next
    // page shows, a comment that runs on past it), or a slip the check stops at in the head's page: few of these.
    for (const place of places) {
      expect(counts[place]!.slipped, place).toBeGreaterThan(20);
      expect(counts[place]!.answered / counts[place]!.slipped, place).toBeGreaterThan(0.75);
    }
  });

  it("says what the whole check says of a syntax slip in the root's head or tail, and in both with a page's", () => {
    const file = siteFolder(text(clean()));
    const memo = newMemo();
    check(file, memo);
    const cases: Record<string, (written: string) => string> = {};
    const plain = text(clean());
    for (const [name, slip] of Object.entries({ ...SLIPS, ...STOPS })) {
      cases[`${name}, in a post (the tail)`] = (written) => inRoot(written, "posts", slip);
      // The slips that have a field to be made at there (a title).
      if (name in SLIPS && inRoot(plain, "notFound", slip) !== plain) {
        cases[`${name}, in the not-found page (the tail)`] = (written) => inRoot(written, "notFound", slip);
      }
    }
    expect(Object.keys(cases).length).toBeGreaterThan(Object.keys({ ...SLIPS, ...STOPS }).length + 5);
    for (const [name, slip] of Object.entries(HEAD_SLIPS)) cases[`${name} (the head)`] = slip;
    cases["a text left open in the business (the head, where the check stops)"] = (written) =>
      inRoot(written, "business", (text) => text.replace(/("description": "[^"]*)"/, "$1"));
    cases["slips in the head, a page and the tail, and mistakes of the schema and a rule"] = (written) =>
      inRoot(
        inPage(HEAD_SLIPS["a comma missing in the business"]!(written), 29, SLIPS["a line comment"]!),
        "posts",
        SLIPS["curly quotes around a text"]!,
      );
    for (const [name, make] of Object.entries(cases)) {
      const data = clean();
      if (name.includes("mistakes of")) {
        MISTAKES["a phone that is not a phone (the schema, the root's head)"]!(data, 0);
        MISTAKES["a post's link to no page (a site rule, the root's tail)"]!(data, 0);
      }
      const written = text(data);
      const content = make(written);
      expect(content, name).not.toBe(written);
      holdsToWhole(file, content, memo, name);
      expect(
        problemsOf(file).some((problem) => problem.code.startsWith("json-")),
        name,
      ).toBe(true);
    }
  });

  it("leaves to the whole check a slip its piece alone cannot tell, or that stops the check in the head's page", () => {
    const file = siteFolder(text(clean()));
    const memo = newMemo();
    check(file, memo);
    const written = text(clean());
    // A page in the middle with an object of its own among its fields.
    const described = clean().pages.findIndex((page: Json, index: number) => index > 0 && page.structuredData);
    const cases: Record<string, string> = {
      "a comment that runs past its page": inPage(written, 29, (page) => page.replace('"title"', '/* "title"')),
      "a page that lost its closing bracket": inPage(written, 29, (page) => page.slice(0, -1)),
      // The fields after it then read as the object's: the next page's { tells the bracket is missing.
      "an object that lost its closing bracket, then a field": inPage(written, described, (page) =>
        page.replace(/("structuredData": \{[^{}]*)},\n/, "$1\n"),
      ),
      // A list's closing ] deleted: the place is named from the page as the tolerant parser reads the file, which then
      // reads on into the next page.
      "a list left open, which the tolerant parser reads on past its page": inPage(written, 29, (page) =>
        page.replace(/("\n\s*)\]/, "$1"),
      ),
      // Its last text runs to the end of the line, past the page, and the tolerant parser reads on into the next.
      "a text left open at the end of a page written on one line": inPage(written, 29, (page) => {
        const line = `${/^\s*/.exec(page)![0]}${JSON.stringify(JSON.parse(page))}`;
        const last = line.lastIndexOf('"');
        return line.slice(0, last) + line.slice(last + 1);
      }),
      "a text left open after a slip told in a page before": inPage(
        inPage(written, 20, SLIPS["a comma missing at a line's end"]!),
        29,
        STOPS["a text left open"]!,
      ),
      "a text left open in the head's page": inPage(written, 0, STOPS["a text left open"]!),
    };
    for (const [name, content] of Object.entries(cases)) {
      expect(content, name).not.toBe(written);
      writeFileSync(file, content);
      expect(
        problemsOf(file).some((problem) => problem.code.startsWith("json-")),
        name,
      ).toBe(true);
      const found = check(file, memo);
      expect(found && "troubled" in found ? reportScoped(found) : found, name).toBeUndefined();
    }
  });

  it("leaves to the whole check an object of too many fields, a file saved since it was read", () => {
    const data = clean();
    const written = text(data);
    const file = siteFolder(written);
    const memo = newMemo();
    check(file, memo);
    // Written 2,001 times, one field makes an object the whole check's screen refuses (hostile.ts, MAX_FIELDS).
    const many = `"title": "Again", `.repeat(2_001);
    const slips = {
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

  it("checks the copy staged for commit in pieces with the memo, and says what the whole check says of it", () => {
    const file = siteFolder(text(clean()));
    const git = (...args: string[]) => execFileSync("git", args, { cwd: dirname(file), stdio: "pipe" });
    git("init", "-q");
    git("add", "site.json");
    const memo = newMemo();
    const staged = (memo?: MemoPlace, ...flags: string[]) =>
      runValidate([file, "--staged", ...flags], { defaultFile: file, ...(memo ? { memo } : {}) });
    expect(staged(memo)).toMatchObject({ code: 0 });
    // The pre-commit hook after a check: every page in the middle recalled.
    expect(staged(memo).stdout).toContain(`${PAGES - 2} unchanged pages taken from an earlier check`);
    // A slip and a broken link staged, the working copy mended: the staged copy is what is told, as the whole check
    // tells it (no memo).
    const data = clean();
    MISTAKES["a link to no page (a site rule)"]!(data, 40);
    writeFileSync(file, inPage(text(data), 29, SLIPS["a comma missing at a line's end"]!));
    git("add", "site.json");
    writeFileSync(file, text(clean()));
    for (const flags of [[], ["--json"]]) {
      const [scoped, whole] = [staged(memo, ...flags), staged(undefined, ...flags)];
      expect(scoped.code, flags.join(" ")).toBe(1);
      expect(scoped.stderr, flags.join(" ")).toBe(whole.stderr);
      expect(scoped.stdout.replace(/"milliseconds": \d+/, "")).toBe(whole.stdout.replace(/"milliseconds": \d+/, ""));
    }
    expect(staged(memo).stderr).toContain("a comma is missing after this");
  });

  it("words the command's output and the editor's check as the whole check does", () => {
    const data = clean();
    const file = siteFolder(text(data));
    const memo = newMemo();
    const options = { defaultFile: file, memo };
    expect(runValidate([file], options).code).toBe(0);
    MISTAKES["a link to no page (a site rule)"]!(data, 29);
    MISTAKES["an image without a description (a warning)"]!(data, 40);
    // And with a syntax slip, which the scoped report mends in its page.
    const slipped = inPage(text(data), 35, SLIPS["curly quotes around a text"]!);
    for (const content of [text(data), slipped]) {
      writeFileSync(file, content);
      for (const args of [[file], [file, "--json"], [file, "--strict"]]) {
        const name = `${args.join(" ")}${content === slipped ? ", a slip" : ""}`;
        const scoped = runValidate(args, options);
        const whole = runValidate(args, { ...options, piecesTried: true });
        expect(scoped.code, name).toBe(whole.code);
        expect(scoped.stderr, name).toBe(whole.stderr);
        expect(scoped.stdout.replace(/"milliseconds": \d+/, ""), name).toBe(
          whole.stdout.replace(/"milliseconds": \d+/, ""),
        );
      }
    }
    // The editor's check of the text it is about to save, with its own memo.
    const editorMemo = newMemo();
    expect(checkSiteText(text(clean()), { root: dirname(file), memo: editorMemo }).ok).toBe(true);
    for (const content of [text(data), slipped]) {
      const edited = checkSiteText(content, { root: dirname(file), memo: editorMemo });
      expect(edited).toEqual({ ok: false, problems: validateSiteText(content, { root: dirname(file) }).problems });
    }
  });
});
