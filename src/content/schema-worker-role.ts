/**
 * Which thread the validate command's module runs on, and whether a second one is worth starting: apart from
 * validate-worker.ts, which loads zod, so that the command decides without it (scripts/validate.ts).
 */
import { availableParallelism, loadavg } from "node:os";
import { workerData, type MessagePort } from "node:worker_threads";

/** What the command hands the worker. */
export interface Task {
  role: "site-renderer:schema";
  bytes: SharedArrayBuffer;
  /** Flags: [keys answered, issues answered, worker started, file read]. */
  signal: SharedArrayBuffer;
  port: MessagePort;
}

export const isTask = (value: unknown): value is Task =>
  typeof value === "object" && value !== null && (value as { role?: unknown }).role === "site-renderer:schema";

/**
 * Whether a second thread can run beside this one: more than one core, and not all of them already busy (the
 * last minute's load average). The worker adds a second decode and parse (about a quarter more CPU in all):
 * on a busy machine the two threads only take turns, and one thread finishes first. Measured on a shared
 * 2-core machine with the 10,000-page file: with the load near 2, two threads were ~0.1 s quicker; near 4,
 * ~1 s slower.
 */
export function secondCoreFree(): boolean {
  const cores = availableParallelism();
  return cores > 1 && loadavg()[0]! < cores;
}

/** Whether this thread was started as the command's schema worker (its entry module then calls serveSchemaCheck). */
export const isSchemaWorker = (): boolean => isTask(workerData);
