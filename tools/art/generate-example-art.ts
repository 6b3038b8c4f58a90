/**
 * Writes the example bakery's pictures (examples/butter-and-crumb/images/): flat, text-free illustrations drawn
 * here as SVG and saved as small JPEGs with sharp, as an owner's photos would be, plus the logo as an SVG.
 * Run: npx tsx tools/art/generate-example-art.ts   (deterministic: the same code always writes the same bytes)
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import sharp from "sharp";

const OUT = resolve("examples/butter-and-crumb/images");

const P = {
  brick: "#9c3d2e",
  brickDark: "#6e2a20",
  cream: "#fff6e8",
  wall: "#f6e2c8",
  wallShade: "#ecd0ae",
  crust: "#c97b3c",
  crustDark: "#9a5424",
  crumb: "#f3d6a4",
  butter: "#f7d77e",
  icing: "#fdf3f0",
  pink: "#f2a7b5",
  pinkDark: "#d9788c",
  berry: "#b0304a",
  blue: "#6f9fc2",
  board: "#b9834f",
  boardDark: "#8f5f33",
  steel: "#cfd5da",
  ink: "#3a2a22",
  leafy: "#7aa05a",
  sky: "#d8ecf5",
  flame: "#f6b73c",
  chocolate: "#5a3420",
};

const n = (value: number) => Number(value.toFixed(1));
const rect = (x: number, y: number, w: number, h: number, fill: string, r = 0) =>
  `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}"${r ? ` rx="${n(r)}"` : ""} fill="${fill}"/>`;
const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string) =>
  `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="${fill}"/>`;
const circle = (cx: number, cy: number, r: number, fill: string) =>
  `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${fill}"/>`;
const path = (d: string, fill: string, extra = "") => `<path d="${d}" fill="${fill}"${extra}/>`;
const stroke = (d: string, colour: string, width: number) =>
  `<path d="${d}" fill="none" stroke="${colour}" stroke-width="${width}" stroke-linecap="round"/>`;
const svg = (w: number, h: number, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${body}</svg>`;

/** A round loaf with three score marks. */
function loaf(cx: number, cy: number, rx: number, ry: number): string {
  const marks = [-0.45, 0, 0.45]
    .map((t) =>
      stroke(
        `M${n(cx + t * rx - rx * 0.18)} ${n(cy - ry * 0.35)}Q${n(cx + t * rx)} ${n(cy - ry * 0.1)} ${n(cx + t * rx + rx * 0.18)} ${n(cy + ry * 0.25)}`,
        P.crumb,
        Math.max(3, ry * 0.09),
      ),
    )
    .join("");
  return (
    ellipse(cx, cy + ry * 0.12, rx, ry * 0.92, P.crustDark) + ellipse(cx, cy, rx * 0.97, ry * 0.86, P.crust) + marks
  );
}

/** A long loaf seen from the side. */
function baguette(x: number, y: number, length: number, angle: number): string {
  const marks = [0.2, 0.4, 0.6, 0.8]
    .map((t) => stroke(`M${n(x + length * t - 22)} ${n(y - 6)}L${n(x + length * t + 10)} ${n(y + 8)}`, P.crumb, 6))
    .join("");
  return `<g transform="rotate(${angle} ${n(x + length / 2)} ${n(y)})">${rect(x, y - 26, length, 52, P.crustDark, 26)}${rect(x + 4, y - 24, length - 8, 44, P.crust, 22)}${marks}</g>`;
}

/** A croissant: five overlapping segments bent into a crescent. */
function croissant(cx: number, cy: number, size: number): string {
  const parts = [-2, -1, 0, 1, 2]
    .map((i) => {
      const x = cx + i * size * 0.34;
      const y = cy + Math.abs(i) * size * 0.12;
      const scale = 1 - Math.abs(i) * 0.22;
      return ellipse(x, y, size * 0.26 * scale, size * 0.34 * scale, i % 2 ? P.crust : P.crustDark);
    })
    .join("");
  return parts + ellipse(cx, cy - size * 0.06, size * 0.18, size * 0.1, P.butter);
}

