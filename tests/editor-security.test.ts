import { cpSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import http from "node:http";
import net from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { startEditorServer, type EditorServer } from "../editor/server/server.ts";
import { hashText } from "../src/save/save.ts";

// An attacker's requests against the real server over HTTP: every refused write must leave site.json and
// images/ exactly as they were.
const root = path.resolve(import.meta.dirname, "..");
const shipped = readFileSync(path.join(root, "site.json"), "utf8");
// The port the system gives the editor (port 0): two checkouts running these tests at once never meet.
let PORT = 0;
let dir: string;
let file: string;
let editor: EditorServer;
let origin = "";

interface Reply {
  status: number;
  body: string;
  headers: http.IncomingHttpHeaders;
}

function request(
  method: string,
  url: string,
  headers: Record<string, string | number>,
  body?: string | Buffer,
): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: "127.0.0.1", port: PORT, method, path: url, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () =>
        resolve({ status: res.statusCode!, body: Buffer.concat(chunks).toString("utf8"), headers: res.headers }),
      );
    });
    req.on("error", (error: NodeJS.ErrnoException) =>
      // The server may cut an oversized upload off before reading it all; that is a refusal too.
      error.code === "ECONNRESET" || error.code === "EPIPE"
        ? resolve({ status: 413, body: "", headers: {} })
        : reject(error),
    );
    req.end(body);
  });
}

/** A POST written whole, as nginx writes it, before its answer is read: a reset while writing is an error. */
function rawPost(url: string, headers: Record<string, string>, size: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(PORT, "127.0.0.1");
    const lines = Object.entries({ ...headers, "content-length": String(size), connection: "close" });
    const head = `POST ${url} HTTP/1.1\r\n${lines.map(([k, v]) => `${k}: ${v}\r\n`).join("")}\r\n`;
    const chunks: Buffer[] = [];
    const written = new Promise<void>((done) => {
      socket.write(head);
      socket.write(Buffer.alloc(size, 0x20), (error) => (error ? reject(error) : done()));
    });
    socket.on("data", (c: Buffer) => chunks.push(c));
    socket.on("error", reject);
    socket.on("end", () => void written.then(() => resolve(Buffer.concat(chunks).toString("utf8"))));
  });
}

function saveBody(): string {
  const data = JSON.parse(readFileSync(file, "utf8"));
  data.pages[0].title = "Pwned";
  return JSON.stringify({ data, baseHash: hashText(readFileSync(file, "utf8")) });
}

function goodHeaders(): Record<string, string> {
  return {
    host: `127.0.0.1:${PORT}`,
    origin,
    cookie: editor.cookie,
    "content-type": "application/json",
    "x-editor-token": editor.token,
  };
}

/** A read from the editor's own page: its Host and its cookie. */
function reading(host = `127.0.0.1:${PORT}`): Record<string, string> {
  return { host, cookie: editor.cookie };
}

function listing(): string[] {
  return readdirSync(dir, { recursive: true }).map(String).sort();
}

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), "editor-security-"));
  file = path.join(dir, "site.json");
  writeFileSync(file, shipped);
  cpSync(path.join(root, "images"), path.join(dir, "images"), { recursive: true });
  editor = await startEditorServer({ siteFile: file, port: 0, app: false });
  PORT = editor.port;
  origin = `http://127.0.0.1:${PORT}`;
});

afterAll(() => editor.close());

