import type { Config } from "vike/types";

// HTML-only rendering: React runs at build time and never in the browser. The little behaviour pages
// need lives in src/islands/ and is added by the document only to pages that contain an island.
export default {
  prerender: true,
  clientRouting: false,
  // Pages and their hooks read site.json with fs: keep them out of Vike's client bundle altogether.
  meta: {
    Page: { env: { server: true, client: false } },
  },
} satisfies Config;
