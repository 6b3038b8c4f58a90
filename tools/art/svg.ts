/** Small helpers for writing compact SVG by hand: numbers, elements, paths, seeded randomness, documents. */

export type Pt = readonly [number, number];

/** The palette every illustration shares. */
export const C = {
  forestDeep: "#163d24",
  forest: "#1f5130",
  forestMid: "#2f6b3f",
  leaf: "#3f8a4f",
  leafLight: "#62a45a",
  leafSun: "#93c56f",
  leafGlow: "#c3df8c",
  pineDark: "#244c33",
  pine: "#33663f",
  pineLight: "#4f8750",
  moss: "#aab89a",
  bark: "#5b3f2c",
  barkDark: "#3f2a1d",
  barkLight: "#7d5a3f",
  wood: "#e2bd84",
  woodDark: "#c18f55",
  woodRing: "#a8763f",
  palmTrunk: "#8a7356",
  palmTrunkDark: "#6c583f",
  frond: "#4c8a45",
  frondDark: "#2f6a38",
  frondDead: "#a88650",
  crape: "#e0709f",
  crapeLight: "#f3a6c6",
  crapeBark: "#c9a27c",
  grass: "#7db65e",
  grassDark: "#5a9a4a",
  grassDeep: "#3f7a3c",
  soil: "#8a6440",
  soilDark: "#634429",
  soilLight: "#b48a5e",
  mulch: "#7a4b2c",
  mulchLight: "#9c6438",
  orange: "#f47b20",
  orangeDark: "#c85f13",
  hivis: "#d5e84a",
  reflect: "#eef2f0",
  yellow: "#f2b632",
  yellowDark: "#c98d1c",
  white: "#f7f5ef",
  cream: "#efe7d6",
  steel: "#c5ccd1",
  steelDark: "#7e878e",
  tire: "#262a2e",
  dark: "#2d3238",
  navy: "#2b3645",
  glass: "#93bccf",
  glassLight: "#cfe5ee",
  stucco: "#f1e3c6",
  stuccoShade: "#dccaa5",
  roof: "#c4623c",
  roofDark: "#9d4a2c",
  trim: "#fbfaf6",
  road: "#8b8f8f",
  concrete: "#d8d3c7",
  cone: "#f26a1b",
} as const;

export const SKIN = ["#e2b48d", "#c68e64", "#8d5a3b", "#f0c9a4", "#a96f48"] as const;

/** A number, short: whole above 100 (sub-pixel there is invisible), else one decimal; no trailing ".0". */
export function n(value: number): string {
  const rounded = Math.abs(value) >= 100 ? Math.round(value) : Math.round(value * 10) / 10;
  return Object.is(rounded, -0) ? "0" : String(rounded);
}

/** A factor (scale) with three decimals. */
export function f3(value: number): string {
  return String(Math.round(value * 1000) / 1000);
}

export function pt(p: Pt): string {
  return `${n(p[0])} ${n(p[1])}`;
}

type Attrs = Record<string, string | number | undefined | false>;

function attrs(a: Attrs): string {
  let out = "";
  for (const [key, value] of Object.entries(a)) {
    if (value === undefined || value === false) continue;
    out += ` ${key}="${typeof value === "number" ? n(value) : value}"`;
  }
  return out;
}

export function el(tag: string, a: Attrs = {}, children?: string | string[]): string {
  const body = Array.isArray(children) ? children.join("") : children;
  return body === undefined || body === "" ? `<${tag}${attrs(a)}/>` : `<${tag}${attrs(a)}>${body}</${tag}>`;
}

export const path = (d: string, fill: string, a: Attrs = {}) => el("path", { d, fill, ...a });
/** A circle as a path fragment, so many can share one <path>. */
export const dot = (cx: number, cy: number, r: number) =>
  `M${n(cx - r)} ${n(cy)}a${n(r)} ${n(r)} 0 1 1 ${n(2 * r)} 0a${n(r)} ${n(r)} 0 1 1 ${n(-2 * r)} 0`;
export const circle = (cx: number, cy: number, r: number, fill: string, a: Attrs = {}) =>
  el("circle", { cx, cy, r, fill, ...a });
export const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, a: Attrs = {}) =>
  el("ellipse", { cx, cy, rx, ry, fill, ...a });
export const rect = (x: number, y: number, width: number, height: number, fill: string, a: Attrs = {}) =>
  el("rect", { x, y, width, height, fill, ...a });
export const line = (points: Pt[], stroke: string, width: number, a: Attrs = {}) =>
  path(polyline(points), "none", { stroke, "stroke-width": width, "stroke-linecap": "round", ...a });

