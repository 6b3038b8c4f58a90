/** Whole illustrations: each function returns the body of one SVG, composed from the pieces in this folder. */
import { house, fence, office } from "./buildings.ts";
import {
  bucketTruck,
  chipper,
  chipTruck,
  craneTruck,
  mulcher,
  pickup,
  riggedLog,
  stumpGrinder,
  treeMark,
  type Place,
} from "./machines.ts";
import {
  brushPile,
  chips,
  cone,
  crapeMyrtle,
  type Canopy,
  fallenFrond,
  farTree,
  foliage,
  grassTufts,
  hedge,
  hills,
  lawn,
  log,
  logPile,
  mulchRing,
  oak,
  OAK_TONES,
  OAK_TONES_DUSK,
  palm,
  pine,
  rain,
  shadow,
  sky,
  type SkyKind,
  spanishMoss,
  stump,
  treeline,
} from "./nature.ts";
import { chainsaw, clipboard, cutBranch, hedgeTrimmer, loppers, person, poleSaw, POSES, rake } from "./people.ts";
import { C, circle, el, g, line, n, path, type Pt, rect, Rng, taper } from "./svg.ts";

export interface Backdrop {
  w: number;
  h: number;
  /** Where the lawn meets the hills. */
  horizon: number;
  sky: SkyKind;
  sun: Pt | null;
  seed: number;
  stripes?: number;
  clouds?: number;
  /** A row of distant pines and oaks on the far hill. */
  distantTrees?: boolean;
  ground?: string;
}

const DARK_SKIES: SkyKind[] = ["dusk", "storm"];

/** Sky, two ranges of hazy hills with a tree line, and the lawn. */
export function backdrop(b: Backdrop): string {
  const dark = DARK_SKIES.includes(b.sky);
  const far = dark ? "#5f7268" : "#a7c79a";
  const line1 = dark ? "#4c6455" : "#8fb98a";
  const near = dark ? "#44633f" : "#7fb36e";
  const parts = [
    sky(b.w, b.h, b.sky, b.sun, b.seed, b.clouds ?? 3),
    hills(b.w, b.horizon - b.h * 0.1, b.h * 0.03, far, b.seed + 1, b.h),
    treeline(b.w, b.horizon - b.h * 0.085, b.h * 0.045, line1, b.seed + 2, b.horizon),
  ];
  if (b.distantTrees) {
    const r = new Rng(b.seed + 3);
    for (let x = r.range(20, 120); x < b.w; x += r.range(140, 320)) {
      const y = b.horizon - b.h * 0.03;
      const kind = r.next() < 0.5 ? "pine" : "oak";
      const height = b.h * (kind === "pine" ? r.range(0.17, 0.25) : r.range(0.12, 0.16));
      parts.push(farTree(x, y, height, kind, dark ? ["#3f5a48", "#4d6a55"] : ["#86b083", "#9cc293"], Math.floor(x)));
    }
  }
  parts.push(
    rect(0, b.horizon - b.h * 0.2, b.w, b.h * 0.2, "url(#haze)", { opacity: dark ? 0.25 : 0.8 }),
    hills(b.w, b.horizon - b.h * 0.025, b.h * 0.012, near, b.seed + 4, b.h),
    lawn(b.w, b.h, b.horizon, b.stripes ?? 0, b.ground ?? (dark ? "url(#lawn-dusk)" : "url(#lawn)")),
  );
  return parts.join("");
}

/** Position in a machine's own units for a point in the picture. */
function local(place: Place, x: number, y: number): Pt {
  return [((x - place.x) / place.s) * (place.flip ? -1 : 1), (y - place.y) / place.s];
}

/** A soft dark frame that pulls the eye to the middle. */
const vignette = (w: number, h: number) => rect(0, 0, w, h, "url(#vignette)");

/** A street with a curb along the bottom of the picture. */
function street(w: number, y: number, h: number): string {
  return (
    rect(0, y, w, h - y, C.road) +
    rect(0, y - 8, w, 12, C.concrete) +
    path(`M0 ${n(y + (h - y) * 0.55)}H${w}`, "none", {
      stroke: "#e9e4d4",
      "stroke-width": 6,
      "stroke-dasharray": "60 50",
      opacity: 0.8,
    })
  );
}

// ---------------------------------------------------------------- heroes

/** Home: a bucket truck crew trimming a big live oak beside a Florida home. */
export function heroHome(w: number, h: number): string {
  const horizon = 690;
  const truck: Place = { x: 660, y: 935, s: 0.92 };
  const bucket = local(truck, 985, 360);
  return [
    backdrop({ w, h, horizon, sky: "day", sun: [250, 170], seed: 11, stripes: 7, distantTrees: true }),
    house(880, 800, { w: 640 }),
    hedge(860, 812, 160, 60, 3, true),
    hedge(1180, 815, 230, 52, 4),
    palm(1530, 830, { h: 560, seed: 6 }),
    crapeMyrtle(1380, 820, { w: 180, h: 230, seed: 7 }),
    oak(520, 860, { w: 980, h: 760, seed: 21, moss: true }),
    brushPile(340, 880, 190, 80, 5),
    street(w, 890, h),
    bucketTruck({
      ...truck,
      bucket,
      rider: (at) =>
        person(at[0] - 4, at[1], {
          pose: POSES.reach,
          height: 112,
          free: true,
          tool: (hd) => poleSaw(hd.front, -125, 150),
        }),
    }),
    person(250, 905, { pose: POSES.rake, height: 150, skin: 2, vest: C.hivis, tool: (hd) => rake(hd.front, [60, -3]) }),
    person(470, 912, {
      pose: POSES.carry,
      height: 150,
      skin: 1,
      hat: C.orange,
      tool: (hd) => cutBranch(hd.front, -8, 60),
    }),
    cone(150, 960, 1.5),
    cone(1340, 965, 1.5),
    cone(1480, 972, 1.5),
    vignette(w, h),
  ].join("");
}

/** About: the crew lined up in front of the fleet. */
export function heroAbout(w: number, h: number): string {
  const horizon = 620;
  const yard = 800;
  return [
    backdrop({ w, h, horizon, sky: "gold", sun: [1320, 190], seed: 31 }),
    pine(120, 700, { h: 520, seed: 4 }),
    oak(330, 720, { w: 560, h: 430, seed: 5, moss: true }),
    pine(1500, 690, { h: 560, seed: 8 }),
    oak(1280, 715, { w: 520, h: 400, seed: 9 }),
    rect(0, 740, w, h - 740, "#cdbb98"),
    rect(0, 740, w, 10, "#b9a47c"),
    path("M0 800Q800 780 1600 800M0 900Q800 870 1600 900", "none", {
      stroke: "#b9a47c",
      "stroke-width": 10,
      opacity: 0.5,
    }),
    craneTruck({ x: 30, y: yard, s: 0.62, angle: 12, reach: 300, drop: 0 }),
    bucketTruck({ x: 450, y: yard, s: 0.62, bucket: [520, -262] }),
    chipper({ x: 940, y: yard, s: 0.6 }),
    chipTruck({ x: 1080, y: yard, s: 0.62 }),
    stumpGrinder({ x: 1510, y: yard + 20, s: 0.5, flip: true }),
    person(560, 975, { pose: POSES.stand, height: 215, skin: 0 }),
    person(690, 982, { pose: POSES.clipboard, height: 210, skin: 2, vest: C.hivis, tool: (hd) => clipboard(hd.front) }),
    person(820, 976, { pose: POSES.wave, height: 220, skin: 1, hat: C.orange, flip: true }),
    person(950, 980, {
      pose: POSES.stand,
      height: 212,
      skin: 3,
      vest: C.hivis,
      flip: true,
      tool: (hd) => chainsaw(hd.back, 80, 0.9),
    }),
    person(1075, 978, { pose: POSES.stand, height: 206, skin: 4, hat: C.yellow, flip: true }),
    vignette(w, h),
  ].join("");
}

/** Contact: the office and equipment yard, trucks parked, a crew member waving by the door. */
export function heroContact(w: number, h: number): string {
  const horizon = 640;
  return [
    backdrop({ w, h, horizon, sky: "clear", sun: [1380, 160], seed: 41, distantTrees: true }),
    oak(1330, 720, { w: 560, h: 440, seed: 12, moss: true }),
    fence(880, 1600, 850, 70),
    palm(70, 860, { h: 560, seed: 13 }),
    office(130, 860, 700),
    palm(880, 860, { h: 520, seed: 14, lean: 20 }),
    rect(0, 860, w, h - 860, "#d8d2c4"),
    path("M0 860H1600", "none", { stroke: "#bfb7a6", "stroke-width": 6 }),
    path("M980 920H1560M980 990H1560", "none", { stroke: C.white, "stroke-width": 5, opacity: 0.7 }),
    hedge(140, 872, 190, 48, 2),
    hedge(400, 872, 110, 54, 5, true),
    person(700, 975, { pose: POSES.wave, height: 190, skin: 1, hat: C.orange }),
    pickup({ x: 900, y: 985, s: 0.72 }),
    bucketTruck({ x: 1200, y: 960, s: 0.6, bucket: [540, -250] }),
    vignette(w, h),
  ].join("");
}

