/**
 * The whole build, in one process: validate site.json once, make the images, run Vike's build and prerender
 * (which read that validation, see load.ts), check that every page was written, add the sitemap, robots.txt
 * and the host files, and only then swap the new output in. Any failure removes the half-made folder and
 * leaves the previous output as it was.
 */
import { spawn } from "node:child_process";
import { existsSync, readFileSync, renameSync, rmSync, statSync } from "node:fs";
import { dirname, isAbsolute, join, relative } from "node:path";
import type { SiteData } from "../../schema/site.ts";
import { holdSite, leavesOutToday, releaseSite, renderedSite } from "../site/loaded-site.ts";
import { summarize, type Problem } from "../validate/report/problem.ts";
import { routeTable } from "../site/routes.ts";
import type { Checked, ValidationResult } from "../validate/check-file.ts";
import { loadInPieces, PIECES } from "../validate/pieces/check-pieces.ts";
import type { MemoPlace } from "../validate/pieces/memo.ts";
import { describePrecompress, writeHostFiles } from "../deploy/output.ts";
import { deployDirOf, keepDeployInStep } from "../deploy/files.ts";
import { imagesForSite } from "../images/pipeline.ts";
import { publishFonts, siteCharacters } from "../theme/fonts.ts";
import {
  buildIdFromEnv,
  buildLockDir,
  buildThreads,
  clientDir,
  displayName,
  imageManifestPath,
  publicDir,
  stagingDir,
} from "../paths.ts";
import { buildState, linkFilesInBackground, readBuildState, unchangedPages, writeBuildState } from "./incremental.ts";
import { oneAtATime } from "./one-at-a-time.ts";
import { makeFoldersInBackground, writeAnew } from "./page-writer.ts";
import { cachedEntry, codeKey, filesUnder, keepBuild, linkServerBundle, restoreBuild } from "./code-cache.ts";
import {
  foldersDir,
  keepFoldersInBackground,
  placeReused,
  reusedFrom,
  spareDir,
  takeFolders,
  takeSpare,
} from "./spare.ts";
import { prerenderSite, removeServerBundle, throughRenderPage, type PrerenderSummary } from "./prerender.ts";
import { RenderThreads } from "./render-threads.ts";
import {
  missingOutputs,
  notFoundFiles,
  notFoundPages,
  outputFileOf,
  placeNotFoundPages,
  robotsTxt,
  sitemapXml,
} from "./output.ts";

export interface BuildOptions {
  siteFile: string;
  /** The output folder; the site goes into its client/ folder. */
  dist: string;
  /** Warnings refuse the build too. */
  strict?: boolean;
  /** Writes .br and .gz beside every text file (default); false for hosts that compress by themselves. */
  precompress?: boolean;
  /** Compiles the code even when an identical earlier compile is cached. */
  fresh?: boolean;
  /** Told each step's result as it finishes. */
  log?: (line: string) => void;
  /** Told the validator's problems (errors and warnings) before anything is built. */
  problems?: (file: string, problems: Problem[]) => void;
  /**
   * Where the pages an earlier build checked are remembered (memo.ts): those whose bytes did not change are parsed
   * but not checked again. Not with `fresh`.
   */
  memo?: MemoPlace;
  /** Written to build.txt in the site, where publishing looks for it at the live address (BUILD_ID by default). */
  buildId?: string;
}

export interface BuildResult {
  site: SiteData;
  routes: number;
  /** Each step's time, in ms, in the order they ran. */
  steps: Record<string, number>;
  /** Whether the compiled code came from the cache (the code and public files had not changed). */
  codeCached: boolean;
  /** How the pages were rendered: through renderPage or Vike's prerender, on this many render threads (0: this one). */
  renderer: Pick<PrerenderSummary, "through" | "threads">;
  /** Routes rendered by this build; the others were unchanged and reused from the previous output. */
  rendered: number;
  ms: number;
}

