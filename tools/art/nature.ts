/** Landscape pieces: sky, hills, lawn and the Florida trees (live oak, slash pine, sabal palm, crape myrtle). */
import {
  blob,
  C,
  circle,
  dot,
  ellipse,
  g,
  line,
  n,
  path,
  polygon,
  type Pt,
  pt,
  quad,
  rect,
  Rng,
  smoothOpen,
  taper,
} from "./svg.ts";

export type SkyKind = "day" | "gold" | "clear" | "dusk" | "storm" | "after";

/** Sky gradient, sun glow and a few soft clouds. */
export function sky(w: number, h: number, kind: SkyKind, sun: Pt | null, seed = 1, clouds = 3): string {
  const r = new Rng(seed);
  const parts = [rect(0, 0, w, h, `url(#sky-${kind})`)];
  if (sun) {
    parts.push(circle(sun[0], sun[1], w * 0.22, "url(#glow)"));
    parts.push(circle(sun[0], sun[1], w * 0.035, "#fff7dc", { opacity: 0.95 }));
  }
  const cloudColor = kind === "storm" || kind === "dusk" ? "#5f6a72" : "#ffffff";
  const opacity = kind === "storm" || kind === "dusk" ? 0.7 : 0.75;
  for (let i = 0; i < clouds; i++) {
    const cw = r.range(0.09, 0.15) * w;
    const x = ((i + 0.3 + r.range(0, 0.4)) / clouds) * w;
    const y = r.range(0.16, 0.32) * h;
    parts.push(cloud(x, y, cw, r, cloudColor, opacity));
  }
  return parts.join("");
}

/** A flat-bottomed cumulus cloud: a capsule base and three puffs, filled as one shape. */
export function cloud(x: number, y: number, w: number, r: Rng, fill = "#ffffff", opacity = 0.8): string {
  const h = w * 0.16;
  const base = `M${n(x - w / 2 + h)} ${n(y)}a${n(h)} ${n(h)} 0 0 1 0 ${n(-2 * h)}h${n(w - 2 * h)}a${n(h)} ${n(h)} 0 0 1 0 ${n(2 * h)}Z`;
  const puffs = [
    dot(x - w * 0.2, y - h * 1.9, w * r.range(0.15, 0.19)),
    dot(x + w * 0.03, y - h * 2.4, w * r.range(0.2, 0.24)),
    dot(x + w * 0.24, y - h * 1.8, w * r.range(0.12, 0.15)),
  ];
  return path(base + puffs.join(""), fill, { opacity });
}

/** A ridge of hills across the full width, filled down to `bottom`. */
export function hills(w: number, y: number, amp: number, fill: string, seed: number, bottom: number): string {
  const r = new Rng(seed);
  const points: Pt[] = [];
  const count = 7;
  for (let i = 0; i <= count; i++) points.push([(i / count) * (w + 200) - 100, y + r.range(-amp, amp)]);
  return path(smoothOpen(points) + `L${n(w + 100)} ${n(bottom)}L-100 ${n(bottom)}Z`, fill);
}

/** A distant line of tree crowns (rounded and pointed), as one silhouette. */
export function treeline(w: number, y: number, height: number, fill: string, seed: number, bottom?: number): string {
  const r = new Rng(seed);
  let d = `M-20 ${n(bottom ?? y + height)}L-20 ${n(y)}`;
  let x = -20;
  while (x < w + 20) {
    const step = r.range(0.7, 1.4) * height;
    const top = y - r.range(0.3, 1) * height;
    if (r.next() < 0.3) {
      d += `L${n(x + step / 2)} ${n(top - height * 0.2)}L${n(x + step)} ${n(y)}`;
    } else {
      d += `Q${n(x - step * 0.1)} ${n(top)} ${n(x + step / 2)} ${n(top)}Q${n(x + step * 1.1)} ${n(top)} ${n(x + step)} ${n(y)}`;
    }
    x += step;
  }
  d += `L${n(x)} ${n(bottom ?? y + height)}Z`;
  return path(d, fill);
}

/** Lawn from y down, with optional mowing stripes. */
export function lawn(w: number, h: number, y: number, stripes = 0, fill = "url(#lawn)"): string {
  const parts = [rect(0, y, w, h - y, fill)];
  for (let i = 0; i < stripes; i++) {
    const x0 = (i / stripes) * w * 1.6 - w * 0.3;
    const x1 = x0 + (w * 0.8) / stripes;
    parts.push(
      path(
        polygon([
          [x0 + w * 0.15, y],
          [x1 + w * 0.15, y],
          [x1 - w * 0.1, h],
          [x0 - w * 0.1, h],
        ]),
        "#ffffff",
        { opacity: 0.06 },
      ),
    );
  }
  return parts.join("");
}