// ---------------------------------------------------------------- services

/** Tree removal: a crane lifts a cut section off the top of a tall tree beside a home while a climber works. */
export function serviceRemoval(w: number, h: number): string {
  const horizon = 680;
  const trunkX = 520;
  return [
    backdrop({ w, h, horizon, sky: "day", sun: [1350, 200], seed: 51, distantTrees: true }),
    house(40, 790, { w: 560, garage: false }),
    // The tree being dismantled: a tall trunk, one limb left, the top section already on the hook.
    path(`M${trunkX - 36} 880L${trunkX - 22} 330L${trunkX + 22} 330L${trunkX + 38} 880Z`, C.bark),
    path(`M${trunkX + 4} 880L${trunkX + 6} 330L${trunkX + 22} 330L${trunkX + 38} 880Z`, C.barkDark, { opacity: 0.4 }),
    el("ellipse", { cx: trunkX, cy: 330, rx: 22, ry: 7, fill: C.wood }),
    path(`M${trunkX - 10} 600Q${trunkX - 100} 560 ${trunkX - 170} 480`, "none", {
      stroke: C.bark,
      "stroke-width": 14,
      "stroke-linecap": "round",
    }),
    oak(trunkX - 185, 570, { w: 190, h: 170, seed: 4, sparse: true }),
    el("ellipse", { cx: trunkX + 16, cy: 520, rx: 10, ry: 14, fill: C.wood }),
    line(
      [
        [trunkX + 26, 335],
        [trunkX + 26, 880],
      ],
      C.orange,
      2,
    ),
    person(trunkX + 30, 470, {
      pose: POSES.climb,
      height: 120,
      free: true,
      flip: true,
      tool: (hd) => chainsaw(hd.front, -40, 0.9),
    }),
    street(w, 900, h),
    craneTruck({ x: 640, y: 930, s: 0.9, angle: 58.6, reach: 605, drop: 70, load: riggedLog(200, 34, -6) }),
    logPile(250, 930, 26, 3),
    person(140, 960, { pose: POSES.point, height: 160, skin: 2, vest: C.hivis }),
    cone(410, 975, 1.5),
    cone(1520, 975, 1.5),
    vignette(w, h),
  ].join("");
}

/** Tree removal, second scene: the tree is down, bucked into logs, a sawyer cuts the last round. */
export function removalDetail(w: number, h: number): string {
  const horizon = 560;
  return [
    backdrop({ w, h, horizon, sky: "clear", sun: [200, 150], seed: 52, distantTrees: true, stripes: 5 }),
    pine(1040, 620, { h: 470, seed: 7 }),
    oak(180, 600, { w: 420, h: 330, seed: 8, moss: true }),
    stump(560, 720, 70, 2),
    log(200, 800, 240, 42, -4),
    log(600, 840, 220, 40, 3),
    logPile(980, 840, 34, 3),
    brushPile(780, 720, 260, 110, 9),
    person(470, 865, { pose: POSES.saw, height: 190, skin: 1, tool: (hd) => chainsaw(hd.front, 35, 1.1) }),
    chips(520, 852, 90, 30, 3, 18),
    person(1100, 850, {
      pose: POSES.carry,
      height: 180,
      skin: 3,
      vest: C.hivis,
      flip: true,
      tool: (hd) => cutBranch(hd.front, -10, 55),
    }),
    cone(90, 860, 1.6),
    vignette(w, h),
  ].join("");
}

/** Trimming: bucket truck on a street thinning a live oak and a crape myrtle. */
export function serviceTrimming(w: number, h: number): string {
  const horizon = 660;
  const truck: Place = { x: 1380, y: 930, s: 0.9, flip: true };
  const bucket = local(truck, 820, 330);
  return [
    backdrop({ w, h, horizon, sky: "gold", sun: [1300, 180], seed: 61, distantTrees: true, stripes: 6 }),
    oak(620, 840, { w: 940, h: 700, seed: 62, moss: true }),
    crapeMyrtle(1180, 850, { w: 260, h: 320, seed: 63 }),
    palm(120, 860, { h: 520, seed: 64, trimmed: true }),
    brushPile(330, 875, 200, 70, 6),
    street(w, 890, h),
    bucketTruck({
      ...truck,
      bucket,
      rider: (at) =>
        person(at[0], at[1], {
          pose: POSES.reach,
          height: 112,
          free: true,
          tool: (hd) => poleSaw(hd.front, -110, 140),
        }),
    }),
    person(470, 910, {
      pose: POSES.walk,
      height: 150,
      skin: 4,
      vest: C.hivis,
      tool: (hd) => cutBranch(hd.back, 170, 70),
    }),
    cone(240, 965, 1.5),
    cone(620, 968, 1.5),
    vignette(w, h),
  ].join("");
}

/** Trimming, second scene: before and after, side by side: overgrown over the roof, then thinned and raised. */
export function trimmingDetail(w: number, h: number): string {
  const half = w / 2;
  const horizon = 600;
  const before = g([
    house(230, 770, { w: 340, garage: false }),
    oak(200, 800, { w: 560, h: 560, seed: 72, tones: [C.forestDeep, C.forest, C.forestMid, C.leaf] }),
    // Dead and crossing limbs, and a limb resting on the roof.
    path("M110 330L40 250M300 300L360 230M60 420L-10 400M330 470L470 560", "none", {
      stroke: "#8a6a4a",
      "stroke-width": 8,
      "stroke-linecap": "round",
    }),
    hedge(420, 785, 150, 40, 3),
  ]);
  const after = g(
    [
      house(230, 770, { w: 340, garage: false }),
      oak(170, 800, { w: 400, h: 600, seed: 71, moss: true }),
      hedge(420, 785, 150, 40, 3),
      brushPile(470, 850, 150, 60, 4),
    ],
    { x: half },
  );
  return [
    backdrop({ w, h, horizon, sky: "day", sun: [600, 140], seed: 73, stripes: 4 }),
    // Each scene stays on its own side of the divider.
    el("clipPath", { id: "left-half" }, rect(0, 0, half, h, "#000")),
    el("clipPath", { id: "right-half" }, rect(half, 0, half, h, "#000")),
    g(before, undefined, { "clip-path": "url(#left-half)" }),
    g(after, undefined, { "clip-path": "url(#right-half)" }),
    rect(half - 5, 0, 10, h, C.white),
    circle(half, h * 0.46, 44, C.forest, { stroke: C.white, "stroke-width": 8 }),
    path(`M${half - 12} ${h * 0.46 - 20}L${half + 14} ${h * 0.46}L${half - 12} ${h * 0.46 + 20}`, "none", {
      stroke: C.white,
      "stroke-width": 10,
      "stroke-linecap": "round",
      "stroke-linejoin": "round",
    }),
    vignette(w, h),
  ].join("");
}

/** Stump grinding: the grinder chews a big stump in a back yard, chips flying. */
export function serviceStump(w: number, h: number): string {
  const horizon = 600;
  return [
    backdrop({ w, h, horizon, sky: "day", sun: [1340, 170], seed: 81, distantTrees: true, stripes: 5 }),
    fence(0, w, 720, 90),
    palm(1380, 760, { h: 460, seed: 82 }),
    oak(230, 740, { w: 520, h: 420, seed: 83, moss: true }),
    crapeMyrtle(1150, 750, { w: 200, h: 250, seed: 84 }),
    el("ellipse", { cx: 880, cy: 905, rx: 330, ry: 55, fill: C.soil, opacity: 0.85 }),
    chips(880, 900, 560, 70, 5, 80),
    stump(960, 900, 95, 5),
    stumpGrinder({ x: 640, y: 930, s: 1.15 }),
    chips(1000, 760, 260, 160, 6, 46),
    person(440, 950, { pose: POSES.push, height: 190, skin: 2 }),
    logPile(1380, 930, 28, 2),
    vignette(w, h),
  ].join("");
}

