/**
 * The yardstick for `npm run bench`: Eleventy 3.1.8, the fastest widely used JavaScript site generator,
 * building the same pages' text (each page as one markdown file through one Nunjucks layout with the same
 * header and footer links) in the same run. Eleventy is installed by the bench for the bench, into
 * .scratch-bench/eleventy-tool/ (once; later runs reuse it), never into the project.
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { measure, SCRATCH, type GeneratedFile, type Measured } from "./bench-site.ts";

export const ELEVENTY_VERSION = "3.1.8";
const TOOL = join(SCRATCH, "eleventy-tool");
const CLI = join(TOOL, "node_modules", "@11ty", "eleventy", "cmd.cjs");

/** Installs Eleventy into the scratch folder unless that exact version is already there. */
export function ensureEleventy(): string {
  const manifest = join(TOOL, "node_modules", "@11ty", "eleventy", "package.json");
  if (existsSync(manifest) && JSON.parse(readFileSync(manifest, "utf8")).version === ELEVENTY_VERSION) return CLI;
  mkdirSync(TOOL, { recursive: true });
  writeFileSync(join(TOOL, "package.json"), JSON.stringify({ private: true, name: "bench-eleventy-tool" }) + "\n");
  const npm = process.platform === "win32" ? "npm.cmd" : "npm";
  const install = spawnSync(
    npm,
    [
      "install",
      "--no-audit",
      "--no-fund",
      "--loglevel=error",
      "--ignore-scripts",
      `@11ty/eleventy@${ELEVENTY_VERSION}`,
    ],
    { cwd: TOOL, encoding: "utf8" },
  );
  if (install.status !== 0) {
    throw new Error(`could not install @11ty/eleventy@${ELEVENTY_VERSION} for the bench:\n${install.stderr}`);
  }
  return CLI;
}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** Keys whose text a visitor reads as a heading. */
const HEADINGS = new Set(["heading", "title", "question", "eyebrow"]);
/** Keys that hold addresses, names of things or settings, not text a visitor reads in the page's body. */
const NOT_TEXT = new Set(["type", "src", "href", "id", "tone", "style", "path", "image", "columns", "variant"]);

/** The readable text of one block as markdown: headings as `##`, lists as `-` items, the rest as paragraphs. */
export function blockMarkdown(block: Json): string {
  const lines: string[] = [];
  const walk = (value: Json, key: string | undefined, depth: number) => {
    if (typeof value === "string") {
      if (key && NOT_TEXT.has(key)) return;
      if (key && HEADINGS.has(key)) lines.push(`${"#".repeat(Math.min(2 + depth, 6))} ${value}`, "");
      else lines.push(value, "");
      return;
    }
    if (Array.isArray(value)) {
      if (value.every((item) => typeof item === "string") && key !== "paragraphs") {
        for (const item of value) lines.push(`- ${item}`);
        lines.push("");
        return;
      }
      for (const item of value) walk(item, key, depth + 1);
      return;
    }
    if (value && typeof value === "object") {
      for (const [childKey, child] of Object.entries(value)) {
        if (!NOT_TEXT.has(childKey)) walk(child, childKey, depth);
      }
    }
  };
  walk(block, undefined, 0);
  return lines.join("\n");
}

interface Link {
  label: string;
  href: string;
}

const LAYOUT = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{{ title }}</title>
<meta name="description" content="{{ description }}">
<link rel="canonical" href="{{ site.baseUrl }}{{ page.url }}">
</head>
<body>
<header><a href="/">{{ site.name }}</a>
<nav><ul>{% for link in site.menu %}<li><a href="{{ link.href }}">{{ link.label }}</a></li>{% endfor %}</ul></nav>
</header>
<main>
{{ content | safe }}
</main>
<footer><ul>{% for link in site.footer %}<li><a href="{{ link.href }}">{{ link.label }}</a></li>{% endfor %}</ul>
<p>{{ site.name }}</p></footer>
</body>
</html>
`;

/** Every label/href pair anywhere under a value (menus and footer columns nest them). */
function links(value: unknown, found: Link[] = []): Link[] {
  if (Array.isArray(value)) for (const item of value) links(item, found);
  else if (value && typeof value === "object") {
    const record = value as Record<string, unknown>;
    if (typeof record.label === "string" && typeof record.href === "string") {
      found.push({ label: record.label, href: record.href });
    }
    for (const child of Object.values(record)) links(child, found);
  }
  return found;
}

const frontMatterString = (text: string) => JSON.stringify(text);

/**
 * Writes an Eleventy project for a generated site.json: one markdown file per page and post (its blocks' text,
 * with title and description in front matter), the layout, and the site's name, menu and footer links as global
 * data. Returns the project folder.
 */
export function writeEleventyProject(generated: GeneratedFile): string {
  const site = JSON.parse(readFileSync(generated.file, "utf8")) as {
    business: { name: string };
    site: { url: string };
    navigation: unknown;
    footer: unknown;
    pages: { path: string; title: string; description: string; blocks: Json[] }[];
    posts: { path: string; title: string; heading: string; description: string; blocks: Json[] }[];
  };
  const project = join(generated.folder, "eleventy");
  rmSync(project, { recursive: true, force: true });
  const input = join(project, "src");
  mkdirSync(join(input, "_includes"), { recursive: true });
  mkdirSync(join(input, "_data"), { recursive: true });
  writeFileSync(join(input, "_includes", "page.njk"), LAYOUT);
  writeFileSync(
    join(input, "_data", "site.json"),
    JSON.stringify({
      name: site.business.name,
      baseUrl: site.site.url.replace(/\/$/, ""),
      menu: links(site.navigation),
      footer: links(site.footer),
    }),
  );
  const write = (path: string, title: string, description: string, body: string) => {
    const file = path === "/" ? join(input, "index.md") : join(input, `${path.slice(1)}.md`);
    mkdirSync(dirname(file), { recursive: true });
    const permalink = path === "/" ? "/" : `${path}/`;
    writeFileSync(
      file,
      `---\nlayout: page.njk\ntitle: ${frontMatterString(title)}\ndescription: ${frontMatterString(description)}\n` +
        `permalink: ${frontMatterString(permalink)}\n---\n\n${body}`,
    );
  };
  for (const page of site.pages) {
    write(page.path, page.title, page.description, page.blocks.map((block) => blockMarkdown(block)).join("\n"));
  }
  for (const post of site.posts) {
    const body = [`# ${post.heading}`, "", ...post.blocks.map((block) => blockMarkdown(block))].join("\n");
    write(post.path, post.title, post.description, body);
  }
  return project;
}

/** Builds the Eleventy project once, timed as our build is (a fresh process, start to exit). */
export async function timeEleventy(project: string): Promise<Measured> {
  const cli = ensureEleventy();
  const run = await measure(
    process.execPath,
    [cli, "--input=src", "--output=_site", "--quiet"],
    {},
    { memory: true, cwd: project },
  );
  if (run.status !== 0) throw new Error(`Eleventy failed (exit ${run.status}):\n${run.stderr}`.slice(0, 4000));
  return run;
}
