import { randomBytes, timingSafeEqual, createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, realpathSync, statSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";
import {
  changedAfter,
  listHistory,
  readHistory,
  readSite,
  saveSiteText,
  checkSiteText,
  writeFileAtomic,
} from "../../src/save/save.ts";
import { screenText } from "../../src/validate/read/input-limits.ts";
import { decodeText } from "../../src/validate/read/utf8.ts";
import { formatChange } from "../../src/save/format-region.ts";
import { applyDataToText, readData } from "../../src/save/text-edit.ts";
import { applyChanges, ChangesRefused } from "../../src/save/changes.ts";
import { IMAGE_EXTENSION } from "../../schema/primitives.ts";
import { FONT_NAMES, type ThemeData } from "../../schema/theme.ts";
import { themeFonts } from "../../src/theme/fonts.ts";
import { cachedEntry, CODE_INPUTS, codeKey, makeEntry } from "../../src/build/code-cache.ts";
import { deployDirOf, keepDeployInStep } from "../../src/deploy/files.ts";
import type { HeaderSite } from "../../src/deploy/headers.ts";
import { contained } from "./contained.ts";
import type { PreviewFont } from "../shared/wire.ts";
import { copyOf, startFrom, startingSites } from "./new-site.ts";
import { HEIC_ADVICE, otherKind, sniffRaster } from "../../src/images/sniff.ts";
import { IMAGE_WARN_BYTES } from "../../src/validate/rules/images.ts";
import { describeSvgProblems, looksLikeSvg, svgProblems } from "../../src/images/svg-safety.ts";

/** A version of the file's data, as text-edit.ts reads it. */
type Read = ReturnType<typeof readData>;

/**
 * The project folder: the nearest above this module that holds the editor's sources. Found rather than counted,
 * because `npm run edit` runs this module compiled (scripts/compiled.mjs), from node_modules/.cache/.
 */
const repo = (() => {
  for (let dir = path.dirname(fileURLToPath(import.meta.url)); ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, "editor", "server", "server.ts"))) return dir;
    if (path.dirname(dir) === dir) throw new Error("the editor's project folder (with editor/server/) was not found");
  }
})();
const JSON_LIMIT = 32 * 1024 * 1024;
export const IMAGE_LIMIT = 20 * 1024 * 1024;

export interface EditorOptions {
  /** The site.json to edit; images/ beside it. */
  siteFile: string;
  port?: number;
  /** Build and serve editor/app (off in the API's own tests). */
  app?: boolean;
}

export interface EditorServer {
  url: string;
  port: number;
  token: string;
  appNote: string;
  close(): Promise<void>;
}

class Refusal extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

const PREVIEW_FONTS = "/preview-assets/fonts/";

/**
 * The letters the canvas's fonts are cut for: English and Spanish, and the punctuation an owner types. The build
 * cuts each font to the site's own letters (src/theme/fonts.ts); the canvas must also show letters typed since.
 */
const PREVIEW_LETTERS = [
  ...Array.from({ length: 0x7f - 0x20 }, (_, index) => 0x20 + index),
  ...Array.from({ length: 0x100 - 0xa0 }, (_, index) => 0xa0 + index),
  0x2013,
  0x2014,
  0x2018,
  0x2019,
  0x201c,
  0x201d,
  0x2026,
  0x20ac,
];

/**
 * Every font a theme may choose, as the build publishes it (src/theme/fonts.ts: the same faces, fallbacks and
 * cuts), with its files served by the editor: the canvas shows the site in its own fonts, and an owner trying
 * another font sees it before saving. Named once, on the first request that needs them; each file is cut when the
 * canvas first asks for it.
 */
const previewFonts = (() => {
  let made: { byName: Record<string, PreviewFont>; files: Map<string, () => Promise<Buffer>> } | undefined;
  return () => {
    if (made) return made;
    const byName: Record<string, PreviewFont> = {};
    const files = new Map<string, () => Promise<Buffer>>();
    for (const name of FONT_NAMES) {
      const fonts = themeFonts({ fonts: { heading: name, body: name } } as ThemeData, PREVIEW_LETTERS);
      for (const file of fonts.files) files.set(file.fileName, file.bytes); // each cut made once, by fonts.ts
      byName[name] = { family: fonts.heading, css: fonts.css.replaceAll("url(/fonts/", `url(${PREVIEW_FONTS}`) };
    }
    return (made = { byName, files });
  };
})();

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json",
  ".svg": "image/svg+xml",
  ".woff2": "font/woff2",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
};

