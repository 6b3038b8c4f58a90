import { execFileSync, spawn } from "node:child_process";
import {
  closeSync,
  cpSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readdirSync,
  readFileSync,
  rmSync,
  truncateSync,
  writeFileSync,
} from "node:fs";
import http from "node:http";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startEditorServer, type EditorServer } from "../editor/server/server.ts";
import { visit } from "jsonc-parser";
import {
  dataShape,
  MAX_DEPTH,
  MAX_FIELDS,
  MAX_FILE_BYTES,
  MAX_TEXT_LENGTH,
  noFieldTwice,
} from "../src/validate/read/input-limits.ts";
import { displayName } from "../src/site/load.ts";
import { repeatedFields } from "../src/validate/read/locate.ts";
import { hashText } from "../src/save/save.ts";
import { runValidate } from "../src/validate/command.ts";
import { validateSiteText } from "../src/validate/index.ts";
import { HOSTILE_DRAWINGS, hostileFiles } from "./fixtures/hostile-files.ts";
import { positionsOutside, STACK_TRACE } from "./fixtures/output.ts";

/*
 * Files nobody writes on purpose, each of which once crashed the check or could: every one is refused with
 * one clear problem at a place inside the file, exit code 1, and no stack trace, by `npm run validate` and by
 * `npm run build`; and none can reach the editor's walks over data or change the prototype of every object.
 */

