/**
 * The editor's publish routes as an outside client meets them: no secret of publish.json or the environment ever
 * answered, the calm "not set up" answer, every write behind the editor's gate, and the versions' put-back rules.
 * Publishing itself, to a real nginx, is driven as the owner in editor/e2e/publish.spec.ts.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { startEditorServer, type EditorServer } from "../editor/server/server.ts";
import { recordPublished } from "../src/publish/history.ts";
import { ask, ownHeaders } from "./fixtures/editor-http.ts";

const shipped = readFileSync("site.json", "utf8");
let editor: EditorServer | undefined;
let folder: string | undefined;

afterEach(async () => {
  await editor?.close();
  if (folder) rmSync(folder, { recursive: true, force: true });
  editor = folder = undefined;
});

async function start(config?: unknown) {
  folder = mkdtempSync(path.join(tmpdir(), "editor-publish-"));
  const siteFile = path.join(folder, "site.json");
  writeFileSync(siteFile, shipped);
  if (config) writeFileSync(path.join(folder, "publish.json"), JSON.stringify(config));
  const stateDir = path.join(folder, "state");
  editor = await startEditorServer({
    siteFile,
    port: 0,
    app: false,
    publish: { stateDir, dist: path.resolve(".scratch/editor-publish-routes/dist") },
  });
  const get = async (url: string) => {
    const { host, cookie } = ownHeaders(editor!);
    return ask(editor!.port, "GET", url, { host: host!, cookie: cookie! });
  };
  return { siteFile, stateDir, get };
}

const entry = (id: string, kind: "publish" | "put back" = "publish") => ({
  at: "2026-05-01T10:00:00.000Z",
  who: "Owner <owner@example.com>",
  target: "live",
  id,
  release: `20260501T100000Z-${id}`,
  changes: [`change ${id}`],
  kind,
  ms: 1,
});

describe("the editor's publish routes", () => {
  it("say calmly that publishing is not set up when there is no publish.json", async () => {
    const { get } = await start();
    const reply = await get("/api/publish");
    expect(reply.status).toBe(200);
    expect(JSON.parse(reply.body)).toEqual({
      configured: false,
      file: "publish.json",
      problems: ["there is no publish.json beside site.json"],
    });
    const versions = await get("/api/publish/versions");
    expect(versions.status).toBe(409);
    expect(JSON.parse(versions.body).error).toMatch(/^publishing is not set up/);
  });

  it("never answer a remote's address, a key's path or any environment value", async () => {
    process.env.PUBLISH_SSH_KEY = "/home/owner/.ssh/secret-deploy-key";
    try {
      const { get } = await start({
        targets: {
          host: {
            type: "git",
            remote: "https://owner:ghp_SECRETTOKEN@example.com/site.git",
            liveUrl: "https://example.com/",
          },
        },
      });
      const reply = await get("/api/publish");
      expect(reply.status).toBe(200);
      expect(reply.body).not.toMatch(/SECRETTOKEN|secret-deploy-key|example\.com\/site\.git/);
      expect(JSON.parse(reply.body)).toMatchObject({
        configured: true,
        target: "host",
        kind: "git",
        liveUrl: "https://example.com/",
      });
    } finally {
      delete process.env.PUBLISH_SSH_KEY;
    }
  });

  it("refuse a publish or a put-back without the editor's token, as every write", async () => {
    await start({ targets: { live: { type: "server", path: "/srv/site", liveUrl: "http://127.0.0.1:9/" } } });
    const { "x-editor-token": _, ...headers } = ownHeaders(editor!);
    for (const url of ["/api/publish", "/api/publish/preview", "/api/publish/put-back"]) {
      const reply = await ask(editor!.port, "POST", url, headers, "{}");
      expect(reply.status, url).toBe(403);
    }
  });

  it("refuse a preview in words while a publish holds the lock they share", async () => {
    const { stateDir } = await start({
      targets: { live: { type: "server", path: "/srv/site", liveUrl: "http://127.0.0.1:9/" } },
    });
    const lock = path.join(stateDir, "publish.lock");
    mkdirSync(lock, { recursive: true });
    writeFileSync(path.join(lock, "owner.json"), JSON.stringify({ pid: process.pid, since: "2026-01-01T00:00:00Z" }));
    const reply = await ask(editor!.port, "POST", "/api/publish/preview", ownHeaders(editor!), "{}");
    expect(reply.status).toBe(409);
    // Who holds the lock (a process, since when) is the server log's; the owner reads what to do.
    expect(JSON.parse(reply.body).error).toBe(
      "someone else is publishing this moment: wait for it to finish, then try again",
    );
  });

  it("list the versions newest first, the live one marked, and only kept releases able to go back", async () => {
    const { stateDir, get } = await start({
      targets: { live: { type: "server", path: "/srv/site", keep: 2, liveUrl: "http://127.0.0.1:9/" } },
    });
    for (const id of ["aaa", "bbb", "ccc"]) recordPublished(stateDir, entry(id));
    recordPublished(stateDir, entry("bbb", "put back"));
    const reply = await get("/api/publish/versions");
    const { versions, liveUrl } = JSON.parse(reply.body);
    expect(liveUrl).toBe("http://127.0.0.1:9/");
    expect(
      versions.map((v: { id: string; kind: string; live: boolean; canPutBack: boolean }) => [
        v.id,
        v.kind,
        v.live,
        v.canPutBack,
      ]),
    ).toEqual([
      ["bbb", "put back", true, false],
      ["ccc", "publish", false, true],
      ["bbb", "publish", false, false],
      ["aaa", "publish", false, false],
    ]);
  });
});
