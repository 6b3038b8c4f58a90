import { createHash } from "node:crypto";
import {
  existsSync,
  linkSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync } from "node:zlib";
import { parseDocument } from "htmlparser2";
import { afterAll, describe, expect, it } from "vitest";
import { fillPlaceholders, placeholderValues } from "../src/site/placeholders.ts";
import { loadSite } from "../src/site/load.ts";
import { deployFiles, keepDeployInStep } from "../src/deploy/files.ts";
import {
  contentSecurityPolicy,
  cspDirectives,
  headersForPath,
  IMMUTABLE,
  netlifyHeaders,
  parseHeadersFile,
  REVALIDATE,
  securityHeaders,
  type HeaderSite,
} from "../src/deploy/headers.ts";
import { nginxConf } from "../src/deploy/nginx.ts";
import { BEST_QUALITY_BYTES, precompress } from "../src/deploy/precompress.ts";
import { movedFile, movedPage, redirectsFile, SLASHED_PAGE } from "../src/deploy/redirects.ts";
import { HOSTILE_SLASHED_PATHS, stays } from "./fixtures/hostile-files.ts";
import { answer, hostConfig } from "../src/deploy/respond.ts";
import { atomFeed, rfc3339 } from "../src/head/feed.ts";
import { gradeFor, gradeResponse } from "../tools/audit/observatory.ts";
import { Site, type SiteData } from "../schema/site.ts";
import { minimalSite, twoLanguageSite } from "./fixtures/site.ts";

const site = (() => {
  const parsed = Site.parse(minimalSite());
  return fillPlaceholders(parsed, placeholderValues(parsed));
})();
const withMap = (map: string): SiteData => ({
  ...site,
  pages: [
    ...site.pages,
    {
      ...site.pages[1]!,
      path: "/contact",
      blocks: [
        {
          type: "contact",
          heading: "Contact",
          phoneLabel: "Phone",
          addressLabel: "Address",
          hoursLabel: "Hours",
          map: { title: "Map", src: map },
        },
      ],
    } as SiteData["pages"][number],
  ],
});
const directive = (target: HeaderSite, name: string, options = {}) =>
  cspDirectives(target, options).find(([directiveName]) => directiveName === name)?.[1];

const temporary: string[] = [];
afterAll(() => temporary.forEach((dir) => rmSync(dir, { recursive: true, force: true })));
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), "deploy-test-"));
  temporary.push(dir);
  return dir;
};

describe("the Content-Security-Policy follows site.json", () => {
  it("allows the form provider's script and frames, and the map's frame, nothing else", () => {
    const target = withMap("https://maps.example/embed?q=x");
    expect(directive(target, "default-src")).toEqual(["'none'"]);
    expect(directive(target, "script-src")).toEqual(["'self'", "https://forms.example"]);
    expect(directive(target, "frame-src")).toEqual(["https://forms.example", "https://maps.example"]);
    expect(directive(target, "base-uri")).toEqual(["'none'"]);
    expect(directive(target, "object-src")).toEqual(["'none'"]);
    expect(directive(target, "frame-ancestors")).toEqual(["'none'"]);
    expect(directive(target, "form-action")).toEqual(["'self'"]);
    expect(directive(target, "connect-src")).toEqual(["'self'"]);
    expect(directive(target, "img-src")).toEqual(["'self'"]);
    expect(securityHeaders(target)["Permissions-Policy"]).toContain('fullscreen=(self "https://maps.example")');
  });

  it("never lets an inline script or a data: URL in", () => {
    const policy = contentSecurityPolicy(withMap("https://maps.example/x"));
    expect(directive(site, "script-src")).not.toContain("'unsafe-inline'");
    expect(policy).not.toContain("data:");
    expect(policy).not.toContain("unsafe-eval");
    // The form provider injects styles: 'unsafe-inline' for styles only.
    expect(directive(site, "style-src")).toEqual(["'unsafe-inline'"]);
  });

  it("a site without a form names no form host and hashes its stylesheet instead", () => {
    const { estimateForm: _form, ...rest } = site;
    const noForm: HeaderSite = rest;
    const policy = contentSecurityPolicy(noForm, { styleHashes: ["abc="] });
    expect(policy).not.toContain("forms.example");
    expect(directive(noForm, "script-src")).toEqual(["'self'"]);
    expect(directive(noForm, "frame-src")).toEqual(["'none'"]);
    expect(directive(noForm, "style-src", { styleHashes: ["abc="] })).toEqual(["'sha256-abc='"]);
    expect(policy).not.toContain("unsafe-inline");
  });

  it("the other headers: two years of HSTS, nosniff, a strict referrer, same-origin resources, no framing", () => {
    const headers = securityHeaders(site);
    expect(headers["Strict-Transport-Security"]).toBe("max-age=63072000; includeSubDomains");
    expect(headers["X-Content-Type-Options"]).toBe("nosniff");
    expect(headers["Referrer-Policy"]).toBe("strict-origin-when-cross-origin");
    expect(headers["Cross-Origin-Resource-Policy"]).toBe("same-origin");
    expect(headers["X-Frame-Options"]).toBe("DENY");
    expect(headers["Permissions-Policy"]).toContain("camera=()");
  });
});

