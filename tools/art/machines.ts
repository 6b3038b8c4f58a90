/**
 * Equipment in side view, drawn in its own units with the ground at y = 0 and the front at +x:
 * bucket truck, chip truck, crane truck, pickup, wood chipper, stump grinder, compact track loader.
 */
import { C, circle, el, f3, g, line, n, path, type Pt, rect } from "./svg.ts";

export interface Place {
  x: number;
  y: number;
  /** Scale: 1 makes a work truck 560 px long. */
  s: number;
  flip?: boolean;
}

const placeOf = (p: Place) => ({ x: p.x, y: p.y, s: p.s, flip: p.flip });

export function wheel(x: number, r: number): string {
  return (
    circle(x, -r, r, C.tire) +
    circle(x, -r, r * 0.52, C.steel) +
    circle(x, -r, r * 0.3, C.steelDark) +
    circle(x, -r, r * 0.1, C.dark)
  );
}

/** Dark half-circle behind a wheel: the wheel well. */
function arch(x: number, r: number, top: number): string {
  return path(`M${n(x - r * 1.2)} ${n(top)}A${n(r * 1.2)} ${n(r * 1.2)} 0 0 1 ${n(x + r * 1.2)} ${n(top)}Z`, C.dark);
}

/** Amber warning light. */
function beacon(x: number, y: number): string {
  return rect(x - 9, y - 9, 18, 9, "#ffb21e", { rx: 3 }) + circle(x, y - 5, 16, "#ffc94d", { opacity: 0.25 });
}

/** The cab of a medium-duty work truck, front at x = 560. */
function cab(color = C.white): string {
  return [
    path(
      "M412 -62L412 -206Q412 -216 422 -216L480 -216Q490 -216 494 -207L521 -150L552 -144Q564 -141 564 -129L564 -66Z",
      color,
    ),
    path("M430 -202L478 -202L503 -154L430 -154Z", C.glass),
    path("M440 -202L452 -202L431 -166L430 -180Z", C.glassLight, { opacity: 0.7 }),
    path("M424 -150L424 -74M509 -144L509 -74", "none", { stroke: "#c9c4b8", "stroke-width": 2 }),
    rect(432, -138, 14, 4, "#a9a396", { rx: 2 }),
    rect(556, -132, 9, 12, "#ffe6a3", { rx: 2 }),
    rect(538, -80, 32, 16, C.steelDark, { rx: 3 }),
    rect(498, -198, 6, 26, C.dark, { rx: 2 }),
    beacon(450, -216),
  ].join("");
}

/** Green band along the truck with a small tree mark on the door (the brand, no lettering). */
function livery(from: number, to: number): string {
  return (
    rect(from, -112, to - from, 14, C.forestMid) + rect(from, -96, to - from, 4, C.orange) + treeMark(466, -120, 15)
  );
}

/** The brand's tree mark (same shapes as the logo), centred at (x, y). */
export function treeMark(
  x: number,
  y: number,
  r: number,
  crown: string = C.forestMid,
  trunk: string = C.forestMid,
): string {
  const s = r / 24;
  return g(
    [
      path("M-2.5 14L-2 2L-9 -3M2.5 14L2 2L9 -4M0 2L0 -4", "none", {
        stroke: trunk,
        "stroke-width": 3.5,
        "stroke-linejoin": "round",
      }),
      path("M-16 -2A8 8 0 0 1 -12 -15A10 10 0 0 1 4 -19A9 9 0 0 1 17 -8A7 7 0 0 1 13 3L-12 3A7 7 0 0 1 -16 -2Z", crown),
      rect(-14, 14, 28, 3, trunk, { rx: 1.5 }),
    ],
    undefined,
    { transform: `translate(${n(x)} ${n(y)}) scale(${f3(s)})` },
  );
}

function chassis(length: number, axles: number[]): string {
  return [
    rect(16, -78, length - 40, 16, C.dark, { rx: 3 }),
    ...axles.map((x) => arch(x, 40, -62)),
    ...axles.map((x) => wheel(x, 40)),
  ].join("");
}

