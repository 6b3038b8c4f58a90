/**
 * One file written so that a reader sees the old file or the whole new one, never a part. Its own module, with
 * nothing but node:fs, so that the build can keep deploy/ in step without loading the check that save.ts holds.
 */
import { randomBytes } from "node:crypto";
import { closeSync, fsyncSync, linkSync, openSync, renameSync, unlinkSync, writeSync } from "node:fs";
import path from "node:path";

function fsyncFolder(folder: string): void {
  // Makes the rename itself durable; some systems refuse to open a folder for this, and then the rename stands.
  try {
    const fd = openSync(folder, "r");
    try {
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
  } catch {
    /* not supported here */
  }
}

type Write = (fd: number, data: Buffer) => void;

const writeAll: Write = (fd, bytes) => {
  let done = 0;
  while (done < bytes.length) done += writeSync(fd, bytes, done, bytes.length - done);
};

/**
 * `data` written and flushed to a temporary file beside `file`, then put in place by `place(temp)`; the temporary file
 * is removed if anything fails (and after `place` where that leaves it, as a link does).
 */
function throughTemp(file: string, data: string | Buffer, write: Write, place: (temp: string) => void): void {
  const folder = path.dirname(file);
  const temp = path.join(folder, `.${path.basename(file)}.${process.pid}.${randomBytes(6).toString("hex")}.tmp`);
  const fd = openSync(temp, "wx", 0o644);
  try {
    try {
      write(fd, Buffer.isBuffer(data) ? data : Buffer.from(data, "utf8"));
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    place(temp);
  } finally {
    try {
      unlinkSync(temp);
    } catch {
      /* already gone: renamed into place */
    }
  }
  fsyncFolder(folder);
}

/**
 * Writes `data` to `file` so that a reader sees either the old file or the whole new one, never a part:
 * a temporary file in the same folder, written and flushed, then renamed over the original.
 */
export function writeFileAtomic(file: string, data: string | Buffer, write: Write = writeAll): void {
  throughTemp(file, data, write, (temp) => renameSync(temp, file));
}

/**
 * Writes `data` to `file`, which must not exist: as writeFileAtomic, but the whole file is linked into place, which
 * fails (EEXIST) where a file is already there, even one made a moment before. Nothing is ever written over.
 */
export function createFileAtomic(file: string, data: string | Buffer): void {
  throughTemp(file, data, writeAll, (temp) => linkSync(temp, file));
}
