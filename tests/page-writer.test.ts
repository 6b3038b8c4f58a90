/**
 * The prerender's pages are written by a thread of their own (src/build/page-writer.ts): every page handed over is
 * on disk when `done` resolves, an unchanged page linked from the last output is replaced rather than written
 * through, and a page that cannot be written fails the build instead of going missing.
 */
import { linkSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { makeFoldersInBackground, pageWriter } from "../src/build/page-writer.ts";

const folder = resolve(".scratch/page-writer-test");
const client = join(folder, "client");

beforeEach(() => {
  rmSync(folder, { recursive: true, force: true });
  mkdirSync(client, { recursive: true });
});
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe("the page writer", () => {
  it("writes every page handed over, more than it holds at once, making the folders missing", async () => {
    const writer = pageWriter();
    const pages = Array.from({ length: 500 }, (_, index) => ({
      file: join(client, index % 2 ? `page-${index}` : `es/page-${index}`, "index.html"),
      content: `<h1>Page ${index}</h1>`.repeat(200),
    }));
    // Handed over as Vike does: several renders at once, each waiting only when the thread is behind.
    await Promise.all(
      Array.from({ length: 8 }, async (_, lane) => {
        for (let index = lane; index < pages.length; index += 8) {
          await writer.write(pages[index]!.file, pages[index]!.content);
        }
      }),
    );
    expect(await writer.done()).toBe(pages.length);
    for (const page of pages) expect(readFileSync(page.file, "utf8")).toBe(page.content);
  });

  it("replaces a page linked from the last output, which keeps its own bytes", async () => {
    const previous = join(folder, "previous", "about", "index.html");
    mkdirSync(join(previous, ".."), { recursive: true });
    writeFileSync(previous, "the last build's page");
    const page = join(client, "about", "index.html");
    mkdirSync(join(page, ".."), { recursive: true });
    linkSync(previous, page);
    const writer = pageWriter();
    await writer.write(page, "this build's page");
    await writer.done();
    expect(readFileSync(page, "utf8")).toBe("this build's page");
    expect(readFileSync(previous, "utf8")).toBe("the last build's page");
    expect(statSync(page).ino).not.toBe(statSync(previous).ino);
  });

  it("fails with the page it could not write, and says so to every later page", async () => {
    writeFileSync(join(client, "blocked"), "a file where a page's folder goes");
    const writer = pageWriter();
    await writer.write(join(client, "blocked", "index.html"), "never written");
    await expect(writer.done()).rejects.toThrow(/blocked\/index\.html/);
    await expect(writer.write(join(client, "after", "index.html"), "x")).rejects.toThrow(/blocked/);
  });
});

describe("the pages' folders, made on a thread of their own while the prerender starts", () => {
  it("makes each page's folder, nested ones too, and takes a folder made meanwhile as made", async () => {
    mkdirSync(join(client, "es", "poda"), { recursive: true }); // as if the prerender had written that page first
    const made = await makeFoldersInBackground(client, [
      "index.html",
      "about/index.html",
      "es/poda/index.html",
      "es/blog/consejos/index.html",
      "blog/first/index.html",
    ]);
    for (const page of ["about", "es/poda", "es/blog/consejos", "blog/first"]) {
      expect(statSync(join(client, page)).isDirectory(), page).toBe(true);
    }
    // about, es/blog, es/blog/consejos, blog, blog/first: the folders that were not there yet.
    expect(made).toBe(5);
  });
});
