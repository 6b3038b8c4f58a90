import {
  cpSync,
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { startEditorServer } from "../editor/server/server.ts";
import { hashText } from "../src/save/save.ts";
import { ask, ownHeaders } from "./fixtures/editor-http.ts";

// The edited site's folder is data, never code or a place to replace: a downloaded site may hold anything.
const root = path.resolve(import.meta.dirname, "..");
const shipped = readFileSync(path.join(root, "site.json"), "utf8");

/** Saves the first page with a new title, and a new long list laid out by the formatter, through the editor's API. */
async function saveTitle(siteFile: string, title: string) {
  const editor = await startEditorServer({ siteFile, port: 0, app: false });
  try {
    const text = readFileSync(siteFile, "utf8");
    const data = JSON.parse(text);
    data.pages[0].title = title;
    const body = JSON.stringify({ data, baseHash: hashText(text) });
    return await ask(editor.port, "POST", "/api/save", ownHeaders(editor), body);
  } finally {
    await editor.close();
  }
}

describe("no configuration from the edited folder is run", () => {
  // Each writes a file beside itself when imported, and asks for a layout the project's settings do not use.
  const config = (name: string) =>
    `import { writeFileSync } from "node:fs";\n` +
    `writeFileSync(new URL("./ran-${name}", import.meta.url), "ran");\n` +
    `export default { useTabs: true, printWidth: 20 };\n`;
  const plantings: [string, string][] = [
    ["prettier.config.mjs", "."],
    [".prettierrc.mjs", "."],
    ["prettier.config.mjs", ".."],
  ];

  for (const [name, where] of plantings) {
    it(`saves in the project's own layout, and never runs a ${name} in ${where === "." ? "the site's folder" : "a folder above"}`, async () => {
      const top = mkdtempSync(path.join(tmpdir(), "editor-planted-"));
      const folder = path.join(top, "site");
      mkdirSync(folder);
      const siteFile = path.join(folder, "site.json");
      writeFileSync(siteFile, shipped);
      cpSync(path.join(root, "images"), path.join(folder, "images"), { recursive: true });
      const planted = path.resolve(folder, where);
      writeFileSync(path.join(planted, name), config(name));
      const reply = await saveTitle(siteFile, "Saved beside a planted configuration");
      expect(reply.status).toBe(200);
      expect(existsSync(path.join(planted, `ran-${name}`))).toBe(false);
      // The project's layout: the one line changed, nothing laid out again in tabs or at another width.
      const [before, after] = [shipped.split("\n"), readFileSync(siteFile, "utf8").split("\n")];
      expect(after).toHaveLength(before.length);
      const changed = after.filter((line, n) => line !== before[n]);
      expect(changed).toEqual([expect.stringContaining('"Saved beside a planted configuration"')]);
      expect(changed[0]).toMatch(/^ +"title"/);
    });
  }
});

describe("a site.json that is a link", () => {
  it("is saved through the link: the link stays, the file it leads to changes", async () => {
    const top = mkdtempSync(path.join(tmpdir(), "editor-linked-site-"));
    mkdirSync(path.join(top, "real"));
    mkdirSync(path.join(top, "edit"));
    const real = path.join(top, "real", "site.json");
    writeFileSync(real, shipped);
    const link = path.join(top, "edit", "site.json");
    symlinkSync(path.join("..", "real", "site.json"), link);
    cpSync(path.join(root, "images"), path.join(top, "edit", "images"), { recursive: true });
    const reply = await saveTitle(link, "Saved through a link");
    expect(reply.status).toBe(200);
    expect(lstatSync(link).isSymbolicLink()).toBe(true);
    expect(JSON.parse(readFileSync(real, "utf8")).pages[0].title).toBe("Saved through a link");
  });
});