/** A soft elliptical ground shadow. */
export function shadow(x: number, y: number, rx: number, ry: number, opacity = 0.22): string {
  return ellipse(x, y, rx, ry, "#1b2e17", { opacity });
}

/** Tufts of grass along the ground. */
export function grassTufts(
  x0: number,
  x1: number,
  y: number,
  size: number,
  seed: number,
  fill: string = C.grassDark,
): string {
  const r = new Rng(seed);
  let d = "";
  for (let x = x0; x < x1; x += r.range(size * 2, size * 6)) {
    const yy = y + r.range(-size, size);
    d += `M${n(x - size)} ${n(yy)}L${n(x - size * 0.4)} ${n(yy - size * 1.4)}L${n(x)} ${n(yy - size * 0.3)}L${n(x + size * 0.5)} ${n(yy - size * 1.7)}L${n(x + size)} ${n(yy)}Z`;
  }
  return path(d, fill);
}

/** A distant tree as a cheap two-tone silhouette (slash pine or round-crowned oak). */
export function farTree(
  x: number,
  y: number,
  h: number,
  kind: "pine" | "oak",
  tones: readonly [string, string],
  seed: number,
): string {
  const r = new Rng(seed);
  if (kind === "pine") {
    const crown =
      dot(x - h * 0.08, y - h * 0.78, h * 0.09) +
      dot(x + h * 0.07, y - h * 0.86, h * 0.1) +
      dot(x, y - h * 0.97, h * 0.08);
    return (
      line(
        [
          [x, y],
          [x, y - h * 0.95],
        ],
        tones[0],
        Math.max(2, h * 0.025),
      ) +
      path(crown, tones[0]) +
      path(dot(x - h * 0.03, y - h * 0.9, h * 0.06), tones[1])
    );
  }
  return (
    rect(x - h * 0.04, y - h * 0.45, h * 0.08, h * 0.45, tones[0]) +
    path(blob(x, y - h * 0.62, h * 0.62, h * 0.34, r, 7), tones[0]) +
    path(blob(x - h * 0.12, y - h * 0.72, h * 0.36, h * 0.2, r, 5), tones[1])
  );
}

export interface Canopy {
  /** Crowns: centre and radii. */
  clumps: { x: number; y: number; rx: number; ry: number }[];
  /** Light comes from this side (-1 left, 1 right). */
  light: number;
}

/** How many scallops a crown of this radius gets: big crowns need more to look leafy, small ones fewer bytes. */
const scallops = (radius: number) => Math.max(5, Math.min(9, Math.round(radius / 16)));

/** Leafy crowns drawn in layers: shade, body, sunlit highlights. */
export function foliage(canopy: Canopy, r: Rng, tones: readonly string[], layer: "back" | "front"): string {
  const [shade, body, lit, glow] = tones;
  if (layer === "back") {
    let d = "";
    for (const c of canopy.clumps) d += blob(c.x, c.y + c.ry * 0.08, c.rx, c.ry, r, scallops(c.rx));
    return path(d, shade!);
  }
  const top = Math.min(...canopy.clumps.map((c) => c.y));
  const bottom = Math.max(...canopy.clumps.map((c) => c.y));
  let bodyD = "";
  let litD = "";
  let glowD = "";
  for (const c of canopy.clumps) {
    const lx = canopy.light * c.rx;
    bodyD += blob(c.x + lx * 0.06, c.y - c.ry * 0.12, c.rx * 0.86, c.ry * 0.78, r, scallops(c.rx * 0.86));
    litD += blob(c.x + lx * 0.18, c.y - c.ry * 0.3, c.rx * 0.62, c.ry * 0.5, r, scallops(c.rx * 0.62));
    // Only the upper crowns catch direct sun.
    if (c.y <= (top + bottom) / 2 + 1) glowD += blob(c.x + lx * 0.3, c.y - c.ry * 0.46, c.rx * 0.26, c.ry * 0.2, r, 5);
  }
  return path(bodyD, body!) + path(litD, lit!) + path(glowD, glow!, { opacity: 0.75 });
}

export const OAK_TONES = [C.forest, C.forestMid, C.leafLight, C.leafSun] as const;
export const OAK_TONES_DUSK = ["#13301d", "#1f4a2c", "#2f6438", "#4b7d45"] as const;

