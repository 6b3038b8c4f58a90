import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startEditorServer, type EditorServer } from "../editor/server/server.ts";
import { partsUsing, pictureUses, withPictureReplaced } from "../editor/shared/picture-uses.ts";
import { hashText } from "../src/save/save.ts";
import { routeRefusal } from "../editor/team/roles.ts";
import { ask, ownHeaders } from "./fixtures/editor-http.ts";

// The Pictures screen's server side, on a copy of the shipped site: the list with sizes, deleting a picture no page
// uses, refusing one in use (with the pages), and refusing any name that is not a real file of images/.
const root = path.resolve(import.meta.dirname, "..");
const shipped = readFileSync(path.join(root, "site.json"), "utf8");
const site = JSON.parse(shipped);
let dir: string;
let file: string;
let editor: EditorServer;

const reading = () => ({ host: `127.0.0.1:${editor.port}`, cookie: editor.cookie });
const listing = () => readdirSync(dir, { recursive: true }).map(String).sort();
const remove = (src: unknown, headers = ownHeaders(editor)) =>
  ask(editor.port, "POST", "/api/images/delete", headers, JSON.stringify({ src }));
const listed = async (): Promise<{ src: string; bytes: number; width: number }[]> =>
  JSON.parse((await ask(editor.port, "GET", "/api/site", reading())).body).images;

