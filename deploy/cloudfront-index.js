// Written by src/deploy/files.ts (npm run deploy:config). CloudFront Function, event: viewer request.
// /about -> /about/index.html; /about/ -> 301 /about (one address per page); an old address -> 301 its page;
// files keep their name.
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
  if (uri.length > 1 && uri.endsWith("/")) {
    return {
      statusCode: 301,
      statusDescription: "Moved Permanently",
      headers: { location: { value: uri.replace(/\/+$/, "") } },
    };
  }
  if (uri === "/") request.uri = "/index.html";
  else if (uri.lastIndexOf(".") <= uri.lastIndexOf("/")) request.uri = uri + "/index.html";
  return request;
}
