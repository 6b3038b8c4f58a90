import { closeSync, existsSync, openSync, readdirSync, readFileSync, readSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { IMAGE_EXTENSION, IMAGE_SRC } from "../../../schema/patterns.ts";
import { closest } from "../report/suggest.ts";
import { HEIC_ADVICE, otherKind, sniffRaster } from "../../images/sniff.ts";
import { describeSvgProblems, svgProblems } from "../../images/svg-safety.ts";
import { linkedImageMessage, linkOnPath } from "../../images/linked.ts";
import type { PartRule, RuleFinding, TemplatedFinding } from "./rule.ts";

/** An original over this size slows every cold build and the repository, and is rarely needed. */
export const IMAGE_WARN_BYTES = 2_000_000;

/** What a file's bytes say is wrong with it, found once per file and reported wherever it is named. */
type Problem = Omit<TemplatedFinding, "path">;

const PHOTO_ADVICE =
  "open it in a photo program and save it again as a JPEG or PNG (a file only renamed stays what it was)";
const NOT_A_DRAWING = "an SVG drawing, or a picture whose name ends as its kind: .jpg, .png, .webp, .avif";

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
  messages: {
    "broken-image:linked": {
      // The words name where the link leads (images/linked.ts words it for the build as well).
      message: "{message}",
      expected: "a file saved in the images/ folder beside site.json",
      hint: "the build would publish what the link leads to, from outside the site's folder: copy the file into images/ instead",
    },
    "missing-image": {
      message: "there is no image file {src}",
      expected: "the path of a file in the images/ folder, like images/gallery/oak.jpg",
      hint: "put the file in the images/ folder, or correct the name",
    },
    "missing-image:guess": {
      message: "there is no image file {src}",
      expected: "the path of a file in the images/ folder, like images/gallery/oak.jpg",
      hint: "did you mean {guess}?",
    },
    "large-image": {
      message: "the image {src} is {megabytes} MB",
      expected: "an original under {limit} MB",
      hint: "visitors get small copies either way, but a file this big slows every build; export it about 2400 pixels wide",
    },
    "broken-image:heic": {
      message: "the image {src} is {kind}, which the site cannot show",
      expected: "a JPEG, PNG, WebP, AVIF or SVG picture",
      hint: HEIC_ADVICE,
    },
    "broken-image:other-kind": {
      message: "the image {src} is {kind}, which the site cannot show",
      expected: "a JPEG, PNG, WebP, AVIF or SVG picture",
      hint: PHOTO_ADVICE,
    },
    "broken-image:not-a-picture": {
      message: "the image {src} is not a picture",
      expected: "a JPEG, PNG, WebP, AVIF or SVG picture",
      hint: PHOTO_ADVICE,
    },
    "unsafe-svg:too-large": {
      message: "the drawing {src} is {megabytes} MB, too large to be checked for what it holds",
      expected: "a drawing under {limit} MB (a logo or an illustration is a few KB)",
      hint: "save it again from your drawing program as plain SVG, or export it as a PNG",
    },
    "broken-image:picture-as-svg": {
      message: "the image {src} is {kind}, not a drawing (SVG)",
      expected: NOT_A_DRAWING,
      hint: "rename the file to end in .{ext}, and write that name here",
    },
    "broken-image:heic-as-svg": {
      message: "the image {src} is {kind}, not a drawing (SVG)",
      expected: NOT_A_DRAWING,
      hint: HEIC_ADVICE,
    },
    "broken-image:other-as-svg": {
      message: "the image {src} is {kind}, not a drawing (SVG)",
      expected: NOT_A_DRAWING,
      hint: "open it in a drawing program and save it again as SVG, or export it as a PNG",
    },
    "broken-image:not-svg": {
      message: "the drawing {src} cannot be shown: {problems}",
      expected: "an SVG drawing as drawing programs save it",
      hint: "open it in your drawing program and save it again as SVG, or export it as a PNG",
    },
    "unsafe-svg": {
      message: "the drawing {src} holds {problems}",
      expected:
        "a drawing with nothing that runs or loads: no script, no onload or other event, no page or file inside",
      hint:
        "save it again from your drawing program as plain SVG (Inkscape: File › Save a Copy, Plain SVG), or export " +
        "it as a PNG; a photo in it must be embedded, not linked",
    },
  },
  scope: "part",
  check({ sources, root }) {
    if (!root) return [];
    const found: RuleFinding[] = [];
    // Each name looked at once (its file's state, then its bytes): a large site names the same few pictures on
    // thousands of pages. A name the schema refuses is reported there; looking for the file as well would say it twice.
    const files = new Map<string, { state: FileState | undefined; wrong?: Problem; link?: string } | null>();
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
        found.push({ messageId: "broken-image:linked", path, data: { message: linkedImageMessage(src, link) } });
        continue;
      }
      if (state === undefined) {
        names ??= listImages(root);
        const guess = closest(src, names, 2);
        found.push({ messageId: guess ? "missing-image:guess" : "missing-image", path, data: { src, guess } });
        continue;
      }
      if (wrong) found.push({ ...wrong, path });
      if (state.size > IMAGE_WARN_BYTES) {
        found.push({
          messageId: "large-image",
          path,
          data: { src, megabytes: (state.size / 1e6).toFixed(1), limit: IMAGE_WARN_BYTES / 1e6 },
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
const contents = new Map<string, Problem | null>();

function contentProblem(file: string, src: string, state: FileState): Problem | undefined {
  const key = `${file}\0${state.size}\0${state.mtimeMs}`;
  if (!contents.has(key)) {
    let problem: Problem | undefined;
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
function pictureProblem(file: string, src: string): Problem | undefined {
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
  if (!kind) return { messageId: "broken-image:not-a-picture", data: { src } };
  return { messageId: kind.includes("HEIC") ? "broken-image:heic" : "broken-image:other-kind", data: { src, kind } };
}

/** A drawing that is not one a browser shows, or that holds more than drawing (svg-safety.ts). */
function drawingProblem(file: string, src: string, state: FileState): Problem | undefined {
  if (state.size > MAX_SVG_READ)
    return {
      messageId: "unsafe-svg:too-large",
      data: { src, megabytes: Math.round(state.size / 1024 / 1024), limit: MAX_SVG_READ / 1024 / 1024 },
    };
  const bytes = readFileSync(file);
  // A photo saved under a drawing's name would be published as a drawing, which no browser then shows.
  const raster = sniffRaster(bytes);
  const kind = raster ? `a ${raster.name} picture` : otherKind(bytes);
  if (kind)
    return {
      messageId: raster
        ? "broken-image:picture-as-svg"
        : kind.includes("HEIC")
          ? "broken-image:heic-as-svg"
          : "broken-image:other-as-svg",
      data: { src, kind, ext: raster?.ext },
    };
  const problems = svgProblems(bytes);
  const broken = problems.find((problem) => problem.kind === "not-svg");
  if (broken) return { messageId: "broken-image:not-svg", data: { src, problems: describeSvgProblems([broken]) } };
  if (problems.length === 0) return undefined;
  return { messageId: "unsafe-svg", data: { src, problems: describeSvgProblems(problems) } };
}

/** Every file under images/, as site.json names them; read only when a named image is missing. */
function listImages(root: string): string[] {
  const folder = join(root, "images");
  if (!existsSync(folder)) return [];
  return (readdirSync(folder, { recursive: true }) as string[])
    .map((name) => relative(root, join(folder, name)))
    .filter((name) => IMAGE_EXTENSION.test(name));
}
