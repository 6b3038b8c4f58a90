/**
 * `npm run serve`: serves dist/client over HTTP as deploy/nginx.conf does, with the same headers
 * (src/deploy/respond.ts): /about answers /about/index.html, /about/ moves to /about, and an address
 * with no file answers 404.html with status 404.
 */
import { createReadStream, statSync } from "node:fs";
import { createServer } from "node:http";
import { join } from "node:path";
import { loadSite } from "../src/site/load.ts";
import { notFoundPages } from "../src/deploy/headers.ts";
import { answer, hostConfig, type HostConfig } from "../src/deploy/respond.ts";
import { serveDir, serveHost, servePort } from "../src/paths.ts";

const root = serveDir();
const port = servePort();
const host = serveHost();

export function startServer() {
  try {
    statSync(join(root, "404.html"));
  } catch {
    console.error(`${root} holds no built site: run npm run build first.`);
    process.exit(1);
  }
  let config: HostConfig;
  try {
    config = hostConfig(root, notFoundPages(loadSite()));
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
  const server = createServer((request, response) => {
    let pathname = "/";
    try {
      pathname = new URL(request.url ?? "/", "http://localhost").pathname;
    } catch {
      // a malformed address is simply not found
    }
    // The host's answer (src/deploy/respond.ts), the same as deploy/nginx.conf gives.
    const reply = answer(config, pathname, request.headers["accept-encoding"]);
    response.writeHead(reply.status, reply.headers);
    if (request.method === "HEAD" || reply.status === 301) response.end();
    else createReadStream(reply.file).pipe(response);
  });
  server.listen(port, host, () => console.log(`Serving ${root} at http://${host}:${port}/`));
  return server;
}

startServer();