/** A layered cake on a stand, with icing drips and berries; `tiers` from the bottom. */
function cake(cx: number, base: number, widths: number[], tierHeight: number, candles = 0): string {
  let out = rect(cx - widths[0]! * 0.62, base, widths[0]! * 1.24, 16, P.steel, 8);
  out += rect(cx - 16, base + 16, 32, 60, P.steel) + ellipse(cx, base + 80, widths[0]! * 0.4, 14, P.steel);
  let top = base;
  widths.forEach((width, index) => {
    top -= tierHeight;
    out += rect(cx - width / 2, top, width, tierHeight, index % 2 ? P.pink : P.icing, 10);
    const drips = Math.round(width / 36);
    for (let d = 0; d < drips; d++) {
      const x = cx - width / 2 + 14 + (d * (width - 28)) / Math.max(1, drips - 1);
      out += rect(x - 7, top, 14, 18 + ((d * 7) % 3) * 8, index % 2 ? P.icing : P.pink, 7);
    }
    out += rect(cx - width / 2, top, width, 12, index % 2 ? P.icing : P.pink, 6);
  });
  for (let b = -2; b <= 2; b++) out += circle(cx + b * 22, top - 8, 11, b % 2 ? P.berry : P.blue);
  for (let c = 0; c < candles; c++) {
    const x = cx - (candles - 1) * 18 + c * 36;
    out += rect(x - 5, top - 70, 10, 56, c % 2 ? P.blue : P.pinkDark, 4) + ellipse(x, top - 82, 7, 13, P.flame);
  }
  return out;
}

const wall = (w: number, h: number) =>
  rect(0, 0, w, h, P.wall) +
  Array.from({ length: Math.ceil(w / 80) }, (_, i) => rect(i * 80, 0, 40, h * 0.62, P.wallShade)).join("");

const counter = (w: number, h: number, top: number) =>
  rect(0, top, w, 28, P.boardDark) + rect(0, top + 28, w, h - top, P.brick) + rect(0, top + 28, w, 10, P.brickDark);

function shelf(x: number, y: number, width: number): string {
  return (
    rect(x, y, width, 16, P.boardDark, 4) +
    loaf(x + width * 0.2, y - 40, 70, 44) +
    loaf(x + width * 0.5, y - 44, 80, 50) +
    loaf(x + width * 0.8, y - 38, 64, 40)
  );
}

function storefront(w: number, h: number): string {
  const stripes = Array.from({ length: 12 }, (_, i) =>
    path(
      `M${n(200 + i * 66.7)} 240L${n(266.7 + i * 66.7)} 240L${n(262 + i * 66.7)} 330L${n(204 + i * 66.7)} 330Z`,
      i % 2 ? P.cream : P.brick,
    ),
  ).join("");
  return (
    rect(0, 0, w, h, P.sky) +
    rect(0, h * 0.82, w, h * 0.18, "#c9c2b8") +
    rect(160, 200, w - 320, h * 0.82 - 200, P.cream) +
    rect(150, 190, w - 300, 50, P.brickDark, 6) +
    stripes +
    rect(230, 380, 420, 250, P.blue, 8) +
    rect(240, 390, 400, 230, "#dbeaf2", 6) +
    loaf(330, 570, 60, 38) +
    loaf(450, 575, 56, 34) +
    cake(560, 600, [90, 64], 46) +
    rect(720, 360, 200, h * 0.82 - 360, P.brick, 6) +
    rect(740, 380, 160, 150, "#dbeaf2", 4) +
    circle(890, 520, 9, P.butter) +
    rect(140, h * 0.82 - 20, 120, 20, P.leafy, 10) +
    rect(950, h * 0.82 - 20, 120, 20, P.leafy, 10)
  );
}