/** Two-link boom: where the elbow goes so that links a and b join `from` to `to` (elbow up). */
function elbow(from: Pt, to: Pt, a: number, b: number): Pt {
  const dx = to[0] - from[0];
  const dy = to[1] - from[1];
  const d = Math.min(Math.hypot(dx, dy), a + b - 1);
  const base = Math.atan2(dy, dx);
  const cos = Math.max(-1, Math.min(1, (a * a + d * d - b * b) / (2 * a * d)));
  const angle = base - Math.acos(cos) * (dx >= 0 ? 1 : -1);
  return [from[0] + Math.cos(angle) * a, from[1] + Math.sin(angle) * a];
}

function boomArm(points: Pt[], width: number, color = C.white): string {
  return (
    line(points, "#9d978a", width + 4, { "stroke-linejoin": "round" }) +
    line(points, color, width, { "stroke-linejoin": "round" })
  );
}

export interface BucketTruckOptions extends Place {
  /** Where the bucket hangs, in truck units (x forward from the rear, y up is negative). */
  bucket: Pt;
  /** Drawn in the bucket (truck units): usually a crew member. */
  rider?: (at: Pt) => string;
}

/** An aerial lift (bucket) truck with a two-part boom reaching to `bucket`. */
export function bucketTruck(o: BucketTruckOptions): string {
  const pivot: Pt = [150, -206];
  const joint = elbow(pivot, [o.bucket[0] - 24, o.bucket[1] + 6], 270, 290);
  const bucketTop = o.bucket[1];
  return g(
    [
      el("ellipse", { cx: 290, cy: 2, rx: 300, ry: 14, fill: "#1b2e17", opacity: 0.22 }),
      chassis(570, [130, 470]),
      rect(20, -178, 384, 112, C.white, { rx: 6 }),
      path("M40 -166H130V-82H40ZM142 -166H232V-82H142ZM244 -166H334V-82H244Z", "none", {
        stroke: "#d4cfc3",
        "stroke-width": 2.5,
      }),
      cab(),
      livery(20, 564),
      rect(120, -206, 60, 30, C.steelDark, { rx: 4 }),
      line(
        [
          [170, -186],
          [pivot[0] + (joint[0] - pivot[0]) * 0.45, pivot[1] + (joint[1] - pivot[1]) * 0.45],
        ],
        C.steel,
        8,
      ),
      boomArm([pivot, joint], 18),
      boomArm([joint, [o.bucket[0] - 24, o.bucket[1] + 6]], 14),
      circle(joint[0], joint[1], 12, C.steelDark),
      circle(pivot[0], pivot[1], 13, C.steelDark),
      o.rider ? o.rider([o.bucket[0], bucketTop + 56]) : "",
      path(`M${n(o.bucket[0] - 26)} ${n(bucketTop)}h52l-3 56q0 6-6 6h-34q-6 0-6-6Z`, C.yellow, {
        stroke: C.yellowDark,
        "stroke-width": 2.5,
      }),
      rect(o.bucket[0] - 28, bucketTop - 3, 56, 7, C.yellowDark, { rx: 3 }),
    ],
    placeOf(o),
  );
}

/** A chip truck: work truck with a tall enclosed chip box. */
export function chipTruck(o: Place): string {
  let ribs = "";
  for (let x = 60; x < 390; x += 48) ribs += `M${x} -258V-86`;
  return g(
    [
      el("ellipse", { cx: 290, cy: 2, rx: 300, ry: 14, fill: "#1b2e17", opacity: 0.22 }),
      chassis(570, [130, 470]),
      path("M20 -78V-248Q20 -262 34 -264L392 -272Q404 -272 404 -260V-78Z", C.forestMid),
      path(ribs, "none", { stroke: C.forest, "stroke-width": 6 }),
      path("M20 -240L404 -246", "none", { stroke: C.leafLight, "stroke-width": 4, opacity: 0.6 }),
      rect(20, -96, 384, 8, C.orange),
      cab(),
      livery(404, 564),
    ],
    placeOf(o),
  );
}