export interface OakOptions {
  /** Canopy width and total height in px. */
  w: number;
  h: number;
  seed: number;
  moss?: boolean;
  light?: number;
  tones?: readonly string[];
  /** Leave out some limbs on one side (a tree being pruned or taken down). */
  sparse?: boolean;
}

/** A southern live oak: short massive trunk, long sweeping limbs, a broad low dome, optional Spanish moss. */
export function oak(x: number, y: number, o: OakOptions): string {
  const r = new Rng(o.seed);
  const { w, h } = o;
  const light = o.light ?? -1;
  const tones = o.tones ?? OAK_TONES;
  const trunkTop = y - h * 0.36;
  const tw = w * 0.085;
  const clumps: Canopy["clumps"] = [];
  const count = o.sparse ? 5 : 7;
  for (let i = 0; i < count; i++) {
    const t = i / (count - 1);
    const across = (t - 0.5) * w * 0.78;
    const dome = Math.cos((t - 0.5) * Math.PI * 0.9);
    clumps.push({
      x: x + across + r.range(-w, w) * 0.03,
      y: y - h * 0.5 - dome * h * 0.3 + r.range(-1, 1) * h * 0.03,
      rx: w * r.range(0.15, 0.2) * (0.8 + dome * 0.35),
      ry: h * r.range(0.14, 0.17) * (0.8 + dome * 0.3),
    });
  }
  clumps.push({ x: x - w * 0.12, y: y - h * 0.84, rx: w * 0.2, ry: h * 0.15 });
  clumps.push({ x: x + w * 0.14, y: y - h * 0.82, rx: w * 0.19, ry: h * 0.14 });
  const canopy: Canopy = { clumps, light };

  const parts = [shadow(x, y + 4, w * 0.45, h * 0.045, 0.2), foliage(canopy, r, tones, "back")];
  // Trunk with a flared base, then the big limbs into the crown.
  parts.push(
    path(
      `M${n(x - tw * 1.1)} ${n(y)}Q${n(x - tw * 0.45)} ${n(y - h * 0.08)} ${n(x - tw * 0.5)} ${n(trunkTop)}L${n(x + tw * 0.5)} ${n(trunkTop)}Q${n(x + tw * 0.45)} ${n(y - h * 0.08)} ${n(x + tw * 1.1)} ${n(y)}Z`,
      C.bark,
    ),
  );
  parts.push(
    path(
      `M${n(x + tw * 0.1)} ${n(y)}Q${n(x + tw * 0.25)} ${n(y - h * 0.1)} ${n(x + tw * 0.2)} ${n(trunkTop)}L${n(x + tw * 0.5)} ${n(trunkTop)}Q${n(x + tw * 0.45)} ${n(y - h * 0.08)} ${n(x + tw * 1.1)} ${n(y)}Z`,
      C.barkDark,
      { opacity: 0.45 },
    ),
  );
  const limbs: string[] = [];
  const ends = o.sparse ? [-0.36, -0.12, 0.16] : [-0.42, -0.2, 0.05, 0.24, 0.44];
  for (const e of ends) {
    const end: Pt = [x + e * w, y - h * (0.55 + (0.5 - Math.abs(e)) * 0.4)];
    const start: Pt = [x + e * tw * 0.8, trunkTop + tw * 0.3];
    const ctrl: Pt = [x + e * w * 0.55, trunkTop - h * 0.02 + Math.abs(e) * h * 0.05];
    limbs.push(taper(start, ctrl, end, tw * (0.75 - Math.abs(e) * 0.5), tw * 0.16));
  }
  parts.push(path(limbs.join(""), C.bark));
  parts.push(foliage(canopy, r, tones, "front"));
  if (o.moss) parts.push(spanishMoss(clumps, r));
  return g(parts);
}

/** Grey-green beards of Spanish moss: tufts of thin wavy strands hanging from the underside of the crowns. */
export function spanishMoss(clumps: Canopy["clumps"], r: Rng): string {
  let d = "";
  let width = 2;
  for (const c of clumps) {
    width = Math.max(width, c.rx * 0.018);
    const tufts = Math.round(r.range(1.6, 3.2));
    for (let i = 0; i < tufts; i++) {
      const x = c.x + r.range(-0.6, 0.6) * c.rx;
      const top = c.y + c.ry * r.range(0.45, 0.68);
      const length = c.ry * r.range(0.45, 0.95);
      const amp = Math.max(2, Math.round(c.rx * 0.025));
      for (let k = 0; k < 3; k++) {
        const steps = 3 + Math.round(r.range(0, 2));
        const step = Math.round((length * r.range(0.55, 1)) / steps);
        d += `M${Math.round(x + (k - 1) * amp * 1.8)} ${Math.round(top)}`;
        for (let s = 0; s < steps; s++)
          d += `l${Math.round((s % 2 === 0 ? 1 : -1) * amp - (k - 1) * amp * 0.4)} ${step}`;
      }
    }
  }
  return path(d, "none", {
    stroke: C.moss,
    "stroke-width": n(width),
    "stroke-linejoin": "round",
    "stroke-linecap": "round",
    opacity: 0.9,
  });
}

