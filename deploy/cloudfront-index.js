// Written by src/deploy/files.ts (npm run deploy:config). CloudFront Function, event: viewer request.
// /about -> /about/index.html; /about/ -> 301 /about (one address per page, only for a path of plain parts, so the
// Location stays on the site); an old address -> 301 its page; files keep their name.
var moved = {};
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
  var slashed = /^((?:\/[A-Za-z0-9._~-]+)+)\/+$/.exec(uri);
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
