/**
 * How a static host answers one request for the built site, as deploy/nginx.conf does: /about/ moves to
 * /about, an old address of _redirects to its page, a file or a folder's index.html is served with the headers of _headers (so the preview sends
 * what Netlify, Cloudflare and nginx send), a missing address gets its not-found page with status 404 and
 * no immutable caching, and a precompressed .br or .gz is chosen by Accept-Encoding.
 */
import { existsSync, readFileSync, statSync } from "node:fs";
import { extname, join, normalize, sep } from "node:path";
import { cacheControl, headersForPath, notFoundPageFor, parseHeadersFile, REVALIDATE } from "./headers.ts";
import type { HeaderRule, NotFoundPage } from "./headers.ts";
import { COMPRESSIBLE, ENCODINGS } from "./precompress.ts";
import { FEED_TYPE, isFeedPath } from "../head/feed.ts";
import { parseRedirectsFile, REDIRECTS_FILE, SLASHED_PAGE } from "./redirects.ts";

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json",
  ".xml": "application/xml",
  ".txt": "text/plain; charset=utf-8",
  ".svg": "image/svg+xml",
  ".avif": "image/avif",
  ".webp": "image/webp",
  ".jpg": "image/jpeg",
  ".png": "image/png",
  ".ico": "image/x-icon",
};

export interface HostConfig {
  root: string;
  /** The rules of the built site's _headers, read again when a new build replaced the file. */
  rules: () => HeaderRule[];
  /** The old addresses of its _redirects and where each moved, read again likewise. */
  moved: () => Map<string, string>;
  notFound: NotFoundPage[];
}

/** A file of the built site, parsed, and parsed again when a new build replaced it. */
function following<T>(file: string, parse: (text: string) => T, missing: () => T): () => T {
  const read = () => {
    const mtime = statSync(file, { throwIfNoEntry: false })?.mtimeMs;
    return { mtime, value: mtime === undefined ? missing() : parse(readFileSync(file, "utf8")) };
  };
  let cached = read();
  return () => {
    if (statSync(file, { throwIfNoEntry: false })?.mtimeMs !== cached.mtime) cached = read();
    return cached.value;
  };
}

/** Reads the built site's _headers and _redirects; a build from before the host files has none and must be rebuilt. */
export function hostConfig(root: string, notFound: NotFoundPage[]): HostConfig {
  const headers = join(root, "_headers");
  if (!existsSync(headers)) throw new Error(`${headers} is missing: run npm run build`);
  const rules = following(headers, parseHeadersFile, () => {
    throw new Error(`${headers} is missing: run npm run build`);
  });
  // A build from before old addresses had none to write.
  const moved = following(join(root, REDIRECTS_FILE), parseRedirectsFile, () => new Map<string, string>());
  return { root, rules, moved, notFound };
}

export type HostAnswer =
  | { status: 301; headers: Record<string, string> }
  | { status: 200 | 404; headers: Record<string, string>; file: string };

function isFile(path: string): boolean {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

function fileFor(root: string, pathname: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return undefined;
  }
  if (decoded.includes("\0")) return undefined;
  const safe = normalize(decoded).replace(/^(\.\.[/\\])+/, "");
  for (const candidate of [join(root, safe), join(root, safe, "index.html")]) {
    if (candidate !== root && !candidate.startsWith(root + sep)) return undefined;
    if (isFile(candidate)) return candidate;
  }
  return undefined;
}

/** The encodings the client accepts, by the Accept-Encoding header (q=0 refuses). */
function accepted(acceptEncoding: string | undefined): Set<string> {
  const names = new Set<string>();
  for (const part of (acceptEncoding ?? "").split(",")) {
    const [name, ...params] = part.trim().toLowerCase().split(";");
    const q = params.map((param) => param.trim()).find((param) => param.startsWith("q="));
    if (name && !(q && Number(q.slice(2)) === 0)) names.add(name);
  }
  return names;
}

export function answer(config: HostConfig, pathname: string, acceptEncoding?: string): HostAnswer {
  const security = (path: string) => Object.fromEntries(headersForPath(config.rules(), path));
  const slashed = SLASHED_PAGE.exec(pathname);
  if (slashed) {
    // One address per page, as the canonical links say: /about/ moves to /about; only a plain path (redirects.ts).
    return { status: 301, headers: { ...security("/"), "Cache-Control": REVALIDATE, Location: slashed[1]! } };
  }
  const moved = config.moved().get(pathname);
  if (moved !== undefined) {
    // An old address (site.json's redirects), as nginx and the hosts that read _redirects answer it.
    return { status: 301, headers: { ...security("/"), "Cache-Control": REVALIDATE, Location: moved } };
  }
  const found = fileFor(config.root, pathname);
  const status = found ? 200 : 404;
  const served = found ? pathname : notFoundPageFor(config.notFound, pathname).file;
  const plain = found ?? join(config.root, served);
  // A 404 takes the not-found page's headers, so a missing /assets/ file is never cached for good.
  const headers: Record<string, string> = { ...security(served) };
  headers["Cache-Control"] = status === 200 ? (headers["Cache-Control"] ?? cacheControl(pathname, status)) : REVALIDATE;
  headers["Content-Type"] = isFeedPath(served) ? FEED_TYPE : (TYPES[extname(plain)] ?? "application/octet-stream");
  let file = plain;
  if (COMPRESSIBLE.has(extname(plain))) {
    headers["Vary"] = "Accept-Encoding";
    const wanted = accepted(acceptEncoding);
    const encoding = ENCODINGS.find((option) => wanted.has(option.name) && isFile(plain + option.extension));
    if (encoding) {
      file = plain + encoding.extension;
      headers["Content-Encoding"] = encoding.name;
    }
  }
  headers["Content-Length"] = String(statSync(file).size);
  return { status, headers, file };
}
