/**
 * The MDN HTTP Observatory's grade for the home page as nginx serves it with deploy/nginx.conf. The
 * scanner's own package cannot run here (it needs Node 22 and downloads a certificate bundle while
 * installing), so this applies its published rules: the scoring table of src/grader/charts.js and the
 * tests of src/analyzer/tests/ in github.com/mdn/mdn-http-observatory. Start at 100, add each test's
 * modifier; bonuses count only when the score without them is 90 or more; A+ at 100 or more.
 *
 * Run alone: `tsx tools/audit/observatory.ts` (starts nginx on NGINX_PORT, default 8086).
 */
import { spawn } from "node:child_process";
import { resolve } from "node:path";
import { parseDocument } from "htmlparser2";

export interface ObservatoryTest {
  name: string;
  result: string;
  modifier: number;
  /** Tests a plain-HTTP local server cannot pass or fail honestly are reported, not scored. */
  scored: boolean;
}

export interface ObservatoryResult {
  score: number;
  grade: string;
  tests: ObservatoryTest[];
}

const GRADES: [number, string][] = [
  [100, "A+"],
  [90, "A"],
  [85, "A-"],
  [80, "B+"],
  [70, "B"],
  [65, "B-"],
  [60, "C+"],
  [50, "C"],
  [45, "C-"],
  [40, "D+"],
  [30, "D"],
  [25, "D-"],
  [0, "F"],
];
const MINIMUM_SCORE_FOR_EXTRA_CREDIT = 90;
const DANGEROUSLY_BROAD = new Set([
  "ftp:",
  "http:",
  "https:",
  "*",
  "http://*",
  "http://*.*",
  "https://*",
  "https://*.*",
]);
const UNSAFE_INLINE = new Set(["'unsafe-inline'", "data:"]);
const BROAD_OR_INLINE = new Set([...DANGEROUSLY_BROAD, ...UNSAFE_INLINE]);

export function gradeFor(score: number): string {
  const key = Math.min(Math.max(score, 0) - (Math.max(score, 0) % 5), 100);
  return GRADES.find(([minimum]) => key >= minimum)![1];
}

function parseCsp(header: string): Map<string, Set<string>> | undefined {
  const policy = new Map<string, Set<string>>();
  for (const part of header.split(";")) {
    const [name, ...sources] = part.trim().toLowerCase().split(/\s+/);
    if (!name) continue;
    if (policy.has(name)) return undefined; // a duplicate directive: the scanner marks it, we refuse it
    policy.set(name, new Set(sources));
  }
  return policy;
}

