/**
 * The whole build, as a list of named steps: check site.json → images → fonts → compile or reuse the code → render
 * the pages → host files → swap the new output in. What it reuses from earlier builds is planned once, before the
 * code (reuse-plan.ts). Any failure removes the half-made folder and leaves the previous output as it was.
 */
import { rmSync } from "node:fs";
import type { SiteData } from "../../schema/site.ts";
import { routeTable } from "../site/routes.ts";
import { buildIdFromEnv, buildLockDir, clientDir, enterProductionBuild, stagingDir } from "../paths.ts";
import { filesUnder } from "../files/code-key.ts";
import { BuildFailure, stepTimer } from "./failure.ts";
import { readBuildState } from "./incremental.ts";
import { oneAtATime } from "./one-at-a-time.ts";
import type { BuildOptions } from "./options.ts";
import { planReuse } from "./reuse-plan.ts";
import { checkSite } from "./steps/check.ts";
import { compileOrReuse } from "./steps/compile.ts";
import { publishSiteFonts } from "./steps/fonts.ts";
import { writeSiteFiles } from "./steps/host-files.ts";
import { makeImages } from "./steps/images.ts";
import { renderPages, type Rendered } from "./steps/render.ts";
import { discardInBackground, keepDeployFor, swapIn } from "./steps/swap.ts";

export { BuildFailure, type BuildOptions };

export interface BuildResult {
  site: SiteData;
  routes: number;
  /** Each step's time, in ms, in the order they ran. */
  steps: Record<string, number>;
  /** Whether the compiled code was reused (the code and public files had not changed). */
  codeCached: boolean;
  /** How the pages were rendered: through Vike's renderPage or its prerender. */
  through: Rendered["through"];
  /** Routes rendered by this build; the others were unchanged and reused from the previous output. */
  rendered: number;
  ms: number;
}

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
  const { siteFile, dist, precompress = true, fresh = false, log = () => {} } = options;
  const started = performance.now();
  enterProductionBuild();
  const { steps, step } = stepTimer();
  const staging = stagingDir(dist);
  const previous = fresh ? undefined : readBuildState(dist);

  const site = await step("check", () => checkSite(options));
  // A staging folder left by a build that was stopped; and Vite and Vike end the process themselves on some errors:
  // the half-made folder goes then too.
  discardInBackground(staging, dist, "staging");
  const discardStaging = () => rmSync(staging, { recursive: true, force: true });
  process.on("exit", discardStaging);
  try {
    log(await step("images", () => makeImages(site, siteFile)));
    log(await step("fonts", () => publishSiteFonts(site)));
    const plan = planReuse({ site, siteFile, dist, staging, precompress, fresh }, previous);
    const compiled = await compileOrReuse(plan, staging, log, step);
    // The compiled code's files, the only ones in a new output yet: with the rendered pages, a rebuild's new files.
    const codeFiles = plan.code.from === "spare" ? [] : filesUnder(clientDir(staging));
    const rendered = await step("prerender", () => renderPages(site, plan, { dist, staging, compiled, precompress }));
    const routes = routeTable(site).length;
    if (plan.partial) {
      log(`prerender: ${rendered.rendered} of ${routes} pages changed; the other ${rendered.reused.size} files reused`);
    }
    const client = clientDir(staging);
    const previousClient = clientDir(dist);
    log(
      await step("host files", () =>
        writeSiteFiles(site, plan, rendered, {
          staging,
          client,
          previousClient,
          precompress,
          codeFiles,
          buildId: options.buildId ?? buildIdFromEnv(),
        }),
      ),
    );
    swapIn(staging, dist, plan, routes);
    process.off("exit", discardStaging);
    keepDeployFor(siteFile, site, dist, log);
    return {
      site,
      routes,
      rendered: rendered.rendered,
      steps,
      codeCached: !compiled,
      through: rendered.through,
      ms: performance.now() - started,
    };
  } catch (error) {
    discardStaging();
    process.off("exit", discardStaging);
    throw error instanceof BuildFailure ? error : new BuildFailure(String(error));
  }
}