export interface CraneOptions extends Place {
  /** Boom angle in degrees above horizontal, pointing toward the rear (-x). */
  angle: number;
  /** Boom length in truck units. */
  reach: number;
  /** Cable length below the boom tip. */
  drop: number;
  /** What hangs on the hook (truck units, hook at 0,0). */
  load?: string;
}

/** A truck-mounted telescopic crane with outriggers down, boom reaching back over the job. */
export function craneTruck(o: CraneOptions): string {
  const pivot: Pt = [360, -250];
  const rad = (o.angle * Math.PI) / 180;
  const tip: Pt = [pivot[0] - Math.cos(rad) * o.reach, pivot[1] - Math.sin(rad) * o.reach];
  const hook: Pt = [tip[0], tip[1] + o.drop];
  const seg = o.reach / 3;
  const boom = [
    rect(0, -20, seg * 1.25, 40, C.yellow, { rx: 4 }),
    rect(seg * 1.2, -16, seg * 1.0, 32, "#f5c453", { rx: 3 }),
    rect(seg * 2.15, -12, seg * 0.85, 24, C.yellow, { rx: 3 }),
    path(`M10 -14H${n(seg * 1.2)}`, "none", { stroke: C.yellowDark, "stroke-width": 4 }),
    circle(o.reach, 0, 12, C.dark),
  ];
  return g(
    [
      el("ellipse", { cx: 300, cy: 2, rx: 330, ry: 14, fill: "#1b2e17", opacity: 0.22 }),
      // Outriggers: beams out to pads on the ground.
      path("M70 -80L40 -6M330 -80L360 -6", "none", { stroke: C.yellowDark, "stroke-width": 14 }),
      rect(16, -10, 48, 10, C.dark, { rx: 2 }),
      rect(336, -10, 48, 10, C.dark, { rx: 2 }),
      chassis(570, [110, 200, 470]),
      rect(20, -132, 292, 56, C.white, { rx: 5 }),
      path("M40 -122H140V-86H40ZM152 -122H292V-86H152Z", "none", { stroke: "#d4cfc3", "stroke-width": 2.5 }),
      rect(316, -210, 90, 130, C.steelDark, { rx: 6 }),
      rect(326, -200, 60, 40, C.glass, { rx: 4 }),
      path(
        `M${n(pivot[0])} ${n(pivot[1] + 40)}L${n(pivot[0] - Math.cos(rad) * 130)} ${n(pivot[1] - Math.sin(rad) * 130 + 8)}`,
        "none",
        {
          stroke: C.steel,
          "stroke-width": 12,
        },
      ),
      cab(),
      livery(20, 564),
      line([tip, hook], C.dark, 3),
      g(boom, undefined, { transform: `translate(${n(pivot[0])} ${n(pivot[1])}) rotate(${n(180 + o.angle)})` }),
      circle(pivot[0], pivot[1], 18, C.yellowDark),
      path(`M${n(hook[0] - 8)} ${n(hook[1] - 12)}h16v10h-16Z`, C.yellowDark),
      o.load ? g(o.load, { x: hook[0], y: hook[1] }) : "",
    ],
    placeOf(o),
  );
}

/** A log section hanging from rigging straps (for the crane hook). */
export function riggedLog(length: number, r: number, angle = 8): string {
  return [
    line(
      [
        [0, 0],
        [-length * 0.3, 40],
      ],
      C.orange,
      4,
    ),
    line(
      [
        [0, 0],
        [length * 0.3, 40],
      ],
      C.orange,
      4,
    ),
    g(
      [
        rect(-length / 2, 0, length, r * 2, C.bark, { rx: r * 0.4 }),
        rect(-length / 2, r * 1.2, length, r * 0.8, C.barkDark, { opacity: 0.35 }),
        el("ellipse", {
          cx: length / 2,
          cy: r,
          rx: r * 0.38,
          ry: r,
          fill: C.wood,
          stroke: C.barkLight,
          "stroke-width": 3,
        }),
        el("ellipse", { cx: -length / 2, cy: r, rx: r * 0.38, ry: r, fill: C.woodDark }),
        rect(-length * 0.32, -1, 8, r * 2 + 2, C.orange),
        rect(length * 0.28, -1, 8, r * 2 + 2, C.orange),
      ],
      undefined,
      { transform: `translate(0 40) rotate(${n(angle)})` },
    ),
  ].join("");
}

