/**
 * The prerendered pages' folders and files, made off the thread that renders them. A new folder is the slow part of
 * writing a page (`about/index.html`): a thread makes them all from before the first page is rendered. The pages
 * themselves go to a writer thread, which writes each with plain synchronous calls (the least CPU) while the
 * prerender renders the next, and says when it is done or what failed.
 */
import { Worker } from "node:worker_threads";
import { functionsSource, onOwnThread } from "../files/own-thread.ts";
import { writePageSync } from "../files/write-anew.ts";

type Fs = Pick<typeof import("node:fs"), "unlinkSync" | "writeFileSync" | "mkdirSync">;
type Path = Pick<typeof import("node:path"), "dirname" | "join">;

/**
 * Makes the folder of each file (relative to the output), one after the other. Self-contained, for
 * `makeFoldersInBackground`. A folder made meanwhile by the writer, writing a page, is no error.
 */
export function makeFolders(fs: Pick<Fs, "mkdirSync">, path: Path, client: string, files: string[]): number {
  const folders = new Set<string>([client]);
  let made = 0;
  const makeFolder = (folder: string): void => {
    if (folders.has(folder)) return;
    makeFolder(path.dirname(folder));
    try {
      fs.mkdirSync(folder);
      made++;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
    folders.add(folder);
  };
  for (const file of files) makeFolder(path.dirname(path.join(client, file)));
  return made;
}

/** `makeFolders` on a thread of its own, while the prerender starts and renders: the folders made. */
export function makeFoldersInBackground(client: string, files: string[]): Promise<number> {
  return onOwnThread(makeFolders, "making the pages' folders", client, files);
}

export interface PageWriter {
  /** Hands a page over; resolves at once, or once the thread has caught up when too many are waiting. */
  write(file: string, content: string): Promise<void>;
  /** Every page handed over is written: the number written. Rejects with the first failure. */
  done(): Promise<number>;
  /** Stops the thread without waiting (the prerender failed). */
  stop(): void;
}

/** Pages handed over and not yet written before `write` waits: a few megabytes of HTML, whatever the disk's pace. */
const MAX_WAITING = 64;

type Message = { written: number } | { failed: string };

export function pageWriter(): PageWriter {
  const source =
    `const { parentPort } = require("node:worker_threads");\n` +
    functionsSource({ writePageSync }) +
    `const fs = require("node:fs"), path = require("node:path");\n` +
    `let written = 0, failed;\n` +
    `parentPort.on("message", (page) => {\n` +
    `  if (page === null) { parentPort.postMessage(failed ? { failed } : { written }); parentPort.close(); return; }\n` +
    `  if (failed) return;\n` +
    `  try { writePageSync(fs, path, page.file, page.content); written++; parentPort.postMessage({ written }); }\n` +
    `  catch (error) { failed = page.file + ": " + (error && error.message); parentPort.postMessage({ failed }); }\n` +
    `});`;
  const worker = new Worker(source, { eval: true });
  let sent = 0;
  let written = 0;
  let failure: Error | undefined;
  let finished: ((count: number) => void) | undefined;
  let failFinish: ((error: Error) => void) | undefined;
  // Every render waiting for the thread to catch up (Vike renders several pages at once).
  let waiting: (() => void)[] = [];
  const caughtUp = () => {
    const resumed = waiting;
    waiting = [];
    for (const resume of resumed) resume();
  };
  let ended = false;
  const fail = (error: Error) => {
    failure ??= error;
    caughtUp();
    failFinish?.(failure);
  };
  worker.on("message", (message: Message) => {
    if ("failed" in message) return fail(new Error(`writing ${message.failed}`));
    written = message.written;
    if (sent - written <= MAX_WAITING / 2) caughtUp();
    if (ended && written === sent) finished?.(written);
  });
  worker.once("error", fail);
  worker.once("exit", (code) => {
    if (!(ended && written === sent)) fail(new Error(`the thread writing the pages stopped (code ${code})`));
  });
  return {
    async write(file, content) {
      if (failure) throw failure;
      worker.postMessage({ file, content });
      sent++;
      if (sent - written > MAX_WAITING) {
        await new Promise<void>((resume) => waiting.push(resume));
        if (failure) throw failure;
      }
    },
    done() {
      ended = true;
      return new Promise<number>((resolve, reject) => {
        finished = resolve;
        failFinish = reject;
        if (failure) return reject(failure);
        worker.postMessage(null);
        if (written === sent) resolve(written);
      });
    },
    stop() {
      ended = true;
      void worker.terminate();
    },
  };
}