describe("host files", () => {
  it("_headers: the CSP on one line, Cache-Control only where the files are hashed", () => {
    const rules = parseHeadersFile(netlifyHeaders(site));
    const all = headersForPath(rules, "/about");
    expect(Object.fromEntries(all)).toEqual(securityHeaders(site));
    expect(all.some(([name]) => name === "Cache-Control")).toBe(false);
    const asset = headersForPath(rules, "/assets/chunks/x.js").filter(([name]) => name === "Cache-Control");
    expect(asset).toEqual([["Cache-Control", IMMUTABLE]]);
  });

  it("nginx: one server block on 8080 at /srv/site/current, headers at one level with always", () => {
    const conf = nginxConf(site);
    expect(conf).toContain("listen 8080;");
    expect(conf).toContain("root /srv/site/current;");
    const directives = conf.split("\n").filter((text) => text.trim().startsWith("add_header"));
    // The security headers, Cache-Control and X-Robots-Tag (noindex for previews only).
    expect(directives).toHaveLength(Object.keys(securityHeaders(site)).length + 2);
    expect(conf).toMatch(/location \^~ \/preview\/ \{\n\s+root \/srv\/site;\n\s+set \$robots_tag noindex;/);
    for (const line of directives) {
      expect(line.startsWith("    add_header"), line).toBe(true); // server level, never in a location
      expect(line.trim().endsWith(" always;"), line).toBe(true);
    }
    expect(conf).toContain("error_page 404 /404.html;");
  });

  it("deploy/ is exactly what the generator writes for site.json (npm run deploy:config)", () => {
    const shipped = loadSite();
    for (const [name, text] of Object.entries(deployFiles(shipped))) {
      const remedy = "a build, a save in the editor or npm run deploy:config brings it in step";
      expect(readFileSync(join("deploy", name), "utf8"), `deploy/${name} differs from site.json: ${remedy}`).toBe(text);
    }
  });
});

describe("deploy/ follows the site (a build and each save of the editor)", () => {
  const read = (dir: string) =>
    Object.fromEntries(Object.keys(deployFiles(site)).map((name) => [name, readFileSync(join(dir, name), "utf8")]));
  const written = (dir: string, target: HeaderSite) => {
    mkdirSync(dir, { recursive: true });
    for (const [name, text] of Object.entries(deployFiles(target))) writeFileSync(join(dir, name), text);
  };

  it("rewrites the files a language added changes, its not-found page in nginx's, and leaves the others", () => {
    const dir = join(tempDir(), "deploy");
    written(dir, site);
    const before = statSync(join(dir, "cloudfront-index.js")).mtimeMs;
    const twoLanguages = { ...site, languages: twoLanguageSite().languages } as SiteData;
    expect(keepDeployInStep(dir, twoLanguages).sort()).toEqual(["nginx.conf", "not-found.json"]);
    expect(read(dir)).toEqual(deployFiles(twoLanguages));
    expect(read(dir)["nginx.conf"]).toContain("error_page 404 /es/404.html;");
    expect(statSync(join(dir, "cloudfront-index.js")).mtimeMs).toBe(before);
    // In step, nothing is written again; no temporary file is left beside them.
    expect(keepDeployInStep(dir, twoLanguages)).toEqual([]);
    expect(readdirSync(dir).sort()).toEqual(Object.keys(deployFiles(site)).sort());
  });

  it("writes a file deleted from deploy/, and makes no deploy/ in a project that has none", () => {
    const dir = join(tempDir(), "deploy");
    written(dir, site);
    rmSync(join(dir, "not-found.json"));
    expect(keepDeployInStep(dir, site)).toEqual(["not-found.json"]);
    const none = join(tempDir(), "deploy");
    expect(keepDeployInStep(none, site)).toEqual([]);
    expect(existsSync(none)).toBe(false);
  });

  it("without a form, takes the CSP's style hash from the build it is given, and leaves the CSP alone without one", () => {
    const { estimateForm: _, ...formless } = site;
    const dir = join(tempDir(), "deploy");
    written(dir, site);
    const stale = read(dir);
    // Without a build, the two files that carry the CSP cannot know the stylesheet's hash: they stay as they were,
    // the form's host in them, until a build writes them.
    expect(keepDeployInStep(dir, formless)).toEqual([]);
    expect(read(dir)["nginx.conf"]).toBe(stale["nginx.conf"]);
    expect(stale["nginx.conf"]).toContain("forms.example");
    const client = tempDir();
    const style = "body{color:#123}";
    for (const page of ["index.html", "404.html"])
      writeFileSync(join(client, page), `<!doctype html><style>${style}</style>`);
    expect(keepDeployInStep(dir, formless, client).sort()).toEqual(["cloudfront-headers.json", "nginx.conf"]);
    const hash = `'sha256-${createHash("sha256").update(style).digest("base64")}'`;
    expect(read(dir)["nginx.conf"]).toContain(`style-src ${hash}`);
    expect(read(dir)["nginx.conf"]).not.toContain("forms.example");
  });
});

describe("the preview server answers as nginx does", () => {
  const root = tempDir();
  mkdirSync(join(root, "about"));
  mkdirSync(join(root, "assets"));
  writeFileSync(join(root, "404.html"), "<!doctype html><title>Not found</title>");
  writeFileSync(join(root, "about", "index.html"), "<!doctype html>" + "<p>about</p>".repeat(200));
  writeFileSync(join(root, "about", "index.html.br"), "br");
  writeFileSync(join(root, "about", "index.html.gz"), "gz");
  writeFileSync(join(root, "assets", "a.js"), "x");
  writeFileSync(join(root, "_headers"), netlifyHeaders(site));
  const config = hostConfig(root, [{ prefix: "/", file: "/404.html" }]);

  it("moves /about/ to /about and serves /about from its index.html, brotli first", () => {
    expect(answer(config, "/about/")).toMatchObject({ status: 301, headers: { Location: "/about" } });
    const reply = answer(config, "/about", "gzip, deflate, br");
    expect(reply).toMatchObject({ status: 200, headers: { "Content-Encoding": "br", Vary: "Accept-Encoding" } });
    expect(reply.headers["Cache-Control"]).toBe(REVALIDATE);
    expect(answer(config, "/about", "gzip").headers["Content-Encoding"]).toBe("gzip");
    expect(answer(config, "/about", "br;q=0, gzip;q=0").headers["Content-Encoding"]).toBeUndefined();
  });

  it("caches an asset for good, but never a missing one", () => {
    expect(answer(config, "/assets/a.js").headers["Cache-Control"]).toBe(IMMUTABLE);
    const missing = answer(config, "/assets/missing.js");
    expect(missing.status).toBe(404);
    expect(missing.headers["Cache-Control"]).toBe(REVALIDATE);
    expect(missing.headers["Content-Security-Policy"]).toBe(contentSecurityPolicy(site));
    expect(answer(config, "/../../etc/passwd").status).toBe(404);
  });
});

describe("precompression", () => {
  it("writes .br and .gz only where smaller, with the original's mtime, decompressing to the original", async () => {
    const dir = tempDir();
    const big = "<p>the same words again and again</p>\n".repeat(300);
    writeFileSync(join(dir, "page.html"), big);
    writeFileSync(join(dir, "tiny.txt"), "a");
    writeFileSync(join(dir, "photo.avif"), big);
    const result = await precompress(dir);
    expect(result.files).toBe(2);
    expect(brotliDecompressSync(readFileSync(join(dir, "page.html.br"))).toString()).toBe(big);
    expect(gunzipSync(readFileSync(join(dir, "page.html.gz"))).toString()).toBe(big);
    // To the millisecond (utimes takes seconds as a float); servers compare whole seconds.
    expect(
      Math.abs(statSync(join(dir, "page.html.br")).mtimeMs - statSync(join(dir, "page.html")).mtimeMs),
    ).toBeLessThan(1);
    expect(existsSync(join(dir, "tiny.txt.br"))).toBe(false);
    expect(existsSync(join(dir, "tiny.txt.gz"))).toBe(false);
    expect(existsSync(join(dir, "photo.avif.br"))).toBe(false);
    expect(result.saved.br).toBeGreaterThan(big.length * 0.9);
  });

  it("reuses the previous build's copies of a file whose bytes did not change, and compresses the rest", async () => {
    const before = tempDir();
    const after = tempDir();
    const same = "<p>unchanged words, again and again</p>\n".repeat(200);
    writeFileSync(join(before, "same.html"), same);
    writeFileSync(join(before, "also-same.html"), same.toUpperCase());
    // Edited to the same size (read and compared) and to another size (told apart by its size alone).
    writeFileSync(join(before, "edited.html"), "<p>old text, again and again</p>\n".repeat(200));
    writeFileSync(join(before, "grown.html"), "<p>short, again and again</p>\n".repeat(200));
    await precompress(before);
    // A marker: the previous build's copy at another quality, still the same text, so a reuse is visible.
    const marker = brotliCompressSync(same, { params: { [constants.BROTLI_PARAM_QUALITY]: 1 } });
    writeFileSync(join(before, "same.html.br"), marker);
    // Of another time than the file it is a copy of (as when the file is written again): it is copied, not linked.
    utimesSync(join(before, "same.html.br"), 1_000_000, 1_000_000);
    const edited = "<p>new text, again and again</p>\n".repeat(200);
    writeFileSync(join(after, "same.html"), same);
    writeFileSync(join(after, "also-same.html"), same.toUpperCase());
    writeFileSync(join(after, "edited.html"), edited);
    const grown = "<p>longer text, again and again</p>\n".repeat(200);
    writeFileSync(join(after, "grown.html"), grown);
    const result = await precompress(after, { previous: before });
    expect(result.reused).toBe(2);
    expect(readFileSync(join(after, "same.html.br")).equals(marker)).toBe(true);
    expect(readFileSync(join(after, "same.html.gz")).equals(readFileSync(join(before, "same.html.gz")))).toBe(true);
    expect(brotliDecompressSync(readFileSync(join(after, "edited.html.br"))).toString()).toBe(edited);
    expect(gunzipSync(readFileSync(join(after, "edited.html.gz"))).toString()).toBe(edited);
    expect(brotliDecompressSync(readFileSync(join(after, "grown.html.br"))).toString()).toBe(grown);
    // The bytes saved are counted for reused and new copies alike.
    const saved = (extension: string) =>
      ["same.html", "also-same.html", "edited.html", "grown.html"].reduce(
        (sum, file) => sum + statSync(join(after, file)).size - statSync(join(after, file + extension)).size,
        0,
      );
    expect(result.saved).toEqual({ br: saved(".br"), gzip: saved(".gz") });
    // A file written anew (another time) gets copies with its own time; the last build's are left as they were.
    expect(statSync(join(after, "same.html.br")).ino).not.toBe(statSync(join(before, "same.html.br")).ino);
    expect(statSync(join(before, "same.html.br")).mtimeMs).toBe(1_000_000_000);
    expect(
      Math.abs(statSync(join(after, "same.html.br")).mtimeMs - statSync(join(after, "same.html")).mtimeMs),
    ).toBeLessThan(1);
  });

  it("links the previous build's copies of a file that has their time too (a linked page, restored code)", async () => {
    const before = tempDir();
    const after = tempDir();
    const text = "<p>unchanged words, again and again</p>\n".repeat(200);
    writeFileSync(join(before, "page.html"), text);
    await precompress(before);
    const time = statSync(join(before, "page.html.br")).mtime;
    linkSync(join(before, "page.html"), join(after, "page.html"));
    const result = await precompress(after, { previous: before });
    expect(result.reused).toBe(1);
    for (const extension of [".br", ".gz"]) {
      expect(statSync(join(after, `page.html${extension}`)).ino).toBe(
        statSync(join(before, `page.html${extension}`)).ino,
      );
    }
    expect(statSync(join(before, "page.html.br")).mtime).toEqual(time);
    expect(brotliDecompressSync(readFileSync(join(after, "page.html.br"))).toString()).toBe(text);
  });

  it("gives every file its copies whichever of its threads compressed it, and counts them all", async () => {
    const dir = tempDir();
    // Enough files for three threads (a few dozen are compressed in the calling thread).
    const pages = Array.from({ length: 150 }, (_, index) =>
      `<p>page ${index}, again and again</p>\n`.repeat(20 + index),
    );
    for (const [index, page] of pages.entries()) {
      mkdirSync(join(dir, `page-${index}`));
      writeFileSync(join(dir, `page-${index}`, "index.html"), page);
    }
    for (const threads of [1, 2, 3]) {
      const result = await precompress(dir, { threads });
      expect(result.files, `${threads} threads`).toBe(pages.length);
      expect(result.bytes).toBe(pages.reduce((sum, page) => sum + page.length, 0));
      for (const [index, page] of pages.entries()) {
        const file = join(dir, `page-${index}`, "index.html");
        expect(brotliDecompressSync(readFileSync(`${file}.br`)).toString(), `${threads} threads`).toBe(page);
        expect(gunzipSync(readFileSync(`${file}.gz`)).toString()).toBe(page);
      }
      for (const [index] of pages.entries()) {
        for (const extension of [".br", ".gz"]) rmSync(join(dir, `page-${index}`, `index.html${extension}`));
      }
    }
  });

  it("uses brotli's best quality for a site's worth of text, and a fast one past BEST_QUALITY_BYTES", async () => {
    const small = tempDir();
    writeFileSync(join(small, "page.html"), "<p>words</p>\n".repeat(1000));
    expect((await precompress(small)).quality).toBe(11);
    const large = tempDir();
    const line = "<p>a large generated site, page after page of words</p>\n";
    writeFileSync(join(large, "page.html"), line.repeat(Math.ceil((BEST_QUALITY_BYTES + 1) / line.length)));
    const result = await precompress(large);
    expect(result.quality).toBe(5);
    expect(brotliDecompressSync(readFileSync(join(large, "page.html.br"))).length).toBe(result.bytes);
  });
});

describe("the Atom feed", () => {
  const twoPosts: SiteData = {
    ...site,
    posts: [
      site.posts[0]!,
      {
        ...site.posts[0]!,
        path: "/blog/second",
        heading: "Second & <last>",
        published: "2025-11-02",
        modified: undefined,
      },
    ],
  };
  const xml = atomFeed(twoPosts);
  const document = parseDocument(xml, { xmlMode: true });
  const all = (name: string) => {
    const found: { attribs: Record<string, string>; text: string; parent: string }[] = [];
    const walk = (node: any) => {
      if (node.name === name)
        found.push({
          attribs: node.attribs,
          text: (node.children ?? []).map((child: any) => child.data ?? "").join(""),
          parent: node.parent?.name,
        });
      (node.children ?? []).forEach(walk);
    };
    walk(document);
    return found;
  };

  it("has the required feed elements and a self link", () => {
    expect(xml.startsWith('<?xml version="1.0" encoding="utf-8"?>')).toBe(true);
    const feedChild = (name: string) => all(name).filter((node) => node.parent === "feed");
    expect(feedChild("id")[0]!.text).toBe("https://oaktrees.com/");
    expect(feedChild("title")[0]!.text).toBe("Blog | Oak & Ash");
    expect(feedChild("updated")[0]!.text).toBe("2025-11-02T00:00:00Z");
    expect(all("author")).toHaveLength(1);
    expect(all("link").find((link) => link.attribs.rel === "self")?.attribs.href).toBe("https://oaktrees.com/feed.xml");
  });

  it("has one entry per post, newest first, with absolute links, RFC 3339 dates and the summary", () => {
    const entries = all("entry");
    expect(entries).toHaveLength(2);
    const ids = all("id")
      .filter((node) => node.parent === "entry")
      .map((node) => node.text);
    expect(ids).toEqual(["https://oaktrees.com/blog/second", "https://oaktrees.com/blog/first-post"]);
    for (const link of all("link").filter((node) => node.parent === "entry")) {
      expect(link.attribs.href).toMatch(/^https:\/\/oaktrees\.com\/blog\//);
    }
    const rfc3339Pattern = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;
    for (const date of [...all("updated"), ...all("published")]) expect(date.text).toMatch(rfc3339Pattern);
    expect(all("summary").map((node) => node.text)).toContain(site.posts[0]!.excerpt);
    // Escaped, so the title arrives as written.
    expect(xml).toContain("<title>Second &amp; &lt;last&gt;</title>");
  });

  it("reads dates as RFC 3339 and refuses what is not a date", () => {
    expect(rfc3339("2025-01-02")).toBe("2025-01-02T00:00:00Z");
    expect(rfc3339("2025-01-02T10:00:00+02:00")).toBe("2025-01-02T08:00:00Z");
    expect(() => rfc3339("soon")).toThrow(/not a date/);
  });
});

describe("the HTTP Observatory's rules", () => {
  const html = (scripts: string) => `<!doctype html><html><head>${scripts}</head><body></body></html>`;
  const headersOf = (record: Record<string, string>) =>
    new Headers({ "content-type": "text/html; charset=utf-8", ...record });

  it("grades the headers of src/deploy/headers.ts A+ (120) with the form script loaded by the island", () => {
    const result = gradeResponse(
      headersOf(securityHeaders(site)),
      html('<script type="module" src="/assets/a.js"></script>'),
    );
    expect(result.grade).toBe("A+");
    expect(result.score).toBe(120);
    expect(result.tests.find((test) => test.name === "content-security-policy")?.modifier).toBe(0);
  });

  it("docks an external script without integrity, a missing CSP and a missing HSTS", () => {
    const external = gradeResponse(
      headersOf(securityHeaders(site)),
      html('<script async src="https://forms.example/embed.js"></script>'),
    );
    expect(external.tests.find((test) => test.name === "subresource-integrity")?.modifier).toBe(-5);
    expect(external.score).toBe(115);
    const { "Content-Security-Policy": _csp, "Strict-Transport-Security": _hsts, ...rest } = securityHeaders(site);
    const bare = gradeResponse(headersOf(rest), html(""));
    // 100 - 25 (no CSP) - 20 (no HSTS) = 55: under 90, so no bonus counts.
    expect(bare.score).toBe(55);
    expect(bare.grade).toBe("C");
    expect(gradeFor(89)).toBe("A-");
    expect(gradeFor(100)).toBe("A+");
  });
});

describe("old addresses (site.json's redirects) move for good on every host", () => {
  const spanish = twoLanguageSite();
  const moving = {
    ...Site.parse(spanish),
    redirects: [
      { from: "/services.html", to: "/removal" },
      { from: "/es/viejo", to: "/es/remocion" },
    ],
  } as SiteData;

  it("writes a page at each old address that sends the browser on, names the new one canonical and is not indexed", () => {
    expect(movedFile("/services.html")).toBe("services.html");
    expect(movedFile("/old/about-us")).toBe("old/about-us/index.html");
    const page = movedPage(moving, moving.redirects![1]!);
    const spanishPage = moving.pages.find((entry) => entry.path === "/es/remocion")!;
    expect(page).toContain('<html lang="es-US">');
    expect(page).toContain('<meta http-equiv="refresh" content="0; url=/es/remocion">');
    expect(page).toContain(`<link rel="canonical" href="${moving.site.url}/es/remocion">`);
    expect(page).toContain('<meta name="robots" content="noindex">');
    // Its one line is the new page's title, from site.json, escaped.
    const title = spanishPage.title.replace(/&/g, "&amp;");
    expect(page).toContain(`<body><p><a href="/es/remocion">${title}</a></p></body>`);
    expect(page).not.toContain("<script");
  });

  it("lists them as 301s for Netlify and Cloudflare, nginx and CloudFront, and the preview answers them", () => {
    expect(redirectsFile(moving)).toBe("/services.html /removal 301!\n/es/viejo /es/remocion 301!\n");
    expect(redirectsFile(site)).toBe("");
    const conf = nginxConf(moving);
    expect(conf).toContain("    location = /services.html {\n        return 301 /removal;\n    }");
    expect(conf).toContain("    location = /es/viejo {\n        return 301 /es/remocion;\n    }");
    expect(nginxConf(site)).not.toContain("return 301 /removal");
    // The CloudFront function, run as CloudFront runs it: the old address moves, any other is served as before.
    const handler = new Function(`${deployFiles(moving)["cloudfront-index.js"]}; return handler;`)();
    expect(handler({ request: { uri: "/es/viejo" } })).toMatchObject({
      statusCode: 301,
      headers: { location: { value: "/es/remocion" } },
    });
    expect(handler({ request: { uri: "/removal" } })).toEqual({ uri: "/removal/index.html" });
    expect(handler({ request: { uri: "/constructor" } })).toEqual({ uri: "/constructor/index.html" });
    // npm run serve reads the built _redirects.
    const root = tempDir();
    writeFileSync(join(root, "_headers"), netlifyHeaders(moving));
    writeFileSync(join(root, "_redirects"), redirectsFile(moving));
    writeFileSync(join(root, "404.html"), "<!doctype html><title>Not found</title>");
    mkdirSync(join(root, "es", "viejo"), { recursive: true });
    writeFileSync(join(root, "es", "viejo", "index.html"), movedPage(moving, moving.redirects![1]!));
    const config = hostConfig(root, [{ prefix: "/", file: "/404.html" }]);
    expect(answer(config, "/es/viejo")).toMatchObject({ status: 301, headers: { Location: "/es/remocion" } });
    expect(answer(config, "/services.html")).toMatchObject({ status: 301, headers: { Location: "/removal" } });
    expect(answer(config, "/es/viejo/")).toMatchObject({ status: 301, headers: { Location: "/es/viejo" } });
    expect(answer(config, "/es/viejo/index.html")).toMatchObject({ status: 200 });
    expect(answer(config, "/es/nuevo").status).toBe(404);
  });

  it("moves a path with / at the end only within the site, whatever the path holds (CloudFront, npm run serve)", () => {
    const handler = new Function(`${deployFiles(site)["cloudfront-index.js"]}; return handler;`)();
    const root = tempDir();
    writeFileSync(join(root, "_headers"), netlifyHeaders(site));
    writeFileSync(join(root, "404.html"), "<!doctype html><title>Not found</title>");
    const config = hostConfig(root, [{ prefix: "/", file: "/404.html" }]);
    for (const path of HOSTILE_SLASHED_PATHS) {
      const fromCloudFront = handler({ request: { uri: path } });
      // Not moved: asked for as it is (S3 has no such file, and its not-found page answers).
      expect(fromCloudFront, path).toEqual({ uri: `${path}index.html` });
      expect(answer(config, path).status, path).toBe(404);
    }
    for (const [path, to] of [
      ["/about/", "/about"],
      ["/about///", "/about"],
      ["/es/blog/post-1/", "/es/blog/post-1"],
      ["/Old_Page.html/", "/Old_Page.html"],
    ] as const) {
      const moved = handler({ request: { uri: path } });
      expect(moved, path).toMatchObject({ statusCode: 301, headers: { location: { value: to } } });
      expect(stays(moved.headers.location.value)).toBe(true);
      expect(answer(config, path), path).toMatchObject({ status: 301, headers: { Location: to } });
    }
    expect(handler({ request: { uri: "/" } })).toEqual({ uri: "/index.html" });
  });

  it("writes nginx's move for plain paths only, and the pattern reads a long path at once", () => {
    const conf = nginxConf(site);
    expect(conf).toContain("location ~ ^(?<without_slash>(/[A-Za-z0-9._~-]+)+)/+$ {");
    expect(conf).not.toContain("(/.+?)");
    const long = "/a".repeat(50_000) + "!/";
    const started = performance.now();
    expect(SLASHED_PAGE.test(long)).toBe(false);
    expect(performance.now() - started).toBeLessThan(100);
  });
});
