/**
 * `npm run audit`: Lighthouse (mobile preset, the default) on every route of the built site, served
 * locally. Prints the four category scores per route and any audit that cost points. The network here
 * is offline, so the form provider's and the map's hosts are blocked: their absence is what is measured.
 */
import { spawn } from "node:child_process";
import { resolve } from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { loadSite } from "../src/content/load.ts";
import { routeTable } from "../src/content/routes.ts";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "./chromium.ts";

const PORT = 4180;
const base = `http://127.0.0.1:${PORT}`;
const only = process.argv.slice(2);
const paths = routeTable(loadSite())
  .map((route) => route.path)
  .filter((path) => only.length === 0 || only.includes(path));

const server = spawn(resolve("node_modules/.bin/tsx"), ["scripts/serve.ts"], {
  env: { ...process.env, PORT: String(PORT) },
  stdio: ["ignore", "pipe", "inherit"],
});
await new Promise<void>((done) => server.stdout.once("data", () => done()));

const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM_PATH,
  chromeFlags: ["--headless=new", "--no-sandbox", ...CHROMIUM_FLAGS],
});

const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
let worst = 100;
try {
  console.log(`${"route".padEnd(48)} perf  a11y  best   seo   LCP     TBT   CLS`);
  for (const path of paths) {
    const result = await lighthouse(`${base}${path}`, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      blockedUrlPatterns: ["*tally.so*", "*google.com*"],
    });
    const lhr = result!.lhr;
    const scores = CATEGORIES.map((id) => Math.round((lhr.categories[id]?.score ?? 0) * 100));
    worst = Math.min(worst, ...scores);
    const metric = (id: string) => lhr.audits[id]?.displayValue ?? "?";
    console.log(
      `${path.padEnd(48)} ${scores.map((score) => String(score).padStart(4)).join("  ")}   ` +
        `${metric("largest-contentful-paint").padEnd(7)} ${metric("total-blocking-time").padEnd(5)} ${metric("cumulative-layout-shift")}`,
    );
    for (const id of CATEGORIES) {
      for (const ref of lhr.categories[id]?.auditRefs ?? []) {
        const audit = lhr.audits[ref.id];
        if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) {
          console.log(`    ${id}: ${audit.id} (${Math.round(audit.score * 100)}) ${audit.title}`);
        }
      }
    }
  }
} finally {
  chrome.kill();
  server.kill();
}
console.log(`\nLowest score on any route: ${worst}`);
