/**
 * A lock between processes on one machine: a file made with O_EXCL beside what it guards, holding its maker's pid.
 * The editor and `npm run editor:users` both change the accounts file; each re-reads it under this lock, so neither
 * writes over a change the other made a moment before. Synchronous, as the account store is.
 */
import { closeSync, openSync, readFileSync, statSync, unlinkSync, writeSync } from "node:fs";

/** A lock older than this, or whose process is gone, was left by a crash and is taken over. */
const STALE_MS = 30_000;
/** How long to wait for another holder before giving up. */
const WAIT_MS = 10_000;

const pause = (ms: number): void => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms) as never;

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** Whether the lock at `file` was left behind: its process ended, or it is older than any real hold. */
function stale(file: string): boolean {
  try {
    const pid = Number(readFileSync(file, "utf8"));
    const age = Date.now() - statSync(file).mtimeMs;
    return age > STALE_MS || (Number.isInteger(pid) && pid > 0 && !alive(pid));
  } catch {
    return false;
  }
}

/** Runs `work` holding the lock `file`, and lets it go afterwards, whatever `work` does. */
export function withFileLock<T>(file: string, work: () => T): T {
  const until = Date.now() + WAIT_MS;
  let fd: number | undefined;
  while (fd === undefined) {
    try {
      fd = openSync(file, "wx", 0o600);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      if (stale(file)) {
        // Two takers of a stale lock: the unlink of one may remove the other's new lock; both then retry O_EXCL.
        try {
          unlinkSync(file);
        } catch {
          /* another process took it over first */
        }
        continue;
      }
      if (Date.now() > until) throw new Error(`${file} stayed locked; is another editor:users still running?`);
      pause(5 + Math.random() * 10);
    }
  }
  try {
    writeSync(fd, String(process.pid));
    closeSync(fd);
    return work();
  } finally {
    unlinkSync(file);
  }
}
