import { spawnSync } from "node:child_process";
import { readFileSync, statSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { beforeAll, describe, expect, it } from "vitest";
import { siteFolder } from "./fixtures/site-folder.ts";
import { generateSite } from "../tools/bench-site.ts";
import { validateSiteText } from "../src/content/validate.ts";
import { checkFileInParallel, WORKER } from "../src/content/validate-worker.ts";

/*
 * A large file's schema is checked by a worker thread while the command's thread runs the cross-checks
 * (src/content/validate-worker.ts). The problems must be exactly those of one thread doing everything.
 */

type Json = Record<string, unknown>;
const shipped = JSON.parse(readFileSync("site.json", "utf8")) as Parameters<typeof generateSite>[0];
// The compiled command is the worker's module (scripts/compiled.mjs makes it on the command's first run).
// Large enough for the worker (WORKER.fromBytes): about 9.6 kB a page.
const PAGES = 1_900;
const bundle = resolve("node_modules/.cache/site-renderer/scripts__validate.mjs");

const command = (file: string) =>
  spawnSync(process.execPath, ["scripts/compiled.mjs", "scripts/validate.ts", "--json", file], {
    encoding: "utf8",
    env: { ...process.env, FORCE_COLOR: "", NO_COLOR: "" },
  });

/** A generated site large enough for the worker, with mistakes of every kind in its first and last pages. */
function brokenLargeSite(): string {
  const site = generateSite(structuredClone(shipped), PAGES) as Json & { pages: Json[] };
  const first = site.pages[3]!;
  const last = site.pages[PAGES - 10]!;
  first.title = " "; // the schema: an empty text
  (first.blocks as Json[]).push({ type: "text", paragraphs: ["See [the price list](/no-such-page)."] }); // a rule
  last.description = "Short."; // a warning
  (last.blocks as Json[]).push({ type: "txt", paragraphs: ["An unknown block type."] }); // the schema, in a union
  (last.blocks as Json[]).push({ type: "text", paragraphs: ["Call [us](/contakt)."] }); // a rule, with a hint
  const hero = (last.blocks as Json[]).find((block) => block.type === "hero");
  if (hero) {
    hero.hedaing = hero.heading; // misspelt: "did you mean", and no echo of the missing field
    delete hero.heading;
  }
  // A field written twice, which JSON.parse alone would not tell.
  return JSON.stringify(site, null, 2).replace('"menuLabel": ', '"menuLabel": "Menu", "menuLabel": ');
}

describe("validation of a large file on two threads", { timeout: 120_000 }, () => {
  let broken: string;
  let valid: string;
  beforeAll(() => {
    broken = siteFolder(brokenLargeSite());
    const withoutTheme = generateSite(structuredClone(shipped), PAGES) as Json;
    delete withoutTheme.theme; // the schema's default theme, which zod fills in and the rules see only there
    valid = siteFolder(JSON.stringify(withoutTheme, null, 2));
    command(valid); // compiles the command, the worker's module
  });

  it("uses the worker for files this large", () => {
    expect(statSync(broken).size).toBeGreaterThan(WORKER.fromBytes);
    expect(statSync(valid).size).toBeGreaterThan(WORKER.fromBytes);
    expect(checkFileInParallel(valid, { root: dirname(valid) }, pathToFileURL(bundle)).elsewhere).toBe(true);
  });

  it("finds every problem one thread finds, in the same words and places", () => {
    const single = validateSiteText(readFileSync(broken, "utf8"), { root: dirname(broken) });
    const codes = single.problems.map((problem) => problem.code);
    expect(codes).toEqual(
      expect.arrayContaining(["duplicate-field", "empty-text", "broken-link", "unknown-type", "unknown-field"]),
    );
    expect(single.problems.some((problem) => problem.severity === "warning")).toBe(true);
    const parallel = checkFileInParallel(broken, { root: dirname(broken) }, pathToFileURL(bundle));
    expect(parallel.elsewhere).toBe(true);
    expect(parallel.problems).toEqual(single.problems);
    expect(parallel.ok).toBe(false);
  });

  it("prints the same report from the command", () => {
    const single = validateSiteText(readFileSync(broken, "utf8"), { root: dirname(broken) });
    const result = command(broken);
    expect(result.status).toBe(1);
    expect(JSON.parse(result.stdout).problems).toEqual(single.problems);
  });

  it("passes a valid file, counting its pages and posts, with the schema's defaults seen alike", () => {
    const single = validateSiteText(readFileSync(valid, "utf8"), { root: dirname(valid) });
    expect(single.ok).toBe(true);
    const parallel = checkFileInParallel(valid, { root: dirname(valid) }, pathToFileURL(bundle));
    expect(parallel).toMatchObject({ ok: true, problems: single.problems, elsewhere: true });
    const result = spawnSync(process.execPath, ["scripts/compiled.mjs", "scripts/validate.ts", valid], {
      encoding: "utf8",
    });
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(new RegExp(`is valid: ${PAGES} pages, \\d+ posts`));
  });

  it("does the work itself when the worker never answers, or fails, with the same problems", () => {
    const single = validateSiteText(readFileSync(broken, "utf8"), { root: dirname(broken) });
    // A module that is not the command: the thread starts and ends without a word.
    const silent = new URL("data:text/javascript,export {}");
    const started = performance.now();
    const alone = checkFileInParallel(broken, { root: dirname(broken) }, silent, {
      ...WORKER,
      startMs: 500,
      answerMs: 500,
    });
    expect(performance.now() - started).toBeLessThan(20_000);
    expect(alone.elsewhere).toBeUndefined();
    expect(alone.problems).toEqual(single.problems);
    const failing = new URL("data:text/javascript,throw new Error('no')");
    const impatient = { ...WORKER, startMs: 500, answerMs: 500 };
    expect(checkFileInParallel(broken, { root: dirname(broken) }, failing, impatient).problems).toEqual(
      single.problems,
    );
  });

  it("refuses a hostile or loosely written large file as one thread does", () => {
    const text = readFileSync(valid, "utf8");
    const cases = {
      "a forbidden field": text.replace('"pages": [', '"pages": [{ "__proto__": { "admin": true } },'),
      "a comment and a trailing comma": `// the site\n${text.replace(/\n\}\n?$/, ",\n}\n")}`,
      "too deep": text.replace('"pages": [', `"pages": [${"[".repeat(70_000)}${"]".repeat(70_000)},`),
    };
    for (const [name, hostile] of Object.entries(cases)) {
      const file = siteFolder(hostile);
      const single = validateSiteText(hostile, { root: dirname(file) });
      expect(single.ok, name).toBe(false);
      const parallel = checkFileInParallel(file, { root: dirname(file) }, pathToFileURL(bundle));
      expect(parallel.problems, name).toEqual(single.problems);
    }
  });
});