/** A pickup truck (crew cab), front at +x, 440 units long. */
export function pickup(o: Place & { color?: string }): string {
  const color = o.color ?? C.white;
  return g(
    [
      el("ellipse", { cx: 220, cy: 2, rx: 230, ry: 12, fill: "#1b2e17", opacity: 0.22 }),
      path(
        "M10 -60L10 -128L180 -128L190 -186Q192 -196 204 -196L296 -196Q308 -196 314 -186L346 -134L420 -124Q436 -121 436 -106L436 -60Z",
        color,
      ),
      path("M206 -186L258 -186L258 -138L200 -138ZM268 -186L300 -186L330 -138L268 -138Z", C.glass),
      path("M262 -186V-66M196 -134V-66", "none", { stroke: "#cfcabe", "stroke-width": 2 }),
      rect(10, -136, 176, 10, "#dcd6c8", { rx: 3 }),
      rect(10, -108, 426, 12, C.forestMid),
      rect(426, -120, 12, 10, "#ffe6a3", { rx: 2 }),
      rect(420, -78, 22, 14, C.steelDark, { rx: 3 }),
      treeMark(300, -118, 11),
      arch(90, 36, -60),
      arch(350, 36, -60),
      wheel(90, 36),
      wheel(350, 36),
    ],
    placeOf(o),
  );
}

/** A towed drum chipper: feed chute at the rear (-x), discharge chute curving forward over the tongue. */
export function chipper(o: Place & { spray?: boolean }): string {
  let spray = "";
  if (o.spray) {
    for (let i = 0; i < 26; i++) {
      const t = i / 26;
      const x = 170 + t * 150 + ((i * 37) % 11) - 5;
      const y = -262 + t * t * 90 - 30 * Math.sin(t * Math.PI) + ((i * 53) % 13) - 6;
      spray += `M${n(x)} ${n(y)}l${n(3 + (i % 3))} ${n(2 - (i % 4))}`;
    }
  }
  return g(
    [
      el("ellipse", { cx: -10, cy: 2, rx: 210, ry: 12, fill: "#1b2e17", opacity: 0.22 }),
      line(
        [
          [80, -56],
          [250, -50],
        ],
        C.dark,
        10,
      ),
      rect(240, -58, 22, 12, C.steelDark, { rx: 3 }),
      line(
        [
          [210, -52],
          [210, -14],
        ],
        C.steelDark,
        6,
      ),
      rect(200, -14, 20, 8, C.dark, { rx: 2 }),
      path("M-110 -150H90Q100 -150 100 -140V-58H-110Z", C.orange),
      path("M-110 -150H90Q100 -150 100 -140V-128H-110Z", "#ff9440"),
      rect(-96, -136, 80, 58, C.orangeDark, { rx: 6, opacity: 0.55 }),
      path("M-90 -124H-30M-90 -112H-30M-90 -100H-30", "none", { stroke: C.dark, "stroke-width": 3, opacity: 0.5 }),
      rect(-4, -176, 60, 28, C.dark, { rx: 6 }),
      // Discharge chute.
      path("M20 -170C18 -240 60 -286 130 -282L178 -276L176 -250L132 -256C80 -258 54 -228 56 -170Z", C.orange),
      path("M130 -282L178 -276L176 -266L130 -272Z", C.orangeDark),
      // Feed chute and table.
      path("M-110 -146L-214 -168L-222 -58L-110 -64Z", C.dark),
      path("M-122 -136L-204 -152L-210 -74L-122 -76Z", "#1a1d20"),
      line(
        [
          [-214, -168],
          [-222, -60],
        ],
        C.yellow,
        8,
      ),
      rect(-236, -64, 128, 12, C.steelDark, { rx: 3 }),
      arch(0, 34, -56),
      wheel(0, 34),
      spray ? path(spray, "none", { stroke: C.wood, "stroke-width": 5, "stroke-linecap": "round" }) : "",
    ],
    placeOf(o),
  );
}

