/**
 * Writes .br and .gz (level 9) beside every text file of the built site, kept only when smaller, with the
 * original's mtime so a server's Last-Modified and ETag agree across encodings. nginx serves them with
 * brotli_static/gzip_static, and so does `npm run serve`.
 *
 * Brotli's quality is chosen by how much text there is. Measured on a 37 KB service page: quality 11 gives
 * 8,672 B in 56 ms, quality 5 gives 9,655 B (+11 %) in 1.2 ms. Up to BEST_QUALITY_BYTES of text (the shipped
 * site has 1.4 MB: about a second on two cores) every file gets 11; above it, a 4,000-page site would spend
 * some two minutes on quality 11, so it gets 5. A file whose bytes are the same as in the previous build
 * reuses that build's compressed copies, so a rebuild compresses only what changed.
 */
import { copyFile, readdir, readFile, stat, unlink, utimes, writeFile } from "node:fs/promises";
import { extname, join, relative } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

export const COMPRESSIBLE = new Set([".html", ".css", ".js", ".mjs", ".svg", ".xml", ".json", ".txt", ".webmanifest"]);
export const ENCODINGS = [
  { name: "br", extension: ".br" },
  { name: "gzip", extension: ".gz" },
] as const;

/** Above this many bytes of text, brotli quality 5 instead of 11 (see above). */
export const BEST_QUALITY_BYTES = 8 * 1024 * 1024;
const BEST_QUALITY = 11;
const FAST_QUALITY = 5;

export interface PrecompressOptions {
  /** The previous build's folder of the same files: unchanged files reuse its .br/.gz. */
  previous?: string;
  /** Files compressed at once (zlib runs them on libuv's thread pool). */
  concurrency?: number;
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

async function sameBytes(file: string, body: Buffer): Promise<boolean> {
  try {
    const info = await stat(file);
    return info.size === body.length && (await readFile(file)).equals(body);
  } catch {
    return false;
  }
}

/** Copies the previous build's .br/.gz of an unchanged file; false when there is nothing to reuse. */
async function reuse(file: string, previousFile: string, body: Buffer, result: PrecompressResult): Promise<boolean> {
  if (!(await sameBytes(previousFile, body))) return false;
  const info = await stat(file);
  for (const encoding of ENCODINGS) {
    const target = file + encoding.extension;
    try {
      await copyFile(previousFile + encoding.extension, target);
      await utimes(target, info.atime, info.mtime);
      // Awaited before the addition: `saved += await …` would read `saved` first and lose other files' updates.
      const { size } = await stat(target);
      result.saved[encoding.name] += body.length - size;
    } catch {
      // the previous build kept no copy of this encoding (it was not smaller): neither do we
      await unlink(target).catch(() => {});
    }
  }
  return true;
}

async function compressOne(file: string, previousFile: string | undefined, result: PrecompressResult) {
  const [body, info] = await Promise.all([readFile(file), stat(file)]);
  result.files++;
  result.bytes += body.length;
  if (previousFile && (await reuse(file, previousFile, body, result))) {
    result.reused++;
    return;
  }
  const [br, gzipped] = await Promise.all([
    brotli(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: result.quality,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
    gz(body, { level: 9 }),
  ]);
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

/** Compresses every text file under dir, a few at a time, reusing the previous build's copies where unchanged. */
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
  const result: PrecompressResult = {
    files: 0,
    bytes: 0,
    quality,
    reused: 0,
    saved: { br: 0, gzip: 0 },
  };
  const { previous, concurrency = 4 } = options;
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < files.length) {
        const file = files[next++]!;
        await compressOne(file, previous === undefined ? undefined : join(previous, relative(dir, file)), result);
      }
    }),
  );
  return result;
}
