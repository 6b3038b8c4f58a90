/**
 * The fonts a theme may choose (schema/theme.ts): the system stacks, which cost nothing, and a few variable fonts
 * self-hosted from Fontsource packages. Each web font gets a fallback face: a local font stretched to the web font's
 * metrics, so the text takes the same room before and after the swap (no layout shift).
 *
 * The published file is cut to what the site draws with it (harfbuzz's hb-subset, through subset-font): the weights
 * its role asks for (headings use 700 and up: Lora, whose heaviest is 700, becomes one static 700 instance) and the
 * letters of the site's own text, a fraction of the whole file. Lighthouse's mobile simulation counts every font that
 * arrives before the largest paint on its path, so the whole file delayed that paint; the cut file does not.
 */
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { mkdir, readdir, stat, unlink, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { join } from "node:path";
import type { SiteData } from "../../schema/site.ts";
import type { FontName, ThemeData } from "../../schema/theme.ts";
import { publicFontsDir } from "../paths.ts";

const SANS_STACK = 'ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';
const SERIF_STACK = 'ui-serif, Georgia, Cambria, "Times New Roman", Times, serif';

/** Vertical metrics in font units, as capsize reads them (xWidthAvg: the average width of latin lower case). */
interface Metrics {
  unitsPerEm: number;
  ascent: number;
  descent: number;
  lineGap: number;
  xWidthAvg: number;
}

/** The local fonts a fallback face stretches, with the names they go by (metrics from @capsizecss/metrics 4.3.0). */
const LOCAL_FALLBACKS = {
  sans: {
    names: ["Arial", "ArialMT", "Liberation Sans", "Arimo", "Helvetica"],
    metrics: { unitsPerEm: 2048, ascent: 1854, descent: -434, lineGap: 67, xWidthAvg: 913 },
  },
  serif: {
    names: ["Times New Roman", "TimesNewRomanPSMT", "Liberation Serif", "Tinos", "Times"],
    metrics: { unitsPerEm: 2048, ascent: 1825, descent: -443, lineGap: 87, xWidthAvg: 832 },
  },
} satisfies Record<string, { names: string[]; metrics: Metrics }>;

interface WebFont {
  /** The Fontsource package holding it. */
  package: string;
  /** Its id in the package's file names. */
  id: string;
  kind: keyof typeof LOCAL_FALLBACKS;
  /** From @capsizecss/metrics 4.3.0, which reads the same Google Fonts files. */
  metrics: Metrics;
}

const WEB_FONTS = {
  inter: {
    package: "@fontsource-variable/inter",
    id: "inter",
    kind: "sans",
    metrics: { unitsPerEm: 2048, ascent: 1984, descent: -494, lineGap: 0, xWidthAvg: 978 },
  },
  nunito: {
    package: "@fontsource-variable/nunito",
    id: "nunito",
    kind: "sans",
    metrics: { unitsPerEm: 1000, ascent: 1011, descent: -353, lineGap: 0, xWidthAvg: 452 },
  },
  lora: {
    package: "@fontsource-variable/lora",
    id: "lora",
    kind: "serif",
    metrics: { unitsPerEm: 1000, ascent: 1006, descent: -274, lineGap: 0, xWidthAvg: 468 },
  },
} satisfies Record<Exclude<FontName, "system" | "system-serif">, WebFont>;

type WebFontName = keyof typeof WEB_FONTS;

const isWebFont = (name: FontName): name is WebFontName => name in WEB_FONTS;

/**
 * The weights src/styles/site.css asks of each role's font: headings and the business name from 700 (h3) to 800
 * (h1), body text from 400 to 800; the top is 900, the heaviest `bolder` (a <strong> inside them) can reach. A
 * published file keeps these alone, within the font's own range. e2e/example.spec.ts checks on every page that no
 * text asks its font for a weight outside the file it got.
 */
export const ROLE_WEIGHTS = {
  heading: { min: 700, max: 900 },
  body: { min: 400, max: 900 },
} as const;

type Role = keyof typeof ROLE_WEIGHTS;

/** Always kept, whatever the text: printable ASCII, for what the components write themselves (digits, "404"). */
const ASCII = Array.from({ length: 0x7f - 0x20 }, (_, index) => 0x20 + index);

/** Every character of the site's own text (each string in site.json), sorted, as code points. */
const characters = new WeakMap<SiteData, number[]>();
/** The characters outside printable ASCII, which every cut has anyway. */
const BEYOND_ASCII = /[^\x20-\x7e]/gu;

/**
 * The characters a web font of the site is cut to: printable ASCII and every other character of its text. A theme
 * in the system's fonts cuts nothing, and its text is not read: on a 1,000-page site the walk is a tenth of a second
 * of every build and of the first page each prerender thread renders.
 */
export function siteCharacters(site: SiteData): number[] {
  if (!isWebFont(site.theme.fonts.heading) && !isWebFont(site.theme.fonts.body)) return ASCII;
  const known = characters.get(site);
  if (known) return known;
  const found = new Set<number>(ASCII);
  const walk = (value: unknown): void => {
    // Most text is ASCII: only the rest is looked at one character at a time.
    if (typeof value === "string")
      for (const [character] of value.matchAll(BEYOND_ASCII)) found.add(character.codePointAt(0)!);
    else if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === "object") Object.values(value).forEach(walk);
  };
  walk(site);
  const sorted = [...found].sort((a, b) => a - b);
  characters.set(site, sorted);
  return sorted;
}

