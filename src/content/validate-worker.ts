/**
 * `npm run validate` on a large file uses both cores: a worker thread checks the schema (zod, the largest part
 * of the work) while the command's own thread runs everything else, the cross-checks included. Each thread
 * parses the text itself: JSON.parse of the whole file costs less than copying its parsed data between threads.
 *
 * The worker reads the very bytes the command read (shared memory, not the file again, which may have been
 * saved meanwhile) and answers twice: how many keys the text has (for the duplicate-key check, which the
 * command needs first), then zod's issues, which the command words and locates as it would its own.
 * The command waits for the answer synchronously (Atomics.wait), so `runValidate` stays a plain function.
 * Whenever the worker cannot answer (it failed to start, the text is not strict JSON, anything thrown) the
 * schema is checked on the command's thread as before: slower, never different.
 */
import { Buffer, isUtf8 } from "node:buffer";
import { closeSync, fstatSync, openSync, readSync } from "node:fs";
import { MessageChannel, receiveMessageOnPort, Worker, workerData } from "node:worker_threads";
import type { z } from "zod";
import { checkSchema } from "./schema-check.ts";
import { countKeysInText, MAX_FILE_BYTES } from "./hostile.ts";
import { utf8Text } from "./utf8.ts";
import { checkBytes, readSiteFile, type Checked, type SchemaIssues, type ValidateOptions } from "./validate.ts";
import { isTask, type Task } from "./schema-worker-role.ts";

export { isSchemaWorker, secondCoreFree } from "./schema-worker-role.ts";

/**
 * When the worker is worth it, and how long the command waits for it to start, then for each answer, before
 * doing the work itself. Starting a worker costs some 60 ms of CPU and the file is decoded and parsed twice
 * (about 5 ms per MB); the worker takes over about 4.5 ms per MB (zod, the key count). Below some 13 MB one
 * thread is quicker; a 10,000-page file is about 96 MB, a 1,000-page one about 10 MB.
 */
export const WORKER = { fromBytes: 16 * 1024 * 1024, startMs: 15_000, answerMs: 60_000 };

const KEYS = 0;
const ISSUES = 1;
const STARTED = 2;
/** Set by the command once the file is in the shared memory. */
const READ = 3;

type Answer = { keys: number } | { issues: z.core.$ZodIssue[] } | { failed: typeof KEYS | typeof ISSUES };

/**
 * Reads and checks a file as validateSiteFile does, the schema checked by a worker thread running `workerModule`
 * (the command's own module, which serves the task when isSchemaWorker()).
 */
export function checkFileInParallel(
  file: string,
  options: ValidateOptions,
  workerModule: URL,
  tuning = WORKER,
): Checked {
  const signal = new Int32Array(new SharedArrayBuffer(16));
  const { port1, port2 } = new MessageChannel();
  let worker: Worker | undefined;
  // The worker starts while the file is read into the memory it shares (it waits for the READ flag).
  const shared = readShared(file, tuning.fromBytes, (memory) => {
    try {
      const task: Task = { role: "site-renderer:schema", bytes: memory, signal: signal.buffer, port: port2 };
      worker = new Worker(workerModule, { workerData: task, transferList: [port2] });
    } catch {
      // no worker: one thread
    }
  });
  if (!shared) {
    if (worker) void worker.terminate();
    return checkFileAlone(file, options);
  }
  const bytes = new Uint8Array(shared);
  if (!worker) return checkBytes(bytes, options);
  Atomics.store(signal, READ, 1);
  Atomics.notify(signal, READ);
  // The process ends when the command is done, not when the worker has let go of its copy of the data.
  worker.unref();
  // A worker that fails is replaced by this thread's own work (below), never a crash of the command.
  worker.on("error", () => {});
  const answers: Answer[] = [];
  let asked = false;
  const answer = (which: typeof KEYS | typeof ISSUES): Answer | undefined => {
    asked = true;
    // A worker that never started (its module failed to load) would never answer.
    if (Atomics.wait(signal, STARTED, 0, tuning.startMs) === "timed-out") return undefined;
    if (Atomics.wait(signal, which, 0, tuning.answerMs) === "timed-out") return undefined;
    for (let message = receiveMessageOnPort(port1); message; message = receiveMessageOnPort(port1)) {
      answers.push(message.message as Answer);
    }
    return answers.find(
      (found) =>
        (which === KEYS ? "keys" in found : "issues" in found) || ("failed" in found && found.failed === which),
    );
  };
  const fromWorker: SchemaIssues = {
    keys() {
      const found = answer(KEYS);
      return found && "keys" in found ? found.keys : undefined;
    },
    issues() {
      const found = answer(ISSUES);
      return found && "issues" in found ? found.issues : undefined;
    },
  };
  try {
    return checkBytes(bytes, options, fromWorker);
  } finally {
    // Not asked (the file was refused before the schema): the worker's work is not needed.
    if (!asked) void worker.terminate();
    port1.close();
  }
}

