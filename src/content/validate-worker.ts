/**
 * `npm run validate` on a large file uses both cores: a worker thread checks the schema (zod, the largest part
 * of the work) while the command's own thread runs everything else, the cross-checks included. Each thread
 * parses the text itself: JSON.parse of the whole file costs less than copying its parsed data between threads.
 *
 * The worker reads the very bytes the command read (shared memory, not the file again, which may have been
 * saved meanwhile) and answers with zod's issues, which the command words and locates as it would its own.
 * The command waits for the answer synchronously (Atomics.wait), so `runValidate` stays a plain function.
 * Whenever the worker cannot answer (it failed to start, the text is not strict JSON, anything thrown) the
 * schema is checked on the command's thread as before: slower, never different.
 */
import { Buffer } from "node:buffer";
import { MessageChannel, receiveMessageOnPort, Worker, workerData, type MessagePort } from "node:worker_threads";
import type { z } from "zod";
import { Site } from "../../schema/site.ts";
import { checkBytes, readSiteFile, type Checked, type ValidateOptions } from "./validate.ts";

/** Below this size one thread is quicker: starting the worker costs about a tenth of a second. */
export const PARALLEL_FROM_BYTES = 4 * 1024 * 1024;

/** How long the command waits for the worker's answer before checking the schema itself. */
const PATIENCE_MS = 60_000;

/** What the command hands the worker. */
interface Task {
  role: "site-renderer:schema";
  bytes: SharedArrayBuffer;
  signal: SharedArrayBuffer;
  port: MessagePort;
}

type Answer = { issues: z.core.$ZodIssue[] } | { failed: true };

const isTask = (value: unknown): value is Task =>
  typeof value === "object" && value !== null && (value as { role?: unknown }).role === "site-renderer:schema";

/** Whether this thread was started as the command's schema worker (its entry module then calls serveSchemaCheck). */
export const isSchemaWorker = (): boolean => isTask(workerData);

/**
 * Reads and checks a file as validateSiteFile does, the schema checked by a worker thread running `workerModule`
 * (the command's own module, which serves the task when isSchemaWorker()).
 */
export function checkFileInParallel(file: string, options: ValidateOptions, workerModule: URL): Checked {
  const read = readSiteFile(file);
  if (!("bytes" in read)) return read.failed;
  if (read.bytes.length < PARALLEL_FROM_BYTES) return checkBytes(read.bytes, options);
  const shared = new SharedArrayBuffer(read.bytes.length);
  const bytes = Buffer.from(shared);
  read.bytes.copy(bytes);
  const signal = new Int32Array(new SharedArrayBuffer(4));
  const { port1, port2 } = new MessageChannel();
  let worker: Worker;
  try {
    const task: Task = { role: "site-renderer:schema", bytes: shared, signal: signal.buffer, port: port2 };
    worker = new Worker(workerModule, { workerData: task, transferList: [port2] });
  } catch {
    return checkBytes(bytes, options);
  }
  // The process ends when the command is done, not when the worker has let go of its copy of the data.
  worker.unref();
  let answered = false;
  const issues = () => {
    answered = true;
    if (Atomics.wait(signal, 0, 0, PATIENCE_MS) === "timed-out") return undefined;
    const answer = receiveMessageOnPort(port1)?.message as Answer | undefined;
    return answer && "issues" in answer ? answer.issues : undefined;
  };
  try {
    return checkBytes(bytes, options, issues);
  } finally {
    // Not asked (the file was refused before the schema): the worker's work is not needed.
    if (!answered) void worker.terminate();
    port1.close();
  }
}

/** zod's issues with the file's data, or undefined when it is not strict JSON (the command then parses it otherwise). */
export function schemaIssuesOf(bytes: Uint8Array): z.core.$ZodIssue[] | undefined {
  let text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString("utf8");
  if (text.startsWith("\ufeff")) text = text.slice(1);
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return undefined;
  }
  const parsed = Site.safeParse(data);
  return parsed.success ? [] : parsed.error.issues;
}

/** The worker's side: checks the shared bytes, answers once, and lets the command go on. */
export function serveSchemaCheck(): void {
  if (!isTask(workerData)) return;
  const { bytes, signal, port } = workerData;
  const flag = new Int32Array(signal);
  try {
    const issues = schemaIssuesOf(new Uint8Array(bytes));
    port.postMessage(issues ? ({ issues } satisfies Answer) : ({ failed: true } satisfies Answer));
  } catch {
    // A stack overflow on hostile nesting, an issue that cannot be copied: the command checks the schema itself.
    try {
      port.postMessage({ failed: true } satisfies Answer);
    } catch {
      // nothing more to say
    }
  } finally {
    Atomics.store(flag, 0, 1);
    Atomics.notify(flag, 0);
    port.close();
  }
}
