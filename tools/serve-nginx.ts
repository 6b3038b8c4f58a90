/**
 * `npm run serve:nginx`: serves the build with Debian's nginx and deploy/nginx.conf, as a real server
 * would, for the browser tests (the "nginx" Playwright project) and the audit's Observatory score.
 * The server block is used as committed; only its root and port are substituted. nginx runs in the
 * foreground with every path (pid, logs, temp files) in a temporary folder of its own, on loopback only.
 */
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { NGINX_PORT, NGINX_ROOT } from "../src/deploy/nginx.ts";

const root = resolve(process.env.SERVE_DIR ?? "dist/client");
const port = Number(process.env.NGINX_PORT ?? 8085);
const NGINX = process.env.NGINX_BIN ?? "/usr/sbin/nginx";
// Another site's server block (the example's, written by `npm run deploy:config` into its DEPLOY_DIR).
const CONF = process.env.NGINX_CONF ?? "deploy/nginx.conf";
const MODULE_DIRS = ["/usr/lib/nginx/modules", "/usr/share/nginx/modules"];
const BROTLI_MODULE = "ngx_http_brotli_static_module.so";

if (!existsSync(NGINX)) {
  console.error(`${NGINX} is missing: apt-get install nginx libnginx-mod-http-brotli-static (as .ci/run does).`);
  process.exit(1);
}
const brotli = MODULE_DIRS.map((dir) => join(dir, BROTLI_MODULE)).find((path) => existsSync(path));
if (!brotli) {
  console.error(`${BROTLI_MODULE} is missing: apt-get install libnginx-mod-http-brotli-static.`);
  process.exit(1);
}
if (!existsSync(join(root, "404.html"))) {
  console.error(`${root} holds no built site: run npm run build first.`);
  process.exit(1);
}

/** The committed server block with only its root and port changed (loopback, so nothing else can reach it). */
export function testServerBlock(conf: string, siteRoot: string, listenPort: number): string {
  const lines = conf.split("\n");
  const listen = lines.filter((line) => line.trim().startsWith(`listen `));
  if (!conf.includes(`root ${NGINX_ROOT};`) || listen.length === 0) {
    throw new Error(`deploy/nginx.conf must have "root ${NGINX_ROOT};" and listen on ${NGINX_PORT}`);
  }
  return lines
    .filter((line) => !line.trim().startsWith("listen [::]"))
    .map((line) =>
      line.trim() === `listen ${NGINX_PORT};`
        ? line.replace(`listen ${NGINX_PORT};`, `listen 127.0.0.1:${listenPort};`)
        : line.replace(`root ${NGINX_ROOT};`, `root ${JSON.stringify(siteRoot)};`),
    )
    .join("\n");
}

// One folder per port, emptied at start: a server killed outright (as a test runner may) leaves no pile behind.
const prefix = join(tmpdir(), `site-nginx-${port}`);
rmSync(prefix, { recursive: true, force: true });
mkdirSync(prefix, { recursive: true });
writeFileSync(join(prefix, "server.conf"), testServerBlock(readFileSync(CONF, "utf8"), root, port));
writeFileSync(
  join(prefix, "nginx.conf"),
  [
    `load_module ${brotli};`,
    "daemon off;",
    "master_process off;",
    `pid ${prefix}/nginx.pid;`,
    `error_log ${prefix}/error.log warn;`,
    "events { worker_connections 256; }",
    "http {",
    "    include /etc/nginx/mime.types;",
    "    default_type application/octet-stream;",
    "    sendfile on;",
    `    access_log off;`,
    ...["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map((name) => `    ${name}_temp_path ${prefix}/${name};`),
    `    include ${prefix}/server.conf;`,
    "}",
    "",
  ].join("\n"),
);

const child = spawn(NGINX, ["-p", prefix, "-c", join(prefix, "nginx.conf"), "-e", join(prefix, "error.log")], {
  stdio: "inherit",
});
console.log(`nginx serving ${root} at http://127.0.0.1:${port}/ (config in ${prefix})`);
const cleanUp = () => rmSync(prefix, { recursive: true, force: true });
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => child.kill("SIGQUIT"));
}
child.on("exit", (code) => {
  if (code) console.error(readFileSync(join(prefix, "error.log"), "utf8").trim());
  cleanUp();
  process.exit(code ?? 0);
});
