/**
 * `npm run bench`: measures the budgets that depend on site size. It writes a generated site.json
 * with N pages (default 10,000), each a hero and a text block taken from the shipped service pages, then times
 * `validate` and the full build of it, and prints milliseconds per page. Nothing here is a pass/fail test.
 */
import { spawnSync } from "node:child_process";
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";

const pages = Number(process.argv[2] ?? 10_000);
const folder = resolve(".scratch-bench");
const site = JSON.parse(readFileSync("site.json", "utf8"));
const services = site.pages.filter(
  (page: { structuredData?: { type: string } }) => page.structuredData?.type === "Service",
);

const generated = [...site.pages];
for (let i = 0; generated.length < pages; i++) {
  const base = services[i % services.length];
  const [hero, text] = [base.blocks.find((b: { type: string }) => b.type === "hero"), base.blocks[1]];
  generated.push({ ...base, path: `${base.path}-${i}`, title: `${base.title} (${i})`, blocks: [hero, text] });
}
rmSync(folder, { recursive: true, force: true });
mkdirSync(folder, { recursive: true });
const file = join(folder, "site.json");
writeFileSync(file, JSON.stringify({ ...site, pages: generated }, null, 2));
// Image paths in site.json are relative to its folder: point the copy at the real images.
spawnSync("ln", ["-s", resolve("images"), join(folder, "images")]);

const bin = (name: string) => resolve("node_modules/.bin", name);
function time(label: string, args: string[], env: NodeJS.ProcessEnv) {
  const started = performance.now();
  const result = spawnSync(bin("tsx"), args, { env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "inherit"] });
  const ms = performance.now() - started;
  if (result.status !== 0) throw new Error(`${label} failed:\n${result.stdout}`);
  return { ms, output: String(result.stdout).trim() };
}

const total = generated.length + site.posts.length;
console.log(`site.json with ${total} routes: ${(readFileSync(file).length / 1e6).toFixed(1)} MB`);
const validate = time("validate", ["scripts/validate.ts", file], {});
console.log(`validate: ${validate.ms.toFixed(0)} ms for the whole process; it says: ${validate.output}`);
const { ms: buildMs } = time("build", ["scripts/build.ts"], { SITE_JSON: file, DIST_DIR: join(folder, "dist") });
console.log(`build: ${(buildMs / 1000).toFixed(1)} s, ${(buildMs / total).toFixed(2)} ms per route`);
rmSync(folder, { recursive: true, force: true });
