/**
 * What the canvas draws the site with besides its data: the fonts a theme may choose, cut for the letters an owner
 * types, and the pictures and fonts of the project's public/.
 */
import path from "node:path";
import { FONT_NAMES, type ThemeData } from "../../../schema/theme.ts";
import { themeFonts } from "../../../src/theme/fonts.ts";
import type { PreviewFont } from "../../shared/wire.ts";
import type { EditorContext } from "../context.ts";
import { decoded, type Reader } from "../http.ts";
import { PICTURE_POLICY } from "../security.ts";
import { folderFile, sendFile } from "../static-file.ts";

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
export const previewFonts = (() => {
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

export function previewReaders({ repo }: EditorContext): Reader[] {
  const fonts: Reader = async (_req, res, url) => {
    if (!url.pathname.startsWith(PREVIEW_FONTS)) return false;
    // Looked up by name among the theme fonts' own files: nothing the request says is taken as a path.
    const cut = previewFonts().files.get(url.pathname.slice(PREVIEW_FONTS.length));
    const bytes = cut && (await cut());
    if (!bytes) return false;
    sendFile(res, bytes, "font/woff2");
    return true;
  };
  const publicFiles: Reader = (_req, res, url) => {
    if (!url.pathname.startsWith("/preview-assets/") || url.pathname.startsWith("/preview-assets/images/")) {
      return false;
    }
    const found = folderFile(
      path.join(repo, "public"),
      decoded(url.pathname.slice("/preview-assets/".length), "the address"),
    );
    // Pictures and fonts only, each as what it is: nothing there is a page run on the editor's origin.
    if (!found || !/^(image|font)\//.test(found.type)) return false;
    sendFile(res, found.body, found.type, { "content-security-policy": PICTURE_POLICY });
    return true;
  };
  return [fonts, publicFiles];
}
