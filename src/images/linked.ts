/**
 * Whether an image is reached through a symbolic link: `images/` itself, a folder in it, or the file. The build
 * publishes what the link leads to, wherever that is (a file outside the project, a folder of someone else's), so
 * the check and the build refuse any link on the way, as the editor refuses to write through one.
 */
import { lstatSync } from "node:fs";
import { join } from "node:path";

/** The first part of `src` (relative to `root`) that is a symbolic link, as `src` names it ("images/gallery"), if any. */
export function linkOnPath(root: string, src: string): string | undefined {
  const parts = src.split("/");
  for (let count = 1; count <= parts.length; count++) {
    const part = parts.slice(0, count).join("/");
    try {
      if (lstatSync(join(root, part)).isSymbolicLink()) return part;
    } catch {
      return undefined; // a missing part: the image is missing, which is said as that
    }
  }
  return undefined;
}

/** The sentence for an image behind a link, naming the link. */
export function linkedImageMessage(src: string, link: string): string {
  return link === src
    ? `the image ${src} is a link to a file elsewhere, not a file in the images/ folder`
    : `the image ${src} is reached through ${link}/, which is a link to a folder elsewhere`;
}