describe("writes an attacker can send are refused and change nothing", () => {
  const cases: [string, (h: Record<string, string>) => Record<string, string>][] = [
    ["a foreign Origin", (h) => ({ ...h, origin: "http://evil.example" })],
    ["another local server's Origin", (h) => ({ ...h, origin: "http://127.0.0.1:5173" })],
    [
      "a foreign Host (DNS rebinding)",
      (h) => ({ ...h, host: `evil.example:${PORT}`, origin: `http://evil.example:${PORT}` }),
    ],
    ["text/plain without Origin", ({ origin: _o, ...h }) => ({ ...h, "content-type": "text/plain" })],
    ["text/plain with the right Origin and token", (h) => ({ ...h, "content-type": "text/plain" })],
    ["no Origin", ({ origin: _o, ...h }) => h],
    ["no token", ({ "x-editor-token": _t, ...h }) => h],
    ["a wrong token", (h) => ({ ...h, "x-editor-token": "0".repeat(64) })],
    ["a token of another length", (h) => ({ ...h, "x-editor-token": "abc" })],
  ];
  for (const [name, change] of cases) {
    it(`refuses a save with ${name}`, async () => {
      const before = hashText(readFileSync(file, "utf8"));
      const files = listing();
      const reply = await request("POST", "/api/save", change(goodHeaders()), saveBody());
      expect(reply.status).toBeGreaterThanOrEqual(400);
      expect(reply.status).toBeLessThan(500);
      expect(hashText(readFileSync(file, "utf8"))).toBe(before);
      expect(listing()).toEqual(files);
    });
  }

  it("refuses reads from a foreign Host", async () => {
    const reply = await request("GET", "/api/site", { host: "evil.example" });
    expect(reply.status).toBe(421);
    expect(reply.body).not.toContain("business");
  });

  it("reads a refused large save to its end before answering, as a proxy that sends the whole body first needs", async () => {
    // nginx sends the whole body, then reads the answer; a refusal sent and closed before the body was read reset
    // the connection under it, and the browser saw a 502 instead of the refusal.
    for (let attempt = 0; attempt < 3; attempt++) {
      const answer = await rawPost("/api/save", { ...goodHeaders(), origin: "http://evil.example" }, 8 * 1024 * 1024);
      expect(answer).toMatch(/^HTTP\/1\.1 403 /);
      expect(answer).toMatch(/Origin is not the editor's/);
    }
  });

  it("accepts the same save from the editor itself (so the refusals above are the checks, not a broken save)", async () => {
    const reply = await request("POST", "/api/save", goodHeaders(), saveBody());
    expect(reply.status).toBe(200);
    expect(JSON.parse(readFileSync(file, "utf8")).pages[0].title).toBe("Pwned");
    expect(readdirSync(path.join(dir, ".editor-history"))).toHaveLength(1);
  });

  it("refuses data nested too deep for its walks, with a 4xx and no crash, and still answers after", async () => {
    const before = hashText(readFileSync(file, "utf8"));
    for (const url of ["/api/check", "/api/save"]) {
      const body = `{"data": ${"[".repeat(200_000)}${"]".repeat(200_000)}, "baseHash": "${before}"}`;
      const reply = await request("POST", url, goodHeaders(), body);
      expect(reply.status).toBe(400);
      expect(reply.body).toMatch(/nested more than 64 deep/);
    }
    expect(hashText(readFileSync(file, "utf8"))).toBe(before);
    expect((await request("GET", "/api/site", reading())).status).toBe(200);
  });

  it("refuses an oversized JSON body", async () => {
    const before = hashText(readFileSync(file, "utf8"));
    const reply = await request("POST", "/api/save", goodHeaders(), Buffer.alloc(40 * 1024 * 1024, 0x20));
    expect(reply.status).toBe(413);
    expect(hashText(readFileSync(file, "utf8"))).toBe(before);
  });
});

describe("uploads", () => {
  function upload(bytes: Buffer, type: string, name: string, headers: Record<string, string> = {}) {
    return request(
      "POST",
      "/api/images",
      { ...goodHeaders(), "content-type": type, "x-file-name": name, ...headers },
      bytes,
    );
  }

  it("refuses an SVG with a script, by its bytes, whatever type it claims", async () => {
    const files = listing();
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    expect((await upload(svg, "image/svg+xml", "x.svg")).status).toBe(415);
    const refused = await upload(svg, "image/png", "x.png");
    expect(refused.status).toBe(415);
    expect(refused.body).toContain("this drawing has a script in it");
    expect(listing()).toEqual(files);
  });

  it("takes a drawing that only draws, under a name the server chose, with its size", async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="48" height="32"><rect width="48" height="32" fill="#3a6"/></svg>',
    );
    const reply = await upload(svg, "image/svg+xml", "Our Logo.svg");
    expect(reply.status).toBe(201);
    const body = JSON.parse(reply.body);
    expect(body.src).toMatch(/^images\/our-logo-[0-9a-f]{8}\.svg$/);
    expect([body.width, body.height]).toEqual([48, 32]);
    expect(readFileSync(path.join(dir, body.src))).toEqual(svg);
    // Well-formed but not drawable (no size): the build could not draw its sharing picture either.
    const files = listing();
    const empty = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="0" height="0"></svg>');
    const refused = await upload(empty, "image/svg+xml", "empty.svg");
    expect(refused.status).toBe(415);
    expect(refused.body).toContain("this picture cannot be read");
    expect(listing()).toEqual(files);
  });

  it("keeps a phone's photo upright, at most 2,400 px wide and without its camera details; a small one as sent", async () => {
    const sharp = (await import("sharp")).default;
    // Taken sideways (orientation 6: the camera turned), 3,200 x 2,400 as stored, with the phone's details.
    const phone = await sharp({ create: { width: 3200, height: 2400, channels: 3, background: "#5a7d3a" } })
      .jpeg({ quality: 95 })
      .withMetadata({ orientation: 6 })
      .withExifMerge({ IFD0: { Make: "Apple", Model: "iPhone 15" } })
      .toBuffer();
    expect(await sharp(phone).metadata()).toMatchObject({ orientation: 6, exif: expect.any(Buffer) });
    const reply = await upload(phone, "image/jpeg", "IMG_0042.JPG");
    expect(reply.status).toBe(201);
    const body = JSON.parse(reply.body);
    // Upright, it is 2,400 wide and 3,200 tall: already within the width kept, so only its details go.
    expect([body.width, body.height]).toEqual([2400, 3200]);
    expect(body.note).toMatch(
      /^Its camera details \(where and when it was taken\) left out(: [\d.]+ MB became [\d.]+ MB|: the file is \d+% smaller)?, and visitors get the same picture\.$/,
    );
    // Sizes that read the same in megabytes are not set side by side ("0.1 MB became 0.1 MB").
    expect(body.note).not.toMatch(/([\d.]+) MB became \1 MB/);
    const kept = await sharp(readFileSync(path.join(dir, body.src))).metadata();
    expect([kept.width, kept.height, kept.exif, kept.orientation]).toEqual([2400, 3200, undefined, undefined]);
    // Wider than kept: made 2,400 wide, its proportions kept.
    const wide = await sharp({ create: { width: 4032, height: 3024, channels: 3, background: "#5a7d3a" } })
      .jpeg()
      .toBuffer();
    const made = JSON.parse((await upload(wide, "image/jpeg", "wide.jpg")).body);
    expect([made.width, made.height]).toEqual([2400, 1800]);
    expect(made.note).toMatch(/^Made 2,400 pixels wide \(it was 4,032\)/);
    // A small photo with no details is kept byte for byte, and says nothing.
    const small = await sharp({ create: { width: 640, height: 480, channels: 3, background: "#5a7d3a" } })
      .jpeg()
      .toBuffer();
    const same = JSON.parse((await upload(small, "image/jpeg", "small.jpg")).body);
    expect(same.note).toBeUndefined();
    expect(readFileSync(path.join(dir, same.src))).toEqual(small);
    // Cut short (an upload from a phone that lost its signal): its header is whole, its picture is not.
    const files = listing();
    const cut = await upload(small.subarray(0, small.length >> 1), "image/jpeg", "cut.jpg");
    expect(cut.status).toBe(415);
    expect(cut.body).toContain("this picture cannot be read (the file is damaged or cut short)");
    expect(listing()).toEqual(files);
  }, 30_000); // sharp's work, slow on a busy machine

  it("says what a file that is no picture is: an iPhone photo, a web page", async () => {
    const files = listing();
    const heic = Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from("ftypheic"), Buffer.alloc(16)]);
    const photo = await upload(heic, "application/octet-stream", "IMG_0042.jpg");
    expect(photo.status).toBe(415);
    expect(photo.body).toContain("this is an iPhone photo in HEIC");
    const html = await upload(Buffer.from("<!doctype html><title>x</title>"), "image/png", "page.png");
    expect(html.status).toBe(415);
    expect(html.body).toContain("this is a web page; only JPEG, PNG, WebP, AVIF and SVG pictures can be uploaded");
    expect(listing()).toEqual(files);
  });

  it("refuses a 30 MB file", async () => {
    const files = listing();
    const big = Buffer.alloc(30 * 1024 * 1024);
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(big);
    expect((await upload(big, "image/png", "big.png")).status).toBe(413);
    expect(listing()).toEqual(files);
  });

  it("keeps a file named ../site.json inside images/ under a name the server chose", async () => {
    const sharp = (await import("sharp")).default;
    const bytes = await sharp({ create: { width: 40, height: 30, channels: 3, background: "#3a6" } })
      .png()
      .toBuffer();
    const images = readdirSync(path.join(dir, "images"), { recursive: true }).map(String);
    const before = hashText(readFileSync(file, "utf8"));
    const outside = readdirSync(dir).sort();
    const reply = await upload(bytes, "image/png", "../site.json");
    expect(reply.status).toBe(201);
    const body = JSON.parse(reply.body);
    expect(body.src).toMatch(/^images\/site-[0-9a-f]{8}\.png$/);
    expect([body.width, body.height]).toEqual([40, 30]);
    expect(hashText(readFileSync(file, "utf8"))).toBe(before);
    expect(readdirSync(dir).sort()).toEqual(outside);
    expect(readdirSync(path.join(dir, "images"), { recursive: true }).map(String).sort()).toEqual(
      [...images, body.src.slice("images/".length)].sort(),
    );
    const served = await request("GET", `/${body.url.replace(/^\//, "")}`, reading(`localhost:${PORT}`));
    expect(served.status).toBe(200);
  });
});

