/**
 * `npm run serve`: serves dist/client over HTTP as a static host would: /about answers
 * /about/index.html, and an address with no file answers 404.html with status 404.
 */
import { createReadStream, statSync } from "node:fs";
import { createServer } from "node:http";
import { extname, join, normalize, resolve } from "node:path";

const root = resolve(process.env.SERVE_DIR ?? "dist/client");
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? "127.0.0.1";

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

function fileFor(pathname: string): string | undefined {
  const safe = normalize(decodeURIComponent(pathname)).replace(/^(\.\.[/\\])+/, "");
  for (const candidate of [join(root, safe), join(root, safe, "index.html")]) {
    if (!candidate.startsWith(root)) return undefined;
    try {
      if (statSync(candidate).isFile()) return candidate;
    } catch {
      // try the next candidate
    }
  }
  return undefined;
}

export function startServer() {
  try {
    statSync(join(root, "404.html"));
  } catch {
    console.error(`${root} holds no built site: run npm run build first.`);
    process.exit(1);
  }
  const server = createServer((request, response) => {
    let pathname = "/";
    try {
      pathname = new URL(request.url ?? "/", "http://localhost").pathname;
    } catch {
      // a malformed address is simply not found
    }
    if (pathname.length > 1 && pathname.endsWith("/") && fileFor(pathname)) {
      // One address per page, as the canonical links say: /about/ moves to /about.
      response.writeHead(301, { location: pathname.replace(/\/+$/, "") || "/" }).end();
      return;
    }
    const file = fileFor(pathname);
    const status = file ? 200 : 404;
    const body = file ?? join(root, "404.html");
    const immutable = pathname.startsWith("/assets/") || pathname.startsWith("/img/");
    response.writeHead(status, {
      "content-type": TYPES[extname(body)] ?? "application/octet-stream",
      "cache-control": immutable ? "public, max-age=31536000, immutable" : "no-cache",
      "x-content-type-options": "nosniff",
    });
    if (request.method === "HEAD") response.end();
    else createReadStream(body).pipe(response);
  });
  server.listen(port, host, () => console.log(`Serving ${root} at http://${host}:${port}/`));
  return server;
}

startServer();