/** Stump grinding, second scene: three steps in a soil cut-away: the stump and roots, grinding, new lawn. */
export function stumpDetail(w: number, h: number): string {
  const ground = 600;
  const step = w / 3;
  const arrow = (x: number) =>
    circle(x, ground - 130, 34, C.white, { opacity: 0.9 }) +
    path(`M${x - 8} ${ground - 146}L${x + 10} ${ground - 130}L${x - 8} ${ground - 114}`, "none", {
      stroke: C.forest,
      "stroke-width": 9,
      "stroke-linecap": "round",
      "stroke-linejoin": "round",
    });
  const roots = (cx: number) =>
    path(
      `M${cx - 50} ${ground + 20}Q${cx - 130} ${ground + 70} ${cx - 170} ${ground + 170}M${cx + 50} ${ground + 20}Q${cx + 140} ${ground + 60} ${cx + 175} ${ground + 150}M${cx - 10} ${ground + 30}Q${cx - 20} ${ground + 120} ${cx + 10} ${ground + 210}`,
      "none",
      { stroke: "#d2ad7c", "stroke-width": 12, "stroke-linecap": "round" },
    );
  return [
    backdrop({ w, h, horizon: ground - 40, sky: "day", sun: [1000, 120], seed: 171, distantTrees: true }),
    // Soil cut-away.
    rect(0, ground, w, h - ground, "#7a5436"),
    rect(0, ground + 150, w, h - ground - 150, "#8d6846"),
    rect(0, ground - 6, w, 20, C.grassDark),
    // 1: the stump with its roots.
    roots(step * 0.5),
    stump(step * 0.5, ground + 6, 80, 11),
    arrow(step),
    // 2: the grinder takes it below grade; chips pile up.
    roots(step * 1.5),
    el("ellipse", { cx: step * 1.5, cy: ground + 14, rx: 120, ry: 26, fill: C.soilDark }),
    path(
      `M${step * 1.5 - 150} ${ground + 8}Q${step * 1.5 - 20} ${ground - 70} ${step * 1.5 + 130} ${ground + 8}Z`,
      C.woodDark,
    ),
    chips(step * 1.5, ground - 14, 240, 40, 13, 70, [C.wood, C.mulchLight, "#d8b07c"], 9),
    stumpGrinder({ x: step * 1.5 - 140, y: ground + 2, s: 0.8 }),
    chips(step * 1.5 + 40, ground - 90, 120, 90, 14, 26, [C.wood, C.mulchLight], 9),
    arrow(step * 2),
    // 3: level soil, new sod and a young tree; the old roots rot away underground.
    path(
      `M${step * 2.5 - 120} ${ground + 40}Q${step * 2.5 - 150} ${ground + 100} ${step * 2.5 - 170} ${ground + 170}`,
      "none",
      {
        stroke: "#b89066",
        "stroke-width": 10,
        "stroke-linecap": "round",
        "stroke-dasharray": "16 14",
      },
    ),
    rect(step * 2 + 40, ground - 8, step - 80, 18, C.grass, { rx: 6 }),
    crapeMyrtle(step * 2.5 + 10, ground + 4, { w: 150, h: 210, seed: 15, bloom: 12 }),
    grassTufts(step * 2 + 50, w - 40, ground + 2, 8, 16, C.grassDeep),
    path(`M${step} ${ground + 30}V${h}M${step * 2} ${ground + 30}V${h}`, "none", {
      stroke: "#5b3d26",
      "stroke-width": 3,
      opacity: 0.5,
    }),
  ].join("");
}

/** Emergency: at dusk in the rain, an oak has come down on a house; crew and truck with beacons and work light. */
export function serviceEmergency(w: number, h: number): string {
  const horizon = 660;
  const bolt = "M1220 80L1180 200L1215 200L1170 330L1260 170L1222 170L1258 80Z";
  return [
    backdrop({ w, h, horizon, sky: "dusk", sun: null, seed: 91, clouds: 6 }),
    path(bolt, "#fff4c2", { opacity: 0.9 }),
    house(380, 820, { w: 700 }),
    palm(1330, 830, { h: 480, seed: 92, lean: 60, tones: ["#1f4a2a", "#2d5e36", "#3b7040"] }),
    // The fallen oak: root plate torn up at left, crown across the roof.
    el("ellipse", { cx: 300, cy: 790, rx: 55, ry: 95, fill: C.soilDark }),
    g(oak(300, 820, { w: 640, h: 620, seed: 93, tones: OAK_TONES_DUSK }), undefined, {
      transform: "rotate(68 300 820)",
    }),
    path("M0 640L600 960L0 960Z", "#fff3b0", { opacity: 0.12 }),
    street(w, 880, h),
    bucketTruck({ x: 900, y: 950, s: 0.8, bucket: [180, -300] }),
    circle(1260, 772, 70, "#ffb21e", { opacity: 0.22 }),
    path("M1330 800L1600 700L1600 900Z", "#fff3b0", { opacity: 0.08 }),
    person(500, 945, { pose: POSES.saw, height: 160, skin: 2, vest: C.hivis, tool: (hd) => chainsaw(hd.front, 30) }),
    person(700, 950, { pose: POSES.point, height: 160, skin: 0, flip: true }),
    cone(120, 960, 1.5),
    cone(300, 970, 1.5),
    rain(w, h, 94, 170),
    rect(0, 0, w, h, "#0b1a2a", { opacity: 0.12 }),
    vignette(w, h),
  ].join("");
}

/** Emergency, second scene: the morning after, crew clears a trunk off the road under a clearing sky. */
export function emergencyDetail(w: number, h: number): string {
  const horizon = 560;
  return [
    backdrop({ w, h, horizon, sky: "after", sun: [980, 150], seed: 95, clouds: 4, distantTrees: true }),
    path("M980 150L700 560L820 560Z M980 150L1040 560L1160 560Z", "#fff6d6", { opacity: 0.18 }),
    pine(160, 640, { h: 430, seed: 96, lean: -30 }),
    palm(1080, 650, { h: 400, seed: 97, dead: 3 }),
    street(w, 700, h),
    brushPile(1040, 720, 280, 120, 99),
    log(210, 810, 560, 52, -3),
    path("M760 770L830 720M790 790L880 760", "none", { stroke: C.bark, "stroke-width": 14, "stroke-linecap": "round" }),
    person(400, 850, { pose: POSES.saw, height: 175, skin: 3, tool: (hd) => chainsaw(hd.front, 40, 1.1) }),
    chips(455, 830, 80, 30, 5, 16),
    person(930, 840, {
      pose: POSES.carry,
      height: 170,
      skin: 1,
      vest: C.hivis,
      flip: true,
      tool: (hd) => cutBranch(hd.front, -12, 55),
    }),
    cone(80, 860, 1.6),
    cone(640, 880, 1.6),
    cone(1140, 870, 1.6),
    vignette(w, h),
  ].join("");
}

/** Land clearing: a forestry mulcher clears scrub on a lot; pines are kept at the edge. */
export function serviceClearing(w: number, h: number): string {
  const horizon = 600;
  const r = new Rng(101);
  const scrub: string[] = [];
  for (let i = 0; i < 7; i++) {
    const x = 1090 + i * 75 + r.range(-20, 20);
    const y = 730 + r.range(0, 120);
    scrub.push(i % 3 === 0 ? palm(x, y, { h: 110, seed: i + 7 }) : hedge(x - 50, y, 110, r.range(70, 110), i, true));
  }
  return [
    backdrop({ w, h, horizon, sky: "day", sun: [300, 160], seed: 102, distantTrees: true }),
    pine(120, 700, { h: 560, seed: 103 }),
    pine(300, 690, { h: 500, seed: 104 }),
    pine(1260, 680, { h: 520, seed: 105 }),
    pine(1480, 700, { h: 580, seed: 106 }),
    path(`M0 700Q700 660 1000 690Q1080 760 1020 860Q1000 940 1130 ${h}L0 ${h}Z`, "url(#dirt)"),
    path("M60 950C400 860 700 830 1000 800M120 1000C450 900 760 870 1040 840", "none", {
      stroke: C.soilDark,
      "stroke-width": 14,
      opacity: 0.35,
      "stroke-dasharray": "18 10",
    }),
    chips(560, 880, 1000, 220, 21, 110, [C.wood, C.woodDark, C.mulchLight], 10),
    ...scrub,
    brushPile(420, 760, 300, 90, 22, false),
    mulcher({ x: 720, y: 890, s: 1.05 }),
    chips(1080, 820, 160, 120, 23, 40, undefined, 10),
    line(
      [
        [220, 900],
        [220, 820],
      ],
      "#d9c7a0",
      6,
    ),
    path("M220 822L256 832L220 842Z", C.orange),
    vignette(w, h),
  ].join("");
}

