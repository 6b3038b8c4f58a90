/**
 * Writes .br and .gz beside every text file of the built site, kept only when smaller, with the original's mtime so
 * a server's Last-Modified and ETag agree across encodings (nginx's brotli_static/gzip_static, `npm run serve`).
 * Brotli's best quality is much slower for a little less, so only a site of up to BEST_QUALITY_BYTES of text gets it;
 * a file unchanged since the previous build reuses its copies; two threads compress with synchronous calls, which
 * keep each core busy where libuv's shared pool did not.
 */
import * as fs from "node:fs";
import { readdir, stat } from "node:fs/promises";
import * as path from "node:path";
import { extname, join } from "node:path";
import { onOwnThreadWith } from "../files/own-thread.ts";

export const COMPRESSIBLE = new Set([".html", ".css", ".js", ".mjs", ".svg", ".xml", ".json", ".txt", ".webmanifest"]);
export const ENCODINGS = [
  { name: "br", extension: ".br" },
  { name: "gzip", extension: ".gz" },
] as const;

/** Above this many bytes of text, brotli quality 5 instead of 11 (see above). */
export const BEST_QUALITY_BYTES = 8 * 1024 * 1024;
const BEST_QUALITY = 11;
export const FAST_QUALITY = 5;
/** Files below which precompress runs in the calling thread, and per thread above. */
const FILES_PER_THREAD = 64;

export interface PrecompressOptions {
  /** The previous build's folder of the same files: unchanged files reuse its .br/.gz. */
  previous?: string;
  /** Threads compressing at once. */
  threads?: number;
  /**
   * Only these files (a rebuild's new ones: the pages it linked from the previous output keep their copies, and are
   * never passed here, since copying a copy onto its own link would empty it) at this quality (the one the whole
   * site was compressed at); every text file under dir, at the quality its total size calls for, otherwise.
   */
  only?: { files: string[]; quality: number };
}

export interface PrecompressResult {
  files: number;
  bytes: number;
  /** The brotli quality used for this build's text. */
  quality: number;
  /** Files whose compressed copies came from the previous build unchanged. */
  reused: number;
  /** The bytes each encoding saves over the plain files, where it was kept. */
  saved: Record<"br" | "gzip", number>;
}

async function* walk(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(path);
    else if (entry.isFile() && COMPRESSIBLE.has(extname(entry.name))) yield path;
  }
}

/** What compressing some files came to: a part of PrecompressResult, summed over threads. */
type CompressTotals = Pick<PrecompressResult, "files" | "bytes" | "reused" | "saved">;

/**
 * Writes `file`'s .br and .gz (brotli at `quality`, gzip level 9), each kept only when smaller, with the file's mtime.
 * When `previousFile` (the same file in the build being replaced) has the same bytes, its copies are linked (or copied,
 * when their time is not the file's) instead.
 * Adds to `totals`. Self-contained (node's fs handed in, zlib asked of node: ENCODINGS is written out here again),
 * so that precompress's threads run this very function, which the tests call too.
 */