/** A CSS unicode-range ("U+0000-00FF,U+2019") as code point ranges. */
function parseRanges(text: string): [number, number][] {
  return text.split(",").map((part) => {
    const [from, to] = part.trim().replace(/^U\+/i, "").split("-");
    return [parseInt(from!, 16), parseInt(to ?? from!, 16)];
  });
}

/** Code points as a CSS unicode-range, runs joined: U+20-7E,U+E9. */
function formatRanges(points: number[]): string {
  const runs: string[] = [];
  for (let index = 0; index < points.length;) {
    let end = index;
    while (end + 1 < points.length && points[end + 1] === points[end]! + 1) end += 1;
    const hex = (point: number) => point.toString(16).toUpperCase();
    runs.push(end === index ? `U+${hex(points[index]!)}` : `U+${hex(points[index]!)}-${hex(points[end]!)}`);
    index = end + 1;
  }
  return runs.join(",");
}

/** One web font's published file: the Fontsource file cut to the weights its roles use and the site's letters. */
export interface FontFile {
  family: string;
  /** Its published name in fonts/ of the public folder (src/paths.ts) and on the site, with a hash of what it holds. */
  fileName: string;
  url: string;
  /** The weights it draws, like "700" (one instance) or "400 900" (a variable range). */
  weights: string;
  /** The characters it holds: the site's text within the font's latin subset. */
  unicodeRange: string;
  /** Makes the file (once per process): the cut is a few tens of milliseconds, loading harfbuzz about half a second. */
  bytes: () => Promise<Buffer>;
}

interface Source {
  bytes: Buffer;
  hash: string;
  family: string;
  min: number;
  max: number;
  ranges: [number, number][];
}

const require = createRequire(import.meta.url);
const sources = new Map<WebFontName, Source>();
/** The cutter's version is part of a file's name: another harfbuzz may write other bytes, and /fonts/ is cached for good. */
const CUTTER = `subset-font ${(require("subset-font/package.json") as { version: string }).version}`;
const made = new Map<string, Promise<Buffer>>();

/** The Fontsource package's latin file and what it says of itself, read once per process. */
function source(name: WebFontName): Source {
  const known = sources.get(name);
  if (known) return known;
  const font = WEB_FONTS[name];
  const read = (file: string) => readFileSync(require.resolve(`${font.package}/${file}`));
  const metadata = JSON.parse(read("metadata.json").toString()) as {
    family: string;
    variable: { wght: { min: string; max: string } };
  };
  const ranges = JSON.parse(read("unicode.json").toString()) as Record<string, string>;
  const bytes = read(`files/${font.id}-latin-wght-normal.woff2`);
  const found: Source = {
    bytes,
    hash: createHash("sha256").update(bytes).digest("hex"),
    family: `${metadata.family} Variable`,
    min: Number(metadata.variable.wght.min),
    max: Number(metadata.variable.wght.max),
    ranges: parseRanges(ranges.latin ?? "U+0000-00FF"),
  };
  sources.set(name, found);
  return found;
}

/** What a web font's Fontsource file holds before it is cut: its family name, weights and latin characters. */
export function webFontSource(
  name: FontName,
): { family: string; min: number; max: number; ranges: [number, number][] } | undefined {
  if (!isWebFont(name)) return undefined;
  const { family, min, max, ranges } = source(name);
  return { family, min, max, ranges };
}

function fontFile(name: WebFontName, roles: Role[], text: number[]): FontFile {
  const font = source(name);
  const clamp = (weight: number) => Math.min(font.max, Math.max(font.min, weight));
  const min = clamp(Math.min(...roles.map((role) => ROLE_WEIGHTS[role].min)));
  const max = clamp(Math.max(...roles.map((role) => ROLE_WEIGHTS[role].max)));
  const points = text.filter((point) => font.ranges.some(([from, to]) => point >= from && point <= to));
  const unicodeRange = formatRanges(points);
  const weights = min === max ? String(min) : `${min} ${max}`;
  const hash = createHash("sha256")
    .update(`${font.hash}\0${weights}\0${unicodeRange}\0${CUTTER}`)
    .digest("hex")
    .slice(0, 8);
  const fileName = `${WEB_FONTS[name].id}-${hash}.woff2`;
  const bytes = () => {
    let file = made.get(fileName);
    if (!file) {
      const axes = { wght: min === max ? min : { min, max } };
      // Imported here: only a build that writes a new cut needs it, not every prerender thread.
      file = import("subset-font").then(({ default: subsetFont }) =>
        subsetFont(font.bytes, String.fromCodePoint(...points), { targetFormat: "woff2", variationAxes: axes }),
      );
      made.set(fileName, file);
    }
    return file;
  };
  return { family: font.family, fileName, url: `/fonts/${fileName}`, weights, unicodeRange, bytes };
}

