import { createHash } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildImages, collectImageSources, type BuildImagesResult } from "../src/images/pipeline.ts";
import { iconImageUrl, responsiveImage, socialImageUrl } from "../src/images/manifest.ts";

/** A small but real scene: sky, hill, a tree. */
function fixtureSvg(width: number, height: number, leaf: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<rect width="${width}" height="${height}" fill="#9fd0e0"/>` +
    `<ellipse cx="${width / 2}" cy="${height}" rx="${width * 0.7}" ry="${height * 0.3}" fill="#6fa35a"/>` +
    `<rect x="${width * 0.48}" y="${height * 0.45}" width="${width * 0.04}" height="${height * 0.35}" fill="#5b3f2c"/>` +
    `<circle cx="${width / 2}" cy="${height * 0.4}" r="${height * 0.2}" fill="${leaf}"/></svg>`
  );
}

const WIDE = "images/scenes/wide-oak.png"; // a photo, 1000 x 600: variants 480 and 960
const SMALL = "images/brand/small mark.png"; // 300 x 200: narrower than 480, still gets one 480 variant
const VECTOR = "images/scenes/vector-oak.svg"; // 1000 x 600, published as it is

/** A raster original (what an owner's photo is), drawn from the fixture scene. */
function fixturePng(width: number, height: number, leaf: string): Promise<Buffer> {
  return sharp(Buffer.from(fixtureSvg(width, height, leaf)))
    .png()
    .toBuffer();
}
const hash8 = (file: string) => createHash("sha256").update(readFileSync(file)).digest("hex").slice(0, 8);

let root: string;
let outDir: string;
let manifestFile: string;
let first: BuildImagesResult;

function build() {
  return buildImages({ sources: [WIDE, SMALL, VECTOR], root, outDir, manifestFile, concurrency: 2 });
}

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), "images-test-"));
  outDir = join(root, "public", "img");
  manifestFile = join(root, ".generated", "images.json");
  mkdirSync(join(root, "images", "scenes"), { recursive: true });
  mkdirSync(join(root, "images", "brand"), { recursive: true });
  writeFileSync(join(root, WIDE), await fixturePng(1000, 600, "#2f6b3f"));
  writeFileSync(join(root, SMALL), await fixturePng(300, 200, "#3f8a4f"));
  writeFileSync(join(root, VECTOR), fixtureSvg(1000, 600, "#2f6b3f"));
  first = await build();
}, 120_000);

afterAll(() => {
  if (root) rmSync(root, { recursive: true, force: true });
});

describe("collectImageSources", () => {
  it("finds every src under images/ anywhere in the object, once each, and nothing else", () => {
    const site = {
      site: { defaultImage: { src: "images/social/default.svg", alt: "x" }, logo: { src: "images/brand/logo.svg" } },
      pages: [
        {
          blocks: [
            { type: "gallery", items: [{ image: { src: "images/gallery/01.svg" } }, { src: "images/gallery/01.svg" }] },
          ],
        },
        { blocks: [{ type: "video", src: "https://example.com/v.mp4" }, { note: "images/not-a-src.svg" }] },
      ],
    };
    expect(collectImageSources(site)).toEqual([
      "images/social/default.svg",
      "images/brand/logo.svg",
      "images/gallery/01.svg",
    ]);
  });
});

describe("buildImages", () => {
  it("writes AVIF and WebP variants of a photo, publishes a vector as it is, and a social crop of each", () => {
    // wide: 2 widths x 2 formats + og; small: 1 width x 2 formats + og; vector: the SVG itself + og
    expect(first.originals).toBe(3);
    expect(first.written).toBe(10);
    expect(first.skipped).toBe(0);
    expect(readdirSync(outDir).sort()).toHaveLength(10);
    expect(readdirSync(outDir).filter((file) => file.endsWith(".svg"))).toHaveLength(1);
    expect(readdirSync(outDir).filter((file) => file.startsWith("vector-oak-") && !file.endsWith("-og.jpg"))).toEqual([
      `vector-oak-${hash8(join(root, VECTOR))}.svg`,
    ]);
    expect(first.totalBytes).toBeGreaterThan(0);
  });

  it("names outputs after the original and the sha256 of its bytes, and records the intrinsic size", () => {
    const manifest = JSON.parse(readFileSync(manifestFile, "utf8"));
    expect(manifest[WIDE]).toEqual({
      width: 1000,
      height: 600,
      variants: [480, 960],
      base: `/img/wide-oak-${hash8(join(root, WIDE))}`,
      hash: hash8(join(root, WIDE)),
    });
    expect(manifest[SMALL].variants).toEqual([480]);
    expect(manifest[SMALL].base).toBe(`/img/small-mark-${hash8(join(root, SMALL))}`);
  });

  it("produces files sharp can decode, at the promised widths and aspect ratio", async () => {
    const image = responsiveImage(WIDE, manifestFile);
    for (const [srcset, format] of [
      [image.avif, "heif"],
      [image.webp, "webp"],
    ] as const) {
      for (const candidate of srcset.split(", ")) {
        const [url, descriptor] = candidate.split(" ");
        const meta = await sharp(join(outDir, url!.replace("/img/", ""))).metadata();
        expect(meta.format).toBe(format);
        expect(`${meta.width}w`).toBe(descriptor);
        expect(meta.height).toBe(Math.round((meta.width! * 600) / 1000));
      }
    }
    const og = await sharp(join(outDir, socialImageUrl(WIDE, manifestFile).replace("/img/", ""))).metadata();
    expect([og.format, og.width, og.height]).toEqual(["jpeg", 1200, 630]);
  });

  it("is incremental: a second run encodes nothing", async () => {
    const again = await build();
    expect(again.written).toBe(0);
    expect(again.skipped).toBe(10);
    expect(again.removed).toBe(0);
    expect(again.manifest).toEqual(first.manifest);
  });
});

describe("responsiveImage", () => {
  it("lists the variants in ascending order in both srcsets, with a mid-size WebP fallback", () => {
    const image = responsiveImage(WIDE, manifestFile);
    const base = `/img/wide-oak-${hash8(join(root, WIDE))}`;
    expect(image.width).toBe(1000);
    expect(image.height).toBe(600);
    expect(image.avif).toBe(`${base}-480.avif 480w, ${base}-960.avif 960w`);
    expect(image.webp).toBe(`${base}-480.webp 480w, ${base}-960.webp 960w`);
    const widths = image.webp.split(", ").map((candidate) => Number(candidate.split(" ")[1]!.replace("w", "")));
    expect(widths).toEqual([...widths].sort((a, b) => a - b));
    expect(image.fallback).toBe(`${base}-960.webp`);
    expect(existsSync(join(outDir, image.fallback.replace("/img/", "")))).toBe(true);
  });

  it("gives a vector original one file for every width and no raster sources", () => {
    const image = responsiveImage(VECTOR, manifestFile);
    expect(image).toEqual({
      width: 1000,
      height: 600,
      avif: "",
      webp: "",
      fallback: `/img/vector-oak-${hash8(join(root, VECTOR))}.svg`,
    });
  });

  it("makes the social crop only for the images a page is shared with, when told which", async () => {
    const socialOut = join(root, "public", "img-social");
    const result = await buildImages({
      sources: [WIDE, SMALL, VECTOR],
      social: [VECTOR],
      root,
      outDir: socialOut,
      manifestFile: join(root, ".generated", "images-social.json"),
      concurrency: 2,
    });
    expect(readdirSync(socialOut).filter((file) => file.endsWith("-og.jpg"))).toEqual([
      `vector-oak-${hash8(join(root, VECTOR))}-og.jpg`,
    ]);
    expect(result.written).toBe(8); // wide 4 + small 2 + the vector and its crop
  }, 60_000);

  it("makes the logo's square icon, a drawing and a photo alike: whole, on white, 180 px", async () => {
    const iconOut = join(root, "public", "img-icon");
    const result = await buildImages({
      sources: [WIDE, VECTOR],
      social: [],
      icons: [WIDE, VECTOR],
      root,
      outDir: iconOut,
      manifestFile: join(root, ".generated", "images-icon.json"),
      concurrency: 2,
    });
    const icons = readdirSync(iconOut).filter((file) => file.endsWith("-icon.png"));
    expect(icons.sort()).toEqual([
      `vector-oak-${hash8(join(root, VECTOR))}-icon.png`,
      `wide-oak-${hash8(join(root, WIDE))}-icon.png`,
    ]);
    expect(result.written).toBe(4 + 1 + 2); // wide's variants, the vector itself, the two icons
    for (const icon of icons) {
      const { data, info } = await sharp(join(iconOut, icon)).raw().toBuffer({ resolveWithObject: true });
      expect([info.width, info.height]).toEqual([180, 180]);
      // A 1000 x 600 scene contained in 148 px: white above and below it, the scene's sky at its middle row's edge.
      const pixel = (x: number, y: number) => [...data.subarray((y * 180 + x) * 3, (y * 180 + x) * 3 + 3)];
      expect(pixel(90, 20)).toEqual([255, 255, 255]);
      expect(pixel(20, 90)).not.toEqual([255, 255, 255]);
    }
    const manifest = join(root, ".generated", "images-icon.json");
    expect(iconImageUrl(VECTOR, manifest)).toBe(`/img/vector-oak-${hash8(join(root, VECTOR))}-icon.png`);
  }, 60_000);

  it("names the photo it cannot read, one cut short, and says what to do", async () => {
    const cut = "images/scenes/cut-short.jpg";
    const whole = await sharp(Buffer.from(fixtureSvg(1000, 600, "#2f6b3f")))
      .jpeg()
      .toBuffer();
    writeFileSync(join(root, cut), whole.subarray(0, whole.length >> 1));
    const out = join(root, "public", "img-cut");
    await expect(
      buildImages({ sources: [cut], root, outDir: out, manifestFile: join(root, ".generated", "cut.json") }),
    ).rejects.toThrow(
      /^images\/scenes\/cut-short\.jpg cannot be read \(.+\): the file may be damaged or cut short; open it in a photo program and save it again$/,
    );
  }, 60_000);

  it("falls back to the only variant of a small image", () => {
    const image = responsiveImage(SMALL, manifestFile);
    expect(image.avif.split(", ")).toHaveLength(1);
    expect(image.fallback).toMatch(/^\/img\/small-mark-[0-9a-f]{8}-480\.webp$/);
  });

  it("tells the owner to run npm run images when an image is not in the manifest", () => {
    expect(() => responsiveImage("images/nope.svg", manifestFile)).toThrow(/images\/nope\.svg.*npm run images/);
    expect(() => socialImageUrl("images/nope.svg", manifestFile)).toThrow(/npm run images/);
    expect(() => responsiveImage(WIDE, join(root, "missing.json"))).toThrow(/npm run images/);
  });

  it("re-reads the manifest after it changes, and stale outputs are removed", async () => {
    const before = responsiveImage(WIDE, manifestFile);
    const oldFiles = readdirSync(outDir).filter((file) => file.startsWith("wide-oak-"));
    writeFileSync(join(root, WIDE), await fixturePng(1000, 600, "#7cb35f"));
    const rebuilt = await build();
    expect(rebuilt.written).toBe(5); // wide only: 2 widths x 2 formats + og
    expect(rebuilt.removed).toBe(5);
    const after = responsiveImage(WIDE, manifestFile);
    expect(after.fallback).not.toBe(before.fallback);
    expect(after.fallback).toContain(hash8(join(root, WIDE)));
    for (const file of oldFiles) expect(existsSync(join(outDir, file))).toBe(false);
  }, 60_000);
});