/** A build that stopped: its message says which step and why; the previous output is untouched. */
export class BuildFailure extends Error {
  override name = "BuildFailure";
}

/**
 * Sets aside a folder the build no longer needs (the output it replaced, or a staging folder left by a build that
 * was stopped) and deletes it in a detached process of its own: thousands of files on a large site are 1 to 3 s of
 * waiting on the disk at 4,000 pages, which the build does not wait for. Renamed first, beside the output
 * (dist.discarded-*), so nothing reads it and a build started meanwhile never meets it.
 */
function discardInBackground(folder: string, dist: string, what: "staging" | "spare" | "folders"): void {
  if (!existsSync(folder)) return;
  const aside = `${dist}.discarded-${process.pid}-${Date.now()}-${what}`;
  renameSync(folder, aside);
  const remove = "require('node:fs').rmSync(process.argv[1], { recursive: true, force: true })";
  spawn(process.execPath, ["-e", remove, aside], { detached: true, stdio: "ignore" }).unref();
}

/**
 * Both results, once both have settled: the prerender and a thread working in the same output folder. Waiting for
 * both before a failure goes on means a failed render never removes the folder from under the other thread.
 */
async function bothSettled<A, B>(first: Promise<A>, second: Promise<B>): Promise<[A, B]> {
  const [a, b] = await Promise.allSettled([first, second]);
  if (a.status === "rejected") throw a.reason;
  if (b.status === "rejected") throw b.reason;
  return [a.value, b.value];
}

/**
 * From this size site.json is taken for a site of THREADS_FROM_ROUTES pages or more (prerender.ts), rendered through
 * Vike's prerender on a render thread started with the build: the shipped site's pages take about 10 kB each. A guess
 * only chooses when that thread starts: a smaller site with many pages renders in this thread, a larger one with few
 * through renderPage, and the thread is stopped.
 */
const THREAD_FROM_BYTES = 2 * 1024 * 1024;

/**
 * From this many routes a first build makes its folders again for the rebuild after it (spare.ts, foldersDir): below,
 * the rebuild makes them in a few milliseconds, less than a process of node started for it.
 */
const OWN_FOLDERS_FROM_ROUTES = 100;
const sizeOf = (file: string) => {
  try {
    return statSync(file).size;
  } catch {
    return 0; // the check says the file is missing
  }
};

/** Builds the site, once no other build of this project is running (one-at-a-time.ts). */
export async function buildSite(options: BuildOptions): Promise<BuildResult> {
  return oneAtATime(
    buildLockDir(),
    () => buildNow(options),
    (pid) => options.log?.(`waiting for another build of this project to finish (process ${pid})`),
  ).catch((error: unknown) => {
    throw error instanceof BuildFailure
      ? error
      : new BuildFailure(error instanceof Error ? error.message : String(error));
  });
}

