/**
 * One publish at a time for a project, whoever starts it (the editor or `npm run publish`): a folder made with
 * mkdir (atomic) holding the owner's process id. A lock whose process is gone (killed halfway) is taken over.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { processAlive } from "../files/process-alive.ts";

/** Refused because another publish holds the lock: its words say who and since when. */
export class PublishBusy extends Error {
  override name = "PublishBusy";
}

/** Runs `work` holding the lock in `stateDir`, or throws PublishBusy at once. */
export async function withPublishLock<T>(stateDir: string, work: () => Promise<T>): Promise<T> {
  const lock = join(stateDir, "publish.lock");
  mkdirSync(stateDir, { recursive: true });
  for (let attempt = 0; ; attempt++) {
    try {
      mkdirSync(lock);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST" || attempt > 0) throw error;
      let holder: { pid: number; since: string } | undefined;
      try {
        holder = JSON.parse(readFileSync(join(lock, "owner.json"), "utf8")) as { pid: number; since: string };
      } catch {
        holder = undefined; // being written this moment, or left empty by a process killed at once
      }
      if (holder && processAlive(holder.pid)) {
        throw new PublishBusy(
          `another publish is running (process ${holder.pid}, since ${holder.since}): wait for it to finish`,
        );
      }
      rmSync(lock, { recursive: true, force: true });
    }
  }
  writeFileSync(join(lock, "owner.json"), JSON.stringify({ pid: process.pid, since: new Date().toISOString() }));
  try {
    return await work();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}