const scratch = mkdtempSync(join(tmpdir(), "hostile-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));
// Image paths are checked beside the file: the hostile copies of the real site see the real images.
cpSync(resolve("images"), join(scratch, "images"), { recursive: true }); // a copy: a linked images/ is refused
const shipped = readFileSync("site.json", "utf8");
const cases = hostileFiles(shipped);

function file(name: string, content: string | Uint8Array): string {
  const path = join(scratch, name);
  writeFileSync(path, content);
  return path;
}

interface Printed {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** A real command, as the owner types it, with no colours (not a terminal). */
function run(command: string, args: string[], options: { cwd?: string; env?: NodeJS.ProcessEnv } = {}) {
  return new Promise<Printed>((done, fail) => {
    const child = spawn(command, args, {
      cwd: options.cwd,
      env: { ...process.env, NO_COLOR: "1", ...options.env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString("utf8")));
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString("utf8")));
    child.on("error", fail);
    child.on("close", (code) => done({ code, stdout, stderr }));
  });
}

const polluted = () => Object.keys(Object.prototype).concat("polluted" in {} ? ["polluted"] : []);

describe("hostile files", () => {
  for (const hostile of cases) {
    it(`refuses ${hostile.name} with one ${hostile.code} problem inside the file, exit 1 and no stack`, () => {
      const content = hostile.content();
      const path = file(`${hostile.name}.json`, content);
      const printed = runValidate([path], { defaultFile: path });
      expect(printed.code).toBe(1);
      expect(printed.stderr).toMatch(hostile.words);
      expect(printed.stderr).not.toMatch(STACK_TRACE);
      const text = Buffer.from(content).toString("utf8");
      expect(positionsOutside(printed.stderr, text)).toEqual([]);
      expect(printed.stderr).toMatch(/^\S+\.json:\d+:\d+ {2}/m);
      const json = JSON.parse(runValidate([path, "--json"], { defaultFile: path }).stdout);
      expect(json.problems.map((problem: { code: string }) => problem.code)).toEqual([
        ...(hostile.before ?? []),
        hostile.code,
      ]);
      expect(polluted()).toEqual([]);
      // A guard against a hang, not a speed test: the largest of these files took 5.7 s beside a build on 2 cores.
    }, 60_000);
  }

  it("accepts what is only near the limits, and refuses one step past each: the checks are not too eager", () => {
    const codes = (text: string) => [...new Set(validateSiteText(text).problems.map((problem) => problem.code))];
    const site = (inside: string) => shipped.replace('"site": {', `"site": { ${inside}`);
    // The file's object is level 1 and "site" level 2: MAX_DEPTH - 2 lists inside reach MAX_DEPTH.
    const lists = (levels: number) => site(`"extra": ${"[".repeat(levels)}${"]".repeat(levels)},`);
    expect(codes(lists(MAX_DEPTH - 2))).not.toContain("too-deep");
    expect(codes(lists(MAX_DEPTH - 1))).toEqual(["too-deep"]);
    const long = (length: number) => site(`"extra": "${"x".repeat(length)}",`);
    expect(codes(long(MAX_TEXT_LENGTH))).not.toContain("text-too-long");
    expect(codes(long(MAX_TEXT_LENGTH + 1))).toEqual(["text-too-long"]);
    const fields = (count: number) =>
      site(`"extra": {${Array.from({ length: count }, (_, i) => `"k${i}": 1`).join(", ")}},`);
    expect(codes(fields(MAX_FIELDS))).not.toContain("too-many-fields");
    expect(codes(fields(MAX_FIELDS + 1))).toEqual(["too-many-fields"]);
    // Brackets inside texts and comments are no nesting, and "constructor" as a value is a word like any other:
    // this file is refused for what is really wrong with it (an unknown field, a comment), read to the end.
    const quiet = codes(site(`"extra": ["constructor", "${"[".repeat(200)}"], /* ${"{".repeat(200)} " */`));
    expect(quiet).toContain("unknown-field");
    expect(quiet).toContain("json-comment");
    for (const code of ["too-deep", "text-too-long", "too-many-fields", "forbidden-field", "too-many-problems"]) {
      expect(quiet).not.toContain(code);
    }
  });

  it("refuses a file over 256 MB without reading it", () => {
    const path = join(scratch, "huge.json");
    closeSync(openSync(path, "w"));
    truncateSync(path, MAX_FILE_BYTES + 1); // sparse: nothing is written to the disk
    const started = performance.now();
    const printed = runValidate([path], { defaultFile: path });
    expect(performance.now() - started).toBeLessThan(1_000);
    expect(printed.code).toBe(1);
    expect(printed.stderr).toContain("the file is 256 MB, too big to be read as a site");
  });

  it("prints the same words from `npm run validate`, with exit code 1 and no stack", async () => {
    const chosen = ["deep-lists", "deep-behind-a-comment", "utf16-without-bom", "png", "proto"];
    const runs = await Promise.all(
      chosen.map(async (name) => {
        const hostile = cases.find((candidate) => candidate.name === name)!;
        const path = file(`cli-${name}.json`, hostile.content());
        return {
          name,
          inProcess: runValidate([path], { defaultFile: path }),
          cli: await run("npm", ["run", "--silent", "validate", "--", path]),
        };
      }),
    );
    for (const { name, inProcess, cli } of runs) {
      expect(cli.code, name).toBe(1);
      expect(cli.stderr, name).toContain(inProcess.stderr);
      expect(cli.stderr + cli.stdout, name).not.toMatch(STACK_TRACE);
    }
  }, 120_000);

  it("makes `npm run build` refuse with the same words, leaving the output folder as it was", async () => {
    const runs = await Promise.all(
      ["utf16-with-bom", "deep-behind-wrong-closers"].map(async (name) => {
        const hostile = cases.find((candidate) => candidate.name === name)!;
        const path = file(`build-${name}.json`, hostile.content());
        const dist = join(scratch, `dist-${name}`);
        mkdirSync(join(dist, "client"), { recursive: true });
        writeFileSync(join(dist, "client", "index.html"), "the last good build");
        const build = await run("npm", ["run", "--silent", "build"], { env: { SITE_JSON: path, DIST_DIR: dist } });
        return { name, dist, build, words: runValidate([path], { defaultFile: path }).stderr.split("\n\n")[0]! };
      }),
    );
    for (const { name, dist, build, words } of runs) {
      expect(build.code, name).toBe(1);
      expect(build.stderr, name).toContain(words);
      expect(build.stderr + build.stdout, name).not.toMatch(STACK_TRACE);
      expect(readFileSync(join(dist, "client", "index.html"), "utf8")).toBe("the last good build");
      expect(build.stderr, name).toContain(`${displayName(dist)}/ was left as it was.`); // DIST_DIR, not dist/
    }
  }, 120_000);

  it("reads the copy staged for commit as bytes, so a staged UTF-16 file is told as one", async () => {
    const repo = join(scratch, "repo");
    mkdirSync(repo);
    const git = (...args: string[]) => execFileSync("git", args, { cwd: repo, stdio: "ignore" });
    git("init", "-q");
    writeFileSync(join(repo, "site.json"), Buffer.from(shipped, "utf16le"));
    git("add", "site.json");
    writeFileSync(join(repo, "site.json"), shipped); // the working copy is fine: only the staged one is not
    const staged = await run(resolve("node_modules/.bin/tsx"), [resolve("scripts/validate.ts"), "--staged"], {
      cwd: repo,
    });
    expect(staged.code).toBe(1);
    expect(staged.stderr).toContain(
      "site.json:1:1  the whole file\n  error     the file is saved as UTF-16, not UTF-8",
    );
    expect(staged.stderr).not.toMatch(STACK_TRACE);
  }, 120_000);
});

describe("the editor's server, sent hostile data", () => {
  const PORT = Number(process.env.OWNER_EDIT_PORT ?? 4183) + 17;
  let editor: EditorServer;
  let site: string;

  beforeAll(async () => {
    const folder = join(scratch, "editor");
    mkdirSync(folder);
    site = join(folder, "site.json");
    writeFileSync(site, shipped);
    cpSync(resolve("images"), join(folder, "images"), { recursive: true });
    editor = await startEditorServer({ siteFile: site, port: PORT, app: false });
  });
  afterAll(() => editor?.close());

  function post(
    url: string,
    body: string,
    type = "application/json",
    more: Record<string, string> = {},
  ): Promise<{ status: number; body: string }> {
    const headers = {
      host: `127.0.0.1:${PORT}`,
      origin: `http://127.0.0.1:${PORT}`,
      "content-type": type,
      "x-editor-token": editor.token,
      cookie: editor.cookie,
      ...more,
    };
    return new Promise((done, fail) => {
      const request = http.request({ host: "127.0.0.1", port: PORT, method: "POST", path: url, headers }, (reply) => {
        let text = "";
        reply.on("data", (chunk: Buffer) => (text += chunk.toString("utf8")));
        reply.on("end", () => done({ status: reply.statusCode!, body: text }));
      });
      request.on("error", fail);
      request.end(body);
    });
  }

  // The data arrives already parsed: each is refused before the walks over it (the text edit, the check) run.
  const data = (inside: string) => shipped.replace('"site": {', `"site": { ${inside}`);
  const bodies: [string, string, RegExp][] = [
    ["a __proto__ field", data('"__proto__": { "polluted": true },'), /'__proto__' cannot be a field name/],
    ["constructor.prototype", data('"constructor": { "prototype": { "polluted": true } },'), /'constructor'/],
    ["20,000 fields", data('"k": 1, '.repeat(20_000)), /more than 2,000 fields/],
    ["nesting behind wrong closers", data(`"deep": ${"[},".repeat(50_000)}]`), /nested more than 64 deep/],
  ];
  for (const [name, text, words] of bodies) {
    it(`refuses ${name} in /api/check and /api/save with a 4xx and its words, and changes nothing`, async () => {
      const before = hashText(readFileSync(site, "utf8"));
      for (const url of ["/api/check", "/api/save"]) {
        const reply = await post(url, `{"data": ${text}, "baseHash": "${before}"}`);
        expect(reply.status, url).toBeGreaterThanOrEqual(400);
        expect(reply.status, url).toBeLessThan(500);
        expect(reply.body, url).toMatch(words);
      }
      expect(hashText(readFileSync(site, "utf8"))).toBe(before);
      expect(polluted()).toEqual([]);
    });
  }

  // Changes, each within the limits, that together nest deeper than them: one put inside another, in one request.
  const nested = (depth: number, wrap: (inner: unknown) => unknown): unknown => {
    let value: unknown = 1;
    for (let level = 0; level < depth; level++) value = wrap(value);
    return value;
  };
  /** The places of the first `steps` levels inside a value: where a second such value goes to nest deeper still. */
  const placesIn = (value: unknown, steps: number): (string | number)[] => {
    const places: (string | number)[] = [];
    for (let at = value; places.length < steps;) {
      const key = Array.isArray(at) ? 0 : Object.keys(at as object)[0]!;
      places.push(key);
      at = (at as Record<string | number, unknown>)[key];
    }
    return places;
  };
  const built: [string, unknown][] = [
    ["objects", nested(40, (inner) => ({ a: inner }))],
    ["lists", nested(40, (inner) => [inner])],
    ["lists of objects", nested(20, (inner) => [{ a: inner }])],
  ];
  for (const [name, value] of built) {
    it(`refuses ${name} nested past the limit across changes with its words, a 4xx, and changes nothing`, async () => {
      const before = hashText(readFileSync(site, "utf8"));
      const changes = [
        { at: ["site", "deep"], value },
        { at: ["site", "deep", ...placesIn(value, 39)], value },
      ];
      for (const url of ["/api/check", "/api/save"]) {
        const reply = await post(url, JSON.stringify({ baseHash: before, changes }));
        expect(reply.status, url).toBe(400);
        expect(reply.body, url).toMatch(/the changes are refused: .*nested more than 64 deep/);
      }
      expect(hashText(readFileSync(site, "utf8"))).toBe(before);
    });
  }

  it("refuses every hostile drawing of the corpus at upload with a 415 that says why, and writes nothing", async () => {
    const images = join(scratch, "editor", "images");
    const before = readdirSync(images, { recursive: true }).length;
    for (const { name, content } of HOSTILE_DRAWINGS) {
      const reply = await post("/api/images", content, "image/svg+xml", { "x-file-name": `${name}.svg` });
      expect(reply.status, name).toBe(415);
      expect(reply.body, name).toMatch(/this drawing has .+ in it, which a picture on a website may not have/);
      expect(reply.body, name).not.toMatch(STACK_TRACE);
    }
    expect(readdirSync(images, { recursive: true }).length).toBe(before);
  });

  it("still saves ordinary data afterwards (the refusals above are the screen, not a broken server)", async () => {
    const before = hashText(readFileSync(site, "utf8"));
    const changed = JSON.parse(shipped);
    changed.pages[0].title = "A new title for the home page";
    const reply = await post("/api/save", JSON.stringify({ data: changed, baseHash: before }));
    expect(reply.status).toBe(200);
    expect(JSON.parse(readFileSync(site, "utf8")).pages[0].title).toBe("A new title for the home page");
  });
});

describe("a field written twice: told by the colons (noFieldTwice), found by one scan (repeatedFields)", () => {
  /** The truth: jsonc-parser names every field the text writes; none is lost exactly when the data has as many. */
  const writtenTwice = (text: string) => {
    let written = 0;
    visit(text, { onObjectProperty: () => void written++ });
    return written !== dataShape(JSON.parse(text)).keys;
  };
  const told = (text: string) => !noFieldTwice(text, dataShape(JSON.parse(text)));
  /** jsonc-parser's account of each field written again in its object: the object's path, the name, where. */
  const repeatedByTokens = (text: string) => {
    const found: { path: (string | number)[]; offset: number }[] = [];
    const seen: Set<string>[] = [];
    visit(text, {
      onObjectBegin: () => void seen.push(new Set()),
      onObjectEnd: () => void seen.pop(),
      onObjectProperty: (name, offset, _length, _line, _column, pathSupplier) => {
        if (seen.at(-1)!.has(name)) found.push({ path: [...pathSupplier(), name], offset });
        seen.at(-1)!.add(name);
      },
    });
    return found;
  };

  it("tells the texts an owner or a bad paste writes, colons and escapes in names and texts included", () => {
    const cases = [
      '{"a": 1, "b": "c"}',
      '{"a": 1, "a": 2}',
      '{"time": "9:00", "note": "a: b: c"}',
      '{"time": "9:00", "time": "9:30"}',
      '{"a:b": 1, "c": {"d:": ":"}}',
      '{"a": {"b": 1, "b": ":"}, "c": [1, {"d": 2}]}',
      '{"a": [{"b": "x"}, {"b": "y", "b": "z"}]}',
      // A lost field balanced by a colon written as an escape: the colons alone would miss it.
      '{"b": "\\u003a", "a": 1, "a": 2}',
      '{"b": "\\u003a", "a": 1}',
      '{"b": "\\\\u003a", "a": 1, "a": 2}',
      '{"q": "say \\"a\\": 1", "a": 1}',
      '{"q": "say \\"a\\": 1", "a": 1, "a": 1}',
      '{"\\u0061": 1, "a": 2}',
    ];
    for (const text of cases) {
      expect(told(text), text).toBe(writtenTwice(text));
      expect(repeatedFields(text), text).toEqual(repeatedByTokens(text));
    }
    expect(cases.filter(writtenTwice).length).toBe(8);
  });

  it("agrees with jsonc-parser on a thousand random texts, with and without a field written twice", () => {
    // A small deterministic generator: the same texts at every run.
    let seed = 13;
    const random = () => (seed = (seed * 48_271) % 2_147_483_647) / 2_147_483_647;
    const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]!;
    const words = ["a", "b", "a:b", ":", "x: y", 'say "hi": now', "\\", "café", "’", "{", "}, {"];
    /** A text as JSON, its colons sometimes written as escapes. */
    const string = (value: string, escapes: boolean) => {
      const written = JSON.stringify(value);
      return escapes && random() < 0.5 ? written.replaceAll(":", "\\u003a") : written;
    };
    /** JSON text of random data; an object's names are drawn from a few, so some are written twice. */
    const write = (depth: number, escapes: boolean): string => {
      const kind = depth > 3 ? 0 : Math.floor(random() * 4);
      if (kind === 0) return string(pick(words), escapes);
      if (kind === 1) return String(Math.floor(random() * 100));
      const length = Math.floor(random() * 4);
      if (kind === 2) return `[${Array.from({ length }, () => write(depth + 1, escapes)).join(", ")}]`;
      const fields = Array.from(
        { length: length + 1 },
        () => `${string(pick(words), escapes)}: ${write(depth + 1, escapes)}`,
      );
      return `{${fields.join(random() < 0.5 ? ", " : ",\n  ")}}`;
    };
    const seen = { twice: 0, once: 0 };
    for (let run = 0; run < 1_000; run++) {
      const text = `{"root": ${write(0, random() < 0.3)}}`;
      expect(told(text), text).toBe(writtenTwice(text));
      // Which fields, in which objects (lists in lists in objects), where: as jsonc-parser's tokens say.
      expect(repeatedFields(text), text).toEqual(repeatedByTokens(text));
      seen[writtenTwice(text) ? "twice" : "once"]++;
    }
    expect(seen.twice).toBeGreaterThan(100);
    expect(seen.once).toBeGreaterThan(100);
  });
});
