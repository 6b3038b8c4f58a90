/**
 * The parts of publishing that need no server: publish.json's mistakes placed by line and column, the changes in
 * words for the commit message and the history, the true conflicts of a merge, and the one-at-a-time lock.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { changesInWords, summaryLine } from "../src/publish/change-words.ts";
import { chooseTarget, readPublishConfig } from "../src/publish/config.ts";
import { PublishBusy, withPublishLock } from "../src/publish/lock.ts";
import { trueConflicts } from "../src/publish/site-conflicts.ts";
import { run } from "../src/publish/run.ts";
import { checkBuiltOutput } from "../src/publish/verify-output.ts";
import { prefixPage, prefixStyles, previewAddress, previewToken } from "../src/publish/preview-copy.ts";
import { asSite, minimalSite } from "./fixtures/site.ts";

const folder = mkdtempSync(join(tmpdir(), "publish-parts-"));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const site = () => ({
  business: { name: "Oak & Co", phone: { display: "(407) 555-0123" } },
  pages: [
    { path: "/", title: "Home | Oak & Co", blocks: [{ type: "hero", heading: "Trees" }] },
    { path: "/about", title: "About us | Oak & Co", blocks: [{ type: "text", heading: "Who" }] },
  ],
});

describe("publish.json", () => {
  it("names each mistake with its line and column, as site.json's are", () => {
    const file = join(folder, "publish.json");
    writeFileSync(
      file,
      '{\n  "targets": {\n    "live": {\n      "type": "server",\n      "path": "/srv/site",\n      "keep": "five",\n      "liveUrl": "https://example.com/"\n    }\n  }\n}\n',
    );
    const read = readPublishConfig(file);
    expect(read.ok).toBe(false);
    const problem = !read.ok ? read.problems[0]! : undefined;
    expect(problem).toMatchObject({ line: 6, column: 15, code: "wrong-type", place: "targets › live › keep" });
  });

  it("says a syntax slip where it is, and a missing file in words", () => {
    const file = join(folder, "slip.json");
    writeFileSync(file, '{\n  "targets": {},\n}\n');
    const read = readPublishConfig(file);
    expect(!read.ok && read.problems[0]).toMatchObject({ code: "json-trailing-comma", line: 2 });
    const missing = readPublishConfig(join(folder, "nowhere.json"));
    expect(!missing.ok && missing.problems[0]!.message).toContain("publishing needs a target set up there");
  });

  it("chooses the only target, the default, or asks which", () => {
    const target = {
      type: "git" as const,
      remote: "origin",
      branch: "main",
      liveTimeout: 300,
      previewBranch: "preview",
    };
    expect(chooseTarget({ targets: { a: target } }).name).toBe("a");
    expect(() => chooseTarget({ targets: { a: target, b: target } })).toThrow(/name one with --target \(a, b\)/);
    expect(chooseTarget({ targets: { a: target, b: target }, default: "b" }).name).toBe("b");
  });
});

describe("changes in words", () => {
  it("names the page by its title and the field by its name", () => {
    const after = site();
    after.pages[0]!.blocks[0]!.heading = "Big trees";
    after.business.phone.display = "(407) 555-0199";
    after.pages[1]!.title = "About | Oak & Co";
    expect(changesInWords(site(), after)).toEqual([
      "Business: phone number changed",
      "Home page: heading changed",
      'Page "About": title changed',
    ]);
  });

  it("says pages added and removed by address, and shortens a long subject at a word", () => {
    const after = site();
    after.pages.push({ path: "/new", title: "New | Oak", blocks: [] });
    expect(changesInWords(site(), after)).toEqual(["Pages: /new added"]);
    expect(summaryLine(["Home page: heading changed", "x".repeat(300)], 40)).toBe("Home page: heading changed…");
  });
});

describe("the true conflicts of a publish merge", () => {
  it("are the values both sides changed differently, and nothing else", () => {
    const [base, mine, theirs] = [site(), site(), site()];
    mine.pages[0]!.blocks[0]!.heading = "Mine";
    theirs.pages[1]!.blocks[0]!.heading = "Theirs elsewhere";
    expect(trueConflicts(base, mine, theirs)).toEqual([]);
    theirs.pages[0]!.blocks[0]!.heading = "Theirs";
    expect(trueConflicts(base, mine, theirs)).toEqual(['page "/" › block 1 (hero) › heading']);
  });
});

describe("the built output's check", () => {
  it("finds a missing page and a link to nowhere", () => {
    const client = join(folder, "client");
    const fixture = asSite(minimalSite());
    rmSync(client, { recursive: true, force: true });
    mkdirSync(client, { recursive: true });
    writeFileSync(
      join(client, "index.html"),
      '<a href="/nowhere">x</a><a href="/">home</a><a href="//cdn.example/x">cdn</a>',
    );
    const check = checkBuiltOutput(client, fixture);
    expect(check.brokenLinks).toEqual(["/ → /nowhere"]);
    const routes = [...fixture.pages, ...fixture.posts].map((entry) => entry.path);
    expect(check.missingPages).toEqual(routes.filter((path) => path !== "/"));
  });
});

describe("the publish lock", () => {
  it("refuses a second publish while one runs, and is free again after", async () => {
    const stateDir = join(folder, "state");
    let second: unknown;
    await withPublishLock(stateDir, async () => {
      second = await withPublishLock(stateDir, async () => "ran").catch((error: unknown) => error);
    });
    expect(second).toBeInstanceOf(PublishBusy);
    expect((second as Error).message).toMatch(/another publish is running \(process \d+, since /);
    expect(await withPublishLock(stateDir, async () => "ran")).toBe("ran");
  });
});

describe("a program's output, as publishing reads it (git show, rsync, ssh)", () => {
  it("keeps every letter whole, wherever the pipe cuts its bytes", async () => {
    // One ASCII letter, then two-byte letters: every chunk boundary at an even byte count falls inside a letter.
    const text = "a" + "á".repeat(200_000);
    const result = await run(process.execPath, ["-e", `process.stdout.write("a" + "á".repeat(200000))`]);
    expect(result.code).toBe(0);
    expect(result.stdout.length).toBe(text.length);
    expect(result.stdout === text).toBe(true);
  });
});

describe("a preview's copy of the built site", () => {
  const prefix = "/preview/0123456789abcdef0123456789abcdef";
  it("puts every root-relative address under the preview's path, and leaves the others", () => {
    const html =
      '<!doctype html><html><head><meta charSet="utf-8"/><link rel="icon" href="/img/logo.svg"/>' +
      '<link rel="canonical" href="https://example.com/about"/><style>.a{background:url(/img/bg.svg)}</style></head>' +
      '<body><a href="/about">About</a><a href="//cdn.example.com/x">cdn</a><a href="#main">skip</a>' +
      '<img src="/img/a-400.jpg" srcset="/img/a-400.jpg 400w, /img/a-800.jpg 800w"/><form action="/thanks"></form></body></html>';
    const page = prefixPage(html, prefix);
    expect(page).toContain(`<meta charSet="utf-8"/><meta name="robots" content="noindex"/>`);
    expect(page).toContain(`href="${prefix}/img/logo.svg"`);
    expect(page).toContain(`url(${prefix}/img/bg.svg)`);
    expect(page).toContain(`href="${prefix}/about"`);
    expect(page).toContain(`srcset="${prefix}/img/a-400.jpg 400w, ${prefix}/img/a-800.jpg 800w"`);
    expect(page).toContain(`action="${prefix}/thanks"`);
    expect(page).toContain('href="https://example.com/about"');
    expect(page).toContain('href="//cdn.example.com/x"');
    expect(page).toContain('href="#main"');
  });

  it("turns a page's own robots line into noindex, and prefixes a style sheet's url()s", () => {
    const page = prefixPage('<html><head><meta name="robots" content="index, follow"/></head></html>', prefix);
    expect(page.match(/name="robots"/g)).toHaveLength(1);
    expect(page).toContain('<meta name="robots" content="noindex"/>');
    expect(prefixStyles("@font-face{src:url('/fonts/a.woff2')}", prefix)).toBe(
      `@font-face{src:url('${prefix}/fonts/a.woff2')}`,
    );
  });

  it("is at an address of 128 random bits under previewUrl, by default the live address's preview/", () => {
    expect(previewToken()).toMatch(/^[0-9a-f]{32}$/);
    expect(previewToken()).not.toBe(previewToken());
    expect(previewAddress("https://example.com", undefined, "abc")).toBe("https://example.com/preview/abc/");
    expect(previewAddress("https://example.com/", "https://preview.example.com", "abc")).toBe(
      "https://preview.example.com/abc/",
    );
  });

  it("refuses a preview branch that is the live branch, placed like every mistake", () => {
    const file = join(folder, "preview-branch.json");
    writeFileSync(
      file,
      '{\n  "targets": {\n    "host": { "type": "git", "branch": "main", "previewBranch": "main" }\n  }\n}\n',
    );
    const read = readPublishConfig(file);
    expect(!read.ok && read.problems[0]).toMatchObject({
      line: 3,
      place: "targets › host › previewBranch",
      message: 'the preview branch must not be the live branch "main"',
    });
  });
});
