import { existsSync, readdirSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import type { SiteData } from "../../schema/site.ts";
import { linkMistake, pathMistake, slugify } from "./addresses.ts";
import { inlineLinks } from "./inline.ts";
import { PLACEHOLDER, PLACEHOLDER_NAMES } from "./placeholders.ts";
import { closest, type Finding, type JsonPath } from "./problems.ts";
import { isInternal, normalizePath } from "./routes.ts";

/*
 * The rules no single field can express: unique addresses, links that lead somewhere, images that
 * exist, one h1 a page, a phone number shown as it is dialled; then the advice that does not stop a
 * build (warnings): title and description lengths, duplicates, missing descriptions of images,
 * pages no link leads to. These run on the data even when the schema found problems elsewhere, so
 * they read every field defensively.
 */

/** Search results cut titles after about 60 characters and descriptions after about 160. */
export const TITLE_MAX = 60;
export const DESCRIPTION_MIN = 50;
export const DESCRIPTION_MAX = 160;
/** An original over this size slows every cold build and the repository, and is rarely needed. */
export const IMAGE_WARN_BYTES = 2_000_000;

const IMAGE_NAME = /^images\/[A-Za-z0-9/_-]+\.(svg|png|jpe?g|webp|avif)$/;

type Loose = Record<string, unknown>;
const isObject = (value: unknown): value is Loose =>
  value !== null && typeof value === "object" && !Array.isArray(value);
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const text = (value: unknown): string | undefined => (typeof value === "string" ? value : undefined);

export function crossCheck(site: SiteData, root?: string): Finding[] {
  const found: Finding[] = [];
  const data = site as unknown as Loose;
  const pages = list(data.pages);
  const posts = list(data.posts);
  const labels = isObject(data.labels) ? data.labels : {};
  const business = isObject(data.business) ? data.business : {};

  // Addresses.
  // A malformed address is reported by the schema; it is left out of hints and menu advice below.
  const routes = new Map<string, { path: JsonPath; kind: string; service: boolean; wellFormed: boolean }>();
  const register = (entry: unknown, where: JsonPath, kind: string) => {
    const path = isObject(entry) ? text(entry.path) : undefined;
    if (!path) return;
    const first = routes.get(path);
    if (first) {
      found.push({
        code: "duplicate-path",
        path: [...where, "path"],
        message: `the address ${path} is already used by ${first.kind} ${(first.path[1] as number) + 1}`,
        expected: "each page and post at its own address",
      });
    } else {
      const service = isObject(entry) && isObject(entry.structuredData) && entry.structuredData.type === "Service";
      routes.set(path, { path: where, kind, service, wellFormed: !pathMistake(path) });
    }
  };
  pages.forEach((page, index) => register(page, ["pages", index], "page"));
  posts.forEach((post, index) => register(post, ["posts", index], "post"));
  if (pages.length && !routes.has("/")) {
    found.push({
      code: "no-home-page",
      path: ["pages"],
      message: "there is no home page",
      expected: 'a page whose path is "/"',
    });
  }
  const blogPath = text(labels.blogPath);
  if (blogPath && routes.size && !routes.has(blogPath)) {
    found.push({
      code: "broken-link",
      path: ["labels", "blogPath"],
      message: `${blogPath} is not a page of this site`,
      expected: "the address of the page that lists the posts",
      hint: hintFor(
        blogPath,
        [...routes.keys()].filter((route) => routes.get(route)!.wellFormed),
      ),
    });
  }
  posts.forEach((post, index) => {
    const path = isObject(post) ? text(post.path) : undefined;
    if (blogPath && path && !path.startsWith(`${blogPath}/`)) {
      found.push({
        code: "post-outside-blog",
        path: ["posts", index, "path"],
        message: `the post's address ${path} is not under ${blogPath}/`,
        expected: `an address starting with ${blogPath}/`,
        hint: `write "${blogPath}/${path.split("/").filter(Boolean).pop() ?? ""}"`,
      });
    }
  });

  // One hero (the page's h1) a page; a post's h1 is its heading.
  pages.forEach((page, index) => {
    if (!isObject(page) || !Array.isArray(page.blocks)) return;
    const heroes = page.blocks.filter((block) => isObject(block) && block.type === "hero").length;
    if (heroes !== 1) {
      found.push({
        code: "hero-count",
        path: ["pages", index, "blocks"],
        message: `the page has ${heroes} hero blocks`,
        expected: "exactly one hero block, which holds the page's main heading",
        hint: heroes ? "change the other heroes to text blocks" : 'add { "type": "hero", ... } as the first block',
      });
    }
  });
  posts.forEach((post, index) =>
    list(isObject(post) ? post.blocks : undefined).forEach((block, blockIndex) => {
      if (isObject(block) && block.type === "hero") {
        found.push({
          code: "post-hero",
          path: ["posts", index, "blocks", blockIndex, "type"],
          message: "a post cannot have a hero block",
          expected: "text and other blocks; the post's heading is its title (or heading)",
          hint: "remove this block, or change it to a text block",
        });
      }
    }),
  );

  // The phone number visitors read must be the one their phone dials.
  const phone = isObject(business.phone) ? business.phone : {};
  const display = text(phone.display);
  const e164 = text(phone.e164);
  if (display && e164 && !/[A-Za-z]/.test(display.replace(/\{[A-Za-z]+\}/g, ""))) {
    const shown = display.replace(/\D/g, "");
    const dialled = e164.replace(/\D/g, "");
    if (shown.length >= 7 && !dialled.endsWith(shown) && !shown.endsWith(dialled)) {
      found.push({
        code: "phone-mismatch",
        path: ["business", "phone", "display"],
        message: `the number shown, ${display}, is not the number dialled, ${e164}`,
        expected: "the same number in both fields",
      });
    }
  }

  // Dates.
  posts.forEach((post, index) => {
    if (!isObject(post)) return;
    const published = text(post.published);
    const modified = text(post.modified);
    const iso = /^\d{4}-\d{2}-\d{2}$/;
    if (published && modified && iso.test(published) && iso.test(modified) && modified < published) {
      found.push({
        code: "date-order",
        path: ["posts", index, "modified"],
        message: `the post was modified (${modified}) before it was published (${published})`,
        expected: `a date on or after ${published}`,
      });
    }
  });

  // Menus: the dropdown that lists service pages must list only service pages, and all of them.
  const navigation = isObject(data.navigation) ? data.navigation : {};
  list(navigation.items).forEach((item, itemIndex) => {
    if (!isObject(item) || !Array.isArray(item.children)) return;
    const targets = item.children.map((child) => (isObject(child) ? text(child.href) : undefined));
    if (!targets.some((href) => href && routes.get(normalizePath(href))?.service)) return;
    targets.forEach((href, childIndex) => {
      const route = href && isInternal(href) ? routes.get(normalizePath(href)) : undefined;
      if (href && route && !route.service) {
        found.push({
          code: "not-a-service",
          path: ["navigation", "items", itemIndex, "children", childIndex, "href"],
          message: `${href} is in the ${text(item.label) ?? "services"} menu, but it is not a service page`,
          expected: 'a page whose structuredData has "type": "Service"',
        });
      }
    });
    const listed = new Set(targets.filter(Boolean).map((href) => normalizePath(href!)));
    for (const [path, route] of routes) {
      if (route.service && route.wellFormed && !listed.has(path)) {
        found.push({
          code: "service-not-in-menu",
          severity: "warning",
          path: ["navigation", "items", itemIndex, "children"],
          message: `the service page ${path} is not in the ${text(item.label) ?? "services"} menu`,
          expected: "every service page in the menu, so visitors find it",
          hint: `add { "label": "...", "href": "${path}" }`,
        });
      }
    }
  });

  // Every string: placeholders, links (fields and inside text), image files; and what links lead where.
  const known: readonly string[] = PLACEHOLDER_NAMES;
  const linked = new Set<string>(["/"]);
  const files = new Map<string, number | undefined>();
  let imageNames: string[] | undefined;
  const checkHref = (href: string, path: JsonPath, inText: boolean) => {
    if (inText) {
      const mistake = linkMistake(href);
      if (mistake) {
        found.push({ path: [...path], ...mistake, message: `${mistake.message} (in the text's link)` });
        return;
      }
    }
    if (!isInternal(href)) return;
    const target = normalizePath(href);
    linked.add(target);
    if (routes.size && !routes.has(target)) {
      const meant = [...routes.keys()].find((route) => !routes.get(route)!.wellFormed && slugify(route) === target);
      found.push({
        code: "broken-link",
        path: [...path],
        message: `the link ${href} leads to no page of this site`,
        expected: "the address of one of the site's pages or posts",
        hint: meant
          ? `the page written "${meant}" becomes ${target} once its address is corrected`
          : hintFor(
              target,
              [...routes.keys()].filter((route) => routes.get(route)!.wellFormed),
            ),
      });
    }
  };
  const checkPlaceholders = (value: string, path: JsonPath) => {
    for (const [, name] of value.matchAll(PLACEHOLDER)) {
      if (name !== undefined && !known.includes(name)) {
        const guess = closest(name, known);
        found.push({
          code: "unknown-placeholder",
          path: [...path],
          message: `{${name}} is not a known placeholder`,
          expected: `one of ${known.map((word) => `{${word}}`).join(", ")}`,
          hint: guess ? `did you mean {${guess}}?` : undefined,
        });
      }
    }
  };
  const checkAlt = (image: Loose, path: JsonPath) => {
    if (path[path.length - 1] === "logo") return; // the logo sits beside the business name and is decorative
    if (!text(image.alt)?.trim()) {
      found.push({
        code: "missing-alt",
        severity: "warning",
        path: "alt" in image ? [...path, "alt"] : [...path],
        message: "the image has no description (alt)",
        expected: '"alt": a short sentence saying what the picture shows',
        hint: "visitors who cannot see the picture hear this text instead",
      });
    }
  };
  walkStrings(site, [], checkAlt, (value, path) => {
    if (value.includes("{")) checkPlaceholders(value, path);
    for (const href of inlineLinks(value)) checkHref(href, path, true);
    const field = path[path.length - 1];
    if (field === "href") checkHref(value, path, false);
    // A name the schema refuses is reported there; looking for the file as well would say it twice.
    if (field === "src" && IMAGE_NAME.test(value) && root) {
      if (!files.has(value)) files.set(value, fileSize(join(root, value)));
      const size = files.get(value);
      if (size === undefined) {
        imageNames ??= listImages(root);
        const guess = closest(value, imageNames, 2);
        found.push({
          code: "missing-image",
          path: [...path],
          message: `there is no image file ${value}`,
          expected: "the path of a file in the images/ folder, like images/gallery/oak.jpg",
          hint: guess ? `did you mean ${guess}?` : "put the file in the images/ folder, or correct the name",
        });
      } else if (size > IMAGE_WARN_BYTES) {
        found.push({
          code: "large-image",
          severity: "warning",
          path: [...path],
          message: `the image ${value} is ${(size / 1e6).toFixed(1)} MB`,
          expected: `an original under ${IMAGE_WARN_BYTES / 1e6} MB`,
          hint: "visitors get small copies either way, but a file this big slows every build; export it about 2400 pixels wide",
        });
      }
    }
  });

  // Advice: what search results show, and what visitors who cannot see the pictures hear.
  // The first page or post to use each title and each description, named as the owner knows it.
  const firstUse = { title: new Map<string, string>(), description: new Map<string, string>() };
  const DUPLICATE = {
    title: { code: "duplicate-title", expected: "a title of its own for each page, so search results tell them apart" },
    description: { code: "duplicate-description", expected: "a description of its own for each page" },
  } as const;
  const advise = (entry: unknown, where: JsonPath) => {
    if (!isObject(entry)) return;
    const title = text(entry.title);
    const description = text(entry.description);
    if (title && title.length > TITLE_MAX) {
      found.push({
        code: "long-title",
        severity: "warning",
        path: [...where, "title"],
        message: `the title has ${title.length} characters; search results cut it after about ${TITLE_MAX}`,
        expected: `at most ${TITLE_MAX} characters`,
      });
    }
    if (description && (description.length < DESCRIPTION_MIN || description.length > DESCRIPTION_MAX)) {
      found.push({
        code: "description-length",
        severity: "warning",
        path: [...where, "description"],
        message: `the description has ${description.length} characters; ${description.length < DESCRIPTION_MIN ? "search engines may replace so short a summary with text from the page" : "search results cut it after about 160"}`,
        expected: `${DESCRIPTION_MIN} to ${DESCRIPTION_MAX} characters`,
      });
    }
    const name = `${where[0] === "pages" ? "page" : "post"} "${String(entry.path)}"`;
    for (const field of ["title", "description"] as const) {
      const value = text(entry[field]);
      if (!value) continue;
      const first = firstUse[field].get(value);
      if (first) {
        found.push({
          ...DUPLICATE[field],
          severity: "warning",
          path: [...where, field],
          message: `${first} has the same ${field}`,
        });
      } else firstUse[field].set(value, name);
    }
    if (where[0] === "pages" && text(entry.path) && !pathMistake(text(entry.path)!) && !linked.has(text(entry.path)!)) {
      found.push({
        code: "unlinked-page",
        severity: "warning",
        path: [...where, "path"],
        message: `no link on the site leads to ${text(entry.path)}`,
        expected: "a link to it in the menu, the footer, a button or a text",
        hint: "visitors can only reach it by typing its address",
      });
    }
  };
  pages.forEach((page, index) => advise(page, ["pages", index]));
  posts.forEach((post, index) => advise(post, ["posts", index]));
  return found;
}

function hintFor(target: string, routes: Iterable<string>): string | undefined {
  const guess = closest(target, routes);
  return guess ? `did you mean ${guess}?` : undefined;
}

function fileSize(file: string): number | undefined {
  try {
    return statSync(file).size;
  } catch {
    return undefined;
  }
}

/** Every file under images/, as site.json names them; read only when a named image is missing. */
function listImages(root: string): string[] {
  const folder = join(root, "images");
  if (!existsSync(folder)) return [];
  return (readdirSync(folder, { recursive: true }) as string[])
    .map((name) => relative(root, join(folder, name)))
    .filter((name) => /\.(svg|png|jpe?g|webp|avif)$/.test(name));
}

/**
 * Visits every string, and every object that names an image file (`{ "src": "images/...", ... }`).
 * `path` is shared and changes as the walk goes on, so copy it to keep it. One walk serves every
 * check: on a 10,000-page site each extra pass costs a noticeable part of a second.
 */
function walkStrings(
  value: unknown,
  path: JsonPath,
  onImage: (image: Loose, path: JsonPath) => void,
  onString: (text: string, path: JsonPath) => void,
) {
  if (typeof value === "string") onString(value, path);
  else if (Array.isArray(value)) {
    for (let index = 0; index < value.length; index++) {
      path.push(index);
      walkStrings(value[index], path, onImage, onString);
      path.pop();
    }
  } else if (value && typeof value === "object") {
    const object = value as Loose;
    if (typeof object.src === "string" && object.src.startsWith("images/")) onImage(object, path);
    for (const key in object) {
      path.push(key);
      walkStrings(object[key], path, onImage, onString);
      path.pop();
    }
  }
}
