/**
 * Debian's nginx serving a folder (a server target's `current` link, a git host's served copy) on 127.0.0.1, as a
 * web server does in production: symlinks followed, no open-file cache, so a switched release is served at once.
 */
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { stopChild, waitForPort } from "./sshd.ts";

export const NGINX = process.env.NGINX_BIN ?? "/usr/sbin/nginx";

/**
 * `previewsIn`: a server target's folder, whose preview/ is served at /preview/ with X-Robots-Tag noindex, as
 * deploy/nginx.conf serves it.
 */
export async function startNginx(
  root: string,
  port: number,
  { previewsIn }: { previewsIn?: string } = {},
): Promise<{ url: string; stop(): Promise<void> }> {
  const prefix = mkdtempSync(join(tmpdir(), "publish-nginx-"));
  writeFileSync(
    join(prefix, "nginx.conf"),
    [
      "daemon off;",
      "master_process off;",
      `pid ${prefix}/nginx.pid;`,
      `error_log ${prefix}/error.log warn;`,
      "events { worker_connections 64; }",
      "http {",
      "  include /etc/nginx/mime.types;",
      "  access_log off;",
      ...["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map((name) => `  ${name}_temp_path ${prefix}/${name};`),
      "  server {",
      `    listen 127.0.0.1:${port};`,
      `    root ${JSON.stringify(root)};`,
      "    disable_symlinks off;",
      "    open_file_cache off;",
      "    location / { try_files $uri $uri/index.html $uri.html =404; add_header Cache-Control no-cache; }",
      ...(previewsIn
        ? [
            `    location ^~ /preview/ { root ${JSON.stringify(previewsIn)}; try_files $uri $uri/index.html $uri.html =404;`,
            "      add_header Cache-Control no-cache; add_header X-Robots-Tag noindex; }",
          ]
        : []),
      "  }",
      "}",
      "",
    ].join("\n"),
  );
  const child = spawn(NGINX, ["-p", prefix, "-c", join(prefix, "nginx.conf"), "-e", join(prefix, "error.log")], {
    stdio: "ignore",
  });
  await waitForPort(port);
  return {
    url: `http://127.0.0.1:${port}/`,
    async stop() {
      await stopChild(child);
      rmSync(prefix, { recursive: true, force: true });
    },
  };
}
