import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, cpSync, writeFileSync } from "node:fs";
import { spawnSync } from "node:child_process";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";
import { siteFolder } from "./fixtures/site-folder.ts";
import { generateSite } from "../tools/bench-site.ts";
import { Memo, type MemoPlace } from "../src/validate/pieces/memo.ts";
import type { JsonPath } from "../src/validate/report/problem.ts";
import { siteFacts, type LinkFact } from "../src/validate/rules/facts.ts";
import { checkSite } from "../src/validate/rules/index.ts";
import { checkPart } from "../src/validate/rules/part.ts";
import { loadScoped, reportScoped } from "../src/validate/pieces/scoped-report.ts";
import { runValidate, type CommandOutput } from "../src/validate/command.ts";
import { quickValidate } from "../src/validate/report/command-output.ts";
import { validateSiteFile } from "../src/validate/check-file.ts";
import {
  checkInPieces,
  loadInPieces,
  PIECES,
  type Loaded,
  type Troubled,
} from "../src/validate/pieces/check-pieces.ts";

/*
 * `npm run validate` and the build keep what they found page by page (src/validate/pieces/memo.ts) and recall the pages
 * whose bytes they checked before. What matters: a recalled page never hides a problem, its own or one another page's edit or a
 * deleted image makes in it, and a memo that is not this code's, or not readable, is only a slower check.
 */

type Json = Record<string, any>;
const shipped = JSON.parse(readFileSync("site.json", "utf8")) as Parameters<typeof generateSite>[0];
const PAGES = 160;
// Through JSON: a generated site's copies of a page share its blocks, and a test edits one page at a time.
const site = () => JSON.parse(JSON.stringify(generateSite(structuredClone(shipped), PAGES))) as Json;
const text = (data: Json) => JSON.stringify(data, null, 2) + "\n";

/** A memo of its own in a new folder. */
const newMemo = (code = "this code"): MemoPlace => ({
  file: join(mkdtempSync(join(tmpdir(), "memo-")), "validated-pages.json"),
  code,
});
const check = (file: string, memo: MemoPlace) => checkInPieces(file, { root: dirname(file) }, undefined, PIECES, memo);
/** Writes `data` to `file` again, as an owner's save does. */
const save = (file: string, data: Json) => writeFileSync(file, text(data));

