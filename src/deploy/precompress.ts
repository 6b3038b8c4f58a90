/**
 * Writes .br (brotli quality 11) and .gz (level 9) beside every text file of the built site, kept only
 * when smaller, with the original's mtime so a server's Last-Modified and ETag agree across encodings.
 * nginx serves them with brotli_static/gzip_static, and so does `npm run serve`.
 */
import { readdir, readFile, stat, unlink, utimes, writeFile } from "node:fs/promises";
import { extname, join } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

export const COMPRESSIBLE = new Set([".html", ".css", ".js", ".mjs", ".svg", ".xml", ".json", ".txt", ".webmanifest"]);
export const ENCODINGS = [
  { name: "br", extension: ".br" },
  { name: "gzip", extension: ".gz" },
] as const;

export interface PrecompressResult {
  files: number;
  bytes: number;
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

async function compressOne(file: string, result: PrecompressResult) {
  const [body, info] = await Promise.all([readFile(file), stat(file)]);
  const [br, gzipped] = await Promise.all([
    brotli(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 11,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
    gz(body, { level: 9 }),
  ]);
  result.files++;
  result.bytes += body.length;
  for (const [encoding, compressed] of [
    [ENCODINGS[0], br],
    [ENCODINGS[1], gzipped],
  ] as const) {
    const target = file + encoding.extension;
    if (compressed.length < body.length) {
      await writeFile(target, compressed);
      await utimes(target, info.atime, info.mtime);
      result.saved[encoding.name] += body.length - compressed.length;
    } else {
      await unlink(target).catch(() => {});
    }
  }
}

/** Compresses every text file under dir, a few at a time (zlib runs them on libuv's thread pool). */
export async function precompress(dir: string, concurrency = 4): Promise<PrecompressResult> {
  const result: PrecompressResult = { files: 0, bytes: 0, saved: { br: 0, gzip: 0 } };
  const files: string[] = [];
  for await (const file of walk(dir)) files.push(file);
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < files.length) await compressOne(files[next++]!, result);
    }),
  );
  return result;
}
