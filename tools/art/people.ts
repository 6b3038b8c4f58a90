/** Crew members as simple figures (hard hat, hi-vis vest, gloves) built on a tiny skeleton, and their hand tools. */
import { C, circle, el, f3, g, line, n, path, type Pt, polygon, rect, SKIN } from "./svg.ts";

/** Joint angles in degrees. Limbs: 0 points straight down, 90 forward (+x), 180 straight up. */
export interface Pose {
  /** Forward lean of the torso. */
  lean: number;
  backLeg: [hip: number, knee: number];
  frontLeg: [hip: number, knee: number];
  backArm: [shoulder: number, elbow: number];
  frontArm: [shoulder: number, elbow: number];
}

export const POSES = {
  stand: { lean: 0, backLeg: [-4, 0], frontLeg: [5, 3], backArm: [-8, 8], frontArm: [10, 12] },
  walk: { lean: 4, backLeg: [-22, 10], frontLeg: [20, 6], backArm: [25, 20], frontArm: [-15, 15] },
  point: { lean: -2, backLeg: [-6, 0], frontLeg: [8, 4], backArm: [-6, 10], frontArm: [115, 5] },
  wave: { lean: 0, backLeg: [-5, 0], frontLeg: [6, 3], backArm: [-6, 10], frontArm: [140, 40] },
  saw: { lean: 22, backLeg: [-14, 25], frontLeg: [32, 40], backArm: [55, 25], frontArm: [62, 18] },
  rake: { lean: 14, backLeg: [-12, 8], frontLeg: [16, 10], backArm: [50, 25], frontArm: [30, 40] },
  carry: { lean: -4, backLeg: [-14, 6], frontLeg: [14, 6], backArm: [55, 70], frontArm: [60, 70] },
  trim: { lean: 8, backLeg: [-10, 4], frontLeg: [14, 8], backArm: [70, 12], frontArm: [78, 6] },
  clipboard: { lean: 0, backLeg: [-4, 0], frontLeg: [6, 3], backArm: [30, 70], frontArm: [20, 80] },
  kneel: { lean: 18, backLeg: [8, 100], frontLeg: [85, 85], backArm: [40, 30], frontArm: [55, 20] },
  push: { lean: 26, backLeg: [-25, 12], frontLeg: [18, 16], backArm: [70, 5], frontArm: [75, 0] },
  climb: { lean: -8, backLeg: [45, 70], frontLeg: [70, 80], backArm: [150, 20], frontArm: [120, 40] },
  reach: { lean: 4, backLeg: [-6, 0], frontLeg: [6, 2], backArm: [120, 10], frontArm: [135, 5] },
  feed: { lean: 30, backLeg: [-20, 10], frontLeg: [24, 20], backArm: [80, 10], frontArm: [85, 5] },
} satisfies Record<string, Pose>;

export interface Hands {
  back: Pt;
  front: Pt;
  /** Where the shoulders are, for tools that rest on them. */
  shoulder: Pt;
}

export interface PersonOptions {
  pose: Pose;
  /** Height in px (a figure is 100 units tall). */
  height: number;
  flip?: boolean;
  vest?: string;
  shirt?: string;
  hat?: string;
  skin?: number;
  /** Drawn in the figure's own units, between the body and the front arm. */
  tool?: (hands: Hands) => string;
  /** Keep the hip where it is instead of standing the lowest joint on y = 0 (climbers, bucket workers). */
  free?: boolean;
}

const dir = (angle: number, length: number): Pt => [
  Math.sin((angle * Math.PI) / 180) * length,
  Math.cos((angle * Math.PI) / 180) * length,
];
const add = (a: Pt, b: Pt): Pt => [a[0] + b[0], a[1] + b[1]];

