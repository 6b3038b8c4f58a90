/**
 * `npm run bench:team`: the served editor for a team, on the shipped site.
 * - Sign-in to the first screen, through nginx with TLS, until the editor's list of pages shows: a password typed
 *   in a fresh browser each run (nothing cached, one scrypt), and a passkey (Chromium's virtual authenticator) in one
 *   browser signing in again, its cache warm as a returning person's. Median and slowest of the runs.
 * - 20 people checking and saving at once, each with their own session, straight to the editor on 127.0.0.1: every
 *   one sends a check and a save of a small change per round; p50, p95 and slowest of each kind. A save over a
 *   version someone else just saved answers 409 (the editor then merges), counted apart, as the app would see it.
 * Bounded: 20 sessions x ROUNDS rounds, a fixed number of requests; BENCH_TEAM_PAUSE_MS puts a person's pause
 * before each round (0, the default, sends them back to back: the worst case).
 */
import { cpSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { chromium } from "@playwright/test";
import { startEditorServer } from "../editor/server/server.ts";
import { openAccounts } from "../editor/team/accounts.ts";
import { addAuthenticator } from "../editor/team-e2e/authenticator.ts";
import { startNginx } from "../editor/team-e2e/nginx.ts";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "./chromium.ts";

const SESSIONS = Number(process.env.BENCH_TEAM_SESSIONS ?? 20);
const ROUNDS = Number(process.env.BENCH_TEAM_ROUNDS ?? 10);
/** A pause before each round, as a person types (the app checks a moment after typing stops); 0: back to back. */
const PAUSE_MS = Number(process.env.BENCH_TEAM_PAUSE_MS ?? 0);
const SIGN_INS = Number(process.env.BENCH_TEAM_SIGN_INS ?? 5);
const base = Number(process.env.TEAM_TEST_PORT_BASE ?? 17400) + 10;
const origin = `https://localhost:${base}`;
const host = `localhost:${base}`;
const PASSWORD = "a bench of twenty people";

interface Reply {
  status: number;
  body: string;
  cookie?: string;
}

function request(port: number, method: string, url: string, headers: Record<string, string>, body?: string) {
  return new Promise<Reply>((resolve, reject) => {
    const req = http.request({ host: "127.0.0.1", port, method, path: url, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () =>
        resolve({
          status: res.statusCode!,
          body: Buffer.concat(chunks).toString("utf8"),
          cookie: res.headers["set-cookie"]?.[0]?.split(";")[0],
        }),
      );
    });
    req.on("error", reject);
    req.end(body);
  });
}

const percentile = (values: number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};
const ms = (value: number) => `${value.toFixed(0)} ms`;

const dir = mkdtempSync(path.join(tmpdir(), "bench-team-"));
const siteFile = path.join(dir, "site", "site.json");
cpSync("site.json", siteFile);
cpSync("images", path.join(dir, "site", "images"), { recursive: true });
const accountsFile = path.join(dir, "accounts.json");
const editor = await startEditorServer({ siteFile, port: base + 1, served: { origin, accountsFile } });
const nginx = startNginx({ folder: path.join(dir, "nginx"), tlsPort: base, httpPort: base + 2, editorPort: base + 1 });
const port = editor.port;
const json = { host, origin, "content-type": "application/json" };

