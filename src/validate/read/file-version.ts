import { fstatSync } from "node:fs";

/**
 * An open file's identity and version: two threads that each read site.json compare theirs to tell that they read
 * the same one (its content changes its time, and usually its size).
 */
export function fileVersion(fd: number): string {
  const stat = fstatSync(fd);
  return `${stat.dev}:${stat.ino}:${stat.size}:${stat.mtimeMs}`;
}
