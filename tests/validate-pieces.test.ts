import { spawnSync } from "node:child_process";
import { closeSync, openSync, readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { beforeAll, describe, expect, it } from "vitest";
import { siteFolder } from "./fixtures/site-folder.ts";
import { generateSite } from "../tools/bench-site.ts";
import { validateSiteFile } from "../src/validate/check-file.ts";
import { checkInPieces, loadInPieces, PIECES, type Loaded } from "../src/validate/pieces/check-pieces.ts";
import { fileVersion } from "../src/validate/read/file-version.ts";

/*
 * A large file with nothing to report is checked in pieces, on this thread and a worker
 * (src/validate/pieces/check-pieces.ts). That path may only ever say "nothing to report": for any file the whole
 * check finds something in, wherever it is, it must give up, so that the whole check reports it.
 */

type Json = Record<string, any>;
const shipped = JSON.parse(readFileSync("site.json", "utf8")) as Parameters<typeof generateSite>[0];
// The worker's own bundle, made below as the command makes it from 4 cores.
const worker = pathToFileURL(resolve("node_modules/.cache/site-renderer/src__content__pieces-worker.mjs"));
// Small pieces of a small site: the same cuts, in a fraction of the time.
const PAGES = 160;
const small = { ...PIECES, fromBytes: 0, pieceBytes: 4 * 1024 };

const site = () => generateSite(structuredClone(shipped), PAGES) as Json;
const text = (data: Json) => JSON.stringify(data, null, 2) + "\n";
/** The version of the file a check that read it reports (a render thread renders its own read only of that one). */
const versionOf = (file: string) => {
  const fd = openSync(file, "r");
  try {
    return fileVersion(fd);
  } finally {
    closeSync(fd);
  }
};
const inPieces = (file: string, module: URL | undefined = worker, tuning = small) =>
  checkInPieces(file, { root: dirname(file) }, module, tuning);

describe("a large file checked in pieces", { timeout: 180_000 }, () => {
  beforeAll(() => {
    // Compiles the command and the worker's entry (which, run without a task, does nothing).
    spawnSync(process.execPath, ["scripts/compiled.mjs", "scripts/validate.ts", "--json", "site.json"]);
    spawnSync(process.execPath, ["scripts/compiled.mjs", "src/validate/pieces/worker.ts"]);
  });

  it("says a clean file is clean, on two threads and on one, counting its pages and posts", () => {
    const data = site();
    const file = siteFolder(text(data));
    expect(validateSiteFile(file, { root: dirname(file) })).toMatchObject({ ok: true, problems: [] });
    const clean = {
      ok: true,
      problems: [],
      counts: { pages: PAGES, posts: data.posts.length },
      version: versionOf(file),
    };
    expect(inPieces(file)).toEqual(clean);
    expect(inPieces(file, undefined)).toEqual(clean);
    // The worker's share may hold only the tail, or nearly everything.
    for (const share of [0.01, 0.2, 0.8, 1]) expect(inPieces(file, worker, { ...small, share })).toEqual(clean);
  });

  it("reads a file laid out with tabs or Windows line ends, and the posts before the pages", () => {
    const data = site();
    const { pages, ...rest } = data;
    const postsFirst = { ...rest, pages };
    const cases = {
      tabs: JSON.stringify(data, null, "\t"),
      "Windows line ends": text(data).replaceAll("\n", "\r\n"),
      "posts first": text(postsFirst),
    };
    for (const [name, written] of Object.entries(cases)) {
      const file = siteFolder(written);
      expect(validateSiteFile(file, { root: dirname(file) }).ok, name).toBe(true);
      expect(inPieces(file), name).toMatchObject({ ok: true, counts: { pages: PAGES } });
    }
  });

  it("gives the build the site the whole check gives, whatever the layout and order of the fields", () => {
    const data = site();
    const { pages, theme: _, ...rest } = data;
    const cases = {
      "two spaces": text(data),
      tabs: JSON.stringify(data, null, "\t"),
      "Windows line ends": text(data).replaceAll("\n", "\r\n"),
      // The theme's default filled in, the root's fields and each page's in another order than the schema's.
      "posts first, no theme, fields reordered": text({
        ...Object.fromEntries(Object.entries(rest).reverse()),
        pages: pages.map((page: Json) => Object.fromEntries(Object.entries(page).reverse())),
      }),
    };
    for (const [name, written] of Object.entries(cases)) {
      const file = siteFolder(written);
      const whole = validateSiteFile(file, { root: dirname(file) });
      expect(whole.ok, name).toBe(true);
      const loaded = loadInPieces(file, { root: dirname(file) }, small) as Loaded | undefined;
      expect(JSON.stringify(loaded?.site), name).toBe(JSON.stringify(whole.site));
      expect(loaded?.problems, name).toEqual([]);
    }
  });

  // The example's web address and email are an example's (warnings, which the whole check reports): as a business
  // that started from it and made them its own has it.
  const bakery = resolve("examples/butter-and-crumb");
  const sites: Record<string, () => string> = {
    "site.json": () => "site.json",
    "a copy of examples/butter-and-crumb with its own addresses": () =>
      siteFolder(
        readFileSync(join(bakery, "site.json"), "utf8").replaceAll(".example", ".com"),
        join(bakery, "images"),
      ),
  };
  it.each(Object.keys(sites))(
    "gives the build the site the whole check gives for %s, in pieces of the size it uses",
    (name) => {
      const file = sites[name]!();
      const whole = validateSiteFile(file, { root: dirname(file) });
      expect(whole.problems).toEqual([]);
      const loaded = loadInPieces(file, { root: dirname(file) }) as Loaded | undefined;
      expect(JSON.stringify(loaded?.site)).toBe(JSON.stringify(whole.site));
    },
  );

  it("reads a small file as one piece, even when its first piece would reach into its posts", () => {
    const data = structuredClone(shipped) as Json;
    const written = text(data);
    const file = siteFolder(written);
    const whole = validateSiteFile(file, { root: dirname(file) });
    expect(whole.ok).toBe(true);
    expect(data.posts.length).toBeGreaterThan(1);
    // A first piece that ends past the pages' list (at a post, which starts a line as a page does), and one that
    // ends at the file's end.
    const postsAt = Buffer.byteLength(written.slice(0, written.indexOf('"posts": [')));
    for (const pieceBytes of [postsAt, 1024 * 1024]) {
      const tuning = { ...PIECES, pieceBytes };
      const loaded = loadInPieces(file, { root: dirname(file) }, tuning) as Loaded | undefined;
      expect(JSON.stringify(loaded?.site), `pieces of ${pieceBytes} bytes`).toBe(JSON.stringify(whole.site));
      data.posts[1].blocks.push(structuredClone(data.pages[0].blocks[0]));
      const broken = siteFolder(text(data));
      expect(loadInPieces(broken, { root: dirname(broken) }, tuning), `pieces of ${pieceBytes} bytes`).toBe(undefined);
      data.posts[1].blocks.pop();
    }
  });

  it("leaves a file with anything to report to the build's whole check", () => {
    for (const [mistake, make] of Object.entries(mistakes)) {
      const data = site();
      make(data, data.pages[40]);
      const file = siteFolder(text(data));
      expect(loadInPieces(file, { root: dirname(file) }, small), mistake).toBeUndefined();
    }
  });

  it("leaves a file it cannot cut to the whole check", () => {
    const data = site();
    for (const written of [JSON.stringify(data), `\ufeff${text(data)}`, text({ ...data, pages: [] })]) {
      expect(inPieces(siteFolder(written))).toBeUndefined();
    }
  });

  /** Each changes one page (or the root) so that the whole check has something to say. */
  const mistakes: Record<string, (data: Json, page: Json) => void> = {
    "an empty title (the schema)": (_, page) => (page.title = " "),
    "an unknown block type (the schema)": (_, page) => page.blocks.push({ type: "txt", paragraphs: ["x"] }),
    "an unknown field (the schema)": (_, page) => (page.blocks[0].subtitle = "x"),
    "a link to no page (a site rule)": (_, page) => page.blocks.push({ type: "text", paragraphs: ["[x](/nowhere)"] }),
    "an unknown placeholder (a part rule)": (_, page) => (page.blocks[0].heading = "Call {phon}"),
    "a missing image (a part rule)": (_, page) =>
      page.blocks.push({ type: "gallery", heading: "G", images: [{ src: "images/none.jpg", alt: "x" }] }),
    "a second hero (a part rule)": (_, page) => page.blocks.push(structuredClone(page.blocks[0])),
    "a long title (a warning)": (_, page) =>
      (page.title = "A title far longer than any search result shows in full, cut after sixty"),
    "a forbidden field name": (_, page) => (page.blocks[0].constructor = "x"),
    "nesting too deep": (_, page) => {
      let deep: Json = {};
      page.blocks[0].deep = deep;
      for (let level = 0; level < 70; level++) deep = deep.next = {};
    },
    "a second page at the same address (a site rule)": (data, page) => (page.path = data.pages[0].path),
  };
  const positions = { "the head": 1, "this thread's pieces": 40, "the worker's pieces": 100, "the tail": PAGES - 1 };

  it("gives up on every mistake, wherever it is, which the whole check then reports", () => {
    for (const [mistake, make] of Object.entries(mistakes)) {
      for (const [where, index] of Object.entries(positions)) {
        const data = site();
        make(data, data.pages[index]);
        const file = siteFolder(text(data));
        const whole = validateSiteFile(file, { root: dirname(file) });
        expect(whole.problems.length, `${mistake} in ${where}`).toBeGreaterThan(0);
        expect(inPieces(file), `${mistake} in ${where}`).toBeUndefined();
      }
    }
  });

  it("gives up on a mistake in a post, with the posts after the pages or before them", () => {
    for (const postsFirst of [false, true]) {
      const data = site();
      data.posts[0].blocks.push(structuredClone(data.pages[0].blocks[0]));
      const { pages, ...rest } = data;
      const file = siteFolder(text(postsFirst ? { ...rest, pages } : data));
      const whole = validateSiteFile(file, { root: dirname(file) });
      expect(whole.problems.map((problem) => problem.code)).toEqual(["post-hero"]);
      expect(inPieces(file), `posts first: ${postsFirst}`).toBeUndefined();
      expect(inPieces(file, undefined), `posts first: ${postsFirst}`).toBeUndefined();
      expect(loadInPieces(file, { root: dirname(file) }, small)).toBeUndefined();
    }
  });

  it("gives up on mistakes of the text itself and of the root", () => {
    const written = text(site());
    const at = (fraction: number) => written.indexOf('"title": ', Math.floor(written.length * fraction));
    const cases = {
      "a field written twice, early": written.replace('"title": ', '"title": "x", "title": '),
      "a field written twice, late": written.slice(0, at(0.9)) + '"title": "x", ' + written.slice(at(0.9)),
      "a trailing comma, late": written.slice(0, at(0.7)) + written.slice(at(0.7)).replace("}\n", "},\n"),
      "bytes that are not UTF-8": Buffer.concat([
        Buffer.from(written.slice(0, at(0.6))),
        Buffer.from([0xff]),
        Buffer.from(written.slice(at(0.6))),
      ]),
      "a root field written twice, before and after the pages": written.replace(
        /\n}\n$/,
        `,\n  "navigation": ${JSON.stringify(shipped.navigation)}\n}\n`,
      ),
      "a post with a hero": (() => {
        const data = site();
        data.posts[0].blocks.push(structuredClone(data.pages[0].blocks[0]));
        return text(data);
      })(),
    };
    for (const [name, content] of Object.entries(cases)) {
      const file = siteFolder(content as string);
      expect(validateSiteFile(file, { root: dirname(file) }).problems.length, name).toBeGreaterThan(0);
      expect(inPieces(file), name).toBeUndefined();
    }
  });

  it("gives up when the worker never answers or fails", () => {
    const file = siteFolder(text(site()));
    const impatient = { ...small, startMs: 500, answerMs: 500 };
    expect(inPieces(file, new URL("data:text/javascript,export {}"), impatient)).toBeUndefined();
    expect(inPieces(file, new URL("data:text/javascript,throw new Error('no')"), impatient)).toBeUndefined();
  });

  it("is what the command does with a large clean file, and a broken one is reported whole", () => {
    const data = generateSite(structuredClone(shipped), 1_900) as Json;
    const clean = siteFolder(text(data));
    const valid = spawnSync(process.execPath, ["scripts/compiled.mjs", "scripts/validate.ts", clean], {
      encoding: "utf8",
    });
    expect(valid.stdout).toMatch(new RegExp(`is valid: 1900 pages, ${data.posts.length} posts`));
    expect(valid.status).toBe(0);
    data.pages[1500].title = " ";
    const broken = siteFolder(text(data));
    const run = spawnSync(process.execPath, ["scripts/compiled.mjs", "scripts/validate.ts", "--json", broken], {
      encoding: "utf8",
    });
    expect(run.status).toBe(1);
    expect(JSON.parse(run.stdout).problems).toEqual(validateSiteFile(broken, { root: dirname(broken) }).problems);
  });
});
