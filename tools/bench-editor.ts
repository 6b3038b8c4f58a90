/**
 * npm run bench:editor: how fast the owner's editor answers, on the shipped site and on a generated
 * 1,000-page one. Server-side numbers live here, as functions the browser-side bench can call and extend.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { startEditorServer, type EditorServer } from "../editor/server/server.ts";
import { generateSite } from "./bench-site.ts";

const repo = path.resolve(import.meta.dirname, "..");

export interface ServerTimings {
  site: string;
  bytes: number;
  startMs: number;
  appMs: number;
  siteMs: number;
  checkMs: number;
  saveMs: number;
}

/** A scratch copy of a site (site.json + images/), so the bench saves without touching the real one. */
export function scratchSite(text: string): { file: string; remove: () => void } {
  const dir = mkdtempSync(path.join(tmpdir(), "bench-editor-"));
  cpSync(path.join(repo, "images"), path.join(dir, "images"), { recursive: true });
  const file = path.join(dir, "site.json");
  writeFileSync(file, text);
  return { file, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

async function timed<T>(work: () => Promise<T>): Promise<[T, number]> {
  const start = performance.now();
  const result = await work();
  return [result, performance.now() - start];
}

/** Starts the editor on `siteFile`, then times its app, /api/site, one check and one one-field save. */
export async function benchServer(
  name: string,
  siteFile: string,
  port: number,
  after?: (editor: EditorServer) => Promise<void>,
): Promise<ServerTimings> {
  const [editor, startMs] = await timed(() => startEditorServer({ siteFile, port }));
  try {
    const headers = {
      origin: editor.url.replace(/\/$/, ""),
      "content-type": "application/json",
      "x-editor-token": editor.token,
    };
    const [, appMs] = await timed(async () => (await fetch(editor.url)).text());
    const [state, siteMs] = await timed(async () => (await fetch(`${editor.url}api/site`)).json());
    const data = state.data;
    data.pages[0].title = `${data.pages[0].title} `.trim() + "!";
    const body = JSON.stringify({ data, baseHash: state.hash });
    const [, checkMs] = await timed(async () =>
      (await fetch(`${editor.url}api/check`, { method: "POST", headers, body })).json(),
    );
    const [saved, saveMs] = await timed(async () => {
      const reply = await fetch(`${editor.url}api/save`, { method: "POST", headers, body });
      if (reply.status !== 200) throw new Error(`the save failed with ${reply.status}: ${await reply.text()}`);
      return reply.json();
    });
    if (!saved.hash) throw new Error("the save returned no hash");
    await after?.(editor);
    return { site: name, bytes: Buffer.byteLength(state.text), startMs, appMs, siteMs, checkMs, saveMs };
  } finally {
    await editor.close();
  }
}

export async function benchEditorServer(): Promise<ServerTimings[]> {
  const shippedText = readFileSync(path.join(repo, "site.json"), "utf8");
  const rows: ServerTimings[] = [];
  const sites: [string, string][] = [
    ["shipped", shippedText],
    ["1,000 pages", JSON.stringify(generateSite(JSON.parse(shippedText), 1000), null, 2) + "\n"],
  ];
  for (const [i, [name, text]] of sites.entries()) {
    const scratch = scratchSite(text);
    try {
      rows.push(await benchServer(name, scratch.file, 4142 + i));
    } finally {
      scratch.remove();
    }
  }
  return rows;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const rows = await benchEditorServer();
  const ms = (n: number) => `${Math.round(n)} ms`;
  console.log("| site | size | start (incl. app build) | GET / | GET /api/site | check | save |");
  console.log("| --- | --- | --- | --- | --- | --- | --- |");
  for (const r of rows) {
    console.log(
      `| ${r.site} | ${(r.bytes / 1024).toFixed(0)} KB | ${ms(r.startMs)} | ${ms(r.appMs)} | ${ms(r.siteMs)} | ${ms(r.checkMs)} | ${ms(r.saveMs)} |`,
    );
  }
}
