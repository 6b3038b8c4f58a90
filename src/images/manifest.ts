/**
 * Server-only: the responsive variants of the images named in site.json, as listed in the manifest that
 * the write half (pipeline.ts, run by the build and `npm run images`) writes. Used by the page renderer during prerender and in dev.
 */
import { readFileSync, statSync } from "node:fs";
import { imageManifestPath, isProduction } from "../paths.ts";
import { FALLBACK_WIDTH } from "./sizes.ts";

export interface ResponsiveImage {
  /** Intrinsic size of the original, for the width/height attributes (no layout shift). */
  width: number;
  height: number;
  /** srcset of the AVIF variants, e.g. "/img/oak-1a2b3c4d-480.avif 480w, /img/oak-1a2b3c4d-960.avif 960w"; empty for a vector. */
  avif: string;
  /** srcset of the WebP variants. */
  webp: string;
  /** URL of a mid-size WebP for the <img src>. */
  fallback: string;
}

/** One original in .generated/images.json, keyed by its `src` as written in site.json. */
export interface ImageEntry {
  /** Intrinsic size of the original (an SVG's width/height attributes). */
  width: number;
  height: number;
  /** Widths of the AVIF/WebP variants, ascending. */
  variants: number[];
  /** URL prefix of every output: `${base}-${width}.avif`, `${base}-${width}.webp`, `${base}-og.jpg`. */
  base: string;
  /** First 8 hex digits of the sha256 of the original's bytes. */
  hash: string;
}

export type ImageManifest = Record<string, ImageEntry>;
export type ImageFormat = "avif" | "webp";

export function variantUrl(entry: Pick<ImageEntry, "base">, width: number, format: ImageFormat): string {
  return `${entry.base}-${width}.${format}`;
}

export function vectorUrl(entry: Pick<ImageEntry, "base">): string {
  return `${entry.base}.svg`;
}

export function socialUrl(entry: Pick<ImageEntry, "base">): string {
  return `${entry.base}-og.jpg`;
}

/** The square PNG of the logo for a phone's home screen and a tab (sizes.ts's ICON). */
export function iconUrl(entry: Pick<ImageEntry, "base">): string {
  return `${entry.base}-icon.png`;
}

export { imageManifestPath };

let cache: { file: string; key: string; manifest: ImageManifest; responsive: Map<string, ResponsiveImage> } | undefined;

const PRODUCTION = isProduction();

/**
 * The manifest, read once and again only when the file changes (the dev server keeps running). A production
 * build prerenders after `npm run images` wrote it, so there it is not looked at again on every image of every page.
 */
function loaded(requested?: string): NonNullable<typeof cache> {
  if (PRODUCTION && cache && (requested === undefined || requested === cache.file)) return cache;
  const file = requested ?? imageManifestPath();
  let key: string;
  try {
    const stat = statSync(file);
    key = `${stat.mtimeMs}:${stat.size}`;
  } catch {
    throw new Error(`The image manifest ${file} does not exist; run \`npm run images\` to make the responsive images.`);
  }
  if (cache?.file === file && cache.key === key) return cache;
  const parsed = JSON.parse(readFileSync(file, "utf8")) as ImageManifest;
  cache = { file, key, manifest: parsed, responsive: new Map() };
  return cache;
}

function entry(src: string, manifestFile?: string): ImageEntry {
  const { file, manifest } = loaded(manifestFile);
  const found = manifest[src];
  if (!found) {
    throw new Error(
      `The image ${src} is not in ${file}; run \`npm run images\` to make its responsive versions ` +
        `(and check that the file exists and site.json names it).`,
    );
  }
  return found;
}

/** srcset strings and intrinsic size for an image named in site.json, e.g. "images/gallery/01-crane-removal.svg". */
export function responsiveImage(src: string, manifestFile?: string): ResponsiveImage {
  // Every page shows the same few images: their srcset strings are made once per manifest.
  const { file, responsive: made } = loaded(manifestFile);
  const known = made.get(src);
  if (known) return known;
  const image = entry(src, file);
  if (image.variants.length === 0) {
    // A vector original, published as it is (see pipeline.ts): one file for every width.
    const vector: ResponsiveImage = {
      width: image.width,
      height: image.height,
      avif: "",
      webp: "",
      fallback: vectorUrl(image),
    };
    made.set(src, vector);
    return vector;
  }
  const srcset = (format: ImageFormat) =>
    image.variants.map((width) => `${variantUrl(image, width, format)} ${width}w`).join(", ");
  const fallbackWidth =
    image.variants.filter((width) => width <= FALLBACK_WIDTH).at(-1) ?? image.variants[0] ?? FALLBACK_WIDTH;
  const responsive: ResponsiveImage = {
    width: image.width,
    height: image.height,
    avif: srcset("avif"),
    webp: srcset("webp"),
    fallback: variantUrl(image, fallbackWidth, "webp"),
  };
  made.set(src, responsive);
  return responsive;
}

/** URL path of the square PNG icon made of the logo (pipeline.ts's `icons`). */
export function iconImageUrl(src: string, manifestFile?: string): string {
  return iconUrl(entry(src, manifestFile));
}

/** URL path of the 1200x630 JPEG cover crop of an image, for og:image / twitter:image. */
export function socialImageUrl(src: string, manifestFile?: string): string {
  return socialUrl(entry(src, manifestFile));
}
