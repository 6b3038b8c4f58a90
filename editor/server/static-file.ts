/** A file of a folder the editor serves (the app's build, the project's public/), by its path inside that folder. */
import { readFileSync, realpathSync, statSync } from "node:fs";
import type http from "node:http";
import path from "node:path";
import { contained } from "./contained.ts";

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json",
  ".svg": "image/svg+xml",
  ".woff2": "font/woff2",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
};

/** The file's bytes and type, when `rel` names a file inside `folder` (links followed only within it); else none. */
export function folderFile(folder: string, rel: string): { body: Buffer; type: string } | undefined {
  try {
    const file = realpathSync(path.resolve(folder, rel));
    if (!contained(realpathSync(folder), file) || !statSync(file).isFile()) return undefined;
    return { body: readFileSync(file), type: TYPES[path.extname(file).toLowerCase()] ?? "application/octet-stream" };
  } catch {
    return undefined;
  }
}

export function sendFile(
  res: http.ServerResponse,
  body: string | Buffer,
  type: string,
  headers: Record<string, string> = {},
): void {
  res.writeHead(200, {
    "content-type": type,
    "x-content-type-options": "nosniff",
    "cache-control": "no-store",
    ...headers,
  });
  res.end(body);
}