const SAVE_AGAIN = "save it again from your drawing program as plain SVG, or use a PNG of it";

/**
 * The image kinds an owner may upload, told by their bytes, never by the name or the declared type: a JPEG, PNG, WebP
 * or AVIF photo (sniff.ts), or a drawing (SVG) that only draws (svg-safety.ts: one with a script, an event attribute,
 * a page or another file inside is refused, as the check refuses it in images/). A refusal says what the file is.
 */
export function sniffImage(bytes: Buffer): { ext: string; type: string } | { refused: string } {
  const raster = sniffRaster(bytes);
  if (raster) return raster;
  if (looksLikeSvg(bytes)) {
    const problems = svgProblems(bytes);
    if (problems.length === 0) return { ext: "svg", type: "image/svg+xml" };
    const broken = problems.find((problem) => problem.kind === "not-svg");
    return broken
      ? { refused: `this drawing cannot be shown (${describeSvgProblems([broken], false)}): ${SAVE_AGAIN}` }
      : {
          refused:
            `this drawing has ${describeSvgProblems(problems, false)} in it, which a picture on a website may not ` +
            `have: ${SAVE_AGAIN}`,
        };
  }
  const kind = otherKind(bytes);
  return {
    refused: kind?.includes("HEIC")
      ? `this is an iPhone photo in HEIC, which browsers cannot show: ${HEIC_ADVICE}`
      : `${kind ? `this is ${kind}; ` : ""}only JPEG, PNG, WebP, AVIF and SVG pictures can be uploaded`,
  };
}

function slugify(name: string): string {
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

function readBody(req: http.IncomingMessage, limit: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const declared = Number(req.headers["content-length"] ?? 0);
    if (declared > limit) {
      reject(new Refusal(413, `the body is larger than ${limit} bytes`));
      req.resume();
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    req.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        reject(new Refusal(413, `the body is larger than ${limit} bytes`));
        req.destroy();
        return;
      }
      chunks.push(chunk);
    });
    req.on("end", () => resolve(Buffer.concat(chunks)));
    req.on("error", reject);
  });
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
export async function keptOriginal(bytes: Buffer, ext: string): Promise<{ bytes: Buffer; note?: string }> {
  try {
    if (ext === "svg") {
      // Well-formed (svg-safety.ts) is not yet drawable: the build rasterizes a drawing for its sharing picture.
      await (await import("sharp")).default(bytes).metadata();
      return { bytes };
    }
    return await madeToKeep(bytes, ext);
  } catch {
    // A photo that starts as one and is cut short or damaged: sharp cannot read it, and neither could the build.
    throw new Refusal(
      415,
      "this picture cannot be read (the file is damaged or cut short): save it again, then upload that",
    );
  }
}

async function madeToKeep(bytes: Buffer, ext: string): Promise<{ bytes: Buffer; note?: string }> {
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
    wide ? `made ${ORIGINAL_WIDTH.toLocaleString("en-US")} pixels wide (it was ${width.toLocaleString("en-US")})` : "",
    camera ? "its camera details (where and when it was taken) left out" : "",
    !wide && !camera ? "saved lighter" : "",
  ]
    .filter(Boolean)
    .join(", ");
  const note = `${changes[0]!.toUpperCase()}${changes.slice(1)}: ${megabytes(bytes.length)} MB became ${megabytes(made.length)} MB, and visitors get the same picture.`;
  return { bytes: made, note };
}

const megabytes = (bytes: number) => (bytes / 1e6).toFixed(1);

async function imageSize(file: string): Promise<{ width: number; height: number }> {
  const sharp = (await import("sharp")).default;
  const meta = await sharp(file).metadata();
  return { width: meta.width ?? 0, height: meta.height ?? 0 };
}

/**
 * The saved text as the project's prettier writes JSON (`npm test` checks site.json's format): a new or moved
 * section would otherwise be laid out differently from the rest. Lines prettier already likes stay as they
 * are, so a one-field change is still one changed line. Without prettier installed, the text is kept as made.
 */