/** Land clearing, second scene: the cleared, graded lot ready to build, with windrows and a loader carrying logs. */
export function clearingDetail(w: number, h: number): string {
  const horizon = 520;
  return [
    backdrop({ w, h, horizon, sky: "gold", sun: [950, 170], seed: 111, distantTrees: true }),
    pine(80, 600, { h: 430, seed: 112 }),
    pine(1120, 610, { h: 460, seed: 113 }),
    rect(0, 560, w, h - 560, "url(#dirt)"),
    path("M0 600H1200M0 680H1200M0 790H1200", "none", { stroke: C.soilLight, "stroke-width": 6, opacity: 0.5 }),
    brushPile(250, 640, 420, 90, 114, false),
    brushPile(800, 650, 380, 80, 115, false),
    mulcher({ x: 520, y: 830, s: 0.95, flip: true }),
    logPile(980, 860, 30, 3),
    line(
      [
        [140, 860],
        [140, 760],
      ],
      "#d9c7a0",
      6,
    ),
    path("M140 762L178 772L140 782Z", C.orange),
    line(
      [
        [1120, 820],
        [1120, 730],
      ],
      "#d9c7a0",
      6,
    ),
    path("M1120 732L1158 742L1120 752Z", C.orange),
    path("M140 800L1120 780", "none", { stroke: C.orange, "stroke-width": 2, "stroke-dasharray": "10 8" }),
    vignette(w, h),
  ].join("");
}

/** Tree health: an arborist inspects a crape myrtle's bark with a colleague mulching the root zone. */
export function serviceHealth(w: number, h: number): string {
  const horizon = 640;
  return [
    backdrop({ w, h, horizon, sky: "clear", sun: [260, 150], seed: 121, distantTrees: true, stripes: 6 }),
    house(1020, 760, { w: 520 }),
    oak(620, 830, { w: 880, h: 700, seed: 122, moss: true }),
    mulchRing(620, 860, 300, 123),
    hedge(1120, 780, 180, 50, 5),
    person(760, 900, {
      pose: POSES.clipboard,
      height: 190,
      skin: 2,
      vest: C.hivis,
      flip: true,
      tool: (hd) => clipboard(hd.front),
    }),
    person(420, 900, { pose: POSES.kneel, height: 190, skin: 0 }),
    circle(1300, 880, 70, C.white, { stroke: C.forest, "stroke-width": 10, opacity: 0.95 }),
    leafMagnified(1300, 880, 60),
    line(
      [
        [1250, 930],
        [1200, 980],
      ],
      C.forest,
      18,
    ),
    palm(120, 860, { h: 460, seed: 124 }),
    vignette(w, h),
  ].join("");
}

/** A healthy leaf seen through a magnifier. */
function leafMagnified(x: number, y: number, r: number): string {
  return g(
    [
      path(
        `M${-r * 0.75} ${r * 0.3}Q${-r * 0.2} ${-r * 0.8} ${r * 0.7} ${-r * 0.45}Q${r * 0.3} ${r * 0.6} ${-r * 0.75} ${r * 0.3}Z`,
        C.leaf,
      ),
      path(
        `M${-r * 0.75} ${r * 0.3}Q0 0 ${r * 0.7} ${-r * 0.45}M${-r * 0.2} ${r * 0.05}l${r * 0.1} ${-r * 0.35}M${r * 0.15} ${-r * 0.12}l${r * 0.05} ${-r * 0.35}M${-r * 0.05} ${0}l${r * 0.25} ${r * 0.2}`,
        "none",
        {
          stroke: C.leafSun,
          "stroke-width": 3,
        },
      ),
    ],
    { x, y },
  );
}

/** Tree health, second scene: a cut-away of the root zone under a healthy tree: mulch, soil, wide shallow roots. */
export function healthDetail(w: number, h: number): string {
  const ground = 470;
  const x = 560;
  const r = new Rng(131);
  let roots = "";
  let fine = "";
  for (let i = 0; i < 9; i++) {
    const side = i % 2 === 0 ? -1 : 1;
    const reach = r.range(220, 520);
    const depth = r.range(40, 190);
    const start: Pt = [x + side * r.range(10, 40), ground + 20];
    const end: Pt = [x + side * reach, ground + depth];
    roots += `M${n(start[0])} ${n(start[1])}Q${n(x + side * reach * 0.4)} ${n(ground + depth * 0.2)} ${n(end[0])} ${n(end[1])}`;
    for (let k = 0; k < 3; k++) {
      const t = r.range(0.4, 0.9);
      const px = start[0] + (end[0] - start[0]) * t;
      const py = start[1] + (end[1] - start[1]) * t;
      fine += `M${n(px)} ${n(py)}l${n(side * r.range(20, 60))} ${n(r.range(20, 70))}`;
    }
  }
  return [
    rect(0, 0, w, ground, "url(#sky-day)"),
    hills(w, ground - 60, 14, "#a7c79a", 132, ground),
    treeline(w, ground - 50, 30, "#8fb98a", 133, ground),
    rect(0, ground, w, h - ground, "#6e4a2e"),
    rect(0, ground + 200, w, h - ground - 200, "#82593a"),
    rect(0, ground + 360, w, h - ground - 360, "#97704c"),
    path(roots, "none", { stroke: "#d9b888", "stroke-width": 16, "stroke-linecap": "round" }),
    path(fine, "none", { stroke: "#c9a274", "stroke-width": 4, "stroke-linecap": "round" }),
    rect(0, ground - 8, w, 22, C.grassDark),
    el("ellipse", { cx: x, cy: ground + 6, rx: 260, ry: 18, fill: C.mulch }),
    chips(x, ground + 4, 480, 20, 134, 60, [C.mulchLight, "#5d3620"]),
    oak(x, ground + 8, { w: 700, h: 420, seed: 135, moss: true }),
    path(`M${x - 380} ${ground - 40}V${ground + 260}M${x + 380} ${ground - 40}V${ground + 260}`, "none", {
      stroke: C.white,
      "stroke-width": 4,
      "stroke-dasharray": "12 10",
      opacity: 0.8,
    }),
    person(1020, ground + 10, { pose: POSES.kneel, height: 140, skin: 4, flip: true, vest: C.hivis }),
    ...[
      [180, 720],
      [880, 800],
      [320, 840],
      [1060, 650],
    ].map(([sx, sy]) => el("ellipse", { cx: sx, cy: sy, rx: 18, ry: 11, fill: "#b39472" })),
  ].join("");
}

/** Arborist consulting: an arborist measures a grand oak's trunk while talking with the homeowners. */
export function serviceConsulting(w: number, h: number): string {
  const horizon = 660;
  return [
    backdrop({ w, h, horizon, sky: "gold", sun: [1380, 170], seed: 141, distantTrees: true, stripes: 5 }),
    house(1000, 770, { w: 560, garage: false }),
    oak(560, 880, { w: 1040, h: 800, seed: 142, moss: true }),
    el("ellipse", { cx: 560, cy: 700, rx: 60, ry: 14, fill: "none", stroke: C.yellow, "stroke-width": 6 }),
    person(700, 900, { pose: POSES.clipboard, height: 200, skin: 1, vest: C.hivis, tool: (hd) => clipboard(hd.front) }),
    person(900, 905, {
      pose: POSES.stand,
      height: 190,
      skin: 3,
      vest: "#5c7fa3",
      shirt: "#3b5a7a",
      hat: "#3b5a7a",
      flip: true,
    }),
    person(1000, 905, {
      pose: POSES.point,
      height: 175,
      skin: 0,
      vest: "#b35a6a",
      shirt: "#7a3f4c",
      hat: "#2d3238",
      flip: true,
    }),
    hedge(1120, 790, 260, 50, 6),
    circle(300, 880, 4, C.orange),
    line(
      [
        [300, 880],
        [300, 820],
      ],
      C.orange,
      3,
    ),
    vignette(w, h),
  ].join("");
}