/** A walk-behind stump grinder: handlebars at the rear, toothed cutter wheel at the front. */
export function stumpGrinder(o: Place & { spin?: boolean }): string {
  let teeth = "";
  for (let i = 0; i < 12; i++) {
    const a = (i / 12) * Math.PI * 2;
    const c = Math.cos(a);
    const s = Math.sin(a);
    teeth += `M${n(150 + c * 30)} ${n(-40 + s * 30)}L${n(150 + c * 40 - s * 5)} ${n(-40 + s * 40 + c * 5)}L${n(150 + c * 34 + s * 6)} ${n(-40 + s * 34 - c * 6)}Z`;
  }
  return g(
    [
      el("ellipse", { cx: 40, cy: 2, rx: 140, ry: 10, fill: "#1b2e17", opacity: 0.22 }),
      line(
        [
          [-40, -100],
          [-130, -170],
        ],
        C.dark,
        8,
      ),
      line(
        [
          [-130, -170],
          [-150, -172],
        ],
        "#111315",
        12,
      ),
      path("M-60 -130H70Q84 -130 84 -116V-44H-60Z", C.orange),
      path("M-60 -130H70Q84 -130 84 -116V-112H-60Z", "#ff9440"),
      rect(-40, -168, 84, 40, C.dark, { rx: 8 }),
      rect(-30, -160, 30, 10, C.steelDark, { rx: 3 }),
      line(
        [
          [60, -80],
          [150, -40],
        ],
        C.orangeDark,
        22,
      ),
      path(teeth, C.steel),
      circle(150, -40, 32, "#3a3f44"),
      circle(150, -40, 10, C.steelDark),
      path("M104 -50A48 48 0 0 1 196 -58L186 -46A36 36 0 0 0 114 -42Z", C.orange),
      wheel(-20, 30),
      wheel(40, 30),
    ],
    placeOf(o),
  );
}

/** A compact track loader with a forestry mulching head. */
export function mulcher(o: Place): string {
  let teeth = "";
  for (let x = 205; x < 300; x += 13) teeth += `M${x} -10l6 10l6 -10Z`;
  return g(
    [
      el("ellipse", { cx: 60, cy: 2, rx: 230, ry: 12, fill: "#1b2e17", opacity: 0.24 }),
      rect(-110, -56, 220, 56, C.tire, { rx: 28 }),
      ...[-78, -26, 26, 78].map((x) => circle(x, -28, 17, "#4a5057")),
      path("M-96 -56V-150Q-96 -166 -80 -166H40Q58 -166 66 -150L104 -70V-56Z", C.orange),
      path("M-60 -166V-266H60V-166", "none", { stroke: C.dark, "stroke-width": 10 }),
      path("M-50 -256H50V-170H-50Z", C.glass, { opacity: 0.75 }),
      path("M-40 -250L-10 -250L-40 -200Z", C.glassLight, { opacity: 0.6 }),
      rect(-70, -274, 140, 14, C.dark, { rx: 5 }),
      // Lift arm out to the mulching head.
      path("M-86 -150L-64 -176L206 -96L196 -64Z", C.orangeDark),
      circle(-74, -160, 12, C.dark),
      path("M190 -96H310Q318 -96 318 -88V-6H190Z", C.orange),
      rect(196, -40, 116, 34, "#2b2f33", { rx: 6 }),
      path(teeth, C.steel),
    ],
    placeOf(o),
  );
}
