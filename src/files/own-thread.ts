/**
 * Running a self-contained function on a thread of its own: the thread evaluates the function's own text, so the
 * code it runs is the code the tests call in-process, with no worker file to keep beside it (a worker file would
 * load tsx in the worker when the build runs from its sources). A function given here must use nothing but its
 * parameters: node's fs and path are handed in.
 */
import { Worker } from "node:worker_threads";

/**
 * Source text that defines each function under its name, for a thread to evaluate. Compiled by tsx or vitest
 * (esbuild keeping names), a function may call esbuild's naming helper, defined here as doing nothing.
 */
export function functionsSource(functions: Record<string, (...args: never[]) => unknown>): string {
  return (
    `const __name = (target) => target;\n` +
    Object.entries(functions)
      .map(([name, task]) => `const ${name} = ${task.toString()};\n`)
      .join("")
  );
}

/** Runs `task(fs, path, ...args)` on a thread of its own; its result comes back as a structured copy. */
export function onOwnThread<Args extends unknown[], Result>(
  task: (fs: typeof import("node:fs"), path: typeof import("node:path"), ...args: Args) => Result,
  what: string,
  ...args: Args
): Promise<Result> {
  return onOwnThreadWith({}, task, what, ...args);
}

/** onOwnThread, with the self-contained functions `task` calls (`helpers`, by their names) defined beside it. */
export function onOwnThreadWith<Args extends unknown[], Result>(
  helpers: Record<string, (...args: never[]) => unknown>,
  task: (fs: typeof import("node:fs"), path: typeof import("node:path"), ...args: Args) => Result,
  what: string,
  ...args: Args
): Promise<Result> {
  const source =
    `const { parentPort, workerData } = require("node:worker_threads");\n` +
    functionsSource({ ...helpers, task }) +
    `parentPort.postMessage(task(require("node:fs"), require("node:path"), ...workerData));`;
  return new Promise((done, fail) => {
    const worker = new Worker(source, { eval: true, workerData: args });
    let settled = false;
    worker.once("message", (result: Result) => {
      settled = true;
      done(result);
    });
    worker.once("error", (error) => {
      settled = true;
      fail(error);
    });
    worker.once("exit", (code) => {
      if (!settled) fail(new Error(`the thread ${what} stopped (code ${code})`));
    });
  });
}
