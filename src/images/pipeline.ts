/**
 * The image pipeline's write half (the read half is manifest.ts): turns every original under images/ that site.json mentions (any `src` starting with
 * "images/") into responsive AVIF + WebP files and a 1200x630 JPEG social crop in the public folder's img/ (src/paths.ts), and writes
 * .generated/images.json for manifest.ts.
 *
 * Output names carry a hash of the original's bytes, so an existing file is always up to date: re-runs only
 * hash the originals and check which outputs exist. Files there that belong to no current image are
 * removed. Every output is written to a temporary name first and then renamed, so a crash never leaves a
 * truncated image under a final name.
 */
import { createHash, randomBytes } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { mkdir, readFile, readdir, rename, stat, unlink, writeFile } from "node:fs/promises";
import { availableParallelism } from "node:os";
import { basename, dirname, extname, join, resolve } from "node:path";
import type { OutputInfo, Sharp, SharpOptions } from "sharp";
import {
  imageManifestPath,
  socialUrl,
  iconUrl,
  variantUrl,
  vectorUrl,
  type ImageEntry,
  type ImageFormat,
  type ImageManifest,
} from "./manifest.ts";
import type { SiteData } from "../../schema/site.ts";
import { publicImagesDir, siteJsonPath } from "../paths.ts";
import { walkSite } from "../site/walk.ts";
import { ICON, SOCIAL_IMAGE, WIDTHS } from "./sizes.ts";
import { linkedImageMessage, linkOnPath } from "./linked.ts";

const FORMATS: ImageFormat[] = ["avif", "webp"];

export interface BuildImagesOptions {
  /** The `src` values to process, relative to `root` (e.g. "images/gallery/01-crane-removal.svg"). */
  sources: string[];
  /** The folder the `src` values are relative to (the folder of site.json). */
  root: string;
  /** Where the outputs go (public/img). Stale files in it are removed. */
  outDir: string;
  /** The manifest to write (.generated/images.json). */
  manifestFile: string;
  /** URL path under which outDir is served. */
  urlPrefix?: string;
  /** How many images are encoded at the same time. */
  concurrency?: number;
  /**
   * The `src` values shown when a page is shared (og:image): only these get the 1200x630 JPEG crop.
   * Without it, every original gets one.
   */
  social?: string[];
  /** The `src` values the site's icon is made of (its logo): each gets the square PNG of sizes.ts's ICON. */
  icons?: string[];
}

export interface BuildImagesResult {
  manifest: ImageManifest;
  originals: number;
  written: number;
  skipped: number;
  removed: number;
  /** Bytes of all current outputs (written now or before). */
  totalBytes: number;
  ms: number;
}

/** Every image `src` in the data, in order of appearance, without repeats (the same walk the checks use). */
export function collectImageSources(value: unknown): string[] {
  const found = new Set<string>();
  walkSite(value, { onImage: (image) => found.add(image.src as string) });
  return [...found];
}

/** The images a page is shared with (og:image): the default, each page's own, each post's. */
export function socialImageSources(site: SiteData): string[] {
  const sources = [
    site.site.defaultImage,
    ...(site.languages ?? []).map((language) => language.site.defaultImage),
    ...site.pages.map((page) => page.image),
    ...site.posts.map((post) => post.image),
  ];
  return [...new Set(sources.flatMap((image) => (image ? [image.src] : [])))];
}

/** The variant widths for an original of the given width. */
export function variantWidths(originalWidth: number): number[] {
  const fitting = WIDTHS.filter((width) => width <= originalWidth);
  return fitting.length > 0 ? fitting : [WIDTHS[0]];
}

/** A name safe in a URL: "Crane Removal.JPG" -> "crane-removal". */
function slug(file: string): string {
  const name = basename(file, extname(file))
    .toLowerCase()
    .replace(/[^a-z0-9_-]+/g, "-")
    .replace(/^-+|-+$/g, "");
  return name || "image";
}

interface Task {
  /** The original it is made from, as site.json names it: said when it cannot be read. */
  src: string;
  /** File name inside outDir. */
  file: string;
  run: () => Promise<Buffer>;
}

