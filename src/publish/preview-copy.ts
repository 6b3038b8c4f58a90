/**
 * A preview's copy of the built site, for serving under a path such as /preview/<token>/: every root-relative
 * address a page or a style sheet names (href, src, srcset, action, poster, url()) gains that path in front, and
 * every page says noindex. The build itself stays as Publish sends it (its reuse untouched); the rest of the files
 * are hard links. Precompressed copies of a rewritten file are left out (they hold the old addresses): the web
 * server sends the plain file instead.
 */
import { randomBytes } from "node:crypto";
import { chmodSync, copyFileSync, linkSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";

/** 128 random bits, as hex: the folder's name and the address's last part, which nobody can guess. */
export const previewToken = (): string => randomBytes(16).toString("hex");

/** Where the previews are served: `previewUrl`, by default the live address's preview/; with a slash at its end. */
export function previewBase(liveUrl: string, previewUrl: string | undefined): string {
  const base = previewUrl ?? new URL("preview/", liveUrl.endsWith("/") ? liveUrl : `${liveUrl}/`).toString();
  return base.endsWith("/") ? base : `${base}/`;
}

/** One preview's address: the token's folder under the previews' address. */
export const previewAddress = (liveUrl: string, previewUrl: string | undefined, token: string): string =>
  `${previewBase(liveUrl, previewUrl)}${token}/`;

const ROOT_RELATIVE = "\\/(?![/\\\\])";
const ATTRIBUTE = new RegExp(`(\\s(?:href|src|action|poster|data-src)=")(?=${ROOT_RELATIVE})`, "gi");
const SRCSET = /(\s(?:srcset|imagesrcset)=")([^"]*)"/gi;
const CSS_URL = new RegExp(`(url\\(\\s*['"]?)(?=${ROOT_RELATIVE})`, "gi");
const ROBOTS = /<meta name="robots" content="[^"]*"\s*\/?>/i;
const NOINDEX = '<meta name="robots" content="noindex"/>';

/** A style sheet's root-relative url()s under `prefix` (`/preview/abc`, no slash at its end). */
export const prefixStyles = (css: string, prefix: string): string => css.replace(CSS_URL, `$1${prefix}`);

/** A page's root-relative addresses under `prefix`, and noindex in its head. */
export function prefixPage(html: string, prefix: string): string {
  const prefixed = prefixStyles(
    html
      .replace(ATTRIBUTE, `$1${prefix}`)
      .replace(
        SRCSET,
        (_all, start: string, list: string) =>
          `${start}${list.replace(new RegExp(`(^|,\\s*)(?=${ROOT_RELATIVE})`, "g"), `$1${prefix}`)}"`,
      ),
    prefix,
  );
  if (ROBOTS.test(prefixed)) return prefixed.replace(ROBOTS, NOINDEX);
  // After the charset, which must stay in the first bytes of the page.
  const charset = /<meta charset="[^"]*"\s*\/?>/i.exec(prefixed);
  if (charset) return prefixed.replace(charset[0], charset[0] + NOINDEX);
  return prefixed.replace(/<head[^>]*>/i, (head) => head + NOINDEX);
}

/** Copies `client` into `into` for serving under `prefix`; returns how many pages were rewritten. */
export function makePreviewCopy(client: string, into: string, prefix: string): number {
  mkdirSync(into, { recursive: true });
  // The folder is copied with its mode: the web server must be able to read it (a temporary folder is 0700).
  chmodSync(into, 0o755);
  const files = readdirSync(client, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
  const rewritten = (name: string) => /\.(html|css)$/.test(name);
  let pages = 0;
  for (const entry of files) {
    const from = join(entry.parentPath, entry.name);
    const file = from.slice(client.length + 1);
    if (/\.(br|gz)$/.test(file) && rewritten(file.slice(0, -3))) continue;
    const to = join(into, file);
    mkdirSync(dirname(to), { recursive: true });
    if (file.endsWith(".html")) {
      writeFileSync(to, prefixPage(readFileSync(from, "utf8"), prefix));
      pages++;
    } else if (file.endsWith(".css")) {
      writeFileSync(to, prefixStyles(readFileSync(from, "utf8"), prefix));
    } else {
      try {
        linkSync(from, to);
      } catch {
        copyFileSync(from, to);
      }
    }
  }
  return pages;
}
