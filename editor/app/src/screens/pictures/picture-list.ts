/**
 * The Pictures screen's list: every file of images/ and every picture the site names, each with where the edited site
 * uses it (and whether the saved file still does), its size in words, and a find by name or description.
 */
import { pictureUses, type PictureUse } from "../../../../shared/picture-uses.ts";
import type { ImageInfo } from "../../store/api.ts";
import { t } from "../../i18n/useT.ts";

export interface Picture {
  src: string;
  /** The file in images/, with its size; none for a picture the site names that is not there. */
  file?: ImageInfo;
  /** Where the site as edited shows it. */
  uses: PictureUse[];
  /** Whether the saved file uses it: the server refuses to delete it until the edits that stopped using it are saved. */
  usedWhenSaved: boolean;
}

/** The pictures: images/'s files in their folders' order, then any the site names that are not among them. */
export function picturesOf(images: ImageInfo[], site: unknown, saved: unknown): Picture[] {
  const uses = pictureUses(site);
  const savedUses = pictureUses(saved);
  const files = [...images].sort((a, b) => a.src.localeCompare(b.src));
  const named = new Set(files.map((image) => image.src));
  const missing = [...uses.keys()].filter((src) => !named.has(src));
  return [...files.map((file) => ({ src: file.src, file })), ...missing.map((src) => ({ src }))].map((picture) => ({
    ...picture,
    uses: uses.get(picture.src) ?? [],
    usedWhenSaved: savedUses.has(picture.src),
  }));
}

/** Letters without case or accents: "Palmera" finds "palmera", "cafe" finds "Café". */
const plain = (text: string) =>
  text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase();

/** The pictures whose file name or any description holds every word of `query`. */
export function findPictures(pictures: Picture[], query: string): Picture[] {
  const words = plain(query).split(/\s+/).filter(Boolean);
  if (!words.length) return pictures;
  return pictures.filter((picture) => {
    const text = plain([picture.src.replace(/^images\//, ""), ...picture.uses.map((use) => use.alt ?? "")].join(" "));
    return words.every((word) => text.includes(word));
  });
}

/** The file's name as the owner sees it: without the folder every picture is in. */
export const pictureName = (src: string) => src.replace(/^images\//, "");

/** A file's size as a phone's storage screen says it: "2.4 MB", "0.3 MB", "under 0.1 MB" (in the editor's language). */
export function megabytesInWords(bytes: number): string {
  if (bytes < 50_000) return t("settings.picture.underTenth");
  return t("settings.picture.megabytes", { megabytes: bytes / 1e6 });
}

/** "1,600 × 900 pixels, 0.4 MB"; a drawing (SVG) is sharp at any size, so its pixels say little. */
export function sizeInWords(image: ImageInfo): string {
  const weight = image.bytes !== undefined ? megabytesInWords(image.bytes) : "";
  const pixels = /\.svg$/i.test(image.src)
    ? t("settings.picture.drawing")
    : image.width && image.height
      ? t("settings.picture.pixels", { width: image.width, height: image.height })
      : "";
  return pixels && weight ? t("settings.picture.size", { pixels, weight }) : pixels || weight;
}