const percent = (value: number) => `${(value * 100).toFixed(2)}%`;

/**
 * The fallback face's overrides, as fontaine and Next.js compute them: scale the local font so its average
 * letter is as wide as the web font's, then set the ascent, descent and line gap in that scale.
 */
export function fallbackOverrides(font: Metrics, local: Metrics) {
  const sizeAdjust = font.xWidthAvg / font.unitsPerEm / (local.xWidthAvg / local.unitsPerEm);
  const inScale = (value: number) => percent(Math.abs(value) / font.unitsPerEm / sizeAdjust);
  return {
    sizeAdjust: percent(sizeAdjust),
    ascent: inScale(font.ascent),
    descent: inScale(font.descent),
    lineGap: inScale(font.lineGap),
  };
}

export interface ThemeFonts {
  /** @font-face rules: each web font and its fallback. */
  css: string;
  /** CSS font-family values. */
  heading: string;
  body: string;
  /** The body font's URL, preloaded by every page; none for a system font. */
  preload: string[];
  /** The web font files the site publishes. */
  files: FontFile[];
}

/**
 * The theme's fonts for a site whose text holds these characters (siteCharacters; printable ASCII when not given).
 */
export function themeFonts(theme: ThemeData, text: number[] = ASCII): ThemeFonts {
  const roles = new Map<WebFontName, Role[]>();
  for (const role of ["heading", "body"] as const) {
    const name = theme.fonts[role];
    if (isWebFont(name)) roles.set(name, [...(roles.get(name) ?? []), role]);
  }
  const files = new Map([...roles].map(([name, used]) => [name, fontFile(name, used, text)]));
  const faces = [...files].flatMap(([name, file]) => {
    const font = WEB_FONTS[name];
    const local = LOCAL_FALLBACKS[font.kind];
    const overrides = fallbackOverrides(font.metrics, local.metrics);
    return [
      `@font-face{font-family:"${file.family}";font-style:normal;font-display:swap;font-weight:${file.weights};` +
        `src:url(${file.url}) format("woff2");unicode-range:${file.unicodeRange}}`,
      `@font-face{font-family:"${file.family} Fallback";src:${local.names.map((name) => `local("${name}")`).join(",")};` +
        `size-adjust:${overrides.sizeAdjust};ascent-override:${overrides.ascent};` +
        `descent-override:${overrides.descent};line-gap-override:${overrides.lineGap}}`,
    ];
  });
  const family = (name: FontName): string => {
    if (name === "system") return SANS_STACK;
    if (name === "system-serif") return SERIF_STACK;
    const file = files.get(name)!;
    return `"${file.family}", "${file.family} Fallback", ${WEB_FONTS[name].kind === "serif" ? SERIF_STACK : SANS_STACK}`;
  };
  const body = theme.fonts.body;
  return {
    css: faces.join("\n"),
    heading: family(theme.fonts.heading),
    body: family(body),
    preload: isWebFont(body) ? [files.get(body)!.url] : [],
    files: [...files.values()],
  };
}

/**
 * Writes the theme's font files into the public folder's fonts/ (Vite copies it into the site) and removes any other
 * file there, so a font the theme no longer uses is not published. Names carry a hash of what the file holds (the
 * source, its weights, its characters): an existing file is current and is not made again.
 */
export async function publishFonts(
  theme: ThemeData,
  text: number[] = ASCII,
  outDir = publicFontsDir(),
): Promise<string> {
  const wanted = themeFonts(theme, text).files;
  await mkdir(outDir, { recursive: true });
  const existing = new Set(await readdir(outDir));
  let written = 0;
  let size = 0;
  for (const file of wanted) {
    if (existing.has(file.fileName)) {
      size += (await stat(join(outDir, file.fileName))).size;
      continue;
    }
    const bytes = await file.bytes();
    await writeFile(join(outDir, file.fileName), bytes);
    size += bytes.length;
    written += 1;
  }
  for (const name of existing) {
    if (!wanted.some((file) => file.fileName === name)) await unlink(join(outDir, name)).catch(() => undefined);
  }
  return wanted.length
    ? `fonts: ${wanted.map((file) => `${file.family} ${file.weights}`).join(", ")} (${Math.round(size / 1024)} KB), ${written} written`
    : "fonts: the system's own, nothing to publish";
}