const scenes: Record<string, [number, number, (w: number, h: number) => string]> = {
  "hero/home.jpg": [
    1200,
    800,
    (w, h) =>
      wall(w, h) +
      shelf(80, 300, 520) +
      shelf(640, 300, 480) +
      counter(w, h, 560) +
      cake(420, 540, [300, 220, 140], 70) +
      croissant(860, 520, 110),
  ],
  "hero/cakes.jpg": [
    1200,
    800,
    (w, h) =>
      rect(0, 0, w, h, "#fbe3e6") +
      circle(160, 140, 220, "#f8d3d9") +
      circle(1080, 700, 260, "#f8d3d9") +
      counter(w, h, 640) +
      cake(600, 620, [380, 290, 200], 84),
  ],
  "hero/bread.jpg": [
    1200,
    800,
    (w, h) =>
      wall(w, h) +
      ellipse(600, 560, 560, 170, P.boardDark) +
      ellipse(600, 545, 540, 160, P.board) +
      baguette(180, 470, 520, -8) +
      loaf(420, 580, 150, 92) +
      loaf(800, 560, 170, 104) +
      croissant(980, 640, 120),
  ],
  "hero/about.jpg": [1200, 800, storefront],
  "hero/visit.jpg": [
    1200,
    800,
    (w, h) =>
      rect(0, 0, w, h, P.wall) +
      rect(0, 0, w, 360, "#dbeaf2") +
      rect(0, 340, w, 40, P.brickDark) +
      ellipse(600, 650, 460, 120, P.boardDark) +
      ellipse(600, 635, 440, 110, P.board) +
      ellipse(430, 600, 90, 30, "#ffffff") +
      rect(380, 520, 100, 80, "#ffffff", 18) +
      ellipse(430, 525, 46, 14, P.chocolate) +
      croissant(720, 600, 120),
  ],
  "gallery/cupcakes.jpg": [
    960,
    720,
    (w, h) =>
      rect(0, 0, w, h, "#fbe3e6") +
      counter(w, h, 520) +
      [200, 480, 760]
        .map(
          (x, i) =>
            path(`M${x - 90} 420L${x + 90} 420L${x + 66} 540L${x - 66} 540Z`, i === 1 ? P.blue : P.brick) +
            ellipse(x, 400, 104, 60, i === 1 ? P.icing : P.pink) +
            ellipse(x, 350, 70, 50, i === 1 ? P.pink : P.icing) +
            circle(x, 300, 18, P.berry),
        )
        .join(""),
  ],
  "gallery/birthday-cake.jpg": [
    960,
    720,
    (w, h) => rect(0, 0, w, h, "#e7f0f6") + counter(w, h, 560) + cake(480, 540, [360, 250], 96, 5),
  ],
  "gallery/cinnamon-rolls.jpg": [
    960,
    720,
    (w, h) =>
      rect(0, 0, w, h, P.wall) +
      rect(120, 240, 720, 420, P.boardDark, 30) +
      rect(140, 260, 680, 380, P.board, 24) +
      [0, 1, 2, 3, 4, 5]
        .map((i) => {
          const x = 260 + (i % 3) * 220;
          const y = 360 + Math.floor(i / 3) * 190;
          return (
            circle(x, y, 92, P.crust) +
            stroke(
              `M${x} ${y}m-10 0a10 10 0 1 1 20 0a30 30 0 1 1 -60 0a50 50 0 1 1 100 0a70 70 0 1 1 -140 0`,
              P.chocolate,
              9,
            ) +
            stroke(`M${x - 60} ${y - 40}q30 30 60 0q30-30 60 10`, P.icing, 10)
          );
        })
        .join(""),
  ],
  "gallery/fruit-tart.jpg": [
    960,
    720,
    (w, h) =>
      rect(0, 0, w, h, "#f1efe6") +
      circle(480, 380, 300, P.crustDark) +
      circle(480, 380, 280, P.crust) +
      circle(480, 380, 250, P.butter) +
      Array.from({ length: 28 }, (_, i) => {
        const ring = i < 18 ? 200 : 110;
        const count = i < 18 ? 18 : 10;
        const angle = ((i % count) / count) * Math.PI * 2;
        return circle(
          480 + Math.cos(angle) * ring,
          380 + Math.sin(angle) * ring,
          i < 18 ? 30 : 26,
          i % 3 === 0 ? P.blue : i % 3 === 1 ? P.berry : P.pinkDark,
        );
      }).join("") +
      circle(480, 380, 44, P.leafy),
  ],
  "social/default.jpg": [
    1200,
    630,
    (w, h) =>
      rect(0, 0, w, h, P.brick) +
      Array.from({ length: 16 }, (_, i) =>
        circle((i % 8) * 170 + 40, Math.floor(i / 8) * 520 + 60, 40, P.brickDark),
      ).join("") +
      circle(600, 315, 200, P.cream) +
      loaf(600, 330, 140, 90),
  ],
};

/** The logo, kept as a vector: it is small, sharp at any size, and the browser tab's icon too. */
const LOGO = svg(64, 64, circle(32, 32, 31, P.brick) + circle(32, 32, 27, P.cream) + loaf(32, 36, 20, 13));

mkdirSync(resolve(OUT, "brand"), { recursive: true });
writeFileSync(resolve(OUT, "brand/logo.svg"), LOGO);
for (const [file, [w, h, draw]] of Object.entries(scenes)) {
  const target = resolve(OUT, file);
  mkdirSync(dirname(target), { recursive: true });
  const jpeg = await sharp(Buffer.from(svg(w, h, draw(w, h))))
    .flatten({ background: "#ffffff" })
    .jpeg({ quality: 74, mozjpeg: true })
    .toBuffer();
  writeFileSync(target, jpeg);
  console.log(`${file}: ${w}x${h}, ${(jpeg.length / 1024).toFixed(1)} KB`);
}