/** Consulting, second scene: a site plan drawn from above: house, drive, tree canopies and protection zones. */
export function consultingDetail(w: number, h: number): string {
  let grid = "";
  for (let x = 0; x <= w; x += 40) grid += `M${x} 0V${h}`;
  for (let y = 0; y <= h; y += 40) grid += `M0 ${y}H${w}`;
  const tree = (x: number, y: number, r: number, keep: boolean) =>
    [
      circle(x, y, r * 1.5, "none", {
        stroke: keep ? C.orange : "#c0392b",
        "stroke-width": 4,
        "stroke-dasharray": "14 10",
      }),
      circle(x, y, r, keep ? C.leaf : C.leafLight, { opacity: 0.85 }),
      circle(x - r * 0.2, y - r * 0.2, r * 0.55, keep ? C.leafLight : C.leafSun, { opacity: 0.7 }),
      circle(x, y, r * 0.12, C.bark),
      keep
        ? ""
        : path(
            `M${x - r * 0.4} ${y - r * 0.4}L${x + r * 0.4} ${y + r * 0.4}M${x + r * 0.4} ${y - r * 0.4}L${x - r * 0.4} ${y + r * 0.4}`,
            "none",
            { stroke: "#c0392b", "stroke-width": 8, "stroke-linecap": "round" },
          ),
    ].join("");
  return [
    rect(0, 0, w, h, "#eef3e6"),
    path(grid, "none", { stroke: "#d3dfcc", "stroke-width": 1.5 }),
    rect(60, 60, w - 120, h - 120, "none", { stroke: C.forest, "stroke-width": 6 }),
    // House footprint with roof ridges, driveway, pool deck.
    rect(430, 300, 380, 260, "#e6d3b3", { stroke: C.roofDark, "stroke-width": 5 }),
    path("M430 300L560 430H680L810 300M430 560L560 430M810 560L680 430", "none", {
      stroke: C.roofDark,
      "stroke-width": 4,
    }),
    rect(700, 560, 110, 280, "#d4cfc4"),
    rect(480, 560, 130, 80, "#cde3ea", { stroke: "#8fb6c9", "stroke-width": 4 }),
    tree(250, 250, 110, true),
    tree(950, 220, 90, true),
    tree(230, 660, 80, false),
    tree(1000, 640, 100, true),
    tree(560, 780, 60, true),
    // Dimension lines (ticks only).
    path("M430 250H810M430 240V260M810 240V260M870 300V560M860 300H880M860 560H880", "none", {
      stroke: C.navy,
      "stroke-width": 3,
    }),
    // North arrow: a plain pointer, no letter.
    path("M1080 120L1100 180L1080 168L1060 180Z", C.forest),
    // Pencil and scale ruler lying on the plan.
    g(
      [
        rect(0, 0, 280, 36, "#f2c230", { rx: 4 }),
        path(
          "M20 0V14M40 0V10M60 0V14M80 0V10M100 0V14M120 0V10M140 0V14M160 0V10M180 0V14M200 0V10M220 0V14M240 0V10M260 0V14",
          "none",
          { stroke: "#6b5a2a", "stroke-width": 2 },
        ),
      ],
      undefined,
      { transform: "translate(760 770) rotate(-12)" },
    ),
    g(
      [
        rect(0, -8, 220, 16, C.orange, { rx: 3 }),
        path("M220 -8L250 0L220 8Z", C.wood),
        path("M240 -3L250 0L240 3Z", C.dark),
      ],
      undefined,
      {
        transform: "translate(120 820) rotate(-24)",
      },
    ),
  ].join("");
}

/** Shrub and hedge trimming: a long boxwood hedge being squared in front of a home. */
export function serviceHedge(w: number, h: number): string {
  const horizon = 640;
  return [
    backdrop({ w, h, horizon, sky: "day", sun: [1350, 170], seed: 151, distantTrees: true, stripes: 6 }),
    house(240, 800, { w: 760 }),
    palm(1180, 820, { h: 520, seed: 152 }),
    crapeMyrtle(1420, 840, { w: 240, h: 300, seed: 153 }),
    oak(70, 840, { w: 420, h: 420, seed: 154, moss: true }),
    rect(100, 880, 1300, 40, "#6c5a3c", { opacity: 0.25, rx: 12 }),
    hedge(120, 900, 620, 120, 155),
    // The still shaggy half.
    g([hedge(740, 900, 560, 120, 156), path(blobRow(740, 1300, 780, 157), C.leaf)]),
    chips(760, 925, 380, 30, 158, 40, [C.leafLight, C.leaf, C.forestMid]),
    person(740, 960, { pose: POSES.trim, height: 210, skin: 2, tool: (hd) => hedgeTrimmer(hd.front, -6) }),
    hedge(1320, 905, 130, 110, 159, true),
    vignette(w, h),
  ].join("");
}

/** Untrimmed shoots sticking up from a hedge top. */
function blobRow(x0: number, x1: number, y: number, seed: number): string {
  const r = new Rng(seed);
  let d = "";
  for (let x = x0; x < x1; x += r.range(18, 40)) {
    const top = y - r.range(14, 44);
    d += `M${n(x)} ${n(y + 4)}Q${n(x + 4)} ${n(top)} ${n(x + 14)} ${n(top - 4)}Q${n(x + 16)} ${n(y - 10)} ${n(x + 26)} ${n(y + 4)}Z`;
  }
  return d;
}

/** Hedge trimming, second scene: a bed of shaped shrubs (box, globes, cones) and a crew member rounding a globe. */
export function hedgeDetail(w: number, h: number): string {
  const horizon = 520;
  const topiaryCone = (x: number, y: number, s: number) =>
    g(
      [
        shadow(0, 0, 62, 10),
        path("M-62 0C-62 -70 -22 -230 0 -250C22 -230 62 -70 62 0Z", C.forestMid),
        path("M-44 -10C-44 -70 -16 -200 0 -226C-6 -160 -8 -60 -6 -10Z", C.leaf),
        path("M-26 -80C-20 -140 -8 -190 -2 -200C-4 -150 -6 -110 -8 -80Z", C.leafLight, { opacity: 0.8 }),
      ],
      { x, y, s },
    );
  return [
    backdrop({ w, h, horizon, sky: "clear", sun: [260, 150], seed: 161, distantTrees: true, stripes: 4 }),
    fence(0, w, 600, 70),
    rect(0, 640, w, 170, C.mulch),
    chips(600, 725, 1200, 150, 162, 160, [C.mulchLight, "#5d3620", "#a06a3c"], 9),
    hedge(40, 760, 320, 140, 163),
    topiaryCone(450, 760, 1),
    hedge(520, 765, 170, 150, 164, true),
    topiaryCone(1100, 770, 1.1),
    hedge(900, 770, 150, 140, 165, true),
    person(820, 880, { pose: POSES.trim, height: 230, skin: 4, flip: true, tool: (hd) => hedgeTrimmer(hd.front, 10) }),
    chips(760, 860, 300, 40, 166, 50, [C.leafLight, C.leaf], 8),
    vignette(w, h),
  ].join("");
}

// ---------------------------------------------------------------- sections

/** Residential care: a tidy yard and home, specimen trees, a crew member pruning a crape myrtle with loppers. */
export function sectionResidential(w: number, h: number): string {
  const horizon = 520;
  return [
    backdrop({ w, h, horizon, sky: "day", sun: [1000, 140], seed: 171, distantTrees: true, stripes: 6 }),
    house(380, 640, { w: 560 }),
    path("M622 646L686 646L760 900L540 900Z", C.concrete),
    oak(210, 720, { w: 500, h: 460, seed: 172, moss: true }),
    palm(1080, 690, { h: 420, seed: 173 }),
    hedge(410, 662, 190, 44, 176),
    hedge(760, 662, 150, 44, 177),
    crapeMyrtle(930, 800, { w: 230, h: 290, seed: 174 }),
    mulchRing(930, 805, 110, 175),
    person(820, 830, { pose: POSES.reach, height: 170, skin: 3, tool: (hd) => loppers(hd.front, -50) }),
    vignette(w, h),
  ].join("");
}

/** Mulching: fresh mulch spread around young trees from a loaded wheelbarrow. */
export function sectionMulching(w: number, h: number): string {
  const horizon = 480;
  return [
    backdrop({ w, h, horizon, sky: "gold", sun: [260, 140], seed: 181, distantTrees: true, stripes: 5 }),
    oak(900, 600, { w: 560, h: 440, seed: 182, moss: true }),
    mulchRing(900, 620, 230, 183),
    crapeMyrtle(330, 700, { w: 220, h: 280, seed: 184 }),
    mulchRing(330, 705, 130, 185),
    wheelbarrow(620, 800),
    person(470, 830, { pose: POSES.rake, height: 190, skin: 1, vest: C.hivis, tool: (hd) => rake(hd.front, [60, -3]) }),
    mulchRing(230, 850, 120, 186),
    vignette(w, h),
  ].join("");
}

function wheelbarrow(x: number, y: number): string {
  return g(
    [
      shadow(0, 0, 120, 12),
      line(
        [
          [-110, -70],
          [60, -80],
        ],
        C.dark,
        8,
      ),
      path("M-70 -120H90L60 -50H-40Z", C.forestMid),
      path("M-70 -120Q10 -175 90 -120Z", C.mulch),
      chips(10, -130, 150, 26, 3, 24, [C.mulchLight, "#5d3620"]),
      line(
        [
          [-30, -50],
          [-40, 0],
        ],
        C.dark,
        6,
      ),
      circle(70, -28, 28, C.tire),
      circle(70, -28, 10, C.steel),
    ],
    { x, y },
  );
}

/** Crew equipment: a flat lay seen from above of the gear a crew checks every morning. */
export function sectionEquipment(w: number, h: number): string {
  let planks = "";
  for (let y = 0; y < h; y += 110) planks += `M0 ${y}H${w}`;
  const gear = flatLayGear();
  return [
    rect(0, 0, w, h, "#b98a57"),
    path(planks, "none", { stroke: "#8f6338", "stroke-width": 5 }),
    path("M300 0V110M800 110V220M150 220V330M700 330V440M1000 440V550M400 550V660M900 660V770M200 770V880", "none", {
      stroke: "#8f6338",
      "stroke-width": 4,
    }),
    rect(0, 0, w, h, "#000000", { opacity: 0.06 }),
    rect(0, 0, w, h, "url(#glow)", { opacity: 0.5 }),
    g(gear, undefined, { filter: "url(#drop)" }),
    vignette(w, h),
  ].join("");
}