export interface PineOptions {
  h: number;
  seed: number;
  lean?: number;
  tones?: readonly string[];
}

/** A slash pine: tall bare straight trunk with an open, flat-topped crown of tufts. */
export function pine(x: number, y: number, o: PineOptions): string {
  const r = new Rng(o.seed);
  const h = o.h;
  const lean = o.lean ?? r.range(-0.04, 0.04) * h;
  const tones = o.tones ?? [C.pineDark, C.pine, C.pineLight];
  const top: Pt = [x + lean, y - h];
  const trunk = taper([x, y], [x + lean * 0.3, y - h * 0.5], top, h * 0.04, h * 0.012);
  const branches: string[] = [];
  const tufts: { x: number; y: number; rx: number; ry: number }[] = [];
  const count = 6;
  for (let i = 0; i < count; i++) {
    const t = 0.58 + (i / (count - 1)) * 0.4;
    const [bx, by] = quad([x, y], [x + lean * 0.3, y - h * 0.5], top, t);
    const side = i % 2 === 0 ? -1 : 1;
    const reach = h * r.range(0.08, 0.15) * (1.1 - (t - 0.58));
    const end: Pt = [bx + side * reach, by - h * r.range(0.02, 0.05)];
    branches.push(taper([bx, by], [bx + side * reach * 0.5, by], end, h * 0.012, h * 0.005));
    tufts.push({ x: end[0], y: end[1], rx: h * r.range(0.07, 0.1), ry: h * r.range(0.035, 0.05) });
  }
  tufts.push({ x: top[0], y: top[1], rx: h * 0.08, ry: h * 0.045 });
  let shade = "";
  let body = "";
  let lit = "";
  for (const t of tufts) {
    shade += blob(t.x, t.y + t.ry * 0.15, t.rx, t.ry, r, scallops(t.rx), 0.7, 0.15);
    body += blob(t.x - t.rx * 0.1, t.y - t.ry * 0.15, t.rx * 0.75, t.ry * 0.7, r, scallops(t.rx * 0.75), 0.7, 0.15);
    lit += blob(t.x - t.rx * 0.25, t.y - t.ry * 0.35, t.rx * 0.4, t.ry * 0.35, r, 5);
  }
  return g([
    shadow(x, y + 3, h * 0.1, h * 0.015, 0.18),
    path(trunk + branches.join(""), "#7a4c31"),
    path(taper([x + h * 0.005, y], [x + lean * 0.3, y - h * 0.5], top, h * 0.018, h * 0.005), "#5c3622", {
      opacity: 0.5,
    }),
    path(shade, tones[0]!),
    path(body, tones[1]!),
    path(lit, tones[2]!),
  ]);
}

export interface PalmOptions {
  h: number;
  seed: number;
  lean?: number;
  /** How many dead brown fronds hang below the crown. */
  dead?: number;
  /** Fronds already cut (a trimmed palm keeps a tidy crown). */
  trimmed?: boolean;
  tones?: readonly string[];
}