export async function buildImages(options: BuildImagesOptions): Promise<BuildImagesResult> {
  const started = performance.now();
  const urlPrefix = (options.urlPrefix ?? "/img").replace(/\/$/, "");
  const previous = readManifest(options.manifestFile);
  await mkdir(options.outDir, { recursive: true });
  const existing = new Set(await readdir(options.outDir));

  const manifest: ImageManifest = {};
  const wanted = new Set<string>();
  const tasks: Task[] = [];
  let skipped = 0;

  for (const src of options.sources) {
    const file = resolve(options.root, src);
    const link = linkOnPath(options.root, src);
    if (link) throw new Error(`${src}: ${linkedImageMessage(src, link)}; copy the file into images/ instead`);
    let bytes: Buffer;
    try {
      bytes = await readFile(file);
    } catch {
      throw new Error(`${src}: cannot read the image file ${file}; is the name right?`);
    }
    const hash = createHash("sha256").update(bytes).digest("hex").slice(0, 8);
    const name = `${slug(src)}-${hash}`;
    const isSvg = extname(src).toLowerCase() === ".svg";
    // The size of an unchanged original comes from the previous manifest, so a warm run never opens sharp.
    const known = Object.values(previous).find((entry) => entry.hash === hash && entry.base.endsWith(`/${name}`));
    const size = known ?? (await originalSize(bytes, src));
    const entry: ImageEntry = {
      width: size.width,
      height: size.height,
      // A vector original is published as it is: smaller than any raster copy, sharp at every width, and
      // nothing to encode. Only raster originals (photos) get AVIF and WebP variants.
      variants: isSvg ? [] : variantWidths(size.width),
      base: `${urlPrefix}/${name}`,
      hash,
    };
    manifest[src] = entry;

    /** The original, rasterized (if an SVG) at the scale that makes it `width` wide, or cover width x height. */
    const input = (width: number, height?: number): Promise<Sharp> => {
      const scale = Math.max(width / entry.width, height === undefined ? 0 : height / entry.height);
      return rasterInput(bytes, isSvg, scale);
    };

    for (const width of entry.variants) {
      const missing = FORMATS.filter((format) => {
        const out = basename(variantUrl({ base: name }, width, format));
        if (wanted.has(out)) return false; // same original listed twice (identical bytes)
        wanted.add(out);
        if (existing.has(out)) skipped += 1;
        return !existing.has(out);
      });
      if (missing.length === 0) continue;
      // One rasterization per width, shared by both encoders.
      let pixels: Promise<{ data: Buffer; info: OutputInfo; opaque: boolean }> | undefined;
      const raster = () =>
        (pixels ??= input(width)
          .then((image) => image.resize({ width }).raw().toBuffer({ resolveWithObject: true }))
          .then(({ data, info }) => ({ data, info, opaque: alphaIsOpaque(data, info.channels) })));
      for (const format of missing) {
        tasks.push({
          src,
          file: basename(variantUrl({ base: name }, width, format)),
          run: async () => {
            const { data, info, opaque } = await raster();
            const sharp = await loadSharp();
            let image = sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
            // An alpha channel that is opaque everywhere only costs bytes.
            if (opaque) image = image.removeAlpha();
            return format === "avif"
              ? image.avif({ quality: 50, effort: 4 }).toBuffer()
              : image.webp({ quality: 75, effort: 4 }).toBuffer();
          },
        });
      }
    }

    // A vector original is also published as it is: small marks such as the logo stay sharp at any size.
    if (isSvg) {
      const svg = basename(vectorUrl({ base: name }));
      if (!wanted.has(svg)) {
        wanted.add(svg);
        if (existing.has(svg)) skipped += 1;
        else tasks.push({ src, file: svg, run: async () => bytes });
      }
    }

    if (options.icons?.includes(src)) {
      const icon = basename(iconUrl({ base: name }));
      if (!wanted.has(icon)) {
        wanted.add(icon);
        if (existing.has(icon)) skipped += 1;
        else
          tasks.push({
            src,
            file: icon,
            run: async () => {
              const margin = (ICON.size - ICON.inner) / 2;
              return (await input(ICON.inner, ICON.inner))
                .resize({ width: ICON.inner, height: ICON.inner, fit: "contain", background: "#ffffff" })
                .extend({ top: margin, bottom: margin, left: margin, right: margin, background: "#ffffff" })
                .flatten({ background: "#ffffff" })
                .png({ compressionLevel: 9 })
                .toBuffer();
            },
          });
      }
    }

    const og = basename(socialUrl({ base: name }));
    if (options.social && !options.social.includes(src)) continue;
    if (!wanted.has(og)) {
      wanted.add(og);
      if (existing.has(og)) skipped += 1;
      else
        tasks.push({
          src,
          file: og,
          run: async () =>
            (await input(SOCIAL_IMAGE.width, SOCIAL_IMAGE.height))
              .resize({ ...SOCIAL_IMAGE, fit: "cover", position: "centre" })
              .flatten({ background: "#ffffff" })
              .jpeg({ quality: 80, mozjpeg: true })
              .toBuffer(),
        });
    }
  }

  const concurrency = options.concurrency ?? Math.max(2, Math.min(4, availableParallelism()));
  await pool(tasks, concurrency, async (task) => {
    let bytes: Buffer;
    try {
      bytes = await task.run();
    } catch (error) {
      // Named, since the build's message is all the owner sees: sharp's own words name no file.
      throw new Error(
        `${task.src} cannot be read (${(error as Error).message.trim()}): the file may be damaged or cut short; ` +
          "open it in a photo program and save it again",
      );
    }
    await writeAtomically(join(options.outDir, task.file), bytes);
  });

  let removed = 0;
  for (const file of existing) {
    if (wanted.has(file)) continue;
    // A temporary file may belong to another run that is writing right now; only clear old leftovers.
    if (file.endsWith(".tmp")) {
      const age = await stat(join(options.outDir, file)).then(
        (info) => Date.now() - info.mtimeMs,
        () => 0,
      );
      if (age < 10 * 60_000) continue;
    }
    await unlink(join(options.outDir, file)).then(
      () => (removed += 1),
      () => undefined,
    );
  }

  let totalBytes = 0;
  for (const file of wanted)
    totalBytes += await stat(join(options.outDir, file)).then(
      (info) => info.size,
      () => 0,
    );

  const json = JSON.stringify(manifest, null, 2) + "\n";
  if (!existsSync(options.manifestFile) || readFileSync(options.manifestFile, "utf8") !== json) {
    await mkdir(dirname(options.manifestFile), { recursive: true });
    await writeAtomically(options.manifestFile, json);
  }

  return {
    manifest,
    originals: options.sources.length,
    written: tasks.length,
    skipped,
    removed,
    totalBytes,
    ms: performance.now() - started,
  };
}

