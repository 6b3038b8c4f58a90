import { existsSync } from "node:fs";
import { join } from "node:path";
import { parseTree, printParseErrorCode, visit, type Node, type ParseError } from "jsonc-parser";
import { Site, type SiteData } from "../../schema/site.ts";
import { inlineLinks } from "./inline.ts";
import { PLACEHOLDER, placeholderValues } from "./placeholders.ts";
import { closest, LineIndex, offsetOf, type JsonPath, type Problem } from "./problems.ts";
import { isInternal, normalizePath } from "./routes.ts";
import { plainIssues } from "./zod-messages.ts";

export type ValidationResult = { ok: true; site: SiteData } | { ok: false; problems: Problem[] };

const SYNTAX_MESSAGES: Record<string, string> = {
  InvalidSymbol: "this character is not allowed here",
  InvalidNumberFormat: "this number is not written correctly",
  PropertyNameExpected: "a field name in double quotes was expected here (is there a comma too many before it?)",
  ValueExpected: "a value was expected here (is there a comma too many, or a value missing?)",
  ColonExpected: "a colon (:) is missing after the field name",
  CommaExpected: "a comma is missing before this",
  CloseBraceExpected: "a closing } is missing",
  CloseBracketExpected: "a closing ] is missing",
  EndOfFileExpected: "there is more text after the end of the document",
  InvalidCommentToken: "comments are not allowed in JSON",
  UnexpectedEndOfComment: "comments are not allowed in JSON",
  UnexpectedEndOfString: 'a text is not closed: a " is missing',
  UnexpectedEndOfNumber: "a number is cut off",
  InvalidUnicode: "this \\u escape is not valid",
  InvalidEscapeCharacter: 'this backslash escape is not valid (write \\\\ for a backslash, \\" for a quote)',
  InvalidCharacter: "this character must be escaped inside text (a line break is written \\n)",
};

/**
 * Checks site.json's text completely: syntax, then schema, then the rules that span the document.
 * Every problem is collected so the owner fixes them all in one pass.
 */
export function validateSiteText(text: string, options: { root?: string } = {}): ValidationResult {
  const lines = new LineIndex(text);
  const at = (offset: number) => lines.position(offset);

  // The fast path: JSON.parse, and positions only when there is a problem to point at.
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return { ok: false, problems: syntaxProblems(text, at) };
  }
  let tree: Node | undefined;
  const locate = (path: JsonPath, message: string, atKey = false): Problem => {
    tree ??= parseTree(text);
    return { path, message, ...at(offsetOf(tree, path, atKey)) };
  };
  const problems: Problem[] = duplicateKeys(text, data).map(({ path, offset }) => ({
    path,
    message: `'${String(path[path.length - 1])}' appears twice in the same object; only one is kept, remove the other`,
    ...at(offset),
  }));

  const parsed = Site.safeParse(data);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      for (const plain of plainIssues(Site, data, issue)) problems.push(locate(plain.path, plain.message, plain.atKey));
    }
    return { ok: false, problems: sortProblems(problems) };
  }

  for (const problem of crossCheck(parsed.data, options.root)) problems.push(locate(problem.path, problem.message));
  return problems.length ? { ok: false, problems: sortProblems(problems) } : { ok: true, site: parsed.data };
}

function syntaxProblems(text: string, at: (offset: number) => { line: number; column: number }): Problem[] {
  const errors: ParseError[] = [];
  parseTree(text, errors, { disallowComments: true, allowTrailingComma: false, allowEmptyContent: false });
  const problems = errors.map((error) => ({
    path: [],
    message: SYNTAX_MESSAGES[printParseErrorCode(error.error)] ?? printParseErrorCode(error.error),
    ...at(error.offset),
  }));
  return problems.length ? problems : [{ path: [], message: "the file is not valid JSON", line: 1, column: 1 }];
}

function sortProblems(problems: Problem[]): Problem[] {
  return problems.sort((a, b) => a.line - b.line || a.column - b.column);
}

const KEY_IN_TEXT = /"(?:[^"\\]|\\.)*"\s*:/g;

function countKeys(value: unknown): number {
  if (Array.isArray(value)) return value.reduce((sum: number, item) => sum + countKeys(item), 0);
  if (!value || typeof value !== "object") return 0;
  let count = 0;
  for (const key in value) count += 1 + countKeys((value as Record<string, unknown>)[key]);
  return count;
}

/**
 * JSON.parse keeps the last of two equal keys without a word; the owner should hear about the first.
 * Counting keys in the text (a native regex) against keys parsed tells whether a duplicate is possible;
 * only then does the slower token-by-token scan run to find where.
 */