try {
  // The team: 20 editors, each with a password set from their link (one scrypt each, done before timing).
  const accounts = openAccounts(accountsFile);
  const people: Array<{ cookie: string; token: string }> = [];
  for (let n = 0; n < SESSIONS; n++) {
    const { code } = accounts.invite({ name: `Editor ${n + 1}`, role: "editor" });
    const set = await request(
      port,
      "POST",
      "/api/team/invite/password",
      json,
      JSON.stringify({ code, password: PASSWORD }),
    );
    if (set.status !== 200 || !set.cookie) throw new Error(`setting a password: ${set.status} ${set.body}`);
    const me = await request(port, "GET", "/api/team/me", { host, cookie: set.cookie });
    people.push({ cookie: set.cookie, token: JSON.parse(me.body).token });
  }

  // Sign-in to the first screen, in Chromium through nginx with TLS.
  await new Promise((resolve) => setTimeout(resolve, 300));
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  const signIns: number[] = [];
  for (let n = 0; n < SIGN_INS; n++) {
    const context = await browser.newContext({ ignoreHTTPSErrors: true, viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${origin}/sign-in`);
    await page.getByLabel("Your name").fill(`Editor ${(n % SESSIONS) + 1}`);
    await page.getByLabel("Password").fill(PASSWORD);
    const start = performance.now();
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await page.getByRole("heading", { name: "Pages and posts" }).waitFor({ timeout: 30_000 });
    signIns.push(performance.now() - start);
    await context.close();
  }
  // The same with a passkey (Chromium's virtual authenticator): no password hash to compute.
  const passkeyContext = await browser.newContext({ ignoreHTTPSErrors: true, viewport: { width: 1280, height: 900 } });
  const passkeyPage = await passkeyContext.newPage();
  await addAuthenticator(passkeyContext, passkeyPage);
  const { code } = accounts.invite({ name: "Passkey person", role: "editor" });
  await passkeyPage.goto(`${origin}/invite?code=${code}`);
  await passkeyPage.getByRole("button", { name: "Create a passkey" }).click();
  await passkeyPage.getByRole("heading", { name: "Pages and posts" }).waitFor({ timeout: 30_000 });
  const passkeySignIns: number[] = [];
  for (let n = 0; n < SIGN_INS; n++) {
    await passkeyContext.clearCookies();
    await passkeyPage.goto(`${origin}/sign-in`);
    const start = performance.now();
    await passkeyPage.getByRole("button", { name: "Sign in with a passkey" }).click();
    await passkeyPage.getByRole("heading", { name: "Pages and posts" }).waitFor({ timeout: 30_000 });
    passkeySignIns.push(performance.now() - start);
  }
  await browser.close();

  // 20 sessions at once: a check and a save of a small change per round, each person from their own version.
  const checks: number[] = [];
  const saves: number[] = [];
  const written: number[] = [];
  let conflicts = 0;
  const first = JSON.parse((await request(port, "GET", "/api/site", { host, cookie: people[0]!.cookie })).body);
  const wall = performance.now();
  await Promise.all(
    people.map(async (person, n) => {
      const headers = { ...json, cookie: person.cookie, "x-editor-token": person.token };
      let hash: string = first.hash;
      for (let round = 0; round < ROUNDS; round++) {
        if (PAUSE_MS) await new Promise((resolve) => setTimeout(resolve, PAUSE_MS));
        const changes = [
          { at: ["business", "description"], value: `Described by editor ${n + 1}, round ${round + 1}.` },
        ];
        let start = performance.now();
        const check = await request(port, "POST", "/api/check", headers, JSON.stringify({ baseHash: hash, changes }));
        checks.push(performance.now() - start);
        start = performance.now();
        const save = await request(port, "POST", "/api/save", headers, JSON.stringify({ baseHash: hash, changes }));
        saves.push(performance.now() - start);
        if (save.status === 200) written.push(performance.now() - start);
        if (save.status === 409) conflicts++;
        else if (save.status !== 200 || ![200, 409].includes(check.status)) {
          throw new Error(`round ${round}: check ${check.status}, save ${save.status} ${save.body.slice(0, 200)}`);
        }
        // The version to send the next changes from: the one saved, or the one someone else saved meanwhile.
        hash = JSON.parse(save.body).hash;
      }
    }),
  );
  const seconds = (performance.now() - wall) / 1000;
  const all = [...checks, ...saves];
  console.log(
    `Sign-in with a passkey to the first screen (${SIGN_INS} runs, the same browser, cache warm): median ${ms(percentile(passkeySignIns, 50))}, slowest ${ms(Math.max(...passkeySignIns))}`,
  );
  console.log(
    `Sign-in with a password to the first screen (${SIGN_INS} runs, a fresh browser each, nothing cached): median ${ms(percentile(signIns, 50))}, slowest ${ms(Math.max(...signIns))}`,
  );
  console.log(
    `${SESSIONS} sessions at once, ${ROUNDS} rounds each, ${PAUSE_MS} ms apart (${all.length} requests in ${seconds.toFixed(1)} s, site.json ${(readFileSync(siteFile).length / 1024).toFixed(0)} KB):`,
  );
  for (const [name, values] of [
    ["check", checks],
    ["save", saves],
    ["saved", written],
    ["all", all],
  ] as const) {
    console.log(
      `  ${name.padEnd(5)} p50 ${ms(percentile(values, 50))}, p95 ${ms(percentile(values, 95))}, slowest ${ms(Math.max(...values))}`,
    );
  }
  console.log(`  saves answered 409 (someone else saved first; the editor merges): ${conflicts} of ${saves.length}`);
} finally {
  nginx.kill("SIGQUIT");
  await editor.close();
  rmSync(dir, { recursive: true, force: true });
}