/** A sabal (cabbage) palm: textured trunk and a round head of fan-shaped fronds. */
export function palm(x: number, y: number, o: PalmOptions): string {
  const r = new Rng(o.seed);
  const h = o.h;
  const lean = o.lean ?? 0;
  const top: Pt = [x + lean, y - h];
  const mid: Pt = [x + lean * 0.2, y - h * 0.5];
  const tw = h * 0.06;
  const tones = o.tones ?? [C.frondDark, C.frond, C.leafLight];
  const parts = [shadow(x, y + 3, h * 0.12, h * 0.015, 0.18)];
  parts.push(path(taper([x, y], mid, top, tw * 1.15, tw * 0.85), C.palmTrunk));
  // Criss-cross "boots" left by old leaf bases.
  let boots = "";
  for (let t = 0.1; t < 0.95; t += 0.045) {
    const [bx, by] = quad([x, y], mid, top, t);
    const half = tw * (1.15 - 0.3 * t) * 0.45;
    const dir = Math.round(t * 22) % 2 === 0 ? 1 : -1;
    boots += `M${n(bx - half)} ${n(by + dir * half * 0.3)}L${n(bx + half)} ${n(by - dir * half * 0.3)}`;
  }
  parts.push(path(boots, "none", { stroke: C.palmTrunkDark, "stroke-width": tw * 0.12, opacity: 0.7 }));
  // Dead fronds hang straight down, under the green crown.
  const dead = o.dead ?? 0;
  let deadStems = "";
  let deadLeaves = "";
  for (let i = 0; i < dead; i++) {
    const angle = Math.PI / 2 + (i - (dead - 1) / 2) * 0.45;
    const f = frond(top, angle, h * 0.28, r, true);
    deadStems += f.stem;
    deadLeaves += f.leaves;
  }
  if (dead > 0) {
    parts.push(path(deadStems, "none", { stroke: "#8a6a3b", "stroke-width": h * 0.01 }));
    parts.push(path(deadLeaves, C.frondDead));
  }
  const small = h < 220;
  const count = small ? 9 : o.trimmed ? 11 : 14;
  const spread = o.trimmed ? 0.62 : 0.9;
  const stems: string[] = ["", "", ""];
  const layers: string[] = ["", "", ""];
  for (let i = 0; i < count; i++) {
    const t = i / (count - 1);
    const angle = -Math.PI / 2 + (t - 0.5) * Math.PI * 2 * spread + r.range(-0.08, 0.08);
    // Fronds pointing up are lit; those hanging sideways are in their own shade.
    const tone = Math.sin(angle) < -0.75 ? 2 : Math.sin(angle) < 0 ? 1 : 0;
    const f = frond(top, angle, h * r.range(0.27, 0.33), r, false, small ? 4 : 6);
    stems[tone] += f.stem;
    layers[tone] += f.leaves;
  }
  // The dense heart of the crown, behind the fronds, so no sky shows between their bases.
  parts.push(path(blob(top[0], top[1], h * 0.09, h * 0.075, r, 8, 0.75), tones[0]!));
  for (const tone of [0, 1, 2]) {
    parts.push(path(stems[tone]!, "none", { stroke: tones[0]!, "stroke-width": h * 0.008 }));
    parts.push(path(layers[tone]!, tones[tone]!));
  }
  return g(parts);
}

/** One palm frond as path data: a stem, then a fan of long leaflets whose tips droop. */
function frond(
  base: Pt,
  angle: number,
  length: number,
  r: Rng,
  hanging: boolean,
  leaflets = 6,
): { stem: string; leaves: string } {
  const droop = hanging ? 0.15 : 0.3 * Math.abs(Math.cos(angle)) + 0.08;
  const stemEnd: Pt = [
    base[0] + Math.cos(angle) * length * 0.2,
    base[1] + Math.sin(angle) * length * 0.2 + droop * length * 0.05,
  ];
  const dir = Math.atan2(Math.sin(angle) + droop, Math.cos(angle));
  const halfSpread = hanging ? 0.22 : 0.5;
  const reach = length * 0.8;
  let leaves = "";
  for (let i = 0; i < leaflets; i++) {
    const a = dir - halfSpread + (i / (leaflets - 1)) * halfSpread * 2;
    const k = r.range(0.85, 1) * (i === 0 || i === leaflets - 1 ? 0.8 : 1);
    const tip: Pt = [stemEnd[0] + Math.cos(a) * reach * k, stemEnd[1] + Math.sin(a) * reach * k + reach * droop * 0.9];
    const mid: Pt = [stemEnd[0] + Math.cos(a) * reach * 0.55, stemEnd[1] + Math.sin(a) * reach * 0.55];
    const width = reach * 0.07;
    const nx = -Math.sin(a) * width;
    const ny = Math.cos(a) * width;
    leaves += `M${pt(stemEnd)}Q${pt([mid[0] + nx, mid[1] + ny])} ${pt(tip)}Q${pt([mid[0] - nx, mid[1] - ny])} ${pt(stemEnd)}Z`;
  }
  return { stem: `M${pt(base)}L${pt(stemEnd)}`, leaves };
}