function duplicateKeys(text: string, data: unknown): { path: JsonPath; offset: number }[] {
  if ((text.match(KEY_IN_TEXT)?.length ?? 0) === countKeys(data)) return [];
  const found: { path: JsonPath; offset: number }[] = [];
  const seen: Set<string>[] = [];
  visit(text, {
    onObjectBegin: () => void seen.push(new Set()),
    onObjectEnd: () => void seen.pop(),
    onObjectProperty: (name, offset, _length, _line, _column, pathSupplier) => {
      const keys = seen[seen.length - 1]!;
      if (keys.has(name)) found.push({ path: [...pathSupplier(), name], offset });
      keys.add(name);
    },
  });
  return found;
}

type Found = { path: JsonPath; message: string };

/** Rules no single field can express: unique addresses, links that lead somewhere, one h1 a page. */
export function crossCheck(site: SiteData, root?: string): Found[] {
  const found: Found[] = [];
  const routes = new Map<string, JsonPath>();
  const register = (path: string, where: JsonPath) => {
    const first = routes.get(path);
    if (first)
      found.push({
        path: [...where, "path"],
        message: `the address ${path} is already used by ${first.join(".")}; each page needs its own`,
      });
    else routes.set(path, where);
  };
  site.pages.forEach((page, index) => register(page.path, ["pages", index]));
  site.posts.forEach((post, index) => register(post.path, ["posts", index]));
  if (!routes.has("/")) found.push({ path: ["pages"], message: "there is no home page: add a page with the path /" });

  site.pages.forEach((page, index) => {
    const heroes = page.blocks.filter((block) => block.type === "hero").length;
    if (heroes !== 1) {
      found.push({
        path: ["pages", index, "blocks"],
        message: `a page needs exactly one hero block (it holds the page's main heading), but ${page.path} has ${heroes}`,
      });
    }
  });
  site.posts.forEach((post, index) =>
    post.blocks.forEach((block, blockIndex) => {
      if (block.type === "hero") {
        found.push({
          path: ["posts", index, "blocks", blockIndex, "type"],
          message: "a post's heading is its title; remove this hero block",
        });
      }
    }),
  );

  function checkHref(href: string, path: JsonPath) {
    if (isInternal(href) && !routes.has(normalizePath(href))) {
      const guess = closest(normalizePath(href), [...routes.keys()]);
      found.push({
        path: [...path],
        message: `the link ${href} leads to no page of this site${guess ? `; did you mean ${guess}?` : ""}`,
      });
    } else if (!isInternal(href) && !/^(https:\/\/|tel:|mailto:)/.test(href)) {
      found.push({
        path: [...path],
        message: `the link ${href} must start with / for a page of this site, or with https://`,
      });
    }
  }

  const values = placeholderValues(site);
  const imageExists = new Map<string, boolean>();
  walkStrings(site, [], (text, path) => {
    for (const [, name] of text.matchAll(PLACEHOLDER)) {
      if (name !== undefined && !(name in values)) {
        found.push({
          path: [...path],
          message: `{${name}} is not a known placeholder; use ${Object.keys(values)
            .map((v) => `{${v}}`)
            .join(", ")}`,
        });
      }
    }
    for (const href of inlineLinks(text)) checkHref(href, path);
    const field = path[path.length - 1];
    if (field === "href") checkHref(text, path);
    if (field === "src" && text.startsWith("images/") && root) {
      if (!imageExists.has(text)) imageExists.set(text, existsSync(join(root, text)));
      if (!imageExists.get(text)) found.push({ path: [...path], message: `the image file ${text} does not exist` });
    }
  });
  if (!routes.has(site.labels.blogPath)) {
    found.push({ path: ["labels", "blogPath"], message: `${site.labels.blogPath} is not a page of this site` });
  }
  return found;
}

/** Visits every string; `path` is shared and changes as the walk goes on, so copy it to keep it. */
function walkStrings(value: unknown, path: JsonPath, visit: (text: string, path: JsonPath) => void) {
  if (typeof value === "string") visit(value, path);
  else if (Array.isArray(value)) {
    for (let index = 0; index < value.length; index++) {
      path.push(index);
      walkStrings(value[index], path, visit);
      path.pop();
    }
  } else if (value && typeof value === "object") {
    for (const key in value) {
      path.push(key);
      walkStrings((value as Record<string, unknown>)[key], path, visit);
      path.pop();
    }
  }
}
