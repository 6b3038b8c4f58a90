import {
  closeSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readdirSync,
  readFileSync,
  rmSync,
  truncateSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { Block, BLOCK_EXAMPLES, BLOCK_TYPES } from "../schema/blocks.ts";
import { Action, Image, LinkItem } from "../schema/primitives.ts";
import { Business, Page, Post } from "../schema/site.ts";
import { Theme } from "../schema/theme.ts";
import { PROBLEM_CODES } from "../src/validate/codes.ts";
import type { ProblemCode } from "../src/validate/report/problem.ts";
import { IMAGE_WARN_BYTES } from "../src/validate/rules/images.ts";
import { DESCRIPTION_MAX, DESCRIPTION_MIN, TITLE_MAX } from "../schema/site.ts";
import { HEADING_MAX } from "../schema/patterns.ts";
import { formatProblem, type Problem } from "../src/validate/report/problem.ts";
import { validateSiteFile, validateSiteText } from "../src/validate/index.ts";
import { isRecord } from "../src/site/json-path.ts";

/*
 * docs/editing.md, the owner's guide, must not drift from the code: every block type with the schema's
 * own example, every problem code explained, every printed message quoted exactly as the validator
 * prints it, and every link leading somewhere.
 */

const GUIDE_FILE = resolve("docs/editing.md");
const guide = readFileSync(GUIDE_FILE, "utf8");
const BROKEN = resolve("tests/broken");
const base = readFileSync(join(BROKEN, "base.json"), "utf8");

interface Fence {
  lang: string;
  text: string;
  /** 1-based line of the opening ``` in the guide. */
  line: number;
}

/** The fenced code blocks, including those indented inside list items (the indent is removed). */
function fencesOf(markdown: string): Fence[] {
  const lines = markdown.split("\n");
  const found: Fence[] = [];
  for (let i = 0; i < lines.length; i++) {
    const open = /^(\s*)```(\S*)\s*$/.exec(lines[i]!);
    if (!open) continue;
    const indent = open[1]!.length;
    const body: string[] = [];
    let j = i + 1;
    while (j < lines.length && !/^\s*```\s*$/.test(lines[j]!)) body.push(lines[j++]!.slice(indent));
    found.push({ lang: open[2]!, text: body.join("\n"), line: i + 1 });
    i = j;
  }
  return found;
}