/** A group, optionally moved to (x, y), scaled and mirrored. */
export function g(
  children: string | string[],
  place?: { x?: number; y?: number; s?: number; flip?: boolean },
  a: Attrs = {},
) {
  let transform: string | undefined;
  if (place) {
    const s = place.s ?? 1;
    const parts = [`translate(${n(place.x ?? 0)} ${n(place.y ?? 0)})`];
    if (s !== 1 || place.flip) parts.push(`scale(${f3(place.flip ? -s : s)} ${f3(s)})`);
    transform = parts.join(" ");
  }
  return el("g", { transform, ...a }, children);
}

export function polyline(points: Pt[]): string {
  return points.map((p, i) => `${i === 0 ? "M" : "L"}${pt(p)}`).join("");
}

export function polygon(points: Pt[]): string {
  return polyline(points) + "Z";
}

/** A smooth closed curve through the points (Catmull-Rom as cubic Béziers). */
export function smoothClosed(points: Pt[], tension = 1): string {
  const count = points.length;
  let d = `M${pt(points[0]!)}`;
  for (let i = 0; i < count; i++) {
    const p0 = points[(i - 1 + count) % count]!;
    const p1 = points[i]!;
    const p2 = points[(i + 1) % count]!;
    const p3 = points[(i + 2) % count]!;
    d += bezierSegment(p0, p1, p2, p3, tension);
  }
  return d + "Z";
}

/** A smooth open curve through the points. */
export function smoothOpen(points: Pt[], tension = 1): string {
  let d = `M${pt(points[0]!)}`;
  for (let i = 0; i < points.length - 1; i++) {
    const p0 = points[Math.max(0, i - 1)]!;
    const p3 = points[Math.min(points.length - 1, i + 2)]!;
    d += bezierSegment(p0, points[i]!, points[i + 1]!, p3, tension);
  }
  return d;
}

function bezierSegment(p0: Pt, p1: Pt, p2: Pt, p3: Pt, tension: number): string {
  const k = tension / 6;
  const c1: Pt = [p1[0] + (p2[0] - p0[0]) * k, p1[1] + (p2[1] - p0[1]) * k];
  const c2: Pt = [p2[0] - (p3[0] - p1[0]) * k, p2[1] - (p3[1] - p1[1]) * k];
  return `C${pt(c1)} ${pt(c2)} ${pt(p2)}`;
}

/** A point on the quadratic Bézier p0-p1-p2. */
export function quad(p0: Pt, p1: Pt, p2: Pt, t: number): Pt {
  const u = 1 - t;
  return [u * u * p0[0] + 2 * u * t * p1[0] + t * t * p2[0], u * u * p0[1] + 2 * u * t * p1[1] + t * t * p2[1]];
}

/**
 * A filled shape that follows the quadratic curve p0-p1-p2, `w0` wide at p0 and `w1` wide at p2 (limbs, trunks).
 * Each side is itself a quadratic curve offset along the normals, which is close enough for gentle bends.
 */
export function taper(p0: Pt, p1: Pt, p2: Pt, w0: number, w1: number): string {
  const normal = (a: Pt, b: Pt): Pt => {
    const length = Math.hypot(b[0] - a[0], b[1] - a[1]) || 1;
    return [-(b[1] - a[1]) / length, (b[0] - a[0]) / length];
  };
  const n0 = normal(p0, p1);
  const n2 = normal(p1, p2);
  const nm = normal(p0, p2);
  const wm = (w0 + w1) / 2;
  const off = (p: Pt, nv: Pt, width: number, side: number): Pt => [
    p[0] + (nv[0] * width * side) / 2,
    p[1] + (nv[1] * width * side) / 2,
  ];
  const a0 = off(p0, n0, w0, 1);
  const a1 = off(p1, nm, wm * 1.1, 1);
  const a2 = off(p2, n2, w1, 1);
  const b0 = off(p0, n0, w0, -1);
  const b1 = off(p1, nm, wm * 1.1, -1);
  const b2 = off(p2, n2, w1, -1);
  const cap = w1 / 2;
  return `M${pt(a0)}Q${pt(a1)} ${pt(a2)}A${n(cap)} ${n(cap)} 0 0 1 ${pt(b2)}Q${pt(b1)} ${pt(b0)}Z`;
}

/**
 * A bumpy, cloud-like outline around an ellipse: points on the ellipse joined by outward arcs.
 * `bump` makes the scallops rounder; `jitter` varies the radius.
 */
export function blob(cx: number, cy: number, rx: number, ry: number, r: Rng, count = 10, bump = 0.62, jitter = 0.1) {
  const start = r.range(0, Math.PI * 2);
  const points: Pt[] = [];
  for (let i = 0; i < count; i++) {
    const angle = start + (i / count) * Math.PI * 2 + r.range(-0.12, 0.12);
    const k = 1 + r.range(-jitter, jitter);
    points.push([cx + Math.cos(angle) * rx * k, cy + Math.sin(angle) * ry * k]);
  }
  // Relative arcs between rounded points: short numbers, no drift. Big crowns need no decimals at all.
  const round = rx > 30 && ry > 30 ? Math.round : (v: number) => Math.round(v * 10) / 10;
  const rounded = points.map(([x, y]): Pt => [round(x), round(y)]);
  let d = `M${pt(rounded[0]!)}`;
  for (let i = 0; i < count; i++) {
    const a = rounded[i]!;
    const b = rounded[(i + 1) % count]!;
    const radius = round((Math.hypot(b[0] - a[0], b[1] - a[1]) / 2) * (1 / bump));
    d += `a${n(radius)} ${n(radius)} 0 0 1 ${n(b[0] - a[0])} ${n(b[1] - a[1])}`;
  }
  return d + "Z";
}