async function uploaded(name: string): Promise<string> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="40" height="30"><rect width="40" height="30" fill="#${name.length}a6"/></svg>`;
  const reply = await ask(
    editor.port,
    "POST",
    "/api/images",
    { ...ownHeaders(editor), "content-type": "image/svg+xml", "x-file-name": name },
    svg,
  );
  expect(reply.status).toBe(201);
  return JSON.parse(reply.body).src;
}

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), "editor-pictures-"));
  file = path.join(dir, "site.json");
  writeFileSync(file, shipped);
  cpSync(path.join(root, "images"), path.join(dir, "images"), { recursive: true });
  editor = await startEditorServer({ siteFile: file, port: 0, app: false });
});

afterAll(() => editor.close());

describe("where the site uses each picture", () => {
  it("finds every use with its description, and names the pages using one", () => {
    const uses = pictureUses(site);
    expect(uses.get("images/hero/about.svg")).toEqual([
      { path: ["pages", 1, "blocks", 0, "image"], alt: site.pages[1].blocks[0].image.alt },
      { path: ["pages", 13, "blocks", 0, "image"], alt: site.pages[13].blocks[0].image.alt },
    ]);
    expect(uses.get("images/brand/logo.svg")).toEqual([{ path: ["site", "logo"] }]);
    // A map's address is no picture.
    expect([...uses.keys()].every((src) => src.startsWith("images/"))).toBe(true);
    const title = (key: string) => (key === "site" ? "Website" : key);
    expect(partsUsing(site, "images/hero/about.svg", title)).toEqual([
      `Page “${site.pages[1].path}”`,
      `Page “${site.pages[13].path}”`,
    ]);
    expect(partsUsing(site, "images/social/default.svg", title)).toEqual(["Website", "languages › es-US"]);
  });

  it("replaces a picture everywhere, each place keeping its description, and nothing else", () => {
    const replaced = withPictureReplaced(site, "images/hero/about.svg", "images/hero/blog.svg");
    expect(pictureUses(replaced).get("images/hero/about.svg")).toBeUndefined();
    expect(pictureUses(replaced).get("images/hero/blog.svg")).toEqual([
      { path: ["pages", 1, "blocks", 0, "image"], alt: site.pages[1].blocks[0].image.alt },
      { path: ["pages", 11, "blocks", 0, "image"], alt: site.pages[11].blocks[0].image.alt },
      { path: ["pages", 13, "blocks", 0, "image"], alt: site.pages[13].blocks[0].image.alt },
      { path: ["pages", 23, "blocks", 0, "image"], alt: site.pages[23].blocks[0].image.alt },
    ]);
    // Untouched parts stay the same objects (an undo step holds only what changed); the original is not changed.
    expect(replaced.pages[0]).toBe(site.pages[0]);
    expect(replaced.business).toBe(site.business);
    expect(site.pages[1].blocks[0].image.src).toBe("images/hero/about.svg");
  });
});

describe("the list of pictures", () => {
  it("lists every file of images/ with its pixels and its size in bytes", async () => {
    const images = await listed();
    const files = readdirSync(path.join(dir, "images"), { recursive: true })
      .map(String)
      .filter((name) => /\.(svg|png|jpe?g|webp|avif)$/.test(name));
    expect(images.map((image) => image.src).sort()).toEqual(files.map((name) => `images/${name}`).sort());
    for (const image of images) expect(image.bytes).toBe(statSync(path.join(dir, image.src)).size);
    expect(images.find((image) => image.src === "images/hero/about.svg")!.width).toBeGreaterThan(0);
  });
});

describe("deleting a picture", () => {
  it("deletes a picture no page uses: the file is gone, and so is it from the list", async () => {
    const src = await uploaded("unused.svg");
    expect(existsSync(path.join(dir, src))).toBe(true);
    const reply = await remove(src);
    expect(reply.status).toBe(200);
    expect(existsSync(path.join(dir, src))).toBe(false);
    expect((await listed()).map((image) => image.src)).not.toContain(src);
  });

  it("refuses a picture the saved site uses, with the pages using it, and keeps the file", async () => {
    const before = listing();
    const reply = await remove("images/hero/contact.svg");
    expect(reply.status).toBe(409);
    expect(JSON.parse(reply.body)).toEqual({
      error: `this picture is used on Page “${site.pages[2].path}”, Page “${site.pages[14].path}”`,
      usedOn: [`Page “${site.pages[2].path}”`, `Page “${site.pages[14].path}”`],
    });
    const shared = JSON.parse((await remove("images/social/default.svg")).body);
    expect(shared.usedOn).toEqual(["Website", "Languages › es-US"]);
    expect(listing()).toEqual(before);
  });

  it("deletes a picture once the saved site no longer uses it", async () => {
    const src = await uploaded("used-then-not.svg");
    const data = JSON.parse(readFileSync(file, "utf8"));
    data.pages[1].blocks[0].image.src = src;
    writeFileSync(file, JSON.stringify(data, null, 2));
    expect((await remove(src)).status).toBe(409);
    writeFileSync(file, shipped);
    expect((await remove(src)).status).toBe(200);
    expect(existsSync(path.join(dir, src))).toBe(false);
  });

  it("refuses a delete without the editor's Origin or token, and deletes nothing", async () => {
    const src = await uploaded("kept.svg");
    const { origin: _origin, ...noOrigin } = ownHeaders(editor);
    const { "x-editor-token": _token, ...noToken } = ownHeaders(editor);
    expect((await remove(src, noOrigin)).status).toBe(403);
    expect((await remove(src, noToken)).status).toBe(403);
    expect((await remove(src, { ...ownHeaders(editor), origin: "http://evil.example" })).status).toBe(403);
    expect(existsSync(path.join(dir, src))).toBe(true);
    // The editor's own page may.
    expect((await remove(src)).status).toBe(200);
  });

  it("refuses any name that is not a real picture file of images/, and deletes nothing", async () => {
    const outside = path.join(mkdtempSync(path.join(tmpdir(), "editor-pictures-outside-")), "secret.svg");
    writeFileSync(outside, "<svg xmlns='http://www.w3.org/2000/svg'/>");
    symlinkSync(outside, path.join(dir, "images", "linked.svg"));
    symlinkSync(path.dirname(outside), path.join(dir, "images", "elsewhere"));
    mkdirSync(path.join(dir, "images", "folder.svg"));
    const before = listing();
    const siteHash = hashText(readFileSync(file, "utf8"));
    for (const src of [
      "site.json",
      "../site.json",
      "images/../site.json",
      "images/../../etc/passwd.png",
      "images//etc/passwd.png",
      "/etc/passwd.png",
      `images/${"x".repeat(10)}\u0000.svg`,
      "images/hero/about.svg/",
      "images\\hero\\about.svg",
      "images/%2e%2e/site.svg",
      "images/README.md",
      "images/linked.svg",
      "images/elsewhere/secret.svg",
      "images/folder.svg",
      "images/not-there.svg",
      42,
      ["images/hero/about.svg"],
      null,
    ]) {
      const reply = await remove(src);
      expect([400, 404], String(src)).toContain(reply.status);
      expect(["that is not a picture's name", "no such picture"], String(src)).toContain(JSON.parse(reply.body).error);
    }
    expect(listing()).toEqual(before);
    expect(existsSync(outside)).toBe(true);
    expect(hashText(readFileSync(file, "utf8"))).toBe(siteHash);
  });
});

describe("who may delete a picture in the served editor", () => {
  it("an owner and an editor, as for an upload; a translator may not", () => {
    const asked = (role: "owner" | "editor" | "translator") =>
      routeRefusal({ name: "Ana", role }, "POST", "/api/images/delete");
    expect([asked("owner"), asked("editor")]).toEqual([undefined, undefined]);
    expect(asked("translator")).toMatch(/^Ana is a translator, and a translator may not do this/);
  });
});

describe("an images/ folder that is a link to another folder", () => {
  it("deletes nothing through it", async () => {
    const linkedDir = mkdtempSync(path.join(tmpdir(), "editor-pictures-linked-"));
    const real = mkdtempSync(path.join(tmpdir(), "editor-pictures-real-"));
    writeFileSync(path.join(real, "unused.svg"), "<svg xmlns='http://www.w3.org/2000/svg' width='4' height='4'/>");
    writeFileSync(path.join(linkedDir, "site.json"), shipped);
    symlinkSync(real, path.join(linkedDir, "images"));
    const other = await startEditorServer({ siteFile: path.join(linkedDir, "site.json"), port: 0, app: false });
    try {
      const before = readdirSync(real, { recursive: true }).map(String).sort();
      const reply = await ask(
        other.port,
        "POST",
        "/api/images/delete",
        ownHeaders(other),
        JSON.stringify({ src: "images/unused.svg" }),
      );
      expect(reply.status).toBe(404);
      expect(readdirSync(real, { recursive: true }).map(String).sort()).toEqual(before);
    } finally {
      await other.close();
    }
  });
});