/** A crew member standing with feet at (x, y), facing right (or left with `flip`). */
export function person(x: number, y: number, o: PersonOptions): string {
  const p = o.pose;
  const hip: Pt = [0, -50];
  const shoulder = add(hip, dir(180 - p.lean, 31));
  const head = add(shoulder, dir(180 - p.lean * 0.7, 12));
  const leg = ([hipAngle, knee]: [number, number]) => {
    const kneeAt = add(hip, dir(hipAngle, 24));
    return [hip, kneeAt, add(kneeAt, dir(hipAngle - knee, 24))] as const;
  };
  const arm = ([shoulderAngle, elbow]: [number, number]) => {
    const elbowAt = add(shoulder, dir(shoulderAngle + p.lean * 0.5, 16));
    return [shoulder, elbowAt, add(elbowAt, dir(shoulderAngle + elbow + p.lean * 0.5, 15))] as const;
  };
  const back = leg(p.backLeg);
  const front = leg(p.frontLeg);
  const backArm = arm(p.backArm);
  const frontArm = arm(p.frontArm);
  // Stand the lowest point on the ground unless the figure hangs in a tree or stands in a bucket.
  const lowest = Math.max(back[2][1], front[2][1], back[1][1] + 4, front[1][1] + 4);
  const lift = o.free ? 0 : -lowest - 3;

  const skin = SKIN[(o.skin ?? 0) % SKIN.length]!;
  const vest = o.vest ?? C.orange;
  const shirt = o.shirt ?? C.forestMid;
  const hat = o.hat ?? C.white;
  const boot = (ankle: Pt, angle: number) => {
    const toe = add(ankle, dir(angle + 90, 9));
    return line([add(ankle, [-2, 1]), toe], "#3a2b20", 7);
  };
  const limb = (points: readonly Pt[], color: string, width: number) =>
    line([...points], color, width, { "stroke-linejoin": "round" });
  const side = (from: Pt, to: Pt, half: number): [Pt, Pt] => {
    const dx = to[0] - from[0];
    const dy = to[1] - from[1];
    const length = Math.hypot(dx, dy);
    const nx = (-dy / length) * half;
    const ny = (dx / length) * half;
    return [
      [from[0] + nx, from[1] + ny],
      [from[0] - nx, from[1] - ny],
    ];
  };
  const [hipA, hipB] = side(hip, shoulder, 7.5);
  const [shA, shB] = side(shoulder, hip, 8.5);
  const torso = polygon([hipA, hipB, shA, shB]);
  const stripe = (t: number) => {
    const a: Pt = [hipA[0] + (shB[0] - hipA[0]) * t, hipA[1] + (shB[1] - hipA[1]) * t];
    const b: Pt = [hipB[0] + (shA[0] - hipB[0]) * t, hipB[1] + (shA[1] - hipB[1]) * t];
    return `M${n(a[0])} ${n(a[1])}L${n(b[0])} ${n(b[1])}`;
  };
  const tilt = p.lean * 0.7;
  const parts = [
    limb(backArm, darken(shirt), 6.5),
    circle(backArm[2][0], backArm[2][1], 3.3, "#b8913f"),
    limb(back, "#222b37", 9.5),
    boot(back[2], p.backLeg[0] - p.backLeg[1]),
    path(torso, shirt, { stroke: shirt, "stroke-width": 5, "stroke-linejoin": "round" }),
    path(torso, vest, { stroke: vest, "stroke-width": 3, "stroke-linejoin": "round" }),
    path(stripe(0.3) + stripe(0.62), "none", { stroke: C.reflect, "stroke-width": 2.6, opacity: 0.9 }),
    limb(front, C.navy, 9.5),
    boot(front[2], p.frontLeg[0] - p.frontLeg[1]),
    o.tool ? o.tool({ back: backArm[2], front: frontArm[2], shoulder }) : "",
    limb(frontArm, shirt, 6.5),
    circle(frontArm[2][0], frontArm[2][1], 3.3, "#c9a24a"),
    circle(head[0], head[1], 7, skin),
    g(
      [
        path("M-8.5 -1.5A8.5 8.5 0 0 1 8.5 -1.5Z", hat),
        rect(-9.5, -2.5, 22, 2.6, hat, { rx: 1.2 }),
        path("M-1 -9.5L1.2 -9.5L1.4 -2.5L-1.2 -2.5Z", "#000000", { opacity: 0.1 }),
      ],
      undefined,
      { transform: `translate(${n(head[0])} ${n(head[1] - 1.5)}) rotate(${n(tilt)})` },
    ),
  ];
  const s = o.height / 100;
  return g(parts, undefined, {
    transform: `translate(${n(x)} ${n(y)}) scale(${f3(o.flip ? -s : s)} ${f3(s)})${lift ? ` translate(0 ${n(lift)})` : ""}`,
  });
}

function darken(color: string): string {
  const value = parseInt(color.slice(1), 16);
  const channel = (shift: number) => Math.round(((value >> shift) & 255) * 0.78);
  return `#${((channel(16) << 16) | (channel(8) << 8) | channel(0)).toString(16).padStart(6, "0")}`;
}

/** A chainsaw held at `at`, bar pointing along `angle` (degrees, 0 = forward). */
export function chainsaw(at: Pt, angle = 0, size = 1): string {
  return g(
    [
      rect(-8, -7, 18, 12, C.orange, { rx: 3 }),
      rect(-6, -9, 10, 4, C.dark, { rx: 2 }),
      path("M10 -4L36 -3.5A2.5 2.5 0 0 1 36 1.5L10 2Z", C.steel, { stroke: C.steelDark, "stroke-width": 0.8 }),
      rect(-11, -3, 5, 6, C.dark, { rx: 1.5 }),
    ],
    undefined,
    { transform: `translate(${n(at[0])} ${n(at[1])}) rotate(${n(angle)}) scale(${f3(size)})` },
  );
}

