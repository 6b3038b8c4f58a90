/**
 * The editor's server takes a check or a save as the changes from the version the editor last loaded or saved
 * (src/save/changes.ts), over HTTP as the editor sends them: the same problems and the same file as the whole site
 * would give, one save after another; a file changed on disk since that version is a 409 (the editor then sends the
 * whole site to check, and offers a reload to save); changes that are not changes to that version are refused and
 * change nothing.
 */
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startEditorServer, type EditorServer } from "../editor/server/server.ts";
import { changesBetween } from "../src/save/changes.ts";
import { deployFiles } from "../src/deploy/files.ts";
import type { HeaderSite } from "../src/deploy/headers.ts";

type Json = Record<string, any>;
const root = path.resolve(import.meta.dirname, "..");
const shipped = readFileSync(path.join(root, "site.json"), "utf8");
let file: string;
let editor: EditorServer;

function post(url: string, body: unknown): Promise<{ status: number; json: Json }> {
  const text = JSON.stringify(body);
  const headers = {
    host: `127.0.0.1:${editor.port}`,
    origin: `http://127.0.0.1:${editor.port}`,
    "content-type": "application/json",
    "x-editor-token": editor.token,
    cookie: editor.cookie,
  };
  return new Promise((resolve, reject) => {
    const req = http.request({ host: "127.0.0.1", port: editor.port, method: "POST", path: url, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => resolve({ status: res.statusCode!, json: JSON.parse(Buffer.concat(chunks).toString()) }));
    });
    req.on("error", reject);
    req.end(text);
  });
}

async function loadSite(): Promise<{ hash: string; data: Json }> {
  const response = await fetch(`${editor.origin}api/site`, { headers: { cookie: editor.cookie } });
  return (await response.json()) as { hash: string; data: Json };
}

beforeAll(async () => {
  const dir = mkdtempSync(path.join(tmpdir(), "editor-changes-"));
  file = path.join(dir, "site.json");
  writeFileSync(file, shipped);
  cpSync(path.join(root, "images"), path.join(dir, "images"), { recursive: true }); // the check refuses a link
  // The project's deploy/ beside it, as the shipped project has (src/deploy/files.ts keeps it in step).
  cpSync(path.join(root, "deploy"), path.join(dir, "deploy"), { recursive: true });
  editor = await startEditorServer({ siteFile: file, port: 0, app: false });
});

afterAll(() => editor.close());

describe("checks and saves sent as changes", () => {
  // Three checks and saves of the whole shipped site, each checked whole: far above the default on a busy machine.
  it("check and save as the whole site would, one save after another", async () => {
    let { hash, data: saved } = await loadSite();
    for (const title of ["", "First title", "Second title"]) {
      const pages = saved.pages as Json[];
      const site = { ...saved, pages: pages.with(1, { ...pages[1], title }) };
      const changes = changesBetween(saved, site);
      expect(changes).toHaveLength(1);
      const check = await post("/api/check", { baseHash: hash, changes });
      const whole = await post("/api/check", { data: site });
      expect(check.status).toBe(200);
      expect(check.json.problems).toEqual(whole.json.problems);
      const save = await post("/api/save", { baseHash: hash, changes });
      if (title === "") {
        // An empty title: refused, as the whole site would be, and the file left as it was.
        expect(save.status).toBe(422);
        expect(check.json.problems.some((p: Json) => p.severity === "error")).toBe(true);
        continue;
      }
      expect(save.status).toBe(200);
      expect(JSON.parse(readFileSync(file, "utf8"))).toEqual(JSON.parse(JSON.stringify(site)));
      ({ hash } = save.json as { hash: string });
      saved = site;
    }
    expect(JSON.parse(readFileSync(file, "utf8")).pages[1].title).toBe("Second title");
  }, 30_000);

  it("answers 409 for changes from a version the file no longer is, and saves nothing", async () => {
    const { hash, data } = await loadSite();
    const changes = [{ at: ["pages", 2, "title"], value: "Mine" }];
    // Someone else saves meanwhile.
    const theirs = structuredClone(data);
    theirs.pages[0].title = "Theirs";
    const theirText = JSON.stringify(theirs, null, 2) + "\n";
    writeFileSync(file, theirText);
    expect(await post("/api/check", { baseHash: hash, changes })).toEqual({ status: 409, json: { stale: true } });
    const save = await post("/api/save", { baseHash: hash, changes });
    expect(save.status).toBe(409);
    expect(save.json.data).toEqual(theirs);
    expect(readFileSync(file, "utf8")).toBe(theirText);
  });

  it("refuses changes that are not changes to that version, and changes nothing", async () => {
    const { hash } = await loadSite();
    const before = readFileSync(file, "utf8");
    for (const changes of [
      [{ at: ["__proto__", "polluted"], value: true }],
      [{ at: ["pages", 999, "title"], value: "past the end" }],
      [{ at: ["pages"], items: [0, 999] }],
      "not a list",
    ]) {
      for (const url of ["/api/check", "/api/save"]) {
        const reply = await post(url, { baseHash: hash, changes });
        expect(reply.status, `${url} ${JSON.stringify(changes)}`).toBe(400);
        expect(reply.json.error).toMatch(/^the changes are refused: /);
      }
    }
    expect(readFileSync(file, "utf8")).toBe(before);
    expect(({} as Json).polluted).toBeUndefined();
  });

  it("brings the project's deploy/ in step with the saved site", async () => {
    const deploy = path.join(path.dirname(file), "deploy");
    // Behind the site (its not-found pages as before a language was added): the next save writes it again.
    writeFileSync(path.join(deploy, "not-found.json"), "[]\n");
    const { hash, data } = await loadSite();
    const save = await post("/api/save", { baseHash: hash, changes: [{ at: ["pages", 1, "title"], value: "Saved" }] });
    expect(save.status).toBe(200);
    const saved = JSON.parse(readFileSync(file, "utf8"));
    expect(saved.pages[1].title).toBe("Saved");
    for (const [name, text] of Object.entries(deployFiles(saved as HeaderSite))) {
      expect(readFileSync(path.join(deploy, name), "utf8"), name).toBe(text);
    }
    expect(JSON.parse(readFileSync(path.join(deploy, "not-found.json"), "utf8"))).toHaveLength(
      1 + (data.languages?.length ?? 0),
    );
  });
});
