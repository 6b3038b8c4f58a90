import type { Plugin } from "vite";
import { siteJsonPath } from "../paths.ts";
import { devModules } from "./dev-modules.ts";

/**
 * While site.json has errors, every page request in the dev server gets the list of problems
 * (the validator's own words) instead of a stack trace; the reload on the next save brings the site back.
 */
export function showSiteProblems(): Plugin {
  return {
    name: "show-site-problems",
    apply: "serve",
    async configureServer(server) {
      const { devCheck, displayName, problemsPage } = await devModules();
      server.middlewares.use((request, response, next) => {
        const wantsPage = request.method === "GET" && /text\/html/.test(request.headers.accept ?? "");
        if (!wantsPage || /^\/(@|node_modules\/)/.test(request.url ?? "")) return next();
        // Checked once per version of the file (dev-check.ts).
        const file = siteJsonPath();
        const result = devCheck(file);
        if (result.ok) return next();
        response.statusCode = 500;
        response.setHeader("Content-Type", "text/html; charset=utf-8");
        response.end(problemsPage(displayName(file), result.problems));
      });
    },
  };
}
