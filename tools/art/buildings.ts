/** Buildings: a Florida ranch home with a barrel-tile roof, and the company's office and yard. */
import { treeMark } from "./machines.ts";
import { C, g, line, n, path, rect } from "./svg.ts";

function window(x: number, y: number, w: number, h: number): string {
  return [
    rect(x - 5, y - 5, w + 10, h + 10, C.trim, { rx: 2 }),
    rect(x, y, w, h, C.glass),
    path(
      `M${n(x)} ${n(y + h * 0.6)}L${n(x + w * 0.55)} ${n(y)}L${n(x + w * 0.8)} ${n(y)}L${n(x)} ${n(y + h * 0.95)}Z`,
      C.glassLight,
      {
        opacity: 0.55,
      },
    ),
    path(`M${n(x + w / 2)} ${n(y)}V${n(y + h)}M${n(x)} ${n(y + h / 2)}H${n(x + w)}`, "none", {
      stroke: C.trim,
      "stroke-width": 4,
    }),
    rect(x - 8, y + h + 4, w + 16, 7, C.trim, { rx: 2 }),
  ].join("");
}

/** Rows of barrel tiles: dashed strokes across a roof face, row by row. */
function tiles(x0: number, x1: number, top: number, bottom: number, slope: number): string {
  let d = "";
  for (let y = top + 12; y < bottom; y += 14) {
    const inset = (bottom - y) * slope;
    d += `M${n(x0 + inset)} ${n(y)}H${n(x1 - inset)}`;
  }
  return path(d, "none", { stroke: C.roofDark, "stroke-width": 5, "stroke-dasharray": "9 7", opacity: 0.55 });
}

export interface HouseOptions {
  /** Width of the house in px; everything else follows. */
  w: number;
  wall?: string;
  garage?: boolean;
}

/** A single-storey stucco home with a hipped barrel-tile roof, seen from the street. Base at (x, y). */
export function house(x: number, y: number, o: HouseOptions): string {
  const w = o.w;
  const s = w / 800;
  const wallH = 230;
  const wall = o.wall ?? C.stucco;
  const parts = [
    path(`M-30 0H830`, "none", { stroke: "#1b2e17", "stroke-width": 24, opacity: 0.15 }),
    rect(0, -wallH, 800, wallH, wall),
    rect(560, -wallH, 240, wallH, C.stuccoShade, { opacity: 0.55 }),
    // Roof: main hip and the garage wing.
    path(`M-40 ${-wallH + 6}L90 ${-wallH - 150}H470L600 ${-wallH + 6}Z`, C.roof),
    tiles(-40, 600, -wallH - 150, -wallH + 6, 0.83),
    path(`M520 ${-wallH + 6}L600 ${-wallH - 110}H760L840 ${-wallH + 6}Z`, C.roofDark),
    tiles(520, 840, -wallH - 110, -wallH + 6, 0.68),
    path(`M90 ${-wallH - 150}H470`, "none", { stroke: C.roofDark, "stroke-width": 10, "stroke-linecap": "round" }),
    rect(-40, -wallH + 4, 880, 14, "#000000", { opacity: 0.12 }),
    window(60, -170, 110, 90),
    window(230, -170, 70, 110),
    // Arched entry.
    path(`M350 0V-150A45 45 0 0 1 440 -150V0Z`, C.trim),
    path(`M362 0V-146A33 33 0 0 1 428 -146V0Z`, "#7a5236"),
    path(`M370 -20V-140M420 -20V-140`, "none", { stroke: "#5e3e28", "stroke-width": 3 }),
    rect(405, -82, 6, 16, "#d9b45a", { rx: 2 }),
    rect(335, 0, 120, 10, C.concrete),
  ];
  if (o.garage ?? true) {
    let lines = "";
    for (let yy = -160; yy < 0; yy += 32) lines += `M590 ${yy}H770`;
    parts.push(
      rect(580, -176, 200, 176, C.trim),
      rect(590, -166, 180, 166, "#ece7dc"),
      path(lines, "none", { stroke: "#cdc6b6", "stroke-width": 3 }),
    );
  } else {
    parts.push(window(620, -170, 120, 90));
  }
  return g(parts, { x, y, s });
}

/** The company's office: flat-roof building with a green awning, big windows and a blank sign panel with the tree mark. */
export function office(x: number, y: number, w: number): string {
  const s = w / 700;
  let stripes = "";
  for (let i = 0; i < 14; i++) stripes += `M${60 + i * 30} -300h15l-6 60h-15Z`;
  let scallops = "M60 -240";
  for (let i = 0; i < 14; i++) scallops += "a15 15 0 0 0 30 0";
  scallops += "V-252H60Z";
  return g(
    [
      path("M-30 0H730", "none", { stroke: "#1b2e17", "stroke-width": 24, opacity: 0.15 }),
      rect(0, -380, 700, 380, "#efe4cc"),
      rect(0, -400, 700, 30, "#d9ccb0"),
      rect(500, -380, 200, 380, C.stuccoShade, { opacity: 0.5 }),
      // Sign board: green panel with the tree mark only.
      rect(150, -372, 260, 62, C.forest, { rx: 8 }),
      treeMark(280, -341, 26, C.leafSun, C.cream),
      // Awning.
      path("M60 -300H480L500 -240H40Z", C.forestMid),
      path(stripes, C.cream, { opacity: 0.9 }),
      path(scallops, C.forestMid),
      // Storefront glass.
      rect(70, -224, 390, 200, C.glass),
      path("M70 -100L200 -224H260L70 -40Z", C.glassLight, { opacity: 0.45 }),
      path("M200 -224V-24M330 -224V-24M70 -124H460", "none", { stroke: "#3d4a4a", "stroke-width": 6 }),
      rect(64, -230, 402, 210, "none", { stroke: "#3d4a4a", "stroke-width": 8 }),
      rect(540, -230, 110, 230, "#3d4a4a"),
      rect(552, -218, 86, 206, C.glass),
      rect(620, -120, 6, 30, C.steel, { rx: 2 }),
      rect(520, 0, 150, 12, C.concrete),
      line(
        [
          [580, -260],
          [610, -260],
        ],
        "#fff3c4",
        8,
      ),
    ],
    { x, y, s },
  );
}

/** A run of white picket/rail fence. */
export function fence(x0: number, x1: number, y: number, h: number): string {
  let posts = "";
  for (let x = x0; x <= x1; x += h * 0.5) posts += `M${n(x)} ${n(y)}V${n(y - h)}`;
  return (
    path(posts, "none", { stroke: C.trim, "stroke-width": h * 0.14 }) +
    path(`M${n(x0)} ${n(y - h * 0.75)}H${n(x1)}M${n(x0)} ${n(y - h * 0.3)}H${n(x1)}`, "none", {
      stroke: C.trim,
      "stroke-width": h * 0.1,
    })
  );
}
