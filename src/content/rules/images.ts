import { existsSync, readdirSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { IMAGE_EXTENSION, IMAGE_SRC } from "../../../schema/patterns.ts";
import type { Finding } from "../problems.ts";
import { closest } from "../suggest.ts";
import type { PartRule } from "./rule.ts";

/** An original over this size slows every cold build and the repository, and is rarely needed. */
export const IMAGE_WARN_BYTES = 2_000_000;

/** Every image named exists beside site.json, and is not needlessly large. */
export const imageFiles: PartRule = {
  name: "image files exist",
  scope: "part",
  check({ sources, root }) {
    if (!root) return [];
    const found: Finding[] = [];
    const sizes = new Map<string, number | undefined>();
    let names: string[] | undefined;
    for (const { src, path } of sources) {
      // A name the schema refuses is reported there; looking for the file as well would say it twice.
      if (!IMAGE_SRC.test(src)) continue;
      if (!sizes.has(src)) sizes.set(src, fileSize(join(root, src)));
      const size = sizes.get(src);
      if (size === undefined) {
        names ??= listImages(root);
        const guess = closest(src, names, 2);
        found.push({
          code: "missing-image",
          path,
          message: `there is no image file ${src}`,
          expected: "the path of a file in the images/ folder, like images/gallery/oak.jpg",
          hint: guess ? `did you mean ${guess}?` : "put the file in the images/ folder, or correct the name",
        });
      } else if (size > IMAGE_WARN_BYTES) {
        found.push({
          code: "large-image",
          severity: "warning",
          path,
          message: `the image ${src} is ${(size / 1e6).toFixed(1)} MB`,
          expected: `an original under ${IMAGE_WARN_BYTES / 1e6} MB`,
          hint: "visitors get small copies either way, but a file this big slows every build; export it about 2400 pixels wide",
        });
      }
    }
    return found;
  },
};

function fileSize(file: string): number | undefined {
  try {
    return statSync(file).size;
  } catch {
    return undefined;
  }
}

/** Every file under images/, as site.json names them; read only when a named image is missing. */
function listImages(root: string): string[] {
  const folder = join(root, "images");
  if (!existsSync(folder)) return [];
  return (readdirSync(folder, { recursive: true }) as string[])
    .map((name) => relative(root, join(folder, name)))
    .filter((name) => IMAGE_EXTENSION.test(name));
}