/** The gear for the flat lay, each item in its place. */
function flatLayGear(): string[] {
  const rope = (x: number, y: number) => {
    let d = "";
    for (let i = 0; i < 7; i++) {
      const r = 40 + i * 14;
      d += `M${x - r} ${y}a${r} ${r * 0.9} 0 1 1 ${r * 2} 0a${r} ${r * 0.9} 0 1 1 ${-r * 2} 0`;
    }
    return (
      path(d, "none", { stroke: "#2f7fa8", "stroke-width": 11 }) +
      path(d, "none", { stroke: "#e9f0f2", "stroke-width": 3, "stroke-dasharray": "6 10" })
    );
  };
  return [
    // Hard hat, seen from above, with the brand mark.
    g(
      [
        el("ellipse", { cx: 0, cy: 0, rx: 150, ry: 128, fill: C.orangeDark }),
        el("ellipse", { cx: 0, cy: -10, rx: 112, ry: 94, fill: C.orange }),
        path("M-20 -100Q0 -110 20 -100V80Q0 90 -20 80Z", "#ff9440"),
        el("ellipse", { cx: -40, cy: -40, rx: 40, ry: 24, fill: "#ffb070", opacity: 0.6 }),
        treeMark(50, 20, 26, C.white, C.white),
      ],
      { x: 250, y: 230 },
    ),
    // Chainsaw from above.
    g(chainsaw([0, 0], -20, 7), { x: 520, y: 560 }),
    rope(950, 250),
    // Gloves.
    ...[
      [300, 700, -20],
      [420, 720, 15],
    ].map(([x, y, a]) =>
      g(
        [
          path(
            "M-40 60Q-50 -10 -38 -60Q-30 -70 -22 -58L-20 -10L-14 -80Q-6 -92 4 -80L4 -12L14 -84Q24 -94 32 -82L30 -8L42 -66Q52 -74 58 -62L52 20Q70 -10 84 0Q84 20 50 70Q30 90 0 90Q-34 88 -40 60Z",
            "#d8ae6a",
            { stroke: "#a87e3f", "stroke-width": 4 },
          ),
          rect(-44, 70, 100, 34, "#b8873f", { rx: 8 }),
        ],
        undefined,
        { transform: `translate(${x} ${y}) rotate(${a})` },
      ),
    ),
    // Ear muffs.
    g(
      [
        path("M-70 0A70 70 0 0 1 70 0", "none", { stroke: C.dark, "stroke-width": 14 }),
        el("ellipse", { cx: -70, cy: 10, rx: 28, ry: 38, fill: C.hivis }),
        el("ellipse", { cx: 70, cy: 10, rx: 28, ry: 38, fill: C.hivis }),
      ],
      { x: 980, y: 650 },
    ),
    // Carabiners.
    ...[0, 1, 2].map((i) =>
      el("rect", {
        x: 720 + i * 60,
        y: 760,
        width: 38,
        height: 80,
        rx: 19,
        fill: "none",
        stroke: i === 1 ? C.orange : C.steel,
        "stroke-width": 9,
        transform: `rotate(${-15 + i * 12} ${739 + i * 60} 800)`,
      }),
    ),
    // Safety glasses.
    g(
      [
        el("ellipse", { cx: -40, cy: 0, rx: 38, ry: 24, fill: "#3a4a55", opacity: 0.85 }),
        el("ellipse", { cx: 40, cy: 0, rx: 38, ry: 24, fill: "#3a4a55", opacity: 0.85 }),
        path("M-78 -6L-120 -20M78 -6L120 -20", "none", { stroke: C.dark, "stroke-width": 6 }),
      ],
      { x: 640, y: 160 },
    ),
  ];
}

// ---------------------------------------------------------------- gallery

/** 01: from the street, a crane swings a long trunk section over the roof while a climber tops a pine out back. */
export function galleryCrane(w: number, h: number): string {
  const horizon = 560;
  const pineX = 930;
  return [
    backdrop({ w, h, horizon, sky: "clear", sun: [1050, 120], seed: 201, distantTrees: true }),
    path(taper([pineX, 700], [pineX + 4, 450], [pineX + 8, 250], 30, 16), "#7a4c31"),
    el("ellipse", { cx: pineX + 8, cy: 250, rx: 8, ry: 3, fill: C.wood }),
    line(
      [
        [pineX + 14, 250],
        [pineX + 14, 700],
      ],
      C.orange,
      2,
    ),
    person(pineX + 16, 390, { pose: POSES.climb, height: 100, free: true, flip: true, skin: 2 }),
    house(240, 740, { w: 600 }),
    street(w, 780, h),
    craneTruck({ x: 560, y: 880, s: 0.7, flip: true, angle: 48, reach: 680, drop: 80, load: riggedLog(300, 40, 4) }),
    person(1040, 880, { pose: POSES.point, height: 150, skin: 1, vest: C.hivis, flip: true }),
    cone(980, 895, 1.4),
    cone(120, 895, 1.4),
    vignette(w, h),
  ].join("");
}

/** 02: a climber roped into a big oak canopy, cutting a limb. */
export function galleryClimber(w: number, h: number): string {
  return [
    rect(0, 0, w, h, "url(#sky-day)"),
    circle(160, 120, 260, "url(#glow)"),
    oak(600, 1150, { w: 1500, h: 1260, seed: 211, moss: true }),
    line(
      [
        [620, 40],
        [560, 500],
      ],
      C.orange,
      4,
    ),
    person(560, 470, { pose: POSES.climb, height: 190, free: true, skin: 1, tool: (hd) => chainsaw(hd.front, -20, 1) }),
    g(cutBranch([0, 0], 30, 160), { x: 760, y: 560, s: 1.4 }),
    vignette(w, h),
  ].join("");
}

/** 03: close up of the grinder wheel in the stump, chips spraying. */
export function galleryStump(w: number, h: number): string {
  const horizon = 380;
  return [
    backdrop({ w, h, horizon, sky: "day", sun: [1000, 110], seed: 221, stripes: 5, distantTrees: true }),
    el("ellipse", { cx: 640, cy: 760, rx: 520, ry: 110, fill: C.soil }),
    chips(600, 760, 900, 140, 222, 140),
    stump(760, 740, 210, 223),
    stumpGrinder({ x: 330, y: 760, s: 2.3 }),
    chips(820, 470, 360, 240, 224, 60),
    vignette(w, h),
  ].join("");
}

/** 04: daylight after a storm: crew loading broken limbs at the curb into the chipper. */
export function galleryStorm(w: number, h: number): string {
  const horizon = 520;
  return [
    backdrop({ w, h, horizon, sky: "after", sun: [200, 120], seed: 231, distantTrees: true, clouds: 5 }),
    house(620, 620, { w: 520 }),
    oak(300, 660, { w: 520, h: 420, seed: 232, sparse: true, moss: true }),
    path("M260 330L200 420M380 300L430 380", "none", {
      stroke: "#d8c7a6",
      "stroke-width": 8,
      "stroke-linecap": "round",
    }),
    street(w, 700, h),
    brushPile(250, 740, 420, 140, 233),
    brushPile(820, 750, 300, 110, 234),
    chipper({ x: 560, y: 860, s: 0.75, spray: false }),
    person(230, 880, { pose: POSES.feed, height: 170, skin: 3, tool: (hd) => cutBranch(hd.front, 5, 70) }),
    person(980, 880, {
      pose: POSES.carry,
      height: 165,
      skin: 1,
      vest: C.hivis,
      flip: true,
      tool: (hd) => cutBranch(hd.front, -8, 55),
    }),
    cone(90, 870, 1.5),
    vignette(w, h),
  ].join("");
}

/** 05: evening on a cleared lot: windrows of brush, the mulcher parked, tall pines against a gold sky. */
export function galleryClearing(w: number, h: number): string {
  const horizon = 560;
  const pines: string[] = [];
  for (let i = 0; i < 6; i++) pines.push(pine(60 + i * 220, 620, { h: 420 + (i % 3) * 60, seed: 241 + i }));
  return [
    backdrop({ w, h, horizon, sky: "gold", sun: [640, 420], seed: 247 }),
    ...pines,
    path(`M0 620Q600 590 1200 620V${h}H0Z`, "url(#dirt)"),
    path("M0 760Q600 700 1200 740M0 880Q600 820 1200 860", "none", {
      stroke: C.soilDark,
      "stroke-width": 12,
      opacity: 0.3,
    }),
    brushPile(300, 700, 500, 90, 248, false),
    brushPile(1000, 700, 400, 80, 249, false),
    mulcher({ x: 640, y: 860, s: 0.9 }),
    chips(600, 880, 1100, 120, 250, 70, undefined, 9),
    rect(0, 0, w, h, "#f29d4b", { opacity: 0.08 }),
    vignette(w, h),
  ].join("");
}