function readManifest(file: string): ImageManifest {
  try {
    return JSON.parse(readFileSync(file, "utf8")) as ImageManifest;
  } catch {
    return {};
  }
}

let sharpModule: Promise<typeof import("sharp")> | undefined;
/** sharp is loaded only when something has to be encoded, which keeps warm runs fast. */
async function loadSharp() {
  const module = await (sharpModule ??= import("sharp"));
  return module.default;
}

async function originalSize(bytes: Buffer, src: string): Promise<{ width: number; height: number }> {
  const sharp = await loadSharp();
  const meta = await sharp(bytes).metadata();
  if (!meta.width || !meta.height) throw new Error(`${src}: cannot tell the size of this image`);
  // Photos taken sideways carry an EXIF orientation; the outputs are turned upright, so report that size.
  const sideways = (meta.orientation ?? 1) >= 5;
  return sideways ? { width: meta.height, height: meta.width } : { width: meta.width, height: meta.height };
}

/** The original ready to be resized; an SVG is rasterized at `scale` times its intrinsic size so it stays crisp. */
async function rasterInput(bytes: Buffer, isSvg: boolean, scale: number): Promise<Sharp> {
  const sharp = await loadSharp();
  const options: SharpOptions = { failOn: "error" };
  // A little over the needed density, so the final resize only ever shrinks.
  if (isSvg) options.density = Math.min(100000, Math.max(1, Math.ceil(72 * scale * 1.01)));
  return sharp(bytes, options).autoOrient();
}

function alphaIsOpaque(data: Buffer, channels: number): boolean {
  if (channels !== 2 && channels !== 4) return false;
  for (let index = channels - 1; index < data.length; index += channels) if (data[index] !== 255) return false;
  return true;
}

async function writeAtomically(file: string, bytes: Buffer | string): Promise<void> {
  const temporary = `${file}.${randomBytes(4).toString("hex")}.tmp`;
  try {
    await writeFile(temporary, bytes);
    await rename(temporary, file);
  } catch (error) {
    await unlink(temporary).catch(() => undefined);
    throw error;
  }
}

async function pool<T>(items: T[], size: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(size, items.length) }, worker));
}

/**
 * The images of a loaded site, read beside its own file, into the public folder's img/ and its manifest, with the line to print. The build
 * calls this with the site it has already validated, instead of a second process that would validate it again.
 */
export async function imagesForSite(
  site: SiteData,
  siteFile = siteJsonPath(),
): Promise<{ result: BuildImagesResult; summary: string }> {
  const result = await buildImages({
    sources: collectImageSources(site),
    social: socialImageSources(site),
    icons: [site.site.logo.src],
    root: dirname(siteFile),
    outDir: publicImagesDir(),
    manifestFile: imageManifestPath(),
  });
  const removed = result.removed > 0 ? `, ${result.removed} stale removed` : "";
  const summary =
    `images: ${result.originals} originals, ${result.written} files written, ${result.skipped} skipped${removed}, ` +
    `${Math.round(result.totalBytes / 1024)} KB total, ${Math.round(result.ms)} ms`;
  return { result, summary };
}
