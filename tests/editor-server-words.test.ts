/**
 * The editor server's words in the editor's language (x-editor-language): every id in English and Spanish naming
 * the same values, and the refusals and notes an owner reads said in Spanish when the editor asks in Spanish.
 */
import { mkdtempSync, readFileSync, cpSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parsed, valuesOf } from "./fixtures/icu.ts";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startEditorServer, type EditorServer } from "../editor/server/server.ts";
import { EN_SERVER_WORDS, type ServerWordId } from "../editor/server/words/en.ts";
import { ES_SERVER_WORDS } from "../editor/server/words/es.ts";
import { ask, ownHeaders } from "./fixtures/editor-http.ts";
import { inSpanish } from "../editor/server/words/publish-es.ts";
import { failureInWords } from "../src/publish/steps.ts";

describe("the server's words", () => {
  it("hold the same ids in English and Spanish, each naming the same values", () => {
    expect(Object.keys(ES_SERVER_WORDS).sort()).toEqual(Object.keys(EN_SERVER_WORDS).sort());
    for (const id of Object.keys(EN_SERVER_WORDS) as ServerWordId[])
      expect([...valuesOf(parsed(ES_SERVER_WORDS[id]))].sort(), id).toEqual(
        [...valuesOf(parsed(EN_SERVER_WORDS[id]))].sort(),
      );
  });
});

const root = path.resolve(import.meta.dirname, "..");
const shipped = readFileSync(path.join(root, "site.json"), "utf8");
const site = JSON.parse(shipped);
let dir: string;
let editor: EditorServer;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), "editor-server-words-"));
  writeFileSync(path.join(dir, "site.json"), shipped);
  cpSync(path.join(root, "images"), path.join(dir, "images"), { recursive: true });
  // No publish.json beside the site: publishing is not set up.
  editor = await startEditorServer({ siteFile: path.join(dir, "site.json"), port: 0, app: false });
});
afterAll(() => editor.close());

const inLanguage = (language: string, headers: Record<string, string> = ownHeaders(editor)) => ({
  ...headers,
  "x-editor-language": language,
});
const reading = { host: "", cookie: "" };
const readHeaders = () => ({ ...reading, host: `127.0.0.1:${editor.port}`, cookie: editor.cookie });
const upload = (language: string, type: string, bytes: Buffer) =>
  ask(editor.port, "POST", "/api/images", { ...inLanguage(language), "content-type": type, "x-file-name": "x" }, bytes);
const errorOf = (reply: { body: string }) => JSON.parse(reply.body).error as string;

