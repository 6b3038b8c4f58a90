/** An upload made into a picture to keep: its kind told by its bytes, a phone's photo made lighter, a name chosen. */
import path from "node:path";
import { otherKind, sniffRaster } from "../../src/images/sniff.ts";
import { IMAGE_WARN_BYTES } from "../../src/validate/rules/images.ts";
import { describeSvgProblems, looksLikeSvg, svgProblems } from "../../src/images/svg-safety.ts";
import { Refusal } from "./http.ts";
import { listed, said, type Said } from "./words/say.ts";

/** Each other kind otherKind() names, as the words' own choice (words/en.ts's upload.wrongKind). */
const KINDS: Record<string, string> = {
  "a GIF": "gif",
  "a PDF document": "pdf",
  "a TIFF": "tiff",
  "a BMP": "bmp",
  "a web page": "page",
};

/**
 * The image kinds an owner may upload, told by their bytes, never by the name or the declared type: a JPEG, PNG, WebP
 * or AVIF photo (sniff.ts), or a drawing (SVG) that only draws (svg-safety.ts: one with a script, an event attribute,
 * a page or another file inside is refused, as the check refuses it in images/). A refusal says what the file is.
 */
export function sniffImage(bytes: Buffer): { ext: string; type: string } | { refused: Said } {
  const raster = sniffRaster(bytes);
  if (raster) return raster;
  if (looksLikeSvg(bytes)) {
    const problems = svgProblems(bytes);
    if (problems.length === 0) return { ext: "svg", type: "image/svg+xml" };
    const broken = problems.find((problem) => problem.kind === "not-svg");
    return broken
      ? { refused: said("upload.drawingBroken", { problems: describeSvgProblems([broken], false) }) }
      : { refused: said("upload.drawingUnsafe", { problems: describeSvgProblems(problems, false) }) };
  }
  const kind = otherKind(bytes);
  if (kind?.includes("HEIC")) return { refused: said("upload.heic") };
  return { refused: kind ? said("upload.wrongKind", { kind: KINDS[kind] ?? "other" }) : said("upload.unknownKind") };
}

export function slugify(name: string): string {
  const base = path.basename(name.replace(/\\/g, "/")).replace(/\.[^.]*$/, "");
  const slug = base
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60);
  return slug || "image";
}

/**
 * The widest original worth keeping: the site's largest copy is WIDTHS' last (1,920 px), and a little more leaves room
 * for a crop. A phone's photo (4,032 px, 3-6 MB) is made this wide before it is kept.
 */
export const ORIGINAL_WIDTH = 2400;

/**
 * The photo as it is kept in images/: turned upright, at most ORIGINAL_WIDTH wide, and without its camera data (EXIF:
 * where and when it was taken, the phone), which would otherwise sit in the project's history for anyone who sees it.
 * Made again only when it is wider, heavier than the size validate warns of (IMAGE_WARN_BYTES), or carries such data;
 * in its own format, at a quality no visitor tells apart (every copy the site serves is made from it again). A drawing,
 * and an animation, are kept as sent. The note says what changed, in an owner's words.
 */
export async function keptOriginal(bytes: Buffer, ext: string): Promise<{ bytes: Buffer; note?: Said }> {
  try {
    if (ext === "svg") {
      // Well-formed (svg-safety.ts) is not yet drawable: the build rasterizes a drawing for its sharing picture.
      await (await import("sharp")).default(bytes).metadata();
      return { bytes };
    }
    return await madeToKeep(bytes, ext);
  } catch {
    // A photo that starts as one and is cut short or damaged: sharp cannot read it, and neither could the build.
    throw new Refusal(415, said("upload.unreadable"));
  }
}

async function madeToKeep(bytes: Buffer, ext: string): Promise<{ bytes: Buffer; note?: Said }> {
  const sharp = (await import("sharp")).default;
  const meta = await sharp(bytes).metadata();
  if ((meta.pages ?? 1) > 1 || !meta.width || !meta.height) return { bytes };
  const width = (meta.orientation ?? 1) >= 5 ? meta.height : meta.width;
  const wide = width > ORIGINAL_WIDTH;
  const camera = Boolean(meta.exif || meta.xmp || meta.iptc);
  if (!wide && !camera && bytes.length <= IMAGE_WARN_BYTES) {
    // Kept as sent, but read whole first: a photo cut short has a whole header and no picture.
    await sharp(bytes, { failOn: "error" }).resize(8).raw().toBuffer();
    return { bytes };
  }
  let image = sharp(bytes, { failOn: "error" }).autoOrient();
  if (wide) image = image.resize({ width: ORIGINAL_WIDTH });
  image =
    ext === "jpg"
      ? image.jpeg({ quality: 88, mozjpeg: true })
      : ext === "png"
        ? image.png({ compressionLevel: 9 })
        : ext === "webp"
          ? image.webp({ quality: 90 })
          : image.avif({ quality: 70, effort: 4 });
  const made = await image.toBuffer();
  // Not worth it when only the weight asked and it came out no lighter.
  if (!wide && !camera && made.length >= bytes.length) return { bytes };
  const changes = [
    wide ? said("upload.note.wide", { width: ORIGINAL_WIDTH, was: width }) : undefined,
    camera ? said("upload.note.camera") : undefined,
    !wide && !camera ? said("upload.note.lighter") : undefined,
  ].filter((change) => change !== undefined);
  const note = said("upload.note.sentence", {
    changes: listed(changes),
    size: sizeChange(bytes.length, made.length) ?? "none",
  });
  return { bytes: made, note };
}

const megabytes = (bytes: number) => (bytes / 1e6).toFixed(1);

/**
 * How much lighter the kept file is, in words an owner reads on a phone's storage screen: megabytes where both sizes
 * say something apart in them ("3.2 MB became 0.9 MB"), else by how much ("the file is 40% smaller"). Under a
 * megabyte both read "0.1 MB", which said nothing had changed. Nothing is said when it is not smaller.
 */
export function sizeChange(before: number, after: number): Said | undefined {
  if (after >= before) return undefined;
  if (before >= 1e6 && megabytes(before) !== megabytes(after))
    return said("upload.note.sizeMegabytes", { before: Number(megabytes(before)), after: Number(megabytes(after)) });
  const smaller = Math.round(((before - after) / before) * 100);
  return smaller >= 1 ? said("upload.note.sizePercent", { percent: smaller }) : said("upload.note.sizeLittle");
}

export async function imageSize(file: string): Promise<{ width: number; height: number }> {
  const sharp = (await import("sharp")).default;
  const meta = await sharp(file).metadata();
  return { width: meta.width ?? 0, height: meta.height ?? 0 };
}
