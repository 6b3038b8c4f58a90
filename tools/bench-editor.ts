/**
 * npm run bench:editor: how fast the owner's editor answers, on the shipped site and on a generated
 * 1,000-page one. Server-side numbers live here, as functions the browser-side bench can call and extend.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { chromium, type Locator, type Page } from "@playwright/test";
import * as prettier from "prettier";
import { startEditorServer, type EditorServer } from "../editor/server/server.ts";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "./chromium.ts";
import { generateSite } from "./bench-site.ts";
import { changesBetween } from "../src/save/changes.ts";

type Json = Record<string, unknown>;

const repo = path.resolve(import.meta.dirname, "..");

export interface ServerTimings {
  site: string;
  bytes: number;
  startMs: number;
  appMs: number;
  siteMs: number;
  /** One field changed, sent as the editor sends it: the changes from the version loaded (changes.ts). */
  checkMs: number;
  saveMs: number;
  /** The same, sent as the whole site (as the editor did before, and still does when the file changed meanwhile). */
  wholeCheckMs: number;
  wholeSaveMs: number;
}

/** A scratch copy of a site (site.json, images/, prettier's settings), so the bench saves without touching the real one. */
export function scratchSite(text: string): { file: string; remove: () => void } {
  const dir = mkdtempSync(path.join(tmpdir(), "bench-editor-"));
  cpSync(path.join(repo, "images"), path.join(dir, "images"), { recursive: true });
  // The project's prettier settings come along: a save lays out what it changed as the repository's site.json is.
  cpSync(path.join(repo, ".prettierrc.json"), path.join(dir, ".prettierrc.json"));
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
      origin: editor.origin.replace(/\/$/, ""),
      cookie: editor.cookie,
      "content-type": "application/json",
      "x-editor-token": editor.token,
    };
    const [, appMs] = await timed(async () => (await fetch(editor.origin, { headers })).text());
    const [state, siteMs] = await timed(async () => (await fetch(`${editor.origin}api/site`, { headers })).json());
    const post = async (url: string, body: unknown) => {
      const reply = await fetch(`${editor.origin}${url}`, { method: "POST", headers, body: JSON.stringify(body) });
      if (reply.status !== 200) throw new Error(`${url} failed with ${reply.status}: ${await reply.text()}`);
      return reply.json();
    };
    // One title changed, as the editor changes it (a new page object, the rest shared), then sent the editor's way
    // (its changes from the version loaded, worked out inside the timing) and as the whole site.
    const edit = (base: { data: Json; hash: string }, mark: string) => {
      const pages = base.data.pages as Json[];
      const data = {
        ...base.data,
        pages: pages.with(0, { ...pages[0], title: `${pages[0]!.title as string}${mark}` }),
      };
      return { data, changes: () => ({ baseHash: base.hash, changes: changesBetween(base.data, data) }) };
    };
    const first = edit(state, "!");
    const [, wholeCheckMs] = await timed(() => post("api/check", { data: first.data }));
    const [, checkMs] = await timed(() => post("api/check", first.changes()));
    const [saved, saveMs] = await timed(() => post("api/save", first.changes()));
    if (!saved.hash) throw new Error("the save returned no hash");
    const second = edit({ data: first.data, hash: saved.hash }, "?");
    const [, wholeSaveMs] = await timed(() => post("api/save", { data: second.data, baseHash: saved.hash }));
    await after?.(editor);
    return {
      site: name,
      bytes: statSync(siteFile).size,
      ...{ startMs, appMs, siteMs, checkMs, saveMs, wholeCheckMs, wholeSaveMs },
    };
  } finally {
    await editor.close();
  }
}

export interface BrowserTimings {
  /** From navigation to the start screen's list of pages. */
  openMs: number;
  /** From clicking the first page to its sections on the canvas. */
  firstPageMs: number;
  /** Keystroke in the Heading field to the text in the canvas: median and worst of 20, measured in the page. */
  keyMedianMs: number;
  keyMaxMs: number;
  /** The same on the Footer screen, to the preview of the home page beside it. */
  settingsKeyMedianMs: number;
  settingsKeyMaxMs: number;
  /** Save clicked to "Saved at" shown. */
  saveMs: number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/**
 * Types 20 letters at the end of `field`, each once the last has shown: the time, in the page, from each key's press to
 * its text in the element `selector` of the frame `frameSelector`.
 */
async function keystrokes(
  page: Page,
  field: Locator,
  frameSelector: string,
  selector: string,
  before: string,
): Promise<number[]> {
  await field.click();
  await field.press("End");
  await page.evaluate(
    ([frameSelector, selector]) => {
      const w = window as unknown as { down: number; expected: string; marks: number[] };
      const doc = document.querySelector<HTMLIFrameElement>(frameSelector!)!.contentDocument!;
      w.marks = [];
      w.down = 0;
      document.addEventListener("keydown", () => (w.down = performance.now()), true);
      new MutationObserver(() => {
        if (w.down && doc.querySelector(selector!)?.textContent?.includes(w.expected)) {
          w.marks.push(performance.now() - w.down);
          w.down = 0;
        }
      }).observe(doc.body, { subtree: true, childList: true, characterData: true });
    },
    [frameSelector, selector],
  );
  let typed = before;
  for (const letter of "abcdefghijklmnopqrst") {
    typed += letter;
    await page.evaluate((text) => ((window as unknown as { expected: string }).expected = text), typed);
    await field.press(letter);
    await page.waitForFunction(() => (window as unknown as { down: number }).down === 0, undefined, {
      timeout: 5000,
    });
  }
  return page.evaluate(() => (window as unknown as { marks: number[] }).marks);
}

/** The owner's view of the same editor, in Chromium: open, first page, keystroke to preview, save. */
export async function benchBrowser(editor: EditorServer): Promise<BrowserTimings> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    let start = performance.now();
    await page.goto(editor.url);
    await page.getByRole("heading", { name: "Pages and posts" }).waitFor();
    await page.locator("table.records tbody tr").first().waitFor();
    const openMs = performance.now() - start;

