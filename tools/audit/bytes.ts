/**
 * What a page costs on the wire: the HTML document, the CSS inlined in it, and the site's own JavaScript
 * it loads, each raw and gzip. JavaScript is what the document names in `<script src>` plus whatever the
 * browser fetched while loading the page (module imports), requested once each from the local server.
 */
import { gzipSync } from "node:zlib";
import type { PageFacts } from "./html.ts";
import type { PageBytes, Size } from "./types.ts";

const size = (data: Buffer | string): Size => {
  const buffer = typeof data === "string" ? Buffer.from(data) : data;
  return { raw: buffer.length, gzip: gzipSync(buffer).length };
};

const fileCache = new Map<string, Promise<Buffer>>();

function fetchOnce(url: string): Promise<Buffer> {
  let body = fileCache.get(url);
  if (!body) {
    body = fetch(url).then(async (response) => {
      if (!response.ok) throw new Error(`${url} answered ${response.status}`);
      return Buffer.from(await response.arrayBuffer());
    });
    fileCache.set(url, body);
  }
  return body;
}

export async function measureBytes(options: {
  html: string;
  facts: PageFacts;
  pageUrl: string;
  localOrigin: string;
  /** Script URLs the browser requested from the local server while loading the page. */
  loadedScripts: string[];
}): Promise<PageBytes> {
  const { facts, pageUrl, localOrigin } = options;
  const own = new Set<string>();
  const externalScripts: string[] = [];
  for (const script of facts.scripts) {
    if (script.src === undefined) continue;
    const url = new URL(script.src, pageUrl);
    if (url.origin === localOrigin) own.add(url.href);
    else externalScripts.push(url.href);
  }
  for (const url of options.loadedScripts) own.add(url);

  const files = [...own].sort();
  const bodies = await Promise.all(files.map(fetchOnce));
  const js = bodies.reduce((total, body) => ({ raw: total.raw + body.length, gzip: total.gzip + size(body).gzip }), {
    raw: 0,
    gzip: 0,
  });
  const runs = (type: string) => type === "" || type === "module" || type.includes("javascript");
  const inline = facts.scripts
    .filter((script) => script.src === undefined && runs(script.type))
    .map((script) => script.text)
    .join("");

  return {
    html: size(options.html),
    css: size(facts.styles.join("")),
    js: { ...js, files: files.map((url) => url.replace(localOrigin, "")) },
    htmlCssGzip: size(options.html).gzip,
    islands: facts.islands,
    inlineScriptBytes: Buffer.byteLength(inline),
    stylesheetLinks: facts.stylesheetLinks,
    externalScripts,
  };
}
