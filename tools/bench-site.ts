/**
 * What `npm run bench` and `npm run bench:validate` share: a site.json of N pages made from the shipped
 * content, and the measuring of child processes (wall time, peak memory) and of validation.
 */
import { spawn } from "node:child_process";
import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";

export const SCRATCH = resolve(".scratch-bench");
export const bin = (name: string) => resolve("node_modules/.bin", name);

interface ShippedPage {
  path: string;
  title: string;
  description: string;
  language?: string;
  translationOf?: string;
  [field: string]: unknown;
}
interface ShippedSite {
  pages: ShippedPage[];
  posts: unknown[];
  [field: string]: unknown;
}

/** The validator warns above these lengths; generated titles and descriptions stay within them. */
const TITLE_MAX = 60;
const DESCRIPTION_MAX = 160;

/**
 * A site of `pageCount` pages: the shipped pages, then copies of them in turn, every block at full length,
 * each copy with its own path, title and description. Copies keep linking to the shipped pages, which stay
 * in the set, so every internal link still resolves. Posts, navigation and footer are kept. A page is copied
 * with its translations, each copy's translations naming the copy (translationOf), as the shipped site has them.
 *
 * So that the file is as clean as the shipped one (no warnings, which would flood the output at 10,000
 * pages): each language's home page and every copy end with a one-line text block linking to the next copy in
 * the same language, so no page is unlinked; and a copy of a service page is described as a WebPage, since only
 * the shipped service pages are in the Services menu.
 */
export function generateSite(shipped: ShippedSite, pageCount: number): ShippedSite {
  if (pageCount < shipped.pages.length) {
    throw new Error(`a generated site needs at least the ${shipped.pages.length} shipped pages, not ${pageCount}`);
  }
  const originals = shipped.pages.filter((page) => page.translationOf === undefined);
  const isHome = (page: ShippedPage) => page.path === "/" || page.translationOf === "/";
  const copies: ShippedPage[] = [];
  for (let copy = 1; shipped.pages.length + copies.length < pageCount; copy++) {
    const original = originals[(copy - 1) % originals.length]!;
    const pathOf = (page: ShippedPage) =>
      page.path === "/" ? `/home-${copy}` : isHome(page) ? `${page.path}/home-${copy}` : `${page.path}-${copy}`;
    const group = [original, ...shipped.pages.filter((page) => page.translationOf === original.path)];
    for (const base of group) {
      if (shipped.pages.length + copies.length >= pageCount) break;
      copies.push({
        ...base,
        path: pathOf(base),
        ...(base === original ? {} : { translationOf: pathOf(original) }),
        title: withSuffix(base.title.split(" | ")[0]!, ` | Page ${copy}`, TITLE_MAX),
        description: withSuffix(base.description, ` (page ${copy})`, DESCRIPTION_MAX),
        structuredData: { type: "WebPage" },
      });
    }
  }
  const linkTo = (page: ShippedPage | undefined) =>
    page ? [{ type: "text", paragraphs: [`Next: [${page.title}](${page.path})`] }] : [];
  const withLink = (page: ShippedPage, next: ShippedPage | undefined): ShippedPage =>
    next ? { ...page, blocks: [...(page.blocks as unknown[]), ...linkTo(next)] } : page;
  const sameLanguage = (a: ShippedPage) => (b: ShippedPage) => a.language === b.language;
  const nextCopy = (page: ShippedPage, after = -1) => copies.slice(after + 1).find(sameLanguage(page));
  const pages = [
    ...shipped.pages.map((page) => (isHome(page) ? withLink(page, nextCopy(page)) : page)),
    ...copies.map((page, index) => withLink(page, nextCopy(page, index))),
  ];
  return { ...shipped, pages };
}

function withSuffix(text: string, suffix: string, max: number): string {
  return text.slice(0, max - suffix.length).trimEnd() + suffix;
}

export interface GeneratedFile {
  folder: string;
  file: string;
  pages: number;
  routes: number;
  bytes: number;
}

