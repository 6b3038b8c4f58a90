/**
 * The committed host configuration in deploy/: written from site.json by `npm run deploy:config`, and
 * checked against this generator by tests/deploy.test.ts so it can never drift from the site.
 */
import type { CspOptions, HeaderSite } from "./headers.ts";
import { cloudFrontHeadersPolicy, notFoundPages } from "./headers.ts";
import { nginxConf } from "./nginx.ts";

export const DEPLOY_DIR = "deploy";

/** A CloudFront Function (viewer request): the default root object applies only at /, so /about needs index.html. */
export function cloudFrontIndexFunction(): string {
  return `// Written by src/deploy/files.ts (npm run deploy:config). CloudFront Function, event: viewer request.
// /about -> /about/index.html; /about/ -> 301 /about (one address per page); files keep their name.
function handler(event) {
  var request = event.request;
  var uri = request.uri;
  if (uri.length > 1 && uri.endsWith("/")) {
    return {
      statusCode: 301,
      statusDescription: "Moved Permanently",
      headers: { location: { value: uri.replace(/\\/+$/, "") } },
    };
  }
  if (uri === "/") request.uri = "/index.html";
  else if (uri.lastIndexOf(".") <= uri.lastIndexOf("/")) request.uri = uri + "/index.html";
  return request;
}
`;
}

/** Every file of deploy/, by name. */
export function deployFiles(site: HeaderSite, options: CspOptions = {}): Record<string, string> {
  return {
    "nginx.conf": nginxConf(site, options),
    "cloudfront-headers.json": JSON.stringify(cloudFrontHeadersPolicy(site, options), null, 2) + "\n",
    "cloudfront-index.js": cloudFrontIndexFunction(),
    "not-found.json": JSON.stringify(notFoundPages(site), null, 2) + "\n",
  };
}
