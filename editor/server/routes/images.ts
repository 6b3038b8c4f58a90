/**
 * The site's pictures in images/: listed with their sizes, uploaded (uploads.ts makes them), and served to the canvas
 * as pictures only. A folder or file reached through a symbolic link is refused: the editor shows and writes only
 * what is inside the site's own folder.
 */
import { createHash } from "node:crypto";
import { existsSync, lstatSync, mkdirSync, readdirSync, readFileSync, realpathSync, statSync } from "node:fs";
import path from "node:path";
import { writeFileAtomic } from "../../../src/save/save.ts";
import { sniffRaster } from "../../../src/images/sniff.ts";
import { looksLikeSvg } from "../../../src/images/svg-safety.ts";
import { IMAGE_EXTENSION } from "../../../schema/primitives.ts";
import { contained } from "../contained.ts";
import type { EditorContext } from "../context.ts";
import { decoded, readBody, Refusal, send, type Reader, type Route } from "../http.ts";
import { IMAGE_LIMIT, PICTURE_POLICY, UPLOADS_AT_ONCE } from "../security.ts";
import { imageSize, keptOriginal, slugify, sniffImage } from "../uploads.ts";
import { languageOf, said } from "../words/say.ts";

export interface ImageEntry {
  src: string;
  width?: number;
  height?: number;
  /** The file's size in bytes. */
  bytes?: number;
  url: string;
}

const SERVED = "/preview-assets/images/";
/** A sentence's first letter made a capital (a note starts with the first thing done to the picture). */
const capitalised = (words: string) => words.charAt(0).toLocaleUpperCase() + words.slice(1);

/** Whether images/ is there, and is a folder of its own (not a link elsewhere). */
function ownFolder(imagesDir: string): boolean {
  let stat;
  try {
    stat = lstatSync(imagesDir);
  } catch {
    return false;
  }
  if (stat.isSymbolicLink()) throw new Refusal(403, said("upload.linkedFolder"));
  return stat.isDirectory();
}

/** The picture's type as its bytes say, when they agree with its name's extension; none for anything else. */
function pictureType(file: string, bytes: Buffer): string | undefined {
  const ext = path.extname(file).toLowerCase().slice(1);
  if (ext === "svg") return looksLikeSvg(bytes) ? "image/svg+xml" : undefined;
  const raster = sniffRaster(bytes);
  return raster && raster.ext === (ext === "jpeg" ? "jpg" : ext) ? raster.type : undefined;
}

export function imageRoutes({ siteRoot, imagesDir }: EditorContext) {
  // The images' sizes, read once per file and version, so the canvas reserves their space as the site does.
  const sizes = new Map<string, { mtime: number; width: number; height: number }>();
  let uploading = 0;

  async function list(): Promise<ImageEntry[]> {
    try {
      if (!ownFolder(imagesDir)) return [];
    } catch {
      return []; // a linked images/ is said at start and on upload; nothing in it is listed
    }
    const entries = readdirSync(imagesDir, { recursive: true, withFileTypes: true }).filter(
      (entry) => entry.isFile() && IMAGE_EXTENSION.test(entry.name.toLowerCase()),
    );
    return Promise.all(
      entries.map(async (entry) => {
        const file = path.join(entry.parentPath, entry.name);
        const rel = path.relative(siteRoot, file).split(path.sep).join("/");
        const { mtimeMs: mtime, size: bytes } = statSync(file);
        let size = sizes.get(file);
        if (size?.mtime !== mtime) {
          size = { mtime, ...(await imageSize(file).catch(() => ({ width: 0, height: 0 }))) };
          sizes.set(file, size);
        }
        const known = size.width > 0 ? { width: size.width, height: size.height } : {};
        return { src: rel, url: `/preview-assets/${rel}`, bytes, ...known };
      }),
    );
  }

  const upload: Route = async (req, res) => {
    // A name is read before the body, so a malformed one costs nothing.
    const slug = slugify(decoded(String(req.headers["x-file-name"] ?? "image"), "the file's name (X-File-Name)"));
    if (uploading >= UPLOADS_AT_ONCE) {
      req.resume();
      throw new Refusal(503, said("upload.busy", { count: UPLOADS_AT_ONCE }), {
        "retry-after": "2",
      });
    }
    uploading++;
    try {
      const bytes = await readBody(req, IMAGE_LIMIT);
      const kind = sniffImage(bytes);
      if ("refused" in kind) throw new Refusal(415, kind.refused);
      const { bytes: kept, note } = await keptOriginal(bytes, kind.ext);
      const name = `${slug}-${createHash("sha256").update(kept).digest("hex").slice(0, 8)}.${kind.ext}`;
      if (!existsSync(imagesDir)) mkdirSync(imagesDir);
      if (!ownFolder(imagesDir)) throw new Refusal(409, said("upload.notAFolder"));
      const target = path.join(imagesDir, name);
      if (lstatSync(target, { throwIfNoEntry: false })?.isSymbolicLink()) {
        throw new Refusal(409, said("upload.linkedFile", { name }));
      }
      if (!existsSync(target)) writeFileAtomic(target, kept);
      const src = `images/${name}`;
      const size = statSync(target).size;
      send(res, 201, {
        src,
        ...(await imageSize(target)),
        bytes: size,
        url: `/preview-assets/${src}`,
        ...(note ? { note: capitalised(note.in(languageOf(req))) } : {}),
      });
    } finally {
      uploading--;
    }
  };

  /** A picture of images/, by its path inside it: only a real file there (no link on the way), of a picture type. */
  const serve: Reader = (_req, res, url) => {
    if (!url.pathname.startsWith(SERVED)) return false;
    const rel = decoded(url.pathname.slice(SERVED.length), "the address");
    if (!IMAGE_EXTENSION.test(rel.toLowerCase()) || !ownFolder(imagesDir)) return false;
    const folder = realpathSync(imagesDir);
    const file = path.resolve(folder, rel);
    let bytes: Buffer;
    try {
      // The real path is the path asked for: no link on the way to the file, and inside images/.
      if (!contained(folder, file) || realpathSync(file) !== file || !statSync(file).isFile()) return false;
      bytes = readFileSync(file);
    } catch {
      return false;
    }
    const type = pictureType(file, bytes);
    if (!type) return false;
    res.writeHead(200, {
      "content-type": type,
      "x-content-type-options": "nosniff",
      "cache-control": "no-store",
      // Shown only as a picture: an SVG opened as a page runs nothing and reaches nothing.
      "content-security-policy": PICTURE_POLICY,
    });
    res.end(bytes);
    return true;
  };

  return { list, upload, serve };
}
