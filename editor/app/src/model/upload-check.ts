/** What the browser can tell of a file before sending it: too large, an iPhone's HEIC, or not a picture at all. */
import { HEIC_ADVICE } from "../../../../src/images/sniff.ts";

export const ACCEPT = "image/jpeg,image/png,image/webp,image/avif,image/svg+xml";
const LIMIT = 20 * 1024 * 1024;

/** Why `file` is not sent, in the owner's words; none when the server is to judge it (it reads the bytes). */
export function refusedBeforeUpload(file: File): string | undefined {
  if (file.size > LIMIT) return "it is larger than 20 MB: make it smaller first (a photo 2,400 pixels wide is plenty)";
  // An iPhone's photos are HEIC unless it is set otherwise, and no browser but Safari can show one.
  if (/\.hei[cf]$/i.test(file.name) || /^image\/hei[cf]/.test(file.type))
    return `it is an iPhone photo in HEIC, which browsers cannot show: ${HEIC_ADVICE}`;
  if (file.type && !ACCEPT.split(",").includes(file.type))
    return "it is not a JPEG, PNG, WebP, AVIF or SVG picture: save it as one of those first";
  return undefined;
}
