/**
 * deploy/editor-nginx.conf as committed, for a test: only its addresses, certificate, log folder and the editor's
 * port changed, each replacement checked to have happened, so the block the tests pass through is the shipped one.
 */
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";

const CONF = path.resolve("deploy/editor-nginx.conf");

function replaced(text: string, from: string | RegExp, to: string): string {
  const next = text.replaceAll(from, to);
  if (next === text) throw new Error(`deploy/editor-nginx.conf no longer has ${from}`);
  return next;
}

/** A self-signed certificate for localhost, made with openssl for this run only. */
export function makeCertificate(folder: string): { cert: string; key: string } {
  const cert = path.join(folder, "cert.pem");
  const key = path.join(folder, "key.pem");
  execFileSync(
    "openssl",
    [
      "req",
      "-x509",
      "-newkey",
      "rsa:2048",
      "-nodes",
      "-days",
      "1",
      "-subj",
      "/CN=localhost",
      "-addext",
      "subjectAltName=DNS:localhost",
      "-keyout",
      key,
      "-out",
      cert,
    ],
    { stdio: "ignore" },
  );
  return { cert, key };
}

export function startNginx(options: {
  folder: string;
  tlsPort: number;
  httpPort: number;
  editorPort: number;
}): ChildProcess {
  const { folder } = options;
  rmSync(folder, { recursive: true, force: true });
  mkdirSync(folder, { recursive: true });
  const { cert, key } = makeCertificate(folder);
  let block = readFileSync(CONF, "utf8");
  block = replaced(block, /^\s*listen \[::\].*\n/gm, "");
  block = replaced(block, "listen 80;", `listen 127.0.0.1:${options.httpPort};`);
  block = replaced(block, "listen 443 ssl http2;", `listen 127.0.0.1:${options.tlsPort} ssl http2;`);
  block = replaced(block, "server_name editor.example.com;", "server_name localhost;");
  block = replaced(block, "/etc/letsencrypt/live/editor.example.com/fullchain.pem", cert);
  block = replaced(block, "/etc/letsencrypt/live/editor.example.com/privkey.pem", key);
  block = replaced(block, "/var/log/nginx/", `${folder}/`);
  block = replaced(block, "proxy_pass http://127.0.0.1:4321;", `proxy_pass http://127.0.0.1:${options.editorPort};`);
  writeFileSync(path.join(folder, "editor.conf"), block);
  writeFileSync(
    path.join(folder, "nginx.conf"),
    [
      "daemon off;",
      "master_process off;",
      `pid ${folder}/nginx.pid;`,
      `error_log ${folder}/error.log warn;`,
      "events { worker_connections 512; }",
      "http {",
      ...["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map((name) => `    ${name}_temp_path ${folder}/${name};`),
      `    include ${folder}/editor.conf;`,
      "}",
      "",
    ].join("\n"),
  );
  const nginx = process.env.NGINX_BIN ?? "/usr/sbin/nginx";
  return spawn(nginx, ["-p", folder, "-c", path.join(folder, "nginx.conf"), "-e", path.join(folder, "error.log")], {
    stdio: "inherit",
  });
}
