import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startEditorServer, type EditorServer } from "../editor/server/server.ts";
import { hashText } from "../src/save/save.ts";
import { ask, ownHeaders } from "./fixtures/editor-http.ts";

// Who may reach the editor and what it hands out: only the person with its printed address, in no other page's frame,
// and from images/ only pictures of the site's own folder.
const root = path.resolve(import.meta.dirname, "..");
const shipped = readFileSync(path.join(root, "site.json"), "utf8");
let dir: string;
let file: string;
let editor: EditorServer;

const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);
const get = (url: string, headers: Record<string, string> = {}) =>
  ask(editor.port, "GET", url, { host: `127.0.0.1:${editor.port}`, ...headers });
const signedIn = () => ({ cookie: editor.cookie });

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), "editor-access-"));
  file = path.join(dir, "site.json");
  writeFileSync(file, shipped);
  cpSync(path.join(root, "images"), path.join(dir, "images"), { recursive: true });
  editor = await startEditorServer({ siteFile: file, port: 0, app: false });
});
afterAll(() => editor.close());

describe("the token is the printed address's, traded for a cookie no script reads", () => {
  it("answers a visit without the cookie with a page asking for the printed address, and nothing of the site", async () => {
    for (const url of ["/", "/pages/0", "/settings/business"]) {
      const reply = await get(url);
      expect(reply.status, url).toBe(403);
      expect(reply.headers["content-type"]).toMatch(/^text\/html/);
      expect(reply.body).toContain("npm run edit");
      expect(reply.body).not.toContain(editor.token);
    }
    for (const url of ["/api/site", "/api/history", "/preview-assets/images/social/default.svg"]) {
      const reply = await get(url);
      expect(reply.status, url).toBe(403);
      expect(reply.body, url).toMatch(/address it printed/);
      expect(reply.body, url).not.toContain("business");
    }
  });

  it("trades the right token for an HttpOnly, SameSite=Strict cookie and leads to the address without it", async () => {
    expect(editor.url).toBe(`${editor.origin}?token=${editor.token}`);
    const wrong = await get(`/?token=${"0".repeat(64)}`);
    expect(wrong.status).toBe(403);
    expect(wrong.headers["set-cookie"]).toBeUndefined();
    const traded = await get(`/pages/2?token=${editor.token}&part=hero`);
    expect(traded.status).toBe(303);
    expect(traded.headers.location).toBe("/pages/2?part=hero");
    const cookie = traded.headers["set-cookie"]![0]!;
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; SameSite=Strict/);
    expect(cookie.split(";")[0]).toBe(editor.cookie);
    const site = await get("/api/site", { cookie: cookie.split(";")[0]! });
    expect(site.status).toBe(200);
    expect(JSON.parse(site.body).data.business.name).toBeTruthy();
  });

  it("refuses a write with the page's token but no cookie (or another editor's), and writes nothing", async () => {
    const before = hashText(readFileSync(file, "utf8"));
    const data = JSON.parse(shipped);
    data.pages[0].title = "Taken";
    const body = JSON.stringify({ data, baseHash: before });
    for (const cookie of [undefined, `${editor.cookie.split("=")[0]}=${"0".repeat(64)}`, `editor-session-1=x`]) {
      const { cookie: _, ...headers } = ownHeaders(editor);
      const reply = await ask(editor.port, "POST", "/api/save", cookie ? { ...headers, cookie } : headers, body);
      expect(reply.status).toBe(403);
      expect(hashText(readFileSync(file, "utf8"))).toBe(before);
    }
  });
});

describe("no other page can frame the editor or run script in it", () => {
  it("sends on every answer a policy that forbids framing and any script but its own, and X-Frame-Options", async () => {
    const answers = await Promise.all([
      get("/"),
      get("/", signedIn()),
      get("/api/site", signedIn()),
      get("/no-such-file.txt", signedIn()),
      get(`/?token=${editor.token}`),
      get("/preview-assets/images/social/default.svg", signedIn()),
      ask(editor.port, "POST", "/api/save", { ...ownHeaders(editor), origin: "http://evil.example" }, "{}"),
      ask(editor.port, "GET", "/", { host: "evil.example" }),
    ]);
    for (const reply of answers) {
      const policy = String(reply.headers["content-security-policy"]);
      expect(policy).toMatch(/frame-ancestors 'none'/);
      expect(reply.headers["x-frame-options"]).toBe("DENY");
      expect(reply.headers["x-content-type-options"]).toBe("nosniff");
      const script = /script-src ([^;]*)/.exec(policy)?.[1] ?? /default-src ([^;]*)/.exec(policy)![1]!;
      expect(script.trim()).toMatch(/^('self'|'none')$/);
    }
  });

  it("has no inline script in the app's page, which its policy would block", () => {
    const page = readFileSync(path.join(root, "editor/app/index.html"), "utf8");
    const scripts = page.match(/<script\b[^>]*>/g) ?? [];
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag).toMatch(/\ssrc="\//);
    expect(page).not.toMatch(/\son[a-z]+=/i);
  });
});

