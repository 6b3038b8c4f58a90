/**
 * The editor started on a file that does not exist yet (another business's first `npm run edit`): it offers the
 * project's sites by name, writes a valid copy of the one chosen with its pictures, never over a file, and says so
 * plainly when the file goes missing later.
 */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { copyOf } from "../editor/server/new-site.ts";
import { startEditorServer, type EditorServer } from "../editor/server/server.ts";
import { checkSiteText, hashText } from "../src/save/save.ts";

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

const root = path.resolve(import.meta.dirname, "..");
const EXAMPLE = "examples/butter-and-crumb";
let dir: string;
let file: string;
let editor: EditorServer;

function call(method: string, url: string, body?: unknown, headers?: Record<string, string>) {
  const sent = {
    host: `127.0.0.1:${editor.port}`,
    origin: `http://127.0.0.1:${editor.port}`,
    "content-type": "application/json",
    "x-editor-token": editor.token,
    cookie: editor.cookie,
    ...headers,
  };
  return new Promise<{ status: number; json: Json; text: string }>((resolve, reject) => {
    const req = http.request({ host: "127.0.0.1", port: editor.port, method, path: url, headers: sent }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => {
        const text = Buffer.concat(chunks).toString();
        resolve({ status: res.statusCode!, json: JSON.parse(text), text });
      });
    });
    req.on("error", reject);
    req.end(body === undefined ? undefined : JSON.stringify(body));
  });
}

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), "editor-new-site-"));
  // A folder of its own that does not exist yet either; and a picture of the owner's own where the example has one.
  file = path.join(dir, "my-bakery", "site.json");
  editor = await startEditorServer({ siteFile: file, port: 0, app: false });
});

afterAll(async () => {
  await editor.close();
  rmSync(dir, { recursive: true, force: true });
});

describe("a site started in the editor", () => {
  it("offers the project's sites by name and id, without a path on disk", async () => {
    const answer = await call("GET", "/api/site");
    expect(answer.status).toBe(200);
    expect(answer.json.missing).toBe(true);
    expect(answer.json.file).toBe("site.json");
    const example = JSON.parse(readFileSync(path.join(root, EXAMPLE, "site.json"), "utf8"));
    const shipped = JSON.parse(readFileSync(path.join(root, "site.json"), "utf8"));
    expect(answer.json.sites).toContainEqual({
      id: EXAMPLE,
      name: example.business.name,
      description: example.business.description,
      pages: example.pages.length,
      languages: [example.site.language, ...(example.languages ?? []).map((l: Json) => l.language)],
    });
    expect(answer.json.sites.map((site: Json) => site.id)).toContain("project");
    expect(answer.json.sites.find((site: Json) => site.id === "project").name).toBe(shipped.business.name);
    expect(answer.text).not.toContain(root);
  });

  it("refuses a start from another page's request, or from a site it does not offer, writing nothing", async () => {
    for (const [body, headers] of [
      [{ site: EXAMPLE }, { origin: "http://evil.example" }],
      [{ site: EXAMPLE }, { "x-editor-token": "0".repeat(64) }],
      [{ site: "../../etc" }, {}],
      [{ site: path.join(root, EXAMPLE) }, {}],
    ] as const) {
      const answer = await call("POST", "/api/start", body, headers);
      expect(answer.status).toBeGreaterThanOrEqual(400);
      expect(answer.status).toBeLessThan(500);
      expect(existsSync(path.dirname(file))).toBe(false);
    }
  });

  it("writes a copy the check finds nothing in, with its pictures, its schema line leading to the schema", async () => {
    const own = path.join(path.dirname(file), "images", "hero");
    mkdirSync(own, { recursive: true });
    const example = path.join(root, EXAMPLE);
    const picture = readdirSync(path.join(example, "images", "hero"))[0]!;
    // A real photo (the check reads what each picture is), not the example's.
    const owners = await sharp({ create: { width: 8, height: 6, channels: 3, background: "#a5522d" } })
      .jpeg()
      .toBuffer();
    writeFileSync(path.join(own, picture), owners);
    const answer = await call("POST", "/api/start", { site: EXAMPLE });
    expect(answer.status).toBe(200);
    const text = readFileSync(file, "utf8");
    expect(checkSiteText(text, { root: path.dirname(file) }).problems.filter((p) => p.severity === "error")).toEqual(
      [],
    );
    const written = JSON.parse(text);
    const original = JSON.parse(readFileSync(path.join(example, "site.json"), "utf8"));
    expect({ ...written, $schema: undefined }).toEqual({ ...original, $schema: undefined });
    expect(path.resolve(path.dirname(file), written.$schema)).toBe(path.join(root, "schema", "site.schema.json"));
    // Every picture copied; one already there kept as it was.
    const list = (folder: string) => readdirSync(folder, { recursive: true }).map(String).sort();
    expect(list(path.join(path.dirname(file), "images"))).toEqual(list(path.join(example, "images")));
    expect(readFileSync(path.join(own, picture))).toEqual(owners);
    // The editor now edits it, and knows whose business's own facts it still has.
    const loaded = await call("GET", "/api/site");
    expect(loaded.json.data.business.name).toBe(original.business.name);
    expect(loaded.json.hash).toBe(hashText(text));
    expect(loaded.json.copyOf).toEqual({
      name: original.business.name,
      facts: {
        "business.name": original.business.name,
        "site.url": original.site.url,
        "business.phone.display": original.business.phone.display,
        "business.email": original.business.email,
        "business.address.street": original.business.address.street,
      },
    });
  });

  it("tells the site a file is still a copy of by its business's own facts, however it was copied, and none else", () => {
    const bakery = JSON.parse(readFileSync(path.join(root, EXAMPLE, "site.json"), "utf8"));
    const elsewhere = path.join(dir, "other", "site.json");
    // A copy made by hand, its name and phone already its own: the rest is still the bakery's.
    bakery.business.name = "Sweet Rise Bakehouse";
    bakery.business.phone.display = "(231) 555-0100";
    expect(copyOf(root, elsewhere, bakery)).toEqual({
      name: "Butter & Crumb Bakery",
      facts: {
        "site.url": bakery.site.url,
        "business.email": bakery.business.email,
        "business.address.street": bakery.business.address.street,
      },
    });
    // The project's own site, opened as itself, is no copy: the bakery shares none of its facts.
    const own = JSON.parse(readFileSync(path.join(root, "site.json"), "utf8"));
    expect(copyOf(root, path.join(root, "site.json"), own)).toBeUndefined();
    // Opened from elsewhere, it is a copy of the project's own site.
    expect(copyOf(root, elsewhere, own)?.name).toBe(own.business.name);
  });

  it("never starts over a file that is there", async () => {
    const before = readFileSync(file, "utf8");
    const answer = await call("POST", "/api/start", { site: "project" });
    expect(answer.status).toBe(409);
    expect(readFileSync(file, "utf8")).toBe(before);
  });

  it("says plainly that the file went missing while the editor was open, and writes nothing", async () => {
    const { json } = await call("GET", "/api/site");
    rmSync(file);
    const save = await call("POST", "/api/save", { data: json.data, baseHash: json.hash });
    expect(save.status).toBe(409);
    expect(save.json.error).toBe(
      "site.json is no longer on disk; put it back (git checkout -- site.json), then try again",
    );
    expect(existsSync(file)).toBe(false);
  });
});