/** validateSiteFile on this thread alone, its result as a Checked. */
function checkFileAlone(file: string, options: ValidateOptions): Checked {
  const read = readSiteFile(file);
  return "bytes" in read ? checkBytes(read.bytes, options) : read.failed;
}

/**
 * The file's bytes in memory the worker can share, read once; undefined when it is small enough for one thread,
 * too big, missing, or changed while read (validateSiteFile's reading then says what is wrong, or reads it).
 */
function readShared(
  file: string,
  fromBytes: number,
  sized: (memory: SharedArrayBuffer) => void,
): SharedArrayBuffer | undefined {
  let fd: number | undefined;
  try {
    fd = openSync(file, "r");
    const size = fstatSync(fd).size;
    if (size < fromBytes || size > MAX_FILE_BYTES) return undefined;
    const shared = new SharedArrayBuffer(size);
    sized(shared);
    const bytes = new Uint8Array(shared);
    let filled = 0;
    while (filled < size) {
      const read = readSync(fd, bytes, filled, size - filled, null);
      if (read === 0) return undefined; // shorter than it was a moment ago
      filled += read;
    }
    // Longer than it was: saved while being read.
    return readSync(fd, new Uint8Array(1), 0, 1, null) === 0 ? shared : undefined;
  } catch {
    return undefined;
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}

/** The file's text as the command reads it (a byte-order mark left out), or undefined when it is not UTF-8. */
function textOf(bytes: Uint8Array): string | undefined {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (!isUtf8(buffer)) return undefined;
  const text = utf8Text(buffer);
  return text.startsWith("\ufeff") ? text.slice(1) : text;
}

/** zod's issues with a text's data, or undefined when it is not strict JSON (the command then parses it otherwise). */
export function schemaIssuesOf(text: string): z.core.$ZodIssue[] | undefined {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return undefined;
  }
  const parsed = checkSchema(data);
  return parsed.success ? [] : parsed.issues;
}

/** The worker's side: checks the shared bytes, answers each question once, and lets the command go on. */
export function serveSchemaCheck(): void {
  if (!isTask(workerData)) return;
  const { bytes, signal, port } = workerData;
  const flags = new Int32Array(signal);
  Atomics.store(flags, STARTED, 1);
  Atomics.notify(flags, STARTED);
  Atomics.wait(flags, READ, 0);
  const say = (which: typeof KEYS | typeof ISSUES, answer: () => Answer) => {
    try {
      port.postMessage(answer());
    } catch {
      // A stack overflow on hostile nesting, an issue that cannot be copied: the command finds it itself.
      port.postMessage({ failed: which } satisfies Answer);
    } finally {
      Atomics.store(flags, which, 1);
      Atomics.notify(flags, which);
    }
  };
  let text: string | undefined;
  try {
    text = textOf(new Uint8Array(bytes));
  } catch {
    // not read: both answers say so
  }
  try {
    say(KEYS, () => (text === undefined ? { failed: KEYS } : { keys: countKeysInText(text) }));
    say(ISSUES, () => {
      const issues = text === undefined ? undefined : schemaIssuesOf(text);
      return issues ? { issues } : { failed: ISSUES };
    });
  } finally {
    port.close();
  }
}