    start = performance.now();
    await page.locator("table.records tbody tr th a").first().click();
    const frame = page.frameLocator("iframe").first();
    await frame.locator("h1").first().waitFor();
    const firstPageMs = performance.now() - start;

    const heading = (await frame.locator("h1").first().textContent())!.trim();
    await frame.locator("h1").first().click();
    const marks = await keystrokes(page, page.getByRole("textbox", { name: /^Heading/ }), "iframe", "h1", heading);

    // A settings screen: the footer's heading typed, to the preview beside the form.
    await page.getByRole("link", { name: "Footer" }).click();
    const preview = 'iframe[title^="Preview of"]';
    await page.frameLocator(preview).locator(".site-footer").waitFor();
    const servicesHeading = page.getByRole("textbox", { name: /^Services heading/ });
    const settingsMarks = await keystrokes(
      page,
      servicesHeading,
      preview,
      ".site-footer",
      await servicesHeading.inputValue(),
    );

    start = performance.now();
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await page
      .getByRole("status")
      .filter({ hasText: /^Saved at/ })
      .waitFor();
    const saveMs = performance.now() - start;
    return {
      openMs,
      firstPageMs,
      keyMedianMs: median(marks),
      keyMaxMs: Math.max(...marks),
      settingsKeyMedianMs: median(settingsMarks),
      settingsKeyMaxMs: Math.max(...settingsMarks),
      saveMs,
    };
  } finally {
    await browser.close();
  }
}

export async function benchEditorServer(): Promise<(ServerTimings & { browser?: BrowserTimings })[]> {
  const shippedText = readFileSync(path.join(repo, "site.json"), "utf8");
  const rows: (ServerTimings & { browser?: BrowserTimings })[] = [];
  const sites: [string, string][] = [
    ["shipped", shippedText],
    // Laid out by prettier, as the repository's own site.json is, so a save formats what it changes.
    [
      "1,000 pages",
      await prettier.format(JSON.stringify(generateSite(JSON.parse(shippedText), 1000)), {
        ...(await prettier.resolveConfig(path.join(repo, "site.json"))),
        parser: "json",
      }),
    ],
  ];
  for (const [i, [name, text]] of sites.entries()) {
    const scratch = scratchSite(text);
    try {
      let browser: BrowserTimings | undefined;
      const row = await benchServer(name, scratch.file, 4142 + i, async (editor) => {
        browser = await benchBrowser(editor);
      });
      rows.push({ ...row, browser });
    } finally {
      scratch.remove();
    }
  }
  return rows;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const rows = await benchEditorServer();
  const ms = (n: number) => `${Math.round(n)} ms`;
  console.log(
    "| site | size | start (incl. app build) | GET / | GET /api/site | check: changes / whole site | save: changes / whole site |",
  );
  console.log("| --- | --- | --- | --- | --- | --- | --- |");
  for (const r of rows) {
    console.log(
      `| ${r.site} | ${(r.bytes / 1024).toFixed(0)} KB | ${ms(r.startMs)} | ${ms(r.appMs)} | ${ms(r.siteMs)} | ` +
        `${ms(r.checkMs)} / ${ms(r.wholeCheckMs)} | ${ms(r.saveMs)} / ${ms(r.wholeSaveMs)} |`,
    );
  }
  console.log("\nIn Chromium (the owner's view):\n");
  console.log(
    "| site | open to the page list | first page on the canvas | keystroke to preview (median / worst of 20) | " +
      "on the Footer screen, keystroke to preview | save |",
  );
  console.log("| --- | --- | --- | --- | --- | --- |");
  for (const r of rows) {
    const b = r.browser!;
    console.log(
      `| ${r.site} | ${ms(b.openMs)} | ${ms(b.firstPageMs)} | ${ms(b.keyMedianMs)} / ${ms(b.keyMaxMs)} | ` +
        `${ms(b.settingsKeyMedianMs)} / ${ms(b.settingsKeyMaxMs)} | ${ms(b.saveMs)} |`,
    );
  }
}