/** A seeded random source, so every run writes the same files. */
export class Rng {
  private state: number;
  constructor(seed: number) {
    this.state = seed >>> 0 || 1;
  }
  next(): number {
    // mulberry32
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
  range(min: number, max: number): number {
    return min + (max - min) * this.next();
  }
  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)]!;
  }
}

/** Gradients and filters any scene may use; a document includes only those it references. */
const SHARED_DEFS: Record<string, string> = {
  "sky-day": linear("sky-day", [
    [0, "#74b8d6"],
    [0.45, "#bfe0e0"],
    [0.8, "#fbe7b8"],
    [1, "#f8cf8d"],
  ]),
  "sky-gold": linear("sky-gold", [
    [0, "#8fbdd0"],
    [0.5, "#f5dcaf"],
    [1, "#f2a765"],
  ]),
  "sky-clear": linear("sky-clear", [
    [0, "#5fa9d0"],
    [0.6, "#b5dbe4"],
    [1, "#f3e6c0"],
  ]),
  "sky-dusk": linear("sky-dusk", [
    [0, "#273449"],
    [0.55, "#5d5a6a"],
    [1, "#c58256"],
  ]),
  "sky-storm": linear("sky-storm", [
    [0, "#4e5b63"],
    [0.6, "#8b979a"],
    [1, "#cfc6a8"],
  ]),
  "sky-after": linear("sky-after", [
    [0, "#6d8794"],
    [0.5, "#b9c9c4"],
    [1, "#f6dca6"],
  ]),
  lawn: linear("lawn", [
    [0, "#8cc266"],
    [1, "#4d8c42"],
  ]),
  "lawn-dusk": linear("lawn-dusk", [
    [0, "#4f7448"],
    [1, "#2c4a2f"],
  ]),
  dirt: linear("dirt", [
    [0, "#c29a68"],
    [1, "#8c6642"],
  ]),
  glow: `<radialGradient id="glow"><stop offset="0" stop-color="#fff8dc" stop-opacity=".95"/><stop offset=".25" stop-color="#fff1c4" stop-opacity=".6"/><stop offset="1" stop-color="#ffe9b0" stop-opacity="0"/></radialGradient>`,
  haze: linear("haze", [
    [0, "#ffffff", 0],
    [1, "#fff6e2", 0.55],
  ]),
  vignette: `<radialGradient id="vignette" cx=".5" cy=".45" r=".75"><stop offset=".6" stop-color="#10240f" stop-opacity="0"/><stop offset="1" stop-color="#10240f" stop-opacity=".28"/></radialGradient>`,
  bokeh: `<radialGradient id="bokeh"><stop offset="0" stop-color="#fff6cf" stop-opacity=".7"/><stop offset="1" stop-color="#fff6cf" stop-opacity="0"/></radialGradient>`,
  "foliage-soft": `<radialGradient id="foliage-soft"><stop offset="0" stop-color="#4f9a55" stop-opacity=".75"/><stop offset=".6" stop-color="#3f8a4f" stop-opacity=".45"/><stop offset="1" stop-color="#3f8a4f" stop-opacity="0"/></radialGradient>`,
  drop: `<filter id="drop" x="-15%" y="-15%" width="140%" height="140%"><feDropShadow dx="8" dy="12" stdDeviation="7" flood-color="#2b1a0c" flood-opacity=".4"/></filter>`,
};

function linear(id: string, stops: [number, string, number?][], vertical = true): string {
  const dir = vertical ? `x2="0" y2="1"` : `x2="1" y2="0"`;
  const body = stops
    .map(([o, c, a]) => `<stop offset="${o}" stop-color="${c}"${a === undefined ? "" : ` stop-opacity="${a}"`}/>`)
    .join("");
  return `<linearGradient id="${id}" x1="0" y1="0" ${dir}>${body}</linearGradient>`;
}

/**
 * A whole SVG file: explicit width/height, a viewBox, and only the shared defs the body uses. No text and no
 * label inside: every word a visitor reads (the alt text) comes from site.json.
 */
export function svgDocument(width: number, height: number, body: string): string {
  const defs = Object.entries(SHARED_DEFS)
    .filter(([id]) => body.includes(`#${id})`))
    .map(([, def]) => def)
    .join("");
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    (defs ? `<defs>${defs}</defs>` : "") +
    body +
    `</svg>\n`
  );
}
