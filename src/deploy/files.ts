/**
 * The committed host configuration in deploy/: written from site.json by `npm run deploy:config`, kept in step by
 * every build and every save of the editor (`keepDeployInStep`), and checked against this generator by
 * tests/deploy.test.ts so it can never drift from the site.
 */
import { existsSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { writeFileAtomic } from "../save/write-atomic.ts";
import type { CspOptions, HeaderSite } from "./headers.ts";
import { cloudFrontHeadersPolicy, notFoundPages } from "./headers.ts";
import { nginxConf } from "./nginx.ts";
import { cspOptionsFor } from "./output.ts";
import { movedOf, SLASHED_PAGE, type RedirectSite } from "./redirects.ts";
import { DEPLOY_DIR } from "../paths.ts";

/** What deploy/ is made from: the headers' part of the site and its old addresses. */
export type DeploySite = HeaderSite & RedirectSite;

/** The files that carry the Content-Security-Policy, which hashes the built stylesheet of a site without a form. */
const WITH_CSP = new Set(["nginx.conf", "cloudfront-headers.json"]);

/**
 * A CloudFront Function (viewer request): the default root object applies only at /, so /about needs index.html; an
 * old address (site.json's redirects) moves to its page.
 */
export function cloudFrontIndexFunction(site: RedirectSite = {}): string {
  const moved = Object.fromEntries(movedOf(site).map(({ from, to }) => [from, to]));
  return `// Written by src/deploy/files.ts (npm run deploy:config). CloudFront Function, event: viewer request.
// /about -> /about/index.html; /about/ -> 301 /about (one address per page, only for a path of plain parts, so the
// Location stays on the site); an old address -> 301 its page; files keep their name.
var moved = ${JSON.stringify(moved)};
function handler(event) {
  var request = event.request;
  var uri = request.uri;
  if (Object.prototype.hasOwnProperty.call(moved, uri)) {
    return {
      statusCode: 301,
      statusDescription: "Moved Permanently",
      headers: { location: { value: moved[uri] } },
    };
  }
  var slashed = ${SLASHED_PAGE}.exec(uri);
  if (slashed) {
    return {
      statusCode: 301,
      statusDescription: "Moved Permanently",
      headers: { location: { value: slashed[1] } },
    };
  }
  // Any other path ending in / (//evil.example/, /%5Cevil.example/) is never moved: it is asked for, and not found.
  if (uri.endsWith("/")) request.uri = uri + "index.html";
  else if (uri.lastIndexOf(".") <= uri.lastIndexOf("/")) request.uri = uri + "/index.html";
  return request;
}
`;
}

/** Every file of deploy/, by name. */
export function deployFiles(site: DeploySite, options: CspOptions = {}): Record<string, string> {
  return {
    "nginx.conf": nginxConf(site, options),
    "cloudfront-headers.json": JSON.stringify(cloudFrontHeadersPolicy(site, options), null, 2) + "\n",
    "cloudfront-index.js": cloudFrontIndexFunction(site),
    "not-found.json": JSON.stringify(notFoundPages(site), null, 2) + "\n",
  };
}

/**
 * The files of deploy/ that can be known from the site and `client`, a build of it: all of them for a site with a
 * form; for a site without one, whose CSP hashes its built stylesheet, the two that carry the CSP only with a build.
 */
export function knownDeployFiles(site: DeploySite, client?: string): Record<string, string> {
  if (site.estimateForm || client) return deployFiles(site, site.estimateForm || !client ? {} : cspOptionsFor(client));
  return Object.fromEntries(Object.entries(deployFiles(site)).filter(([name]) => !WITH_CSP.has(name)));
}

/** A project's deploy/ is the folder of that name beside its site.json. */
export function deployDirOf(siteFile: string): string {
  return join(dirname(siteFile), DEPLOY_DIR);
}

/**
 * Brings an existing deploy/ in step with the site: each of its files that differs from what the site makes of it
 * is rewritten whole (atomically, so a host reading it never sees half), and the names rewritten are returned. A
 * site that added a language needs its not-found page in nginx, a new form host its CSP: without this, an owner's
 * save left the committed configuration behind, and the test that compares them failed on the owner's next push.
 *
 * A project with no deploy/ (a fixture, an example site) gets none. A site without a form hashes its built
 * stylesheet into the CSP: with no `client` (a build of this very site, as the build passes), the two files that
 * carry the CSP are left for the next build to write.
 */
export function keepDeployInStep(dir: string, site: DeploySite, client?: string): string[] {
  if (!existsSync(dir)) return [];
  const written: string[] = [];
  for (const [name, text] of Object.entries(knownDeployFiles(site, client))) {
    const file = join(dir, name);
    if (existsSync(file) && readFileSync(file, "utf8") === text) continue;
    writeFileAtomic(file, text);
    written.push(name);
  }
  return written;
}