describe("the canvas's fonts", () => {
  const host = () => reading(); // once the editor has its port

  it("are served by name from the theme's own font files, and nothing else is reached through their address", async () => {
    const site = await request("GET", "/api/site", host());
    const fonts = JSON.parse(site.body).fonts as Record<string, { css: string; family: string }>;
    const url = /url\((\/preview-assets\/fonts\/[^)]+)\)/.exec(fonts.lora!.css)![1]!;
    const font = await request("GET", url, host());
    expect(font.status).toBe(200);
    expect(font.headers["content-type"]).toBe("font/woff2");
    for (const attempt of [
      "/preview-assets/fonts/../../package.json",
      "/preview-assets/fonts/%2e%2e%2f%2e%2e%2fsite.json",
      "/preview-assets/fonts/..%2fsite.json",
      "/preview-assets/fonts/site.json",
    ]) {
      const reply = await request("GET", attempt, host());
      expect(reply.status, attempt).toBe(404);
      expect(reply.body, attempt).not.toContain("business");
    }
  }, 30_000); // sharp's work, slow on a busy machine
});

describe("requests no owner's editor sends", () => {
  const PNG = Buffer.from(
    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
    "base64",
  );

  it("answers a malformed % escape in an address or a file's name with a 400 in words, no trace, nothing written", async () => {
    const errors = vi.spyOn(console, "error");
    const files = listing();
    try {
      for (const url of [
        "/preview-assets/images/%E0%A4%A.png",
        "/preview-assets/images/%.svg",
        "/preview-assets/%ZZ",
        "/preview-assets/fonts/../%E0%A4%A.png",
      ]) {
        const reply = await request("GET", url, reading());
        expect(reply.status, url).toBe(400);
        expect(JSON.parse(reply.body).error, url).toMatch(/malformed % escape/);
      }
      for (const name of ["%E0%A4%A.png", "photo%", "%C0%AF..%2f"]) {
        const reply = await request(
          "POST",
          "/api/images",
          { ...goodHeaders(), "content-type": "image/png", "x-file-name": name },
          PNG,
        );
        expect(reply.status, name).toBe(400);
        expect(JSON.parse(reply.body).error, name).toMatch(/the file's name .* malformed % escape/);
      }
      expect(errors).not.toHaveBeenCalled();
      expect(listing()).toEqual(files);
    } finally {
      errors.mockRestore();
    }
  });

  it("takes at most two uploads at a time: a third is told to try again, and is taken once one is done", async () => {
    // Each upload's headers are sent and its body held back, so the two first are surely still being read.
    const open = () => {
      const req = http.request({
        host: "127.0.0.1",
        port: PORT,
        method: "POST",
        path: "/api/images",
        headers: { ...goodHeaders(), "content-type": "image/png", "x-file-name": "held.png" },
      });
      const reply = new Promise<Reply>((resolve, reject) => {
        req.on("response", (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (c: Buffer) => chunks.push(c));
          res.on("end", () =>
            resolve({ status: res.statusCode!, body: Buffer.concat(chunks).toString(), headers: res.headers }),
          );
        });
        req.on("error", reject);
      });
      req.flushHeaders();
      return { req, reply };
    };
    const held = [open(), open()];
    // Sent whole until one is turned away: the first may arrive before both held ones are counted, and is then taken.
    let refused: Reply | undefined;
    for (let attempt = 0; attempt < 50 && !refused; attempt++) {
      const probe = await request(
        "POST",
        "/api/images",
        { ...goodHeaders(), "content-type": "image/png", "x-file-name": "probe.png" },
        PNG,
      );
      if (probe.status === 503) refused = probe;
      else expect(probe.status).toBe(201);
    }
    expect(refused?.status).toBe(503);
    expect(refused!.headers["retry-after"]).toMatch(/^\d+$/);
    expect(JSON.parse(refused!.body).error).toMatch(/try again in a moment/);
    for (const { req } of held) req.end(PNG);
    for (const { reply } of held) expect((await reply).status).toBe(201);
    const again = await request(
      "POST",
      "/api/images",
      { ...goodHeaders(), "content-type": "image/png", "x-file-name": "again.png" },
      PNG,
    );
    expect(again.status).toBe(201);
  }, 30_000);
});