/** Writes .scratch-bench/<pages>/site.json (pretty-printed, like the owner's file) and links its images/. */
export function writeGeneratedSite(pageCount: number): GeneratedFile {
  const shipped = JSON.parse(readFileSync("site.json", "utf8")) as ShippedSite;
  const site = generateSite(shipped, pageCount);
  const folder = join(SCRATCH, String(pageCount));
  rmSync(folder, { recursive: true, force: true });
  mkdirSync(folder, { recursive: true });
  const file = join(folder, "site.json");
  const text = JSON.stringify(site, null, 2) + "\n";
  writeFileSync(file, text);
  // Image paths in site.json are relative to its folder: point the copy at the real images.
  cpSync(resolve("images"), join(folder, "images"), { recursive: true }); // the check refuses a linked images/
  return { folder, file, pages: site.pages.length, routes: site.pages.length + site.posts.length, bytes: text.length };
}

export interface Measured {
  ms: number;
  status: number | null;
  stdout: string;
  stderr: string;
  /** Kernel high-water mark of the largest single process of the tree (GNU time's %M), in bytes. */
  largestRss?: number;
  /** Largest sum of RSS over the processes of the tree at one moment, sampled every `sampleMs`, in bytes. */
  treeRss?: number;
}

const TIME = "/usr/bin/time";
let hasTime: boolean | undefined;
function gnuTimeAvailable(): boolean {
  if (hasTime === undefined) {
    try {
      hasTime = statSync(TIME).isFile();
    } catch {
      hasTime = false;
    }
  }
  return hasTime;
}

/**
 * Runs a command to its end and measures it. Peak memory is taken two ways, because the build is a tree
 * of processes (tsx's wrapper; the build script, which validates the site and makes the images; `vike build`,
 * which prerenders while the build script waits, still holding the site):
 * - `largestRss`: GNU time's maximum resident set size, the kernel's exact high-water mark of the largest
 *   process in the tree (wait4 reports the maximum over the child and its descendants, not their sum);
 * - `treeRss`: /proc polled every `sampleMs` (200 ms), the largest sum of the RSS of every process in the tree at
 *   one moment. It counts memory shared between processes (the node binary) once per process, and can miss
 *   a peak shorter than the sampling interval.
 */
export function measure(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv = {},
  options: { sampleMs?: number; memory?: boolean; cwd?: string } = {},
): Promise<Measured> {
  const memory = options.memory ?? true;
  const timeFile = join(SCRATCH, `time-${process.pid}-${Date.now()}.txt`);
  const useTime = memory && gnuTimeAvailable();
  mkdirSync(SCRATCH, { recursive: true });
  const [file, argv] = useTime ? [TIME, ["-f", "%M", "-o", timeFile, command, ...args]] : [command, args];
  const started = performance.now();
  const child = spawn(file, argv, {
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "pipe"],
    ...(options.cwd ? { cwd: options.cwd } : {}),
  });
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (chunk) => (stdout += chunk));
  child.stderr.on("data", (chunk) => (stderr += chunk));
  let treeRss = 0;
  const sampler = memory
    ? setInterval(() => {
        if (child.pid !== undefined) treeRss = Math.max(treeRss, processTreeRss(child.pid));
      }, options.sampleMs ?? 200)
    : undefined;
  return new Promise((resolvePromise, reject) => {
    child.on("error", reject);
    child.on("close", (status) => {
      const ms = performance.now() - started;
      clearInterval(sampler);
      const result: Measured = { ms, status, stdout, stderr };
      if (memory) result.treeRss = treeRss;
      if (useTime) {
        try {
          // GNU time writes "Command exited with non-zero status N" before the figure when the command fails.
          const kilobytes = Number(readFileSync(timeFile, "utf8").trim().split("\n").at(-1));
          if (Number.isFinite(kilobytes)) result.largestRss = kilobytes * 1024;
        } catch {
          // no figure: the table shows a dash
        }
        rmSync(timeFile, { force: true });
      }
      resolvePromise(result);
    });
  });
}