describe("the server answers in the editor's language", () => {
  it("refuses deleting a picture in use in Spanish, naming the pages and parts as the Spanish editor does", async () => {
    const body = JSON.stringify({ src: "images/hero/contact.svg" });
    const reply = await ask(editor.port, "POST", "/api/images/delete", inLanguage("es"), body);
    expect(reply.status).toBe(409);
    const pages = [`Página “${site.pages[2].path}”`, `Página “${site.pages[14].path}”`];
    expect(JSON.parse(reply.body)).toEqual({ error: `esta imagen se usa en ${pages.join(", ")}`, usedOn: pages });
    const shared = JSON.parse(
      (await ask(editor.port, "POST", "/api/images/delete", inLanguage("es"), '{"src":"images/social/default.svg"}'))
        .body,
    );
    expect(shared.usedOn).toEqual(["Sitio web", "Idiomas › es-US"]);
  });

  it("refuses an upload that is not a picture in Spanish, and in English without the header", async () => {
    const pdf = Buffer.from("%PDF-1.4\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\n");
    expect(errorOf(await upload("es", "image/png", pdf))).toBe(
      "esto es un documento PDF; solo se pueden subir imágenes JPEG, PNG, WebP, AVIF y SVG",
    );
    const english = await ask(
      editor.port,
      "POST",
      "/api/images",
      { ...ownHeaders(editor), "content-type": "image/png", "x-file-name": "x" },
      pdf,
    );
    expect(errorOf(english)).toBe(
      "this is a PDF document; only JPEG, PNG, WebP, AVIF and SVG pictures can be uploaded",
    );
  });

  it("says what it did to a large photo in Spanish", async () => {
    const photo = await sharp({ create: { width: 3000, height: 200, channels: 3, background: "#3a7" } })
      .png()
      .toBuffer();
    const reply = await upload("es", "image/png", photo);
    expect(reply.status).toBe(201);
    expect(JSON.parse(reply.body).note).toMatch(
      /^Ahora mide 2400 píxeles de ancho \(medía 3000\).*, y los visitantes ven la misma imagen\.$/,
    );
  });

  it("says publishing is not set up, and a version that is not there, in Spanish", async () => {
    const state = JSON.parse(
      (await ask(editor.port, "GET", "/api/publish", { ...readHeaders(), "x-editor-language": "es" })).body,
    );
    expect(state.problems).toEqual(["no hay publish.json junto a site.json"]);
    const versions = await ask(editor.port, "GET", "/api/publish/versions", {
      ...readHeaders(),
      "x-editor-language": "es",
    });
    expect(versions.status).toBe(409);
    expect(errorOf(versions)).toBe("la publicación no está configurada: no hay publish.json junto a site.json");
    const restore = await ask(
      editor.port,
      "POST",
      "/api/history/restore",
      inLanguage("es"),
      '{"id":"none","baseHash":"x"}',
    );
    expect(restore.status).toBe(404);
    expect(errorOf(restore)).toBe("esa versión no existe");
  });

  it("marks its words in the tests' pseudo-language, so a word left out of the catalogue shows", async () => {
    const reply = await ask(editor.port, "POST", "/api/images/delete", inLanguage("xx"), '{"src":"nope"}');
    expect(errorOf(reply)).toBe("⟦that is not a picture's name⟧");
  });
});

describe("publishing's own sentences in Spanish", () => {
  it("says each step's outcome, each failure and what to do in Spanish", () => {
    const failures = [
      ["check", "site.json: 2 errors and 1 warning"],
      ["check", "no count"],
      ["build", "images/hero/porch.jpg: cannot read the image file"],
      ["build", "images/hero/porch.jpg cannot be read (bad)"],
      ["build", "vike failed"],
      ["verify", "dist/client was replaced by another build meanwhile"],
      ["verify", "something else"],
      ["live", "no answer"],
      ["publish", "someone changed the same thing on main meanwhile, differently: the heading. Your change"],
      ["publish", "the others changed the same files on main meanwhile"],
      ["publish", "the branch kept moving"],
      ["publish", "the merge does not pass the check"],
      ["publish", "Pushing to origin failed"],
      ["publish", "ssh: connect to host x port 22: Connection refused"],
      ["publish", "Permission denied (publickey)"],
      ["publish", "No space left on device"],
      ["publish", "release r is no longer kept there"],
      ["publish", "rsync: Permission denied"],
      ["publish", "anything else"],
    ] as const;
    const sentences = failures.flatMap(([step, detail]) => {
      const said = failureInWords(step, detail);
      return [said.words, ...(said.todo ? [said.todo] : [])];
    });
    sentences.push(
      "28 pages built (3.4 s)",
      "1 changed page built, 27 kept as they were (0.6 s)",
      "no page changed since the last build, all 28 kept (0.2 s)",
      "all 28 pages there, no broken link",
      "83 files copied, switched live",
      "the live address shows this version",
      "sent to the host that builds the site, merged with the changes made there meanwhile",
      "Fix what the check found, then publish again. The live site was not touched",
      "Nothing was published. The live site was not touched. Try again; if it fails again, tell whoever set up the site, with these words",
      "No preview was made. The live site was not touched; fix the links or pages named, then make the preview again",
    );
    const left = sentences.filter((sentence) => inSpanish(sentence) === sentence);
    expect(left).toEqual([]);
    expect(inSpanish("site.json: 2 errors and 1 warning")).toBe("site.json: 2 errors and 1 warning");
    expect(inSpanish(failureInWords("check", "2 errors and 1 warning").words)).toBe(
      "la comprobación encontró 2 errores y 1 advertencia",
    );
    expect(inSpanish("1 changed page built, 27 kept as they were (0.6 s)")).toBe(
      "1 página cambiada creada, 27 se conservan como estaban (0,6 s)",
    );
  });
});