/** 06: palm trimming: a climber on a tall sabal palm cuts the dead fronds; cut fronds on the lawn below. */
export function galleryPalm(w: number, h: number): string {
  const horizon = 700;
  return [
    backdrop({ w, h, horizon, sky: "clear", sun: [1000, 150], seed: 251, stripes: 5 }),
    palm(200, 800, { h: 520, seed: 252, trimmed: true, lean: -10 }),
    palm(1020, 820, { h: 560, seed: 253, trimmed: true, lean: 15 }),
    palm(620, 860, { h: 660, seed: 254, dead: 5 }),
    line(
      [
        [600, 250],
        [600, 860],
      ],
      C.orange,
      2,
    ),
    person(604, 420, {
      pose: POSES.climb,
      height: 130,
      free: true,
      skin: 2,
      tool: (hd) => chainsaw(hd.front, -60, 0.9),
    }),
    fallenFrond(380, 880, 190, -10, 1),
    fallenFrond(470, 905, 170, 170, 2),
    fallenFrond(720, 890, 200, 8, 3),
    person(860, 900, {
      pose: POSES.walk,
      height: 160,
      skin: 0,
      vest: C.hivis,
      flip: true,
      tool: (hd) => fallenFrond(hd.back[0], hd.back[1], 90, 150, 4),
    }),
    vignette(w, h),
  ].join("");
}

/** 07: close on a long hedge being squared to a string line; the left half done, the right still shaggy. */
export function galleryHedge(w: number, h: number): string {
  const horizon = 440;
  const top = 640;
  return [
    backdrop({ w, h, horizon, sky: "day", sun: [1050, 110], seed: 261, stripes: 5 }),
    house(420, 560, { w: 700, garage: false }),
    palm(120, 600, { h: 420, seed: 266 }),
    hedge(-40, 880, 700, 880 - top, 262),
    hedge(660, 880, 600, 880 - top, 263),
    path(blobRow(660, 1240, top + 6, 264), C.leaf),
    line(
      [
        [30, top - 4],
        [1170, top - 4],
      ],
      C.orange,
      2.5,
    ),
    rect(24, top - 40, 10, 60, "#c8a878"),
    rect(1166, top - 40, 10, 60, "#c8a878"),
    chips(600, 905, 600, 40, 265, 70, [C.leafLight, C.leaf, C.forestMid], 10),
    person(640, 930, { pose: POSES.trim, height: 330, skin: 4, tool: (hd) => hedgeTrimmer(hd.front, -4) }),
    vignette(w, h),
  ].join("");
}

/** 08: looking up from under a grand live oak: limbs radiating to a ceiling of leaves, moss, sun breaking through. */
export function galleryCanopy(w: number, h: number): string {
  const r = new Rng(271);
  const base: Pt = [600, 830];
  const ends: Pt[] = [
    [-80, 560],
    [60, 300],
    [300, 110],
    [560, 20],
    [820, 80],
    [1080, 240],
    [1280, 520],
  ];
  let limbs = "";
  const clumps: Canopy["clumps"] = [];
  for (const [i, end] of ends.entries()) {
    const ctrl: Pt = [base[0] + (end[0] - base[0]) * 0.35, base[1] + (end[1] - base[1]) * 0.7];
    limbs += taper([base[0] + (i - 3) * 14, base[1]], ctrl, end, 70 - Math.abs(i - 3) * 6, 18);
    // A smaller branch off each limb.
    const mid: Pt = [base[0] + (end[0] - base[0]) * 0.55, base[1] + (end[1] - base[1]) * 0.6];
    const twig: Pt = [mid[0] + (i < 3 ? -1 : 1) * r.range(60, 140), mid[1] - r.range(100, 180)];
    limbs += taper(mid, [(mid[0] + twig[0]) / 2, mid[1] - 20], twig, 22, 8);
    // Every branch ends in a crown of leaves.
    clumps.push({ x: twig[0], y: twig[1] - 20, rx: r.range(110, 150), ry: r.range(80, 105) });
  }
  for (let i = 0; i < 11; i++) {
    const t = i / 10;
    const angle = Math.PI * (1.05 + t * 0.9);
    clumps.push({
      x: 600 + Math.cos(angle) * 760,
      y: 640 + Math.sin(angle) * 660 + r.range(-30, 30),
      rx: r.range(170, 230),
      ry: r.range(120, 160),
    });
  }
  const canopy: Canopy = { clumps, light: 1 };
  return [
    rect(0, 0, w, h, "url(#sky-day)"),
    circle(720, 300, 420, "url(#glow)"),
    foliage(canopy, r, OAK_TONES, "back"),
    path(limbs, C.bark),
    path("M520 900L548 800L652 800L680 900Z", C.bark),
    path("M600 900L610 800L652 800L680 900Z", C.barkDark, { opacity: 0.4 }),
    foliage(canopy, r, OAK_TONES, "front"),
    spanishMoss(clumps, r),
    path("M720 300L560 900L680 900Z M720 300L820 900L940 900Z", "#fff7d6", { opacity: 0.14 }),
    vignette(w, h),
  ].join("");
}

/** 09: a neat mulch ring around a young oak in a striped lawn. */
export function galleryMulch(w: number, h: number): string {
  const horizon = 380;
  return [
    backdrop({ w, h, horizon, sky: "day", sun: [200, 100], seed: 281, stripes: 8, distantTrees: true }),
    mulchRing(600, 760, 380, 282),
    path("M220 760A380 114 0 0 0 980 760", "none", { stroke: "#4b3020", "stroke-width": 6, opacity: 0.5 }),
    oak(600, 760, { w: 460, h: 560, seed: 283 }),
    hedge(60, 560, 220, 60, 284, true),
    hedge(940, 560, 200, 56, 285, true),
    vignette(w, h),
  ].join("");
}

/** 10: crew feeding branches into a chipper hitched to the chip truck. */
export function galleryChipper(w: number, h: number): string {
  const horizon = 500;
  return [
    backdrop({ w, h, horizon, sky: "day", sun: [1050, 130], seed: 291, distantTrees: true }),
    oak(160, 600, { w: 500, h: 420, seed: 292, moss: true }),
    rect(0, 640, w, h - 640, "#cbb995"),
    chipTruck({ x: 660, y: 840, s: 0.9 }),
    chipper({ x: 520, y: 850, s: 0.9, spray: true }),
    brushPile(140, 820, 320, 120, 293),
    person(260, 880, { pose: POSES.feed, height: 190, skin: 1, tool: (hd) => cutBranch(hd.front, 10, 80) }),
    person(110, 900, {
      pose: POSES.carry,
      height: 185,
      skin: 2,
      vest: C.hivis,
      tool: (hd) => cutBranch(hd.front, -10, 70),
    }),
    cone(1150, 880, 1.5),
    vignette(w, h),
  ].join("");
}

// ---------------------------------------------------------------- blog + social

/** Blog: pruning before trouble: a branch over the roof is taken off from the bucket. */
export function blogPruning(w: number, h: number): string {
  const horizon = 470;
  const truck: Place = { x: 40, y: 720, s: 0.7 };
  const bucket = local(truck, 520, 190);
  return [
    backdrop({ w, h, horizon, sky: "clear", sun: [1080, 110], seed: 301, distantTrees: true, stripes: 5 }),
    house(560, 600, { w: 560 }),
    oak(880, 640, { w: 620, h: 520, seed: 302, moss: true }),
    path("M620 230Q560 210 500 240", "none", { stroke: C.bark, "stroke-width": 12, "stroke-linecap": "round" }),
    street(w, 660, h),
    bucketTruck({
      ...truck,
      bucket,
      rider: (at) =>
        person(at[0], at[1], { pose: POSES.reach, height: 110, free: true, tool: (hd) => poleSaw(hd.front, -60, 120) }),
    }),
    cone(700, 700, 1.3),
    vignette(w, h),
  ].join("");
}

/** Blog: storm season: a squall line over palms and a well-kept oak, shutters down. */
export function blogStorm(w: number, h: number): string {
  const horizon = 500;
  return [
    backdrop({ w, h, horizon, sky: "storm", sun: null, seed: 311, clouds: 6 }),
    path("M860 60L820 180L855 180L810 320L900 150L862 150L898 60Z", "#fff4c2", { opacity: 0.85 }),
    house(300, 620, { w: 560 }),
    palm(160, 640, { h: 420, seed: 312, lean: 90, tones: ["#1f4a2a", "#2d5e36", "#3b7040"] }),
    palm(1000, 650, { h: 460, seed: 313, lean: 110, tones: ["#1f4a2a", "#2d5e36", "#3b7040"] }),
    oak(880, 660, { w: 380, h: 320, seed: 314, tones: OAK_TONES_DUSK, moss: true }),
    rain(w, h, 315, 200),
    vignette(w, h),
  ].join("");
}