export function compressFileSync(
  fs: Pick<
    typeof import("node:fs"),
    "readFileSync" | "statSync" | "writeFileSync" | "copyFileSync" | "linkSync" | "utimesSync" | "unlinkSync"
  >,
  file: string,
  previousFile: string | undefined,
  quality: number,
  totals: CompressTotals,
): void {
  const zlib = process.getBuiltinModule("node:zlib") as typeof import("node:zlib");
  const bytes = fs.readFileSync(file);
  const info = fs.statSync(file);
  totals.files++;
  totals.bytes += bytes.length;
  const encodings = [
    { name: "br", extension: ".br" },
    { name: "gzip", extension: ".gz" },
  ] as const;
  const drop = (target: string) => {
    try {
      fs.unlinkSync(target);
    } catch {
      // none there
    }
  };
  let previous: Buffer | undefined;
  try {
    // A size that differs settles it without reading the file (a whole build over a last output meets many)
    previous =
      previousFile === undefined || fs.statSync(previousFile).size !== bytes.length
        ? undefined
        : fs.readFileSync(previousFile);
  } catch {
    previous = undefined;
  }
  if (previous && previous.equals(bytes)) {
    totals.reused++;
    for (const encoding of encodings) {
      const target = file + encoding.extension;
      const kept = previousFile + encoding.extension;
      try {
        const keptInfo = fs.statSync(kept);
        drop(target);
        // With the file's time already (a page linked from the last build, the code restored with its times; to the
        // millisecond, as utimes sets it), the last build's copy is linked, as the page is: never written to after, it
        // is that copy exactly. Else a copy of it gets the file's time.
        if (Math.abs(keptInfo.mtimeMs - info.mtimeMs) < 1) fs.linkSync(kept, target);
        else {
          fs.copyFileSync(kept, target);
          fs.utimesSync(target, info.atime, info.mtime);
        }
        totals.saved[encoding.name] += bytes.length - keptInfo.size;
      } catch {
        drop(target); // the previous build kept no copy of this encoding (it was not smaller): neither do we
      }
    }
    return;
  }
  const compressed = {
    br: zlib.brotliCompressSync(bytes, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: quality,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }),
    gzip: zlib.gzipSync(bytes, { level: 9 }),
  };
  for (const encoding of encodings) {
    const target = file + encoding.extension;
    const copy = compressed[encoding.name];
    if (copy.length < bytes.length) {
      // A new file, never written through one there: a rebuild started from the spare (spare.ts) holds the live
      // output's copy there, the same file, which is removed first. Tried as new first: a whole build has none, and
      // looking first would be a system call for each of its thousands of copies.
      try {
        fs.writeFileSync(target, copy, { flag: "wx" });
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
        drop(target);
        fs.writeFileSync(target, copy);
      }
      fs.utimesSync(target, info.atime, info.mtime);
      totals.saved[encoding.name] += bytes.length - copy.length;
    } else {
      drop(target);
    }
  }
}

/** compressFileSync over a list of files (under `dir`; `previous`, the same place in the build being replaced). */
export function compressFilesSync(
  fs: typeof import("node:fs"),
  path: typeof import("node:path"),
  files: string[],
  dir: string,
  previous: string | undefined,
  quality: number,
): CompressTotals {
  const totals: CompressTotals = { files: 0, bytes: 0, reused: 0, saved: { br: 0, gzip: 0 } };
  for (const file of files) {
    const previousFile = previous === undefined ? undefined : path.join(previous, path.relative(dir, file));
    compressFileSync(fs, file, previousFile, quality, totals);
  }
  return totals;
}

/** Adds `more` into `totals`. */
function addTotals(totals: CompressTotals, more: CompressTotals): void {
  totals.files += more.files;
  totals.bytes += more.bytes;
  totals.reused += more.reused;
  totals.saved.br += more.saved.br;
  totals.saved.gzip += more.saved.gzip;
}

/** Compresses every text file under dir on `threads` threads, reusing the previous build's copies where unchanged. */
export async function precompress(dir: string, options: PrecompressOptions = {}): Promise<PrecompressResult> {
  const files: string[] = [];
  let quality: number;
  if (options.only) {
    files.push(...options.only.files.filter((file) => COMPRESSIBLE.has(extname(file))));
    quality = options.only.quality;
  } else {
    for await (const file of walk(dir)) files.push(file);
    let total = 0;
    for (const file of files) total += (await stat(file)).size;
    quality = total <= BEST_QUALITY_BYTES ? BEST_QUALITY : FAST_QUALITY;
  }
  const { previous } = options;
  // A rebuild's few new files, in this thread: starting a thread costs more than compressing them.
  const threads = Math.min(options.threads ?? 2, Math.ceil(files.length / FILES_PER_THREAD));
  if (threads <= 1) {
    const part = compressFilesSync(fs, path, files, dir, previous, quality);
    return { ...part, quality };
  }
  const shares = Array.from({ length: threads }, (_, share) => files.filter((_, index) => index % threads === share));
  const parts = await Promise.all(
    shares.map((share) =>
      onOwnThreadWith({ compressFileSync }, compressFilesSync, "compressing files", share, dir, previous, quality),
    ),
  );
  const result: PrecompressResult = { files: 0, bytes: 0, quality, reused: 0, saved: { br: 0, gzip: 0 } };
  for (const part of parts) addTotals(result, part);
  return result;
}