/** The guide without its fenced blocks, line for line (fenced lines become empty). */
function prose(markdown: string): string[] {
  let inside = false;
  return markdown.split("\n").map((line) => {
    if (/^\s*```/.test(line)) {
      inside = !inside;
      return "";
    }
    return inside ? "" : line;
  });
}

interface Heading {
  level: number;
  text: string;
  /** Index of the heading's line in the guide. */
  index: number;
}

const lines = prose(guide);
const headings: Heading[] = lines.flatMap((line, index) => {
  const match = /^(#{1,6})\s+(.*?)\s*$/.exec(line);
  return match ? [{ level: match[1]!.length, text: match[2]!, index }] : [];
});

/** The fenced blocks from a heading to the next heading of the same or a higher level. */
function fencesUnder(heading: Heading): Fence[] {
  const next = headings.find((other) => other.index > heading.index && other.level <= heading.level);
  return fences.filter((fence) => fence.line - 1 > heading.index && (!next || fence.line - 1 < next.index));
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces to hyphens, repeats numbered. */
function anchors(list: Heading[]): Set<string> {
  const seen = new Map<string, number>();
  const result = new Set<string>();
  for (const { text } of list) {
    const slug = text
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, "")
      .replace(/\s/g, "-");
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    result.add(count ? `${slug}-${count}` : slug);
  }
  return result;
}

const fences = fencesOf(guide);
const jsonFences = fences.filter((fence) => fence.lang === "json");
const parsed = (fence: Fence): unknown => JSON.parse(fence.text);
const where = (fence: Fence) => `docs/editing.md:${fence.line}`;

/** A printed problem split into its blocks: one block per problem, as `npm run validate` separates them. */
const chunksOf = (text: string) =>
  text
    .trim()
    .split(/\n\s*\n/)
    .map((chunk) => chunk.trimEnd())
    .filter(Boolean);

/*
 * Mistakes the corpus in tests/broken/ has no file for, made the same way (one change to base.json),
 * so the guide can quote what the validator really prints for them.
 */
const EXTRA: { code: ProblemCode; from: string; to: string }[] = [
  { code: "json-extra-comma", from: '"menuLabel": "Menu",', to: '"menuLabel": "Menu",,' },
  { code: "json-missing-value", from: '"skipLinkLabel": "Skip to content"', to: '"skipLinkLabel": ' },
  { code: "json-tab-in-text", from: '"menuLabel": "Menu",', to: '"menuLabel": "Main\tmenu",' },
  { code: "json-number", from: '"latitude": 28.1461', to: '"latitude": 28.' },
  { code: "json-backslash", from: '"street": "100 Main Street"', to: '"street": "100 Main Street\\unit 4"' },
  {
    code: "too-few",
    from: '"items": [{ "question": "Is the estimate free?", "answer": "Yes, and the price holds for 30 days." }]',
    to: '"items": []',
  },
  { code: "too-small", from: '"width": 700,', to: '"width": 200,' },
  { code: "too-big", from: '"latitude": 28.1461', to: '"latitude": 281.461' },
  {
    code: "post-hero",
    from: '"blocks": [{ "type": "text", "paragraphs"',
    to: '"blocks": [{ "type": "hero", "heading": "Recent work", "intro": "Because." }, { "type": "text", "paragraphs"',
  },
  {
    code: "long-heading",
    from: '"heading": "Why homeowners call us"',
    to: '"heading": "Why homeowners call us: we answer the phone, we come when we say, and we leave the yard clean"',
  },
  {
    code: "duplicate-description",
    from: '"description": "Stumps ground 6 to 12 inches below the surface, chips raked or hauled away, lawns left ready to seed in Testville, FL."',
    to: '"description": "Safe removal of any tree, near houses, fences and power lines, by a licensed and insured crew in Testville, FL."',
  },
];

/** Codes no site.json can produce with the schema as it is; the guide explains them without an example. */
const NO_EXAMPLE: ProblemCode[] = ["too-short", "too-long", "invalid", "json-syntax"];

/** The folder shown in the guide's file messages, in place of wherever the test made its files. */
const OWNER_FOLDER = "/home/you/tree-site";

const scratch = mkdtempSync(join(tmpdir(), "docs-test-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** Every problem the validator prints for the corpus and the extra mistakes: the printed block and its code. */
function printedProblems(): { chunk: string; code: ProblemCode; source: string }[] {
  const out: { chunk: string; code: ProblemCode; source: string }[] = [];
  const add = (problems: Problem[], source: string, replace?: [string, string]) => {
    for (const problem of problems) {
      let chunk = formatProblem("site.json", problem);
      if (replace) chunk = chunk.replaceAll(replace[0], replace[1]);
      out.push({ chunk, code: problem.code, source });
    }
  };
  const root = resolve(".");
  for (const name of readdirSync(BROKEN).filter((name) => name.endsWith(".json") && name !== "base.json")) {
    add(validateSiteText(readFileSync(join(BROKEN, name), "utf8"), { root }).problems, name);
  }
  for (const extra of EXTRA) {
    if (!base.includes(extra.from)) throw new Error(`tests/broken/base.json no longer contains ${extra.from}`);
    add(validateSiteText(base.replace(extra.from, extra.to), { root }).problems, `extra ${extra.code}`);
  }
  // The file itself: missing, then a folder where the file should be.
  const owner = join(scratch, "site");
  mkdirSync(owner);
  add(validateSiteFile(join(owner, "site.json")).problems, "missing file", [owner, OWNER_FOLDER]);
  mkdirSync(join(owner, "site.json"));
  add(validateSiteFile(join(owner, "site.json")).problems, "folder for a file", [owner, OWNER_FOLDER]);
  // An original over the size worth warning about (a sparse file: no 6 MB written to disk).
  const big = join(scratch, "images/gallery/crane-removal.jpg");
  mkdirSync(dirname(big), { recursive: true });
  closeSync(openSync(big, "w"));
  truncateSync(big, 6_400_000);
  const large = validateSiteText(
    base.replace("images/gallery/01-crane-removal.svg", "images/gallery/crane-removal.jpg"),
    {
      root: scratch,
    },
  );
  add(
    large.problems.filter((problem) => problem.code === "large-image"),
    "large image",
  );
  // A logo that holds a script, and an iPhone photo renamed .jpg (images/svg-safety.ts, rules/images.ts).
  mkdirSync(join(scratch, "images/brand"), { recursive: true });
  writeFileSync(
    join(scratch, "images/brand/logo.svg"),
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40">\n  <circle cx="20" cy="20" r="18"/>\n' +
      "  <script>alert(document.cookie)</script>\n</svg>\n",
  );
  writeFileSync(
    join(scratch, "images/gallery/palm-trimming.jpg"),
    Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from("ftypheic"), Buffer.alloc(16)]),
  );
  const pictures = validateSiteText(
    base.replace("images/gallery/01-crane-removal.svg", "images/gallery/palm-trimming.jpg"),
    { root: scratch },
  );
  add(
    pictures.problems.filter((problem) => problem.code === "unsafe-svg" || problem.code === "broken-image"),
    "pictures",
  );
  // Files nobody writes on purpose (tests/hostile.test.ts has more): the guide's examples are these.
  const hostile = (name: string, content: string | Uint8Array) => {
    const path = join(scratch, name);
    writeFileSync(path, content);
    add(validateSiteFile(path, { root: resolve(".") }).problems, name);
  };
  hostile("utf16.json", Buffer.from("\ufeff" + base, "utf16le"));
  hostile("latin1.json", Buffer.from(base.replace('"Recent work"', '"Poda de árboles"'), "latin1"));
  hostile("png.json", Buffer.from("89504e470d0a1a0a0000000d49484452", "hex"));
  hostile("deep.json", "[".repeat(100));
  hostile("long.json", base.replace('"Recent work"', JSON.stringify("x".repeat(1_200_000))));
  hostile(
    "keys.json",
    JSON.stringify(Object.fromEntries(Array.from({ length: 1_234 }, (_, index) => [`k${index}`, 1]))),
  );
  return out;
}

const printed = printedProblems();
/** Every `error`/`warning` line of the corpus's expected output, as `npm run validate` prints it. */
const corpusLines = new Set(
  readdirSync(BROKEN)
    .filter((name) => name.endsWith(".txt"))
    .flatMap((name) => readFileSync(join(BROKEN, name), "utf8").split("\n")),
);
const MESSAGE_LINE = /^ {2}(error|warning) {3,5}\S/;

describe("docs/editing.md: the block types", () => {
  const titles = Object.keys(BLOCK_EXAMPLES) as (keyof typeof BLOCK_EXAMPLES)[];
  const blockHeading = (type: keyof typeof BLOCK_EXAMPLES) =>
    headings.find((heading) => heading.text === `${BLOCK_EXAMPLES[type].title} (\`${type}\`)`);

  it("covers every block type the schema has", () => {
    expect([...BLOCK_TYPES].sort()).toEqual([...titles].sort());
  });

  for (const type of BLOCK_TYPES) {
    it(`has a subsection for ${type} with the schema's example`, () => {
      const heading = blockHeading(type);
      expect(heading, `a heading "### ${BLOCK_EXAMPLES[type].title} (\`${type}\`)"`).toBeDefined();
      const examples = fencesUnder(heading!).filter(
        (fence) =>
          fence.lang === "json" && isRecord(parsed(fence)) && (parsed(fence) as { type?: unknown }).type === type,
      );
      expect(examples).toHaveLength(1);
    });
  }

  it("shows the block types in the order of BLOCK_EXAMPLES", () => {
    const order = titles.map((type) => blockHeading(type)?.index ?? -1);
    expect(order).toEqual([...order].sort((a, b) => a - b));
  });

  it("writes every ```json block as valid JSON", () => {
    for (const fence of jsonFences) expect(() => parsed(fence), where(fence)).not.toThrow();
  });

  it("shows each block exactly as BLOCK_EXAMPLES has it, and the schema accepts it", () => {
    let checked = 0;
    for (const fence of jsonFences) {
      const value = parsed(fence);
      if (!isRecord(value) || !(BLOCK_TYPES as readonly unknown[]).includes(value.type)) continue;
      const type = value.type as keyof typeof BLOCK_EXAMPLES;
      expect(value, where(fence)).toEqual(BLOCK_EXAMPLES[type].example);
      expect(Block.safeParse(value).success, where(fence)).toBe(true);
      checked++;
    }
    expect(checked).toBeGreaterThanOrEqual(BLOCK_TYPES.length);
  });

  it("shows pages, posts, links, images, buttons, the phone number and the theme as the schema accepts them", () => {
    const schemaFor = (value: unknown): z.ZodType | undefined => {
      if (Array.isArray(value) && value.every((item) => isRecord(item) && "action" in item)) return z.array(Action);
      if (!isRecord(value)) return undefined;
      if ("path" in value && "blocks" in value) return "published" in value ? Post : Page;
      if ("label" in value && "href" in value) return LinkItem;
      if ("src" in value) return Image;
      if ("display" in value && "e164" in value) return Business.shape.phone;
      if ("colors" in value && "fonts" in value) return Theme;
      return undefined;
    };
    for (const fence of jsonFences) {
      const schema = schemaFor(parsed(fence));
      if (!schema) continue;
      const result = schema.safeParse(parsed(fence));
      expect(result.success, `${where(fence)}: ${result.error?.message ?? ""}`).toBe(true);
    }
  });

  it("adds the guide's new page, its menu link and its new post to a site without a single problem", () => {
    const values = jsonFences.map(parsed).filter(isRecord);
    const page = values.find((value) => "path" in value && "blocks" in value && !("published" in value));
    const post = values.find((value) => "path" in value && "published" in value);
    expect(page).toBeDefined();
    expect(post).toBeDefined();
    const link = values.find((value) => value.href === page!.path && "label" in value);
    expect(link, "a ```json link to the new page, for the menu").toBeDefined();

    const site = JSON.parse(base);
    site.pages.push(page);
    site.posts.push(post);
    site.navigation.items.find((item: { children?: unknown[] }) => item.children).children.push(link);
    site.footer.services.push(link);
    const result = validateSiteText(JSON.stringify(site, null, 2), { root: resolve(".") });
    expect(result.problems.map((problem) => formatProblem("site.json", problem))).toEqual([]);
  });
});

describe("docs/editing.md: what each message means", () => {
  const codes = Object.keys(PROBLEM_CODES) as ProblemCode[];
  const codeHeading = (code: string) => headings.find((heading) => heading.text.includes(`\`${code}\``));

  for (const code of codes) {
    it(`explains ${code}`, () => {
      const heading = codeHeading(code);
      expect(heading, `a heading with \`${code}\``).toBeDefined();
      const examples = fencesUnder(heading!).filter((fence) => fence.lang === "text");
      if (NO_EXAMPLE.includes(code)) {
        expect(examples).toEqual([]);
        return;
      }
      // A real example, printed for a problem with this very code.
      expect(examples.length, `a \`\`\`text example of ${code}`).toBeGreaterThan(0);
      for (const fence of examples) {
        for (const chunk of chunksOf(fence.text)) {
          const matches = printed.filter((problem) => problem.chunk === chunk);
          expect(
            matches.map((problem) => problem.code),
            `${where(fence)}: the example is printed for ${code}`,
          ).toContain(code);
        }
      }
    });
  }

  it("has no entry for a code that does not exist", () => {
    const entries = headings.flatMap((heading) => /^`([a-z-]+)`$/.exec(heading.text)?.[1] ?? []);
    expect(entries.filter((entry) => !(entry in PROBLEM_CODES))).toEqual([]);
  });

  it("makes each extra mistake produce the problem it stands for", () => {
    for (const extra of EXTRA) {
      const codes = printed
        .filter((problem) => problem.source === `extra ${extra.code}`)
        .map((problem) => problem.code);
      expect(codes, extra.code).toContain(extra.code);
    }
  });

  it("leaves out an example only for codes the validator cannot produce", () => {
    const produced = new Set(printed.map((problem) => problem.code));
    expect(NO_EXAMPLE.filter((code) => produced.has(code))).toEqual([]);
  });

  it("states the warnings' limits as the checks apply them", () => {
    expect(guide).toContain(`over ${TITLE_MAX} characters`);
    expect(guide).toContain(`heading over ${HEADING_MAX} characters`);
    expect(guide).toContain(`${DESCRIPTION_MIN} to ${DESCRIPTION_MAX} characters`);
    expect(guide).toContain(`over ${IMAGE_WARN_BYTES / 1e6} MB`);
  });
});

describe("docs/editing.md: the messages it quotes", () => {
  it("quotes every printed problem exactly as npm run validate prints it", () => {
    const known = new Set(printed.map((problem) => problem.chunk));
    const quoted = fences.filter((fence) => fence.lang === "text");
    expect(quoted.length).toBeGreaterThan(40);
    for (const fence of quoted) {
      for (const chunk of chunksOf(fence.text)) expect(known.has(chunk), `${where(fence)}:\n${chunk}`).toBe(true);
    }
  });

  it("quotes only error and warning lines found in tests/broken/*.txt or printed for the extra mistakes", () => {
    const extraLines = new Set(printed.flatMap((problem) => problem.chunk.split("\n")));
    for (const fence of fences) {
      for (const line of fence.text.split("\n").filter((line) => MESSAGE_LINE.test(line))) {
        expect(corpusLines.has(line) || extraLines.has(line), `${where(fence)}: ${line}`).toBe(true);
      }
    }
  });
});

describe("docs/editing.md: links", () => {
  const text = lines.join("\n").replace(/`[^`\n]*`/g, "");
  const links = [...text.matchAll(/\[[^\]]*\]\(([^)\s]+)\)/g)].map((match) => match[1]!);

  it("has links to check", () => {
    expect(links.length).toBeGreaterThan(10);
  });

  it("links only to files that exist in the repository", () => {
    const files = links.filter((link) => !/^(#|[a-z]+:)/.test(link)).map((link) => link.replace(/#.*$/, ""));
    for (const file of files) {
      const target = file.startsWith("/") ? resolve("." + file) : resolve(dirname(GUIDE_FILE), file);
      expect(existsSync(target), file).toBe(true);
      expect(target.startsWith(resolve(".") + "/"), `${file} is inside the repository`).toBe(true);
    }
  });

  it("links only to headings that exist in the guide", () => {
    const known = anchors(headings);
    for (const link of links.filter((link) => link.startsWith("#"))) expect(known, link).toContain(link.slice(1));
  });
});