/** A long pole saw from the hands toward `angle` (degrees, 0 = forward, -90 = up). */
export function poleSaw(at: Pt, angle: number, length: number): string {
  const rad = (angle * Math.PI) / 180;
  const tip: Pt = [at[0] + Math.cos(rad) * length, at[1] + Math.sin(rad) * length];
  const back: Pt = [at[0] - Math.cos(rad) * 12, at[1] - Math.sin(rad) * 12];
  return (
    line([back, tip], C.yellow, 3) +
    g(
      [path("M0 -1.5C6 -3 14 -3 20 2L19 4C13 0 6 1 0 2Z", C.steel, { stroke: C.steelDark, "stroke-width": 0.6 })],
      undefined,
      {
        transform: `translate(${n(tip[0])} ${n(tip[1])}) rotate(${n(angle)})`,
      },
    )
  );
}

/** A leaf rake held in both hands, head on the ground ahead. */
export function rake(at: Pt, ground: Pt): string {
  const angle = Math.atan2(ground[1] - at[1], ground[0] - at[0]);
  const deg = (angle * 180) / Math.PI;
  let tines = "";
  for (let i = -4; i <= 4; i++) tines += `M0 0L${n(14 * Math.cos(i * 0.16))} ${n(14 * Math.sin(i * 0.16))}`;
  return (
    line([[at[0] - Math.cos(angle) * 10, at[1] - Math.sin(angle) * 10], ground], "#b98a4e", 2.6) +
    g(path(tines, "none", { stroke: C.steelDark, "stroke-width": 1.2 }), undefined, {
      transform: `translate(${n(ground[0])} ${n(ground[1])}) rotate(${n(deg - 30)})`,
    })
  );
}

/** A gas hedge trimmer: motor at the hands, a long toothed blade ahead. */
export function hedgeTrimmer(at: Pt, angle = 0): string {
  let teeth = "";
  for (let x = 14; x < 44; x += 3)
    teeth += `M${x} -2.5L${x + 1.5} -4.5L${x + 3} -2.5M${x} 2.5L${x + 1.5} 4.5L${x + 3} 2.5`;
  return g(
    [
      rect(-8, -6, 20, 12, C.orange, { rx: 4 }),
      path("M-6 -6Q2 -14 10 -6", "none", { stroke: C.dark, "stroke-width": 2.2 }),
      rect(12, -2.5, 32, 5, C.steel, { rx: 1.5 }),
      path(teeth, "none", { stroke: C.steelDark, "stroke-width": 0.9 }),
    ],
    undefined,
    { transform: `translate(${n(at[0])} ${n(at[1])}) rotate(${n(angle)})` },
  );
}

/** A clipboard with a sheet (lines only, no writing). */
export function clipboard(at: Pt, angle = -10): string {
  return g(
    [
      rect(-2, -16, 17, 22, "#9c7447", { rx: 1.5 }),
      rect(0, -14, 13, 18, "#fbfaf5"),
      rect(4, -18, 5, 4, C.steelDark, { rx: 1 }),
      path("M2 -9H11M2 -5.5H11M2 -2H8M2 1.5H10", "none", { stroke: "#9fb3a7", "stroke-width": 1 }),
    ],
    undefined,
    { transform: `translate(${n(at[0])} ${n(at[1])}) rotate(${n(angle)})` },
  );
}

/** Long-handled loppers, jaws open. */
export function loppers(at: Pt, angle: number): string {
  return g(
    [
      line(
        [
          [-6, 2],
          [26, 0],
        ],
        C.orange,
        3,
      ),
      line(
        [
          [-6, -2],
          [26, -1],
        ],
        C.orangeDark,
        3,
      ),
      path("M26 -1L38 -7L37 -3L28 0Z", C.steel),
      path("M26 0L38 5L37 1L28 -1Z", C.steelDark),
    ],
    undefined,
    { transform: `translate(${n(at[0])} ${n(at[1])}) rotate(${n(angle)})` },
  );
}

/** A leafy cut branch carried or dragged from the hand. */
export function cutBranch(at: Pt, angle: number, length: number): string {
  return g(
    [
      line(
        [
          [0, 0],
          [length, 0],
        ],
        C.barkLight,
        3,
      ),
      line(
        [
          [length * 0.5, 0],
          [length * 0.75, -10],
        ],
        C.barkLight,
        2,
      ),
      el("ellipse", { cx: length * 0.9, cy: -2, rx: length * 0.22, ry: 9, fill: C.leaf }),
      el("ellipse", { cx: length * 0.75, cy: -12, rx: length * 0.14, ry: 7, fill: C.leafLight }),
      el("ellipse", { cx: length * 1.02, cy: 4, rx: length * 0.12, ry: 6, fill: C.forestMid }),
    ],
    undefined,
    { transform: `translate(${n(at[0])} ${n(at[1])}) rotate(${n(angle)})` },
  );
}
