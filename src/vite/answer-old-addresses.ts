import type { Plugin } from "vite";
import { siteJsonPath } from "../paths.ts";
import { devModules } from "./dev-modules.ts";

/**
 * The site's old addresses (site.json's `redirects`) answer 301 with their page's address, as `npm run serve` and
 * every host do (src/deploy/redirects.ts): a link or bookmark to one works in the dev server too. While site.json
 * has errors, the request goes on to the problems page.
 */
export function answerOldAddresses(): Plugin {
  return {
    name: "answer-old-addresses",
    apply: "serve",
    async configureServer(server) {
      const { devCheck, loadSite } = await devModules();
      server.middlewares.use((request, response, next) => {
        if (request.method !== "GET" && request.method !== "HEAD") return next();
        const url = new URL(request.url ?? "/", "http://dev");
        if (/^\/(@|node_modules\/)/.test(url.pathname)) return next();
        const file = siteJsonPath();
        if (!devCheck(file).ok) return next();
        const from = url.pathname.length > 1 ? url.pathname.replace(/\/+$/, "") : url.pathname;
        const moved = loadSite(file).redirects?.find((redirect) => redirect.from === from);
        if (!moved) return next();
        response.statusCode = 301;
        response.setHeader("Location", moved.to);
        response.end();
      });
    },
  };
}