function cspTest(header: string | null): [string, number] {
  if (!header) return ["csp-not-implemented", -25];
  const csp = parseCsp(header);
  if (!csp || csp.size === 0) return ["csp-header-invalid", -25];
  const fallback = (name: string) => new Set(csp.get(name) ?? csp.get("default-src") ?? ["*"]);
  const script = fallback("script-src");
  const style = fallback("style-src");
  const object = fallback("object-src");
  const hashed = (sources: Set<string>) =>
    [...sources].some((source) => /^'(nonce|sha256|sha384|sha512)-/.test(source));
  for (const sources of [script, style]) if (hashed(sources)) sources.delete("'unsafe-inline'");
  if ([...script].some((source) => BROAD_OR_INLINE.has(source)) || [...object].some((s) => DANGEROUSLY_BROAD.has(s)))
    return ["csp-implemented-with-unsafe-inline", -20];
  if (script.has("'unsafe-eval'") || style.has("'unsafe-eval'")) return ["csp-implemented-with-unsafe-eval", -10];
  if ([...style].some((source) => BROAD_OR_INLINE.has(source)))
    return ["csp-implemented-with-unsafe-inline-in-style-src-only", 0];
  const defaultSrc = csp.get("default-src");
  if (defaultSrc?.has("'none'") && defaultSrc.size === 1)
    return ["csp-implemented-with-no-unsafe-default-src-none", 10];
  return ["csp-implemented-with-no-unsafe", 5];
}

function hstsTest(header: string | null): [string, number] {
  if (!header) return ["hsts-not-implemented", -20];
  const maxAge = /max-age=(\d+)/i.exec(header);
  if (!maxAge) return ["hsts-header-invalid", -20];
  // Preloading (+5) needs the domain on the browsers' preload list, which no local check can see.
  return Number(maxAge[1]) >= 15_768_000
    ? ["hsts-implemented-max-age-at-least-six-months", 0]
    : ["hsts-implemented-max-age-less-than-six-months", -10];
}

function referrerTest(header: string | null): [string, number] {
  if (!header) return ["referrer-policy-not-implemented", 0];
  const values = header
    .toLowerCase()
    .split(",")
    .map((value) => value.trim());
  const last = values.at(-1)!;
  const good = ["no-referrer", "same-origin", "strict-origin", "strict-origin-when-cross-origin"];
  const bad = ["origin", "origin-when-cross-origin", "unsafe-url", "no-referrer-when-downgrade"];
  if (good.includes(last)) return ["referrer-policy-private", 5];
  if (bad.includes(last)) return ["referrer-policy-unsafe", -5];
  return ["referrer-policy-header-invalid", -5];
}

function sriTest(html: string, contentType: string): [string, number] {
  if (!contentType.includes("html")) return ["sri-not-implemented-response-not-html", 0];
  const scripts: { src: string; integrity?: string }[] = [];
  const walk = (node: { name?: string; attribs?: Record<string, string>; children?: unknown[] }) => {
    if (node.name === "script" && node.attribs?.src)
      scripts.push({ src: node.attribs.src, integrity: node.attribs.integrity });
    (node.children ?? []).forEach((child) => walk(child as typeof node));
  };
  walk(parseDocument(html) as never);
  if (scripts.length === 0) return ["sri-not-implemented-but-no-scripts-loaded", 0];
  const foreign = scripts.filter((script) => /^(https?:)?\/\//i.test(script.src));
  if (foreign.length === 0) return ["sri-not-implemented-but-all-scripts-loaded-from-secure-origin", 0];
  if (foreign.some((script) => !script.integrity && script.src.startsWith("http:")))
    return ["sri-not-implemented-and-external-scripts-not-loaded-securely", -50];
  if (foreign.some((script) => !script.integrity))
    return ["sri-not-implemented-but-external-scripts-loaded-securely", -5];
  return ["sri-implemented-and-external-scripts-loaded-securely", 5];
}

/** Grades one response (the home page), as the Observatory's scanner does. */
export function gradeResponse(headers: Headers, html: string): ObservatoryResult {
  const get = (name: string) => headers.get(name);
  const csp = get("content-security-policy");
  const tests: ObservatoryTest[] = [];
  const add = (name: string, [result, modifier]: [string, number], scored = true) =>
    tests.push({ name, result, modifier, scored });

  add("content-security-policy", cspTest(csp));
  add(
    "cookies",
    get("set-cookie") ? ["cookies-present: not graded here, the site sets none", 0] : ["cookies-not-found", 0],
  );
  add(
    "cross-origin-resource-sharing",
    get("access-control-allow-origin")?.trim() === "*" && get("access-control-allow-credentials") === "true"
      ? ["cross-origin-resource-sharing-implemented-with-universal-access", -50]
      : ["cross-origin-resource-sharing-not-implemented", 0],
  );
  add("redirection", ["not testable over plain HTTP: http:// must answer 301 to https:// in front of nginx", 0], false);
  add("referrer-policy", referrerTest(get("referrer-policy")));
  add("strict-transport-security", hstsTest(get("strict-transport-security")));
  add("subresource-integrity", sriTest(html, get("content-type") ?? ""));
  add(
    "x-content-type-options",
    get("x-content-type-options") === null
      ? ["x-content-type-options-not-implemented", -5]
      : get("x-content-type-options")!.trim().toLowerCase() === "nosniff"
        ? ["x-content-type-options-nosniff", 0]
        : ["x-content-type-options-header-invalid", -5],
  );
  const xfo = get("x-frame-options")?.trim().toLowerCase();
  add(
    "x-frame-options",
    csp && parseCsp(csp)?.has("frame-ancestors")
      ? ["x-frame-options-implemented-via-csp", 5]
      : xfo === "deny" || xfo === "sameorigin"
        ? ["x-frame-options-sameorigin-or-deny", 5]
        : xfo
          ? ["x-frame-options-header-invalid", -20]
          : ["x-frame-options-not-implemented", -20],
  );
  const corp = get("cross-origin-resource-policy")?.trim().toLowerCase();
  add(
    "cross-origin-resource-policy",
    corp === "same-origin" || corp === "same-site"
      ? [`cross-origin-resource-policy-implemented-with-${corp}`, 10]
      : corp === "cross-origin"
        ? ["cross-origin-resource-policy-implemented-with-cross-origin", 0]
        : corp
          ? ["cross-origin-resource-policy-header-invalid", -5]
          : ["cross-origin-resource-policy-not-implemented", 0],
  );
  const coop = get("cross-origin-opener-policy")?.trim().toLowerCase();
  add(
    "cross-origin-opener-policy",
    coop && ["same-origin", "same-origin-allow-popups", "noopener-allow-popups"].includes(coop)
      ? [`coop-implemented-with-${coop}`, 10]
      : ["coop-not-implemented", 0],
  );
  const coep = get("cross-origin-embedder-policy")?.trim().toLowerCase();
  add(
    "cross-origin-embedder-policy",
    coep === "require-corp" || coep === "credentialless"
      ? [`coep-implemented-with-${coep}`, 10]
      : ["coep-not-implemented", 0],
  );

  const scored = tests.filter((test) => test.scored);
  const uncurved = 100 + scored.reduce((sum, test) => sum + Math.min(test.modifier, 0), 0);
  const withExtraCredit = 100 + scored.reduce((sum, test) => sum + test.modifier, 0);
  const score = uncurved >= MINIMUM_SCORE_FOR_EXTRA_CREDIT ? withExtraCredit : uncurved;
  return { score, grade: gradeFor(score), tests };
}

export function renderObservatory(result: ObservatoryResult, url: string): string {
  const width = Math.max(...result.tests.map((test) => test.name.length));
  return [
    `MDN HTTP Observatory rules, ${url}: ${result.grade} (${result.score} points)`,
    ...result.tests.map(
      (test) =>
        `  ${test.name.padEnd(width)}  ${test.scored ? `${test.modifier >= 0 ? "+" : ""}${test.modifier}`.padStart(4) : " n/a"}  ${test.result}`,
    ),
  ].join("\n");
}

export const OBSERVATORY_NGINX_PORT = Number(process.env.NGINX_PORT ?? 8086);

export interface ObservatoryReport {
  result?: ObservatoryResult;
  report: string;
  failures: string[];
}

/**
 * Starts nginx with deploy/nginx.conf on loopback, fetches the home page, grades it and stops nginx. A
 * machine without nginx gets one failure that says so, not a crash of the whole audit.
 */
export async function observatoryOfNginx(log: (line: string) => void = () => {}): Promise<ObservatoryReport> {
  try {
    return await gradeNginx(log);
  } catch (error) {
    const message = `Observatory: not graded, ${error instanceof Error ? error.message : String(error)}`;
    return { report: message, failures: [message] };
  }
}

async function gradeNginx(log: (line: string) => void): Promise<ObservatoryReport> {
  const url = `http://127.0.0.1:${OBSERVATORY_NGINX_PORT}/`;
  const taken = await fetch(url).then(
    () => true,
    () => false,
  );
  if (taken) throw new Error(`port ${OBSERVATORY_NGINX_PORT} is already in use; set NGINX_PORT`);
  const child = spawn(resolve("node_modules/.bin/tsx"), ["tools/serve-nginx.ts"], {
    env: { ...process.env, NGINX_PORT: String(OBSERVATORY_NGINX_PORT) },
    stdio: ["ignore", "ignore", "inherit"],
  });
  try {
    log(`nginx with deploy/nginx.conf at ${url}`);
    const deadline = Date.now() + 15_000;
    let response: Response | undefined;
    while (!response) {
      if (child.exitCode !== null) throw new Error(`nginx stopped with code ${child.exitCode}`);
      response = await fetch(url).catch(() => undefined);
      if (!response && Date.now() > deadline) throw new Error(`nginx did not answer at ${url}`);
      if (!response) await new Promise((done) => setTimeout(done, 100));
    }
    const result = gradeResponse(response.headers, await response.text());
    const failures: string[] = [];
    if (result.grade !== "A+") failures.push(`Observatory grade ${result.grade} (${result.score}), the target is A+`);
    if (!response.headers.get("strict-transport-security"))
      failures.push("Observatory: nginx sends no Strict-Transport-Security");
    return { result, report: renderObservatory(result, url), failures };
  } finally {
    if (child.exitCode === null) child.kill("SIGTERM");
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { report, failures } = await observatoryOfNginx(console.error);
  console.log(report);
  for (const failure of failures) console.log(`  - ${failure}`);
  process.exit(failures.length ? 1 : 0);
}