async function buildNow(options: BuildOptions): Promise<BuildResult> {
  const { siteFile, dist, strict = false, precompress = true, fresh = false, log = () => {} } = options;
  const started = performance.now();
  // A production build whatever the environment says (a test runner sets "test"): React, Vite and Vike choose
  // their production code by it, and the compiled code and the pages must not depend on who started the build.
  process.env.NODE_ENV = "production";
  // Vite loads vite.config.ts eight times in a compile (Vike's build resolves it more than once), and each time it
  // parsed every module the configuration imports to look for what a future loader would refuse: CPU spent for a
  // warning meant for this project's own developers, which `npm run dev` (one load) still prints.
  process.env.VITE_CONFIG_NATIVE_IGNORE_WARNING ??= "true";
  const staging = stagingDir(dist);
  const steps: Record<string, number> = {};
  const discardStaging = () => rmSync(staging, { recursive: true, force: true });
  const step = async <T>(label: string, work: () => T | Promise<T>): Promise<T> => {
    const stepStarted = performance.now();
    try {
      return await work();
    } catch (error) {
      throw new BuildFailure(`${label}: ${error instanceof Error ? error.message : String(error)}`);
    } finally {
      steps[label] = performance.now() - stepStarted;
    }
  };

  // With no earlier output to reuse, every page is rendered: a large site's render threads start now, loading the
  // renderer and reading site.json while this thread checks it (render-threads.ts); a small one renders through
  // renderPage (prerender.ts). BUILD_THREADS=0 renders in this thread.
  const previousState = fresh ? undefined : readBuildState(dist);
  const threadsAtStart = previousState ? 0 : (buildThreads() ?? (sizeOf(siteFile) >= THREAD_FROM_BYTES ? 1 : 0));
  const renderThreads = threadsAtStart > 0 ? await RenderThreads.start(siteFile, threadsAtStart) : undefined;
  try {
    // The same check as `npm run validate`, with the same words: read in pieces, what they find worded from the pages
    // it is in (scoped-report.ts), and read whole to report anything else. zod (the words) is loaded then only: a
    // build that finds nothing loads no zod (conform.ts).
    const checkedOptions = { root: dirname(siteFile) };
    const pieces = loadInPieces(siteFile, checkedOptions, PIECES, fresh ? undefined : options.memo);
    const checked: ValidationResult & Pick<Checked, "version" | "pageKeys"> =
      (pieces && "troubled" in pieces
        ? (await import("../validate/pieces/scoped-report.ts")).loadScoped(pieces)
        : pieces) ?? (await import("../validate/check-file.ts")).validateSiteFile(siteFile, checkedOptions);
    options.problems?.(displayName(siteFile), checked.problems);
    if (!checked.ok || (strict && checked.problems.length)) {
      throw new BuildFailure(
        `${summarize(displayName(siteFile), checked.problems)}; ` +
          `fix ${checked.ok ? "the warnings (--strict)" : "the errors"} above`,
      );
    }
    // Vike finds its compiled server code only inside the project (an output in /tmp fails halfway, unexplained).
    const fromProject = relative(process.cwd(), dist);
    if (fromProject.startsWith("..") || isAbsolute(fromProject)) {
      throw new BuildFailure(`the output folder ${dist} must be inside the project folder ${process.cwd()}`);
    }
    // Held for this process: Vike's prerender below, in this same process, renders this very validation.
    const site = renderedSite(checked.site);
    holdSite(siteFile, site);
    // A staging folder left by a build that was stopped.
    discardInBackground(staging, dist, "staging");
    // Vite and Vike end the process themselves on some errors: the half-made folder goes then too.
    process.on("exit", discardStaging);

    log((await step("images", () => imagesForSite(site))).summary);
    log(await step("fonts", () => publishFonts(site.theme, siteCharacters(site))));
    const key = codeKey({ publicDir: publicDir(siteFile), outDir: staging });
    // Pages made from exactly what this build would use are reused from the output being replaced (incremental.ts).
    const manifest = imageManifestPath();
    const imageManifest = existsSync(manifest) ? readFileSync(manifest, "utf8") : "";
    // A page's key is its text's (by its place in the list): not when the schedule left some of it out today.
    const pageKeys = leavesOutToday(checked.site) ? undefined : checked.pageKeys;
    const stateNow = () => buildState(site, { codeKey: key, imageManifest, precompressed: precompress }, pageKeys);
    // With an earlier output, the state says which pages changed. With none, every page renders, and the state (a
    // hash of each page) is made by this thread while a render thread renders them.
    let state = previousState ? stateNow() : undefined;
    const unchanged = new Set(state ? unchangedPages(previousState, state) : []);
    // A rebuild whose shared inputs are those of the last two starts from the output before the last (spare.ts),
    // which holds the compiled code and every page's folder already: the server bundle only is taken from the cache.
    const table = routeTable(site);
    const cached = unchanged.size ? cachedEntry(key) : undefined;
    const spare = cached ? takeSpare(dist, staging, state!, previousState!) : undefined;
    if (cached && spare) linkServerBundle(cached, staging);
    // Without one, the first rebuild after a whole build starts in the folders of the output that build replaced.
    const folders =
      cached !== undefined &&
      !spare &&
      takeFolders(dist, staging, [...table.map((route) => outputFileOf(route.path)), ...notFoundFiles(site)]);
    // Otherwise the compiled code is the same for every build of the same code and public files: taken from the
    // cache when it is there (code-cache.ts), otherwise compiled and kept.
    const codeCached = spare !== undefined || (!fresh && restoreBuild(key, staging, { into: folders }));
    if (spare) {
      log("vike build: the code and public files are unchanged, in place in the output before the last");
    } else if (folders) {
      log(
        "vike build: the code and public files are unchanged since a cached build, reused in the last output's folders",
      );
    } else if (codeCached) {
      log("vike build: the code and public files are unchanged since a cached build, reused");
    } else {
      const { build } = await import("vike/api");
      // Without Vike's automatic prerender, which ends the process on an error instead of reporting it here.
      // Through vite.config.ts, which Vite loads afresh for each environment it builds: Vike's plugins keep state
      // per configuration, which an inline configuration's one set of plugins would share between the environments.
      const viteConfig = { build: { outDir: staging }, logLevel: "warn" as const };
      await step("vike build", () => build({ viteConfig, vikeConfig: { prerender: { disableAutoRun: true } } }));
      await keepBuild(key, staging);
    }
    const client = clientDir(staging);
    const routes = table.length;
    // The compiled code's files, the only ones in a new output yet: with the rendered pages, a rebuild's new files.
    // From the spare: none, as its code and their compressed copies are this build's already.
    const restored = spare ? [] : filesUnder(client);
    // A rebuild renders the changed pages while another thread links the unchanged ones from the output it replaces
    // (and the not-found pages, which show nothing of any one page); a file missing there is rendered after. From
    // the spare, those the last build rendered only: the others are in place.
    const reused = unchanged.size ? [...[...unchanged].map(outputFileOf), ...notFoundFiles(site)] : [];
    const only = unchanged.size ? table.map((route) => route.path).filter((path) => !unchanged.has(path)) : undefined;
    const prerender = (paths: string[] | undefined) =>
      prerenderSite(
        {
          siteFile,
          site,
          outDir: staging,
          checked: checked.version,
          compiled: !codeCached,
          ...(paths ? { only: paths } : {}),
        },
        { ...(paths ? {} : { started: renderThreads }), meanwhile: () => (state ??= stateNow()) },
      );
    const { renderer, linked, rendered } = await step("prerender", async () => {
      const render = async (): Promise<PrerenderSummary> =>
        only?.length === 0 ? { pages: 0, through: "renderPage", threads: 0 } : prerender(only);
      const compressed = precompress && previousState?.precompressed === true;
      const link = async () =>
        spare
          ? placeReused(clientDir(dist), client, reusedFrom(spare, state!, unchanged, notFoundFiles(site)), compressed)
          : reused.length
            ? linkFilesInBackground(clientDir(dist), client, reused, compressed)
            : new Set<string>();
      let first: PrerenderSummary;
      let linked: Set<string>;
      if (only && throughRenderPage(only.length, { whole: false, compiled: !codeCached })) {
        // A few pages (renderPage, which writes only those) while the thread links.
        [first, linked] = await bothSettled(render(), link());
      } else {
        // Vike's prerender writes the not-found page too: the links first. Then the pages it renders get their
        // folders from another thread, from before the first page, while Vike starts and renders.
        linked = await link();
        const pages = (only ?? table.map((route) => route.path)).map(outputFileOf).filter((file) => !linked.has(file));
        [first] = await bothSettled(render(), makeFoldersInBackground(client, pages));
      }
      const missed = new Set(reused.filter((file) => !linked.has(file)));
      if (missed.size) {
        await prerender([
          ...table.map((route) => route.path).filter((path) => missed.has(outputFileOf(path))),
          ...notFoundPages(site)
            .filter((page) => missed.has(page.file))
            .map((page) => page.url),
        ]);
      }
      // The server bundle is no part of the site (Vike would have deleted it after a prerender of its own).
      removeServerBundle(staging);
      return { renderer: first, linked, rendered: only ? only.length + missed.size : routes };
    });
    if (only) log(`prerender: ${rendered} of ${routes} pages changed; the other ${linked.size} files reused`);
    const unlinkedNotFound = notFoundFiles(site).filter((file) => !linked.has(file));
    placeNotFoundPages(client, site);
    const missing = missingOutputs(client, site);
    if (missing.length) throw new BuildFailure(`prerender did not write ${missing.join(", ")}`);
    writeAnew(join(client, "sitemap.xml"), sitemapXml(site));
    writeAnew(join(client, "robots.txt"), robotsTxt(site));
    const buildId = options.buildId ?? buildIdFromEnv();
    // A rebuild may start from an older output: its build.txt goes when this build has no id of its own.
    if (buildId) writeAnew(join(client, "build.txt"), `${buildId}\n`);
    else rmSync(join(client, "build.txt"), { force: true });
    // A rebuild compresses its new files only, at the quality the rest of the site was compressed at.
    const newFiles =
      only && previousState?.quality !== undefined
        ? {
            files: [
              ...restored,
              ...[
                ...table.map((route) => outputFileOf(route.path)).filter((file) => !linked.has(file)),
                ...unlinkedNotFound,
                "sitemap.xml",
                "robots.txt",
              ].map((file) => join(client, file)),
            ],
            quality: previousState.quality,
          }
        : undefined;
    // The feed, _headers, .nojekyll, then .br/.gz beside every text file (reusing the last build's where unchanged).
    const compressed = await step("host files", () =>
      // The last build's .br/.gz are reused only if it made them (it may have been a --no-precompress build).
      writeHostFiles(client, site, previousState?.precompressed ? clientDir(dist) : undefined, precompress, newFiles),
    );
    log(describePrecompress(compressed));
    writeBuildState(staging, { ...(state ?? stateNow()), ...(compressed ? { quality: compressed.quality } : {}) });

    // A rebuild keeps the output it replaces for the next one to start from (spare.ts); a whole build, which shares
    // no file with it, keeps folders only, for the first rebuild after it. The spare and the folders this build did
    // not start from go either way.
    discardInBackground(spareDir(dist), dist, "spare");
    discardInBackground(foldersDir(dist), dist, "folders");
    const replaced = existsSync(dist);
    if (unchanged.size && replaced) renameSync(dist, spareDir(dist));
    else if (replaced) keepFoldersInBackground(dist, "replaced");
    renameSync(staging, dist);
    if (!replaced && routes >= OWN_FOLDERS_FROM_ROUTES) keepFoldersInBackground(dist, "own");
    process.off("exit", discardStaging);
    keepDeployFor(siteFile, site, clientDir(dist), log);
    const { through, threads } = renderer;
    return {
      site,
      routes,
      rendered,
      steps,
      codeCached,
      renderer: { through, threads },
      ms: performance.now() - started,
    };
  } catch (error) {
    discardStaging();
    process.off("exit", discardStaging);
    throw error instanceof BuildFailure ? error : new BuildFailure(String(error));
  } finally {
    renderThreads?.stop();
    releaseSite();
  }
}

/**
 * The project's deploy/ follows the site just built (files.ts), with this build's stylesheet for a site without a
 * form. The site is built by then: a folder that cannot be written is said, and the build stands.
 */
function keepDeployFor(siteFile: string, site: SiteData, client: string, log: (line: string) => void): void {
  try {
    const written = keepDeployInStep(deployDirOf(siteFile), site, client);
    if (written.length) log(`deploy/ brought in step with the site: ${written.join(", ")}`);
  } catch (error) {
    log(`deploy/ could not be written (${(error as Error).message}): run npm run deploy:config`);
  }
}
