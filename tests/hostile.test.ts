import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { MAX_DEPTH, MAX_TEXT_LENGTH } from "../src/content/hostile.ts";
import { runValidate } from "../src/content/validate-command.ts";
import { MAX_PROBLEMS } from "../src/content/validate.ts";
import { positionsOutside, STACK_TRACE } from "./fixtures/output.ts";

/*
 * Files nobody writes on purpose, each of which once crashed the check or could: every one is refused with
 * one clear problem at a place inside the file, exit code 1, and no stack trace, by `npm run validate` and by
 * `npm run build`.
 */

const scratch = mkdtempSync(join(tmpdir(), "hostile-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));
// Image paths are checked beside the file: the hostile copies of the real site see the real images.
symlinkSync(resolve("images"), join(scratch, "images"));
const shipped = readFileSync("site.json", "utf8");

function file(name: string, content: string | Uint8Array): string {
  const path = join(scratch, name);
  writeFileSync(path, content);
  return path;
}

const withHeading = (heading: string) => {
  const site = JSON.parse(shipped);
  site.pages[0].blocks[0].heading = heading;
  return JSON.stringify(site, null, 2);
};

const cases: { name: string; content: () => string | Uint8Array; code: string; words: RegExp }[] = [
  { name: "deep", content: () => "[".repeat(100_000), code: "too-deep", words: /nested more than 64 deep/ },
  {
    name: "deep-inside-a-site",
    content: () => shipped.replace('"site": {', `"site": ${"[".repeat(5_000)}${"]".repeat(5_000)}, "x": {`),
    code: "too-deep",
    words: /nested more than/,
  },
  {
    name: "huge-text",
    content: () => withHeading("x".repeat(20 * 1024 * 1024)),
    code: "text-too-long",
    words: /this text is 20,971,520 characters long/,
  },
  { name: "nul", content: () => shipped.replace('"site": {', '"site\u0000": {'), code: "binary-file", words: /NUL/ },
  {
    name: "utf16-with-bom",
    content: () => Buffer.from("\ufeff" + shipped, "utf16le"),
    code: "not-utf8",
    words: /UTF-16/,
  },
  { name: "utf16-without-bom", content: () => Buffer.from(shipped, "utf16le"), code: "not-utf8", words: /UTF-16/ },
  {
    name: "latin1",
    content: () => Buffer.from(withHeading("Poda de árboles"), "latin1"),
    code: "not-utf8",
    words: /is not UTF-8 text/,
  },
  {
    name: "png",
    content: () => Buffer.from("89504e470d0a1a0a0000000d4948445200000001", "hex"),
    code: "binary-file",
    words: /a PNG picture/,
  },
  {
    name: "random-bytes",
    content: () => Uint8Array.from({ length: 4096 }, (_, index) => (index * 7919 + 13) % 256),
    code: "not-utf8",
    words: /not UTF-8/,
  },
  {
    name: "proto",
    content: () => shipped.replace('"site": {', '"__proto__": { "polluted": true },\n  "site": {'),
    code: "unknown-field",
    words: /'__proto__' is not a field here/,
  },
  {
    name: "twenty-thousand-keys",
    content: () => JSON.stringify(Object.fromEntries(Array.from({ length: 20_000 }, (_, index) => [`k${index}`, 1]))),
    code: "too-many-problems",
    words: /and 19,\d{3} more problems like these, not listed/,
  },
];

describe("hostile files", () => {
  for (const hostile of cases) {
    it(`refuses ${hostile.name} with ${hostile.code}, a place inside the file, exit 1 and no stack`, () => {
      const content = hostile.content();
      const path = file(`${hostile.name}.json`, content);
      const printed = runValidate([path], { defaultFile: path });
      expect(printed.code).toBe(1);
      expect(printed.stderr).toMatch(hostile.words);
      expect(printed.stderr).not.toMatch(STACK_TRACE);
      expect(positionsOutside(printed.stderr, Buffer.from(content).toString("utf8"))).toEqual([]);
      const json = JSON.parse(runValidate([path, "--json"], { defaultFile: path }).stdout);
      expect(json.problems.map((problem: { code: string }) => problem.code)).toContain(hostile.code);
      expect(json.problems.length).toBeLessThanOrEqual(MAX_PROBLEMS + 1);
    });
  }

  it("accepts nesting up to the limit and texts up to the limit (the checks are not too eager)", () => {
    const nested = file("nested.json", `{"x": ${"[".repeat(MAX_DEPTH - 1)}${"]".repeat(MAX_DEPTH - 1)}}`);
    expect(runValidate([nested, "--json"], { defaultFile: nested }).stdout).not.toMatch(/too-deep/);
    const long = file("long.json", withHeading("x".repeat(MAX_TEXT_LENGTH)));
    expect(runValidate([long, "--json"], { defaultFile: long }).stdout).not.toMatch(/text-too-long/);
  });

  const tsx = resolve("node_modules/.bin/tsx");

  it("prints the same words from the real command, with exit code 1 and no stack", () => {
    const path = file("cli-deep.json", "[".repeat(100_000));
    const run = spawnSync(tsx, ["scripts/validate.ts", path], {
      encoding: "utf8",
      env: { ...process.env, NO_COLOR: "1" },
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/too-deep|nested more than 64 deep/);
    expect(run.stderr).not.toMatch(STACK_TRACE);
  });

  it("makes the build refuse with the same words, leaving the output folder as it was", () => {
    const path = file("build-utf16.json", Buffer.from(shipped, "utf16le"));
    const dist = join(scratch, "dist");
    mkdirSync(join(dist, "client"), { recursive: true });
    writeFileSync(join(dist, "client", "index.html"), "the last good build");
    const run = spawnSync(tsx, ["scripts/build.ts"], {
      encoding: "utf8",
      env: { ...process.env, NO_COLOR: "1", SITE_JSON: path, DIST_DIR: dist },
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/the file is saved as UTF-16, not UTF-8/);
    expect(run.stderr).not.toMatch(STACK_TRACE);
    expect(readFileSync(join(dist, "client", "index.html"), "utf8")).toBe("the last good build");
  });
});
