/**
 * Writes the site's original illustrations (flat, text-free SVG scenes) into images/ (the logo is the favicon too).
 * Run: npx tsx tools/art/generate-art.ts   (deterministic: the same code always writes the same bytes)
 *
 * The pieces live next to this file: svg.ts (helpers and palette), nature.ts (sky, hills, trees),
 * people.ts (crew and hand tools), machines.ts (trucks, crane, chipper, grinder), buildings.ts, scenes.ts.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import * as scene from "./scenes.ts";
import { svgDocument } from "./svg.ts";

type Draw = (w: number, h: number) => string;

const HERO = [1600, 1000] as const;
const DETAIL = [1200, 900] as const;

/** Every file, its size in px and the scene that fills it. */
export const ART: [file: string, size: readonly [number, number], draw: Draw][] = [
  ["images/brand/logo.svg", [64, 64], scene.logoMark],
  ["images/social/default.svg", [1200, 630], scene.socialDefault],
  ["images/hero/home.svg", HERO, scene.heroHome],
  ["images/hero/about.svg", HERO, scene.heroAbout],
  ["images/hero/contact.svg", HERO, scene.heroContact],
  ["images/hero/blog.svg", HERO, scene.heroBlog],
  ["images/services/tree-removal.svg", HERO, scene.serviceRemoval],
  ["images/services/tree-removal-detail.svg", DETAIL, scene.removalDetail],
  ["images/services/tree-trimming-pruning.svg", HERO, scene.serviceTrimming],
  ["images/services/tree-trimming-pruning-detail.svg", DETAIL, scene.trimmingDetail],
  ["images/services/stump-grinding-removal.svg", HERO, scene.serviceStump],
  ["images/services/stump-grinding-removal-detail.svg", DETAIL, scene.stumpDetail],
  ["images/services/emergency-tree-services.svg", HERO, scene.serviceEmergency],
  ["images/services/emergency-tree-services-detail.svg", DETAIL, scene.emergencyDetail],
  ["images/services/land-lot-clearing.svg", HERO, scene.serviceClearing],
  ["images/services/land-lot-clearing-detail.svg", DETAIL, scene.clearingDetail],
  ["images/services/tree-health-maintenance.svg", HERO, scene.serviceHealth],
  ["images/services/tree-health-maintenance-detail.svg", DETAIL, scene.healthDetail],
  ["images/services/arborist-consulting-services.svg", HERO, scene.serviceConsulting],
  ["images/services/arborist-consulting-services-detail.svg", DETAIL, scene.consultingDetail],
  ["images/services/shrub-hedge-trimming.svg", HERO, scene.serviceHedge],
  ["images/services/shrub-hedge-trimming-detail.svg", DETAIL, scene.hedgeDetail],
  ["images/sections/residential-care.svg", DETAIL, scene.sectionResidential],
  ["images/sections/mulching.svg", DETAIL, scene.sectionMulching],
  ["images/sections/crew-equipment.svg", DETAIL, scene.sectionEquipment],
  ["images/gallery/01-crane-removal.svg", DETAIL, scene.galleryCrane],
  ["images/gallery/02-climber-pruning.svg", DETAIL, scene.galleryClimber],
  ["images/gallery/03-stump-grinding.svg", DETAIL, scene.galleryStump],
  ["images/gallery/04-storm-cleanup.svg", DETAIL, scene.galleryStorm],
  ["images/gallery/05-lot-clearing.svg", DETAIL, scene.galleryClearing],
  ["images/gallery/06-palm-trimming.svg", DETAIL, scene.galleryPalm],
  ["images/gallery/07-hedge-shaping.svg", DETAIL, scene.galleryHedge],
  ["images/gallery/08-oak-canopy.svg", DETAIL, scene.galleryCanopy],
  ["images/gallery/09-mulch-ring.svg", DETAIL, scene.galleryMulch],
  ["images/gallery/10-chipper-crew.svg", DETAIL, scene.galleryChipper],
  ["images/blog/pruning-saves-money.svg", [1200, 750], scene.blogPruning],
  ["images/blog/storm-season-safety.svg", [1200, 750], scene.blogStorm],
];

function main() {
  const only = process.argv.slice(2);
  let total = 0;
  for (const [file, [width, height], draw] of ART) {
    if (only.length > 0 && !only.some((part) => file.includes(part))) continue;
    const svg = svgDocument(width, height, draw(width, height));
    const target = resolve(file);
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, svg);
    total += svg.length;
    const warning = svg.length > 30_000 ? "  (over 30 KB)" : "";
    console.log(`${file.padEnd(58)} ${(svg.length / 1024).toFixed(1).padStart(5)} KB${warning}`);
  }
  console.log(`total ${(total / 1024).toFixed(0)} KB`);
}

main();