async function formatted(text: string, file: string, before: string): Promise<string> {
  try {
    const prettier = await import("prettier");
    // Only a project that configures prettier checks its format; elsewhere the text is kept as made.
    const config = await prettier.resolveConfig(file);
    if (!config) return text;
    const options = { ...config, filepath: file, parser: "json" };
    // Only the values that changed are formatted (a 10 MB file takes prettier seconds), unless the change
    // cannot be followed in parts (a comment, say): then the whole file is.
    const inParts = await formatChange(before, text, (part) => prettier.format(part, options), config);
    if (inParts !== undefined) return inParts;
    // A file kept in another style (tabs, CRLF) stays in it: only a prettier-clean file is kept clean.
    if (!(await prettier.check(before, options))) return text;
    return await prettier.format(text, options);
  } catch {
    return text;
  }
}

export async function startEditorServer(options: EditorOptions): Promise<EditorServer> {
  const siteFile = path.resolve(options.siteFile);
  const siteRoot = path.dirname(siteFile);
  const imagesDir = path.join(siteRoot, "images");
  const token = randomBytes(32).toString("hex");
  const tokenBytes = Buffer.from(token);
  const schema = readFileSync(path.join(repo, "schema/site.schema.json"), "utf8");
  const app = options.app === false ? { dir: undefined, note: "the app is not served (API only)" } : await buildApp();
  let allowedHosts = new Set<string>();

  // The images' sizes, read once per file and version, so the canvas reserves their space as the site does.
  const sizes = new Map<string, { mtime: number; width: number; height: number }>();
  async function listImages(): Promise<{ src: string; width?: number; height?: number; url: string }[]> {
    if (!existsSync(imagesDir)) return [];
    const entries = readdirSync(imagesDir, { recursive: true, withFileTypes: true }).filter(
      (entry) => entry.isFile() && IMAGE_EXTENSION.test(entry.name.toLowerCase()),
    );
    return Promise.all(
      entries.map(async (entry) => {
        const file = path.join(entry.parentPath, entry.name);
        const rel = path.relative(siteRoot, file).split(path.sep).join("/");
        const mtime = statSync(file).mtimeMs;
        let size = sizes.get(file);
        if (size?.mtime !== mtime) {
          size = { mtime, ...(await imageSize(file).catch(() => ({ width: 0, height: 0 }))) };
          sizes.set(file, size);
        }
        const known = size.width > 0 ? { width: size.width, height: size.height } : {};
        return { src: rel, url: `/preview-assets/${rel}`, ...known };
      }),
    );
  }

  function siteState() {
    const { text, hash } = readSite(siteFile);
    const problems = checkSiteText(text, { root: siteRoot }).problems;
    return { hash, data: dataOf({ text, hash })?.data, problems };
  }

  // The data of the file's last version read or saved: the editor sends its changes from that version (changes.ts).
  let known: { hash: string; read: Read } | undefined;
  /** A version's data; none for a file the check refuses before parsing (too deep, binary), not parsed here either. */
  function dataOf(current: { text: string; hash: string }): Read | undefined {
    if (known?.hash === current.hash) return known.read;
    if (screenText(current.text)) return undefined;
    known = { hash: current.hash, read: readData(current.text) };
    return known.read;
  }

  /**
   * The site a check or a save is for, and the file it goes into: the whole site (`data`), or the changes from the
   * version named by `baseHash`, applied to this server's data of that version. Changes from another version than
   * the file's: 409, and the editor sends the whole site (a check) or offers a reload (a save, as for any conflict).
   */
  function editedSite(body: Record<string, unknown>) {
    const current = readSite(siteFile);
    if (!("changes" in body)) return { current, data: body.data, read: undefined };
    const read = body.baseHash === current.hash ? dataOf(current) : undefined;
    if (!read) return { current, stale: true as const };
    try {
      return { current, data: applyChanges(read.data, body.changes), read };
    } catch (error) {
      if (error instanceof ChangesRefused) throw new Refusal(400, `the changes are refused: ${error.message}`);
      throw error;
    }
  }

  function send(res: http.ServerResponse, status: number, body: unknown): void {
    const json = JSON.stringify(body);
    res.writeHead(status, {
      "content-type": "application/json; charset=utf-8",
      "cache-control": "no-store",
      "x-content-type-options": "nosniff",
    });
    res.end(json);
  }

  function checkWrite(req: http.IncomingMessage, kinds: RegExp): void {
    const origin = req.headers.origin;
    if (!origin) throw new Refusal(403, "a write must carry the editor's Origin");
    let originHost: string;
    try {
      const url = new URL(origin);
      if (url.protocol !== "http:") throw new Error();
      originHost = url.host;
    } catch {
      throw new Refusal(403, "the Origin is not the editor's");
    }
    if (!allowedHosts.has(originHost)) throw new Refusal(403, "the Origin is not the editor's");
    const type = (req.headers["content-type"] ?? "").split(";")[0]!.trim().toLowerCase();
    if (!kinds.test(type)) throw new Refusal(415, `this content type is refused: ${type || "none"}`);
    const given = Buffer.from(String(req.headers["x-editor-token"] ?? ""));
    if (given.length !== tokenBytes.length || !timingSafeEqual(given, tokenBytes)) {
      throw new Refusal(403, "the editor's token is missing or wrong");
    }
  }

  async function jsonBody(req: http.IncomingMessage): Promise<Record<string, unknown>> {
    const body = await readBody(req, JSON_LIMIT);
    // Nesting too deep for the walks that follow (text edits, validation) is refused before it is parsed.
    const text = decodeText(body);
    const hostile = screenText(text);
    if (hostile) throw new Refusal(400, `the body is refused: ${hostile.message}`);
    try {
      const value = JSON.parse(text);
      if (value && typeof value === "object" && !Array.isArray(value)) return value;
    } catch {
      /* refused below */
    }
    throw new Refusal(400, "the body is not a JSON object");
  }

  async function save(
    res: http.ServerResponse,
    current: { text: string; hash: string },
    data: unknown,
    baseHash: unknown,
    read?: Read,
  ): Promise<void> {
    if (typeof baseHash !== "string") throw new Refusal(400, "baseHash is missing");
    const text = await formatted(applyDataToText(current.text, data, read), siteFile, current.text);
    const result = saveSiteText(siteFile, text, { expectedHash: baseHash, root: siteRoot });
    if (result.ok) {
      // The saved text's data is the site just written (its text was made from it): kept for the next changes.
      if (read) known = { hash: result.hash, read: { data: data as Read["data"], strict: read.strict } };
      keepDeploy(data as HeaderSite);
      send(res, 200, { hash: result.hash, problems: result.problems });
    } else if (result.reason === "invalid") send(res, 422, { problems: result.problems });
    else conflict(res, result);
  }

  /**
   * The project's deploy/ follows each save (src/deploy/files.ts): a language added needs its not-found page in the
   * nginx configuration, and the check that compares them would fail the owner's next push. The file is saved by
   * then; a deploy/ that cannot be written is said in the terminal, and the build tries again.
   */
  function keepDeploy(site: HeaderSite): void {
    try {
      const written = keepDeployInStep(deployDirOf(siteFile), site);
      if (written.length) console.log(`deploy/ brought in step with the saved site: ${written.join(", ")}`);
    } catch (error) {
      console.error(`deploy/ could not be written (${(error as Error).message}): run npm run deploy:config`);
    }
  }

  /** A save over a version the file no longer is: the file's version now, which the editor merges its edits onto. */
  function conflict(res: http.ServerResponse, current: { text: string; hash: string }): void {
    send(res, 409, { hash: current.hash, data: dataOf(current)?.data });
  }

  async function upload(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const bytes = await readBody(req, IMAGE_LIMIT);
    const kind = sniffImage(bytes);
    if ("refused" in kind) throw new Refusal(415, kind.refused);
    const { bytes: kept, note } = await keptOriginal(bytes, kind.ext);
    const slug = slugify(decodeURIComponent(String(req.headers["x-file-name"] ?? "image")));
    const hash8 = createHash("sha256").update(kept).digest("hex").slice(0, 8);
    const name = `${slug}-${hash8}.${kind.ext}`;
    mkdirSync(imagesDir, { recursive: true });
    const realImages = realpathSync(imagesDir);
    const realRoot = realpathSync(siteRoot);
    if (!contained(realRoot, realImages)) throw new Refusal(500, "images/ leads outside the site's folder");
    const target = path.resolve(realImages, name);
    if (!contained(realImages, target)) throw new Refusal(400, "refused file name");
    if (!existsSync(target)) writeFileAtomic(target, kept);
    const src = `images/${name}`;
    send(res, 201, { src, ...(await imageSize(target)), url: `/preview-assets/${src}`, ...(note ? { note } : {}) });
  }

  function serveFile(res: http.ServerResponse, folder: string, rel: string, inject?: boolean): boolean {
    let file: string;
    try {
      file = realpathSync(path.resolve(folder, rel));
      if (!contained(realpathSync(folder), file) || !statSync(file).isFile()) return false;
    } catch {
      return false;
    }
    let body: string | Buffer = readFileSync(file);
    const type = TYPES[path.extname(file).toLowerCase()] ?? "application/octet-stream";
    if (inject) {
      body = body.toString("utf8").replace("<head>", `<head><meta name="editor-token" content="${token}">`);
    }
    const headers: Record<string, string> = {
      "content-type": type,
      "x-content-type-options": "nosniff",
      "cache-control": "no-store",
    };
    // An SVG in images/ is only ever shown as a picture, never as a document that could run script here.
    if (type === "image/svg+xml") headers["content-security-policy"] = "default-src 'none'; style-src 'unsafe-inline'";
    res.writeHead(200, headers);
    res.end(body);
    return true;
  }

  async function handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    if (!allowedHosts.has(String(req.headers.host ?? "").toLowerCase())) {
      throw new Refusal(421, "this Host is not the editor's (only 127.0.0.1, localhost and [::1] are)");
    }
    const url = new URL(req.url ?? "/", "http://editor.invalid");
    const route = `${req.method} ${url.pathname}`;
    const isRead = req.method === "GET" || req.method === "HEAD";
    if (!isRead) {
      checkWrite(
        req,
        url.pathname === "/api/images"
          ? /^(image\/(jpeg|png|webp|avif|svg\+xml)|application\/octet-stream)$/
          : /^application\/json$/,
      );
    }
    switch (route) {
      case "GET /api/site":
        // No file yet: the sites to start from (new-site.ts), by name, never by path.
        if (!existsSync(siteFile))
          return send(res, 200, {
            missing: true,
            file: path.basename(siteFile),
            sites: startingSites(repo, siteFile).map(({ file: _, ...site }) => site),
          });
        const state = siteState();
        return send(res, 200, {
          ...state,
          // The site this project holds that the file is still a copy of, by its business's own facts (new-site.ts).
          copyOf: copyOf(repo, siteFile, state.data),
          schema: JSON.parse(schema),
          images: await listImages(),
          fonts: previewFonts().byName,
          file: path.basename(siteFile),
        });
      case "POST /api/check": {
        const edited = editedSite(await jsonBody(req));
        if (edited.stale) return send(res, 409, { stale: true });
        const text = applyDataToText(edited.current.text, edited.data, edited.read);
        return send(res, 200, { problems: checkSiteText(text, { root: siteRoot }).problems });
      }
      case "POST /api/save": {
        const body = await jsonBody(req);
        const edited = editedSite(body);
        if (edited.stale) return conflict(res, edited.current);
        return await save(res, edited.current, edited.data, body.baseHash, edited.read);
      }
      case "GET /api/history": {
        const versions = listHistory(siteFile);
        const changed = changedAfter(siteFile, versions);
        return send(res, 200, { versions: versions.map((version, n) => ({ ...version, changed: changed[n] })) });
      }
      case "POST /api/history/restore": {
        const { id, baseHash } = await jsonBody(req);
        const text = typeof id === "string" ? readHistory(siteFile, id) : undefined;
        if (text === undefined) throw new Refusal(404, "no such version");
        // A kept version is screened like any text before it is parsed (a hand-placed file could be hostile).
        const hostile = screenText(text);
        if (hostile) throw new Refusal(422, `that version cannot be restored: ${hostile.message}`);
        return await save(res, readSite(siteFile), readData(text).data, baseHash);
      }
      case "POST /api/images":
        return upload(req, res);
      case "POST /api/start": {
        const { site } = await jsonBody(req);
        const chosen = startingSites(repo, siteFile).find((candidate) => candidate.id === site);
        if (!chosen) throw new Refusal(400, "there is no such site to start from");
        const started = startFrom(chosen.file, siteFile, path.join(repo, "schema/site.schema.json"));
        if (started.ok) return send(res, 200, { started: true });
        return "exists" in started
          ? send(res, 409, { error: `${path.basename(siteFile)} exists already` })
          : send(res, 422, { problems: started.problems });
      }
    }
    if (!isRead) throw new Refusal(404, "no such action");
    if (url.pathname.startsWith(PREVIEW_FONTS)) {
      // Looked up by name among the theme fonts' own files: nothing the request says is taken as a path.
      const cut = previewFonts().files.get(url.pathname.slice(PREVIEW_FONTS.length));
      const bytes = cut && (await cut());
      if (bytes) {
        res.writeHead(200, {
          "content-type": "font/woff2",
          "x-content-type-options": "nosniff",
          "cache-control": "no-store",
        });
        res.end(bytes);
        return;
      }
    } else if (url.pathname.startsWith("/preview-assets/images/")) {
      const rel = decodeURIComponent(url.pathname.slice("/preview-assets/images/".length));
      if (existsSync(imagesDir) && serveFile(res, imagesDir, rel)) return;
    } else if (url.pathname.startsWith("/preview-assets/")) {
      const rel = decodeURIComponent(url.pathname.slice("/preview-assets/".length));
      if (serveFile(res, path.join(repo, "public"), rel)) return;
    } else if (app.dir) {
      const rel = decodeURIComponent(url.pathname).replace(/^\/+/, "") || "index.html";
      if (serveFile(res, app.dir, rel, rel === "index.html")) return;
      // The app routes in the browser: unknown paths get the app itself.
      if (!path.extname(rel) && serveFile(res, app.dir, "index.html", true)) return;
    } else if (url.pathname === "/") {
      res.writeHead(200, { "content-type": "text/plain; charset=utf-8" });
      res.end(`The editor's API runs here; ${app.note}.\n`);
      return;
    }
    throw new Refusal(404, "not found");
  }

  const server = http.createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (res.headersSent) return res.destroy();
      if (error instanceof Refusal) send(res, error.status, { error: error.message });
      else if (
        (error as NodeJS.ErrnoException).code === "ENOENT" &&
        (error as NodeJS.ErrnoException).path === siteFile
      ) {
        // Moved or deleted while the editor was open (a branch checked out): said, and nothing written.
        const name = path.basename(siteFile);
        send(res, 409, {
          error: `${name} is no longer on disk; put it back (git checkout -- ${name}), then try again`,
        });
      } else {
        console.error(error);
        send(res, 500, { error: "the editor failed; see its terminal" });
      }
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 4321, "127.0.0.1", () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  allowedHosts = new Set([`127.0.0.1:${port}`, `localhost:${port}`, `[::1]:${port}`]);
  return {
    url: `http://127.0.0.1:${port}/`,
    port,
    token,
    appNote: app.note,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * Builds editor/app with Vite's JS API into a cache folder; without the app's files, the API runs alone. The
 * build (3 to 4 s of every start) is kept under a key of everything it is made from, as the site's compiled code
 * is (src/build/code-cache.ts): the app, the components and schema it imports, the dependencies and Node's version.
 * An unchanged project opens the editor at once; any change compiles again, so a stale app is never served.
 */
async function buildApp(): Promise<{ dir?: string; note: string }> {
  const root = path.join(repo, "editor/app");
  const config = path.join(root, "vite.config.ts");
  if (!existsSync(path.join(root, "index.html")) || !existsSync(config)) {
    return { note: "editor/app (index.html, vite.config.ts) is not there yet, so only the API is served" };
  }
  const cacheDir = path.join(repo, "node_modules/.cache/editor-app");
  const key = codeKey({ outDir: "editor-app", root: repo, inputs: [...CODE_INPUTS, "editor/app"] });
  const cached = cachedEntry(key, cacheDir);
  if (cached) {
    return {
      dir: cached,
      note: "the app is built into node_modules/.cache/editor-app (unchanged since it was, reused)",
    };
  }
  const { build } = await import("vite");
  // Made beside, then renamed into place whole: an editor started meanwhile never serves half an app.
  const dir = await makeEntry(
    key,
    (outDir) => build({ root, configFile: config, logLevel: "warn", build: { outDir, emptyOutDir: true } }),
    { cacheDir, keep: 3 },
  );
  return { dir, note: "the app is built into node_modules/.cache/editor-app" };
}
