/**
 * The fonts a theme may choose (schema/theme.ts): the system stacks, which cost nothing, and a few variable fonts
 * self-hosted from Fontsource packages, latin subset only (it covers English and Spanish), one woff2 file per font
 * for every weight. Each web font gets a fallback face: a local font stretched to the web font's metrics, so the
 * text takes the same room before and after the swap (no layout shift).
 */
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { mkdir, readdir, unlink, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { join } from "node:path";
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

/** One web font's file, read once per process. */
export interface FontFile {
  family: string;
  /** Its published name in fonts/ of the public folder (src/paths.ts) and on the site, with a hash of its bytes. */
  fileName: string;
  url: string;
  bytes: Buffer;
  /** The variable font's weight range, like "100 900". */
  weights: string;
  unicodeRange: string;
}

const require = createRequire(import.meta.url);
const files = new Map<WebFontName, FontFile>();

function fontFile(name: WebFontName): FontFile {
  const known = files.get(name);
  if (known) return known;
  const font = WEB_FONTS[name];
  const read = (file: string) => readFileSync(require.resolve(`${font.package}/${file}`));
  const metadata = JSON.parse(read("metadata.json").toString()) as {
    family: string;
    variable: { wght: { min: string; max: string } };
  };
  const ranges = JSON.parse(read("unicode.json").toString()) as Record<string, string>;
  const bytes = read(`files/${font.id}-latin-wght-normal.woff2`);
  const hash = createHash("sha256").update(bytes).digest("hex").slice(0, 8);
  const fileName = `${font.id}-latin-${hash}.woff2`;
  const file: FontFile = {
    family: `${metadata.family} Variable`,
    fileName,
    url: `/fonts/${fileName}`,
    bytes,
    weights: `${metadata.variable.wght.min} ${metadata.variable.wght.max}`,
    unicodeRange: ranges.latin ?? "U+0000-00FF",
  };
  files.set(name, file);
  return file;
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

export function themeFonts(theme: ThemeData): ThemeFonts {
  const faces: string[] = [];
  const used: FontFile[] = [];
  const family = (name: FontName): string => {
    if (name === "system") return SANS_STACK;
    if (name === "system-serif") return SERIF_STACK;
    const file = fontFile(name);
    const font = WEB_FONTS[name];
    const local = LOCAL_FALLBACKS[font.kind];
    const fallback = `${file.family} Fallback`;
    if (!used.includes(file)) {
      used.push(file);
      const overrides = fallbackOverrides(font.metrics, local.metrics);
      faces.push(
        `@font-face{font-family:"${file.family}";font-style:normal;font-display:swap;font-weight:${file.weights};` +
          `src:url(${file.url}) format("woff2");unicode-range:${file.unicodeRange}}`,
        `@font-face{font-family:"${fallback}";src:${local.names.map((name) => `local("${name}")`).join(",")};` +
          `size-adjust:${overrides.sizeAdjust};ascent-override:${overrides.ascent};` +
          `descent-override:${overrides.descent};line-gap-override:${overrides.lineGap}}`,
      );
    }
    return `"${file.family}", "${fallback}", ${font.kind === "serif" ? SERIF_STACK : SANS_STACK}`;
  };
  const heading = family(theme.fonts.heading);
  const body = family(theme.fonts.body);
  const preload = isWebFont(theme.fonts.body) ? [fontFile(theme.fonts.body).url] : [];
  return { css: faces.join("\n"), heading, body, preload, files: used };
}

/**
 * Writes the theme's font files into the public folder's fonts/ (Vite copies it into the site) and removes any other
 * file there, so a font the theme no longer uses is not published. Names carry a hash: an existing file is current.
 */
export async function publishFonts(theme: ThemeData, outDir = publicFontsDir()): Promise<string> {
  const wanted = themeFonts(theme).files;
  await mkdir(outDir, { recursive: true });
  const existing = new Set(await readdir(outDir));
  let written = 0;
  for (const file of wanted) {
    if (existing.has(file.fileName)) continue;
    await writeFile(join(outDir, file.fileName), file.bytes);
    written += 1;
  }
  for (const name of existing) {
    if (!wanted.some((file) => file.fileName === name)) await unlink(join(outDir, name)).catch(() => undefined);
  }
  const kilobytes = Math.round(wanted.reduce((sum, file) => sum + file.bytes.length, 0) / 1024);
  return wanted.length
    ? `fonts: ${wanted.map((file) => file.family).join(", ")} (${kilobytes} KB), ${written} written`
    : "fonts: the system's own, nothing to publish";
}