describe("images/ serves pictures only, each as a picture", () => {
  const planted: [string, string | Buffer][] = [
    ["notes.html", "<script>fetch('/api/site')</script>"],
    ["notes.htm", "<script>alert(1)</script>"],
    ["page.xhtml", '<html xmlns="http://www.w3.org/1999/xhtml"><script>alert(1)</script></html>'],
    ["data.json", '{"a":1}'],
    ["run.js", "alert(1)"],
    ["style.css", "body{}"],
    ["README", "text"],
    ["fake.png", "<!doctype html><script>alert(1)</script>"],
    ["fake.jpg", PNG],
    ["fake.svg", "<html><script>alert(1)</script></html>"],
  ];

  it("answers 404 for any other type, by name or by bytes", async () => {
    for (const [name, content] of planted) writeFileSync(path.join(dir, "images", name), content);
    for (const [name] of planted) {
      const reply = await get(`/preview-assets/images/${name}`, signedIn());
      expect(reply.status, name).toBe(404);
      expect(reply.body, name).not.toContain("alert");
    }
  });

  it("serves a picture with its own type, nosniff and a policy that runs nothing, in a sandbox", async () => {
    writeFileSync(path.join(dir, "images", "dot.png"), PNG);
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"><rect width="4" height="4"/></svg>';
    writeFileSync(path.join(dir, "images", "dot.svg"), svg);
    const sharp = (await import("sharp")).default;
    const photo = sharp({ create: { width: 8, height: 8, channels: 3, background: "#5a7d3a" } });
    writeFileSync(path.join(dir, "images", "dot.jpeg"), await photo.jpeg().toBuffer());
    for (const [name, type] of [
      ["dot.png", "image/png"],
      ["dot.svg", "image/svg+xml"],
      ["dot.jpeg", "image/jpeg"],
      ["services/emergency-tree-services.svg", "image/svg+xml"],
    ]) {
      const reply = await get(`/preview-assets/images/${name}`, signedIn());
      expect(reply.status, name).toBe(200);
      expect(reply.headers["content-type"]).toBe(type);
      expect(reply.headers["x-content-type-options"]).toBe("nosniff");
      const policy = String(reply.headers["content-security-policy"]);
      expect(policy).toMatch(/default-src 'none'/);
      expect(policy).toMatch(/(^|; )sandbox(;|$)/);
    }
  });
});

describe("images/ through a link is refused", () => {
  it("serves nothing from an images/ that is a link to another folder, says why, and uploads nothing there", async () => {
    const outside = mkdtempSync(path.join(tmpdir(), "editor-elsewhere-"));
    writeFileSync(path.join(outside, "secret.png"), PNG);
    const folder = mkdtempSync(path.join(tmpdir(), "editor-linked-"));
    writeFileSync(path.join(folder, "site.json"), shipped);
    symlinkSync(outside, path.join(folder, "images"));
    const linked = await startEditorServer({ siteFile: path.join(folder, "site.json"), port: 0, app: false });
    try {
      const headers = { host: `127.0.0.1:${linked.port}`, cookie: linked.cookie };
      const served = await ask(linked.port, "GET", "/preview-assets/images/secret.png", headers);
      expect(served.status).toBe(403);
      expect(served.body).toMatch(/images\/ is a link to another folder/);
      const site = JSON.parse((await ask(linked.port, "GET", "/api/site", headers)).body);
      expect(site.images).toEqual([]);
      const upload = await ask(
        linked.port,
        "POST",
        "/api/images",
        { ...ownHeaders(linked), "content-type": "image/png", "x-file-name": "dot.png" },
        PNG,
      );
      expect(upload.status).toBe(403);
      expect(upload.body).toMatch(/images\/ is a link to another folder/);
      expect(readdirSync(outside)).toEqual(["secret.png"]);
    } finally {
      await linked.close();
    }
  });

  it("serves no picture that is a link, or inside a folder that is, even to a file inside the site", async () => {
    const outside = mkdtempSync(path.join(tmpdir(), "editor-elsewhere-"));
    writeFileSync(path.join(outside, "secret.png"), PNG);
    symlinkSync(path.join(outside, "secret.png"), path.join(dir, "images", "linked.png"));
    symlinkSync(outside, path.join(dir, "images", "linked-folder"));
    mkdirSync(path.join(dir, "own"));
    writeFileSync(path.join(dir, "own", "inside.png"), PNG);
    symlinkSync(path.join(dir, "own", "inside.png"), path.join(dir, "images", "inside.png"));
    // Even a link to a picture of images/ itself: what is served is what is there, never where a link leads.
    writeFileSync(path.join(dir, "images", "own.png"), PNG);
    symlinkSync("own.png", path.join(dir, "images", "alias.png"));
    symlinkSync(".", path.join(dir, "images", "again"));
    expect((await get("/preview-assets/images/own.png", signedIn())).status).toBe(200);
    for (const name of ["linked.png", "linked-folder/secret.png", "inside.png", "alias.png", "again/own.png"]) {
      const reply = await get(`/preview-assets/images/${name}`, signedIn());
      expect(reply.status, name).toBe(404);
    }
    const site = JSON.parse((await get("/api/site", signedIn())).body);
    const listed = site.images.map((image: { src: string }) => image.src);
    expect(listed).not.toContain("images/linked.png");
    expect(listed).not.toContain("images/inside.png");
    expect(listed.some((src: string) => src.startsWith("images/linked-folder"))).toBe(false);
  });
});
