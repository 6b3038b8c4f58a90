/**
 * deploy/nginx.conf: one nginx `server` block, usable as-is on a real server (include it from the http
 * block; TLS is terminated in front or added by certbot). Written from the same declaration as every
 * other host's headers (headers.ts).
 */
import { IMMUTABLE, IMMUTABLE_PREFIXES, REVALIDATE, notFoundPages, securityHeaders } from "./headers.ts";
import type { CspOptions, HeaderSite } from "./headers.ts";
import { FEED_PATH, FEED_TYPE } from "../head/feed.ts";
import { movedOf, SLASHED_PAGE_PART, type RedirectSite } from "./redirects.ts";

export const NGINX_PORT = 8080;
/**
 * The `current` link of a server target whose path is /srv/site (src/publish/server-target.ts): a publish switches
 * it to the new release, and nginx, which follows the link on each request, serves that release from then on.
 */
export const SERVER_TARGET_PATH = "/srv/site";
export const NGINX_ROOT = `${SERVER_TARGET_PATH}/current`;

const quote = (value: string) => `"${value.replace(/\\/g, "\\\\").replace(/"/g, '\\"')}"`;

export function nginxConf(site: HeaderSite & RedirectSite, options: CspOptions = {}): string {
  const headers = Object.entries(securityHeaders(site, options));
  const notFound = [...notFoundPages(site)].sort((a, b) => b.prefix.length - a.prefix.length);
  const lines = [
    "# Written from site.json by src/deploy/nginx.ts (npm run deploy:config); edit site.json, not this file.",
    "# Needs Debian's libnginx-mod-http-brotli-static for brotli_static (or drop that line).",
    "server {",
    `    listen ${NGINX_PORT};`,
    `    listen [::]:${NGINX_PORT};`,
    "    server_name _;",
    `    root ${NGINX_ROOT};`,
    "    # The root is a link a publish switches: followed on each request (nginx's defaults, said so that an",
    "    # http-level open_file_cache, which would keep serving the release before the switch, does not apply here).",
    "    disable_symlinks off;",
    "    open_file_cache off;",
    "    server_tokens off;",
    "    charset utf-8;",
    "    # Redirects keep the scheme and host the visitor used (TLS may end in front of this server).",
    "    absolute_redirect off;",
    "",
    "    # The build writes .br and .gz beside every text file where smaller; Vary: Accept-Encoding goes with them.",
    "    brotli_static on;",
    "    gzip_static on;",
    "    gzip_vary on;",
    "",
    "    # Every header at this one level, with `always`: an add_header inside a location would drop them all,",
    "    # and without `always` the 404 page and redirects would go without them.",
    ...headers.map(([name, value]) => `    add_header ${name} ${quote(value)} always;`),
    "    # Only a file that exists under a hashed folder is cached for good; HTML and 404s are revalidated.",
    `    set $cache_control ${quote(REVALIDATE)};`,
    "    add_header Cache-Control $cache_control always;",
    "    # Empty (so not sent) except for previews.",
    '    set $robots_tag "";',
    "    add_header X-Robots-Tag $robots_tag always;",
    "",
    "    # Previews (npm run publish -- --preview): preview/<unguessable folder>/ beside the live site, never indexed.",
    "    location ^~ /preview/ {",
    `        root ${SERVER_TARGET_PATH};`,
    "        set $robots_tag noindex;",
    "        try_files $uri $uri/index.html =404;",
    "    }",
    "",
    ...IMMUTABLE_PREFIXES.flatMap((prefix) => [
      `    location ^~ ${prefix} {`,
      `        set $cache_control ${quote(IMMUTABLE)};`,
      "        try_files $uri =404;",
      "    }",
    ]),
    "",
    "    # One address per page, as the canonical links say: /about/ moves to /about. Only a path of plain parts is",
    "    # moved, so the Location stays on this site (/%5Cevil.example/ is not found, never moved to /\\evil.example).",
    `    location ~ ^(?<without_slash>(/${SLASHED_PAGE_PART})+)/+$ {`,
    "        return 301 $without_slash$is_args$args;",
    "    }",
    "",
    "    # The Atom feeds (/feed.xml, and /es/feed.xml for a language in /es) as what they are (mime.types would",
    "    # say text/xml).",
    `    location ~ ${FEED_PATH.replace(".", "\\.")}$ {`,
    "        types { }",
    `        default_type ${FEED_TYPE};`,
    "    }",
    "",
    ...(movedOf(site).length
      ? [
          "    # Old addresses (site.json's redirects): each sent on to its page for good.",
          ...movedOf(site).map(({ from, to }) => `    location = ${from} {\n        return 301 ${to};\n    }`),
          "",
        ]
      : []),
    "    location / {",
    "        try_files $uri $uri/index.html =404;",
    "    }",
    "",
    "    # A missing address gets its section's not-found page with status 404, never cached as immutable.",
    ...notFound.flatMap((page) =>
      page.prefix === "/"
        ? [`    error_page 404 ${page.file};`]
        : [
            `    location ${page.prefix} {`,
            `        error_page 404 ${page.file};`,
            "        try_files $uri $uri/index.html =404;",
            "    }",
          ],
    ),
    ...notFound.flatMap((page) => [
      `    location = ${page.file} {`,
      "        internal;",
      `        set $cache_control ${quote(REVALIDATE)};`,
      "    }",
    ]),
    "}",
  ];
  return lines.join("\n") + "\n";
}
