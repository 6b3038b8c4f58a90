/**
 * A publish left running after its project folder was deleted under it (a CI run stopped, a clone removed) stops
 * with an error instead of running on for nothing: the folders are looked at now and then, in the background.
 */
import { existsSync } from "node:fs";

/** Calls `gone` once, with the first of `folders` no longer there; the returned function stops looking. */
export function whenFolderGone(folders: string[], gone: (folder: string) => void, everyMs = 1000): () => void {
  const timer = setInterval(() => {
    const missing = folders.find((folder) => !existsSync(folder));
    if (missing === undefined) return;
    clearInterval(timer);
    gone(missing);
  }, everyMs);
  // Never what keeps the process alive.
  timer.unref();
  return () => clearInterval(timer);
}