describe("the memo of pages already checked", { timeout: 120_000 }, () => {
  it("recalls every page but the first and the last at the second check, with the same answer", () => {
    const data = site();
    const file = siteFolder(text(data));
    const memo = newMemo();
    const clean = (unchanged: number) => ({
      ok: true,
      problems: [],
      counts: { pages: PAGES, posts: data.posts.length },
      unchanged,
      version: expect.any(String),
    });
    expect(check(file, memo)).toEqual(clean(0));
    expect(existsSync(memo.file)).toBe(true);
    // The first page is read with the root's head, the last with its tail: both are always parsed.
    expect(check(file, memo)).toEqual(clean(PAGES - 2));
    // One page edited: the others are recalled, the edited one checked.
    data.pages[70].title = "A new title for page seventy";
    save(file, data);
    expect(check(file, memo)).toEqual(clean(PAGES - 3));
  });

  it("shares the first check with the worker, from 4 cores, and remembers the worker's pages too", () => {
    spawnSync(process.execPath, ["scripts/compiled.mjs", "src/validate/pieces/worker.ts"]);
    const worker = pathToFileURL(resolve("node_modules/.cache/site-renderer/src__content__pieces-worker.mjs"));
    const data = site();
    const file = siteFolder(text(data));
    const memo = newMemo();
    const withWorker = () => checkInPieces(file, { root: dirname(file) }, worker, PIECES, memo);
    expect(withWorker()).toMatchObject({ ok: true, unchanged: 0, counts: { pages: PAGES } });
    // Every page but the first and the last recalled at the next check, the worker's as this thread's.
    expect(withWorker()).toMatchObject({ ok: true, unchanged: PAGES - 2, counts: { pages: PAGES } });
    // A worker's page recalled never hides its problem: the same bytes moved elsewhere, another page's address.
    data.pages[150].path = data.pages[20].path;
    save(file, data);
    const whole = validateSiteFile(file, { root: dirname(file) });
    expect(whole.problems.length).toBeGreaterThan(0);
    // With a memo, no worker: the pieces read on and gather what the scoped report words as the whole check does.
    expect(reportScoped(withWorker() as Troubled)?.problems).toEqual(whole.problems);
    // A file the worker finds something in: nothing of it is remembered.
    const broken = site();
    broken.pages[150].title = " ";
    const memoOfBroken = newMemo();
    const brokenFile = siteFolder(text(broken));
    expect(checkInPieces(brokenFile, { root: dirname(brokenFile) }, worker, PIECES, memoOfBroken)).toBeUndefined();
    expect(existsSync(memoOfBroken.file)).toBe(false);
  });

  it("gives the build the site the whole check gives from pages it recalls, and what it finds to the scoped report", () => {
    const data = site();
    const file = siteFolder(text(data));
    const memo = newMemo();
    const loaded = () => loadInPieces(file, { root: dirname(file) }, PIECES, memo);
    const load = () => loaded() as Loaded | undefined;
    const whole = () => JSON.stringify(validateSiteFile(file, { root: dirname(file) }).site);
    expect(load()).toMatchObject({ ok: true, unchanged: 0 });
    const again = load();
    expect(again?.unchanged).toBe(PAGES - 2);
    expect(JSON.stringify(again?.site)).toBe(whole());
    data.pages[70].blocks[0].heading = "A new heading";
    save(file, data);
    const edited = load();
    expect(edited?.unchanged).toBe(PAGES - 3);
    expect(JSON.stringify(edited?.site)).toBe(whole());
    // A warning: the site as the whole check gives it, with the warning in the whole check's words.
    data.pages[80].title = `${data.pages[80].title}, and everything else a tree could need in the county`;
    save(file, data);
    const warned = validateSiteFile(file, { root: dirname(file) });
    expect(warned).toMatchObject({ ok: true, problems: [{ severity: "warning", path: ["pages", 80, "title"] }] });
    const scoped = loadScoped(loaded() as Troubled);
    expect(scoped?.problems).toEqual(warned.problems);
    expect(JSON.stringify(scoped?.site)).toBe(JSON.stringify(warned.site));
    expect(scoped?.pageKeys?.filter(Boolean).length).toBe(PAGES - 2);
    // An error: its words, and no site.
    data.pages[90].path = data.pages[70].path;
    save(file, data);
    const broken = validateSiteFile(file, { root: dirname(file) });
    expect(broken.ok).toBe(false);
    expect(loadScoped(loaded() as Troubled)).toEqual({ ok: false, problems: broken.problems });
  });

  it("reads a page alone in the first check and finds a field it writes twice, however its colons fall", () => {
    // Page 70, in the middle of the file (with a memo every page is a piece of its own), with a colon in its description.
    const data = site();
    data.pages[70].description = "Open from 9:00 until five, every day of the week, in every season of the year.";
    const written = text(data);
    const escaped = written.replace("Open from 9:00", "Open from 9\\u003a00");
    const twiceIn = (content: string, field: string) =>
      content.replace('"description": "Open from', `${field}"description": "Open from`);
    const title = '"title": "A first title", ';
    const twice = {
      "a title written twice": twiceIn(written, title),
      "a title written twice, colons in the lost one": twiceIn(written, '"title": "9:00 to 5:00", '),
      // The lost field's colon and the escaped one balance: the colons alone would not tell.
      "a title written twice beside a colon written as an escape": twiceIn(escaped, title),
    };
    for (const [name, content] of Object.entries(twice)) {
      expect(content, name).not.toBe(written);
      const file = siteFolder(content);
      const whole = validateSiteFile(file, { root: dirname(file) }).problems;
      expect(
        whole.map((problem) => problem.code),
        name,
      ).toEqual(["duplicate-field"]);
      // Found by the colons in the page read alone, and placed by the scoped report as the whole check places it.
      const found = check(file, newMemo());
      expect(found && "troubled" in found, name).toBe(true);
      expect(reportScoped(found as Troubled)?.problems, name).toEqual(whole);
    }
    // Colons and escapes in a clean page's texts: answered, and the page recalled at the next check.
    const file = siteFolder(escaped.replace("until five, every day", "until five, \\u2014 every day"));
    expect(readFileSync(file, "utf8")).toContain("Open from 9\\u003a00 until five, \\u2014 every day");
    expect(validateSiteFile(file, { root: dirname(file) }).problems).toEqual([]);
    const memo = newMemo();
    expect(check(file, memo)).toMatchObject({ ok: true, unchanged: 0 });
    expect(check(file, memo)).toMatchObject({ ok: true, unchanged: PAGES - 2 });
  });

  it("reads two pages written on one line as one piece, each check, and recalls the others", () => {
    const written = text(site());
    // The line break between pages 70 and 71 taken out: no page starts a line there.
    let at = written.indexOf("\n    {");
    for (let page = 0; page < 71; page++) at = written.indexOf("\n    {", at + 1);
    const file = siteFolder(`${written.slice(0, at).trimEnd()} ${written.slice(at + 1).trimStart()}`);
    expect(readFileSync(file, "utf8")).toContain("}, {");
    expect(validateSiteFile(file, { root: dirname(file) }).problems).toEqual([]);
    const memo = newMemo();
    expect(check(file, memo)).toMatchObject({ ok: true, unchanged: 0, counts: { pages: PAGES } });
    expect(check(file, memo)).toMatchObject({ ok: true, unchanged: PAGES - 4, counts: { pages: PAGES } });
  });

  /** Each change makes a problem on a page the memo holds, or leaves a page there that another change breaks. */
  const changes: Record<string, (data: Json, folder: string) => void> = {
    "an empty title on a recalled page's place (the schema)": (data) => (data.pages[70].title = " "),
    "a second hero (a part rule)": (data) => data.pages[70].blocks.push(structuredClone(data.pages[70].blocks[0])),
    "an unknown placeholder (a part rule)": (data) => (data.pages[70].blocks[0].heading = "Call {phon}"),
    // Every page links to the next in its language: page 70 keeps its bytes and loses its link's page.
    "a recalled page's link to a page that moved (a site rule)": (data) => moveLinkedPage(data),
    "a second page at a recalled page's address (a site rule)": (data) => (data.pages[90].path = data.pages[70].path),
    // Recalled pages know only that a button of theirs opens the form; the report places each.
    "the form removed, with its buttons on recalled pages (a site rule)": (data) => delete data.estimateForm,
    "an image a recalled page names, deleted (the image rule)": (_, folder) =>
      rmSync(join(folder, "images", "extra.svg")),
    // The page's bytes are the same; the drawing it names is not (images/svg-safety.ts).
    "an image a recalled page names, given a script (the image rule)": (_, folder) =>
      writeFileSync(
        join(folder, "images", "extra.svg"),
        '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.cookie)</script></svg>',
      ),
  };

  it("never lets a recalled page hide a problem, its own or one made elsewhere, and keeps the memo of the clean file", () => {
    for (const [name, change] of Object.entries(changes)) {
      const data = site();
      const pictured = data.pages.findIndex((page: Json, index: number) => index > 60 && page.blocks[0].image);
      data.pages[pictured].blocks[0].image.src = "images/extra.svg";
      const file = ownFolder(text(data));
      const memo = newMemo();
      expect(check(file, memo), name).toMatchObject({ ok: true });
      expect(check(file, memo)?.unchanged, name).toBe(PAGES - 2);
      const remembered = readFileSync(memo.file, "utf8");
      change(data, dirname(file));
      save(file, data);
      const whole = validateSiteFile(file, { root: dirname(file) });
      expect(whole.problems.length, name).toBeGreaterThan(0);
      // Found, and worded from the pages it is in as the whole check words it (tests/scoped-report.test.ts).
      const found = check(file, memo);
      expect(found && "troubled" in found, name).toBe(true);
      expect(reportScoped(found as Troubled)?.problems, name).toEqual(whole.problems);
      expect(readFileSync(memo.file, "utf8"), name).toBe(remembered);
    }
  });

  it("reports through the command what the whole check reports, after the memo recalled the page that has it", () => {
    const data = site();
    const file = siteFolder(text(data));
    const memo = newMemo();
    const validate = (...args: string[]) => runValidate([...args, file], { defaultFile: file, memo });
    expect(validate().code).toBe(0);
    expect(validate().stdout).toContain(`${PAGES - 2} unchanged pages taken from an earlier check`);
    moveLinkedPage(data);
    save(file, data);
    const run = validate("--json");
    expect(run.code).toBe(1);
    const problems = JSON.parse(run.stdout).problems as { path: JsonPath; line: number }[];
    expect(problems).toEqual(validateSiteFile(file, { root: dirname(file) }).problems);
    // The broken link is on page 70, whose bytes did not change.
    expect(problems.some((problem) => problem.path[0] === "pages" && problem.path[1] === 70)).toBe(true);
  });

  it("answers a file with nothing to report without the whole check, in the whole check's words, and not otherwise", () => {
    // scripts/validate.ts: quickValidate first (no zod loaded), then runValidate, told the pieces were tried.
    const data = site();
    const file = siteFolder(text(data));
    const memo = newMemo();
    const options = { defaultFile: file, memo };
    // The same words but for the time taken and the pages the memo recalled, which differ from one run to the next.
    const words = (output: { stdout: string } | undefined) =>
      output?.stdout.replace(/checked in \d+ ms/, "").replace(/; \d+ unchanged pages taken from an earlier check/, "");
    const output = (args: string[]) => quickValidate(args, options) as CommandOutput | undefined;
    for (const args of [[file], [file, "--strict"]]) {
      const quick = output(args);
      expect(quick?.code).toBe(0);
      expect(words(quick)).toBe(words(runValidate(args, options)));
    }
    expect(output([file, "--nonsense"])).toEqual(runValidate([file, "--nonsense"], options));
    // Told the pieces were tried, the command goes straight to the whole check, which says the same of this file.
    expect(words(runValidate([file], { ...options, piecesTried: true }))).toBe(words(output([file])));
    moveLinkedPage(data);
    save(file, data);
    // Something found: handed to the whole check's module to be worded (scripts/validate.ts), no zod loaded here.
    const found = quickValidate([file], options);
    expect(found && "troubled" in found).toBe(true);
    const whole = runValidate([file], { ...options, piecesTried: true });
    expect(whole.code).toBe(1);
    expect(runValidate([file], { ...options, piecesTried: found as Troubled })).toEqual(whole);
    expect(quickValidate([file, "--staged"], options)).toBeUndefined();
  });

  it("checks every page again with a memo from other code, or one it cannot read", () => {
    const file = siteFolder(text(site()));
    const memo = newMemo("old code");
    expect(check(file, memo)?.unchanged).toBe(0);
    expect(check(file, { ...memo, code: "new code" })?.unchanged).toBe(0);
    expect(check(file, { ...memo, code: "new code" })?.unchanged).toBe(PAGES - 2);
    for (const unreadable of ["", "{", '{"code":"new code","keys":["x"],"texts":[],"facts":[0]}', "[]"]) {
      writeFileSync(memo.file, unreadable);
      expect(check(file, { ...memo, code: "new code" }), unreadable).toMatchObject({ ok: true, unchanged: 0 });
    }
  });

  it("is rewritten only when enough pages were checked anew, and keeps texts in every script", () => {
    const data = site();
    data.pages[70].title = "Árboles y palmeras en Poinciana 🌴";
    const file = siteFolder(text(data));
    const memo = newMemo();
    check(file, memo);
    const first = readFileSync(memo.file);
    // Written in ASCII, and read back as written.
    expect(first.every((byte) => byte < 0x80)).toBe(true);
    const recalled = Memo.open(memo);
    // The memo's pages in the file's order, from the second: page 70 is its 70th.
    const key = JSON.parse(first.toString("latin1")).keys[69] as string;
    expect(recalled.recall(key)?.entry.title).toBe(data.pages[70].title);
    // One page edited of 158 recalled: not worth a rewrite (a 64th of them would be).
    data.pages[80].title = "Another title for page eighty";
    save(file, data);
    expect(check(file, memo)?.unchanged).toBe(PAGES - 3);
    expect(readFileSync(memo.file).equals(first)).toBe(true);
    for (let index = 1; index <= 4; index++) data.pages[80 + index].title = `Another title for page ${80 + index}`;
    save(file, data);
    check(file, memo);
    expect(readFileSync(memo.file).equals(first)).toBe(false);
    expect(check(file, memo)?.unchanged).toBe(PAGES - 2);
  });

  it("needs no more of a link's or an image's place than its page: no rule answers otherwise (the corpus)", () => {
    const folder = resolve("tests/broken");
    const files = readdirSync(folder).filter((name) => name.endsWith(".json"));
    expect(files.length).toBeGreaterThan(50);
    let compared = 0;
    for (const name of files) {
      let data: unknown;
      try {
        data = JSON.parse(readFileSync(join(folder, name), "utf8"));
      } catch {
        continue; // a file that is not JSON has no links to place
      }
      const root = folder;
      const facts = siteFacts(data, root);
      // As the memo gives them: each page's links once, at the page.
      const atPage = (path: JsonPath): JsonPath => (path[0] === "pages" ? path.slice(0, 2) : path);
      const seen = new Set<string>();
      const links: LinkFact[] = [];
      for (const link of facts.links) {
        const path = atPage(link.path);
        const id = JSON.stringify([path, link.href, link.inText]);
        if (!seen.has(id)) links.push({ ...link, path });
        seen.add(id);
      }
      const sources = facts.sources.map(({ src, path }) => ({ src, path: atPage(path) }));
      const codes = (findings: { code: string }[]) => [...new Set(findings.map((finding) => finding.code))].sort();
      expect(codes(checkSite({ ...facts, links }, { valid: true })), name).toEqual(
        codes(checkSite(facts, { valid: true })),
      );
      expect(codes(checkPart({ ...facts, sources }, { valid: true })), name).toEqual(
        codes(checkPart(facts, { valid: true })),
      );
      compared++;
    }
    expect(compared).toBeGreaterThan(50);
  });
});

/** Moves the page page 70 links to (each generated page links to the next in its language). */
function moveLinkedPage(data: Json): void {
  const link = JSON.stringify(data.pages[70].blocks.at(-1)).match(/\]\((\/[^)]*)\)/)![1];
  const target = data.pages.find((page: Json) => page.path === link);
  target.path = `${target.path}-moved`;
}

/** A site.json beside an images folder of its own: the project's images, and extra.svg, which a test may delete. */
function ownFolder(content: string): string {
  const folder = mkdtempSync(join(tmpdir(), "site-"));
  mkdirSync(join(folder, "images"));
  for (const entry of readdirSync("images"))
    cpSync(resolve("images", entry), join(folder, "images", entry), { recursive: true });
  writeFileSync(join(folder, "images", "extra.svg"), readFileSync(join("images", firstSvg())));
  writeFileSync(join(folder, "site.json"), content);
  return join(folder, "site.json");
}

function firstSvg(): string {
  const svg = (readdirSync("images", { recursive: true }) as string[]).find((name) => name.endsWith(".svg"));
  if (!svg) throw new Error("the project has no SVG image to copy");
  return svg;
}
