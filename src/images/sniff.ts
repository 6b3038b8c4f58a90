/**
 * What a picture file is, told by its first bytes, never by its name: the validate rule (content/rules/images.ts),
 * the build and the editor's upload all read it here, so a photo renamed to .jpg is known for what it is everywhere.
 */

/** A raster kind the build reads (sharp) and every browser shows. */
export interface RasterKind {
  ext: "jpg" | "png" | "webp" | "avif";
  type: string;
  /** The kind in an owner's words. */
  name: string;
}

/** The raster kinds, by their first bytes. */
export function sniffRaster(bytes: Uint8Array): RasterKind | undefined {
  const ascii = (from: number, to: number) => Buffer.from(bytes.subarray(from, to)).toString("latin1");
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff)
    return { ext: "jpg", type: "image/jpeg", name: "JPEG" };
  if (ascii(0, 8) === "\x89PNG\r\n\x1a\n") return { ext: "png", type: "image/png", name: "PNG" };
  if (ascii(0, 4) === "RIFF" && ascii(8, 12) === "WEBP") return { ext: "webp", type: "image/webp", name: "WebP" };
  if (ascii(4, 8) === "ftyp" && /^avi[fs]$/.test(ascii(8, 12)))
    return { ext: "avif", type: "image/avif", name: "AVIF" };
  return undefined;
}

/**
 * What a file that is no picture the build reads most likely is, in an owner's words, from its first bytes: an
 * iPhone's HEIC photo, a GIF, a PDF, a web page saved under a picture's name. Undefined when it cannot be told.
 */
export function otherKind(bytes: Uint8Array): string | undefined {
  const ascii = Buffer.from(bytes.subarray(0, 64)).toString("latin1");
  if (ascii.slice(4, 8) === "ftyp" && /^(heic|heix|heim|heis|hevc|hevx|mif1|msf1)$/.test(ascii.slice(8, 12)))
    return "an iPhone photo in HEIC";
  if (ascii.startsWith("GIF8")) return "a GIF";
  if (ascii.startsWith("%PDF")) return "a PDF document";
  if (ascii.startsWith("II*\0") || ascii.startsWith("MM\0*")) return "a TIFF";
  if (ascii.startsWith("BM")) return "a BMP";
  if (/^\s*<(!doctype html|html)/i.test(ascii)) return "a web page";
  return undefined;
}

/** What HEIC, the one kind an owner meets most, is turned into before it is used. */
export const HEIC_ADVICE =
  "save it as a JPEG first (on a Mac, open it in Preview and choose File › Export, Format JPEG; on the iPhone, " +
  "Settings › Camera › Formats › Most Compatible takes JPEG photos from then on)";