/** A cut frond lying on the ground (or dragged), pointing along `angle` degrees from (x, y). */
export function fallenFrond(
  x: number,
  y: number,
  length: number,
  angle: number,
  seed: number,
  fill: string = C.frondDead,
): string {
  const f = frond([0, 0], 0, length, new Rng(seed), true);
  return g(
    [path(f.stem, "none", { stroke: "#8a6a3b", "stroke-width": n(length * 0.03) }), path(f.leaves, fill)],
    undefined,
    {
      transform: `translate(${n(x)} ${n(y)}) rotate(${n(angle)}) scale(1 0.6)`,
    },
  );
}

export interface CrapeOptions {
  w: number;
  h: number;
  seed: number;
  bloom?: number;
}

/** A crape myrtle: several smooth tan stems in a vase shape and a crown dotted with pink blooms. */
export function crapeMyrtle(x: number, y: number, o: CrapeOptions): string {
  const r = new Rng(o.seed);
  const { w, h } = o;
  const stems: string[] = [];
  const clumps: Canopy["clumps"] = [];
  const spread = [-0.32, -0.12, 0.1, 0.3];
  for (const s of spread) {
    const end: Pt = [x + s * w, y - h * 0.62];
    stems.push(taper([x + s * w * 0.12, y], [x + s * w * 0.2, y - h * 0.35], end, w * 0.045, w * 0.02));
    clumps.push({ x: end[0], y: end[1] - h * 0.12, rx: w * 0.22, ry: h * 0.17 });
  }
  clumps.push({ x, y: y - h * 0.86, rx: w * 0.26, ry: h * 0.14 });
  const canopy: Canopy = { clumps, light: -1 };
  let blooms = "";
  let bloomsLight = "";
  const count = o.bloom ?? 16;
  for (let i = 0; i < count; i++) {
    const c = r.pick(clumps);
    const bx = c.x + r.range(-0.75, 0.75) * c.rx;
    const by = c.y + r.range(-0.8, 0.3) * c.ry;
    blooms += dot(bx, by, w * 0.035) + dot(bx + w * 0.03, by + h * 0.015, w * 0.025);
    bloomsLight += dot(bx - w * 0.008, by - h * 0.01, w * 0.018);
  }
  return g([
    shadow(x, y + 3, w * 0.42, h * 0.04, 0.2),
    foliage(canopy, r, [C.forestMid, C.leaf, C.leafLight, C.leafSun], "back"),
    path(stems.join(""), C.crapeBark),
    foliage(canopy, r, [C.forestMid, C.leaf, C.leafLight, C.leafSun], "front"),
    path(blooms, C.crape),
    path(bloomsLight, C.crapeLight),
  ]);
}

/** A clipped hedge: flat top, square sides (or a rounded shrub with `round`). */
export function hedge(x: number, y: number, w: number, h: number, seed: number, round = false): string {
  const r = new Rng(seed);
  if (round) {
    return g([
      shadow(x + w / 2, y, w * 0.55, h * 0.1),
      path(blob(x + w / 2, y - h / 2, w / 2, h / 2, r, 12, 0.8, 0.05), C.forestMid),
      path(blob(x + w * 0.42, y - h * 0.6, w * 0.33, h * 0.3, r, 9, 0.8, 0.05), C.leaf),
      path(blob(x + w * 0.35, y - h * 0.72, w * 0.14, h * 0.12, r, 7), C.leafLight),
    ]);
  }
  const top = h * 0.18;
  let leaves = "";
  for (let i = 0; i < w / 16; i++) {
    const lx = x + r.range(0.04, 0.96) * w;
    const ly = y - r.range(0.1, 0.75) * h;
    leaves += `M${n(lx)} ${n(ly)}a5 3 0 1 0 10 0a5 3 0 1 0 -10 0`;
  }
  return g([
    shadow(x + w / 2, y + 2, w * 0.56, h * 0.1),
    rect(x, y - h, w, h, C.forestMid, { rx: h * 0.12 }),
    rect(x, y - h, w, top, C.leafLight, { rx: top / 2 }),
    rect(x + w * 0.02, y - h + top * 0.2, w * 0.96, top * 0.35, C.leafSun, { rx: top / 4, opacity: 0.7 }),
    path(leaves, C.leaf, { opacity: 0.8 }),
    rect(x, y - h * 0.25, w, h * 0.25, C.forest, { opacity: 0.35 }),
  ]);
}