/** Social card: a bucket truck between two large oaks, crew on the ground. */
export function socialDefault(w: number, h: number): string {
  const horizon = 430;
  const truck: Place = { x: 360, y: 585, s: 0.7 };
  const bucket = local(truck, 880, 170);
  return [
    backdrop({ w, h, horizon, sky: "gold", sun: [600, 150], seed: 321, distantTrees: true, stripes: 6 }),
    oak(170, 520, { w: 520, h: 460, seed: 322, moss: true }),
    oak(980, 520, { w: 600, h: 500, seed: 323, moss: true }),
    bucketTruck({
      ...truck,
      bucket,
      rider: (at) =>
        person(at[0], at[1], { pose: POSES.reach, height: 112, free: true, tool: (hd) => poleSaw(hd.front, -70, 130) }),
    }),
    person(260, 600, { pose: POSES.wave, height: 130, skin: 1, hat: C.orange }),
    person(1120, 605, {
      pose: POSES.rake,
      height: 130,
      skin: 2,
      vest: C.hivis,
      flip: true,
      tool: (hd) => rake(hd.front, [60, -3]),
    }),
    cone(1010, 610, 1.2),
    vignette(w, h),
  ].join("");
}

/** Blog index: close on a leafy branch with bypass pruners and a folding saw, warm light behind. */
export function heroBlog(w: number, h: number): string {
  const r = new Rng(331);
  const bokeh: string[] = [];
  for (let i = 0; i < 14; i++) bokeh.push(circle(r.range(0, w), r.range(0, h * 0.8), r.range(30, 90), "url(#bokeh)"));
  const leaves: string[] = [];
  const twigs: string[] = [];
  const along = (t: number): Pt => [-60 + t * 1760, 900 - t * 640 + Math.sin(t * 3) * 60];
  for (let i = 0; i < 8; i++) {
    const t = 0.08 + i * 0.115;
    const [bx, by] = along(t);
    const up = i % 2 === 0 ? -1 : 1;
    const end: Pt = [bx + r.range(150, 230), by + up * r.range(120, 200)];
    const bend: Pt = [bx + 40, by + up * 80];
    twigs.push(taper([bx, by], bend, end, 16, 5));
    // Leaves alternate along the twig, angled forward, with one at the tip.
    for (let k = 1; k <= 4; k++) {
      const u = k / 4;
      const px = bx + (end[0] - bx) * u;
      const py = by + (end[1] - by) * u + (u * (1 - u) * (bend[1] - by)) / 2;
      const twigAngle = (Math.atan2(end[1] - by, end[0] - bx) * 180) / Math.PI;
      const side = k % 2 === 0 ? 1 : -1;
      const angle = k === 4 ? twigAngle : twigAngle + side * r.range(40, 60);
      leaves.push(leaf(px, py, r.range(95, 135), angle, (i + k) % 3 === 0 ? C.forestMid : C.leaf));
    }
  }
  return [
    rect(0, 0, w, h, "url(#sky-gold)"),
    circle(200, 300, 330, "url(#foliage-soft)"),
    circle(1300, 200, 380, "url(#foliage-soft)"),
    circle(880, 860, 420, "url(#foliage-soft)"),
    circle(1500, 820, 320, "url(#foliage-soft)"),
    ...bokeh,
    path(taper(along(0), along(0.5), along(1), 70, 30), C.bark),
    path(taper([along(0)[0], along(0)[1] + 14], along(0.5), [along(1)[0], along(1)[1] + 8], 24, 10), C.barkDark, {
      opacity: 0.45,
    }),
    path(twigs.join(""), C.barkLight),
    ...leaves,
    // A clean cut just outside a branch collar: fresh wood showing.
    path(
      taper(
        along(0.42),
        [along(0.42)[0] + 10, along(0.42)[1] - 40],
        [along(0.42)[0] + 30, along(0.42)[1] - 70],
        40,
        30,
      ),
      C.bark,
    ),
    el("ellipse", {
      cx: along(0.42)[0] + 30,
      cy: along(0.42)[1] - 70,
      rx: 17,
      ry: 9,
      fill: C.wood,
      stroke: C.woodDark,
      "stroke-width": 4,
      transform: `rotate(-30 ${n(along(0.42)[0] + 30)} ${n(along(0.42)[1] - 70)})`,
    }),
    g(pruners(), undefined, { transform: "translate(1030 700) rotate(-28) scale(2.2)" }),
    g(foldingSaw(), undefined, { transform: "translate(180 880) rotate(-14) scale(2)" }),
    vignette(w, h),
  ].join("");
}

/** A leaf (pointed ellipse with a midrib) from its stem at (x, y) along `angle` degrees. */
function leaf(x: number, y: number, length: number, angle: number, fill: string): string {
  const w = length * 0.26;
  return g(
    [
      path(`M0 0Q${n(length * 0.45)} ${n(-w)} ${n(length)} 0Q${n(length * 0.45)} ${n(w)} 0 0Z`, fill),
      path(
        `M0 0Q${n(length * 0.45)} ${n(-w * 0.9)} ${n(length)} 0Q${n(length * 0.45)} ${n(-w * 0.2)} 0 0Z`,
        "#ffffff",
        { opacity: 0.12 },
      ),
      path(`M4 0L${n(length * 0.9)} 0`, "none", { stroke: C.leafSun, "stroke-width": 2.5, opacity: 0.8 }),
    ],
    undefined,
    { transform: `translate(${n(x)} ${n(y)}) rotate(${n(angle)})` },
  );
}

/** Bypass pruners, open, in their own units (about 170 long). */
function pruners(): string {
  return [
    el("ellipse", { cx: 80, cy: 34, rx: 90, ry: 14, fill: "#1b2e17", opacity: 0.18 }),
    path("M0 -6C40 -22 80 -18 104 -6L100 4C76 -4 40 -6 4 8Z", C.orange),
    path("M0 14C40 24 80 20 104 8L100 -2C76 6 40 8 4 2Z", C.orangeDark),
    path("M100 -6C130 -30 160 -36 178 -30C160 -18 134 -4 110 4Z", C.steel, {
      stroke: C.steelDark,
      "stroke-width": 1.5,
    }),
    path("M100 6C126 18 150 22 166 16C150 8 128 0 110 -2Z", "#a9b1b7"),
    circle(106, 0, 6, C.dark),
    path("M40 -6Q60 0 40 8", "none", { stroke: C.steel, "stroke-width": 3 }),
  ].join("");
}

/** A folding pruning saw, open: a curved toothed blade and a rubber handle. */
function foldingSaw(): string {
  let teeth = "";
  for (let x = 110; x < 270; x += 8) teeth += `M${x} ${n(6 + (x - 110) * 0.05)}l4 6l4 -6`;
  return [
    el("ellipse", { cx: 140, cy: 26, rx: 150, ry: 12, fill: "#1b2e17", opacity: 0.18 }),
    path("M0 -10H100Q110 -10 110 0V8Q110 16 100 16H0Q-10 16 -10 6Z", C.orange),
    path("M10 -2H90", "none", { stroke: C.orangeDark, "stroke-width": 4 }),
    path("M104 -8C170 -10 230 -4 278 16L272 22C226 8 170 6 104 10Z", C.steel, {
      stroke: C.steelDark,
      "stroke-width": 1.5,
    }),
    path(teeth, "none", { stroke: C.steelDark, "stroke-width": 1.5 }),
    circle(104, 2, 5, C.dark),
  ].join("");
}

/** The logo mark: a light live oak on a deep green badge with a thin light rim (works on white and on green). */
export function logoMark(): string {
  return [
    circle(32, 32, 30.5, C.forest, { stroke: "#e6efe0", "stroke-width": 2 }),
    path("M16 47.5Q32 42.5 48 47.5", "none", { stroke: C.orange, "stroke-width": 3.2, "stroke-linecap": "round" }),
    // Trunk flaring at the base and forking into two limbs under the crown.
    path("M27.5 46Q30.6 41 30.4 37L24.5 30H28.5L32 34.2L35.5 30H39.5L33.6 37Q33.4 41 36.5 46Z", C.cream),
    path(
      "M12.5 26.5A7.5 7.5 0 0 1 18 16A10 10 0 0 1 32 10A10 10 0 0 1 46 16A7.5 7.5 0 0 1 51.5 26.5A5.5 5.5 0 0 1 46 31.5H18A5.5 5.5 0 0 1 12.5 26.5Z",
      "#7cc36a",
    ),
    path("M19.5 19A7 7 0 0 1 31 14A6 6 0 0 1 25.5 21Z", "#b3e08f"),
  ].join("");
}
