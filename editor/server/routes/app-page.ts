/**
 * The editor's app (app-build.ts built it): its files, and its page for any address the app routes in the browser.
 * The page carries the token a write sends back; it is served only to a visit with the editor's cookie (security.ts).
 */
import path from "node:path";
import type { Door } from "../door.ts";
import { decoded, type Reader } from "../http.ts";
import { folderFile, sendFile } from "../static-file.ts";

export function appReader(app: { dir?: string; note: string }, tokenOf: Door["pageToken"]): Reader {
  return (req, res, url) => {
    if (!app.dir) {
      if (url.pathname !== "/") return false;
      sendFile(res, `The editor's API runs here; ${app.note}.\n`, "text/plain; charset=utf-8");
      return true;
    }
    const rel = decoded(url.pathname, "the address").replace(/^\/+/, "") || "index.html";
    // The app routes in the browser: an unknown path without an extension gets the app itself.
    const page = rel === "index.html" || (!path.extname(rel) && !folderFile(app.dir, rel));
    const found = folderFile(app.dir, page ? "index.html" : rel);
    if (!found) return false;
    const body = page
      ? found.body.toString("utf8").replace("<head>", `<head><meta name="editor-token" content="${tokenOf(req)}">`)
      : found.body;
    sendFile(res, body, found.type);
    return true;
  };
}
