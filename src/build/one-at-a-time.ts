/**
 * One build of a project at a time, whatever starts it (`npm run build`, `npm start`, the tests, a second terminal).
 *
 * Two builds of one project at once broke each other: when Vike loads a `+file` it writes the file compiled beside
 * its source (`src/pages/site/+route.ts.build-<hash of its content>.mjs`), imports it and deletes it, and the other
 * build, writing and deleting the very same name, failed with "ENOENT … +route.ts.build-….mjs" (seen in CI, where
 * two test files built at once). They share the pictures under .generated/ too. A second build now waits for the
 * first, saying so, then runs.
 *
 * The lock is a folder (made or not in one step by the file system) holding the builder's process id. A lock whose
 * process has ended (a build stopped by Ctrl-C or a crash) is taken over at once.
 */
import { mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { processAlive } from "../files/process-alive.ts";

/** How long a build waits for another before it gives up (a whole build of 10,000 pages takes a minute or two). */
export const WAIT_MS = 15 * 60_000;

/** The process holding the lock at `lock`; 0 for none written yet (its maker writes it next), or unreadable. */
function holder(lock: string): number {
  try {
    return Number(readFileSync(join(lock, "pid"), "utf8")) || 0;
  } catch {
    return 0;
  }
}

/** Whether the lock at `lock` was left by a build that ended: its process is gone, or it never wrote one. */
function left(lock: string): boolean {
  const pid = holder(lock);
  if (pid) return !processAlive(pid);
  try {
    return Date.now() - statSync(lock).mtimeMs > 10_000;
  } catch {
    return true; // gone meanwhile: try again
  }
}

/**
 * Runs `work` holding the lock at `lock`, once no other build holds it: `waiting` is told once, when it must wait.
 * Throws when another build has held it for `waitMs`.
 */
export async function oneAtATime<T>(
  lock: string,
  work: () => Promise<T>,
  waiting: (pid: number) => void,
  waitMs = WAIT_MS,
): Promise<T> {
  const started = Date.now();
  let told = false;
  mkdirSync(dirname(lock), { recursive: true });
  for (;;) {
    try {
      mkdirSync(lock);
      writeFileSync(join(lock, "pid"), String(process.pid));
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
    if (left(lock)) {
      rmSync(lock, { recursive: true, force: true });
      continue;
    }
    if (Date.now() - started > waitMs) {
      throw new Error(
        `another build of this project (process ${holder(lock)}) has been running for ${Math.round(waitMs / 60_000)} minutes; ` +
          `stop it, or delete ${lock} if no build is running`,
      );
    }
    if (!told) waiting(holder(lock));
    told = true;
    await sleep(100);
  }
  // Gone with the process however it ends; a kill -9 leaves it, and the next build takes it over (left above).
  const release = () => rmSync(lock, { recursive: true, force: true });
  process.on("exit", release);
  try {
    return await work();
  } finally {
    process.off("exit", release);
    if (holder(lock) === process.pid) release();
  }
}