const PAGE_SIZE = 4096;

/** The sum of the resident memory of `root` and all its descendants now, from /proc, in bytes. */
function processTreeRss(root: number): number {
  const children = new Map<number, number[]>();
  const rss = new Map<number, number>();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    let stat: string;
    try {
      stat = readFileSync(`/proc/${entry}/stat`, "utf8");
    } catch {
      continue; // ended between the listing and the read
    }
    // The command name may hold spaces and parentheses: the fields that follow start after the last ")".
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    const pid = Number(entry);
    const parent = Number(fields[1]);
    rss.set(pid, Number(fields[21]) * PAGE_SIZE);
    children.set(parent, [...(children.get(parent) ?? []), pid]);
  }
  let total = 0;
  const stack = [root];
  while (stack.length) {
    const pid = stack.pop()!;
    total += rss.get(pid) ?? 0;
    stack.push(...(children.get(pid) ?? []));
  }
  return total;
}

export interface ValidationTiming {
  /** What scripts/validate.ts reports it spent validating, in ms (undefined if it did not say). */
  inProcessMs: number | undefined;
  /** The whole validate process, start to exit. */
  processMs: number;
  output: string;
}

/**
 * The command `npm run validate` runs (package.json's script, without npm's own start), as [program, ...args]:
 * `node scripts/compiled.mjs scripts/validate.ts`, the command bundled ahead and run by plain node.
 */
export function validateCommand(): string[] {
  const scripts = (JSON.parse(readFileSync("package.json", "utf8")) as { scripts: Record<string, string> }).scripts;
  const [program, ...args] = scripts.validate!.split(" ");
  return [program === "node" ? process.execPath : bin(program!), ...args];
}

/** One run of the validate command on `file`; throws if the file is not valid. */
export async function timeValidation(file: string, command = validateCommand()): Promise<ValidationTiming> {
  const [program, ...args] = command;
  const run = await measure(program!, [...args, file], {}, { memory: false });
  if (run.status !== 0) throw new Error(`validate failed on ${file}:\n${run.stdout}${run.stderr}`.slice(0, 4000));
  // "site.json is valid: 10000 pages, 2 posts (checked in 812 ms)": the last "<number> ms" it prints.
  const said = [...run.stdout.matchAll(/(\d+(?:\.\d+)?) ?ms\b/g)].at(-1);
  return { inProcessMs: said ? Number(said[1]) : undefined, processMs: run.ms, output: run.stdout.trim() };
}

/** The median of `runs` validations (each a fresh process), per measure; `before` runs before each. */
export async function medianValidation(
  file: string,
  runs: number,
  command = validateCommand(),
  before = () => {},
): Promise<ValidationTiming & { all: string[] }> {
  const timings: ValidationTiming[] = [];
  for (let run = 0; run < runs; run++) {
    before();
    timings.push(await timeValidation(file, command));
  }
  const inProcess = timings.map((timing) => timing.inProcessMs).filter((ms): ms is number => ms !== undefined);
  return {
    inProcessMs: inProcess.length === timings.length ? median(inProcess) : undefined,
    processMs: median(timings.map((timing) => timing.processMs)),
    output: timings[0]!.output,
    all: timings.map((timing) => `${timing.inProcessMs ?? "?"} ms in process, ${timing.processMs.toFixed(0)} ms whole`),
  };
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** Bytes and number of files under a folder. */
export function folderSize(folder: string): { bytes: number; files: number } {
  let bytes = 0;
  let files = 0;
  for (const entry of readdirSync(folder, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    bytes += statSync(join(entry.parentPath, entry.name)).size;
    files += 1;
  }
  return { bytes, files };
}

/** The load average, to say whether something else was running while we measured. */
export function loadAverage(): string {
  try {
    return readFileSync("/proc/loadavg", "utf8").split(" ").slice(0, 3).join(" ");
  } catch {
    return "unknown";
  }
}