/** A cut stump with growth rings and flaring roots (side view with the top visible). */
export function stump(x: number, y: number, r: number, seed: number): string {
  const rng = new Rng(seed);
  const height = r * 0.8;
  const top = y - height;
  const rootPaths: string[] = [];
  for (const side of [-1, 1]) {
    rootPaths.push(
      taper(
        [x + side * r * 0.7, y - height * 0.35],
        [x + side * r * 1.1, y],
        [x + side * r * 1.6, y + r * 0.08],
        r * 0.4,
        r * 0.05,
      ),
    );
  }
  rootPaths.push(
    taper([x - r * 0.2, y - height * 0.2], [x - r * 0.3, y + r * 0.1], [x - r * 0.5, y + r * 0.22], r * 0.4, r * 0.05),
  );
  let rings = "";
  for (let k = 0.2; k < 0.9; k += 0.17) {
    rings += `M${n(x - r * k)} ${n(top)}a${n(r * k)} ${n(r * k * 0.35)} 0 1 0 ${n(r * k * 2)} 0a${n(r * k)} ${n(r * k * 0.35)} 0 1 0 ${n(-r * k * 2)} 0`;
  }
  return g([
    shadow(x, y + r * 0.05, r * 1.7, r * 0.2),
    path(rootPaths.join(""), C.bark),
    path(
      `M${n(x - r)} ${n(top)}L${n(x - r * 0.95)} ${n(y)}Q${n(x)} ${n(y + r * 0.25)} ${n(x + r * 0.95)} ${n(y)}L${n(x + r)} ${n(top)}Z`,
      C.bark,
    ),
    path(
      `M${n(x + r * 0.35)} ${n(top)}L${n(x + r * 0.4)} ${n(y + r * 0.1)}Q${n(x + r * 0.8)} ${n(y + r * 0.05)} ${n(x + r * 0.95)} ${n(y)}L${n(x + r)} ${n(top)}Z`,
      C.barkDark,
      { opacity: 0.5 },
    ),
    ellipse(x, top, r, r * 0.36, C.wood, { stroke: C.barkLight, "stroke-width": r * 0.08 }),
    path(rings, "none", { stroke: C.woodRing, "stroke-width": Math.max(1, r * 0.025), opacity: 0.6 }),
    ellipse(x + rng.range(-2, 2), top, r * 0.06, r * 0.025, C.woodRing),
  ]);
}

/** A log lying on its side, cut end toward the viewer at the right. */
export function log(x: number, y: number, length: number, r: number, angle = 0): string {
  let rings = "";
  for (let k = 0.3; k < 0.95; k += 0.22) {
    rings += `M${n(length - r * 0.35 * k)} ${n(-r)}m0 ${n(r - r * k)}a${n(r * 0.35 * k)} ${n(r * k)} 0 1 0 0.1 0`;
  }
  return g(
    [
      shadow(length / 2, r * 0.95, length * 0.55, r * 0.18),
      rect(0, -2 * r, length, 2 * r, C.bark, { rx: r * 0.3 }),
      rect(0, -r * 0.8, length, r * 0.7, C.barkDark, { opacity: 0.35 }),
      line(
        [
          [length * 0.15, -r * 1.5],
          [length * 0.55, -r * 1.45],
        ],
        C.barkLight,
        r * 0.12,
        { opacity: 0.6 },
      ),
      ellipse(length, -r, r * 0.38, r, C.wood, { stroke: C.barkLight, "stroke-width": r * 0.1 }),
      path(rings, "none", { stroke: C.woodRing, "stroke-width": r * 0.05, opacity: 0.6 }),
    ],
    undefined,
    { transform: `translate(${n(x)} ${n(y)}) rotate(${n(angle)})` },
  );
}

/** Round log ends stacked in a pyramid (end view). */
export function logPile(x: number, y: number, r: number, rows: number): string {
  const parts: string[] = [shadow(x, y + 2, r * rows * 1.2, r * 0.35)];
  for (let row = 0; row < rows; row++) {
    const count = rows - row;
    for (let i = 0; i < count; i++) {
      const cx = x + (i - (count - 1) / 2) * r * 2.05;
      const cy = y - r - row * r * 1.75;
      parts.push(circle(cx, cy, r, C.wood, { stroke: C.bark, "stroke-width": r * 0.16 }));
      parts.push(circle(cx, cy, r * 0.55, "none", { stroke: C.woodRing, "stroke-width": r * 0.06, opacity: 0.6 }));
      parts.push(circle(cx, cy, r * 0.2, "none", { stroke: C.woodRing, "stroke-width": r * 0.06, opacity: 0.6 }));
    }
  }
  return g(parts);
}

