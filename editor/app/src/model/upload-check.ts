/** What the browser can tell of a file before sending it: too large, an iPhone's HEIC, or not a picture at all. */
import { t } from "../i18n/useT.ts";

export const ACCEPT = "image/jpeg,image/png,image/webp,image/avif,image/svg+xml";
const LIMIT = 20 * 1024 * 1024;

/** Why `file` is not sent, in the owner's words; none when the server is to judge it (it reads the bytes). */
export function refusedBeforeUpload(file: File): string | undefined {
  if (file.size > LIMIT) return t("fields.upload.tooLarge");
  // An iPhone's photos are HEIC unless it is set otherwise, and no browser but Safari can show one.
  if (/\.hei[cf]$/i.test(file.name) || /^image\/hei[cf]/.test(file.type)) return t("fields.upload.heic");
  if (file.type && !ACCEPT.split(",").includes(file.type)) return t("fields.upload.notPicture");
  return undefined;
}
