import { closeSync, existsSync, openSync, readdirSync, readFileSync, readSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { IMAGE_EXTENSION, IMAGE_SRC } from "../../../schema/patterns.ts";
import type { Finding } from "../report/problem.ts";
import { closest } from "../report/suggest.ts";
import { HEIC_ADVICE, otherKind, sniffRaster } from "../../images/sniff.ts";
import { describeSvgProblems, svgProblems } from "../../images/svg-safety.ts";
import { linkedImageMessage, linkOnPath } from "../../images/linked.ts";
import type { PartRule } from "./rule.ts";

/** An original over this size slows every cold build and the repository, and is rarely needed. */
export const IMAGE_WARN_BYTES = 2_000_000;

/**
 * Every image named exists beside site.json, is a picture the build reads (its bytes, not its name, say so), is not
 * needlessly large, and, when it is a drawing (SVG), only draws (images/svg-safety.ts says why that matters).
 */
export const imageFiles: PartRule = {
  name: "image files exist",
  codes: {
    "broken-image": {
      severity: "error",
      summary:
        "An image file that is no picture the site can show: an iPhone HEIC photo, a renamed file, a damaged SVG.",
    },
    "large-image": { severity: "warning", summary: "An image file so big it slows every build." },
    "missing-image": { severity: "error", summary: "An image path with no file behind it." },
    "unsafe-svg": {
      severity: "error",
      summary: "An SVG drawing with something in it that runs or loads (a script, an onload, a page, another file).",
    },
  },
  scope: "part",
  check({ sources, root }) {
    if (!root) return [];
    const found: Finding[] = [];
    // Each name looked at once (its file's state, then its bytes): a large site names the same few pictures on
    // thousands of pages. A name the schema refuses is reported there; looking for the file as well would say it twice.
    const files = new Map<
      string,
      { state: FileState | undefined; wrong?: Omit<Finding, "path">; link?: string } | null
    >();
    let names: string[] | undefined;
    for (const { src, path } of sources) {
      let file = files.get(src);
      if (file === undefined) {
        const link = IMAGE_SRC.test(src) ? linkOnPath(root, src) : undefined;
        const state = IMAGE_SRC.test(src) ? fileState(join(root, src)) : null;
        file =
          state === null
            ? null
            : link
              ? { state, link }
              : { state, wrong: state && contentProblem(join(root, src), src, state) };
        files.set(src, file);
      }
      if (file === null) continue;
      const { state, wrong, link } = file;
      if (link) {
        found.push({
          code: "broken-image",
          path,
          message: linkedImageMessage(src, link),
          expected: "a file saved in the images/ folder beside site.json",
          hint: `the build would publish what the link leads to, from outside the site's folder: copy the file into images/ instead`,
        });
        continue;
      }
      if (state === undefined) {
        names ??= listImages(root);
        const guess = closest(src, names, 2);
        found.push({
          code: "missing-image",
          path,
          message: `there is no image file ${src}`,
          expected: "the path of a file in the images/ folder, like images/gallery/oak.jpg",
          hint: guess ? `did you mean ${guess}?` : "put the file in the images/ folder, or correct the name",
        });
        continue;
      }
      if (wrong) found.push({ ...wrong, path });
      if (state.size > IMAGE_WARN_BYTES) {
        found.push({
          code: "large-image",
          path,
          message: `the image ${src} is ${(state.size / 1e6).toFixed(1)} MB`,
          expected: `an original under ${IMAGE_WARN_BYTES / 1e6} MB`,
          hint: "visitors get small copies either way, but a file this big slows every build; export it about 2400 pixels wide",
        });
      }
    }
    return found;
  },
};

interface FileState {
  size: number;
  mtimeMs: number;
}

function fileState(file: string): FileState | undefined {
  try {
    const stat = statSync(file);
    return stat.isFile() ? { size: stat.size, mtimeMs: stat.mtimeMs } : undefined;
  } catch {
    return undefined;
  }
}

/** A drawing larger than this is not read for what it holds, so it is refused: what is not checked is not published. */
export const MAX_SVG_READ = 64 * 1024 * 1024;

/**
 * What an image file's bytes say is wrong with it, kept per file, size and time of change: a large site names the
 * same few pictures on thousands of pages, and the editor's server checks again and again.
 */
const contents = new Map<string, Omit<Finding, "path"> | null>();

function contentProblem(file: string, src: string, state: FileState): Omit<Finding, "path"> | undefined {
  const key = `${file}\0${state.size}\0${state.mtimeMs}`;
  if (!contents.has(key)) {
    let problem: Omit<Finding, "path"> | undefined;
    try {
      problem = src.toLowerCase().endsWith(".svg") ? drawingProblem(file, src, state) : pictureProblem(file, src);
    } catch {
      problem = undefined; // unreadable now (removed, no permission): the build says so with the file's name
    }
    contents.set(key, problem ?? null);
  }
  return contents.get(key) ?? undefined;
}

/** A picture whose first bytes are no JPEG, PNG, WebP or AVIF (what sharp reads), whatever its name says. */
function pictureProblem(file: string, src: string): Omit<Finding, "path"> | undefined {
  const head = Buffer.alloc(64);
  const handle = openSync(file, "r");
  let read: number;
  try {
    read = readSync(handle, head, 0, head.length, 0);
  } finally {
    closeSync(handle);
  }
  const bytes = head.subarray(0, read);
  if (sniffRaster(bytes)) return undefined;
  const kind = otherKind(bytes);
  const heic = kind?.includes("HEIC");
  return {
    code: "broken-image",
    message: kind ? `the image ${src} is ${kind}, which the site cannot show` : `the image ${src} is not a picture`,
    expected: "a JPEG, PNG, WebP, AVIF or SVG picture",
    hint: heic
      ? HEIC_ADVICE
      : "open it in a photo program and save it again as a JPEG or PNG (a file only renamed stays what it was)",
  };
}

/** A drawing that is not one a browser shows, or that holds more than drawing (svg-safety.ts). */
function drawingProblem(file: string, src: string, state: FileState): Omit<Finding, "path"> | undefined {
  if (state.size > MAX_SVG_READ)
    return {
      code: "unsafe-svg",
      message: `the drawing ${src} is ${Math.round(state.size / 1024 / 1024)} MB, too large to be checked for what it holds`,
      expected: `a drawing under ${MAX_SVG_READ / 1024 / 1024} MB (a logo or an illustration is a few KB)`,
      hint: "save it again from your drawing program as plain SVG, or export it as a PNG",
    };
  const bytes = readFileSync(file);
  // A photo saved under a drawing's name would be published as a drawing, which no browser then shows.
  const raster = sniffRaster(bytes);
  const kind = raster ? `a ${raster.name} picture` : otherKind(bytes);
  if (kind)
    return {
      code: "broken-image",
      message: `the image ${src} is ${kind}, not a drawing (SVG)`,
      expected: "an SVG drawing, or a picture whose name ends as its kind: .jpg, .png, .webp, .avif",
      hint: raster
        ? `rename the file to end in .${raster.ext}, and write that name here`
        : kind.includes("HEIC")
          ? HEIC_ADVICE
          : "open it in a drawing program and save it again as SVG, or export it as a PNG",
    };
  const problems = svgProblems(bytes);
  const broken = problems.find((problem) => problem.kind === "not-svg");
  if (broken)
    return {
      code: "broken-image",
      message: `the drawing ${src} cannot be shown: ${describeSvgProblems([broken])}`,
      expected: "an SVG drawing as drawing programs save it",
      hint: "open it in your drawing program and save it again as SVG, or export it as a PNG",
    };
  if (problems.length === 0) return undefined;
  return {
    code: "unsafe-svg",
    message: `the drawing ${src} holds ${describeSvgProblems(problems)}`,
    expected: "a drawing with nothing that runs or loads: no script, no onload or other event, no page or file inside",
    hint:
      "save it again from your drawing program as plain SVG (Inkscape: File › Save a Copy, Plain SVG), or export " +
      "it as a PNG; a photo in it must be embedded, not linked",
  };
}

/** Every file under images/, as site.json names them; read only when a named image is missing. */
function listImages(root: string): string[] {
  const folder = join(root, "images");
  if (!existsSync(folder)) return [];
  return (readdirSync(folder, { recursive: true }) as string[])
    .map((name) => relative(root, join(folder, name)))
    .filter((name) => IMAGE_EXTENSION.test(name));
}