/** A heap of cut brush: tangled sticks with leafy bits. */
export function brushPile(x: number, y: number, w: number, h: number, seed: number, leafy = true): string {
  const r = new Rng(seed);
  let sticks = "";
  for (let i = 0; i < 16; i++) {
    const a: Pt = [x + r.range(-0.5, 0.5) * w, y - r.range(0, 0.5) * h];
    const b: Pt = [a[0] + r.range(-0.4, 0.4) * w, a[1] - r.range(0.1, 0.6) * h];
    sticks += `M${n(a[0])} ${n(a[1])}L${n(b[0])} ${n(b[1])}`;
  }
  let leaves = "";
  let lit = "";
  for (let i = 0; i < 7; i++) {
    const lx = x + r.range(-0.42, 0.42) * w;
    const ly = y - r.range(0.2, 0.75) * h;
    leaves += blob(lx, ly, w * 0.14, h * 0.2, r, 8);
    lit += blob(lx - w * 0.03, ly - h * 0.06, w * 0.07, h * 0.09, r, 6);
  }
  // Green cuttings, or the dry olive-brown of brush windrows on a cleared lot.
  const tones = leafy ? [C.forest, C.forestMid, C.leafLight] : ["#5f5a34", "#7d7540", "#a39a5a"];
  return g([
    shadow(x, y, w * 0.6, h * 0.12),
    path(blob(x, y - h * 0.35, w * 0.5, h * 0.4, r, 10, 0.7), tones[0]!),
    path(leaves, tones[1]!),
    path(lit, tones[2]!, { opacity: 0.8 }),
    path(sticks, "none", {
      stroke: leafy ? C.barkLight : "#c8b48a",
      "stroke-width": Math.max(2, h * 0.035),
      "stroke-linecap": "round",
    }),
  ]);
}

/** A safety cone. */
export function cone(x: number, y: number, s: number): string {
  return g(
    [
      shadow(0, 0, 18, 4),
      rect(-16, -4, 32, 5, C.dark, { rx: 2 }),
      path("M-11 -4L-3 -40L3 -40L11 -4Z", C.cone),
      path("M-8.5 -14L8.5 -14L7 -20L-7 -20Z", C.reflect),
      path("M-5.5 -27L5.5 -27L4.5 -32L-4.5 -32Z", C.reflect),
    ],
    { x, y, s },
  );
}

/** Slanted rain streaks over an area. */
export function rain(w: number, h: number, seed: number, count = 140, color = "#dfe8ee"): string {
  const r = new Rng(seed);
  let d = "";
  for (let i = 0; i < count; i++) {
    const x = r.range(-50, w);
    const y = r.range(0, h);
    const length = r.range(18, 38);
    d += `M${n(x)} ${n(y)}l${n(length * 0.3)} ${n(length)}`;
  }
  return path(d, "none", { stroke: color, "stroke-width": 2, opacity: 0.45, "stroke-linecap": "round" });
}

/** Scattered wood chips: short flecks `size` px long, in a few colours. */
export function chips(
  x: number,
  y: number,
  w: number,
  h: number,
  seed: number,
  count = 40,
  colors: readonly string[] = [C.wood, C.woodDark, C.mulchLight],
  size = 7,
): string {
  const r = new Rng(seed);
  const byColor = colors.map(() => "");
  for (let i = 0; i < count; i++) {
    const cx = x + r.range(-0.5, 0.5) * w;
    const cy = y + r.range(-0.5, 0.5) * h;
    const length = r.range(0.5, 1) * size;
    const a = r.range(-0.6, 0.6);
    byColor[i % colors.length] += `M${n(cx)} ${n(cy)}l${n(Math.cos(a) * length)} ${n(Math.sin(a) * length)}`;
  }
  return byColor
    .map((d, i) =>
      path(d, "none", { stroke: colors[i]!, "stroke-width": n(Math.max(2, size * 0.4)), "stroke-linecap": "round" }),
    )
    .join("");
}

/** A ring of mulch around a trunk seen slightly from above, with a neat edge cut into the lawn. */
export function mulchRing(x: number, y: number, rx: number, seed: number): string {
  const ry = rx * 0.3;
  return g([
    ellipse(x, y + ry * 0.12, rx * 1.04, ry * 1.1, C.soilDark, { opacity: 0.6 }),
    ellipse(x, y, rx, ry, C.mulch),
    chips(
      x,
      y,
      rx * 1.5,
      ry * 1.3,
      seed,
      Math.round(rx / 2.5),
      [C.mulchLight, "#5d3620", "#b07a48"],
      Math.max(5, rx / 25),
    ),
    ellipse(x, y - ry * 0.2, rx * 0.45, ry * 0.4, C.mulchLight, { opacity: 0.35 }),
  ]);
}
